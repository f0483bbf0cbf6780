/**
 * What transactional writes report as ConsumedCapacity: twice a plain write's units for the table,
 * index writes as outside a transaction, and a repeat with the same ClientRequestToken as
 * transactional reads of the items the first call wrote.
 */
import { describe, expect, it } from 'vitest';
import { ok, testEngine } from '../helpers/wire.ts';
import { S } from '../helpers/attributeValues.ts';

/** Orders by customer, with a GSI on status (projecting everything) and an LSI on the order date. */
function shop() {
  const engine = testEngine();
  ok(engine, 'CreateTable', {
    TableName: 'orders',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: [
      { AttributeName: 'pk', AttributeType: 'S' },
      { AttributeName: 'sk', AttributeType: 'S' },
      { AttributeName: 'status', AttributeType: 'S' },
      { AttributeName: 'placed', AttributeType: 'S' },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: 'byStatus',
        KeySchema: [{ AttributeName: 'status', KeyType: 'HASH' }],
        Projection: { ProjectionType: 'ALL' },
      },
    ],
    LocalSecondaryIndexes: [
      {
        IndexName: 'byPlaced',
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'placed', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'KEYS_ONLY' },
      },
    ],
  });
  return engine;
}

const key = (sk: string) => ({ pk: S('c#1'), sk: S(sk) });
const transact = (engine: ReturnType<typeof testEngine>, items: unknown[], extra = {}) =>
  ok(engine, 'TransactWriteItems', { TransactItems: items, ...extra });

describe('TransactWriteItems capacity', () => {
  it('doubles the table’s units only: an index write costs what it costs outside a transaction', () => {
    const engine = shop();
    for (const sk of ['o#0', 'o#1']) {
      ok(engine, 'PutItem', {
        TableName: 'orders',
        Item: { ...key(sk), status: S('open'), placed: S('2026-11-30') },
      });
    }
    const reply = transact(
      engine,
      [
        // Moves o#1 in byStatus: a delete and a put there (2); byPlaced keeps its entry.
        {
          Update: {
            TableName: 'orders',
            Key: key('o#1'),
            UpdateExpression: 'SET #s = :s',
            ExpressionAttributeNames: { '#s': 'status' },
            ExpressionAttributeValues: { ':s': S('shipped') },
          },
        },
        // A new item in both indexes: one write each.
        {
          Put: {
            TableName: 'orders',
            Item: { ...key('o#2'), status: S('open'), placed: S('2026-12-01') },
          },
        },
        // Writes nothing, so no index is charged, though both hold o#0; the table is charged as for
        // a write of the item.
        {
          ConditionCheck: {
            TableName: 'orders',
            Key: key('o#0'),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
      ],
      { ReturnConsumedCapacity: 'INDEXES' },
    );
    expect(reply.ConsumedCapacity).toEqual([
      {
        TableName: 'orders',
        CapacityUnits: 10,
        WriteCapacityUnits: 10,
        Table: { WriteCapacityUnits: 6, CapacityUnits: 6 },
        LocalSecondaryIndexes: { byPlaced: { WriteCapacityUnits: 1, CapacityUnits: 1 } },
        GlobalSecondaryIndexes: { byStatus: { WriteCapacityUnits: 3, CapacityUnits: 3 } },
      },
    ]);
  });

  it('reports a repeat with the token as transactional reads, sized as the first call sized the items', () => {
    const engine = shop();
    ok(engine, 'PutItem', { TableName: 'orders', Item: { ...key('big'), note: S('x'.repeat(5000)) } });
    const request = [
      { Delete: { TableName: 'orders', Key: key('big') } },
      { Put: { TableName: 'orders', Item: { ...key('small') } } },
    ];
    const token = { ClientRequestToken: 'tx-repeat' };
    // 5 KB deleted: 5 write units, doubled; the small put 2. No index holds either item.
    expect(transact(engine, request, { ...token, ReturnConsumedCapacity: 'TOTAL' })).toEqual({
      ConsumedCapacity: [{ TableName: 'orders', CapacityUnits: 12, WriteCapacityUnits: 12 }],
    });
    // The repeat writes nothing. It reads both items as the first call found them: the 5 KB item
    // (gone by now) is two 4 KB reads, doubled, the small one a doubled minimum. A repeat may ask
    // for capacity another way: ReturnConsumedCapacity is no part of what a repeat must match.
    expect(transact(engine, request, { ...token, ReturnConsumedCapacity: 'INDEXES' })).toEqual({
      ConsumedCapacity: [
        {
          TableName: 'orders',
          CapacityUnits: 6,
          ReadCapacityUnits: 6,
          Table: { ReadCapacityUnits: 6, CapacityUnits: 6 },
        },
      ],
    });
    expect(transact(engine, request, token)).toEqual({});
    expect(ok(engine, 'Scan', { TableName: 'orders' }).Count).toBe(1);
  });

  it('keeps ExecuteTransaction’s client tokens apart from TransactWriteItems’', () => {
    const engine = shop();
    const ClientRequestToken = 'shared-token';
    transact(engine, [{ Put: { TableName: 'orders', Item: key('from-api') } }], { ClientRequestToken });
    // The same token with other writes would be IdempotentParameterMismatchException in one
    // operation; in the other it is a token of its own.
    ok(engine, 'ExecuteTransaction', {
      TransactStatements: [{ Statement: `INSERT INTO orders VALUE {'pk': 'c#1', 'sk': 'from-partiql'}` }],
      ClientRequestToken,
    });
    const items = ok(engine, 'Scan', { TableName: 'orders' }).Items as { sk: { S: string } }[];
    expect(items.map((item) => item.sk.S).sort()).toEqual(['from-api', 'from-partiql']);
  });
});
