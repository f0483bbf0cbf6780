/**
 * The Explore form's Limit: the most items a page reads, before the filter. Sent to the real engine
 * in-process, so a short (or empty) filtered page with a LastEvaluatedKey is DynamoDB's own answer.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { callWith } from '../../client/calls.ts';
import { createInProcessClient } from '../../client/inProcessClient.ts';
import type { TableDescription } from '../../client/wireTypes.ts';
import { buildExploreRequest, emptyExploreForm, emptyFilter, type ExploreForm } from './exploreRequest.ts';
import { PAGE_SIZE, readExplorePage } from './explorePage.ts';

const table: TableDescription = {
  TableName: 'orders',
  TableStatus: 'ACTIVE',
  KeySchema: [
    { AttributeName: 'PK', KeyType: 'HASH' },
    { AttributeName: 'SK', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'PK', AttributeType: 'S' },
    { AttributeName: 'SK', AttributeType: 'N' },
  ],
};

const client = createInProcessClient({ tableStatusDelayMs: 0, clock: { running: false } });

beforeAll(async () => {
  const created = await callWith(client, 'CreateTable', {
    TableName: 'orders',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: table.KeySchema,
    AttributeDefinitions: table.AttributeDefinitions,
  });
  expect(created.ok).toBe(true);
  // Orders 1…10 of one customer: only 9 and 10 are OPEN.
  for (let at = 1; at <= 10; at++) {
    const Item = { PK: { S: 'C#1' }, SK: { N: String(at) }, status: { S: at > 8 ? 'OPEN' : 'SHIPPED' } };
    expect((await callWith(client, 'PutItem', { TableName: 'orders', Item })).ok).toBe(true);
  }
});

const openOrders = (limit?: string): ExploreForm => ({
  ...emptyExploreForm(),
  operation: 'Query',
  partitionValues: ['C#1'],
  filters: [{ ...emptyFilter(), name: 'status', value: 'OPEN' }],
  limit,
});

describe('the Explore form’s Limit', () => {
  it('caps the items read per page, before the filter: a page can come back empty, yet go on', async () => {
    const built = buildExploreRequest(table, openOrders('4'));
    expect(built.ok && built.request.Limit).toBe(4);
    if (!built.ok) return;
    const first = await readExplorePage(client, 'Query', built.request, undefined);
    expect(first.ok && first.page.request.Limit).toBe(4);
    if (!first.ok) return;
    // Orders 1–4 read, none OPEN: Count 0, ScannedCount 4, and a LastEvaluatedKey to go on from.
    expect([first.page.count, first.page.scannedCount]).toEqual([0, 4]);
    expect(first.page.lastKey).toEqual({ PK: { S: 'C#1' }, SK: { N: '4' } });
  });

  it('is the Explorer’s page size when left as it was, or emptied', async () => {
    for (const limit of [undefined, '', '  ']) {
      const built = buildExploreRequest(table, openOrders(limit));
      expect(built.ok && built.request).not.toHaveProperty('Limit');
      if (!built.ok) return;
      const page = await readExplorePage(client, 'Query', built.request, undefined);
      expect(page.ok && page.page.request.Limit).toBe(PAGE_SIZE);
    }
  });

  it('is a whole number; 0 goes to DynamoDB, which names the minimum', async () => {
    expect(buildExploreRequest(table, openOrders('ten'))).toEqual({
      ok: false,
      problem: 'Limit is a whole number of items, such as 10.',
    });
    expect(buildExploreRequest(table, openOrders('2.5')).ok).toBe(false);
    const zero = buildExploreRequest(table, openOrders('0'));
    if (!zero.ok) throw new Error(zero.problem);
    const refused = await readExplorePage(client, 'Query', zero.request, undefined);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toMatch(/greater than or equal to 1/);
  });
});
