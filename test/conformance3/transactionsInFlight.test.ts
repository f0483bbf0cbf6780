/**
 * Transactions in flight: with the engine option transactionLatencyMs, a TransactWriteItems sent
 * over HTTP (or through the real SDK) holds its items on the engine clock until it commits. What meets
 * those items meanwhile gets the answers the developer guide's "transaction conflict handling"
 * describes: a plain write fails with TransactionConflictException, another transaction and a
 * TransactGetItems are cancelled with TransactionConflict reasons, a repeat of the same token is
 * TransactionInProgressException; reads see the last committed state. The clock is manual, so each
 * test decides exactly when the transaction commits.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectIndexesMatchTable } from '../helpers/indexInvariant.ts';
import { ALL_TRANSPORTS, failed, ok, type Outcome } from '../conformance/support/suite.ts';
import { createTable, tableRequest } from '../conformance/support/tables.ts';
import { advance, cancelled, stateOf, useManualEndpoint } from './support/setup.ts';
import { N, S } from '../helpers/attributeValues.ts';

const LATENCY_MS = 100;
const context = useManualEndpoint({ transactionLatencyMs: LATENCY_MS });
const TABLE = 'inflight_accounts';
const CONFLICT = { Code: 'TransactionConflict', Message: 'Transaction is ongoing for the item' };

const transfer = (from: string, to: string, amount: number, token?: string) => ({
  TransactItems: [
    {
      Update: {
        TableName: TABLE,
        Key: { id: S(from) },
        UpdateExpression: 'SET balance = balance - :a',
        ConditionExpression: 'balance >= :a',
        ExpressionAttributeValues: { ':a': N(amount) },
      },
    },
    {
      Update: {
        TableName: TABLE,
        Key: { id: S(to) },
        UpdateExpression: 'SET balance = balance + :a, #o = :o',
        ExpressionAttributeNames: { '#o': 'owner' },
        ExpressionAttributeValues: { ':a': N(amount), ':o': S(`owner-${to}`) },
      },
    },
  ],
  ...(token === undefined ? {} : { ClientRequestToken: token }),
});

beforeAll(async () => {
  await createTable(context.call.dispatch, {
    ...tableRequest(TABLE, ['id', 'S']),
    AttributeDefinitions: [
      { AttributeName: 'id', AttributeType: 'S' },
      { AttributeName: 'owner', AttributeType: 'S' },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: 'ByOwner',
        KeySchema: [{ AttributeName: 'owner', KeyType: 'HASH' }],
        Projection: { ProjectionType: 'ALL' },
      },
    ],
  });
  for (const id of ['a', 'b', 'c', 'd'])
    ok(
      await context.call.dispatch('PutItem', {
        TableName: TABLE,
        Item: { id: S(id), balance: N(100), owner: S(`owner-${id}`) },
      }),
    );
});

/**
 * Starts a transaction over a waiting transport; resolves once the engine holds its items, with the
 * reply still to come (wrapped, so awaiting this does not wait for the commit).
 */
async function inFlight(via: 'http' | 'sdk', body: object): Promise<{ reply: Promise<Outcome> }> {
  const held = context.endpoint.engine.locks.size;
  const reply = context.call[via]('TransactWriteItems', body);
  for (let i = 0; i < 500 && context.endpoint.engine.locks.size === held; i++) {
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  expect(context.endpoint.engine.locks.size).toBeGreaterThan(held);
  return { reply };
}

const balance = async (id: string) =>
  Number(
    ok(await context.call.dispatch('GetItem', { TableName: TABLE, Key: { id: S(id) }, ConsistentRead: true }))
      .Item.balance.N,
  );

describe.each(['http', 'sdk'] as const)('a transaction in flight, sent via %s', (via) => {
  it('refuses plain writes to its items, cancels other transactions and reads, then commits', async () => {
    const token = `inflight-${via}`;
    const before = stateOf(context.endpoint.engine, [TABLE]);
    const pending = await inFlight(via, transfer('a', 'b', 10, token));
    for (const other of ALL_TRANSPORTS) {
      const call = context.call[other];
      for (const [operation, body] of [
        ['PutItem', { TableName: TABLE, Item: { id: S('a'), balance: N(0) } }],
        [
          'UpdateItem',
          {
            TableName: TABLE,
            Key: { id: S('b') },
            UpdateExpression: 'SET balance = :z',
            ExpressionAttributeValues: { ':z': N(0) },
          },
        ],
        ['DeleteItem', { TableName: TABLE, Key: { id: S('a') } }],
      ] as const) {
        failed(
          await call(operation, body),
          'TransactionConflictException',
          'Transaction is ongoing for the item',
        );
      }
      cancelled(await call('TransactWriteItems', transfer('c', 'a', 1)), [{ Code: 'None' }, CONFLICT]);
      cancelled(
        await call('TransactGetItems', {
          TransactItems: [
            { Get: { TableName: TABLE, Key: { id: S('c') } } },
            { Get: { TableName: TABLE, Key: { id: S('b') } } },
          ],
        }),
        [{ Code: 'None' }, CONFLICT],
      );
      failed(
        await call('TransactWriteItems', transfer('a', 'b', 10, token)),
        'TransactionInProgressException',
        'Transaction with the given request token is already in progress.',
      );
      failed(
        await call('TransactWriteItems', transfer('a', 'b', 11, token)),
        'IdempotentParameterMismatchException',
        'Request has a different set of parameters than an earlier request with the same client token.',
      );
    }
    // Reads see the last committed state, index entries included.
    expect(stateOf(context.endpoint.engine, [TABLE])).toBe(before);
    expect(await balance('a')).toBe(100);
    advance(context, LATENCY_MS - 1);
    expect(context.endpoint.engine.locks.size).toBeGreaterThan(0);
    advance(context, 1);
    expect(ok(await pending.reply)).toEqual({});
    expect([await balance('a'), await balance('b')]).toEqual([90, 110]);
    expectIndexesMatchTable(context.endpoint.engine);
    // Completed: the same request with the same token answers again without writing again.
    expect(ok(await context.call[via]('TransactWriteItems', transfer('a', 'b', 10, token)))).toEqual({});
    advance(context, LATENCY_MS);
    expect([await balance('a'), await balance('b')]).toEqual([90, 110]);
    // Its items are free again.
    ok(
      await context.call.dispatch('UpdateItem', {
        TableName: TABLE,
        Key: { id: S('a') },
        UpdateExpression: 'SET balance = :h',
        ExpressionAttributeValues: { ':h': N(100) },
      }),
    );
    ok(
      await context.call.dispatch('UpdateItem', {
        TableName: TABLE,
        Key: { id: S('b') },
        UpdateExpression: 'SET balance = :h',
        ExpressionAttributeValues: { ':h': N(100) },
      }),
    );
  });

  it('keeps a cancelled transaction from holding anything', async () => {
    const reply = context.call[via]('TransactWriteItems', transfer('d', 'c', 1000));
    cancelled(await reply, [
      { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' },
      { Code: 'None' },
    ]);
    expect(context.endpoint.engine.locks.size).toBe(0);
    ok(
      await context.call.dispatch('PutItem', {
        TableName: TABLE,
        Item: { id: S('d'), balance: N(100), owner: S('owner-d') },
      }),
    );
  });
});

describe('writes held back by a transaction in flight', () => {
  it('hands a batch write to a held item back in UnprocessedItems and writes the rest', async () => {
    const pending = await inFlight('http', transfer('c', 'd', 5));
    const batch = ok(
      await context.call.sdk('BatchWriteItem', {
        RequestItems: {
          [TABLE]: [
            { PutRequest: { Item: { id: S('c'), balance: N(0) } } },
            { PutRequest: { Item: { id: S('e'), balance: N(1) } } },
          ],
        },
      }),
    );
    expect(batch.UnprocessedItems).toEqual({
      [TABLE]: [{ PutRequest: { Item: { id: S('c'), balance: N(0) } } }],
    });
    expect(await balance('e')).toBe(1);
    advance(context, LATENCY_MS);
    ok(await pending.reply);
    expect([await balance('c'), await balance('d')]).toEqual([95, 105]);
    expectIndexesMatchTable(context.endpoint.engine);
  });
});
