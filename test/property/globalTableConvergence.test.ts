/**
 * Last writer wins converges (globalTables/replication.ts): whatever writes land in whichever of
 * three Regions, at whatever moments — puts, updates, deletes of a few keys, many closer together
 * than the replication latency — once the writes have arrived every replica holds the same items,
 * and each item is the one its latest write left in the Region that made it. A snapshot taken at a
 * random moment in between, writes in flight included, converges to the same items.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { exportSnapshot } from '../../src/engine/snapshot/exportSnapshot.ts';
import { importSnapshot } from '../../src/engine/snapshot/importSnapshot.ts';
import { call, idTable, ok, testEngine } from '../helpers/wire.ts';

const REGIONS = ['us-east-1', 'eu-west-1', 'ap-south-1'];
const LATENCY = 1000;

const write = fc.record({
  region: fc.constantFrom(...REGIONS),
  id: fc.constantFrom('a', 'b', 'c'),
  kind: fc.constantFrom('put', 'update', 'delete'),
  value: fc.integer({ min: 0, max: 99 }),
  gapMs: fc.integer({ min: 0, max: 1500 }),
});

function globalTable(): Engine {
  const engine = testEngine({ replicationLatencyMs: LATENCY });
  ok(engine, 'CreateTable', idTable('tbl'));
  for (const region of REGIONS.slice(1)) {
    ok(engine, 'UpdateTable', { TableName: 'tbl', ReplicaUpdates: [{ Create: { RegionName: region } }] });
  }
  return engine;
}

type Write = typeof write extends fc.Arbitrary<infer T> ? T : never;

function send(engine: Engine, { region, id, kind, value }: Write): void {
  const regional = engine.regions.forRequest(region);
  const Key = { id: { S: id } };
  const reply =
    kind === 'put'
      ? call(regional, 'PutItem', {
          TableName: 'tbl',
          Item: { ...Key, v: { N: String(value) }, by: { S: region } },
        })
      : kind === 'update'
        ? call(regional, 'UpdateItem', {
            TableName: 'tbl',
            Key,
            UpdateExpression: 'SET w = :w, #by = :by',
            ExpressionAttributeNames: { '#by': 'by' },
            ExpressionAttributeValues: { ':w': { N: String(value) }, ':by': { S: region } },
          })
        : call(regional, 'DeleteItem', { TableName: 'tbl', Key });
  expect(reply.status).toBe(200);
}

const contents = (engine: Engine, region: string) =>
  JSON.stringify(
    ok(engine.regions.forRequest(region), 'Scan', { TableName: 'tbl', ConsistentRead: true }).Items.sort(
      (x: { id: { S: string } }, y: { id: { S: string } }) => x.id.S.localeCompare(y.id.S),
    ),
  );

it('every replica ends with the same items, a snapshot in between too', () => {
  fc.assert(
    fc.property(fc.array(write, { minLength: 1, maxLength: 25 }), fc.nat(), (writes, cut) => {
      const engine = globalTable();
      const saveAt = cut % writes.length;
      let saved: unknown;
      writes.forEach((one, i) => {
        engine.advance(one.gapMs);
        send(engine, one);
        if (i === saveAt) saved = JSON.parse(JSON.stringify(exportSnapshot(engine)));
      });
      const restored = testEngine({ replicationLatencyMs: LATENCY });
      importSnapshot(restored, saved);
      writes.slice(saveAt + 1).forEach((one) => {
        restored.advance(one.gapMs);
        send(restored, one);
      });
      engine.advance(2 * LATENCY);
      restored.advance(2 * LATENCY);
      const expected = contents(engine, REGIONS[0]);
      for (const region of REGIONS) {
        expect(contents(engine, region)).toBe(expected);
        expect(contents(restored, region)).toBe(expected);
      }
    }),
    { numRuns: 300 },
  );
});
