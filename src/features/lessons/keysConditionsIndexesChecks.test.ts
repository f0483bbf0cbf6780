/**
 * Lessons 1–3 as a second reviewer walked them: keys a check let through (a lowercase prefix, a date
 * that is no day), guards that test the wrong thing (no version, not the key), an index keyed by a
 * number, a status the lesson itself invites changing, and an item an update created by mistake.
 */
import { describe, expect, it } from 'vitest';
import { afterLearner, asLearner, exercise, solutionOf } from '../../../test/helpers/lessonSandbox.ts';
import { checkExercise } from './exerciseRunner.ts';
import { createIndexCall } from './lessonCalls.ts';
import type { LessonCall } from './lessonTypes.ts';

const collection = exercise('01-keys-and-item-collections', 'customer-collection');
const rename = exercise('02-conditional-writes', 'optimistic-rename');
const usernames = exercise('02-conditional-writes', 'unique-usernames');
const byStatus = exercise('03-secondary-indexes', 'orders-by-status');
const sparse = exercise('03-secondary-indexes', 'sparse-review-index');

const put = (TableName: string, Item: Record<string, unknown>, extra: object = {}): LessonCall => ({
  operation: 'PutItem',
  body: { TableName, Item, ...extra },
});
const customerItem = (sk: string) => put('app', { PK: { S: 'CUSTOMER#42' }, SK: { S: sk } });

describe('lesson 1: a customer and their orders', () => {
  const [profile, firstOrder] = solutionOf(collection);

  it('a lowercase order# prefix is named, not silently left out', async () => {
    const engine = await afterLearner(collection, [
      profile,
      firstOrder,
      customerItem('order#2026-11-15#B03'),
    ]);
    expect((await checkExercise(engine, collection)).feedback).toBe(
      'order#2026-11-15#B03 starts with order#, not ORDER#: sort keys are case-sensitive, so begins_with(SK, "ORDER#") does not find it, and lowercase letters sort after PROFILE. Put it again with the prefix in capitals and delete this one.',
    );
  });

  it.each(['ORDER#2026-99-99#A18', 'ORDER#2026-02-30#A18'])('%s is no day of the calendar', async (sk) => {
    const engine = await afterLearner(collection, [...solutionOf(collection), customerItem(sk)]);
    expect((await checkExercise(engine, collection)).feedback).toMatch(
      new RegExp(`^${sk} has no real date: ${sk.slice(6, 16)} is not a day of the calendar`),
    );
  });

  it('the pass message tells the collection as the Query returns it', async () => {
    const solved = await afterLearner(collection, solutionOf(collection));
    expect((await checkExercise(solved, collection)).feedback).toBe(
      'One Query on CUSTOMER#42 returns 3 items: 2 orders, oldest first, then the profile.',
    );
    const more = await afterLearner(collection, [
      ...solutionOf(collection),
      customerItem('ADDRESS#home'),
      customerItem('REVIEW#1'),
    ]);
    expect(await checkExercise(more, collection)).toEqual({
      passed: true,
      feedback:
        'One Query on CUSTOMER#42 returns 5 items: ADDRESS#home, then 2 orders, oldest first, then the profile, then REVIEW#1.',
    });
  });
});

describe('lesson 2: the guard must test what the exercise is about', () => {
  const [renameCall, staleCall] = solutionOf(rename);
  const PROFILE_KEY = { PK: { S: 'CUSTOMER#42' }, SK: { S: 'PROFILE' } };
  // The rename with its version test swapped for one that holds on any profile (:v goes: unused).
  const { ':v': _v, ...renameValues } = renameCall.body.ExpressionAttributeValues as Record<string, unknown>;
  const withoutVersion: LessonCall = {
    ...renameCall,
    body: {
      ...renameCall.body,
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: renameValues,
    },
  };
  // A refused write that has nothing to do with the version: a put of a profile that exists.
  const unrelatedRefusal: LessonCall = {
    ...put(
      'app',
      { ...PROFILE_KEY, name: { S: 'Ada X.' } },
      { ConditionExpression: 'attribute_not_exists(PK)' },
    ),
    expectError: 'ConditionalCheckFailedException',
  };

  it('a rename guarded by attribute_exists(PK), with some other write refused, does not pass', async () => {
    const engine = await afterLearner(rename, [withoutVersion, unrelatedRefusal]);
    expect((await checkExercise(engine, rename)).feedback).toBe(
      '"Ada L." at version 2, but your write was guarded by attribute_exists(PK), which does not look at ver: a writer still holding version 1 passes it too and overwrites the rename. Set up and guard the rename with ver = :v.',
    );
  });

  it('a refusal by another condition is not the stale writer turned away', async () => {
    const engine = await afterLearner(rename, [renameCall, unrelatedRefusal]);
    expect((await checkExercise(engine, rename)).feedback).toBe(
      '"Ada L." at version 2. Your refused write was turned away by attribute_not_exists(PK), not by the version. Now play the stale writer: send the same UpdateItem with "Ada K." and :v still 1, and see it refused.',
    );
  });

  it('ver behind a placeholder, or in a PartiQL WHERE, is a version check', async () => {
    const placeholder = (call: LessonCall): LessonCall => ({
      ...call,
      body: {
        ...call.body,
        ConditionExpression: '#ver = :v',
        ExpressionAttributeNames: { '#n': 'name', '#ver': 'ver' },
      },
    });
    const engine = await afterLearner(rename, [placeholder(renameCall), placeholder(staleCall)]);
    expect(await checkExercise(engine, rename)).toMatchObject({ passed: true });
    const statement = (where: string, expectError?: string): LessonCall => ({
      operation: 'ExecuteStatement',
      body: {
        Statement: `UPDATE "app" SET "name" = 'Ada L.' SET ver = ver + 1 WHERE PK = 'CUSTOMER#42' AND SK = 'PROFILE' AND ${where}`,
      },
      ...(expectError && { expectError }),
    });
    const partiql = await afterLearner(rename, [
      statement('attribute_exists("name")'),
      statement('ver = 1', 'ConditionalCheckFailedException'),
    ]);
    expect((await checkExercise(partiql, rename)).feedback).toMatch(
      /^"Ada L." at version 2, but your write was guarded by attribute_exists\("name"\), which does not look at ver/,
    );
  });

  it('the task’s item is DynamoDB JSON that JSON mode accepts', async () => {
    const shown = /`(\{"PK": \{"S": "USERNAME#grace"\}.*?\})`/.exec(usernames.task);
    expect(shown).not.toBeNull();
    const claim = put('usernames', JSON.parse(shown![1]), {
      ConditionExpression: 'attribute_not_exists(PK)',
    });
    const engine = await afterLearner(usernames, [claim]);
    expect(engine.learnerCalls[0].error).toBeUndefined();
  });

  it('a guard that does not test the key is named when it lets ada be taken', async () => {
    const claim = (name: string) =>
      put(
        'usernames',
        { PK: { S: `USERNAME#${name}` }, owner: { S: 'CUSTOMER#7' } },
        { ConditionExpression: 'attribute_not_exists(SK)' },
      );
    const engine = await afterLearner(usernames, [claim('grace'), claim('ada')]);
    expect((await checkExercise(engine, usernames)).feedback).toBe(
      'USERNAME#ada now belongs to CUSTOMER#7: the put that replaced it was guarded, but attribute_not_exists(SK) does not test the key, so it held although ada was taken. attribute_not_exists(PK) is false whenever an item with this key exists: Set up and guard with that.',
    );
  });
});

describe('lesson 3: orders by status, and the sparse index', () => {
  const setStatus = (customer: number, sk: string, status: string): LessonCall => ({
    operation: 'UpdateItem',
    body: {
      TableName: 'app',
      Key: { PK: { S: `CUSTOMER#${customer}` }, SK: { S: sk } },
      UpdateExpression: 'SET #s = :s',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':s': { S: status } },
    },
  });
  const shipB03 = setStatus(42, 'ORDER#2026-11-15#B03', 'SHIPPED');

  it('the lesson’s experiment, an order shipped, is judged against the table as it is now', async () => {
    const engine = await afterLearner(byStatus, solutionOf(byStatus), 60);
    await engine.call(shipB03.operation, shipB03.body);
    // With the clock paused the index has not followed: it still lists B03.
    expect((await checkExercise(engine, byStatus)).feedback).toMatch(
      /^by-status returns 3 PENDING orders; the table has 2\. If you have just written, the index may still be catching up/,
    );
    await engine.advanceClock(5);
    expect(await checkExercise(engine, byStatus)).toEqual({
      passed: true,
      feedback: 'by-status is ACTIVE: one Query returns the 2 PENDING orders of every customer.',
    });
  });

  it('with no PENDING order left, it says to set up again', async () => {
    const shipAll = [
      shipB03,
      setStatus(7, 'ORDER#2026-11-20#C12', 'SHIPPED'),
      setStatus(19, 'ORDER#2026-11-21#D40', 'SHIPPED'),
    ];
    const engine = await afterLearner(byStatus, [...solutionOf(byStatus), ...shipAll], 60);
    expect((await checkExercise(engine, byStatus)).feedback).toMatch(
      /^No item in app has status PENDING any more, so there is nothing to find: press Set up/,
    );
  });

  it('an index keyed by status as a number says status must be a string, and how to rebuild it', async () => {
    const numeric = structuredClone(
      createIndexCall('app', { name: 'by-status', hash: 'status', range: 'SK' }),
    );
    (
      numeric.body.AttributeDefinitions as { AttributeName: string; AttributeType: string }[]
    )[0].AttributeType = 'N';
    const engine = await afterLearner(byStatus, [numeric]);
    // Said at once, while DynamoDB is still building the index.
    expect((await checkExercise(engine, byStatus)).feedback).toBe(
      'by-status keys status as a number (N); status must be a string (S), the type the items store it as: the index leaves out every item whose status has another type. An index’s keys and projection cannot be changed: delete it with UpdateTable (GlobalSecondaryIndexUpdates: [{"Delete": {"IndexName": "by-status"}}]) and create it again once it is gone, or press Set up to start over.',
    );
    await engine.advanceClock(60);
    const remove: LessonCall = {
      operation: 'UpdateTable',
      body: { TableName: 'app', GlobalSecondaryIndexUpdates: [{ Delete: { IndexName: 'by-status' } }] },
    };
    expect((await engine.call(remove.operation, remove.body)).ok).toBe(true);
    await engine.advanceClock(60);
    const [createIndex, queryPending] = solutionOf(byStatus);
    expect((await engine.call('UpdateTable', createIndex.body)).ok).toBe(true);
    await engine.advanceClock(60);
    // The rebuilt index passes once the learner has queried it, as the task asks.
    expect(await asLearner(engine, [queryPending])).toEqual({ ok: true });
    expect(await checkExercise(engine, byStatus)).toMatchObject({ passed: true });
  });

  it('hint 1’s filter runs as written, and finds the orders over 100', async () => {
    const [hint] = sparse.hints;
    const filter = /FilterExpression: "([^"]+)"/.exec(hint)![1];
    const names = JSON.parse(/ExpressionAttributeNames: (\{[^}]*\})/.exec(hint)![1]);
    const threshold = JSON.parse(/`:t` is `(\{[^}]*\})`/.exec(hint)![1]);
    const engine = await afterLearner(sparse, []);
    const scanned = await engine.call('Scan', {
      TableName: 'app',
      FilterExpression: filter,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ':t': threshold },
    });
    expect(scanned.ok && scanned.reply.Count).toBe(2);
  });

  it('an item an update created on a key that does not exist is named as such', async () => {
    const mistyped: LessonCall = {
      operation: 'UpdateItem',
      body: {
        TableName: 'app',
        Key: { PK: { S: 'CUSTOMER#42' }, SK: { S: 'ORDER#2026-11-15#B04' } },
        UpdateExpression: 'SET reviewBy = :d',
        ExpressionAttributeValues: { ':d': { S: '2026-12-01' } },
      },
    };
    const engine = await afterLearner(sparse, [...solutionOf(sparse), mistyped], 5);
    expect((await checkExercise(engine, sparse)).feedback).toBe(
      'to-review lists CUSTOMER#42 ORDER#2026-11-15#B04, which is no order of the table: an UpdateItem on a key that does not exist creates the item. Delete it with a DeleteItem on that key. ("ConditionExpression": "attribute_exists(PK)" keeps an update from creating an item.)',
    );
  });
});
