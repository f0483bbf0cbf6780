import { describe, expect, it } from 'vitest';
import { dispatchAsync } from '../../src/protocol/dispatch.ts';
import { expectIndexesMatchTable } from '../helpers/indexInvariant.ts';
import { fails, ok, testEngine } from '../helpers/wire.ts';
import { N, S } from '../helpers/attributeValues.ts';

function bank(options = {}) {
  const engine = testEngine(options);
  ok(engine, 'CreateTable', {
    TableName: 'accounts',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
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
  for (const [id, balance] of [
    ['a', 100],
    ['b', 50],
  ] as const) {
    ok(engine, 'PutItem', {
      TableName: 'accounts',
      Item: { id: S(id), balance: N(balance), owner: S('ada') },
    });
  }
  return engine;
}

const transfer = (from: string, to: string, amount: number, extra: Record<string, unknown> = {}) => ({
  TransactItems: [
    {
      Update: {
        TableName: 'accounts',
        Key: { id: S(from) },
        UpdateExpression: 'SET balance = balance - :amount',
        ConditionExpression: 'balance >= :amount',
        ExpressionAttributeValues: { ':amount': N(amount) },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
    },
    {
      Update: {
        TableName: 'accounts',
        Key: { id: S(to) },
        UpdateExpression: 'SET balance = balance + :amount',
        ExpressionAttributeValues: { ':amount': N(amount) },
      },
    },
  ],
  ...extra,
});

const balance = (engine: ReturnType<typeof testEngine>, id: string) =>
  Number(ok(engine, 'GetItem', { TableName: 'accounts', Key: { id: S(id) } }).Item.balance.N);

describe('TransactWriteItems', () => {
  it('applies every action or none', () => {
    const engine = bank();
    const consumed = ok(
      engine,
      'TransactWriteItems',
      transfer('a', 'b', 30, { ReturnConsumedCapacity: 'TOTAL' }),
    );
    // Two transactional writes (2 units each) and, as both items are in ByOwner (which projects
    // everything), one plain write to the index for each.
    expect(consumed.ConsumedCapacity).toEqual([
      { TableName: 'accounts', CapacityUnits: 6, WriteCapacityUnits: 6 },
    ]);
    expect([balance(engine, 'a'), balance(engine, 'b')]).toEqual([70, 80]);
    const failure = fails(engine, 'TransactWriteItems', transfer('a', 'b', 500));
    expect(failure.type).toBe('TransactionCanceledException');
    expect(failure.message).toBe(
      'Transaction cancelled, please refer cancellation reasons for specific reasons [ConditionalCheckFailed, None]',
    );
    expect(failure.body.CancellationReasons).toEqual([
      {
        Code: 'ConditionalCheckFailed',
        Message: 'The conditional request failed',
        Item: { id: S('a'), balance: N(70), owner: S('ada') },
      },
      { Code: 'None' },
    ]);
    expect([balance(engine, 'a'), balance(engine, 'b')]).toEqual([70, 80]);
    expectIndexesMatchTable(engine);
  });

  it('reports runtime update errors as ValidationError reasons and changes nothing', () => {
    const engine = bank();
    const failure = fails(engine, 'TransactWriteItems', {
      TransactItems: [
        { Put: { TableName: 'accounts', Item: { id: S('c'), balance: N(1) } } },
        {
          Update: {
            TableName: 'accounts',
            Key: { id: S('a') },
            UpdateExpression: 'SET balance = nothere + :one',
            ExpressionAttributeValues: { ':one': N(1) },
          },
        },
      ],
    });
    expect(failure.body.CancellationReasons).toEqual([
      { Code: 'None' },
      {
        Code: 'ValidationError',
        Message: 'The provided expression refers to an attribute that does not exist in the item',
      },
    ]);
    expect(ok(engine, 'GetItem', { TableName: 'accounts', Key: { id: S('c') } }).Item).toBeUndefined();
  });

  it('refuses two actions on one item', () => {
    const engine = bank();
    const failure = fails(engine, 'TransactWriteItems', {
      TransactItems: [
        {
          ConditionCheck: {
            TableName: 'accounts',
            Key: { id: S('a') },
            ConditionExpression: 'attribute_exists(id)',
          },
        },
        { Delete: { TableName: 'accounts', Key: { id: S('a') } } },
      ],
    });
    expect(failure).toMatchObject({
      type: 'ValidationException',
      message: 'Transaction request cannot include multiple operations on one item',
    });
  });

  it('is idempotent per ClientRequestToken for ten minutes of engine time', () => {
    const engine = bank();
    const request = transfer('a', 'b', 10, { ClientRequestToken: 'tx-1' });
    ok(engine, 'TransactWriteItems', request);
    ok(engine, 'TransactWriteItems', request);
    expect(balance(engine, 'a')).toBe(90);
    const changed = fails(
      engine,
      'TransactWriteItems',
      transfer('a', 'b', 20, { ClientRequestToken: 'tx-1' }),
    );
    expect(changed.type).toBe('IdempotentParameterMismatchException');
    engine.advance(10 * 60 * 1000 + 1);
    ok(engine, 'TransactWriteItems', request);
    expect(balance(engine, 'a')).toBe(80);
  });

  it('holds its items while in flight: conflicting requests fail as on DynamoDB', async () => {
    const engine = bank({ transactionLatencyMs: 50 });
    const inFlight = dispatchAsync(
      engine,
      'DynamoDB_20120810.TransactWriteItems',
      JSON.stringify(transfer('a', 'b', 10, { ClientRequestToken: 't' })),
    );
    // Only a request that really waits answers with a promise; every other reply comes at once.
    expect(inFlight).toBeInstanceOf(Promise);
    const plainWrite = fails(engine, 'PutItem', {
      TableName: 'accounts',
      Item: { id: S('a'), balance: N(0) },
    });
    expect(plainWrite).toMatchObject({
      type: 'TransactionConflictException',
      message: 'Transaction is ongoing for the item',
    });
    const otherTransaction = fails(engine, 'TransactWriteItems', transfer('b', 'a', 1));
    expect(otherTransaction.body.CancellationReasons).toEqual([
      { Code: 'TransactionConflict', Message: 'Transaction is ongoing for the item' },
      { Code: 'TransactionConflict', Message: 'Transaction is ongoing for the item' },
    ]);
    const repeat = dispatchAsync(
      engine,
      'DynamoDB_20120810.TransactWriteItems',
      JSON.stringify(transfer('a', 'b', 10, { ClientRequestToken: 't' })),
    );
    if (repeat instanceof Promise) throw new Error('a refused transaction answered with a promise');
    expect(JSON.parse(repeat.body).__type).toMatch(/TransactionInProgressException$/);
    // Reads see the last committed state while the transaction is in flight.
    expect(balance(engine, 'a')).toBe(100);
    const read = fails(engine, 'TransactGetItems', {
      TransactItems: [{ Get: { TableName: 'accounts', Key: { id: S('a') } } }],
    });
    expect(read.body.CancellationReasons).toEqual([
      { Code: 'TransactionConflict', Message: 'Transaction is ongoing for the item' },
    ]);
    const batch = ok(engine, 'BatchWriteItem', {
      RequestItems: { accounts: [{ PutRequest: { Item: { id: S('b'), balance: N(0) } } }] },
    });
    expect(Object.keys(batch.UnprocessedItems as object)).toEqual(['accounts']);
    engine.advance(50);
    expect((await inFlight).status).toBe(200);
    expect([balance(engine, 'a'), balance(engine, 'b')]).toEqual([90, 60]);
    ok(engine, 'PutItem', { TableName: 'accounts', Item: { id: S('a'), balance: N(0) } });
    // CloudWatch's TransactionConflict counts each refused item-level request: the plain write, the
    // other transaction's two actions, the transactional read and the batch's item.
    engine.advance(1000);
    const { metrics } = engine.capacity.snapshot(engine.tables.get('accounts')!).table;
    expect(metrics.TransactionConflict.reduce((sum, count) => sum + count, 0)).toBe(5);
  });
});

describe('the 4 MB transaction payload', () => {
  // Alternator's test_transact.py (run against DynamoDB): the limit is on what the request carries.
  // Capacity is not enforced: 5 MB of writes in one simulated second would be throttled first.
  const big = (id: string) => ({ id: S(id), filler: S('x'.repeat(100_000)) });
  const unthrottled = () => bank({ capacity: { enforce: false } });

  it('lets a small transaction delete more than 4 MB of stored items', () => {
    const engine = unthrottled();
    const ids = Array.from({ length: 50 }, (_, i) => `big${i}`);
    for (const id of ids) ok(engine, 'PutItem', { TableName: 'accounts', Item: big(id) });
    ok(engine, 'TransactWriteItems', {
      TransactItems: ids.map((id) => ({ Delete: { TableName: 'accounts', Key: { id: S(id) } } })),
    });
    expect(ok(engine, 'Scan', { TableName: 'accounts', Select: 'COUNT' }).Count).toBe(2);
  });

  it('refuses more than 4 MB of puts or expression values, writing nothing', () => {
    const engine = unthrottled();
    const puts = Array.from({ length: 50 }, (_, i) => ({
      Put: { TableName: 'accounts', Item: big(`p${i}`) },
    }));
    const refusal = fails(engine, 'TransactWriteItems', { TransactItems: puts });
    expect([refusal.type, refusal.message]).toEqual([
      'ValidationException',
      'Transaction payload size cannot exceed 4 MB',
    ]);
    const updates = Array.from({ length: 50 }, (_, i) => ({
      Update: {
        TableName: 'accounts',
        Key: { id: S(`u${i}`) },
        UpdateExpression: 'SET filler = :f',
        ExpressionAttributeValues: { ':f': big('').filler },
      },
    }));
    expect(fails(engine, 'TransactWriteItems', { TransactItems: updates }).message).toBe(
      'Transaction payload size cannot exceed 4 MB',
    );
    expect(ok(engine, 'Scan', { TableName: 'accounts', Select: 'COUNT' }).Count).toBe(2);
    ok(engine, 'TransactWriteItems', { TransactItems: puts.slice(0, 30) });
  });

  it('refuses a TransactGetItems of more than 4 MB of items, whole items even when projected', () => {
    // The API reference: DynamoDB rejects the entire request when the items read exceed 4 MB.
    const engine = unthrottled();
    const ids = Array.from({ length: 50 }, (_, i) => `big${i}`);
    for (const id of ids) ok(engine, 'PutItem', { TableName: 'accounts', Item: big(id) });
    const gets = ids.map((id) => ({
      Get: { TableName: 'accounts', Key: { id: S(id) }, ProjectionExpression: 'id' },
    }));
    const refusal = fails(engine, 'TransactGetItems', { TransactItems: gets });
    expect([refusal.type, refusal.message]).toEqual([
      'ValidationException',
      'Transaction payload size cannot exceed 4 MB',
    ]);
    expect(ok(engine, 'TransactGetItems', { TransactItems: gets.slice(0, 30) }).Responses).toHaveLength(30);
  });
});

describe('TransactGetItems', () => {
  it('reads a consistent set at twice the strong read cost', () => {
    const engine = bank();
    const reply = ok(engine, 'TransactGetItems', {
      TransactItems: [
        { Get: { TableName: 'accounts', Key: { id: S('a') }, ProjectionExpression: 'balance' } },
        { Get: { TableName: 'accounts', Key: { id: S('zzz') } } },
      ],
      ReturnConsumedCapacity: 'TOTAL',
    });
    expect(reply.Responses).toEqual([{ Item: { balance: N(100) } }, {}]);
    expect(reply.ConsumedCapacity).toEqual([
      { TableName: 'accounts', CapacityUnits: 4, ReadCapacityUnits: 4 },
    ]);
  });
});
