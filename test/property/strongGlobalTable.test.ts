/**
 * Multi-Region strong consistency as a property (globalTables/strongWrites.ts): whatever writes
 * land in whichever of an MRSC table's three Regions, at whatever moments, a write is refused with
 * ReplicatedWriteConflictException exactly when another Region changed the same item less than the
 * confirmation time before; a refused write changes nothing; and after every write, strongly
 * consistent reads in all three Regions return the same items as one table taking the same writes.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { CONFIRMATION_MS } from '../../src/engine/globalTables/strongWrites.ts';
import { call, idTable, ok, testEngine } from '../helpers/wire.ts';

const REGIONS = ['us-east-1', 'us-east-2', 'us-west-2'];

const write = fc.record({
  region: fc.constantFrom(...REGIONS),
  id: fc.constantFrom('a', 'b', 'c'),
  kind: fc.constantFrom('put', 'update', 'delete'),
  value: fc.integer({ min: 0, max: 99 }),
  gapMs: fc.integer({ min: 0, max: 2 * CONFIRMATION_MS }),
});
type Write = typeof write extends fc.Arbitrary<infer T> ? T : never;

function strongTable(): Engine {
  const engine = testEngine();
  ok(engine, 'CreateTable', idTable('tbl'));
  ok(engine, 'UpdateTable', {
    TableName: 'tbl',
    ReplicaUpdates: REGIONS.slice(1).map((RegionName) => ({ Create: { RegionName } })),
    MultiRegionConsistency: 'STRONG',
  });
  return engine;
}

function send(engine: Engine, { region, id, kind, value }: Write) {
  const regional = engine.regions.forRequest(region);
  const Key = { id: { S: id } };
  if (kind === 'put')
    return call(regional, 'PutItem', { TableName: 'tbl', Item: { ...Key, v: { N: String(value) } } });
  if (kind === 'update')
    return call(regional, 'UpdateItem', {
      TableName: 'tbl',
      Key,
      UpdateExpression: 'SET w = :w',
      ExpressionAttributeValues: { ':w': { N: String(value) } },
    });
  return call(regional, 'DeleteItem', { TableName: 'tbl', Key });
}

/** What one table taking the same writes would hold: item attributes by id. */
function apply(model: Map<string, Record<string, unknown>>, { id, kind, value }: Write): void {
  if (kind === 'put') model.set(id, { id: { S: id }, v: { N: String(value) } });
  else if (kind === 'update')
    model.set(id, { ...(model.get(id) ?? { id: { S: id } }), w: { N: String(value) } });
  else model.delete(id);
}

const sorted = (items: Record<string, unknown>[]) =>
  JSON.stringify(
    items
      .map((item) => Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b))))
      .sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y))),
  );

it('refuses exactly the writes that collide with another Region’s, and every Region reads the latest', () => {
  fc.assert(
    fc.property(fc.array(write, { minLength: 1, maxLength: 30 }), (writes) => {
      const engine = strongTable();
      const model = new Map<string, Record<string, unknown>>();
      /** The last change to each item: the Region that made it and when. */
      const changed = new Map<string, { region: string; at: number }>();
      for (const one of writes) {
        engine.advance(one.gapMs);
        const last = changed.get(one.id);
        const collides =
          last !== undefined && last.region !== one.region && engine.now() < last.at + CONFIRMATION_MS;
        const reply = send(engine, one);
        if (collides) {
          expect(reply.body.__type).toBe('com.amazonaws.dynamodb.v20120810#ReplicatedWriteConflictException');
        } else {
          expect(reply.status).toBe(200);
          // A delete of an absent item changes nothing, and holds nothing.
          if (one.kind !== 'delete' || model.has(one.id))
            changed.set(one.id, { region: one.region, at: engine.now() });
          apply(model, one);
        }
        const expected = sorted([...model.values()]);
        for (const region of REGIONS) {
          const scan = ok(engine.regions.forRequest(region), 'Scan', {
            TableName: 'tbl',
            ConsistentRead: true,
          });
          expect(sorted(scan.Items)).toBe(expected);
        }
      }
    }),
    { numRuns: 200 },
  );
});
