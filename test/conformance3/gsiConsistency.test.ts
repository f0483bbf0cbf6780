/**
 * Global secondary indexes are eventually consistent: a write reaches them after a lag (the engine
 * option gsiPropagationDelayMs, here 500 ms on a manual clock), while the table and its local indexes
 * change at once. Sources: the developer guide (GSI.html, "Data synchronization between tables and
 * global secondary indexes": updates propagate asynchronously, a query can return stale data;
 * transaction-apis.html: a transaction's changes propagate to GSIs after it completes).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectIndexesMatchTable } from '../helpers/indexInvariant.ts';
import { CLIENT_TRANSPORTS, type Call, ok } from '../conformance/support/suite.ts';
import { createTable } from '../conformance/support/tables.ts';
import { indexedTableRequest, key, orderItem } from './support/indexedTable.ts';
import { advance, useManualEndpoint } from './support/setup.ts';
import { S } from '../helpers/attributeValues.ts';

const LAG_MS = 500;
const context = useManualEndpoint({ gsiPropagationDelayMs: LAG_MS });
type Item = Record<string, { S?: string }>;

describe.each(CLIENT_TRANSPORTS)('GSI propagation via %s', (via) => {
  const call: Call = (operation, body) => context.call[via](operation, body);
  const table = `gsi_lag_${via}`;
  const onStatus = async (status: string) =>
    (
      ok(
        await call('Query', {
          TableName: table,
          IndexName: 'ByStatus',
          KeyConditionExpression: '#s = :s',
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: { ':s': S(status) },
        }),
      ).Items as Item[]
    ).map((item) => item.SK.S);
  const onRank = async () =>
    (
      ok(
        await call('Query', {
          TableName: table,
          IndexName: 'ByRank',
          KeyConditionExpression: 'PK = :p',
          ExpressionAttributeValues: { ':p': S('c') },
        }),
      ).Items as Item[]
    ).map((item) => item.SK.S);

  beforeAll(async () => {
    await createTable(context.call.dispatch, indexedTableRequest(table));
  });

  it('shows a put in the table and local indexes at once, in a global index only after the lag', async () => {
    ok(
      await call('PutItem', {
        TableName: table,
        Item: orderItem({ pk: 'c', sk: 'o1', status: 'OPEN', rank: 1 }),
      }),
    );
    expect(ok(await call('GetItem', { TableName: table, Key: key('c', 'o1') })).Item).toBeDefined();
    expect(await onRank()).toEqual(['o1']);
    expect(await onStatus('OPEN')).toEqual([]);
    advance(context, LAG_MS - 1);
    expect(await onStatus('OPEN')).toEqual([]);
    advance(context, 1);
    expect(await onStatus('OPEN')).toEqual(['o1']);
    expectIndexesMatchTable(context.endpoint.engine);
  });

  it('keeps serving the old entry of a moved or deleted item until the lag has passed', async () => {
    ok(
      await call('UpdateItem', {
        TableName: table,
        Key: key('c', 'o1'),
        UpdateExpression: 'SET #s = :s',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':s': S('SHIPPED') },
      }),
    );
    expect([await onStatus('OPEN'), await onStatus('SHIPPED')]).toEqual([['o1'], []]);
    advance(context, 200);
    ok(await call('DeleteItem', { TableName: table, Key: key('c', 'o1') }));
    expect(await onRank()).toEqual([]);
    advance(context, LAG_MS - 200);
    // The update has arrived; the delete, made 200 ms later, has not.
    expect([await onStatus('OPEN'), await onStatus('SHIPPED')]).toEqual([[], ['o1']]);
    advance(context, 200);
    expect([await onStatus('OPEN'), await onStatus('SHIPPED')]).toEqual([[], []]);
    expectIndexesMatchTable(context.endpoint.engine);
  });

  it('propagates batch writes and transactions after the lag as well, in commit order', async () => {
    ok(
      await call('BatchWriteItem', {
        RequestItems: {
          [table]: ['b1', 'b2'].map((sk) => ({
            PutRequest: { Item: orderItem({ pk: 'c', sk, status: 'NEW' }) },
          })),
        },
      }),
    );
    ok(
      await call('TransactWriteItems', {
        TransactItems: [
          { Put: { TableName: table, Item: orderItem({ pk: 'c', sk: 't1', status: 'NEW' }) } },
          { Delete: { TableName: table, Key: key('c', 'b1') } },
        ],
      }),
    );
    expect(await onStatus('NEW')).toEqual([]);
    advance(context, LAG_MS);
    expect(await onStatus('NEW')).toEqual(['b2', 't1']);
    expectIndexesMatchTable(context.endpoint.engine);
  });
});
