/**
 * The lessons' tests run exercises on the real engine, in process, as the app does: a sandbox with
 * the clock paused (set-ups must move it themselves for tables to settle), and the learner's Console
 * requests recorded for checks that judge a request's result.
 */
import { expect } from 'vitest';
import { lessons } from '../../lessons/catalog.ts';
import { createInProcessClient } from '../../src/client/inProcessClient.ts';
import { callsAt, lessonEngine, runCalls, setUpExercise } from '../../src/features/lessons/exerciseRunner.ts';
import type {
  Exercise,
  LessonCall,
  LessonEngine,
  RecordedCall,
} from '../../src/features/lessons/lessonTypes.ts';

/**
 * A fraction of a second past a whole one, as the app's clock almost always is: set-ups and solutions
 * are built for the clock's whole second (exerciseRunner floors it), so a solution that names a time
 * must hold up when the sandbox's events happened a fraction later (lesson 14's restore did not).
 */
export const START_MS = Date.UTC(2026, 10, 30, 0, 0, 0, 700);

export interface TestSandbox extends LessonEngine {
  /** What the learner "ran in the Console", newest first. */
  learnerCalls: RecordedCall[];
}

export function freshEngine(): TestSandbox {
  const learnerCalls: RecordedCall[] = [];
  const engine = lessonEngine(
    createInProcessClient({ clock: { start: START_MS, running: false } }),
    // New objects on every read, as the app's history gives them (consoleCalls.ts): a check must not
    // tell calls apart by identity.
    () => learnerCalls.map((call) => ({ ...call })),
  );
  return Object.assign(engine, { learnerCalls });
}

/**
 * Runs calls as a learner would in the Console: each is recorded for checks that read a result, with
 * the sandbox clock's time as the engine answered (epoch milliseconds), as the Console records it.
 */
export function asLearner(engine: TestSandbox, calls: readonly LessonCall[]) {
  const recording: LessonEngine = {
    ...engine,
    async call(operation, body, region) {
      const result = await engine.call(operation, body, region);
      const clockMs = Math.round(((await engine.sandbox('DescribeClock', {})).Time as number) * 1000);
      const where = { ...(region !== undefined && { region }), clockMs };
      engine.learnerCalls.unshift(
        result.ok
          ? { operation, request: body, reply: result.reply, ...where }
          : { operation, request: body, error: { type: result.type, message: result.message }, ...where },
      );
      return result;
    },
  };
  return runCalls(recording, calls);
}

/** Runs calls as the learner; each must succeed, or fail with its `expectError`. */
export const act = async (engine: TestSandbox, calls: readonly LessonCall[]) =>
  expect(await asLearner(engine, calls)).toEqual({ ok: true });

/** A call the learner sends expecting DynamoDB to refuse it with `error`. */
export const failing = (call: LessonCall, error = 'ConditionalCheckFailedException'): LessonCall => ({
  ...call,
  expectError: error,
});

/**
 * A fresh sandbox with the exercise set up, `calls` run as the learner, and the clock moved on
 * `seconds`: the state most checks are tested in.
 */
export async function afterLearner(item: Exercise, calls: readonly LessonCall[], seconds = 0) {
  const engine = freshEngine();
  const outcome = await setUp(engine, item);
  if (!outcome.ok) throw new Error(`Set up failed: ${outcome.message}`);
  await asLearner(engine, calls);
  await engine.advanceClock(seconds);
  return engine;
}

/** Sets the exercise up; as in the app, Console results from before a set-up no longer count. */
export async function setUp(engine: TestSandbox, item: Exercise) {
  const outcome = await setUpExercise(engine, item);
  engine.learnerCalls.length = 0;
  return outcome;
}

/** The exercise's reference solution, built for the sandbox's time and run as the learner would. */
export const solve = async (engine: TestSandbox, item: Exercise) =>
  asLearner(engine, callsAt(item.solution, await engine.clockSeconds()));

/** An exercise's solution calls as built at the start of a fresh engine's clock. */
export const solutionOf = (item: Exercise) => callsAt(item.solution, Math.floor(START_MS / 1000));

export const exercise = (slug: string, id: string): Exercise =>
  lessons.find((lesson) => lesson.slug === slug)!.exercises.find((candidate) => candidate.id === id)!;
