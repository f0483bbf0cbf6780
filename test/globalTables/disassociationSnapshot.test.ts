/**
 * Disassociation in a snapshot (snapshot/globalTableSnapshots.ts): a replica's protection, when off,
 * survives a save, and a disassociation under way goes on after import — waiting for the writes that
 * were on their way to the replica — or from where it was once the replica was detached.
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { exportSnapshot } from '../../src/engine/snapshot/exportSnapshot.ts';
import { importSnapshot, SnapshotError } from '../../src/engine/snapshot/importSnapshot.ts';
import type { EngineSnapshot } from '../../src/engine/snapshot/snapshotTypes.ts';
import { EU, twoRegionTable } from '../helpers/globalTable.ts';
import { ok, testEngine } from '../helpers/wire.ts';

const DELAY = 400;
const LATENCY = 1000;
const options = { tableStatusDelayMs: DELAY, replicationLatencyMs: LATENCY };
const tableIn = (engine: Engine): Record<string, any> =>
  ok(engine, 'DescribeTable', { TableName: 'profiles' }).Table;
const has = (engine: Engine, id: string) =>
  ok(engine, 'GetItem', { TableName: 'profiles', Key: { id: { S: id } } }).Item !== undefined;
const saved = (engine: Engine) => JSON.parse(JSON.stringify(exportSnapshot(engine))) as EngineSnapshot;

/** A two-Region table whose eu-west-1 replica has its protection off. */
function unprotected() {
  const { us, eu } = twoRegionTable(options);
  ok(eu, 'UpdateTable', { TableName: 'profiles', DisassociationProtectionEnabled: false });
  return { us, eu };
}

function restore(snapshot: EngineSnapshot) {
  const us = testEngine(options);
  importSnapshot(us, snapshot);
  return { us, eu: us.regions.forRequest(EU) };
}

const disassociateEu = (eu: Engine) =>
  ok(eu, 'UpdateTable', {
    TableName: 'profiles',
    ReplicaUpdates: [{ Disassociate: { RegionName: EU, DisassociationMode: 'WAIT_FOR_REPLICATION' } }],
  });

describe('disassociation in a snapshot', () => {
  it('keeps a replica’s protection turned off, and only that one', () => {
    const { us } = unprotected();
    const snapshot = saved(us);
    expect(snapshot.tables[0].globalTable?.replicas).toEqual([
      { region: 'us-east-1' },
      {
        region: EU,
        source: { region: 'us-east-1', at: expect.any(Number) },
        disassociationProtection: false,
      },
    ]);
    const restored = restore(snapshot);
    expect(tableIn(restored.eu).DisassociationProtectionEnabled).toBe(false);
    expect(tableIn(restored.us).DisassociationProtectionEnabled).toBe(true);
  });

  it('goes on with a disassociation under way, and the writes on their way still reach the replica', () => {
    const { us, eu } = unprotected();
    ok(us, 'PutItem', { TableName: 'profiles', Item: { id: { S: 'ada' } } });
    disassociateEu(eu);
    const snapshot = saved(us);
    expect(snapshot.tables[0].globalTable?.disassociating).toEqual({ region: EU });

    const restored = restore(snapshot);
    expect(tableIn(restored.eu).TableStatus).toBe('UPDATING');
    restored.us.advance(LATENCY);
    expect(tableIn(restored.eu).TableStatus).toBe('ACTIVE');
    expect(tableIn(restored.eu)).not.toHaveProperty('Replicas');
    expect(tableIn(restored.us)).not.toHaveProperty('Replicas');
    expect(has(restored.eu, 'ada')).toBe(true);
  });

  it('resumes a detached replica as detached: later writes do not reach it', () => {
    const { us, eu } = unprotected();
    disassociateEu(eu);
    us.advance(DELAY);
    const snapshot = saved(us);
    expect(snapshot.tables[0].globalTable?.disassociating).toEqual({ region: EU, detached: true });

    const restored = restore(snapshot);
    ok(restored.us, 'PutItem', { TableName: 'profiles', Item: { id: { S: 'grace' } } });
    restored.us.advance(2 * LATENCY);
    expect(has(restored.eu, 'grace')).toBe(false);
    expect(tableIn(restored.eu).TableStatus).toBe('ACTIVE');
    expect(tableIn(restored.eu)).not.toHaveProperty('GlobalTableVersion');
  });

  it('refuses a disassociation of a Region that is not among the replicas', () => {
    const { us, eu } = unprotected();
    disassociateEu(eu);
    const snapshot = saved(us);
    snapshot.tables[0].globalTable!.disassociating = { region: 'us-west-2' };
    expect(() => importSnapshot(testEngine(options), snapshot)).toThrow(SnapshotError);
  });
});
