import { describe, expect, it } from 'vitest';
import { asLearner, exercise, freshEngine, setUp, solutionOf } from '../../../test/helpers/lessonSandbox.ts';
import { checkExercise } from './exerciseRunner.ts';

describe('lesson 1 checks name the mistake', () => {
  it('a table keyed by the wrong attributes is reported by name', async () => {
    const engine = freshEngine();
    const createApp = exercise('01-keys-and-item-collections', 'create-app-table');
    await setUp(engine, createApp);
    await asLearner(engine, [
      {
        operation: 'CreateTable',
        body: {
          TableName: 'app',
          BillingMode: 'PAY_PER_REQUEST',
          KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
          AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
        },
      },
    ]);
    expect(await checkExercise(engine, createApp)).toEqual({
      passed: false,
      feedback:
        'The partition key is id; it should be PK. A table’s key cannot be changed: delete app and create it again.',
    });
  });

  it('a table without a sort key is to be made again, not given one', async () => {
    const engine = freshEngine();
    const createApp = exercise('01-keys-and-item-collections', 'create-app-table');
    await setUp(engine, createApp);
    await asLearner(engine, [
      {
        operation: 'CreateTable',
        body: {
          TableName: 'app',
          BillingMode: 'PAY_PER_REQUEST',
          KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
          AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }],
        },
      },
    ]);
    expect((await checkExercise(engine, createApp)).feedback).toBe(
      'The table has no sort key. A table’s key cannot be changed: delete app and create it again, with SK as its sort key (KeyType RANGE).',
    );
  });

  it('a provisioned app is switched to on-demand, not made again', async () => {
    const engine = freshEngine();
    const createApp = exercise('01-keys-and-item-collections', 'create-app-table');
    await setUp(engine, createApp);
    const [create] = solutionOf(createApp);
    const { BillingMode: _onDemand, ...provisioned } = create.body;
    await asLearner(engine, [
      {
        operation: 'CreateTable',
        body: { ...provisioned, ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 5 } },
      },
    ]);
    expect((await checkExercise(engine, createApp)).feedback).toBe(
      'The table works, but the exercise asks for on-demand capacity (PAY_PER_REQUEST). UpdateTable with "BillingMode": "PAY_PER_REQUEST" switches it; the key stays as it is.',
    );
    await asLearner(engine, [
      { operation: 'UpdateTable', body: { TableName: 'app', BillingMode: 'PAY_PER_REQUEST' } },
    ]);
    expect((await checkExercise(engine, createApp)).passed).toBe(true);
  });

  it('a table still CREATING is not yet passed, and says so', async () => {
    const engine = freshEngine();
    const createApp = exercise('01-keys-and-item-collections', 'create-app-table');
    await engine.call('CreateTable', solutionOf(createApp)[0].body);
    const verdict = await checkExercise(engine, createApp);
    expect(verdict.passed).toBe(false);
    expect(verdict.feedback).toMatch(/^app is CREATING/);
  });

  it('orders whose sort keys do not start with the date are refused', async () => {
    const engine = freshEngine();
    const collection = exercise('01-keys-and-item-collections', 'customer-collection');
    await setUp(engine, collection);
    await asLearner(engine, [
      ...solutionOf(collection),
      {
        operation: 'PutItem',
        body: { TableName: 'app', Item: { PK: { S: 'CUSTOMER#42' }, SK: { S: 'ORDER#A18' } } },
      },
    ]);
    expect((await checkExercise(engine, collection)).feedback).toMatch(/^ORDER#A18 does not follow/);
  });

  it('an order key with its date but no order id is named for the collision it invites', async () => {
    const engine = freshEngine();
    const collection = exercise('01-keys-and-item-collections', 'customer-collection');
    await setUp(engine, collection);
    await asLearner(engine, [
      ...solutionOf(collection),
      {
        operation: 'PutItem',
        body: { TableName: 'app', Item: { PK: { S: 'CUSTOMER#42' }, SK: { S: 'ORDER#2026-12-01' } } },
      },
    ]);
    expect((await checkExercise(engine, collection)).feedback).toBe(
      'ORDER#2026-12-01 has a date but no order id after it: two orders of one day would get the same key, and the second PutItem would replace the first. Put it again as ORDER#2026-12-01#<order id>, and delete this one.',
    );
  });

  it("a query result is judged from the learner's latest Query on the table", async () => {
    const engine = freshEngine();
    const newest = exercise('01-keys-and-item-collections', 'orders-newest-first');
    await setUp(engine, newest);
    expect((await checkExercise(engine, newest)).feedback).toBe(
      'Run a Query on app in the Console first: this exercise checks its result.',
    );
    const [query] = solutionOf(newest);
    const body = query.body as Record<string, unknown>;
    const whole = {
      TableName: 'app',
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': { S: 'CUSTOMER#42' } },
    };
    await asLearner(engine, [{ operation: 'Query', body: whole }]);
    expect((await checkExercise(engine, newest)).feedback).toMatch(/returned the profile too/);
    await asLearner(engine, [{ operation: 'Query', body: { ...body, ScanIndexForward: true } }]);
    expect((await checkExercise(engine, newest)).feedback).toBe(
      'The orders came back oldest first: add "ScanIndexForward": false.',
    );
    await asLearner(engine, [query]);
    expect((await checkExercise(engine, newest)).passed).toBe(true);
    // Only the newest Query counts: a later one that misses the goal takes the pass back.
    await asLearner(engine, [{ operation: 'Query', body: { ...body, Limit: 1 } }]);
    expect((await checkExercise(engine, newest)).feedback).toMatch(/returned 1 of the 3 orders/);
  });
});
