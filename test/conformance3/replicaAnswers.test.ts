/**
 * Global table replicas as live DynamoDB answered them in 2026 (ack-api-quirks dynamodb,
 * table-replicas: DDB-TABLE-199, 200, 249, 254, 262, 297, 307, 308, 422): what a replica's Region
 * shows while it is removed, a replica's own on-demand read maximum, and the refusals of
 * ReplicaUpdates and the replica auto scaling calls. Through dispatch, on a clock moved by hand.
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { exportSnapshot } from '../../src/engine/snapshot/exportSnapshot.ts';
import { importSnapshot } from '../../src/engine/snapshot/importSnapshot.ts';
import { call, fails, idTable, ok, testEngine } from '../helpers/wire.ts';

const DELAY = 400;
const EU = 'eu-west-1';
const replicaUpdate = (action: string, RegionName: string, extra: Record<string, unknown> = {}) => ({
  TableName: 'profiles',
  ReplicaUpdates: [{ [action]: { RegionName, ...extra } }],
});
const describeIn = (engine: Engine, region: string) =>
  call(engine.regions.forRequest(region), 'DescribeTable', { TableName: 'profiles' });
const tableIn = (engine: Engine, region: string): Record<string, any> =>
  describeIn(engine, region).body.Table as Record<string, any>;
const alreadyTables =
  'Failed to create a the new replica of table with name: ‘profiles’ because one or more replicas already existed as tables.';

/** `profiles` in us-east-1 (on demand, `extra` added), with an ACTIVE replica in eu-west-1 made by `create`. */
function globalTable(extra: Record<string, unknown> = {}, create: Record<string, unknown> = {}): Engine {
  const engine = testEngine({ tableStatusDelayMs: DELAY });
  ok(engine, 'CreateTable', idTable('profiles', extra));
  engine.advance(DELAY);
  ok(engine, 'UpdateTable', replicaUpdate('Create', EU, create));
  engine.advance(4 * DELAY);
  return engine;
}

describe('a replica being removed', () => {
  it('keeps its table in its Region a while after it left Replicas[]: a Create in between is refused (DDB-TABLE-308)', () => {
    const engine = globalTable();
    ok(engine, 'UpdateTable', replicaUpdate('Delete', EU));
    engine.advance(2 * DELAY);
    expect(tableIn(engine, 'us-east-1').Replicas).toBeUndefined();
    const leftover = tableIn(engine, EU);
    expect(leftover.TableStatus).toBe('DELETING');
    // Its own group entry and version are gone already (DDB-TABLE-228).
    expect(leftover.Replicas).toBeUndefined();
    expect(leftover.GlobalTableVersion).toBeUndefined();
    expect(fails(engine, 'UpdateTable', replicaUpdate('Create', EU))).toMatchObject({
      type: 'ValidationException',
      message: alreadyTables,
    });
    expect(tableIn(engine, 'us-east-1').TableStatus).toBe('ACTIVE');
    engine.advance(DELAY / 2);
    expect(describeIn(engine, EU).body.__type).toMatch(/ResourceNotFoundException/);
    // The first Create after the Region answers ResourceNotFoundException is accepted.
    ok(engine, 'UpdateTable', replicaUpdate('Create', EU));
  });

  it('does the same when DeleteTable in the replica’s Region removes it (DDB-TABLE-297)', () => {
    const engine = globalTable();
    ok(engine.regions.forRequest(EU), 'DeleteTable', { TableName: 'profiles' });
    engine.advance(2 * DELAY);
    expect(tableIn(engine, 'us-east-1').Replicas).toBeUndefined();
    expect(tableIn(engine, EU).TableStatus).toBe('DELETING');
    expect(fails(engine, 'UpdateTable', replicaUpdate('Create', EU)).message).toBe(alreadyTables);
    engine.advance(DELAY / 2);
    expect(describeIn(engine, EU).body.__type).toMatch(/ResourceNotFoundException/);
  });
});

describe('a replica’s own on-demand read maximum (DDB-TABLE-422)', () => {
  const capped = { OnDemandThroughput: { MaxReadRequestUnits: 200, MaxWriteRequestUnits: 300 } };
  const override = (MaxReadRequestUnits: number) => ({ OnDemandThroughputOverride: { MaxReadRequestUnits } });

  it('is the new replica table’s maximum, shown in Replicas[] while it differs from the base', () => {
    const engine = globalTable(capped, override(50));
    expect(tableIn(engine, EU).OnDemandThroughput).toEqual({
      MaxReadRequestUnits: 50,
      MaxWriteRequestUnits: 300,
    });
    expect(tableIn(engine, 'us-east-1').Replicas[0].OnDemandThroughputOverride).toEqual({
      MaxReadRequestUnits: 50,
    });
    // In the service model's order (ReplicaDescription).
    expect(Object.keys(tableIn(engine, 'us-east-1').Replicas[0])).toEqual([
      'RegionName',
      'ReplicaStatus',
      'OnDemandThroughputOverride',
      'WarmThroughput',
      'GlobalTableSettingsReplicationMode',
    ]);
    // Each Region calls the other's maximum its override.
    expect(tableIn(engine, EU).Replicas[0]).toMatchObject({
      RegionName: 'us-east-1',
      OnDemandThroughputOverride: { MaxReadRequestUnits: 200 },
    });
  });

  it('is changed by an Update action whose reply does not show it, and cleared by the base value', () => {
    const engine = globalTable(capped, override(50));
    const reply = ok(engine, 'UpdateTable', replicaUpdate('Update', EU, override(70))).TableDescription;
    expect(reply.TableStatus).toBe('UPDATING');
    expect(reply.Replicas[0].OnDemandThroughputOverride).toEqual({ MaxReadRequestUnits: 50 });
    engine.advance(DELAY);
    expect(tableIn(engine, 'us-east-1').Replicas[0].OnDemandThroughputOverride).toEqual({
      MaxReadRequestUnits: 70,
    });
    expect(tableIn(engine, EU).OnDemandThroughput.MaxReadRequestUnits).toBe(70);
    ok(engine, 'UpdateTable', replicaUpdate('Update', EU, override(200)));
    engine.advance(DELAY);
    expect(tableIn(engine, 'us-east-1').Replicas[0].OnDemandThroughputOverride).toBeUndefined();
    expect(tableIn(engine, EU).Replicas[0].OnDemandThroughputOverride).toBeUndefined();
  });

  it('is kept by a snapshot, as the replica table’s own maximum', () => {
    const saved = JSON.parse(JSON.stringify(exportSnapshot(globalTable(capped, override(50)))));
    const engine = testEngine({ tableStatusDelayMs: DELAY });
    importSnapshot(engine, saved);
    expect(tableIn(engine, EU).OnDemandThroughput.MaxReadRequestUnits).toBe(50);
    expect(tableIn(engine, 'us-east-1').Replicas[0].OnDemandThroughputOverride).toEqual({
      MaxReadRequestUnits: 50,
    });
  });

  it('is absent from a replica that inherits the base’s maximum', () => {
    const engine = globalTable(capped);
    expect(tableIn(engine, EU).OnDemandThroughput.MaxReadRequestUnits).toBe(200);
    expect(tableIn(engine, 'us-east-1').Replicas[0].OnDemandThroughputOverride).toBeUndefined();
  });
});

describe('ReplicaUpdates', () => {
  it('passes over an index a Create override names that the table does not have (DDB-TABLE-307)', () => {
    const engine = globalTable({}, { GlobalSecondaryIndexes: [{ IndexName: 'nope' }] });
    expect(tableIn(engine, 'us-east-1').Replicas).toEqual([
      expect.objectContaining({ RegionName: EU, ReplicaStatus: 'ACTIVE' }),
    ]);
    expect(tableIn(engine, EU).GlobalSecondaryIndexes).toBeUndefined();
  });

  it('refuses a Delete or an Update for a Region that never had a replica, naming it (DDB-TABLE-307)', () => {
    const engine = globalTable();
    const notPart =
      'Update global table operation failed because one or more replicas were not part of the global table. Please retry the request without these replicas: [ca-central-1].';
    expect(fails(engine, 'UpdateTable', replicaUpdate('Delete', 'ca-central-1'))).toMatchObject({
      type: 'ValidationException',
      message: notPart,
    });
    const update = replicaUpdate('Update', 'ca-central-1', { TableClassOverride: 'STANDARD' });
    expect(fails(engine, 'UpdateTable', update).message).toBe(notPart);
  });

  it('must be the only change of the request (DDB-TABLE-199)', () => {
    const engine = globalTable();
    const onlyOperation =
      'One or more parameter values were invalid: Replica modification must be the only operation in the request';
    for (const other of [{ DeletionProtectionEnabled: true }, { TableClass: 'STANDARD' }]) {
      expect(
        fails(engine, 'UpdateTable', { ...replicaUpdate('Create', 'us-west-2'), ...other }),
      ).toMatchObject({ type: 'ValidationException', message: onlyOperation });
    }
    expect(tableIn(engine, 'us-east-1').Replicas).toHaveLength(1);
  });

  it('takes no second Create while the first replica is being added (DDB-TABLE-200)', () => {
    const engine = testEngine({ tableStatusDelayMs: DELAY });
    ok(engine, 'CreateTable', idTable('profiles'));
    engine.advance(DELAY);
    ok(engine, 'UpdateTable', replicaUpdate('Create', EU));
    engine.advance(2 * DELAY);
    expect(fails(engine, 'UpdateTable', replicaUpdate('Create', 'us-west-2'))).toMatchObject({
      type: 'ResourceInUseException',
      message: 'The resource which you are attempting to change is in use.',
    });
  });

  it('needs on-demand capacity (or auto scaling, not simulated) on a provisioned table (DDB-TABLE-249)', () => {
    const engine = testEngine({ tableStatusDelayMs: DELAY });
    ok(engine, 'CreateTable', {
      ...idTable('ledger'),
      BillingMode: 'PROVISIONED',
      ProvisionedThroughput: { ReadCapacityUnits: 1, WriteCapacityUnits: 1 },
    });
    engine.advance(DELAY);
    const create = { TableName: 'ledger', ReplicaUpdates: [{ Create: { RegionName: EU } }] };
    expect(fails(engine, 'UpdateTable', create)).toMatchObject({
      type: 'ValidationException',
      message: 'Table write capacity should either be Pay-Per-Request or AutoScaled.',
    });
    expect(ok(engine, 'DescribeTable', { TableName: 'ledger' }).Table.Replicas).toBeUndefined();
  });
});

describe('deleting the table that added a replica (DDB-TABLE-262)', () => {
  it('is refused by the 24-hour source rule while the replica exists', () => {
    const engine = globalTable();
    expect(fails(engine, 'DeleteTable', { TableName: 'profiles' })).toMatchObject({
      type: 'ValidationException',
      message:
        'Replica cannot be deleted because it has acted as a source region for new replica(s) being added to the table in the last 24 hours.',
    });
    expect(tableIn(engine, 'us-east-1').TableStatus).toBe('ACTIVE');
  });
});

describe('the replica auto scaling calls on a table that is not global (DDB-TABLE-254)', () => {
  it('answer ResourceNotFoundException naming a global table, for a missing and a Regional table alike', () => {
    const engine = testEngine();
    ok(engine, 'CreateTable', idTable('regional'));
    for (const TableName of ['missing', 'regional']) {
      const notGlobal = {
        type: 'ResourceNotFoundException',
        message: `Global table with name: '${TableName}' does not exist.`,
      };
      expect(fails(engine, 'DescribeTableReplicaAutoScaling', { TableName })).toMatchObject(notGlobal);
      const update = { TableName, ProvisionedWriteCapacityAutoScalingUpdate: { AutoScalingDisabled: true } };
      expect(fails(engine, 'UpdateTableReplicaAutoScaling', update)).toMatchObject(notGlobal);
    }
  });
});
