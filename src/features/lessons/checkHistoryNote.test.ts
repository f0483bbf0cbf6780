/**
 * Checks that judge how the learner did something read the Console's history. After a reload that
 * history is empty while the tables are not: the feedback must say so, not blame the learner.
 */
import { describe, expect, it } from 'vitest';
import { exercise, freshEngine, setUp, solve } from '../../../test/helpers/lessonSandbox.ts';
import { checkExercise } from './exerciseRunner.ts';

const cases = [
  exercise('04-transactions', 'register-together'),
  exercise('05-hot-partitions', 'shard-the-counter'),
  exercise('06-time-to-live', 'clean-up-expired'),
];

describe('a check that finds no Console requests', () => {
  it.each(cases)(
    '$id passes on the solution, and says the history starts afresh without it',
    async (item) => {
      const engine = freshEngine();
      expect((await setUp(engine, item)).ok).toBe(true);
      expect(await solve(engine, item)).toEqual({ ok: true });
      expect((await checkExercise(engine, item)).passed).toBe(true);

      engine.learnerCalls.length = 0; // what a reload does to the history; the tables stay
      const verdict = await checkExercise(engine, item);
      expect(verdict.passed).toBe(false);
      expect(verdict.feedback).toMatch(
        /starts afresh when the page reloads|reloaded \(the history starts afresh/,
      );
    },
  );
});
