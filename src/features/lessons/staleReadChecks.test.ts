/**
 * Lesson 20's stale-read exercise on the real engine: the set-up leaves a replica behind the save,
 * default reads then return both names, and the check asks for default reads first and a strongly
 * consistent read last: a GetItem, Query or BatchGetItem with ConsistentRead, or a TransactGetItems.
 */
import { describe, expect, it } from 'vitest';
import {
  afterLearner,
  asLearner,
  exercise,
  freshEngine,
  setUp,
} from '../../../test/helpers/lessonSandbox.ts';
import { checkExercise } from './exerciseRunner.ts';
import type { LessonCall } from './lessonTypes.ts';

const staleRead = exercise('20-consistency-and-cost', 'stale-read');

const read = (consistent: boolean): LessonCall => ({
  operation: 'GetItem',
  body: { TableName: 'profiles', Key: { userId: { S: 'u-7' } }, ...(consistent && { ConsistentRead: true }) },
});

const reads = (count: number) => Array.from({ length: count }, () => read(false));

describe('read your own write', () => {
  it('leaves the clock paused and one replica a second behind the save', async () => {
    const engine = freshEngine();
    await engine.sandbox('SetClock', { Paused: false });
    expect(await setUp(engine, staleRead)).toEqual({ ok: true });
    const names = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const reply = await engine.call('GetItem', read(false).body);
      if (reply.ok) names.add((reply.reply.Item as Record<string, { S: string }>).displayName.S);
    }
    expect([...names].sort()).toEqual(['Ada', 'Ada Lovelace']);
    const consistent = await engine.call('GetItem', read(true).body);
    expect(consistent.ok && consistent.reply.Item).toMatchObject({ displayName: { S: 'Ada Lovelace' } });
    expect(await engine.sandbox('DescribeClock', {})).toMatchObject({ Paused: true });
    expect(await engine.sandbox('DescribeReplicaLag', {})).toEqual({ LagMilliseconds: 1000 });
  });

  it('asks for a GetItem first, then for enough default reads', async () => {
    const engine = freshEngine();
    await setUp(engine, staleRead);
    expect((await checkExercise(engine, staleRead)).feedback).toBe(
      'Read u-7’s profile from profiles with GetItem in the Console first.',
    );
    const few = await afterLearner(staleRead, reads(2));
    expect((await checkExercise(few, staleRead)).feedback).toMatch(
      /^Your default reads so far: 2, [0-2] of them with the old name\. Run at least 3/,
    );
  });

  it('counts the stale answers and asks for the read that cannot be one', async () => {
    const engine = await afterLearner(staleRead, reads(12));
    const stale = engine.learnerCalls.filter(
      (call) => (call.reply?.Item as Record<string, { S: string }> | undefined)?.displayName.S === 'Ada',
    ).length;
    expect(stale).toBeGreaterThan(0);
    expect((await checkExercise(engine, staleRead)).feedback).toBe(
      `${stale} default read${stale === 1 ? '' : 's'} of 12 returned “Ada”: the replica that answered had not applied the save. Now read the profile so that it cannot happen.`,
    );
  });

  it('says so when no default read happened to be stale, rather than counting none as stale', async () => {
    const engine = freshEngine();
    await setUp(engine, staleRead);
    // Every replica caught up: each default read now returns the save, as a lucky run of reads would.
    await engine.sandbox('SetReplicaLag', { LagMilliseconds: 0 });
    await asLearner(engine, reads(3));
    expect((await checkExercise(engine, staleRead)).feedback).toBe(
      'None of your 3 default reads reached the trailing replica this time: each has a one-in-three chance. Run a few more to see the old name come back, or go on and read the profile so that it cannot happen.',
    );
  });

  it('wants the default reads before the strong one, and passes with both', async () => {
    const early = await afterLearner(staleRead, [read(true)]);
    expect((await checkExercise(early, staleRead)).feedback).toBe(
      'Your latest read is strongly consistent. Before it, run the default read at least 3 times (you ran 0) to see what it can return.',
    );
    const solved = await afterLearner(staleRead, [...reads(12), read(true)]);
    const verdict = await checkExercise(solved, staleRead);
    expect(verdict.passed).toBe(true);
    expect(verdict.feedback).toMatch(
      /default reads? of 12 returned “Ada”, a version the save had already replaced\. The strongly consistent read went to the leader/,
    );
  });

  it('takes a TransactGetItems after the default reads as a read that cannot miss the save, and names its price', async () => {
    const transactional: LessonCall = {
      operation: 'TransactGetItems',
      body: { TransactItems: [{ Get: { TableName: 'profiles', Key: { userId: { S: 'u-7' } } } }] },
    };
    const early = await afterLearner(staleRead, [read(false), transactional]);
    expect((await checkExercise(early, staleRead)).feedback).toBe(
      'Your latest read is a TransactGetItems. Before it, run the default GetItem at least 3 times (you ran 1) to see what it can return.',
    );
    const solved = await afterLearner(staleRead, [...reads(12), transactional]);
    const verdict = await checkExercise(solved, staleRead);
    expect(verdict.passed).toBe(true);
    expect(verdict.feedback).toContain(
      'Your TransactGetItems returned “Ada Lovelace”: a transactional read sees every acknowledged write too, but it costs twice a strongly consistent read, four times a default one.',
    );
    // A default GetItem sent after it is the latest read again.
    const after = await afterLearner(staleRead, [...reads(12), transactional, read(false)]);
    expect((await checkExercise(after, staleRead)).passed).toBe(false);
  });

  it('takes a strongly consistent Query of the profile’s partition after the default reads', async () => {
    const query = (consistent: boolean): LessonCall => ({
      operation: 'Query',
      body: {
        TableName: 'profiles',
        KeyConditionExpression: '#id = :id',
        ExpressionAttributeNames: { '#id': 'userId' },
        ExpressionAttributeValues: { ':id': { S: 'u-7' } },
        ...(consistent && { ConsistentRead: true }),
      },
    });
    const early = await afterLearner(staleRead, [read(false), query(true)]);
    expect((await checkExercise(early, staleRead)).feedback).toBe(
      'Your latest read is strongly consistent. Before it, run the default read at least 3 times (you ran 1) to see what it can return.',
    );
    const solved = await afterLearner(staleRead, [...reads(12), query(true)]);
    const verdict = await checkExercise(solved, staleRead);
    expect(verdict.passed).toBe(true);
    expect(verdict.feedback).toContain(
      'The strongly consistent Query went to the leader and returned “Ada Lovelace”, at twice the units of a default read.',
    );
    // A default Query is no answer to step 2.
    const eventual = await afterLearner(staleRead, [...reads(12), query(false)]);
    expect((await checkExercise(eventual, staleRead)).passed).toBe(false);
  });

  it('takes a BatchGetItem with ConsistentRead in the profiles entry after the default reads', async () => {
    const batch = (consistent: boolean): LessonCall => ({
      operation: 'BatchGetItem',
      body: {
        RequestItems: {
          profiles: { Keys: [{ userId: { S: 'u-7' } }], ...(consistent && { ConsistentRead: true }) },
        },
      },
    });
    const solved = await afterLearner(staleRead, [...reads(12), batch(true)]);
    const verdict = await checkExercise(solved, staleRead);
    expect(verdict.passed).toBe(true);
    expect(verdict.feedback).toContain(
      'The strongly consistent BatchGetItem went to the leader and returned “Ada Lovelace”, at twice the units of a default read.',
    );
    const eventual = await afterLearner(staleRead, [...reads(12), batch(false)]);
    expect((await checkExercise(eventual, staleRead)).passed).toBe(false);
  });

  it('sends a learner whose profile is gone back to Set up', async () => {
    const engine = await afterLearner(staleRead, [
      ...reads(3),
      { operation: 'DeleteItem', body: { TableName: 'profiles', Key: { userId: { S: 'u-7' } } } },
      read(true),
    ]);
    expect((await checkExercise(engine, staleRead)).feedback).toBe(
      'Your strongly consistent read returned “no profile”: press Set up to bring the saved profile back.',
    );
  });
});
