/**
 * Lesson 21's checks held to the feedback they give for typical mistakes, on the real engine: an
 * index with the wrong Dimensions, distance function or projection, a search while the index
 * backfills, a search for another vector (a positive multiple of the craving is the same one to
 * COSINE) or another TopK. The second exercise's checks: missingHashLessonChecks.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  afterLearner,
  asLearner,
  exercise,
  freshEngine,
  setUp,
  solve,
} from '../../../test/helpers/lessonSandbox.ts';
import { checkExercise } from './exerciseRunner.ts';
import type { LessonCall } from './lessonTypes.ts';

const SLUG = '21-vector-search';
const findSimilar = exercise(SLUG, 'find-similar-dishes');

const N = (n: number) => ({ N: String(n) });

/** The solution's UpdateTable with other Dimensions, another distance function or another projection. */
function createByTaste(dimensions = 4, distance = 'COSINE', projection = 'ALL'): LessonCall {
  return {
    operation: 'UpdateTable',
    body: {
      TableName: 'recipes',
      VectorIndexUpdates: [
        {
          Create: {
            IndexName: 'by-taste',
            VectorAttribute: { AttributeName: 'taste' },
            Projection: { ProjectionType: projection },
            Dimensions: dimensions,
            DistanceFunction: distance,
          },
        },
      ],
    },
  };
}

function search(vector: number[], topK = 3, extra: Record<string, unknown> = {}): LessonCall {
  return {
    operation: 'SearchVectors',
    body: { TableName: 'recipes', IndexName: 'by-taste', SearchVector: vector.map(N), TopK: topK, ...extra },
  };
}

describe('a vector index on the recipes, and a search for a craving', () => {
  it('starts without the index', async () => {
    const engine = freshEngine();
    await setUp(engine, findSimilar);
    expect((await checkExercise(engine, findSimilar)).feedback).toBe(
      'recipes has no vector index named by-taste yet.',
    );
  });

  it('names the wrong Dimensions: every recipe was left out', async () => {
    const engine = await afterLearner(findSimilar, [createByTaste(3)], 5);
    expect((await checkExercise(engine, findSimilar)).feedback).toMatch(
      /^by-taste has Dimensions 3, but every taste vector holds 4 numbers/,
    );
    // The backfill left every recipe out: a search of the three-dimension index finds none.
    const found = await engine.call('SearchVectors', {
      TableName: 'recipes',
      IndexName: 'by-taste',
      SearchVector: [N(1), N(0), N(0.5)],
      TopK: 5,
    });
    expect(found).toMatchObject({ ok: true, reply: { SearchResults: [] } });
  });

  it('names a projection other than ALL', async () => {
    const engine = await afterLearner(findSimilar, [createByTaste(4, 'COSINE', 'KEYS_ONLY')], 5);
    expect((await checkExercise(engine, findSimilar)).feedback).toBe(
      'by-taste projects KEYS_ONLY; the task asks for ALL, so that a search can return each dish with all its attributes; under KEYS_ONLY or INCLUDE it returns only what the index holds. A vector index’s projection cannot be changed: Delete it (UpdateTable with `VectorIndexUpdates: [{"Delete": {…}}]`) and create it again, or press Set up.',
    );
  });

  it('names another distance function, and how to start again', async () => {
    const engine = await afterLearner(findSimilar, [createByTaste(4, 'DOT_PRODUCT')], 5);
    expect((await checkExercise(engine, findSimilar)).feedback).toMatch(
      /^by-taste measures DOT_PRODUCT; the task asks for COSINE, which compares the proportions/,
    );
  });

  it('an index still being built is not passed yet, and a search meanwhile is refused', async () => {
    const engine = freshEngine();
    await setUp(engine, findSimilar);
    // Sent as the Console sends it, without the runner's wait: the index starts CREATING.
    await engine.call('UpdateTable', createByTaste().body);
    expect((await checkExercise(engine, findSimilar)).feedback).toMatch(
      /^by-taste is CREATING: DynamoDB is still allocating it \(Backfilling is false\)/,
    );
    await asLearner(engine, [{ ...search([1, 0, 0.5, 0]), expectError: 'ValidationException' }]);
    expect(engine.learnerCalls[0].error?.message).toBe('Cannot search backfilling vector index: by-taste');
    await engine.advanceClock(5);
    expect((await checkExercise(engine, findSimilar)).feedback).toMatch(
      /^DynamoDB refused your latest SearchVectors: “Cannot search backfilling vector index: by-taste”\. A new vector index can be searched once its own IndexStatus is ACTIVE/,
    );
  });

  it('a search sent before by-taste existed is not taken for a search of another index', async () => {
    const engine = freshEngine();
    await setUp(engine, findSimilar);
    await asLearner(engine, [{ ...search([1, 0, 0.5, 0]), expectError: 'ValidationException' }]);
    expect(engine.learnerCalls[0].error?.message).toBe(
      'The table does not have the specified index: by-taste',
    );
    await asLearner(engine, [createByTaste()]);
    await engine.advanceClock(5);
    expect((await checkExercise(engine, findSimilar)).feedback).toBe(
      'DynamoDB refused your latest SearchVectors: “The table does not have the specified index: by-taste”. It named by-taste, which did not exist yet, or could not be searched yet, when you sent it. by-taste is ACTIVE now: search again.',
    );
    // A search that names an index the table does not have is still told to name by-taste.
    await asLearner(engine, [
      { ...search([1, 0, 0.5, 0], 3, { IndexName: 'by-flavour' }), expectError: 'ValidationException' },
    ]);
    expect((await checkExercise(engine, findSimilar)).feedback).toMatch(
      /SearchVectors reads vector indexes only: set "IndexName": "by-taste"\.$/,
    );
  });

  it('an index partitioned by a SearchSchema is named, not the TopK of a search that saw one cuisine', async () => {
    const partitioned = createByTaste();
    const create = (partitioned.body.VectorIndexUpdates as { Create: Record<string, unknown> }[])[0].Create;
    const body = {
      ...partitioned.body,
      AttributeDefinitions: [{ AttributeName: 'cuisine', AttributeType: 'S' }],
      VectorIndexUpdates: [
        {
          Create: {
            ...create,
            SearchSchema: [{ AttributeName: 'cuisine', SearchSchemaElementType: 'HASH' }],
          },
        },
      ],
    };
    const engine = await afterLearner(findSimilar, [{ ...partitioned, body }], 5);
    await asLearner(engine, [
      search([1, 0, 0.5, 0], 3, {
        SearchConditionExpression: 'cuisine = :c',
        ExpressionAttributeValues: { ':c': { S: 'french' } },
      }),
    ]);
    expect((await checkExercise(engine, findSimilar)).feedback).toBe(
      'by-taste has a SearchSchema with cuisine as its HASH element, so each search looks at one cuisine only; the task compares the craving with every recipe, and asks for no SearchSchema. Delete it (UpdateTable with `VectorIndexUpdates: [{"Delete": {…}}]`) and create it again, or press Set up.',
    );
  });

  it('asks for a search first, then the craving’s vector, then TopK 3', async () => {
    const engine = await afterLearner(findSimilar, [createByTaste()], 5);
    expect((await checkExercise(engine, findSimilar)).feedback).toBe(
      'Run a SearchVectors on recipes in the Console first: this exercise checks its result.',
    );
    await asLearner(engine, [search([0, 0.5, 1, 1])]);
    expect((await checkExercise(engine, findSimilar)).feedback).toBe(
      'Your latest search looked for [0, 0.5, 1, 1]; the craving is [1, 0, 0.5, 0] (sweet, salty, sour, spicy).',
    );
    await asLearner(engine, [search([1, 0, 0.5, 0], 5)]);
    expect((await checkExercise(engine, findSimilar)).feedback).toBe(
      'Your latest search returned 5 dishes; the task asks for the 3 closest: "TopK": 3.',
    );
  });

  it('a positive multiple of the craving passes, as COSINE sees the same direction; other directions do not', async () => {
    const engine = await afterLearner(findSimilar, [createByTaste()], 5);
    await asLearner(engine, [search([2, 0, 1, 0])]);
    const verdict = await checkExercise(engine, findSimilar);
    expect(verdict.passed).toBe(true);
    expect(verdict.feedback).toMatch(
      /^Lemon tart \(0\.023\), Mango sticky rice \(0\.084\), Chocolate mousse \(0\.110\): /,
    );
    await asLearner(engine, [search([-2, 0, -1, 0])]);
    expect((await checkExercise(engine, findSimilar)).feedback).toBe(
      'Your latest search looked for [-2, 0, -1, 0]; the craving is [1, 0, 0.5, 0] (sweet, salty, sour, spicy).',
    );
    await asLearner(engine, [search([2, 0, 1.2, 0])]);
    expect((await checkExercise(engine, findSimilar)).passed).toBe(false);
  });

  it('a search of the wrong length is explained', async () => {
    const engine = await afterLearner(findSimilar, [createByTaste()], 5);
    await asLearner(engine, [{ ...search([1, 0, 0.5]), expectError: 'ValidationException' }]);
    expect((await checkExercise(engine, findSimilar)).feedback).toBe(
      'DynamoDB refused your latest SearchVectors: “Input search vector dimension 3 does not match vector index dimension 4”. The search vector needs one number per dimension, 4: sweet, salty, sour and spicy.',
    );
  });

  it('a vector written as an {"L": …} value is explained', async () => {
    const engine = await afterLearner(findSimilar, [createByTaste()], 5);
    const wrapped = search([1, 0, 0.5, 0]);
    const body = { ...wrapped.body, SearchVector: { L: [N(1), N(0), N(0.5), N(0)] } };
    await asLearner(engine, [{ ...wrapped, body, expectError: 'SerializationException' }]);
    expect((await checkExercise(engine, findSimilar)).feedback).toMatch(
      /SearchVector is a list of \{"N": …\} values, one per dimension such as \{"N": "0\.5"\}, not an \{"L": …\}\.$/,
    );
  });

  it('results without their recipeId cannot be judged', async () => {
    const engine = await afterLearner(findSimilar, [createByTaste()], 5);
    await asLearner(engine, [search([1, 0, 0.5, 0], 3, { ProjectionExpression: 'dish' })]);
    expect((await checkExercise(engine, findSimilar)).feedback).toMatch(
      /^Your latest search returned dishes without their recipeId/,
    );
  });

  it('passes with the three desserts, closest first, scored by COSINE', async () => {
    const engine = freshEngine();
    await setUp(engine, findSimilar);
    expect(await solve(engine, findSimilar)).toEqual({ ok: true });
    const verdict = await checkExercise(engine, findSimilar);
    expect(verdict.passed).toBe(true);
    expect(verdict.feedback).toBe(
      'Lemon tart (0.023), Mango sticky rice (0.084), Chocolate mousse (0.110): the 3 dishes closest to [1, 0, 0.5, 0], closest first. Each score is a COSINE distance: 0 would be exactly the craving’s proportions, and lower is closer. The taste vector itself is not in the results: a search returns it only when a ProjectionExpression names it.',
    );
  });
});
