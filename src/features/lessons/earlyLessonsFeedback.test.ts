/**
 * Lessons 1, 3, 4 and 6 as a reviewer walked them: a Query that filters instead of narrowing its key,
 * one that projects, a PartiQL SELECT; transactions asked for and not sent; a Check before Set up; and
 * a wrong TTL attribute or index projection, whose feedback must say how to get out, truthfully.
 */
import { describe, expect, it } from 'vitest';
import {
  asLearner,
  exercise,
  freshEngine,
  setUp,
  solutionOf,
  solve,
} from '../../../test/helpers/lessonSandbox.ts';
import { checkExercise } from './exerciseRunner.ts';
import { createIndexCall } from './lessonCalls.ts';
import type { Exercise, LessonCall } from './lessonTypes.ts';

const SET_UP_FIRST = 'press Set up first, it builds this exercise’s starting state.';

async function afterLearner(item: Exercise, calls: readonly LessonCall[]) {
  const engine = freshEngine();
  expect(await setUp(engine, item)).toEqual({ ok: true });
  expect(await asLearner(engine, calls)).toEqual({ ok: true });
  return engine;
}

describe('lesson 1: only the orders, newest first', () => {
  const newest = exercise('01-keys-and-item-collections', 'orders-newest-first');
  const query = (body: Record<string, unknown>): LessonCall => ({
    operation: 'Query',
    body: {
      TableName: 'app',
      ExpressionAttributeValues: { ':pk': { S: 'CUSTOMER#42' }, ':prefix': { S: 'ORDER#' } },
      ScanIndexForward: false,
      ...body,
    },
  });

  it('a FilterExpression that drops the profile is not the key condition asked for', async () => {
    // A filter cannot test a key attribute: it tells the orders by their total.
    const filtered = query({
      KeyConditionExpression: 'PK = :pk',
      FilterExpression: 'attribute_exists(#t)',
      ExpressionAttributeNames: { '#t': 'total' },
      ExpressionAttributeValues: { ':pk': { S: 'CUSTOMER#42' } },
    });
    const verdict = await checkExercise(await afterLearner(newest, [filtered]), newest);
    expect(verdict).toEqual({
      passed: false,
      feedback:
        'Your latest Query’s filter dropped 1 item that DynamoDB had already read and charged for. Choose the orders with the key condition alone: PK = :pk AND begins_with(SK, :prefix), and leave the filter out.',
    });
  });

  it('orders left out by the key condition are named; by a Limit, Limit is', async () => {
    const narrow = query({
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': { S: 'CUSTOMER#42' }, ':prefix': { S: 'ORDER#2026-1' } },
    });
    expect((await checkExercise(await afterLearner(newest, [narrow]), newest)).feedback).toBe(
      'Your latest Query returned 2 of the 3 orders: its key condition left out ORDER#2026-09-14#A02. Every order’s sort key starts with ORDER#: begins_with(SK, :prefix) with that prefix keeps them all.',
    );
    const limited = query({ KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)', Limit: 2 });
    expect((await checkExercise(await afterLearner(newest, [limited]), newest)).feedback).toBe(
      'Your latest Query returned 2 of the 3 orders: leave Limit out.',
    );
  });

  it('a Query that projects SK without PK is judged by its sort keys', async () => {
    const projected = query({
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ProjectionExpression: 'SK, #t',
      ExpressionAttributeNames: { '#t': 'total' },
    });
    expect(await checkExercise(await afterLearner(newest, [projected]), newest)).toMatchObject({
      passed: true,
    });
    const oldestFirst = { ...projected, body: { ...projected.body, ScanIndexForward: true } };
    expect((await checkExercise(await afterLearner(newest, [oldestFirst]), newest)).feedback).toBe(
      'The orders came back oldest first: add "ScanIndexForward": false.',
    );
  });

  it('a Query that projects neither key says it cannot tell the items apart', async () => {
    const totals = query({
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ProjectionExpression: '#t',
      ExpressionAttributeNames: { '#t': 'total' },
    });
    expect((await checkExercise(await afterLearner(newest, [totals]), newest)).feedback).toBe(
      'Your latest Query returned items without SK, so the check cannot tell which they are: add SK to the ProjectionExpression, or leave it out.',
    );
  });

  it('a PartiQL SELECT is named as not judged', async () => {
    const select: LessonCall = {
      operation: 'ExecuteStatement',
      body: {
        Statement: `SELECT * FROM "app" WHERE PK = 'CUSTOMER#42' AND begins_with(SK, 'ORDER#') ORDER BY SK DESC`,
      },
    };
    const note =
      ' Your PartiQL SELECT is not judged here: this exercise reads Query requests, so send those (JSON, AWS CLI or JavaScript mode).';
    expect((await checkExercise(await afterLearner(newest, [select]), newest)).feedback).toBe(
      `Run a Query on app in the Console first: this exercise checks its result.${note}`,
    );
    // After a Query that is still wrong too, the SELECT sent since is named under its feedback.
    const ascending: LessonCall = {
      operation: 'Query',
      body: { ...(solutionOf(newest)[0].body as object), ScanIndexForward: true },
    };
    expect((await checkExercise(await afterLearner(newest, [ascending, select]), newest)).feedback).toBe(
      `The orders came back oldest first: add "ScanIndexForward": false.${note}`,
    );
  });
});

describe('lesson 4 wants guarded writes in one transaction', () => {
  const together = exercise('04-transactions', 'register-together');
  const cancelled = exercise('04-transactions', 'all-or-nothing');
  const [registration] = solutionOf(together);
  const puts = (registration.body.TransactItems as { Put: Record<string, unknown> }[]).map(
    ({ Put }): LessonCall => ({ operation: 'PutItem', body: Put }),
  );
  const unguarded = puts.map(({ body: { ConditionExpression: _condition, ...body } }) => ({
    operation: 'PutItem',
    body,
  }));

  it('two puts without conditions do not pass', async () => {
    expect((await checkExercise(await afterLearner(together, unguarded), together)).feedback).toBe(
      'CUSTOMER#9 is registered, but by a write with no condition: it would replace a profile or a username claim that already exists. Set up and guard each Put with attribute_not_exists(PK).',
    );
    const unguardedTransaction: LessonCall = {
      operation: 'TransactWriteItems',
      body: { TransactItems: unguarded.map(({ body }) => ({ Put: body })) },
    };
    const verdict = await checkExercise(await afterLearner(together, [unguardedTransaction]), together);
    expect(verdict.feedback).toMatch(/^CUSTOMER#9 is registered, but by a write with no condition/);
  });

  it('two guarded puts, not in one transaction, do not pass', async () => {
    expect((await checkExercise(await afterLearner(together, puts), together)).feedback).toBe(
      'CUSTOMER#9 is registered, but not in one transaction: if the second write had failed, the first would stay. Set up and send both Puts in one TransactWriteItems.',
    );
    expect(await checkExercise(await afterLearner(together, [registration]), together)).toMatchObject({
      passed: true,
    });
  });

  it('a refused PutItem of its own is not the cancelled transaction the exercise asks to read', async () => {
    const [, free] = solutionOf(cancelled);
    const claimAda: LessonCall = {
      operation: 'PutItem',
      body: { ...puts[1].body, Item: { PK: { S: 'USERNAME#ada' }, owner: { S: 'CUSTOMER#10' } } },
      expectError: 'ConditionalCheckFailedException',
    };
    expect((await checkExercise(await afterLearner(cancelled, [claimAda, free]), cancelled)).feedback).toBe(
      'CUSTOMER#10 is registered as ada.b. The first half of the task is still open: Set up, send the registration transaction for ada, and read the CancellationReasons that come back.',
    );
  });
});

describe('Check before Set up says to press Set up, in one sentence', () => {
  it('lesson 3’s sparse index, on the app the first exercise left', async () => {
    const engine = freshEngine();
    const byStatus = exercise('03-secondary-indexes', 'orders-by-status');
    await setUp(engine, byStatus);
    await solve(engine, byStatus);
    await engine.advanceClock(60);
    expect(await checkExercise(engine, exercise('03-secondary-indexes', 'sparse-review-index'))).toEqual({
      passed: false,
      feedback: `app has no index named to-review: ${SET_UP_FIRST}`,
    });
  });

  it('lesson 6’s TTL, on a fresh sandbox', async () => {
    expect(await checkExercise(freshEngine(), exercise('06-time-to-live', 'enable-ttl'))).toEqual({
      passed: false,
      feedback: `There is no table named sessions yet: ${SET_UP_FIRST}`,
    });
  });
});

describe('a setting that cannot be changed in place says how to start over, and that works', () => {
  it('lesson 6: TTL on the wrong attribute', async () => {
    const ttl = exercise('06-time-to-live', 'enable-ttl');
    const enableOn = (AttributeName: string, Enabled = true): LessonCall => ({
      operation: 'UpdateTimeToLive',
      body: { TableName: 'sessions', TimeToLiveSpecification: { Enabled, AttributeName } },
    });
    const engine = await afterLearner(ttl, [enableOn('expiry')]);
    expect((await checkExercise(engine, ttl)).feedback).toBe(
      'TTL watches expiry; the sessions keep their expiry in expiresAt. While TTL is on, its attribute cannot change, and DynamoDB allows one TTL change an hour. Press Set up for a fresh sessions table, or step the clock an hour, disable TTL, step it another hour, and enable TTL on expiresAt.',
    );
    // What the sandbox refuses, as the feedback says, and the way it gives.
    expect(await engine.call('UpdateTimeToLive', enableOn('expiresAt').body)).toMatchObject({ ok: false });
    expect(await engine.call('UpdateTimeToLive', enableOn('expiry', false).body)).toMatchObject({
      ok: false,
    });
    await engine.advanceClock(3600);
    expect(await asLearner(engine, [enableOn('expiry', false)])).toEqual({ ok: true });
    expect((await checkExercise(engine, ttl)).feedback).toMatch(
      /^TTL is being disabled on sessions. DynamoDB allows one TTL change an hour/,
    );
    expect(await engine.call('UpdateTimeToLive', enableOn('expiresAt').body)).toMatchObject({ ok: false });
    await engine.advanceClock(3600);
    expect(await asLearner(engine, [enableOn('expiresAt')])).toEqual({ ok: true });
    await engine.advanceClock(5);
    const [, session] = (ttl.solution as (now: number) => LessonCall[])(await engine.clockSeconds());
    await asLearner(engine, [session]);
    expect(await checkExercise(engine, ttl)).toMatchObject({ passed: true });
  });

  it('lesson 6: TTL turned off within the hour says to step the clock before turning it on', async () => {
    const ttl = exercise('06-time-to-live', 'enable-ttl');
    const change = (Enabled: boolean): LessonCall => ({
      operation: 'UpdateTimeToLive',
      body: { TableName: 'sessions', TimeToLiveSpecification: { Enabled, AttributeName: 'expires' } },
    });
    const engine = await afterLearner(ttl, [change(true)]);
    await engine.advanceClock(3600);
    expect(await asLearner(engine, [change(false)])).toEqual({ ok: true });
    await engine.advanceClock(1800); // DISABLED by now, but not an hour after the change
    const { feedback } = await checkExercise(engine, ttl);
    expect(feedback).toMatch(/^TTL is not enabled on sessions: enable it on expiresAt/);
    expect(feedback).toContain('step the clock an hour first');
    const enableNow = await engine.call('UpdateTimeToLive', {
      TableName: 'sessions',
      TimeToLiveSpecification: { Enabled: true, AttributeName: 'expiresAt' },
    });
    expect(enableNow).toMatchObject({
      ok: false,
      message: 'Time to live has been modified multiple times within a fixed interval',
    });
  });

  it('lesson 3: an index that projects KEYS_ONLY', async () => {
    const byStatus = exercise('03-secondary-indexes', 'orders-by-status');
    const index = { name: 'by-status', hash: 'status', range: 'SK' };
    const keysOnly = createIndexCall('app', index);
    const create = keysOnly.body.GlobalSecondaryIndexUpdates as { Create: Record<string, unknown> }[];
    create[0].Create.Projection = { ProjectionType: 'KEYS_ONLY' };
    const engine = await afterLearner(byStatus, [keysOnly]);
    await engine.advanceClock(60);
    expect((await checkExercise(engine, byStatus)).feedback).toBe(
      'by-status projects KEYS_ONLY; the exercise asks for ALL. An index’s keys and projection cannot be changed: delete it with UpdateTable (GlobalSecondaryIndexUpdates: [{"Delete": {"IndexName": "by-status"}}]) and create it again once it is gone, or press Set up to start over.',
    );
    const remove: LessonCall = {
      operation: 'UpdateTable',
      body: { TableName: 'app', GlobalSecondaryIndexUpdates: [{ Delete: { IndexName: 'by-status' } }] },
    };
    expect(await asLearner(engine, [remove, createIndexCall('app', index)])).toEqual({ ok: true });
    await engine.advanceClock(60);
    // The rebuilt index passes once the learner has queried it, as the task asks.
    expect(await asLearner(engine, [solutionOf(byStatus).at(-1)!])).toEqual({ ok: true });
    expect(await checkExercise(engine, byStatus)).toMatchObject({ passed: true });
  });
});
