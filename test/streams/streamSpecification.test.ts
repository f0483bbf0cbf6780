/**
 * StreamSpecification on CreateTable and UpdateTable and the stream's lifecycle, through dispatch.
 * Messages recorded against AWS: "Table already has an enabled stream: TableName: …", "Table has no
 * stream to disable: TableName: …", "You cannot create or delete index while changing stream
 * status" (a 2026 probe catalogue of DynamoDB's ValidationException texts).
 */
import { describe, expect, it } from 'vitest';
import { fails, ok, testEngine } from '../helpers/wire.ts';
import { createStreamTable, HOUR, readStream, streamsFails, streamsOk } from './streamHelpers.ts';

const ENABLE = { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' };

describe('TableDescription', () => {
  it('shows the stream from CreateTable on, in CreateTable and DescribeTable', () => {
    const engine = testEngine();
    const created = createStreamTable(engine, 'orders', 'NEW_AND_OLD_IMAGES');
    const label = '2026-11-30T00:00:00.000';
    const fields = {
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
      LatestStreamLabel: label,
      LatestStreamArn: `arn:aws:dynamodb:us-east-1:000000000000:table/orders/stream/${label}`,
    };
    expect(created).toMatchObject(fields);
    expect(ok(engine, 'DescribeTable', { TableName: 'orders' }).Table).toMatchObject(fields);
  });

  it('has no stream fields for a table that never had a stream', () => {
    const engine = testEngine();
    const created = createStreamTable(engine, 'plain');
    expect(created.StreamSpecification).toBeUndefined();
    expect(created.LatestStreamArn).toBeUndefined();
    createStreamTable(engine, 'off', undefined, { StreamSpecification: { StreamEnabled: false } });
    expect(ok(engine, 'DescribeTable', { TableName: 'off' }).Table.LatestStreamArn).toBeUndefined();
  });
});

describe('UpdateTable', () => {
  it('enables, refuses a second enable, disables, refuses a second disable', () => {
    const engine = testEngine();
    createStreamTable(engine, 'orders');
    const enabled = ok(engine, 'UpdateTable', {
      TableName: 'orders',
      StreamSpecification: ENABLE,
    }).TableDescription;
    expect(enabled.StreamSpecification).toEqual(ENABLE);
    expect(fails(engine, 'UpdateTable', { TableName: 'orders', StreamSpecification: ENABLE })).toMatchObject({
      type: 'ValidationException',
      message: 'Table already has an enabled stream: TableName: orders',
    });
    const disabled = ok(engine, 'UpdateTable', {
      TableName: 'orders',
      StreamSpecification: { StreamEnabled: false },
    }).TableDescription;
    // Disabled, the table shows no StreamSpecification (ack-api-quirks dynamodb DDB-TABLE-050).
    expect(disabled).not.toHaveProperty('StreamSpecification');
    expect(disabled.LatestStreamArn).toBe(enabled.LatestStreamArn);
    expect(
      fails(engine, 'UpdateTable', { TableName: 'orders', StreamSpecification: { StreamEnabled: false } }),
    ).toMatchObject({
      type: 'ValidationException',
      message: 'Table has no stream to disable: TableName: orders',
    });
  });

  it('will not change the stream together with index creation or a throughput change', () => {
    const engine = testEngine();
    createStreamTable(engine, 'orders');
    const index = {
      Create: {
        IndexName: 'byV',
        KeySchema: [{ AttributeName: 'v', KeyType: 'HASH' }],
        Projection: { ProjectionType: 'ALL' },
        ProvisionedThroughput: { ReadCapacityUnits: 1, WriteCapacityUnits: 1 },
      },
    };
    expect(
      fails(engine, 'UpdateTable', {
        TableName: 'orders',
        AttributeDefinitions: [{ AttributeName: 'v', AttributeType: 'S' }],
        GlobalSecondaryIndexUpdates: [index],
        StreamSpecification: ENABLE,
      }).message,
    ).toBe(
      'One or more parameter values were invalid: You cannot create or delete index while changing stream status',
    );
    expect(
      fails(engine, 'UpdateTable', {
        TableName: 'orders',
        ProvisionedThroughput: { ReadCapacityUnits: 2, WriteCapacityUnits: 2 },
        StreamSpecification: ENABLE,
      }).message,
    ).toBe(
      'One or more parameter values were invalid: You cannot modify stream status while updating table IOPS',
    );
    expect(ok(engine, 'DescribeTable', { TableName: 'orders' }).Table.LatestStreamArn).toBeUndefined();
  });

  it('puts the table in UPDATING for the status delay', () => {
    const engine = testEngine({ tableStatusDelayMs: 500 });
    createStreamTable(engine, 'orders');
    engine.advance(500);
    const updated = ok(engine, 'UpdateTable', {
      TableName: 'orders',
      StreamSpecification: ENABLE,
    }).TableDescription;
    expect(updated.TableStatus).toBe('UPDATING');
    const arn = updated.LatestStreamArn;
    expect(streamsOk(engine, 'DescribeStream', { StreamArn: arn }).StreamDescription.StreamStatus).toBe(
      'ENABLING',
    );
    engine.advance(500);
    expect(ok(engine, 'DescribeTable', { TableName: 'orders' }).Table.TableStatus).toBe('ACTIVE');
    expect(streamsOk(engine, 'DescribeStream', { StreamArn: arn }).StreamDescription.StreamStatus).toBe(
      'ENABLED',
    );
  });
});

describe('disabling and re-enabling', () => {
  it('creates a new stream; the old one stays readable for 24 hours, closed', () => {
    const engine = testEngine();
    createStreamTable(engine, 'orders', 'KEYS_ONLY');
    const first = ok(engine, 'DescribeTable', { TableName: 'orders' }).Table.LatestStreamArn;
    ok(engine, 'PutItem', { TableName: 'orders', Item: { id: { S: 'before' } } });
    ok(engine, 'UpdateTable', { TableName: 'orders', StreamSpecification: { StreamEnabled: false } });
    ok(engine, 'PutItem', { TableName: 'orders', Item: { id: { S: 'between' } } });
    engine.advance(1000);
    const second = ok(engine, 'UpdateTable', { TableName: 'orders', StreamSpecification: ENABLE })
      .TableDescription.LatestStreamArn;
    ok(engine, 'PutItem', { TableName: 'orders', Item: { id: { S: 'after' } } });

    expect(second).not.toBe(first);
    expect(second).toMatch(/\/stream\/2026-11-30T00:00:01\.000$/);
    const listed = streamsOk(engine, 'ListStreams', { TableName: 'orders' }).Streams;
    expect(listed.map((s: { StreamArn: string }) => s.StreamArn)).toEqual([first, second]);

    const old = streamsOk(engine, 'DescribeStream', { StreamArn: first }).StreamDescription;
    expect(old.StreamStatus).toBe('DISABLED');
    for (const shard of old.Shards) expect(shard.SequenceNumberRange.EndingSequenceNumber).toBeDefined();
    expect(readStream(engine, first).map((r) => r.dynamodb.Keys.id.S)).toEqual(['before']);
    expect(readStream(engine, second).map((r) => r.dynamodb.Keys.id.S)).toEqual(['after']);

    engine.advance(24 * HOUR);
    expect(
      streamsOk(engine, 'ListStreams', {}).Streams.map((s: { StreamArn: string }) => s.StreamArn),
    ).toEqual([second]);
    expect(streamsFails(engine, 'DescribeStream', { StreamArn: first })).toEqual({
      type: 'ResourceNotFoundException',
      message: `Requested resource not found: Stream: ${first} not found`,
    });
  });

  it('disables the stream of a deleted table, which stays listed for 24 hours', () => {
    const engine = testEngine();
    createStreamTable(engine, 'orders', 'KEYS_ONLY');
    ok(engine, 'PutItem', { TableName: 'orders', Item: { id: { S: 'a' } } });
    const arn = ok(engine, 'DescribeTable', { TableName: 'orders' }).Table.LatestStreamArn;
    ok(engine, 'DeleteTable', { TableName: 'orders' });
    const description = streamsOk(engine, 'DescribeStream', { StreamArn: arn }).StreamDescription;
    expect(description.StreamStatus).toBe('DISABLED');
    expect(readStream(engine, arn)).toHaveLength(1);
    engine.advance(24 * HOUR);
    expect(streamsOk(engine, 'ListStreams', {}).Streams).toEqual([]);
  });
});
