/**
 * What an index holds, reckoned independently of the engine: for random items and a global and a
 * local index with random projections, a Scan of each index returns exactly the table items that
 * carry the index's key attributes, each cut down to the table keys, the index keys and the
 * projected attributes (KEYS_ONLY, INCLUDE's list, or all of them).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { createKeyedTable, ok, testEngine } from '../helpers/wire.ts';

type Value = Record<string, unknown>;
type Item = Record<string, Value>;

const projection = fc.oneof(
  fc.constant({ ProjectionType: 'KEYS_ONLY' }),
  fc.constant({ ProjectionType: 'ALL' }),
  fc
    .uniqueArray(fc.constantFrom('a', 'b', 'c', 'missing'), { minLength: 1, maxLength: 3 })
    .map((NonKeyAttributes) => ({ ProjectionType: 'INCLUDE', NonKeyAttributes })),
);
const other = fc.oneof(
  fc.string({ maxLength: 4 }).map((S) => ({ S })),
  fc.nat(99).map((n) => ({ N: String(n) })),
  fc.constant({ L: [{ BOOL: true }] }),
);
const row = fc.record({
  sk: fc.nat(20),
  g: fc.option(fc.constantFrom('x', 'y'), { nil: undefined }),
  gr: fc.option(fc.nat(5), { nil: undefined }),
  ls: fc.option(fc.nat(5), { nil: undefined }),
  rest: fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), other, { maxKeys: 4 }),
});

function engineWith(global: Value, local: Value): Engine {
  const engine = testEngine({ capacity: { enforce: false } });
  createKeyedTable(
    engine,
    'shop',
    'N',
    { g: 'S', gr: 'N', ls: 'N' },
    {
      GlobalSecondaryIndexes: [
        {
          IndexName: 'global',
          KeySchema: [
            { AttributeName: 'g', KeyType: 'HASH' },
            { AttributeName: 'gr', KeyType: 'RANGE' },
          ],
          Projection: global,
        },
      ],
      LocalSecondaryIndexes: [
        {
          IndexName: 'local',
          KeySchema: [
            { AttributeName: 'pk', KeyType: 'HASH' },
            { AttributeName: 'ls', KeyType: 'RANGE' },
          ],
          Projection: local,
        },
      ],
    },
  );
  return engine;
}

/** The item as the index should hold it, or undefined when it lacks an index key. */
function projected(item: Item, keys: string[], spec: Value): Item | undefined {
  if (!keys.every((name) => Object.hasOwn(item, name))) return undefined;
  if (spec.ProjectionType === 'ALL') return item;
  const names = new Set(['pk', 'sk', ...keys, ...((spec.NonKeyAttributes as string[] | undefined) ?? [])]);
  return Object.fromEntries(Object.entries(item).filter(([name]) => names.has(name)));
}

/** Items as sorted text, attribute order aside (a map's attribute order means nothing). */
const sorted = (items: unknown[]) =>
  items
    .map((item) =>
      JSON.stringify(Object.fromEntries(Object.entries(item as Item).sort(([x], [y]) => (x < y ? -1 : 1)))),
    )
    .sort();

describe('secondary index projections', () => {
  it('hold the table items that carry their keys, cut to the projected attributes', () => {
    fc.assert(
      fc.property(projection, projection, fc.array(row, { maxLength: 20 }), (global, local, rows) => {
        const engine = engineWith(global, local);
        for (const r of rows) {
          const item: Item = { ...r.rest, pk: { S: 'p' }, sk: { N: String(r.sk) } };
          if (r.g !== undefined) item.g = { S: r.g };
          if (r.gr !== undefined) item.gr = { N: String(r.gr) };
          if (r.ls !== undefined) item.ls = { N: String(r.ls) };
          ok(engine, 'PutItem', { TableName: 'shop', Item: item });
        }
        const table = ok(engine, 'Scan', { TableName: 'shop', ConsistentRead: true }).Items as Item[];
        for (const [IndexName, keys, spec] of [
          ['global', ['g', 'gr'], global],
          ['local', ['ls'], local],
        ] as const) {
          const expected = table.map((item) => projected(item, [...keys], spec)).filter(Boolean);
          const actual = ok(engine, 'Scan', { TableName: 'shop', IndexName }).Items;
          expect(sorted(actual), IndexName).toEqual(sorted(expected));
        }
      }),
      { numRuns: 300, seed: 20261130 },
    );
  });
});
