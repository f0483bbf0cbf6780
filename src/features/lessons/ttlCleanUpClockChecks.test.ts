/**
 * Lesson 6's clean-up judged by when on the sandbox's clock the learner's deletes were answered, as
 * the Console's history records it: a live session deleted before the clock was stepped past its
 * expiry, and one left that had expired before the deletes were sent, are both caught. An entry
 * without that time (a defensive case: every successful reply carries it) is judged from the set-up's time.
 */
import { describe, expect, it } from 'vitest';
import {
  afterLearner,
  asLearner,
  exercise,
  solutionOf,
  START_MS,
} from '../../../test/helpers/lessonSandbox.ts';
import { clockText } from './checkHelpers.ts';
import { checkExercise } from './exerciseRunner.ts';
import type { LessonCall } from './lessonTypes.ts';

const cleanUp = exercise('06-time-to-live', 'clean-up-expired');

const HOUR = 3600;
const START = Math.floor(START_MS / 1000);
/** b1 expires an hour after the set-up, b2 three (the exercise's set-up). */
const B1_EXPIRES = START + HOUR;

const deleteSession = (id: string): LessonCall => ({
  operation: 'DeleteItem',
  body: { TableName: 'sessions', Key: { PK: { S: `SESSION#${id}` } } },
});

describe('lesson 6: a live session deleted, then the clock stepped past its expiry', () => {
  it('fails, saying when the delete was answered', async () => {
    // b1 is deleted while it has most of an hour to live; two hours on it has expired, so the table
    // alone cannot tell this from a clean-up that waited for it.
    const engine = await afterLearner(cleanUp, [...solutionOf(cleanUp), deleteSession('b1')]);
    const sent = await engine.clockSeconds();
    await engine.advanceClock(2 * HOUR);
    expect(await checkExercise(engine, cleanUp)).toEqual({
      passed: false,
      feedback: `SESSION#b1 was live when you deleted it: it expires at ${clockText(B1_EXPIRES)}, and your delete was answered at ${clockText(sent)} on the sandbox’s clock. Delete only expired sessions; Set up to start again.`,
    });
  });

  it('is caught in a BatchWriteItem and in a PartiQL DELETE with a parameter too', async () => {
    const batch: LessonCall = {
      operation: 'BatchWriteItem',
      body: {
        RequestItems: {
          sessions: ['a1', 'a2', 'b1'].map((id) => ({
            DeleteRequest: { Key: { PK: { S: `SESSION#${id}` } } },
          })),
        },
      },
    };
    const batched = await afterLearner(cleanUp, [batch], 2 * HOUR);
    expect((await checkExercise(batched, cleanUp)).feedback).toMatch(
      /^SESSION#b1 was live when you deleted it/,
    );

    const partiql: LessonCall = {
      operation: 'ExecuteStatement',
      body: { Statement: 'DELETE FROM sessions WHERE PK = ?', Parameters: [{ S: 'SESSION#b1' }] },
    };
    const statement = await afterLearner(cleanUp, [...solutionOf(cleanUp), partiql], 2 * HOUR);
    expect((await checkExercise(statement, cleanUp)).feedback).toMatch(
      /^SESSION#b1 was live when you deleted it/,
    );
  });

  it('a delete of b1 sent after it expired passes', async () => {
    const engine = await afterLearner(cleanUp, solutionOf(cleanUp), 2 * HOUR);
    expect(await asLearner(engine, [deleteSession('b1')])).toEqual({ ok: true });
    expect(await checkExercise(engine, cleanUp)).toEqual({
      passed: true,
      feedback:
        'The expired sessions are gone and SESSION#b2, still live, stays. Reads that cannot wait for TTL filter on expiresAt.',
    });
  });
});

describe('lesson 6: deletes sent after the clock was stepped past b1’s expiry, b1 left', () => {
  /** The set-up, the clock stepped two hours on, then a1 and a2 deleted: b1 had expired by then. */
  const lateCleanUp = async () => {
    const engine = await afterLearner(cleanUp, [], 2 * HOUR);
    expect(await asLearner(engine, [deleteSession('a1'), deleteSession('a2')])).toEqual({ ok: true });
    return engine;
  };

  it('is not done: b1 had expired when the deletes were answered', async () => {
    const engine = await lateCleanUp();
    const sent = await engine.clockSeconds();
    expect(sent).toBeGreaterThan(B1_EXPIRES);
    expect(await checkExercise(engine, cleanUp)).toEqual({
      passed: false,
      feedback: `SESSION#b1 expired at ${clockText(B1_EXPIRES)}, before your last delete (answered at ${clockText(sent)} on the sandbox’s clock), but is still stored. Delete every session that has expired by the time you are done: only one that expires after that is left to TTL.`,
    });
  });

  it('history without the clock’s time is judged from the set-up, as before it was recorded', async () => {
    const engine = await lateCleanUp();
    for (const call of engine.learnerCalls) delete call.clockMs;
    expect(await checkExercise(engine, cleanUp)).toEqual({
      passed: true,
      feedback: `The two sessions that had expired are gone and SESSION#b2, still live, stays. SESSION#b1 expired later, at ${clockText(B1_EXPIRES)}, after the set-up: that is left to TTL, and until it deletes it, reads that cannot wait filter on expiresAt.`,
    });
  });
});

describe('lesson 6: deletes answered the very second b1 expires', () => {
  // DynamoDB counts an item as expired once its TTL time is less than the current time (API
  // reference, UpdateTimeToLive), so at that second b1 has not expired yet: leaving it is right,
  // and deleting it (the task's "at or before") is allowed too.
  const atB1Expiry = async (ids: string[]) => {
    const engine = await afterLearner(cleanUp, []);
    await engine.advanceClock(B1_EXPIRES - (await engine.clockSeconds()));
    expect(await engine.clockSeconds()).toBe(B1_EXPIRES);
    expect(await asLearner(engine, ids.map(deleteSession))).toEqual({ ok: true });
    return engine;
  };

  it('passes with b1 left, as still live', async () => {
    const engine = await atB1Expiry(['a1', 'a2']);
    expect(await checkExercise(engine, cleanUp)).toEqual({
      passed: true,
      feedback:
        'The expired sessions are gone and SESSION#b1 and SESSION#b2, still live, stay. Reads that cannot wait for TTL filter on expiresAt.',
    });
  });

  it('passes with b1 deleted too', async () => {
    const engine = await atB1Expiry(['a1', 'a2', 'b1']);
    expect((await checkExercise(engine, cleanUp)).passed).toBe(true);
  });
});
