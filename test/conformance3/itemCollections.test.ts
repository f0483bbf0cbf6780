/**
 * Item collections of tables with local secondary indexes: ReturnItemCollectionMetrics and the size
 * limit (10 GB on DynamoDB; the engine option itemCollectionLimitBytes makes it reachable with a few
 * items). Sources: the developer guide (LSI.html, "Item collections": items plus their LSI entries
 * per partition key value, ItemCollectionSizeLimitExceededException, SizeEstimateRangeGB), the API
 * reference of PutItem, UpdateItem, DeleteItem, BatchWriteItem and TransactWriteItems (the
 * ItemCollectionSizeLimitExceeded cancellation reason).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectIndexesMatchTable } from '../helpers/indexInvariant.ts';
import { CLIENT_TRANSPORTS, failed, ok } from '../conformance/support/suite.ts';
import { createTable, tableRequest } from '../conformance/support/tables.ts';
import { indexedTableRequest, key, orderItem } from './support/indexedTable.ts';
import { cancelled, expectStateUnchanged, useManualEndpoint } from './support/setup.ts';
import { S } from '../helpers/attributeValues.ts';

const context = useManualEndpoint({ itemCollectionLimitBytes: 1000 });
const LIMIT = 'Item collection size limit exceeded';
const padded = (pk: string, sk: string, rank?: number) =>
  orderItem({ pk, sk, rank, extra: { pad: S('x'.repeat(400)) } });
const metrics = (pk: string) => ({ ItemCollectionKey: { PK: S(pk) }, SizeEstimateRangeGB: [0, 1] });

describe.each(CLIENT_TRANSPORTS)('item collections via %s', (via) => {
  const call = (operation: string, body: object) => context.call[via](operation, body);
  const table = `collections_${via}`;
  const plain = `collections_plain_${via}`;

  beforeAll(async () => {
    await createTable(context.call.dispatch, indexedTableRequest(table));
    await createTable(context.call.dispatch, tableRequest(plain, ['PK', 'S'], ['SK', 'S']));
  });

  it('reports the collection a write touched, on tables with local indexes only', async () => {
    const put = ok(
      await call('PutItem', {
        TableName: table,
        Item: padded('c1', 'a', 1),
        ReturnItemCollectionMetrics: 'SIZE',
      }),
    );
    expect(put.ItemCollectionMetrics).toEqual(metrics('c1'));
    const updated = ok(
      await call('UpdateItem', {
        TableName: table,
        Key: key('c1', 'a'),
        UpdateExpression: 'SET title = :t',
        ExpressionAttributeValues: { ':t': S('t') },
        ReturnItemCollectionMetrics: 'SIZE',
      }),
    );
    expect(updated.ItemCollectionMetrics).toEqual(metrics('c1'));
    expect(
      ok(
        await call('PutItem', {
          TableName: table,
          Item: padded('c9', 'a'),
          ReturnItemCollectionMetrics: 'NONE',
        }),
      ).ItemCollectionMetrics,
    ).toBeUndefined();
    const deleted = ok(
      await call('DeleteItem', {
        TableName: table,
        Key: key('c9', 'a'),
        ReturnItemCollectionMetrics: 'SIZE',
      }),
    );
    expect(deleted.ItemCollectionMetrics).toEqual(metrics('c9'));
    expect(
      ok(
        await call('PutItem', {
          TableName: plain,
          Item: padded('c1', 'a'),
          ReturnItemCollectionMetrics: 'SIZE',
        }),
      ).ItemCollectionMetrics,
    ).toBeUndefined();
  });

  it('reports each collection a batch or transaction touched once, in the order first touched', async () => {
    const batch = ok(
      await call('BatchWriteItem', {
        RequestItems: {
          [table]: [
            { PutRequest: { Item: orderItem({ pk: 'c5', sk: 'a' }) } },
            { PutRequest: { Item: orderItem({ pk: 'c6', sk: 'a' }) } },
            { PutRequest: { Item: orderItem({ pk: 'c5', sk: 'b' }) } },
          ],
        },
        ReturnItemCollectionMetrics: 'SIZE',
      }),
    );
    expect(batch.ItemCollectionMetrics).toEqual({ [table]: [metrics('c5'), metrics('c6')] });
    const transaction = ok(
      await call('TransactWriteItems', {
        TransactItems: [
          { Put: { TableName: table, Item: orderItem({ pk: 'c7', sk: 'a' }) } },
          { Put: { TableName: table, Item: orderItem({ pk: 'c7', sk: 'b' }) } },
        ],
        ReturnItemCollectionMetrics: 'SIZE',
      }),
    );
    expect(transaction.ItemCollectionMetrics).toEqual({ [table]: [metrics('c7')] });
  });

  it('refuses a write that grows a collection past the limit, and only that collection', async () => {
    ok(await call('PutItem', { TableName: table, Item: padded('c2', 'a', 1) }));
    ok(await call('PutItem', { TableName: table, Item: padded('c2', 'b', 2) }));
    await expectStateUnchanged(context, [table], async () => {
      failed(
        await call('PutItem', { TableName: table, Item: padded('c2', 'c', 3) }),
        'ItemCollectionSizeLimitExceededException',
        LIMIT,
      );
      failed(
        await call('UpdateItem', {
          TableName: table,
          Key: key('c2', 'a'),
          UpdateExpression: 'SET more = :m',
          ExpressionAttributeValues: { ':m': S('y'.repeat(300)) },
        }),
        'ItemCollectionSizeLimitExceededException',
        LIMIT,
      );
      failed(
        await call('BatchWriteItem', {
          RequestItems: {
            [table]: [
              { PutRequest: { Item: padded('c3', 'a') } },
              { PutRequest: { Item: padded('c2', 'c') } },
            ],
          },
        }),
        'ItemCollectionSizeLimitExceededException',
        LIMIT,
      );
      cancelled(
        await call('TransactWriteItems', {
          TransactItems: [
            { Put: { TableName: table, Item: padded('c3', 'a') } },
            { Put: { TableName: table, Item: padded('c2', 'c') } },
          ],
        }),
        [{ Code: 'None' }, { Code: 'ItemCollectionSizeLimitExceeded', Message: LIMIT }],
      );
    });
    // Writes that do not grow the collection, and other collections, go through.
    ok(await call('PutItem', { TableName: table, Item: orderItem({ pk: 'c2', sk: 'a' }) }));
    ok(await call('DeleteItem', { TableName: table, Key: key('c2', 'b') }));
    ok(await call('PutItem', { TableName: table, Item: padded('c3', 'a') }));
    expectIndexesMatchTable(context.endpoint.engine);
  });
});
