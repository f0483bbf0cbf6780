/**
 * Lessons 4–6 as a second reviewer walked them: a registration whose profile kept the old username,
 * views counted by PutItem or by adding more than one, an expiry far from the hour asked for, and
 * sessions judged by the sandbox's clock as it runs on, TTL's own deletes included.
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

const cancelled = exercise('04-transactions', 'all-or-nothing');
const sharding = exercise('05-hot-partitions', 'shard-the-counter');
const enableTtl = exercise('06-time-to-live', 'enable-ttl');
const cleanUp = exercise('06-time-to-live', 'clean-up-expired');

const HOUR = 3600;
const START = Math.floor(START_MS / 1000);

describe('lesson 4: the profile and its claim in one transaction', () => {
  it('a claim of ada.b beside a profile that still says ada is named for what it is', async () => {
    const [forAda, forAdaB] = solutionOf(cancelled);
    const items = structuredClone(forAdaB.body.TransactItems) as { Put: { Item: Record<string, unknown> } }[];
    items[0].Put.Item.username = { S: 'ada' };
    const engine = await afterLearner(cancelled, [forAda, { ...forAdaB, body: { TransactItems: items } }]);
    expect(engine.learnerCalls[0].error).toBeUndefined();
    expect((await checkExercise(engine, cancelled)).feedback).toBe(
      'USERNAME#ada.b is claimed for CUSTOMER#10, but its profile still says username = ada: set the profile’s username to ada.b in the same transaction as the claim. Set up and send the registration again, with ada.b in both.',
    );
  });
});

describe('lesson 5: fifty views, each one increment', () => {
  const shard = (n: number) => ({ PK: { S: `COUNTER#views#${n}` } });
  const update = (n: number, expression: string, values: Record<string, unknown>): LessonCall => ({
    operation: 'UpdateItem',
    body: {
      TableName: 'counters',
      Key: shard(n),
      UpdateExpression: expression,
      ExpressionAttributeNames: { '#c': 'count' },
      ExpressionAttributeValues: values,
    },
  });
  const tens = Array.from({ length: 10 }, (_, n) => n);

  it('ten PutItems of count 5 add up, but are no increments', async () => {
    const puts = tens.map((n): LessonCall => ({
      operation: 'PutItem',
      body: { TableName: 'counters', Item: { ...shard(n), count: { N: '5' } } },
    }));
    const engine = await afterLearner(sharding, puts);
    expect((await checkExercise(engine, sharding)).feedback).toBe(
      'The shards add up to 50, but your PutItem wrote them whole: a put replaces the item, so two servers that each read a count and put it back plus one lose a view between them. Count each view with an UpdateItem that adds 1 in DynamoDB itself, "ADD #c :one". Set up to start again.',
    );
  });

  it('ten ADDs of 5 are not fifty views counted one by one', async () => {
    const engine = await afterLearner(
      sharding,
      tens.map((n) => update(n, 'ADD #c :five', { ':five': { N: '5' } })),
    );
    expect((await checkExercise(engine, sharding)).feedback).toBe(
      'The shards add up to 50, but your UpdateItem on COUNTER#views#9 did not add 1 to count ("ADD count :five"): count each view with its own UpdateItem, "ADD #c :one" with :one = 1. Set up to start again.',
    );
  });

  it('SET count = if_not_exists(count, 0) + 1 counts as an increment', async () => {
    const calls = Array.from({ length: 50 }, (_, i) =>
      update((i * 7) % 10, 'SET #c = if_not_exists(#c, :zero) + :one', {
        ':zero': { N: '0' },
        ':one': { N: '1' },
      }),
    );
    const engine = await afterLearner(sharding, calls);
    expect(await checkExercise(engine, sharding)).toMatchObject({ passed: true });
  });

  it('increments the Console’s history no longer holds are allowed for, but only so far', async () => {
    const increments = Array.from({ length: 50 }, (_, i) =>
      update(i % 10, 'ADD #c :one', { ':one': { N: '1' } }),
    );
    const engine = await afterLearner(sharding, increments);
    // The Console keeps its latest 50 runs: the first few increments may have dropped out.
    engine.learnerCalls.splice(-5);
    expect(await checkExercise(engine, sharding)).toMatchObject({ passed: true });
    // Twenty views by PartiQL statements, which this exercise does not count as the UpdateItems asked for.
    const statement = (n: number): LessonCall => ({
      operation: 'ExecuteStatement',
      body: { Statement: `UPDATE "counters" SET "count" = "count" + 1 WHERE PK = 'COUNTER#views#${n}'` },
    });
    const mixed = await afterLearner(sharding, [
      ...increments.slice(0, 30),
      ...Array.from({ length: 20 }, (_, i) => statement(i % 10)),
    ]);
    expect((await checkExercise(mixed, sharding)).feedback).toBe(
      'The shards add up to 50, but 20 views were written with ExecuteStatement, and only 30 with UpdateItem. The task asks for one UpdateItem per view, "ADD #c :one" with :one = 1. Set up to start again.',
    );
  });

  it('one view is one view', async () => {
    const engine = await afterLearner(sharding, [update(3, 'ADD #c :one', { ':one': { N: '1' } })]);
    expect((await checkExercise(engine, sharding)).feedback).toBe(
      'The shards count 1 view; the exercise adds exactly 50.',
    );
  });

  it('the solution picks shards with no pattern, reaching all ten, and hint 2 imports UpdateCommand', () => {
    const picks = solutionOf(sharding).map((call) => (call.body.Key as { PK: { S: string } }).PK.S.slice(-1));
    expect(picks).toHaveLength(50);
    expect(new Set(picks).size).toBe(10);
    expect(picks.join('')).not.toBe(Array.from({ length: 50 }, (_, i) => i % 10).join(''));
    expect(sharding.hints[1]).toMatch(/import \{ UpdateCommand \} from "@aws-sdk\/lib-dynamodb"/);
  });
});

describe('lesson 6: one hour, judged by the sandbox’s clock', () => {
  const [turnOn] = solutionOf(enableTtl);
  const sessionExpiring = (seconds: number): LessonCall => ({
    operation: 'PutItem',
    body: {
      TableName: 'sessions',
      Item: { PK: { S: 'SESSION#abc' }, user: { S: 'ada' }, expiresAt: { N: String(START + seconds) } },
    },
  });

  it('an expiry far from an hour says how far, and what one hour is', async () => {
    const twoHours = await afterLearner(enableTtl, [turnOn, sessionExpiring(2 * HOUR)]);
    const now = await twoHours.clockSeconds(); // the set-up moved it on a second or so
    expect((await checkExercise(twoHours, enableTtl)).feedback).toBe(
      `SESSION#abc expires 120 minutes after you wrote it; the task asks for 60. One hour after the sandbox's time is ${clockText(now + HOUR)}: put the session again with that expiresAt.`,
    );
    const halfHour = await afterLearner(enableTtl, [turnOn, sessionExpiring(30 * 60)]);
    expect((await checkExercise(halfHour, enableTtl)).feedback).toMatch(
      /^SESSION#abc expires 30 minutes after you wrote it; the task asks for 60\. One hour after/,
    );
    const nearly = await afterLearner(enableTtl, [turnOn, sessionExpiring(55 * 60)]);
    expect(await checkExercise(nearly, enableTtl)).toMatchObject({ passed: true });
  });

  it('the hour counts from the put: a clock sped on before Check does not undo a right answer', async () => {
    // The lesson invites stepping the clock; an hour stepped after the put leaves nothing of "in 60 minutes".
    const stepped = await afterLearner(enableTtl, [turnOn, sessionExpiring(HOUR)], 50 * 60);
    expect(await checkExercise(stepped, enableTtl)).toMatchObject({ passed: true });
    // A put already expired when it was written is still named as such.
    const past = await afterLearner(enableTtl, [turnOn, sessionExpiring(-60)]);
    expect((await checkExercise(past, enableTtl)).feedback).toMatch(
      /^expiresAt \(\d+\) was already past when you wrote SESSION#abc, at /,
    );
  });

  /** The hinted clean-up at the clock's `now`: delete each session only if it has expired by then. */
  const deleteIfExpired = (id: string, now: number): LessonCall => ({
    operation: 'DeleteItem',
    body: {
      TableName: 'sessions',
      Key: { PK: { S: `SESSION#${id}` } },
      ConditionExpression: 'expiresAt <= :now',
      ExpressionAttributeValues: { ':now': { N: String(now) } },
    },
  });

  it('two hours on, b1 has expired too: deleting it passes, and leaving it is not yet done', async () => {
    const all = await afterLearner(cleanUp, [], 2 * HOUR);
    const later = await all.clockSeconds();
    expect(
      await asLearner(
        all,
        ['a1', 'a2', 'b1'].map((id) => deleteIfExpired(id, later)),
      ),
    ).toEqual({
      ok: true,
    });
    expect(await checkExercise(all, cleanUp)).toEqual({
      passed: true,
      feedback:
        'The expired sessions are gone and SESSION#b2, still live, stays. Reads that cannot wait for TTL filter on expiresAt.',
    });

    const some = await afterLearner(cleanUp, [], 2 * HOUR);
    await asLearner(
      some,
      ['a1', 'a2'].map((id) => deleteIfExpired(id, later)),
    );
    // b1 was live at the set-up, but had expired when the deletes were sent: the Console's history
    // says when on the clock they were answered, so leaving b1 is a clean-up not finished.
    expect(await checkExercise(some, cleanUp)).toEqual({
      passed: false,
      feedback: `SESSION#b1 expired at ${clockText(START + HOUR)}, before your last delete (answered at ${clockText(later)} on the sandbox’s clock), but is still stored. Delete every session that has expired by the time you are done: only one that expires after that is left to TTL.`,
    });
  });

  it('sessions TTL deleted once they expired are no live sessions lost', async () => {
    const engine = await afterLearner(cleanUp, solutionOf(cleanUp));
    // Past the 48 hours after b2's expiry in which the sandbox's TTL deletes it.
    await engine.advanceClock(60 * HOUR);
    const left = await engine.call('Scan', { TableName: 'sessions', ConsistentRead: true });
    expect(left.ok && left.reply.Count).toBe(0);
    expect(await checkExercise(engine, cleanUp)).toEqual({
      passed: true,
      feedback: 'The expired sessions are gone. Reads that cannot wait for TTL filter on expiresAt.',
    });
  });

  it('a session deleted while live says when it would have expired', async () => {
    const engine = await afterLearner(cleanUp, [
      ...solutionOf(cleanUp),
      { operation: 'DeleteItem', body: { TableName: 'sessions', Key: { PK: { S: 'SESSION#b1' } } } },
    ]);
    expect((await checkExercise(engine, cleanUp)).feedback).toBe(
      `SESSION#b1 was live and is gone: it expires at ${clockText(START + HOUR)}, after the sandbox’s time, ${clockText(await engine.clockSeconds())}. Delete only expired sessions; Set up to start again.`,
    );
  });
});
