/**
 * UpdateTable's answers to throughput members that say nothing or do not fit the billing mode, and
 * to changes while the table is not at rest, as probed against AWS in 2026 (ack-api-quirks
 * dynamodb DDB-TABLE-001, 056, 119, 152, 153, 369, 437, 456, 462), recorded by
 * architect/dynalite's updateTable tests and quoted from a production error in
 * circles-learning-labs/ecto_adapters_dynamodb's README. Through dispatch.
 */
import { describe, expect, it } from 'vitest';
import { call, fails, ok, testEngine } from '../helpers/wire.ts';
import type { Engine } from '../../src/engine/engine.ts';

const definition = (name: string) => ({ AttributeName: name, AttributeType: 'S' });
const units = { ReadCapacityUnits: 5, WriteCapacityUnits: 5 };
const invalid = (detail: string) => `One or more parameter values were invalid: ${detail}`;

/** `orders` (PROVISIONED) and `events` (PAY_PER_REQUEST), each with global index `gsi1` on `g`. */
function tables(): Engine {
  const engine = testEngine();
  for (const [TableName, provisioned] of [
    ['orders', true],
    ['events', false],
  ] as const) {
    ok(engine, 'CreateTable', {
      TableName,
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
      AttributeDefinitions: [definition('pk'), definition('g')],
      ...(provisioned ? { ProvisionedThroughput: units } : { BillingMode: 'PAY_PER_REQUEST' }),
      GlobalSecondaryIndexes: [
        {
          IndexName: 'gsi1',
          KeySchema: [{ AttributeName: 'g', KeyType: 'HASH' }],
          Projection: { ProjectionType: 'ALL' },
          ...(provisioned ? { ProvisionedThroughput: units } : {}),
        },
      ],
    });
  }
  return engine;
}

const createIndex = (extra: Record<string, unknown> = {}) => ({
  AttributeDefinitions: [definition('h')],
  GlobalSecondaryIndexUpdates: [
    {
      Create: {
        IndexName: 'byH',
        KeySchema: [{ AttributeName: 'h', KeyType: 'HASH' }],
        Projection: { ProjectionType: 'ALL' },
        ...extra,
      },
    },
  ],
});

describe('index throughput and the billing mode', () => {
  it('asks for both units of a new index on a provisioned table', () => {
    const engine = tables();
    expect(fails(engine, 'UpdateTable', { TableName: 'orders', ...createIndex() })).toMatchObject({
      type: 'ValidationException',
      message: invalid('Both ReadCapacityUnits and WriteCapacityUnits must be specified for index: byH'),
    });
  });

  it('refuses throughput beside a switch to PAY_PER_REQUEST in words of its own', () => {
    const engine = tables();
    const body = { BillingMode: 'PAY_PER_REQUEST', ProvisionedThroughput: units };
    expect(fails(engine, 'UpdateTable', { TableName: 'orders', ...body })).toMatchObject({
      type: 'ValidationException',
      message: invalid('ProvisionedThroughput cannot be specified when BillingMode is PAY_PER_REQUEST'),
    });
    // Throughput alone on an on-demand table keeps its own message.
    expect(fails(engine, 'UpdateTable', { TableName: 'events', ProvisionedThroughput: units }).message).toBe(
      invalid(
        'Neither ReadCapacityUnits nor WriteCapacityUnits can be specified when BillingMode is PAY_PER_REQUEST',
      ),
    );
    expect(ok(engine, 'DescribeTable', { TableName: 'orders' }).Table.BillingModeSummary).toBeUndefined();
  });

  it('names the index in the refusal of its on-demand maximums on a provisioned table', () => {
    const engine = tables();
    const refusal = fails(engine, 'UpdateTable', {
      TableName: 'orders',
      GlobalSecondaryIndexUpdates: [
        { Update: { IndexName: 'gsi1', OnDemandThroughput: { MaxWriteRequestUnits: 10 } } },
      ],
    });
    expect(refusal).toMatchObject({
      type: 'ValidationException',
      message: invalid(
        'MaxWriteRequestUnits for OnDemandThroughput for index : gsi1 cannot be specified when the table BillingMode is PROVISIONED',
      ),
    });
  });
});

describe('an index Update with an empty WarmThroughput', () => {
  const EMPTY_WARM = (index: string) =>
    invalid(
      `WarmThroughput must have at least one of ReadUnitsPerSecond or WriteUnitsPerSecond specified for index: ${index}`,
    );
  const emptyWarm = (IndexName: string) => ({
    GlobalSecondaryIndexUpdates: [{ Update: { IndexName, WarmThroughput: {} } }],
  });

  it('is refused before the index or the table is looked up', () => {
    const engine = tables();
    expect(fails(engine, 'UpdateTable', { TableName: 'events', ...emptyWarm('ghost') })).toMatchObject({
      type: 'ValidationException',
      message: EMPTY_WARM('ghost'),
    });
    expect(fails(engine, 'UpdateTable', { TableName: 'missing', ...emptyWarm('ghost') }).message).toBe(
      EMPTY_WARM('ghost'),
    );
  });

  it('is refused before the rules on what goes together', () => {
    const engine = tables();
    const body = { TableName: 'events', TableClass: 'STANDARD', ...emptyWarm('gsi1') };
    expect(fails(engine, 'UpdateTable', body).message).toBe(EMPTY_WARM('gsi1'));
  });
});

describe('an index Update with WarmThroughput for an index the table lacks', () => {
  it('fails with HTTP 500 and applies no other entry', () => {
    // DynamoDB's answer without a message (DDB-TABLE-161, 448); an index that exists takes the units.
    const engine = tables();
    const warm = (IndexName: string) => ({
      Update: { IndexName, WarmThroughput: { ReadUnitsPerSecond: 12001, WriteUnitsPerSecond: 4001 } },
    });
    const body = { TableName: 'events', GlobalSecondaryIndexUpdates: [warm('ghost')] };
    expect(call(engine, 'UpdateTable', body)).toEqual({
      status: 500,
      body: { __type: 'com.amazon.coral.service#InternalFailure' },
    });
    const both = { TableName: 'events', GlobalSecondaryIndexUpdates: [warm('gsi1'), warm('ghost')] };
    expect(call(engine, 'UpdateTable', both).status).toBe(500);
    const index = ok(engine, 'DescribeTable', { TableName: 'events' }).Table.GlobalSecondaryIndexes[0];
    expect(index.WarmThroughput).toMatchObject({ ReadUnitsPerSecond: 12000, Status: 'ACTIVE' });
    ok(engine, 'UpdateTable', { TableName: 'events', GlobalSecondaryIndexUpdates: [warm('gsi1')] });
  });
});

describe('a table-level WarmThroughput or OnDemandThroughput without members', () => {
  it('is dropped beside another change, which goes through', () => {
    const engine = tables();
    const reply = call(engine, 'UpdateTable', {
      TableName: 'events',
      WarmThroughput: {},
      DeletionProtectionEnabled: true,
    });
    expect(reply.status).toBe(200);
    const table = ok(engine, 'DescribeTable', { TableName: 'events' }).Table;
    expect(table.DeletionProtectionEnabled).toBe(true);
    expect(table.WarmThroughput).toEqual({
      ReadUnitsPerSecond: 12000,
      WriteUnitsPerSecond: 4000,
      Status: 'ACTIVE',
    });
    expect(
      call(engine, 'UpdateTable', { TableName: 'events', WarmThroughput: {}, TableClass: 'STANDARD' }),
    ).toMatchObject({ status: 200 });
    ok(engine, 'UpdateTable', {
      TableName: 'events',
      OnDemandThroughput: {},
      BillingMode: 'PAY_PER_REQUEST',
    });
    expect(ok(engine, 'DescribeTable', { TableName: 'events' }).Table.OnDemandThroughput).toBeUndefined();
  });

  it('alone fails with HTTP 500, starts no warm throughput raise and leaves the table free', () => {
    // DynamoDB's answer on every try, without a message (DDB-TABLE-437, 178, 448).
    const engine = tables();
    for (const [TableName, member] of [
      ['events', 'WarmThroughput'],
      ['events', 'OnDemandThroughput'],
      ['orders', 'WarmThroughput'],
      ['orders', 'OnDemandThroughput'],
    ]) {
      expect(call(engine, 'UpdateTable', { TableName, [member]: {} })).toEqual({
        status: 500,
        body: { __type: 'com.amazon.coral.service#InternalFailure' },
      });
    }
    expect(ok(engine, 'DescribeTable', { TableName: 'events' }).Table.WarmThroughput.Status).toBe('ACTIVE');
    ok(engine, 'DeleteTable', { TableName: 'events' });
  });
});

describe('changes while another change runs', () => {
  const maximums = { OnDemandThroughput: { MaxReadRequestUnits: 100 } };
  /** A table keyed by `pk` in `mode`, on an engine whose tables stay UPDATING until time passes. */
  function slowTable(mode: 'PROVISIONED' | 'PAY_PER_REQUEST'): Engine {
    const engine = testEngine({ tableStatusDelayMs: 1000 });
    ok(engine, 'CreateTable', {
      TableName: 'ledger',
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
      AttributeDefinitions: [definition('pk')],
      ...(mode === 'PROVISIONED' ? { ProvisionedThroughput: units } : { BillingMode: mode }),
    });
    engine.advance(1000);
    return engine;
  }

  it('are in use while the table switches to PROVISIONED', () => {
    const engine = slowTable('PAY_PER_REQUEST');
    ok(engine, 'UpdateTable', {
      TableName: 'ledger',
      BillingMode: 'PROVISIONED',
      ProvisionedThroughput: units,
    });
    expect(fails(engine, 'UpdateTable', { TableName: 'ledger', ...maximums })).toMatchObject({
      type: 'ResourceInUseException',
      message:
        'Attempt to change a resource which is still in use: OnDemandThroughput cannot be updated while BillingMode update is in progress',
    });
  });

  it('are judged against PROVISIONED while the table switches to PAY_PER_REQUEST', () => {
    const engine = slowTable('PROVISIONED');
    ok(engine, 'UpdateTable', { TableName: 'ledger', BillingMode: 'PAY_PER_REQUEST' });
    expect(fails(engine, 'UpdateTable', { TableName: 'ledger', ...maximums })).toMatchObject({
      type: 'ValidationException',
      message: invalid(
        'MaxReadRequestUnits for OnDemandThroughput cannot be specified when the table BillingMode is PROVISIONED',
      ),
    });
    engine.advance(1000);
    ok(engine, 'UpdateTable', { TableName: 'ledger', ...maximums });
  });

  it('answer an encryption change with ACTIVE while DescribeTable still says UPDATING', () => {
    const engine = slowTable('PROVISIONED');
    ok(engine, 'UpdateTable', {
      TableName: 'ledger',
      ProvisionedThroughput: { ReadCapacityUnits: 6, WriteCapacityUnits: 6 },
    });
    const reply = ok(engine, 'UpdateTable', {
      TableName: 'ledger',
      SSESpecification: { Enabled: true, SSEType: 'KMS' },
    });
    expect(reply.TableDescription.TableStatus).toBe('ACTIVE');
    expect(ok(engine, 'DescribeTable', { TableName: 'ledger' }).Table.TableStatus).toBe('UPDATING');
  });

  it('name the stream change an on-demand table is busy with', () => {
    const engine = slowTable('PAY_PER_REQUEST');
    ok(engine, 'UpdateTable', {
      TableName: 'ledger',
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' },
    });
    const inUse = (detail: string) => ({
      type: 'ResourceInUseException',
      message: `Attempt to change a resource which is still in use: ${detail}`,
    });
    expect(fails(engine, 'UpdateTable', { TableName: 'ledger', ...maximums })).toMatchObject(
      inUse('OnDemandThroughput cannot be updated while stream status update is in progress'),
    );
    expect(
      fails(engine, 'UpdateTable', { TableName: 'ledger', TableClass: 'STANDARD_INFREQUENT_ACCESS' }),
    ).toMatchObject(inUse("Can't update table class when stream status is being updated. Table: ledger"));
  });
});

it('refuses any change while the table is being created, naming that', () => {
  const engine = testEngine({ tableStatusDelayMs: 1000 });
  ok(engine, 'CreateTable', {
    TableName: 'fresh',
    KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
    AttributeDefinitions: [definition('pk')],
    ProvisionedThroughput: units,
  });
  for (const change of [
    { ProvisionedThroughput: { ReadCapacityUnits: 6, WriteCapacityUnits: 6 } },
    { DeletionProtectionEnabled: true },
  ]) {
    expect(fails(engine, 'UpdateTable', { TableName: 'fresh', ...change })).toMatchObject({
      type: 'ResourceInUseException',
      message: 'Attempt to change a resource which is still in use: Table is being created: fresh',
    });
  }
});
