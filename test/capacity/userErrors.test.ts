/**
 * UserErrors and SystemErrors: the account's count of error replies to DynamoDB's and DynamoDB
 * Streams' requests (metrics-dimensions.html), not of the sandbox's own (its S3, its clock, the
 * Explorer's descriptions).
 */
import { describe, expect, it } from 'vitest';
import { dispatch } from '../../src/protocol/dispatch.ts';
import { call, keyedTable, manualEngine, snapshotOf, sum } from './support.ts';

describe('UserErrors', () => {
  it('counts validation errors as UserErrors, and throttling separately', () => {
    const engine = manualEngine();
    keyedTable(engine, 'items');
    call(engine, 'GetItem', { TableName: 'items', Key: { pk: { S: 'a' } } });
    call(engine, 'GetItem', { TableName: 'missing', Key: { pk: { S: 'a' } } });
    engine.advance(1000);
    const snapshot = engine.capacity.snapshot(engine.tables.get('items')!);
    expect(sum(snapshot.account.UserErrors)).toBe(2);
    expect(sum(snapshot.account.SystemErrors)).toBe(0);
  });

  it('leaves the sandbox’s own failed requests (its S3, its clock) out of UserErrors', () => {
    const engine = manualEngine();
    keyedTable(engine, 'items');
    const missingObject = dispatch(
      engine,
      'DynamoSandbox.S3GetObject',
      JSON.stringify({ Bucket: 'exports', Key: 'missing.json' }),
    );
    const badClock = dispatch(engine, 'DynamoSandbox.AdvanceClock', JSON.stringify({ Seconds: -1 }));
    expect([missingObject.status, badClock.status]).toEqual([404, 400]);
    expect(sum(snapshotOf(engine, 'items').account.UserErrors)).toBe(0);
    const badStream = dispatch(
      engine,
      'DynamoDBStreams_20120810.DescribeStream',
      JSON.stringify({ StreamArn: 'nonsense' }),
    );
    expect(badStream.status).toBe(400);
    expect(sum(snapshotOf(engine, 'items').account.UserErrors)).toBe(1);
  });

  it('answers the Explorer’s descriptions under the sandbox’s name as DynamoDB does, uncounted', () => {
    const engine = manualEngine();
    keyedTable(engine, 'items');
    const arn = engine.tables.get('items')!.arn;
    const probes: [string, object][] = [
      ['GetResourcePolicy', { ResourceArn: arn }],
      ['DescribeTimeToLive', { TableName: 'missing' }],
      ['DescribeContinuousBackups', { TableName: 'missing' }],
      ['DescribeKinesisStreamingDestination', { TableName: 'missing' }],
      ['DescribeTimeToLive', { TableName: 'items' }],
      ['DescribeKinesisStreamingDestination', { TableName: 'items' }],
    ];
    const asSandbox = probes.map(([name, body]) =>
      dispatch(engine, `DynamoSandbox.${name}`, JSON.stringify(body)),
    );
    expect(asSandbox.map((reply) => reply.status)).toEqual([400, 400, 400, 400, 200, 200]);
    expect(sum(snapshotOf(engine, 'items').account.UserErrors)).toBe(0);
    // The same requests as DynamoDB's: the same replies, and the four errors count.
    const asDynamoDb = probes.map(([name, body]) =>
      dispatch(engine, `DynamoDB_20120810.${name}`, JSON.stringify(body)),
    );
    expect(asDynamoDb).toEqual(asSandbox);
    expect(sum(snapshotOf(engine, 'items').account.UserErrors)).toBe(4);
  });
});
