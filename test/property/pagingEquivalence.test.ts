/**
 * Paging must not change what is read. On random tables (a few item collections of random sizes,
 * some items large enough that pages end at 1 MB, some left out of a sparse global index), a Query
 * paged with Limit returns exactly the items of the same Query paged only by the 1 MB limit, in
 * order, with the same ScannedCount, forwards and backwards, with a filter; and the segments of a
 * parallel Scan, each paged with Limit, hold exactly the items of the whole Scan — on the table and
 * on the index.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ok, testEngine, createKeyedTable } from '../helpers/wire.ts';

const TABLE = 'paging';
const INDEX = 'ByGroup';

const itemArbitrary = fc.record({
  pk: fc.nat(1),
  sk: fc.nat(40),
  /** Left out of the index when absent (a sparse index). */
  group: fc.option(fc.nat(2), { nil: undefined }),
  rank: fc.nat(5),
  n: fc.nat(9),
  /** Mostly small; one in four 150–350 KB, so that pages also end at the 1 MB limit. */
  pad: fc.oneof(
    { weight: 3, arbitrary: fc.nat(3000) },
    { weight: 1, arbitrary: fc.integer({ min: 150_000, max: 350_000 }) },
  ),
});
type RandomItem = typeof itemArbitrary extends fc.Arbitrary<infer T> ? T : never;

function engineWith(items: RandomItem[]) {
  const engine = testEngine({ capacity: { enforce: false } });
  createKeyedTable(
    engine,
    TABLE,
    'N',
    { group: 'S', rank: 'N' },
    {
      GlobalSecondaryIndexes: [
        {
          IndexName: INDEX,
          KeySchema: [
            { AttributeName: 'group', KeyType: 'HASH' },
            { AttributeName: 'rank', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    },
  );
  for (const item of items) {
    ok(engine, 'PutItem', {
      TableName: TABLE,
      Item: {
        pk: { S: `p${item.pk}` },
        sk: { N: String(item.sk) },
        ...(item.group === undefined ? {} : { group: { S: `g${item.group}` } }),
        rank: { N: String(item.rank) },
        n: { N: String(item.n) },
        pad: { S: 'x'.repeat(item.pad) },
      },
    });
  }
  return engine;
}

/** Every page of a request, following LastEvaluatedKey. */
function allPages(engine: ReturnType<typeof testEngine>, operation: string, request: object) {
  const pages: Record<string, any>[] = [];
  let start: unknown;
  do {
    const page = ok(engine, operation, { ...request, ...(start ? { ExclusiveStartKey: start } : {}) });
    expect(page.Count).toBe(page.Items.length);
    pages.push(page);
    start = page.LastEvaluatedKey;
    expect(pages.length, 'paging makes progress').toBeLessThan(200);
  } while (start);
  return pages;
}

/**
 * Items in primary-key order, to compare as multisets: equal lists in this order hold the same
 * items, each as often. (Sorting the items’ JSON instead took a fifth of the test’s time: megabytes
 * of padding written out for every comparison.)
 */
const sorted = (items: Record<string, any>[]) => {
  const key = (item: Record<string, any>) => `${item.pk.S}#${item.sk.N.padStart(2, '0')}`;
  return items
    .map((item) => [key(item), item] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, item]) => item);
};
const scannedCount = (pages: Record<string, any>[]) =>
  pages.reduce((sum, page) => sum + page.ScannedCount, 0);

describe('paging', () => {
  it('reads the same items as one request: Query with Limit, and parallel Scan segments', () => {
    fc.assert(
      fc.property(
        fc.array(itemArbitrary, { maxLength: 60, size: 'large' }),
        fc.integer({ min: 1, max: 7 }),
        fc.boolean(),
        fc.nat(9),
        fc.boolean(),
        fc.integer({ min: 1, max: 4 }),
        (items, limit, forward, threshold, onIndex, segments) => {
          const engine = engineWith(items);
          const target = onIndex ? { TableName: TABLE, IndexName: INDEX } : { TableName: TABLE };
          const query = {
            ...target,
            KeyConditionExpression: onIndex ? '#g = :key' : 'pk = :key',
            ...(onIndex ? { ExpressionAttributeNames: { '#g': 'group' } } : {}),
            FilterExpression: 'n >= :threshold',
            ExpressionAttributeValues: {
              ':key': { S: onIndex ? 'g1' : 'p1' },
              ':threshold': { N: String(threshold) },
            },
            ScanIndexForward: forward,
          };
          const whole = allPages(engine, 'Query', query);
          const pages = allPages(engine, 'Query', { ...query, Limit: limit });
          expect(pages.flatMap((page) => page.Items)).toEqual(whole.flatMap((page) => page.Items));
          expect(scannedCount(pages)).toBe(scannedCount(whole));

          const scan = allPages(engine, 'Scan', target).flatMap((page) => page.Items);
          const parts = Array.from({ length: segments }, (_, segment) =>
            allPages(engine, 'Scan', { ...target, Segment: segment, TotalSegments: segments, Limit: limit }),
          );
          expect(sorted(parts.flat().flatMap((page) => page.Items))).toEqual(sorted(scan));
        },
      ),
      { numRuns: 150, seed: 20261130 },
    );
    // About 10 s alone (megabytes of items per run); three times that beside the rest of the suite.
  }, 120_000);
});
