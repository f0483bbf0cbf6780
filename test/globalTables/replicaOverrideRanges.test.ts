/**
 * A replica's on-demand read maximum (OnDemandThroughputOverride) out of range, in a Create or an
 * Update action (globalTables/replicaOverrides.ts): refused as the replica's own UpdateTable refuses
 * it, before anything changes. A Create action applied 0, 0.5 or a million as the new replica's maximum;
 * an Update action was refused only after it had held the table UPDATING and applied its class.
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { exportSnapshot } from '../../src/engine/snapshot/exportSnapshot.ts';
import { EU, twoRegionTable } from '../helpers/globalTable.ts';
import { fails, ok } from '../helpers/wire.ts';

const OREGON = 'us-west-2';
const RANGE =
  'One or more parameter values were invalid: Requested MaxReadRequestUnits for OnDemandThroughput for table is outside of valid range';

const snapshot = (engine: Engine) => JSON.stringify(exportSnapshot(engine));
const replicaRegions = (engine: Engine) =>
  (ok(engine, 'DescribeTable', { TableName: 'profiles' }).Table.Replicas as { RegionName: string }[]).map(
    (replica) => replica.RegionName,
  );
const replicaUpdate = (kind: 'Create' | 'Update', RegionName: string, settings: Record<string, unknown>) => ({
  TableName: 'profiles',
  ReplicaUpdates: [{ [kind]: { RegionName, ...settings } }],
});
const maxRead = (MaxReadRequestUnits: number) => ({ OnDemandThroughputOverride: { MaxReadRequestUnits } });

describe('an on-demand read override out of range', () => {
  it.each([0, 0.5, -1])('of %s in a Create action is refused, and no replica is made', (units) => {
    const { us } = twoRegionTable({ tableStatusDelayMs: 400 });
    const before = snapshot(us);
    expect(fails(us, 'UpdateTable', replicaUpdate('Create', OREGON, maxRead(units)))).toMatchObject({
      type: 'ValidationException',
      message: RANGE,
    });
    expect(snapshot(us)).toBe(before);
    us.advance(10_000);
    expect(replicaRegions(us)).toEqual([EU]);
  });

  it('above the account’s quota in a Create action is refused as UpdateTable refuses it', () => {
    const { us } = twoRegionTable({ tableStatusDelayMs: 400 });
    const before = snapshot(us);
    expect(fails(us, 'UpdateTable', replicaUpdate('Create', OREGON, maxRead(1_000_000)))).toMatchObject({
      type: 'LimitExceededException',
      message: `Subscriber limit exceeded: Requested MaxReadRequestUnits for OnDemandThroughput for table exceeds TableMaxReadCapacityUnits of the account in region ${OREGON}`,
    });
    const index = { GlobalSecondaryIndexes: [{ IndexName: 'byEmail', ...maxRead(0) }] };
    expect(fails(us, 'UpdateTable', replicaUpdate('Create', OREGON, index)).message).toBe(
      'One or more parameter values were invalid: Requested MaxReadRequestUnits for OnDemandThroughput for index : byEmail is outside of valid range',
    );
    expect(snapshot(us)).toBe(before);
    us.advance(10_000);
    expect(replicaRegions(us)).toEqual([EU]);
  });

  it('in an Update action is refused before the replica’s class changes or its table is UPDATING', () => {
    const { us, eu } = twoRegionTable({ tableStatusDelayMs: 400 });
    const before = [snapshot(us), snapshot(eu)];
    const settings = { TableClassOverride: 'STANDARD_INFREQUENT_ACCESS', ...maxRead(0) };
    expect(fails(us, 'UpdateTable', replicaUpdate('Update', EU, settings))).toMatchObject({
      type: 'ValidationException',
      message: RANGE,
    });
    expect([snapshot(us), snapshot(eu)]).toEqual(before);
  });
});
