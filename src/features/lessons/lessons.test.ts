import { describe, expect, it } from 'vitest';
import { lessons } from '../../../lessons/catalog.ts';
import { freshEngine, setUp, solve } from '../../../test/helpers/lessonSandbox.ts';
import { checkExercise } from './exerciseRunner.ts';

describe('the lesson catalog', () => {
  it('has titled lessons with prose, unique slugs and exercise ids, each exercise with a task and hints', () => {
    expect(lessons.length).toBeGreaterThanOrEqual(2);
    expect(new Set(lessons.map((lesson) => lesson.slug)).size).toBe(lessons.length);
    for (const lesson of lessons) {
      expect(lesson.title.length).toBeGreaterThan(3);
      expect(lesson.prose).toMatch(/^## /m);
      expect(lesson.prose).not.toMatch(/^# /m);
      // The exercises are rendered right after the prose, whose last section introduces them.
      expect(lesson.prose).toMatch(/^## Exercises\n[^#]*$/m);
      expect(lesson.exercises.length).toBeGreaterThan(0);
      expect(lesson.questions.length).toBeGreaterThanOrEqual(2);
      for (const item of lesson.questions) expect(item.answer.length).toBeGreaterThan(20);
      expect(new Set(lesson.exercises.map((item) => item.id)).size).toBe(lesson.exercises.length);
      for (const item of lesson.exercises) {
        expect(item.task.length).toBeGreaterThan(20);
        expect(item.hints.length).toBeGreaterThan(0);
      }
    }
  });
});

describe.each(
  lessons.flatMap((lesson) => lesson.exercises.map((item) => [lesson.slug, item.id, item] as const)),
)('exercise %s / %s', (_slug, _id, item) => {
  it('is not passed after set-up, and passes after its reference solution', async () => {
    const engine = freshEngine();
    expect(await setUp(engine, item)).toEqual({ ok: true });
    expect((await checkExercise(engine, item)).passed).toBe(false);
    expect(await solve(engine, item)).toEqual({ ok: true });
    // Indexes follow their table on the virtual clock, which is paused here.
    await engine.advanceClock(5);
    const verdict = await checkExercise(engine, item);
    expect(verdict.feedback).not.toBe('');
    expect(verdict.passed).toBe(true);
  });

  it('sets up again from any state: the solved state is reset', async () => {
    const engine = freshEngine();
    await setUp(engine, item);
    await solve(engine, item);
    expect(await setUp(engine, item)).toEqual({ ok: true });
    expect((await checkExercise(engine, item)).passed).toBe(false);
  });
});
