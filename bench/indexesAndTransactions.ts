/**
 * Issue 3's figures: PutItem on a table whose writes maintain two global secondary indexes and a local
 * one, and 10-item TransactWriteItems, in process. Capacity is metered, not enforced (as in fixture.ts);
 * index changes apply at once (gsiPropagationDelayMs 0) so their cost is inside each measured call.
 */
import { Engine } from '../src/engine/engine.ts';
import { createDispatch } from '../src/protocol/dispatch.ts';
import { expectOk, target } from './fixture.ts';

const TABLE = 'orders';

function indexedEngine() {
  const engine = new Engine({
    tableStatusDelayMs: 0,
    gsiPropagationDelayMs: 0,
    capacity: { enforce: false },
  });
  const dispatch = createDispatch(engine);
  const key = (AttributeName: string, KeyType: 'HASH' | 'RANGE') => ({ AttributeName, KeyType });
  expectOk(
    'CreateTable',
    dispatch(
      target('CreateTable'),
      JSON.stringify({
        TableName: TABLE,
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [key('PK', 'HASH'), key('SK', 'RANGE')],
        AttributeDefinitions: ['PK', 'SK', 'status', 'placedAt', 'total'].map((AttributeName) => ({
          AttributeName,
          AttributeType: AttributeName === 'total' ? 'N' : 'S',
        })),
        GlobalSecondaryIndexes: [
          {
            IndexName: 'ByStatus',
            KeySchema: [key('status', 'HASH'), key('placedAt', 'RANGE')],
            Projection: { ProjectionType: 'ALL' },
          },
          {
            IndexName: 'ByDay',
            KeySchema: [key('placedAt', 'HASH')],
            Projection: { ProjectionType: 'KEYS_ONLY' },
          },
        ],
        LocalSecondaryIndexes: [
          {
            IndexName: 'ByTotal',
            KeySchema: [key('PK', 'HASH'), key('total', 'RANGE')],
            Projection: { ProjectionType: 'KEYS_ONLY' },
          },
        ],
      }),
    ),
  );
  return dispatch;
}

const order = (i: number, version: number) => ({
  PK: { S: `CUSTOMER#${i % 500}` },
  SK: { S: `ORDER#${i}` },
  status: { S: ['PENDING', 'SHIPPED', 'DELIVERED'][(i + version) % 3] },
  placedAt: { S: `2026-11-${String((i % 28) + 1).padStart(2, '0')}` },
  total: { N: String((i * 37 + version) % 1000) },
});

export function indexAndTransactionRequests() {
  const puts = Array.from({ length: 2000 }, (_, i) =>
    JSON.stringify({ TableName: TABLE, Item: order(i, i >> 10) }),
  );
  const transactions = Array.from({ length: 200 }, (_, t) =>
    JSON.stringify({
      TransactItems: Array.from({ length: 10 }, (_, j) => {
        const i = t * 10 + j;
        return j % 2 === 0
          ? { Put: { TableName: TABLE, Item: order(i, t) } }
          : {
              Update: {
                TableName: TABLE,
                Key: { PK: order(i, 0).PK, SK: order(i, 0).SK },
                UpdateExpression: 'SET #s = :s ADD #t :one',
                ExpressionAttributeNames: { '#s': 'status', '#t': 'total' },
                ExpressionAttributeValues: { ':s': { S: 'SHIPPED' }, ':one': { N: '1' } },
              },
            };
      }),
    }),
  );
  return { dispatch: indexedEngine(), puts, transactions };
}
