/** Lesson 11's checks name the mistake: on the real engine, with the learner's calls recorded. */
import { describe, expect, it } from 'vitest';
import { asLearner, exercise, freshEngine, setUp, solutionOf } from '../../../test/helpers/lessonSandbox.ts';
import { checkExercise } from './exerciseRunner.ts';
import type { LessonCall } from './lessonTypes.ts';

const SLUG = '11-modeling-relationships';
const roster = () => exercise(SLUG, 'course-roster');
const department = () => exercise(SLUG, 'one-department');

/** The solution's UpdateTable with another key schema for `inverted`. */
function indexKeyedBy(keySchema: { AttributeName: string; KeyType: string }[]): LessonCall {
  const body = structuredClone(rosterSteps().index.body) as {
    GlobalSecondaryIndexUpdates: { Create: { KeySchema: unknown[] } }[];
  };
  body.GlobalSecondaryIndexUpdates[0].Create.KeySchema = keySchema;
  return { operation: 'UpdateTable', body };
}

/** The reference solution's three requests, by what each does. */
function rosterSteps() {
  const calls = solutionOf(roster());
  const step = (operation: string) => calls.find((call) => call.operation === operation)!;
  return { index: step('UpdateTable'), enrollment: step('PutItem'), query: step('Query') };
}

const put = (pk: string, sk: string): LessonCall => ({
  operation: 'PutItem',
  body: { TableName: 'app', Item: { PK: { S: pk }, SK: { S: sk } } },
});

const facultyQuery = (prefix: string, extra: Record<string, unknown> = {}): LessonCall => ({
  operation: 'Query',
  body: {
    TableName: 'app',
    KeyConditionExpression: 'PK = :f AND begins_with(SK, :p)',
    ExpressionAttributeValues: { ':f': { S: 'FACULTY#science' }, ':p': { S: prefix } },
    ...extra,
  },
});

describe('the course roster through an inverted index', () => {
  it('an index keyed like the table is described', async () => {
    const engine = freshEngine();
    await setUp(engine, roster());
    await asLearner(engine, [
      indexKeyedBy([
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ]),
    ]);
    expect(await checkExercise(engine, roster())).toEqual({
      passed: false,
      feedback:
        'inverted is keyed by PK HASH, SK RANGE; it should be SK (HASH) and PK (RANGE): the table’s key, swapped. An index’s keys and projection cannot be changed: delete it with UpdateTable (GlobalSecondaryIndexUpdates: [{"Delete": {"IndexName": "inverted"}}]) and create it again once it is gone, or press Set up to start over.',
    });
  });

  it('an index still being built is not yet passed, and says so', async () => {
    const engine = freshEngine();
    await setUp(engine, roster());
    // Sent without the runner's wait, as the Console does: the index starts CREATING.
    await engine.call('UpdateTable', rosterSteps().index.body);
    const verdict = await checkExercise(engine, roster());
    expect(verdict.passed).toBe(false);
    expect(verdict.feedback).toMatch(/^inverted is CREATING: DynamoDB is still building it/);
  });

  it('an enrollment written from the course’s side is named, with the item to write instead', async () => {
    const engine = freshEngine();
    await setUp(engine, roster());
    await asLearner(engine, [rosterSteps().index, put('COURSE#db101', 'STUDENT#lin')]);
    await engine.advanceClock(5);
    expect((await checkExercise(engine, roster())).feedback).toBe(
      'app holds an item PK = COURSE#db101, SK = STUDENT#lin: an enrollment written from the course’s side. The index already shows every enrollment under its course; write it once, as PK = STUDENT#lin, SK = COURSE#db101, and delete this copy.',
    );
  });

  it('the index alone is not enough: Lin’s enrollment is asked for', async () => {
    const engine = freshEngine();
    await setUp(engine, roster());
    await asLearner(engine, [rosterSteps().index]);
    expect((await checkExercise(engine, roster())).feedback).toBe(
      'Lin is not enrolled yet: put one item with PK = STUDENT#lin and SK = COURSE#db101.',
    );
  });

  it('an index read before it caught up says the index may be lagging', async () => {
    const engine = freshEngine();
    await setUp(engine, roster());
    const { index, enrollment, query } = rosterSteps();
    await asLearner(engine, [index, enrollment, query]);
    const verdict = await checkExercise(engine, roster());
    expect(verdict.passed).toBe(false);
    expect(verdict.feedback).toMatch(
      /^inverted lists STUDENT#mei, STUDENT#ravi for COURSE#db101, but not STUDENT#lin\. .*may still be catching up/,
    );
  });

  it('the roster in place still asks for the learner’s own Query on the index, then passes', async () => {
    const engine = freshEngine();
    await setUp(engine, roster());
    const { index, enrollment, query } = rosterSteps();
    await asLearner(engine, [index, enrollment]);
    await engine.advanceClock(5);
    expect((await checkExercise(engine, roster())).feedback).toBe(
      'Lin is enrolled, and inverted lists the 3 students of COURSE#db101. Now do step 3 yourself: a Query with "IndexName": "inverted" and the key condition SK = COURSE#db101.',
    );
    await asLearner(engine, [query]);
    expect((await checkExercise(engine, roster())).passed).toBe(true);
  });

  it('a roster Query from before Lin’s enrollment does not count as step 3', async () => {
    const engine = freshEngine();
    await setUp(engine, roster());
    const { index, enrollment, query } = rosterSteps();
    await asLearner(engine, [index]);
    await engine.advanceClock(5);
    await asLearner(engine, [query, enrollment]);
    await engine.advanceClock(5);
    expect((await checkExercise(engine, roster())).feedback).toBe(
      'Your Query on inverted counted 2 students of COURSE#db101, not 3: it ran before Lin’s enrollment was in the index. Run it again now.',
    );
    await asLearner(engine, [query]);
    expect((await checkExercise(engine, roster())).passed).toBe(true);
  });

  it('a student enrolled by mistake is named', async () => {
    const engine = freshEngine();
    await setUp(engine, roster());
    const { index, enrollment, query } = rosterSteps();
    await asLearner(engine, [index, enrollment, query, put('STUDENT#zoe', 'COURSE#db101')]);
    await engine.advanceClock(5);
    expect((await checkExercise(engine, roster())).feedback).toBe(
      'inverted lists STUDENT#zoe in COURSE#db101 too; only Lin joins it in this exercise: delete that enrollment.',
    );
  });
});

describe('one department read by its prefix', () => {
  it('asks for a Query when there is none to judge', async () => {
    const engine = freshEngine();
    await setUp(engine, department());
    expect((await checkExercise(engine, department())).feedback).toBe(
      'Run a Query on app in the Console first: this exercise checks its result.',
    );
  });

  it('a prefix without its delimiter brings the biochemists along', async () => {
    const engine = freshEngine();
    await setUp(engine, department());
    await asLearner(engine, [facultyQuery('DEPT#bio')]);
    expect(await checkExercise(engine, department())).toEqual({
      passed: false,
      feedback:
        'Your latest Query also returned 2 biochemists: begins_with(SK, "DEPT#bio") matches DEPT#biochem too. End the prefix with the delimiter.',
    });
  });

  it('the whole faculty is told apart from the prefix slip', async () => {
    const engine = freshEngine();
    await setUp(engine, department());
    await asLearner(engine, [
      {
        operation: 'Query',
        body: {
          TableName: 'app',
          KeyConditionExpression: 'PK = :f',
          ExpressionAttributeValues: { ':f': { S: 'FACULTY#science' } },
        },
      },
    ]);
    expect((await checkExercise(engine, department())).feedback).toBe(
      'Your latest Query also returned 3 people outside biology (DEPT#biochem#GROUP#enzymes#STAFF#e08): narrow the sort key to the department with begins_with.',
    );
  });

  it('one group is not the whole department', async () => {
    const engine = freshEngine();
    await setUp(engine, department());
    await asLearner(engine, [facultyQuery('DEPT#bio#GROUP#ecology#')]);
    expect((await checkExercise(engine, department())).feedback).toBe(
      'Your latest Query returned 2 of the 3 biologists: a prefix that stops at the department covers all of its groups.',
    );
  });

  it('a filter that picks the biologists out is caught by what it read', async () => {
    const engine = freshEngine();
    await setUp(engine, department());
    await asLearner(engine, [
      facultyQuery('DEPT#bi', {
        FilterExpression: '#n IN (:a, :b, :c)',
        ExpressionAttributeNames: { '#n': 'name' },
        ExpressionAttributeValues: {
          ':f': { S: 'FACULTY#science' },
          ':p': { S: 'DEPT#bi' },
          ':a': { S: 'Ana' },
          ':b': { S: 'Ben' },
          ':c': { S: 'Chidi' },
        },
      }),
    ]);
    expect((await checkExercise(engine, department())).feedback).toBe(
      'Your latest Query returned the 3 biologists but read 5 items, dropping the rest in a filter: put the department into the key condition instead.',
    );
  });
});
