/**
 * Checks whose goal is how the learner wrote, not only what the table holds afterwards: each case
 * reaches the right final state the wrong way (no condition, no refused attempt, no ADD, a copy made
 * by hand, TTL doing the work) and must not pass.
 */
import { describe, expect, it } from 'vitest';
import {
  afterLearner,
  asLearner,
  exercise,
  solutionOf,
  type TestSandbox,
} from '../../../test/helpers/lessonSandbox.ts';
import { allPages } from './checkHelpers.ts';
import { callsAt, checkExercise } from './exerciseRunner.ts';
import { createTableCall } from './lessonCalls.ts';
import type { Exercise, LessonCall } from './lessonTypes.ts';

const verdict = (engine: TestSandbox, item: Exercise) => checkExercise(engine, item);

async function allItems(engine: TestSandbox, table: string) {
  const scanned = await allPages(engine, 'Scan', { TableName: table, ConsistentRead: true });
  if ('problem' in scanned) throw new Error(scanned.problem.feedback);
  return scanned.items;
}

const rename = exercise('02-conditional-writes', 'optimistic-rename');
const usernames = exercise('02-conditional-writes', 'unique-usernames');
const PROFILE_KEY = { PK: { S: 'CUSTOMER#42' }, SK: { S: 'PROFILE' } };

describe('lesson 2 wants a guarded write and a refused one', () => {
  it('a rename without a condition does not pass, though the profile reads right', async () => {
    const plain: LessonCall = {
      operation: 'UpdateItem',
      body: {
        TableName: 'app',
        Key: PROFILE_KEY,
        UpdateExpression: 'SET #n = :n, ver = :two',
        ExpressionAttributeNames: { '#n': 'name' },
        ExpressionAttributeValues: { ':n': { S: 'Ada L.' }, ':two': { N: '2' } },
      },
    };
    const engine = await afterLearner(rename, [plain]);
    const result = await verdict(engine, rename);
    expect(result.passed).toBe(false);
    expect(result.feedback).toMatch(/one of your writes to app had no ConditionExpression/);
  });

  it('a guarded rename alone asks for the stale writer next', async () => {
    const engine = await afterLearner(rename, [solutionOf(rename)[0]]);
    expect((await verdict(engine, rename)).feedback).toMatch(
      /^"Ada L." at version 2. Now play the stale writer/,
    );
    const solved = await afterLearner(rename, solutionOf(rename));
    expect((await verdict(solved, rename)).passed).toBe(true);
  });

  it('an unconditional claim of a free username does not pass', async () => {
    const plain: LessonCall = {
      operation: 'PutItem',
      body: { TableName: 'usernames', Item: { PK: { S: 'USERNAME#grace' }, owner: { S: 'CUSTOMER#7' } } },
    };
    const engine = await afterLearner(usernames, [plain]);
    expect((await verdict(engine, usernames)).feedback).toMatch(
      /^grace is claimed, but by a write with no condition/,
    );
  });

  it('PartiQL INSERTs count: one claims grace, the one for ada is refused as a duplicate', async () => {
    const insert = (name: string): LessonCall => ({
      operation: 'ExecuteStatement',
      body: { Statement: `INSERT INTO "usernames" VALUE {'PK': 'USERNAME#${name}', 'owner': 'CUSTOMER#7'}` },
    });
    const graceOnly = await afterLearner(usernames, [insert('grace')]);
    expect((await verdict(graceOnly, usernames)).feedback).toMatch(
      /Now send the same guarded PutItem for ada/,
    );
    const both = await afterLearner(usernames, [
      insert('grace'),
      { ...insert('ada'), expectError: 'DuplicateItemException' },
    ]);
    expect((await verdict(both, usernames)).passed).toBe(true);
  });
});

describe('lesson 4 wants the cancelled transaction seen', () => {
  it('registering ada.b without first sending the one for ada is half the task', async () => {
    const cancelled = exercise('04-transactions', 'all-or-nothing');
    const [, free] = solutionOf(cancelled);
    const engine = await afterLearner(cancelled, [free]);
    const result = await verdict(engine, cancelled);
    expect(result.passed).toBe(false);
    expect(result.feedback).toMatch(
      /^CUSTOMER#10 is registered as ada.b. The first half of the task is still open/,
    );
  });
});

describe('lesson 6 wants the expired sessions deleted by the learner', () => {
  it('expired sessions removed by something other than the learner do not pass', async () => {
    const cleanUp = exercise('06-time-to-live', 'clean-up-expired');
    const engine = await afterLearner(cleanUp, []);
    // What TTL's deleter does once the clock has run on: deletes that are no request of the learner's.
    for (const id of ['a1', 'a2'])
      await engine.call('DeleteItem', { TableName: 'sessions', Key: { PK: { S: `SESSION#${id}` } } });
    expect((await verdict(engine, cleanUp)).feedback).toMatch(/TTL’s background deleter got there first/);
    const solved = await afterLearner(cleanUp, solutionOf(cleanUp));
    expect((await verdict(solved, cleanUp)).passed).toBe(true);
  });
});

describe('lesson 12 wants the delivery added with ADD', () => {
  it('one PutItem of the finished hose does not pass', async () => {
    const fixTypes = exercise('12-attribute-types-and-item-size', 'fix-the-types');
    const finished: LessonCall = {
      operation: 'PutItem',
      body: {
        TableName: 'app',
        Item: {
          PK: { S: 'PRODUCT#p01' },
          SK: { S: 'PRODUCT' },
          name: { S: 'Garden hose' },
          price: { N: '19.90' },
          stock: { N: '12' },
          tags: { SS: ['garden', 'tools', 'sale'] },
        },
      },
    };
    const engine = await afterLearner(fixTypes, [finished]);
    const notAdded = /^The hose is right, but no one UpdateItem of yours added the delivery of 5 to stock/;
    expect((await verdict(engine, fixTypes)).feedback).toMatch(notAdded);
    // An ADD of nothing after the finished item is written whole adds no delivery.
    const addNothing = (values: Record<string, unknown>): LessonCall => ({
      operation: 'UpdateItem',
      body: {
        TableName: 'app',
        Key: { PK: { S: 'PRODUCT#p01' }, SK: { S: 'PRODUCT' } },
        UpdateExpression: 'ADD #s :n, tags :t',
        ExpressionAttributeNames: { '#s': 'stock' },
        ExpressionAttributeValues: values,
      },
    });
    const idle = await afterLearner(fixTypes, [
      finished,
      addNothing({ ':n': { N: '0' }, ':t': { SS: ['sale'] } }),
    ]);
    expect((await verdict(idle, fixTypes)).feedback).toMatch(notAdded);
  });

  it('the delivery and the tag in two UpdateItems are named as two; in one, through placeholders, they pass', async () => {
    const fixTypes = exercise('12-attribute-types-and-item-size', 'fix-the-types');
    const [fixed, added] = solutionOf(fixTypes);
    const body = added.body as Record<string, unknown>;
    const values = body.ExpressionAttributeValues as Record<string, unknown>;
    const [stockValue, tagsValue] = Object.keys(values);
    const apart = await afterLearner(fixTypes, [
      fixed,
      {
        operation: 'UpdateItem',
        body: {
          ...body,
          UpdateExpression: `ADD stock ${stockValue}`,
          ExpressionAttributeValues: { [stockValue]: values[stockValue] },
        },
      },
      {
        operation: 'UpdateItem',
        body: {
          ...body,
          UpdateExpression: `ADD tags ${tagsValue}`,
          ExpressionAttributeValues: { [tagsValue]: values[tagsValue] },
        },
      },
    ]);
    expect(await verdict(apart, fixTypes)).toEqual({
      passed: false,
      feedback:
        'The hose is right, and you used ADD, but in two UpdateItems: one added the delivery of 5 to stock, another "sale" to tags. The task asks for both in one: one UpdateItem changes the two at once, so no reader sees the delivery without the tag, and it is charged as one write, not two. Press Set up, fix the types, then send "ADD stock :five, tags :sale".',
    });
    const together = await afterLearner(fixTypes, [
      fixed,
      {
        operation: 'UpdateItem',
        body: {
          ...body,
          UpdateExpression: `ADD #st ${stockValue}, #tg ${tagsValue}`,
          ExpressionAttributeNames: { '#st': 'stock', '#tg': 'tags' },
        },
      },
    ]);
    expect((await verdict(together, fixTypes)).passed).toBe(true);
  });
});

describe('lesson 14 wants a restore, not a copy', () => {
  it('the orders copied into a new table by hand do not pass', async () => {
    const undo = exercise('14-backups-and-restore', 'undo-faulty-job');
    // Restore elsewhere, then copy what the restore found into orders-restored by hand.
    const engine = await afterLearner(undo, []);
    const [restore] = callsAt(undo.solution, await engine.clockSeconds());
    await asLearner(engine, [{ ...restore, body: { ...restore.body, TargetTableName: 'scratch' } }]);
    await engine.advanceClock(5);
    const items = await allItems(engine, 'scratch');
    expect(items).toHaveLength(6);
    await engine.call('CreateTable', createTableCall('orders-restored', { hash: 'PK' }).body);
    await engine.advanceClock(5);
    for (const Item of items) await engine.call('PutItem', { TableName: 'orders-restored', Item });
    expect((await verdict(engine, undo)).feedback).toMatch(
      /^orders-restored holds the orders as they were, but no RestoreTableToPointInTime of yours made it/,
    );
  });
});
