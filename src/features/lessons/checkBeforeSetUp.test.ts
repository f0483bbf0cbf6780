/**
 * A Check pressed before Set up never passes: neither on a fresh sandbox nor on the state the previous
 * exercise's solution left — the way a learner working down a lesson page meets the next exercise.
 */
import { describe, expect, it } from 'vitest';
import { lessons } from '../../../lessons/catalog.ts';
import { freshEngine, setUp, solve } from '../../../test/helpers/lessonSandbox.ts';
import { checkExercise } from './exerciseRunner.ts';

const cases = lessons.flatMap((lesson) =>
  lesson.exercises.map((item, index) => ({
    name: `${lesson.slug} / ${item.id}`,
    item,
    previous: index > 0 ? lesson.exercises[index - 1] : undefined,
  })),
);

describe('Check before Set up', () => {
  it.each(cases)('$name does not pass on a fresh sandbox', async ({ item }) => {
    const engine = freshEngine();
    expect((await checkExercise(engine, item)).passed).toBe(false);
  });

  it.each(cases.filter((entry) => entry.previous))(
    '$name does not pass where the previous exercise’s solution left the sandbox',
    async ({ item, previous }) => {
      const engine = freshEngine();
      expect((await setUp(engine, previous!)).ok).toBe(true);
      expect(await solve(engine, previous!)).toEqual({ ok: true });
      await engine.advanceClock(60);
      expect((await checkExercise(engine, item)).passed).toBe(false);
    },
  );

  it('says to press Set up before what the check would ask next', async () => {
    const newest = lessons
      .find((lesson) => lesson.slug === '01-keys-and-item-collections')!
      .exercises.find((item) => item.id === 'orders-newest-first');
    const { feedback } = await checkExercise(freshEngine(), newest!);
    expect(feedback).toBe(
      '“app” does not exist: press Set up first, it builds this exercise’s starting state. Then: Run a Query on app in the Console first: this exercise checks its result.',
    );
  });

  it('does not repeat a missing table the check names too', async () => {
    const together = lessons
      .find((lesson) => lesson.slug === '04-transactions')!
      .exercises.find((item) => item.id === 'register-together');
    const { feedback } = await checkExercise(freshEngine(), together!);
    expect(feedback).toBe(
      '“app” and “usernames” do not exist: press Set up first, it builds this exercise’s starting state.',
    );
  });
});
