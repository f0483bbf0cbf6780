/**
 * Lesson 20's checks on the real engine: each exercise from set-up to solution and back, and the
 * feedback for typical mistakes (an index projecting too much or too little, the fat index queried
 * with a ProjectionExpression, a strongly consistent read on an index, an index or a Query refused for
 * its projection, a Query without its consumed capacity, TTL on the date meant for people, a class
 * change still under way). The figures its prose quotes are measured in costLessonFigures.test.ts.
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
import type { Exercise, LessonCall } from './lessonTypes.ts';

const SLUG = '20-consistency-and-cost';
const leanList = exercise(SLUG, 'lean-list-index');
const archive = exercise(SLUG, 'archive-table');

/** The solution's index with another projection. */
const leanIndexWith = (projection: Record<string, unknown>): LessonCall => {
  const [create] = solutionOf(leanList);
  const body = structuredClone(create.body) as {
    GlobalSecondaryIndexUpdates: { Create: { Projection: unknown } }[];
  };
  body.GlobalSecondaryIndexUpdates[0].Create.Projection = projection;
  return { operation: 'UpdateTable', body };
};

/** The list Query, on `index`, with changes. */
const listQuery = (index: string, extra: Record<string, unknown> = {}): LessonCall => {
  const body: Record<string, unknown> = { ...solutionOf(leanList)[1].body, IndexName: index, ...extra };
  for (const [name, value] of Object.entries(extra)) if (value === undefined) delete body[name];
  return { operation: 'Query', body };
};

/** The verdict after the reference solution (lessons.test.ts runs the set-up/solution cycle itself). */
async function solved(item: Exercise) {
  const engine = freshEngine();
  await setUp(engine, item);
  await solve(engine, item);
  await engine.advanceClock(5);
  return checkExercise(engine, item);
}

describe('a list that reads only what it shows', () => {
  it('starts without the lean index, passes with the measured saving', async () => {
    const engine = freshEngine();
    await setUp(engine, leanList);
    expect((await checkExercise(engine, leanList)).feedback).toBe(
      'posts has no global secondary index named list-by-category yet (it has by-category).',
    );
    expect(await solved(leanList)).toEqual({
      passed: true,
      feedback:
        '6 posts for 0.5 read units, where the same Query on by-category consumes 5 read units: a Query is charged for the index entries it reads, and there each entry carries a body the list never shows. list-by-category is cheaper to keep, too: an edit of a body does not write to it at all.',
    });
  });

  it('an index projecting ALL, only keys, or the body is sent back with the reason', async () => {
    const rebuild =
      ' A projection cannot be changed: delete the index (GlobalSecondaryIndexUpdates: [{"Delete": {"IndexName": "list-by-category"}}]) and create it again once it is gone, or press Set up.';
    const cases: [Record<string, unknown>, string][] = [
      [
        { ProjectionType: 'ALL' },
        'list-by-category projects ALL, so every entry carries the post’s body, as in by-category: the list would cost just as much. Project only title and author with INCLUDE.',
      ],
      [
        { ProjectionType: 'KEYS_ONLY' },
        'list-by-category is KEYS_ONLY: the list would have no titles, and fetching them from the table (BatchGetItem) reads every body again, each post rounded up on its own. Project title and author with INCLUDE.',
      ],
      [
        { ProjectionType: 'INCLUDE', NonKeyAttributes: ['title', 'author', 'body'] },
        'list-by-category projects body, the long text the list never shows, so its entries are nearly as large as the posts. Include only title and author.',
      ],
    ];
    for (const [projection, feedback] of cases) {
      const engine = await afterLearner(leanList, [leanIndexWith(projection)]);
      expect((await checkExercise(engine, leanList)).feedback).toBe(feedback + rebuild);
    }
  });

  it('a ProjectionExpression on the fat index returns less and costs the same', async () => {
    const engine = await afterLearner(leanList, [
      solutionOf(leanList)[0],
      listQuery('by-category', { ProjectionExpression: 'title, author, publishedAt' }),
    ]);
    expect((await checkExercise(engine, leanList)).feedback).toBe(
      'Your latest Query read by-category with a ProjectionExpression and consumed 5 read units: it returned less, but DynamoDB charges for the entries it reads, bodies included. Query list-by-category instead.',
    );
  });

  it('a strongly consistent read on the index is refused, with the reason', async () => {
    const engine = await afterLearner(leanList, [
      solutionOf(leanList)[0],
      { ...listQuery('list-by-category', { ConsistentRead: true }), expectError: 'ValidationException' },
    ]);
    expect((await checkExercise(engine, leanList)).feedback).toBe(
      'DynamoDB refused your latest Query with ValidationException: “Consistent reads are not supported on global secondary indexes”. A global secondary index is filled asynchronously, so it offers eventually consistent reads only; a list page can live with that, and they cost half. Leave ConsistentRead out.',
    );
  });

  it('an index creation refused for its projection names the error and the fix', async () => {
    const refused = (projection: Record<string, unknown>) => ({
      ...leanIndexWith(projection),
      expectError: 'ValidationException',
    });
    const prefix =
      'Your latest UpdateTable on posts failed with ValidationException: “One or more parameter values were invalid: ';
    const cases: [Record<string, unknown>, string][] = [
      [
        { ProjectionType: 'INCLUDE' },
        'ProjectionType is INCLUDE, but NonKeyAttributes is not specified”. INCLUDE copies only the attributes you list: add "NonKeyAttributes": ["title", "author"] to the Projection and send it again.',
      ],
      [
        { ProjectionType: 'KEYS_ONLY', NonKeyAttributes: ['title', 'author'] },
        'ProjectionType is KEYS_ONLY, but NonKeyAttributes is specified”. Only INCLUDE takes NonKeyAttributes: set "ProjectionType": "INCLUDE" and send it again.',
      ],
      [
        { ProjectionType: 'INCLUDE', NonKeyAttributes: ['title', 'title', 'author'] },
        'Duplicate element in NonKeyAttributes: title”. Name each attribute once: "NonKeyAttributes": ["title", "author"].',
      ],
      [
        { NonKeyAttributes: ['title', 'author'] },
        'Unknown ProjectionType: null”. The Projection has no ProjectionType: write "Projection": {"ProjectionType": "INCLUDE", "NonKeyAttributes": ["title", "author"]}.',
      ],
    ];
    for (const [projection, feedback] of cases) {
      const engine = await afterLearner(leanList, [refused(projection)]);
      expect((await checkExercise(engine, leanList)).feedback).toBe(prefix + feedback);
    }
  });

  it('a Query refused for what the lean index does not project names the error and the fix', async () => {
    const engine = await afterLearner(leanList, [solutionOf(leanList)[0]], 5);
    await asLearner(engine, [
      { ...listQuery('list-by-category', { Select: 'ALL_ATTRIBUTES' }), expectError: 'ValidationException' },
    ]);
    expect((await checkExercise(engine, leanList)).feedback).toBe(
      'DynamoDB refused your latest Query with ValidationException: “One or more parameter values were invalid: Select type ALL_ATTRIBUTES is not supported for global secondary index list-by-category because its projection type is not ALL”. list-by-category holds only the attributes it projects, so it cannot return whole posts. Leave Select out: on an index, a Query returns the attributes the index projects.',
    );
    await asLearner(engine, [
      {
        ...listQuery('list-by-category', { ProjectionExpression: 'title, author, body' }),
        expectError: 'ValidationException',
      },
    ]);
    expect((await checkExercise(engine, leanList)).feedback).toBe(
      'DynamoDB refused your latest Query with ValidationException: “One or more parameter values were invalid: Global secondary index list-by-category does not project [body]”. A Query on a global secondary index cannot fetch attributes from the table: leave body out of your ProjectionExpression (the list shows only title and author).',
    );
    await asLearner(engine, [
      {
        ...listQuery('list-by-category', { FilterExpression: 'attribute_exists(body)' }),
        expectError: 'ValidationException',
      },
    ]);
    expect((await checkExercise(engine, leanList)).feedback).toBe(
      'DynamoDB refused your latest Query with ValidationException: “One or more parameter values were invalid: Secondary index list-by-category does not project one or more filter attributes: [body]”. A filter on a global secondary index can test only what the index projects: take body out of your FilterExpression (the list of databases needs no filter).',
    );
  });

  it('a Query without ReturnConsumedCapacity is asked to say what it consumed', async () => {
    const engine = await afterLearner(leanList, [
      solutionOf(leanList)[0],
      listQuery('list-by-category', { ReturnConsumedCapacity: undefined }),
    ]);
    expect((await checkExercise(engine, leanList)).feedback).toBe(
      'Your latest Query did not say what it consumed: add "ReturnConsumedCapacity": "TOTAL" and run it again.',
    );
  });

  it('an index still being filled, and the old index deleted, are named', async () => {
    const engine = freshEngine();
    await setUp(engine, leanList);
    await engine.call('UpdateTable', solutionOf(leanList)[0].body);
    expect((await checkExercise(engine, leanList)).feedback).toBe(
      'list-by-category is CREATING: DynamoDB is still building it from the table’s items. Check again once it is ACTIVE (the clock must be running, or step it).',
    );
    await engine.advanceClock(5);
    await engine.call('UpdateTable', {
      TableName: 'posts',
      GlobalSecondaryIndexUpdates: [{ Delete: { IndexName: 'by-category' } }],
    });
    expect((await checkExercise(engine, leanList)).feedback).toBe(
      'by-category is gone. Dropping an index nobody reads saves its writes and storage, but the live site still reads it until the new list ships, and “Check” compares your Query with it: press Set up and keep it this time.',
    );
  });
});

describe('an audit log that costs less to keep', () => {
  it('starts in the Standard class, passes with Standard-IA and TTL, and sets up again', async () => {
    const engine = freshEngine();
    await setUp(engine, archive);
    expect((await checkExercise(engine, archive)).feedback).toBe(
      'audit is in the STANDARD class. Send an UpdateTable with "TableClass": "STANDARD_INFREQUENT_ACCESS" and nothing else.',
    );
    expect(await solved(archive)).toEqual({
      passed: true,
      feedback:
        'audit is Standard-IA and TTL watches expiresAt: its storage is priced lower, each entry is deleted some time after its year is up without consuming write units, and the nightly job can go. Requests consume the same units as before, each priced higher, which suits a table that is rarely read.',
    });
  });

  it('a class change under way, then TTL still off, are named in turn', async () => {
    const engine = freshEngine();
    await setUp(engine, archive);
    await engine.call('UpdateTable', solutionOf(archive)[0].body);
    expect((await checkExercise(engine, archive)).feedback).toBe(
      'audit is UPDATING: the change is still under way, and DescribeTable shows the new class once the table is ACTIVE again. Check again in a moment (the clock must be running, or step it).',
    );
    await engine.advanceClock(5);
    expect((await checkExercise(engine, archive)).feedback).toBe(
      'audit is in the Standard-IA class. Time to Live is still off, so old entries stay until someone pays to delete them: turn it on with UpdateTimeToLive.',
    );
  });

  it('TTL on the date written for people is explained', async () => {
    const engine = await afterLearner(archive, [
      solutionOf(archive)[0],
      {
        operation: 'UpdateTimeToLive',
        body: { TableName: 'audit', TimeToLiveSpecification: { Enabled: true, AttributeName: 'expiresOn' } },
      },
    ]);
    await engine.advanceClock(5);
    expect((await checkExercise(engine, archive)).feedback).toBe(
      'TTL watches expiresOn, but the entries hold expiresOn as a String (2027-11-24), and TTL acts only on a Number of epoch seconds: none would ever expire. TTL can be changed once an hour: press Set up and turn it on with expiresAt.',
    );
  });
});
