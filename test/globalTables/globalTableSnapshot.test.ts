/**
 * A global table in a snapshot (snapshot/globalTableSnapshots.ts): each Region's replica is saved in
 * its Region, the group forms again on import and keeps replicating, and a damaged Region part is
 * refused without changing anything.
 */
import { describe, expect, it } from 'vitest';
import type { EngineSnapshot } from '../../src/engine/snapshot/snapshotTypes.ts';
import { exportSnapshot } from '../../src/engine/snapshot/exportSnapshot.ts';
import { importSnapshot, SnapshotError } from '../../src/engine/snapshot/importSnapshot.ts';
import { fails, idTable, ok, testEngine } from '../helpers/wire.ts';

const EU = 'eu-west-1';

function savedGlobalTable(): EngineSnapshot {
  const engine = testEngine({ replicationLatencyMs: 1000 });
  ok(engine, 'CreateTable', idTable('profiles'));
  ok(engine, 'CreateTable', idTable('regional'));
  ok(engine, 'UpdateTable', { TableName: 'profiles', ReplicaUpdates: [{ Create: { RegionName: EU } }] });
  ok(engine, 'PutItem', { TableName: 'profiles', Item: { id: { S: 'ada' } } });
  engine.advance(1000);
  return JSON.parse(JSON.stringify(exportSnapshot(engine)));
}

describe('a global table in a snapshot', () => {
  it('saves each replica in its Region and forms the group again on import', () => {
    const saved = savedGlobalTable();
    expect(saved.tables.map((table) => table.definition.TableName)).toEqual(['profiles', 'regional']);
    expect(saved.regions?.map((region) => [region.region, region.tables.length])).toEqual([[EU, 1]]);
    expect(saved.tables[0].globalTable).toEqual({
      replicas: [
        { region: 'us-east-1' },
        { region: EU, source: { region: 'us-east-1', at: expect.any(Number) } },
      ],
    });

    const engine = testEngine({ replicationLatencyMs: 1000 });
    expect(importSnapshot(engine, saved)).toEqual({ tables: 3, items: 2 });
    const eu = engine.regions.forRequest(EU);
    expect(eu).not.toBe(engine);
    const replicas = ok(engine, 'DescribeTable', { TableName: 'profiles' }).Table.Replicas;
    expect(replicas.map((replica: { RegionName: string }) => replica.RegionName)).toEqual([EU]);
    ok(eu, 'PutItem', { TableName: 'profiles', Item: { id: { S: 'grace' } } });
    engine.advance(1000);
    expect(ok(engine, 'GetItem', { TableName: 'profiles', Key: { id: { S: 'grace' } } }).Item).toBeDefined();
    // The 24-hour rule survives the round trip: us-east-1 added the replica.
    expect(fails(engine, 'DeleteTable', { TableName: 'profiles' }).message).toMatch(
      /^Replica cannot be deleted because it has acted as a source region/,
    );
  });

  it('keeps the writes still on their way, which arrive when they were due', () => {
    const engine = testEngine({ replicationLatencyMs: 1000 });
    ok(engine, 'CreateTable', idTable('profiles'));
    ok(engine, 'UpdateTable', { TableName: 'profiles', ReplicaUpdates: [{ Create: { RegionName: EU } }] });
    ok(engine, 'PutItem', { TableName: 'profiles', Item: { id: { S: 'ada' } } });
    ok(engine, 'PutItem', { TableName: 'profiles', Item: { id: { S: 'grace' } } });
    engine.advance(1000);
    ok(engine, 'DeleteItem', { TableName: 'profiles', Key: { id: { S: 'ada' } } });
    engine.advance(400);
    ok(engine, 'PutItem', { TableName: 'profiles', Item: { id: { S: 'alan' } } });
    const saved = JSON.parse(JSON.stringify(exportSnapshot(engine))) as EngineSnapshot;
    expect(saved.tables[0].globalTable?.inFlight?.map((write) => (write.item ? 'put' : 'delete'))).toEqual([
      'delete',
      'put',
    ]);

    const restored = testEngine({ replicationLatencyMs: 1000 });
    importSnapshot(restored, saved);
    const eu = restored.regions.forRequest(EU);
    const ids = () =>
      ok(eu, 'Scan', { TableName: 'profiles' })
        .Items.map((item: { id: { S: string } }) => item.id.S)
        .sort();
    expect(ids()).toEqual(['ada', 'grace']);
    restored.advance(600); // the delete was due 600 ms after the save
    expect(ids()).toEqual(['grace']);
    restored.advance(400);
    expect(ids()).toEqual(['alan', 'grace']);
  });

  it('refuses a damaged Region part and changes nothing, not even which Regions exist', () => {
    const saved = savedGlobalTable();
    const damaged = { ...saved, regions: [{ ...saved.regions![0], tables: [{ definition: {} }] }] };
    const engine = testEngine();
    expect(() => importSnapshot(engine, damaged)).toThrow(SnapshotError);
    expect(engine.tables.size).toBe(0);
    expect(engine.regions.existing(EU)).toBeUndefined();
    const twice = { ...saved, regions: [saved.regions![0], saved.regions![0]] };
    expect(() => importSnapshot(engine, twice)).toThrow(/regions\[1\]\.region/);
    expect(engine.regions.all()).toHaveLength(1);
  });
});
