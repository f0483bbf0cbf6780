/**
 * Batch operations, transactions and index queries through @aws-sdk/lib-dynamodb's
 * DynamoDBDocumentClient against the started endpoint: native JavaScript values in and out,
 * TransactionCanceledException with its CancellationReasons, the SDK's own query paginator on a
 * global index.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  paginateQuery,
  TransactGetCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectIndexesMatchTable } from '../helpers/indexInvariant.ts';
import { ok } from '../conformance/support/suite.ts';
import { createTable } from '../conformance/support/tables.ts';
import { indexedTableRequest } from './support/indexedTable.ts';
import { useManualEndpoint } from './support/setup.ts';

const context = useManualEndpoint();
const TABLE = 'doc_orders';

beforeAll(async () => {
  await createTable(context.call.dispatch, indexedTableRequest(TABLE));
});

describe('DynamoDBDocumentClient: batches, transactions and indexes', () => {
  const doc = () => context.endpoint.doc;

  it('writes and reads batches of native items', async () => {
    const items = Array.from({ length: 25 }, (_, i) => ({
      PK: 'cust',
      SK: `o${String(i).padStart(2, '0')}`,
      status: i % 2 ? 'OPEN' : 'DONE',
      total: i,
      tags: new Set(['a', `t${i}`]),
    }));
    const written = await doc().send(
      new BatchWriteCommand({ RequestItems: { [TABLE]: items.map((Item) => ({ PutRequest: { Item } })) } }),
    );
    expect(written.UnprocessedItems).toEqual({});
    const read = await doc().send(
      new BatchGetCommand({
        RequestItems: {
          [TABLE]: {
            Keys: [
              { PK: 'cust', SK: 'o03' },
              { PK: 'cust', SK: 'o24' },
              { PK: 'cust', SK: 'none' },
            ],
          },
        },
      }),
    );
    const got = [...(read.Responses?.[TABLE] ?? [])].sort((a, b) => String(a.SK).localeCompare(String(b.SK)));
    expect(got).toEqual([items[3], items[24]]);
    expect(read.UnprocessedKeys).toEqual({});
  });

  it('pages through a global index with the SDK paginator', async () => {
    const seen: string[] = [];
    for await (const page of paginateQuery(
      { client: doc(), pageSize: 4 },
      {
        TableName: TABLE,
        IndexName: 'ByStatus',
        KeyConditionExpression: '#s = :s',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':s': 'OPEN' },
      },
    )) {
      for (const item of page.Items ?? []) {
        expect(Object.keys(item).sort()).toEqual(['PK', 'SK', 'status', 'total']);
        seen.push(String(item.SK));
      }
    }
    expect(seen).toEqual(Array.from({ length: 12 }, (_, i) => `o${String(2 * i + 1).padStart(2, '0')}`));
  });

  it('runs transactions, and reports why one was cancelled', async () => {
    await doc().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: TABLE,
              Key: { PK: 'cust', SK: 'o01' },
              UpdateExpression: 'SET #s = :s',
              ExpressionAttributeNames: { '#s': 'status' },
              ExpressionAttributeValues: { ':s': 'SHIPPED' },
            },
          },
          {
            ConditionCheck: {
              TableName: TABLE,
              Key: { PK: 'cust', SK: 'o02' },
              ConditionExpression: '#t = :t',
              ExpressionAttributeNames: { '#t': 'total' },
              ExpressionAttributeValues: { ':t': 2 },
            },
          },
          { Delete: { TableName: TABLE, Key: { PK: 'cust', SK: 'o04' } } },
        ],
      }),
    );
    const read = await doc().send(
      new TransactGetCommand({
        TransactItems: [
          {
            Get: {
              TableName: TABLE,
              Key: { PK: 'cust', SK: 'o01' },
              ProjectionExpression: '#s',
              ExpressionAttributeNames: { '#s': 'status' },
            },
          },
          { Get: { TableName: TABLE, Key: { PK: 'cust', SK: 'o04' } } },
        ],
      }),
    );
    expect(read.Responses).toEqual([{ Item: { status: 'SHIPPED' } }, {}]);
    const failure = await doc()
      .send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: TABLE, Item: { PK: 'cust', SK: 'new', status: 'OPEN' } } },
            {
              ConditionCheck: {
                TableName: TABLE,
                Key: { PK: 'cust', SK: 'o02' },
                ConditionExpression: '#t > :t',
                ExpressionAttributeNames: { '#t': 'total' },
                ExpressionAttributeValues: { ':t': 100 },
                ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
              },
            },
          ],
        }),
      )
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TransactionCanceledException);
    const reasons = (failure as TransactionCanceledException).CancellationReasons ?? [];
    expect(reasons.map((reason) => reason.Code)).toEqual(['None', 'ConditionalCheckFailed']);
    expect(reasons[1].Item?.total).toEqual({ N: '2' });
    expect(
      ok(
        await context.call.dispatch('GetItem', {
          TableName: TABLE,
          Key: { PK: { S: 'cust' }, SK: { S: 'new' } },
        }),
      ).Item,
    ).toBeUndefined();
    expectIndexesMatchTable(context.endpoint.engine);
  });
});
