/**
 * Query pages: Limit and LastEvaluatedKey until the end, the 1 MB page read before the filter,
 * Count vs ScannedCount, Select, and read capacity summed over the items read before rounding.
 * Recorded answers: architect/dynalite test/query.js ("size limits": a page stops after the item that
 * crosses 1 MB and answers its key; a page that ends exactly at Limit still answers a
 * LastEvaluatedKey), read-write-operations.html and CapacityUnitCalculations.html for capacity.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { consumed } from './support/capacity.ts';
import { CLIENT_TRANSPORTS, type Json, ok, useEndpoint } from './support/suite.ts';
import { createTable, tableRequest } from './support/tables.ts';

// Global indexes read their writes at once here, so index queries see the items just put.
const context = useEndpoint({ gsiPropagationDelayMs: 0 });

/** An item of exactly `size` bytes: p "<pk>" + s <n> (one or two digits) + d filler. */
function sized(
  pk: string,
  n: number,
  size: number,
  extra: Record<string, object> = {},
): Record<string, object> {
  const fixed = 1 + pk.length + 1 + 2 + 1;
  return { p: { S: pk }, s: { N: String(n) }, d: { S: 'x'.repeat(size - fixed) }, ...extra };
}

describe.each(CLIENT_TRANSPORTS)('Query pages via %s', (via) => {
  const call = (operation: string, body: object) => context.call[via](operation, body);
  const table = `pages_${via}`;
  const query = (pk: string, extra: object = {}) =>
    call('Query', {
      TableName: table,
      KeyConditionExpression: 'p = :p',
      ExpressionAttributeValues: { ':p': { S: pk } },
      ...extra,
    });
  const numbersOf = (body: Record<string, Json>) =>
    (body.Items as { s: { N: string } }[]).map((item) => Number(item.s.N));

  beforeAll(async () => {
    const dispatch = context.call.dispatch;
    await createTable(dispatch, tableRequest(table, ['p', 'S'], ['s', 'N']));
    const put = (item: object) => dispatch('PutItem', { TableName: table, Item: item });
    for (let n = 1; n <= 10; n++)
      ok(
        await put({ p: { S: 'ten' }, s: { N: String(n) }, ...(n % 2 === 0 ? { even: { BOOL: true } } : {}) }),
      );
    for (let n = 1; n <= 8; n++) ok(await put({ p: { S: 'eight' }, s: { N: String(n) } }));
    // 98 write units each: a second of simulated time between them keeps the partition under its
    // 1,000 write units a second (DynamoDB would throttle a faster load).
    for (let n = 1; n <= 12; n++) {
      ok(await put(sized('big', n, 100_000)));
      context.endpoint.engine.advance(1000);
    }
    for (let n = 1; n <= 3; n++) ok(await put(sized('cap', n, 1500)));
  });

  it('pages with Limit and LastEvaluatedKey until the end, forwards and backwards', async () => {
    for (const forward of [true, false]) {
      const seen: number[] = [];
      const starts: unknown[] = [];
      let start: unknown;
      do {
        const page = ok(
          await query('ten', {
            Limit: 3,
            ScanIndexForward: forward,
            ...(start ? { ExclusiveStartKey: start } : {}),
          }),
        );
        seen.push(...numbersOf(page));
        start = page.LastEvaluatedKey;
        starts.push(start);
      } while (start);
      const all = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
      expect(seen).toEqual(forward ? all : [...all].reverse());
      const keys: unknown[] = (forward ? [3, 6, 9] : [8, 5, 2]).map((n) => ({
        p: { S: 'ten' },
        s: { N: String(n) },
      }));
      expect(starts).toEqual([...keys, undefined]);
    }
  });

  it('answers a LastEvaluatedKey when a page ends exactly at Limit, then an empty page', async () => {
    const first = ok(await query('eight', { Limit: 8 }));
    expect(first.Count).toBe(8);
    expect(first.LastEvaluatedKey).toEqual({ p: { S: 'eight' }, s: { N: '8' } });
    expect(ok(await query('eight', { Limit: 8, ExclusiveStartKey: first.LastEvaluatedKey }))).toEqual({
      Items: [],
      Count: 0,
      ScannedCount: 0,
    });
    expect(ok(await query('eight', { Limit: 9 }))).not.toHaveProperty('LastEvaluatedKey');
  });

  it('applies Limit before the filter: Count is what passed, ScannedCount what was read', async () => {
    const filter = {
      FilterExpression: 'even = :t',
      ExpressionAttributeValues: { ':p': { S: 'ten' }, ':t': { BOOL: true } },
    };
    const pages: { count: number; scanned: number; items: number[] }[] = [];
    let start: unknown;
    do {
      const page = ok(
        await query('ten', { Limit: 4, ...filter, ...(start ? { ExclusiveStartKey: start } : {}) }),
      );
      pages.push({ count: page.Count, scanned: page.ScannedCount, items: numbersOf(page) });
      start = page.LastEvaluatedKey;
    } while (start);
    expect(pages).toEqual([
      { count: 2, scanned: 4, items: [2, 4] },
      { count: 2, scanned: 4, items: [6, 8] },
      { count: 1, scanned: 2, items: [10] },
    ]);
  });

  it('stops a page after the item that crosses 1 MB, before the filter, and resumes after it', async () => {
    // Twelve 100,000-byte items: ten make 1,000,000 bytes, the eleventh crosses 1 MB (1,048,576).
    const none = { FilterExpression: 'attribute_exists(nothing)', ReturnConsumedCapacity: 'TOTAL' };
    const first = ok(await query('big', none));
    expect({
      Count: first.Count,
      ScannedCount: first.ScannedCount,
      LastEvaluatedKey: first.LastEvaluatedKey,
    }).toEqual({
      Count: 0,
      ScannedCount: 11,
      LastEvaluatedKey: { p: { S: 'big' }, s: { N: '11' } },
    });
    expect(first.Items).toEqual([]);
    expect(consumed(first)).toEqual({ TableName: table, CapacityUnits: Math.ceil(1_100_000 / 4096) / 2 });
    const second = ok(await query('big', { ...none, ExclusiveStartKey: first.LastEvaluatedKey }));
    expect(second).toMatchObject({ Count: 0, ScannedCount: 1 });
    expect(second).not.toHaveProperty('LastEvaluatedKey');
    // Without a filter the same page returns the eleven items it read (1.1 MB of data).
    const unfiltered = ok(await query('big', { Select: 'COUNT' }));
    expect(unfiltered).toEqual({
      Count: 11,
      ScannedCount: 11,
      LastEvaluatedKey: { p: { S: 'big' }, s: { N: '11' } },
    });
  });

  it('answers what Select asks for', async () => {
    expect(ok(await query('eight', { Select: 'COUNT' }))).toEqual({ Count: 8, ScannedCount: 8 });
    expect(ok(await query('eight', { Select: 'COUNT', Limit: 2 }))).toEqual({
      Count: 2,
      ScannedCount: 2,
      LastEvaluatedKey: { p: { S: 'eight' }, s: { N: '2' } },
    });
    expect(
      ok(await query('ten', { Select: 'SPECIFIC_ATTRIBUTES', ProjectionExpression: 's, even', Limit: 2 }))
        .Items,
    ).toEqual([{ s: { N: '1' } }, { s: { N: '2' }, even: { BOOL: true } }]);
    expect(ok(await query('ten', { Select: 'ALL_ATTRIBUTES', Limit: 2 })).Items).toEqual([
      { p: { S: 'ten' }, s: { N: '1' } },
      { p: { S: 'ten' }, s: { N: '2' }, even: { BOOL: true } },
    ]);
    expect(ok(await query('ten', { ProjectionExpression: 'even', Limit: 2 })).Items).toEqual([
      {},
      { even: { BOOL: true } },
    ]);
  });

  it('charges a query on a secondary index to that index (Table 0 under INDEXES)', async () => {
    const indexed = `pages_indexed_${via}`;
    await createTable(context.call.dispatch, {
      ...tableRequest(indexed, ['a', 'S'], ['b', 'S']),
      AttributeDefinitions: ['a', 'b', 'c'].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      LocalSecondaryIndexes: [
        {
          IndexName: 'index1',
          KeySchema: [
            { AttributeName: 'a', KeyType: 'HASH' },
            { AttributeName: 'c', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: 'index3',
          KeySchema: [{ AttributeName: 'c', KeyType: 'HASH' }],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    });
    ok(
      await context.call.dispatch('PutItem', {
        TableName: indexed,
        Item: { a: { S: '1' }, b: { S: '1' }, c: { S: 'x' } },
      }),
    );
    const onIndex = async (IndexName: string, condition: string, value: string, mode: string) =>
      ok(
        await call('Query', {
          TableName: indexed,
          IndexName,
          KeyConditionExpression: condition,
          ExpressionAttributeValues: { ':v': { S: value } },
          ReturnConsumedCapacity: mode,
        }),
      );
    const local = await onIndex('index1', 'a = :v', '1', 'INDEXES');
    expect(local.Items).toEqual([{ a: { S: '1' }, b: { S: '1' }, c: { S: 'x' } }]);
    expect(consumed(local)).toEqual({
      TableName: indexed,
      CapacityUnits: 0.5,
      Table: { CapacityUnits: 0 },
      LocalSecondaryIndexes: { index1: { CapacityUnits: 0.5 } },
    });
    const global = await onIndex('index3', 'c = :v', 'x', 'INDEXES');
    expect(global.Count).toBe(1);
    expect(consumed(global)).toEqual({
      TableName: indexed,
      CapacityUnits: 0.5,
      Table: { CapacityUnits: 0 },
      GlobalSecondaryIndexes: { index3: { CapacityUnits: 0.5 } },
    });
    expect(consumed(await onIndex('index3', 'c = :v', 'x', 'TOTAL'))).toEqual({
      TableName: indexed,
      CapacityUnits: 0.5,
    });
  });

  it('charges read capacity on the summed size of the items read, rounded up once', async () => {
    const read = async (pk: string, extra: object = {}) =>
      consumed(ok(await query(pk, { ReturnConsumedCapacity: 'TOTAL', ...extra })));
    // Three 1,500-byte items: 4,500 bytes → two 4 KB units (per-item rounding would make three).
    expect(await read('cap')).toEqual({ TableName: table, CapacityUnits: 1 });
    expect(await read('cap', { ConsistentRead: true })).toEqual({ TableName: table, CapacityUnits: 2 });
    expect(await read('cap', { ReturnConsumedCapacity: 'INDEXES' })).toEqual({
      TableName: table,
      CapacityUnits: 1,
      Table: { CapacityUnits: 1 },
    });
    // Filters, projections and COUNT do not reduce the charge; an empty result costs the minimum.
    expect(await read('cap', { FilterExpression: 'attribute_exists(nothing)' })).toEqual({
      TableName: table,
      CapacityUnits: 1,
    });
    expect(await read('cap', { Select: 'COUNT', ConsistentRead: true })).toEqual({
      TableName: table,
      CapacityUnits: 2,
    });
    expect(await read('cap', { Limit: 1 })).toEqual({ TableName: table, CapacityUnits: 0.5 });
    expect(await read('nothing-here', { ConsistentRead: true })).toEqual({
      TableName: table,
      CapacityUnits: 1,
    });
    expect(await read('nothing-here')).toEqual({ TableName: table, CapacityUnits: 0.5 });
  });
});
