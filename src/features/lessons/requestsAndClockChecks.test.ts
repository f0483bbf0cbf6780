/**
 * Lessons 2–6 as a third reviewer walked them: a username guard that tests another attribute than the
 * key, an index that passed without the Query the task ends with, views sent as transactions told
 * apart from UpdateItems, a clean-up undone by stepping the clock, and what a cancelled transaction
 * costs.
 */
import { describe, expect, it } from 'vitest';
import { lessons } from '../../../lessons/catalog.ts';
import { afterLearner, exercise, solutionOf, START_MS } from '../../../test/helpers/lessonSandbox.ts';
import { clockText } from './checkHelpers.ts';
import { checkExercise } from './exerciseRunner.ts';
import { createIndexCall } from './lessonCalls.ts';
import type { LessonCall } from './lessonTypes.ts';

const usernames = exercise('02-conditional-writes', 'unique-usernames');
const byStatus = exercise('03-secondary-indexes', 'orders-by-status');
const sharding = exercise('05-hot-partitions', 'shard-the-counter');
const cleanUp = exercise('06-time-to-live', 'clean-up-expired');

const HOUR = 3600;
const START = Math.floor(START_MS / 1000);

describe('lesson 2: the username guard must test the key', () => {
  /** A claim guarded by `condition`, with `names` for its placeholders. */
  const claim = (name: string, condition: string, names: Record<string, string>): LessonCall => ({
    operation: 'PutItem',
    body: {
      TableName: 'usernames',
      Item: { PK: { S: `USERNAME#${name}` }, owner: { S: 'CUSTOMER#7' } },
      ConditionExpression: condition,
      ExpressionAttributeNames: names,
    },
  });
  const byOwner = (name: string) => claim(name, 'attribute_not_exists(#o)', { '#o': 'owner' });
  const byKey = (name: string) => claim(name, 'attribute_not_exists(#k)', { '#k': 'PK' });
  const refused = (call: LessonCall): LessonCall => ({
    ...call,
    expectError: 'ConditionalCheckFailedException',
  });

  it('attribute_not_exists(#o), #o = owner, refuses ada only by her owner: it does not pass', async () => {
    const engine = await afterLearner(usernames, [byOwner('grace'), refused(byOwner('ada'))]);
    expect(await checkExercise(engine, usernames)).toEqual({
      passed: false,
      feedback:
        'grace belongs to CUSTOMER#7 and ada is still CUSTOMER#42’s, but your refused put was guarded by attribute_not_exists(owner), which does not test the key, so it does not ask whether the username is taken. attribute_not_exists(PK) is false whenever an item with this key exists: Set up and guard with that.',
    });
  });

  it('a grace claimed by the owner guard is named even when ada was refused by the key', async () => {
    const engine = await afterLearner(usernames, [byOwner('grace'), refused(byKey('ada'))]);
    expect((await checkExercise(engine, usernames)).feedback).toMatch(
      /^grace belongs to CUSTOMER#7 and ada is still CUSTOMER#42’s, but your successful put was guarded by attribute_not_exists\(owner\),/,
    );
  });

  it('the key behind a placeholder, and the reference solution, pass', async () => {
    const placeholder = await afterLearner(usernames, [byKey('grace'), refused(byKey('ada'))]);
    expect(await checkExercise(placeholder, usernames)).toMatchObject({ passed: true });
    const solved = await afterLearner(usernames, solutionOf(usernames));
    expect(await checkExercise(solved, usernames)).toMatchObject({ passed: true });
  });
});

describe('lesson 3: by-status must be queried for the PENDING orders', () => {
  const createIndex = createIndexCall('app', { name: 'by-status', hash: 'status', range: 'SK' });
  const query = (body: Record<string, unknown>): LessonCall => ({
    operation: 'Query',
    body: { TableName: 'app', ...body },
  });
  const byStatusFor = (status: string) =>
    query({
      IndexName: 'by-status',
      KeyConditionExpression: '#s = :s',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':s': { S: status } },
    });

  it('an ACTIVE index with no Query of the learner’s does not pass, and says what to send', async () => {
    const engine = await afterLearner(byStatus, [createIndex]);
    expect(await checkExercise(engine, byStatus)).toEqual({
      passed: false,
      feedback:
        'by-status is ACTIVE. Now query it for the PENDING orders in the Console: a Query on app with "IndexName": "by-status" and the key condition #s = :s, :s being PENDING. This check reads its result.',
    });
  });

  it('a Query of the table, or of the SHIPPED orders, is named for what it read', async () => {
    const table = await afterLearner(byStatus, [
      createIndex,
      query({
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': { S: 'CUSTOMER#42' } },
      }),
    ]);
    expect((await checkExercise(table, byStatus)).feedback).toBe(
      'Your latest Query on app read the table itself: add "IndexName": "by-status", so that the key condition can name status.',
    );
    const shipped = await afterLearner(byStatus, [createIndex, byStatusFor('SHIPPED')]);
    expect((await checkExercise(shipped, byStatus)).feedback).toBe(
      'Your latest Query on by-status returned SHIPPED orders: the exercise asks for the PENDING ones, so :s is {"S": "PENDING"}.',
    );
    const lowercase = await afterLearner(byStatus, [createIndex, byStatusFor('pending')]);
    expect((await checkExercise(lowercase, byStatus)).feedback).toMatch(
      /^Your latest Query on by-status returned no items: ask for status = PENDING, in capitals/,
    );
  });

  it('PENDING asked for, but a sort key condition that left every order out, is named as such', async () => {
    const engine = await afterLearner(byStatus, [
      createIndex,
      query({
        IndexName: 'by-status',
        KeyConditionExpression: '#s = :s AND begins_with(SK, :m)',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':s': { S: 'PENDING' }, ':m': { S: 'ORDER#1999' } },
      }),
    ]);
    expect((await checkExercise(engine, byStatus)).feedback).toBe(
      'Your latest Query on by-status returned no items, though it asks for PENDING: a condition on the sort key left every PENDING order out. The key condition on status alone lists them all.',
    );
  });

  it('the reference solution, which ends with the Query, passes', async () => {
    const solution = solutionOf(byStatus);
    expect(solution.at(-1)).toMatchObject({ operation: 'Query', body: { IndexName: 'by-status' } });
    const engine = await afterLearner(byStatus, solution);
    expect(await checkExercise(engine, byStatus)).toEqual({
      passed: true,
      feedback: 'by-status is ACTIVE: one Query returns the 3 PENDING orders of every customer.',
    });
  });
});

describe('lesson 5: views sent as transactions are named as such', () => {
  const PICKS = '14159265358979323846264338327950288419716939937510';
  /** One view as a transaction of a single Update, which adds 1 just as the UpdateItem does. */
  const viewInTransaction = (shard: string): LessonCall => ({
    operation: 'TransactWriteItems',
    body: {
      TransactItems: [
        {
          Update: {
            TableName: 'counters',
            Key: { PK: { S: `COUNTER#views#${shard}` } },
            UpdateExpression: 'ADD #c :one',
            ExpressionAttributeNames: { '#c': 'count' },
            ExpressionAttributeValues: { ':one': { N: '1' } },
          },
        },
      ],
    },
  });

  it('fifty single-Update TransactWriteItems are named, with what they cost', async () => {
    const engine = await afterLearner(sharding, [...PICKS].map(viewInTransaction));
    expect(await checkExercise(engine, sharding)).toEqual({
      passed: false,
      feedback:
        'The shards add up to 50, but 50 views were written with TransactWriteItems. A transaction costs twice the write units of the same UpdateItem (DynamoDB writes each of its items twice, to prepare and to commit), and one counter’s view needs none of what it buys. The task asks for one UpdateItem per view, "ADD #c :one" with :one = 1. Set up to start again.',
    });
  });

  it('thirty-five UpdateItems and fifteen transactions say how many of each', async () => {
    const solution = solutionOf(sharding);
    const engine = await afterLearner(sharding, [
      ...solution.slice(0, 35),
      ...[...PICKS.slice(35, 50)].map(viewInTransaction),
    ]);
    expect((await checkExercise(engine, sharding)).feedback).toMatch(
      /^The shards add up to 50, but 15 views were written with TransactWriteItems, and only 35 with UpdateItem\. A transaction costs twice/,
    );
    const solved = await afterLearner(sharding, solution);
    expect(await checkExercise(solved, sharding)).toMatchObject({ passed: true });
  });
});

describe('lesson 6: a finished clean-up stays finished as the clock runs on', () => {
  it('the reference solution still passes two hours later, naming b1 as left to TTL', async () => {
    const engine = await afterLearner(cleanUp, solutionOf(cleanUp));
    expect(await checkExercise(engine, cleanUp)).toMatchObject({ passed: true });
    await engine.advanceClock(2 * HOUR);
    const b1 = await engine.call('GetItem', {
      TableName: 'sessions',
      Key: { PK: { S: 'SESSION#b1' } },
      ConsistentRead: true,
    });
    // TTL deletes an expired session 10 minutes to 48 hours after it expires; the sandbox's seeded
    // deleter has not reached b1 an hour after its expiry, so the check sees it still stored.
    expect(b1.ok ? b1.reply.Item : undefined).toBeDefined();
    expect(await checkExercise(engine, cleanUp)).toEqual({
      passed: true,
      feedback: `The two sessions that had expired are gone and SESSION#b2, still live, stays. SESSION#b1 expired later, at ${clockText(START + HOUR)}, after your last delete: that is left to TTL, and until it deletes it, reads that cannot wait filter on expiresAt.`,
    });
  });

  it('a clean-up that left a2 still fails two hours later, for a2 alone', async () => {
    const [deleteA1] = solutionOf(cleanUp);
    const engine = await afterLearner(cleanUp, [deleteA1]);
    const now = await engine.clockSeconds();
    expect((await checkExercise(engine, cleanUp)).feedback).toBe(
      `SESSION#a2 expired at or before ${clockText(now)} but is still stored.`,
    );
    await engine.advanceClock(2 * HOUR);
    const a2 = await engine.call('GetItem', {
      TableName: 'sessions',
      Key: { PK: { S: 'SESSION#a2' } },
      ConsistentRead: true,
    });
    // a2 expired before the set-up and is still there (TTL has not taken it): it is still the gap.
    expect(a2.ok ? a2.reply.Item : undefined).toBeDefined();
    expect((await checkExercise(engine, cleanUp)).feedback).toBe(
      `SESSION#a2 expired at or before ${clockText(now + 2 * HOUR)} but is still stored.`,
    );
  });
});

describe('lesson 4: what a cancelled transaction costs', () => {
  it('the prose says AWS does not document it and the sandbox charges nothing, not that it consumes capacity', () => {
    const { prose, questions } = lessons.find((lesson) => lesson.slug === '04-transactions')!;
    expect(prose).not.toMatch(/cancelled transaction still consumes capacity/i);
    expect(prose).toContain(
      'AWS does not document what a cancelled transaction costs, and the sandbox charges nothing for one. Retries do cost: AWS asks you to plan for the capacity that retried transactions consume.',
    );
    // No self-check answer may say otherwise.
    for (const { answer } of questions) expect(answer).not.toMatch(/cancel[\s\S]*(consum|charg|cost)/i);
  });
});
