/**
 * BatchWriteItem functionality through dispatch and the AWS SDK. Recorded DynamoDB answers: the API
 * reference (no partial items; UnprocessedItems; ConsumedCapacity per table) and the developer guide
 * on index write costs. Rejected requests are in batchWriteItem.test.ts, item collections in
 * itemCollections.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectIndexesMatchTable } from '../helpers/indexInvariant.ts';
import { CLIENT_TRANSPORTS, ok } from '../conformance/support/suite.ts';
import { createTable, tableRequest } from '../conformance/support/tables.ts';
import { indexedTableRequest, key, orderItem } from './support/indexedTable.ts';
import { capacityByTable, useManualEndpoint } from './support/setup.ts';
import { N, S } from '../helpers/attributeValues.ts';

const context = useManualEndpoint();
const put = (item: object) => ({ PutRequest: { Item: item } });
const remove = (k: object) => ({ DeleteRequest: { Key: k } });

describe.each(CLIENT_TRANSPORTS)('BatchWriteItem functionality via %s', (via) => {
  const call = (operation: string, body: object) => context.call[via](operation, body);
  const hash = `bwrite_items_${via}`;
  const indexed = `bwrite_indexed_${via}`;
  const get = async (table: string, k: object) =>
    ok(await context.call.dispatch('GetItem', { TableName: table, Key: k, ConsistentRead: true })).Item;

  beforeAll(async () => {
    await createTable(context.call.dispatch, tableRequest(hash, ['a', 'S']));
    await createTable(context.call.dispatch, indexedTableRequest(indexed));
  });

  it('puts and deletes over several tables, whole items only', async () => {
    ok(await context.call.dispatch('PutItem', { TableName: hash, Item: { a: S('old'), gone: S('soon') } }));
    const body = ok(
      await call('BatchWriteItem', {
        RequestItems: {
          [hash]: [put({ a: S('one'), n: N('1') }), put({ a: S('old'), fresh: S('yes') })],
          [indexed]: [put(orderItem({ pk: 'c1', sk: 'o1', status: 'OPEN' }))],
        },
      }),
    );
    expect(body).toEqual({ UnprocessedItems: {} });
    expect(await get(hash, { a: S('one') })).toEqual({ a: S('one'), n: N('1') });
    // A put replaces the whole item: nothing of the old one survives.
    expect(await get(hash, { a: S('old') })).toEqual({ a: S('old'), fresh: S('yes') });
    ok(
      await call('BatchWriteItem', {
        RequestItems: { [hash]: [remove({ a: S('one') }), remove({ a: S('never') })] },
      }),
    );
    expect(await get(hash, { a: S('one') })).toBeUndefined();
  });

  it('maintains every secondary index and reports capacity per table and per index', async () => {
    const first = ok(
      await call('BatchWriteItem', {
        RequestItems: {
          [indexed]: [
            put(
              orderItem({
                pk: 'c2',
                sk: 'o1',
                rank: 1,
                title: 't',
                status: 'OPEN',
                owner: 'ada',
                tenant: 't1',
                region: 'eu',
                day: 'd1',
                seq: 1,
              }),
            ),
            put(orderItem({ pk: 'c2', sk: 'o2', status: 'OPEN' })),
          ],
          [hash]: [put({ a: S('cap') })],
        },
        ReturnConsumedCapacity: 'INDEXES',
      }),
    );
    expect(capacityByTable(first)).toEqual({
      [indexed]: {
        TableName: indexed,
        CapacityUnits: 8,
        Table: { CapacityUnits: 2 },
        LocalSecondaryIndexes: { ByRank: { CapacityUnits: 1 }, ByTitle: { CapacityUnits: 1 } },
        GlobalSecondaryIndexes: {
          ByStatus: { CapacityUnits: 2 },
          ByOwner: { CapacityUnits: 1 },
          ByTenantDay: { CapacityUnits: 1 },
        },
      },
      [hash]: { TableName: hash, CapacityUnits: 1, Table: { CapacityUnits: 1 } },
    });
    expectIndexesMatchTable(context.endpoint.engine);
    // Moving an item to another status costs the GSI a delete and a put; dropping its rank costs
    // the LSI one delete.
    const moved = ok(
      await call('BatchWriteItem', {
        RequestItems: { [indexed]: [put(orderItem({ pk: 'c2', sk: 'o1', status: 'SHIPPED', title: 't' }))] },
        ReturnConsumedCapacity: 'TOTAL',
      }),
    );
    expect(capacityByTable(moved)).toEqual({ [indexed]: { TableName: indexed, CapacityUnits: 6 } });
    const byStatus = ok(
      await call('Query', {
        TableName: indexed,
        IndexName: 'ByStatus',
        KeyConditionExpression: '#s = :s',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':s': S('SHIPPED') },
      }),
    );
    expect(byStatus.Items).toEqual([{ PK: S('c2'), SK: S('o1'), status: S('SHIPPED') }]);
    const deleted = ok(
      await call('BatchWriteItem', {
        RequestItems: { [indexed]: [remove(key('c2', 'o1')), remove(key('c2', 'o2'))] },
        ReturnConsumedCapacity: 'INDEXES',
      }),
    );
    expect(capacityByTable(deleted)[indexed]).toEqual({
      TableName: indexed,
      CapacityUnits: 5,
      Table: { CapacityUnits: 2 },
      LocalSecondaryIndexes: { ByTitle: { CapacityUnits: 1 } },
      GlobalSecondaryIndexes: { ByStatus: { CapacityUnits: 2 } },
    });
    expectIndexesMatchTable(context.endpoint.engine);
  });

  it('reports the item collections it touched on tables with local indexes', async () => {
    const body = ok(
      await call('BatchWriteItem', {
        RequestItems: {
          [indexed]: [
            put(orderItem({ pk: 'c3', sk: 'o1' })),
            put(orderItem({ pk: 'c4', sk: 'o1', rank: 2 })),
          ],
        },
        ReturnItemCollectionMetrics: 'SIZE',
      }),
    );
    expect(body.ItemCollectionMetrics).toEqual({
      [indexed]: [
        { ItemCollectionKey: { PK: S('c3') }, SizeEstimateRangeGB: [0, 1] },
        { ItemCollectionKey: { PK: S('c4') }, SizeEstimateRangeGB: [0, 1] },
      ],
    });
  });
});
