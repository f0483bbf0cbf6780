/**
 * The phases of a global index on the engine clock and what UpdateTable and DeleteTable admit in each,
 * as probed against AWS in 2026 (ack-api-quirks dynamodb DDB-TABLE-135, 149, 150, 152, 153, 155, 163,
 * 165, 175, 375, 376, 458).
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { exportSnapshot } from '../../src/engine/snapshot/exportSnapshot.ts';
import { fails, ok, testEngine } from '../helpers/wire.ts';

const DELAY_MS = 1000;
const TableName = 'phases';
const definition = (AttributeName: string) => ({ AttributeName, AttributeType: 'S' });
const units = (n: number) => ({ ReadCapacityUnits: n, WriteCapacityUnits: n });
const gsi = (IndexName: string, attribute: string, extra: object = {}) => ({
  IndexName,
  KeySchema: [{ AttributeName: attribute, KeyType: 'HASH' }],
  Projection: { ProjectionType: 'KEYS_ONLY' },
  ...extra,
});
const inUse = (message: string) => ({
  type: 'ResourceInUseException',
  message: `Attempt to change a resource which is still in use: ${message}`,
});

/** An ACTIVE table with global index `gsa` on `a`, provisioned 5/5 (index 2/2) or on demand. */
function activeTable(billing: 'PROVISIONED' | 'PAY_PER_REQUEST'): Engine {
  const engine = testEngine({ tableStatusDelayMs: DELAY_MS });
  const provisioned = billing === 'PROVISIONED';
  ok(engine, 'CreateTable', {
    TableName,
    KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
    AttributeDefinitions: [definition('pk'), definition('a')],
    BillingMode: billing,
    ProvisionedThroughput: provisioned ? units(5) : undefined,
    GlobalSecondaryIndexes: [gsi('gsa', 'a', provisioned ? { ProvisionedThroughput: units(2) } : {})],
  });
  engine.advance(DELAY_MS);
  return engine;
}

const update = (engine: Engine, change: object) => ok(engine, 'UpdateTable', { TableName, ...change });
const refused = (engine: Engine, change: object) => fails(engine, 'UpdateTable', { TableName, ...change });
const indexUpdate = (IndexName: string, change: object) => ({
  GlobalSecondaryIndexUpdates: [{ Update: { IndexName, ...change } }],
});
const createIndex = (IndexName: string, attribute: string, extra: object = {}) => ({
  AttributeDefinitions: [definition(attribute)],
  GlobalSecondaryIndexUpdates: [{ Create: gsi(IndexName, attribute, extra) }],
});
const deleteIndex = (IndexName: string) => ({ GlobalSecondaryIndexUpdates: [{ Delete: { IndexName } }] });
const describe_ = (engine: Engine) => ok(engine, 'DescribeTable', { TableName }).Table;
const indexOf = (table: Record<string, any>, name: string) =>
  (table.GlobalSecondaryIndexes ?? []).find((index: { IndexName: string }) => index.IndexName === name);
const statuses = (table: Record<string, any>) => [
  table.TableStatus,
  ...(table.GlobalSecondaryIndexes ?? []).map((index: Record<string, any>) => index.IndexStatus),
];

describe('updating a global index', () => {
  it('leaves the table ACTIVE and shows the old figures until the index is ACTIVE again', () => {
    const engine = activeTable('PROVISIONED');
    const asked = engine.now() / 1000;
    const reply = update(engine, indexUpdate('gsa', { ProvisionedThroughput: units(4) })).TableDescription;
    expect(statuses(reply)).toEqual(['ACTIVE', 'UPDATING']);
    expect(indexOf(reply, 'gsa').ProvisionedThroughput).toEqual({
      LastIncreaseDateTime: asked,
      NumberOfDecreasesToday: 0,
      ...units(2),
    });
    expect(indexOf(describe_(engine), 'gsa').ProvisionedThroughput).toMatchObject(units(2));
    // A save meanwhile keeps the figures asked for, as a moment later.
    const saved = exportSnapshot(engine).tables[0].definition.GlobalSecondaryIndexes as object[];
    expect(saved[0]).toMatchObject({ ProvisionedThroughput: units(4) });
    expect(refused(engine, indexUpdate('gsa', { ProvisionedThroughput: units(6) }))).toMatchObject(
      inUse(`Index is being updated. Table: ${TableName} Index: gsa`),
    );
    expect(fails(engine, 'DeleteTable', { TableName })).toMatchObject(
      inUse('Cannot delete table while indexes are being created, updated, or deleted.'),
    );
    engine.advance(DELAY_MS);
    const after = describe_(engine);
    expect(statuses(after)).toEqual(['ACTIVE', 'ACTIVE']);
    expect(indexOf(after, 'gsa').ProvisionedThroughput).toMatchObject(units(4));
  });

  it('sets on-demand maximums at once, the index UPDATING meanwhile; warm throughput alone keeps it ACTIVE', () => {
    const engine = activeTable('PAY_PER_REQUEST');
    const maximums = { MaxReadRequestUnits: 5000, MaxWriteRequestUnits: 5000 };
    const reply = update(engine, indexUpdate('gsa', { OnDemandThroughput: maximums })).TableDescription;
    expect(statuses(reply)).toEqual(['ACTIVE', 'UPDATING']);
    expect(indexOf(reply, 'gsa').OnDemandThroughput).toEqual(maximums);
    engine.advance(DELAY_MS);
    const warm = { ReadUnitsPerSecond: 13000, WriteUnitsPerSecond: 5000 };
    const warming = update(engine, indexUpdate('gsa', { WarmThroughput: warm })).TableDescription;
    expect(statuses(warming)).toEqual(['ACTIVE', 'ACTIVE']);
    expect(indexOf(warming, 'gsa').WarmThroughput.Status).toBe('UPDATING');
  });

  it('shows every global index UPDATING while the table switches billing mode, counting a decrease', () => {
    const engine = activeTable('PROVISIONED');
    const switched = engine.now() / 1000;
    const reply = update(engine, { BillingMode: 'PAY_PER_REQUEST' }).TableDescription;
    expect(statuses(reply)).toEqual(['UPDATING', 'UPDATING']);
    engine.advance(DELAY_MS);
    const table = describe_(engine);
    expect(statuses(table)).toEqual(['ACTIVE', 'ACTIVE']);
    // The index counts the switch as a decrease, the table does not (DDB-TABLE-153).
    expect(table.ProvisionedThroughput.NumberOfDecreasesToday).toBe(0);
    expect(indexOf(table, 'gsa').ProvisionedThroughput).toEqual({
      LastDecreaseDateTime: switched,
      NumberOfDecreasesToday: 1,
      ReadCapacityUnits: 0,
      WriteCapacityUnits: 0,
    });
  });
});

it('drops the on-demand maximums of table and indexes when the table turns provisioned', () => {
  const engine = activeTable('PAY_PER_REQUEST');
  const maximums = { MaxReadRequestUnits: 100, MaxWriteRequestUnits: 100 };
  update(engine, { OnDemandThroughput: maximums });
  update(engine, indexUpdate('gsa', { OnDemandThroughput: maximums }));
  engine.advance(DELAY_MS);
  update(engine, {
    BillingMode: 'PROVISIONED',
    ProvisionedThroughput: units(1),
    ...indexUpdate('gsa', { ProvisionedThroughput: units(1) }),
  });
  engine.advance(DELAY_MS);
  update(engine, { BillingMode: 'PAY_PER_REQUEST' });
  const table = describe_(engine);
  expect(table.OnDemandThroughput).toBeUndefined();
  expect(indexOf(table, 'gsa').OnDemandThroughput).toBeUndefined();
});

describe('a global index being created', () => {
  it('refuses changes that need the index or the table capacity while its resources are allocated', () => {
    const engine = activeTable('PAY_PER_REQUEST');
    const reply = update(engine, createIndex('gsb', 'b')).TableDescription;
    expect(statuses(reply)).toEqual(['UPDATING', 'ACTIVE', 'CREATING']);
    expect(indexOf(reply, 'gsb').Backfilling).toBe(false);
    expect(refused(engine, { BillingMode: 'PROVISIONED', ProvisionedThroughput: units(1) })).toMatchObject(
      inUse(`Can't change table IOPS when an index is being created. Table: ${TableName} Indexes: [gsb]`),
    );
    expect(
      refused(engine, { StreamSpecification: { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' } }),
    ).toMatchObject(inUse("Can't change stream status when an index is being created"));
    expect(
      refused(engine, { OnDemandThroughput: { MaxReadRequestUnits: 100, MaxWriteRequestUnits: 100 } }),
    ).toMatchObject(
      inUse('OnDemandThroughput cannot be updated while index creation is in progress for indexes: [gsb]'),
    );
    const maximums = { OnDemandThroughput: { MaxReadRequestUnits: 100, MaxWriteRequestUnits: 100 } };
    expect(refused(engine, indexUpdate('gsb', maximums))).toMatchObject(
      inUse(`Index is being created but is not backfilling yet. Table: ${TableName} Index: gsb`),
    );
    expect(refused(engine, deleteIndex('gsb'))).toMatchObject(
      inUse(
        `Index creation is in resource allocation phase. Retry deletion during backfilling phase or when the index is active. Table: ${TableName} Index: gsb`,
      ),
    );
    const warm = refused(engine, { WarmThroughput: { ReadUnitsPerSecond: 13000 } });
    expect(warm).toMatchObject({
      type: 'InternalServerError',
      message: 'Table is under system maintenance, please try again later',
    });
    // Another index's update, and deletion protection, go through.
    expect(statuses(update(engine, indexUpdate('gsa', maximums)).TableDescription)).toEqual([
      'UPDATING',
      'UPDATING',
      'CREATING',
    ]);
    update(engine, { DeletionProtectionEnabled: true });
  });

  it('can be deleted once it backfills, the table UPDATING until it is gone', () => {
    const engine = backfilling();
    expect(fails(engine, 'DeleteTable', { TableName })).toMatchObject(
      inUse('Cannot delete table while indexes are being created, updated, or deleted.'),
    );
    const reply = update(engine, deleteIndex('gsb')).TableDescription;
    expect(statuses(reply)).toEqual(['UPDATING', 'ACTIVE', 'DELETING']);
    expect(indexOf(reply, 'gsb').Backfilling).toBeUndefined();
    engine.advance(DELAY_MS);
    expect(statuses(describe_(engine))).toEqual(['ACTIVE', 'ACTIVE']);
  });

  it('admits a change of the table throughput once it backfills', () => {
    const engine = backfilling();
    const reply = update(engine, { ProvisionedThroughput: units(6) }).TableDescription;
    expect(statuses(reply)).toEqual(['UPDATING', 'ACTIVE', 'CREATING']);
  });
});

/** A provisioned table with 500 items whose new index `gsb` is backfilling (for 100 ms more). */
function backfilling(): Engine {
  const engine = activeTable('PROVISIONED');
  for (let i = 0; i < 500; i++)
    ok(engine, 'PutItem', { TableName, Item: { pk: { S: `${i}` }, b: { S: 'x' } } });
  update(engine, createIndex('gsb', 'b', { ProvisionedThroughput: units(1) }));
  engine.advance(DELAY_MS);
  expect(indexOf(describe_(engine), 'gsb')).toMatchObject({ IndexStatus: 'CREATING', Backfilling: true });
  return engine;
}

describe('a global index being deleted', () => {
  it('refuses the table capacity and the index itself until it is gone', () => {
    const engine = activeTable('PROVISIONED');
    update(engine, createIndex('gsb', 'b', { ProvisionedThroughput: units(1) }));
    engine.advance(2 * DELAY_MS);
    update(engine, deleteIndex('gsb'));
    const iops = inUse(
      `Can't change table IOPS when an index is being deleted. Table: ${TableName} Indexes: [gsb]`,
    );
    expect(refused(engine, { ProvisionedThroughput: units(6) })).toMatchObject(iops);
    expect(refused(engine, { BillingMode: 'PAY_PER_REQUEST' })).toMatchObject(iops);
    const gone = inUse(`Index is being deleted. Table: ${TableName} Index: gsb`);
    expect(
      refused(engine, {
        ProvisionedThroughput: units(6),
        ...indexUpdate('gsb', { ProvisionedThroughput: units(3) }),
      }),
    ).toMatchObject(gone);
    expect(refused(engine, deleteIndex('gsb'))).toMatchObject(gone);
    expect(refused(engine, createIndex('gsb', 'b', { ProvisionedThroughput: units(1) }))).toMatchObject(gone);
    expect(refused(engine, createIndex('gsc', 'c', { ProvisionedThroughput: units(1) }))).toMatchObject({
      type: 'LimitExceededException',
      message:
        'Subscriber limit exceeded: Only 1 online index can be created or deleted simultaneously per table',
    });
    expect(fails(engine, 'DeleteTable', { TableName })).toMatchObject(
      inUse('Cannot delete table while indexes are being created, updated, or deleted.'),
    );
    // Another index's update and deletion protection go through.
    update(engine, indexUpdate('gsa', { ProvisionedThroughput: units(3) }));
    update(engine, { DeletionProtectionEnabled: true });
    engine.advance(DELAY_MS);
    expect(statuses(describe_(engine))).toEqual(['ACTIVE', 'ACTIVE']);
  });

  it('refuses on-demand maximums on an on-demand table, but not the billing mode it has', () => {
    const engine = activeTable('PAY_PER_REQUEST');
    update(engine, deleteIndex('gsa'));
    expect(update(engine, { BillingMode: 'PAY_PER_REQUEST' }).TableDescription.TableStatus).toBe('UPDATING');
    expect(
      refused(engine, { OnDemandThroughput: { MaxReadRequestUnits: 100, MaxWriteRequestUnits: 100 } }),
    ).toMatchObject(
      inUse('OnDemandThroughput cannot be updated while index deletion is in progress for indexes: [gsa]'),
    );
  });
});

describe('creating or deleting an index while the table changes', () => {
  it('names the throughput or stream change in progress', () => {
    const engine = activeTable('PROVISIONED');
    update(engine, { ProvisionedThroughput: units(6) });
    expect(refused(engine, deleteIndex('gsa'))).toMatchObject(
      inUse(`Can't create or delete indexes while table IOPS are being updated. Table: ${TableName}`),
    );
    engine.advance(DELAY_MS);
    update(engine, { StreamSpecification: { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' } });
    expect(refused(engine, createIndex('gsb', 'b', { ProvisionedThroughput: units(1) }))).toMatchObject(
      inUse("Can't create or delete an index when stream status is being updated."),
    );
  });
});
