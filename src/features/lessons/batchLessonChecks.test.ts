import { describe, expect, it } from 'vitest';
import { asLearner, exercise, freshEngine, setUp, solutionOf } from '../../../test/helpers/lessonSandbox.ts';
import { checkExercise } from './exerciseRunner.ts';
import type { LessonCall } from './lessonTypes.ts';

const refresh = exercise('08-batch-operations', 'refresh-catalog');
const cart = exercise('08-batch-operations', 'cart-in-one-request');

type WriteRequest = { PutRequest?: { Item: Record<string, { S?: string }> }; DeleteRequest?: unknown };

/** The reference batch of the catalog exercise, with its write requests changed by `edit`. */
function catalogBatch(edit: (writes: WriteRequest[]) => WriteRequest[]): LessonCall {
  const body = structuredClone(solutionOf(refresh)[0].body) as { RequestItems: { products: WriteRequest[] } };
  body.RequestItems.products = edit(body.RequestItems.products);
  return { operation: 'BatchWriteItem', body };
}

const putOf = (writes: WriteRequest[], pk: string) =>
  writes.find((write) => write.PutRequest?.Item.PK.S === pk)!.PutRequest!;

/** The reference BatchGetItem of the cart exercise, with its products entry changed by `edit`. */
function cartRead(edit: (products: Record<string, unknown>) => Record<string, unknown>): LessonCall {
  const body = structuredClone(solutionOf(cart)[0].body) as {
    RequestItems: { products: Record<string, unknown> };
  };
  body.RequestItems.products = edit(body.RequestItems.products);
  return { operation: 'BatchGetItem', body };
}

describe('the batch lesson’s checks name the mistake', () => {
  it('a catalog batch is judged by what it left in the table', async () => {
    const engine = freshEngine();
    await setUp(engine, refresh);
    expect((await checkExercise(engine, refresh)).feedback).toBe(
      'PRODUCT#p02 is still in the catalog: add a DeleteRequest for it.',
    );
    // The same key twice refuses the whole batch, as the lesson says: nothing changes.
    const twice = catalogBatch((writes) => [
      ...writes,
      { DeleteRequest: { Key: { PK: { S: 'PRODUCT#p04' } } } },
    ]);
    expect(await asLearner(engine, [twice])).toEqual({
      ok: false,
      message: 'ValidationException: Provided list of item keys contains duplicates',
    });
    expect((await checkExercise(engine, refresh)).feedback).toMatch(/^PRODUCT#p02 is still in the catalog/);

    // A put with only the new price replaces the whole cup.
    await asLearner(engine, [
      catalogBatch((writes) => {
        putOf(writes, 'PRODUCT#p01').Item = { PK: { S: 'PRODUCT#p01' }, price: { N: '8' } } as never;
        return writes;
      }),
    ]);
    expect((await checkExercise(engine, refresh)).feedback).toBe(
      'PRODUCT#p01 has the new price but lost its name and stock: a PutRequest replaces the whole item, so send every attribute along with the price.',
    );

    await setUp(engine, refresh);
    await asLearner(engine, [
      catalogBatch((writes) => {
        (putOf(writes, 'PRODUCT#p05').Item as Record<string, unknown>).price = { N: '40' };
        return writes.filter((write) => write.PutRequest?.Item.PK.S !== 'PRODUCT#p08');
      }),
    ]);
    expect((await checkExercise(engine, refresh)).feedback).toBe(
      'PRODUCT#p05 has price 40; it should be 45.',
    );
    await asLearner(engine, [
      catalogBatch((writes) => writes.filter((write) => write.PutRequest?.Item.PK.S === 'PRODUCT#p05')),
    ]);
    expect((await checkExercise(engine, refresh)).feedback).toBe(
      'PRODUCT#p08 is not in the catalog yet: add a PutRequest for it.',
    );
    // A second batch finishes the job: still a pass, with a word about the limit.
    await asLearner(engine, [
      catalogBatch((writes) => writes.filter((write) => write.PutRequest?.Item.PK.S === 'PRODUCT#p08')),
    ]);
    expect(await checkExercise(engine, refresh)).toEqual({
      passed: true,
      feedback:
        'All 8 changes made with BatchWriteItem, in 3 requests. They would fit in one: a batch takes up to 25.',
    });
  });

  it('a change made outside a batch is refused, and one batch passes', async () => {
    const engine = freshEngine();
    await setUp(engine, refresh);
    const [batch] = solutionOf(refresh);
    await asLearner(engine, [
      batch,
      {
        operation: 'UpdateItem',
        body: {
          TableName: 'products',
          Key: { PK: { S: 'PRODUCT#p01' } },
          UpdateExpression: 'SET price = :p',
          ExpressionAttributeValues: { ':p': { N: '8' } },
        },
      },
    ]);
    expect((await checkExercise(engine, refresh)).feedback).toBe(
      'PRODUCT#p01 was last changed with UpdateItem: make every change with BatchWriteItem, which has no update — put the whole item.',
    );

    await setUp(engine, refresh);
    await asLearner(engine, [batch]);
    expect(await checkExercise(engine, refresh)).toEqual({
      passed: true,
      feedback:
        'All 8 changes in one BatchWriteItem: one round trip instead of 8, for the same 8 write units.',
    });
  });

  it('a cart read is judged from the latest BatchGetItem', async () => {
    const engine = freshEngine();
    await setUp(engine, cart);
    expect((await checkExercise(engine, cart)).feedback).toBe(
      'Run a BatchGetItem in the Console first: this exercise checks its result.',
    );
    const keys = (cartRead((products) => products).body.RequestItems as { products: { Keys: unknown[] } })
      .products.Keys;
    // A repeated key refuses a BatchGetItem as it does a batch write.
    expect(
      await asLearner(engine, [cartRead((products) => ({ ...products, Keys: [...keys, keys[0]] }))]),
    ).toEqual({
      ok: false,
      message: 'ValidationException: Provided list of item keys contains duplicates',
    });
    expect((await checkExercise(engine, cart)).feedback).toBe(
      'Your latest BatchGetItem failed: fix it and run it again.',
    );
    await asLearner(engine, [cartRead((products) => ({ ...products, ProjectionExpression: '#n, price' }))]);
    expect((await checkExercise(engine, cart)).feedback).toBe(
      'The products came back without PK, so you cannot tell which is which: a batch answers in no particular order. Keep PK in the ProjectionExpression.',
    );
    await asLearner(engine, [
      cartRead((products) => ({ ...products, Keys: [keys[0], keys[2], { PK: { S: 'PRODUCT#p05' } }] })),
    ]);
    expect((await checkExercise(engine, cart)).feedback).toBe(
      'PRODUCT#p06 is not in the reply: add its key under products.',
    );
    await asLearner(engine, [
      cartRead((products) => ({ ...products, Keys: [...keys, { PK: { S: 'PRODUCT#p05' } }] })),
    ]);
    expect((await checkExercise(engine, cart)).feedback).toBe(
      'The reply also holds PRODUCT#p05, which is not in the cart.',
    );
    await asLearner(engine, [cartRead((products) => ({ Keys: products.Keys, ConsistentRead: true }))]);
    expect((await checkExercise(engine, cart)).feedback).toBe(
      'The products came back with stock and description: ask for just PK, name and price with a ProjectionExpression under products (name needs a placeholder).',
    );
    await asLearner(engine, [cartRead(({ ConsistentRead: _strong, ...products }) => products)]);
    expect((await checkExercise(engine, cart)).feedback).toBe(
      'The products were read eventually consistent: add "ConsistentRead": true under products. The profile can stay as it is.',
    );
    await asLearner(engine, solutionOf(cart));
    expect((await checkExercise(engine, cart)).passed).toBe(true);
  });

  it('a cart read without the profile, or without the products, says which table is missing', async () => {
    const engine = freshEngine();
    await setUp(engine, cart);
    const { app, products } = (solutionOf(cart)[0].body as { RequestItems: Record<string, unknown> })
      .RequestItems;
    await asLearner(engine, [{ operation: 'BatchGetItem', body: { RequestItems: { products } } }]);
    expect((await checkExercise(engine, cart)).feedback).toBe(
      'Your latest BatchGetItem did not read from app: add the profile’s key (PK CUSTOMER#42, SK PROFILE) under app.',
    );
    await asLearner(engine, [
      {
        operation: 'BatchGetItem',
        body: {
          RequestItems: { app: { Keys: [{ PK: { S: 'CUSTOMER#42' }, SK: { S: 'profile' } }] }, products },
        },
      },
    ]);
    expect((await checkExercise(engine, cart)).feedback).toBe(
      'The reply has no profile of CUSTOMER#42: its key is PK CUSTOMER#42 and SK PROFILE.',
    );
    await asLearner(engine, [{ operation: 'BatchGetItem', body: { RequestItems: { app } } }]);
    expect((await checkExercise(engine, cart)).feedback).toBe(
      'Your latest BatchGetItem did not read from products: add the three cart products’ keys under products.',
    );
    // What the pass says about cost is what DynamoDB charges for this read.
    const [read] = solutionOf(cart);
    const charged = await engine.call('BatchGetItem', { ...read.body, ReturnConsumedCapacity: 'TOTAL' });
    expect(charged.ok && charged.reply.ConsumedCapacity).toEqual([
      { TableName: 'app', CapacityUnits: 0.5 },
      { TableName: 'products', CapacityUnits: 3 },
    ]);
    await asLearner(engine, [read]);
    expect((await checkExercise(engine, cart)).feedback).toBe(
      'Four items from two tables in one round trip: the prices strongly consistent and trimmed to PK, name and price, the profile eventually consistent. It costs 3 × 1 + 0.5 = 3.5 read units, as four GetItems would.',
    );
  });
});
