/**
 * Lesson 21's second exercise held to the feedback its check gives on the real engine: the item
 * the partitioned index left out, fixed in the wrong partition, stripped of its vector or of its
 * dish and course by a PutItem, or fixed while the index has yet to catch up.
 */
import { describe, expect, it } from 'vitest';
import {
  afterLearner,
  asLearner,
  exercise,
  freshEngine,
  setUp,
  solutionOf,
  solve,
} from '../../../test/helpers/lessonSandbox.ts';
import { checkExercise } from './exerciseRunner.ts';
import type { LessonCall } from './lessonTypes.ts';

const SLUG = '21-vector-search';
const missingHash = exercise(SLUG, 'missing-hash-attribute');

const N = (n: number) => ({ N: String(n) });

describe('the dish a partitioned index left out', () => {
  const fixCuisine = (value: string): LessonCall => ({
    operation: 'UpdateItem',
    body: {
      TableName: 'recipes',
      Key: { recipeId: { S: 'massaman-curry' } },
      UpdateExpression: 'SET cuisine = :c',
      ExpressionAttributeValues: { ':c': { S: value } },
    },
  });

  it('starts with the item written under Cuisine, and out of the thai partition', async () => {
    const engine = freshEngine();
    await setUp(engine, missingHash);
    expect((await checkExercise(engine, missingHash)).feedback).toBe(
      'massaman-curry still has no cuisine attribute (it has Cuisine, with a capital C, and attribute names are case-sensitive). taste-by-cuisine puts each entry in the partition of its cuisine, so DynamoDB took the item without an error and left it out of the index.',
    );
    // The search the learner runs first: the other Thai dishes, not Massaman curry.
    await asLearner(engine, [solutionOf(missingHash)[1]]);
    const results = engine.learnerCalls[0].reply!.SearchResults as { Item: { recipeId: { S: string } } }[];
    expect(results.map((result) => result.Item.recipeId.S)).toEqual(['green-curry', 'pad-thai', 'tom-yum']);
  });

  it('a value in another letter case is another partition', async () => {
    const engine = await afterLearner(missingHash, [fixCuisine('Thai')], 5);
    expect((await checkExercise(engine, missingHash)).feedback).toBe(
      'massaman-curry now has a cuisine, "Thai"; the Thai page searches cuisine = "thai", and a search compares values exactly, letter case included.',
    );
  });

  it('a PutItem without the vector takes the item out of every vector index', async () => {
    const put: LessonCall = {
      operation: 'PutItem',
      body: {
        TableName: 'recipes',
        Item: {
          recipeId: { S: 'massaman-curry' },
          dish: { S: 'Massaman curry' },
          cuisine: { S: 'thai' },
          course: { S: 'main' },
        },
      },
    };
    const engine = await afterLearner(missingHash, [put], 5);
    expect((await checkExercise(engine, missingHash)).feedback).toMatch(
      /^massaman-curry has no taste vector now: a PutItem replaces the whole item/,
    );
  });

  it('a PutItem that keeps the vector but drops dish and course is refused', async () => {
    const put: LessonCall = {
      operation: 'PutItem',
      body: {
        TableName: 'recipes',
        Item: {
          recipeId: { S: 'massaman-curry' },
          cuisine: { S: 'thai' },
          taste: { L: [N(0.5), N(0.5), N(0.2), N(0.6)] },
        },
      },
    };
    const engine = await afterLearner(missingHash, [put], 5);
    expect((await checkExercise(engine, missingHash)).feedback).toBe(
      'massaman-curry has lost its dish and course: a PutItem replaces the whole item, so every attribute it does not repeat is gone. The course matters to taste-by-cuisine too: it is the index’s INLINE_FILTER, and a search of Thai mains would pass the dish by. Put them back (dish "Massaman curry", course "main"), or press Set up and fix the item with an UpdateItem, which changes only the attributes it names.',
    );
  });

  it('a right fix the index has yet to take is not passed while the clock is paused', async () => {
    const engine = await afterLearner(missingHash, [fixCuisine('thai')], 0);
    expect((await checkExercise(engine, missingHash)).feedback).toMatch(
      /^massaman-curry is right in the table, but a search of the thai partition does not find it yet\./,
    );
    await engine.advanceClock(1);
    const verdict = await checkExercise(engine, missingHash);
    expect(verdict.passed).toBe(true);
    expect(verdict.feedback).toMatch(/The stray Cuisine attribute is still on the item/);
  });

  it('passes once the item is in its partition, found first with its own vector', async () => {
    const engine = freshEngine();
    await setUp(engine, missingHash);
    expect(await solve(engine, missingHash)).toEqual({ ok: true });
    await engine.advanceClock(1);
    expect(await checkExercise(engine, missingHash)).toEqual({
      passed: true,
      feedback:
        'A search of the thai partition now finds Massaman curry first, with score 0 (its own vector), then Green curry (0.060) and Pad thai (0.070). Nothing failed while it was missing: an item without the HASH attribute is written, and simply not indexed.',
    });
  });
});
