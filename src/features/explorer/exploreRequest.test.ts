/**
 * The Explore items form's requests: built as the learner would write them (placeholders for every
 * name and value), then sent to the real engine in-process, so what the Explorer sends is known to
 * be a request DynamoDB accepts — and to answer as DynamoDB does.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { callWith } from '../../client/calls.ts';
import { createInProcessClient } from '../../client/inProcessClient.ts';
import type { Item, TableDescription } from '../../client/wireTypes.ts';
import {
  buildExploreRequest,
  emptyExploreForm,
  emptyFilter,
  exploreKeys,
  sortOperatorsFor,
  type ExploreForm,
} from './exploreRequest.ts';
import { readExplorePage } from './explorePage.ts';

// `name` and `status` are reserved words: only placeholders let an expression name them.
const table: TableDescription = {
  TableName: 'orders',
  TableStatus: 'ACTIVE',
  KeySchema: [
    { AttributeName: 'name', KeyType: 'HASH' },
    { AttributeName: 'at', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'name', AttributeType: 'S' },
    { AttributeName: 'at', AttributeType: 'N' },
    { AttributeName: 'status', AttributeType: 'S' },
  ],
  GlobalSecondaryIndexes: [
    {
      IndexName: 'byStatus',
      KeySchema: [
        { AttributeName: 'status', KeyType: 'HASH' },
        { AttributeName: 'at', KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    },
  ],
};

const client = createInProcessClient({ tableStatusDelayMs: 0, clock: { running: false } });

beforeAll(async () => {
  const created = await callWith(client, 'CreateTable', {
    TableName: 'orders',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: table.KeySchema,
    AttributeDefinitions: table.AttributeDefinitions,
    GlobalSecondaryIndexes: table.GlobalSecondaryIndexes,
  });
  expect(created.ok).toBe(true);
  // ada's orders 1…12 (odd ones SHIPPED, with a note every third), and one of grace's.
  for (let at = 1; at <= 12; at++) {
    const item: Item = {
      name: { S: 'ada' },
      at: { N: String(at) },
      status: { S: at % 2 ? 'SHIPPED' : 'OPEN' },
      code: { S: `ORD-${at < 10 ? '0' : ''}${at}` },
    };
    if (at % 3 === 0) item.note = { S: 'gift' };
    expect((await callWith(client, 'PutItem', { TableName: 'orders', Item: item })).ok).toBe(true);
  }
  await callWith(client, 'PutItem', {
    TableName: 'orders',
    Item: { name: { S: 'grace' }, at: { N: '1' }, status: { S: 'OPEN' } },
  });
  // Let the global index catch up with the table.
  client.engine.advance(5_000);
});

const query = (change: Partial<ExploreForm>): ExploreForm => ({
  ...emptyExploreForm(),
  operation: 'Query',
  partitionValues: ['ada'],
  ...change,
});
const built = (form: ExploreForm) => {
  const outcome = buildExploreRequest(table, form);
  if (!outcome.ok) throw new Error(outcome.problem);
  return outcome.request;
};
/** Every page's items' `at`, reading page after page from the start. */
async function ats(form: ExploreForm, pageSize = 100) {
  const pages: number[][] = [];
  let start;
  do {
    const outcome = await readExplorePage(client, form.operation, built(form), start, pageSize);
    if (!outcome.ok) throw new Error(outcome.error.message);
    pages.push(outcome.page.items.map((item) => Number((item.at as { N: string }).N)));
    start = outcome.page.lastKey;
  } while (start);
  return pages;
}

describe('exploreKeys', () => {
  it('types the table and index keys by AttributeDefinitions', () => {
    expect(exploreKeys(table, '')).toEqual({
      partition: [{ name: 'name', type: 'S' }],
      sort: [{ name: 'at', type: 'N' }],
    });
    expect(exploreKeys(table, 'byStatus').partition).toEqual([{ name: 'status', type: 'S' }]);
  });
});

describe('sortOperatorsFor', () => {
  it('offers begins with on string and binary sort keys only, as DynamoDB accepts it', async () => {
    expect(sortOperatorsFor('S')).toContain('begins_with');
    expect(sortOperatorsFor('B')).toContain('begins_with');
    expect(sortOperatorsFor('N')).toEqual(['=', '<', '<=', '>', '>=', 'between']);
    // The form would otherwise offer a query that always fails: the engine refuses it on `at` (N).
    const client = createInProcessClient({ tableStatusDelayMs: 0 });
    await callWith(client, 'CreateTable', {
      TableName: 'events',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'id', KeyType: 'HASH' },
        { AttributeName: 'at', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: 'id', AttributeType: 'S' },
        { AttributeName: 'at', AttributeType: 'N' },
      ],
    });
    const failed = await callWith(client, 'Query', {
      TableName: 'events',
      KeyConditionExpression: 'id = :id AND begins_with(#at, :at)',
      ExpressionAttributeNames: { '#at': 'at' },
      ExpressionAttributeValues: { ':id': { S: 'a' }, ':at': { N: '1' } },
    });
    expect(failed.ok ? 'accepted' : failed.error.message).toMatch(/begins_with, operand type: N/);
  });
});

describe('buildExploreRequest', () => {
  it('queries a reserved-word key and an N sort key with BETWEEN, through placeholders', async () => {
    const form = query({ sortConditions: [{ operator: 'between', value: '3', value2: '5' }] });
    expect(built(form)).toEqual({
      TableName: 'orders',
      KeyConditionExpression: '#k0 = :k0 AND #k1 BETWEEN :k1 AND :k1b',
      ExpressionAttributeNames: { '#k0': 'name', '#k1': 'at' },
      ExpressionAttributeValues: { ':k0': { S: 'ada' }, ':k1': { N: '3' }, ':k1b': { N: '5' } },
      ReturnConsumedCapacity: 'TOTAL',
    });
    expect(await ats(form)).toEqual([[3, 4, 5]]);
  });

  it('compares an N sort key as a number, not as text', async () => {
    expect(await ats(query({ sortConditions: [{ operator: '>=', value: '10', value2: '' }] }))).toEqual([
      [10, 11, 12],
    ]);
  });

  it('filters on a reserved word with begins_with and between, and reads the index', async () => {
    const form: ExploreForm = {
      ...query({ indexName: 'byStatus', partitionValues: ['OPEN'] }),
      filters: [
        { ...emptyFilter(), name: 'code', operator: 'begins_with', value: 'ORD-0' },
        { ...emptyFilter(), name: 'code', operator: 'between', value: 'ORD-04', value2: 'ORD-12' },
      ],
    };
    const request = built(form);
    expect(request).toMatchObject({
      IndexName: 'byStatus',
      KeyConditionExpression: '#k0 = :k0',
      FilterExpression: 'begins_with(#f0, :f0) AND #f1 BETWEEN :f1 AND :f1b',
      ExpressionAttributeNames: { '#k0': 'status', '#f0': 'code', '#f1': 'code' },
    });
    // A global index offers no strongly consistent reads.
    expect(request).not.toHaveProperty('ConsistentRead');
    expect(await ats(form)).toEqual([[4, 6, 8]]);
  });

  it('leaves DynamoDB to refuse a filter on a key attribute in a Query, with its message', async () => {
    const form = query({ filters: [{ ...emptyFilter(), name: 'at', operator: '>', type: 'N', value: '3' }] });
    const outcome = await readExplorePage(client, 'Query', built(form), undefined);
    expect(!outcome.ok && outcome.error.message).toMatch(
      /Filter Expression can only contain non-primary key/,
    );
  });

  it('filters with attribute_exists and attribute_not_exists', async () => {
    const filter = (operator: 'exists' | 'not_exists') =>
      query({ filters: [{ ...emptyFilter(), name: 'note', operator }] });
    expect(built(filter('exists'))).toMatchObject({
      FilterExpression: 'attribute_exists(#f0)',
      ExpressionAttributeNames: { '#f0': 'note' },
      ExpressionAttributeValues: { ':k0': { S: 'ada' } },
    });
    expect(await ats(filter('exists'))).toEqual([[3, 6, 9, 12]]);
    expect(built(filter('not_exists')).FilterExpression).toBe('attribute_not_exists(#f0)');
    expect((await ats(filter('not_exists'))).flat()).toEqual([1, 2, 4, 5, 7, 8, 10, 11]);
  });

  it('queries in descending order with ScanIndexForward false, and begins_with on an S sort key', async () => {
    expect(
      await ats(query({ descending: true, sortConditions: [{ operator: '<', value: '4', value2: '' }] })),
    ).toEqual([[3, 2, 1]]);
    expect(built(query({ descending: true }))).toMatchObject({ ScanIndexForward: false });
    const byCode: TableDescription = {
      ...table,
      KeySchema: [{ AttributeName: 'code', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'code', AttributeType: 'S' }],
    };
    expect(buildExploreRequest(byCode, { ...query({}), filters: [] })).toMatchObject({
      request: { KeyConditionExpression: '#k0 = :k0', ExpressionAttributeNames: { '#k0': 'code' } },
    });
    const form = query({ sortConditions: [{ operator: 'begins_with', value: '1', value2: '' }] });
    // begins_with needs an S or B sort key: DynamoDB says so for an N one.
    const outcome = await readExplorePage(client, 'Query', built(form), undefined);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error.__type).toMatch(/ValidationException/);
  });

  it('pages with Limit and ExclusiveStartKey, one request a page, counting what was read apart from what matched', async () => {
    const form = query({ filters: [{ ...emptyFilter(), name: 'status', value: 'SHIPPED' }] });
    const first = await readExplorePage(client, 'Query', built(form), undefined, 4);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    // Limit 4 reads four orders, before the filter: two of them are SHIPPED.
    expect(first.page.request.Limit).toBe(4);
    expect(first.page.request.ExclusiveStartKey).toBeUndefined();
    expect(first.page.items.map((item) => item.at)).toEqual([{ N: '1' }, { N: '3' }]);
    expect(first.page.count).toBe(2);
    expect(first.page.scannedCount).toBe(4);
    expect(first.page.capacityUnits).toBeGreaterThan(0);
    expect(first.page.lastKey).toEqual({ name: { S: 'ada' }, at: { N: '4' } });
    const second = await readExplorePage(client, 'Query', built(form), first.page.lastKey, 4);
    expect(second.ok && second.page.request.ExclusiveStartKey).toEqual(first.page.lastKey);
    expect(second.ok && second.page.items.map((item) => item.at)).toEqual([{ N: '5' }, { N: '7' }]);
    expect(await ats(form, 4)).toEqual([[1, 3], [5, 7], [9, 11], []]);
  });

  it('scans every key with a filter, page by page', async () => {
    const form: ExploreForm = {
      ...emptyExploreForm(),
      filters: [{ ...emptyFilter(), name: 'status', value: 'OPEN' }],
    };
    expect(built(form)).toEqual({
      TableName: 'orders',
      FilterExpression: '#f0 = :f0',
      ExpressionAttributeNames: { '#f0': 'status' },
      ExpressionAttributeValues: { ':f0': { S: 'OPEN' } },
      ReturnConsumedCapacity: 'TOTAL',
    });
    const pages = await ats(form, 5);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.flat().sort((a, b) => a - b)).toEqual([1, 2, 4, 6, 8, 10, 12]);
  });

  it('reads eventually consistent by default, as the API does; strongly when asked, for twice the read units; a global index never strongly', async () => {
    const eventual = await readExplorePage(client, 'Scan', built(emptyExploreForm()), undefined);
    const strong = await readExplorePage(
      client,
      'Scan',
      built({ ...emptyExploreForm(), consistentRead: true }),
      undefined,
    );
    expect(strong.ok && strong.page.request.ConsistentRead).toBe(true);
    expect(eventual.ok && eventual.page.request).not.toHaveProperty('ConsistentRead');
    if (!strong.ok || !eventual.ok) return;
    expect(eventual.page.items).toHaveLength(strong.page.items.length);
    expect(eventual.page.capacityUnits).toBe(strong.page.capacityUnits! / 2);
    // Asked for on a global index, it is left out: DynamoDB would refuse the read.
    expect(built({ ...emptyExploreForm('byStatus'), consistentRead: true })).not.toHaveProperty(
      'ConsistentRead',
    );
  });

  it("answers a wrong-typed key value with DynamoDB's ValidationException", async () => {
    const outcome = await readExplorePage(
      client,
      'Query',
      built(query({ sortConditions: [{ operator: '=', value: 'x', value2: '' }] })),
      undefined,
    );
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.error.__type).toMatch(/ValidationException/);
      expect(outcome.request).toMatchObject({ Limit: 100 });
    }
  });

  it('refuses a filter without a name, and a BOOL that is neither true nor false', () => {
    expect(buildExploreRequest(table, query({ filters: [emptyFilter()] }))).toEqual({
      ok: false,
      problem: 'Filter 1 needs an attribute name.',
    });
    const bool = { ...emptyFilter(), name: 'paid', type: 'BOOL' as const, value: 'yes' };
    expect(buildExploreRequest(table, query({ filters: [bool] }))).toMatchObject({ ok: false });
    expect(built(query({ filters: [{ ...bool, value: 'TRUE' }] })).ExpressionAttributeValues).toMatchObject({
      ':f0': { BOOL: true },
    });
  });
});
