/**
 * Right answers in another form than the reference solution's (found by a learner walking the lessons
 * in the app): a Query that projects only what it needs, a PartiQL SELECT where the check reads
 * GetItem and Query requests, and a set-up that follows one which paused the clock and put a replica
 * behind.
 */
import { describe, expect, it } from 'vitest';
import {
  afterLearner,
  exercise,
  freshEngine,
  setUp,
  solutionOf,
} from '../../../test/helpers/lessonSandbox.ts';
import { checkExercise } from './exerciseRunner.ts';
import type { Exercise, LessonCall } from './lessonTypes.ts';

/** The solution, its Queries asking only for `projection` (with `names` for reserved words). */
function projecting(item: Exercise, projection: string, names: Record<string, string> = {}): LessonCall[] {
  return solutionOf(item).map((call) =>
    call.operation !== 'Query'
      ? call
      : {
          ...call,
          body: {
            ...call.body,
            ProjectionExpression: projection,
            ExpressionAttributeNames: {
              ...(call.body.ExpressionAttributeNames as Record<string, string> | undefined),
              ...names,
            },
          },
        },
  );
}

/** ExpressionAttributeNames left empty is a ValidationException: only send it when it names something. */
function withoutEmptyNames(calls: LessonCall[]): LessonCall[] {
  return calls.map((call) => {
    const names = call.body.ExpressionAttributeNames as object | undefined;
    if (names === undefined || Object.keys(names).length > 0) return call;
    const { ExpressionAttributeNames: _names, ...body } = call.body;
    return { ...call, body };
  });
}

describe('a Query that projects only what it needs', () => {
  it('lesson 11: the biologists by sort key and name, without PK, pass', async () => {
    const department = exercise('11-modeling-relationships', 'one-department');
    const calls = withoutEmptyNames(projecting(department, 'SK, #n', { '#n': 'name' }));
    const engine = await afterLearner(department, calls);
    expect(await checkExercise(engine, department)).toMatchObject({ passed: true });
  });

  it('lesson 17: orders without their orderId are named as unjudgeable, with orderId they pass', async () => {
    const allFour = exercise('17-multi-attribute-index-keys', 'query-all-four');
    const totals = await afterLearner(
      allFour,
      withoutEmptyNames(projecting(allFour, '#t', { '#t': 'total' })),
      5,
    );
    expect((await checkExercise(totals, allFour)).feedback).toMatch(
      /^Your latest Query returned orders without orderId, so the check cannot tell which they are/,
    );
    const ids = await afterLearner(
      allFour,
      withoutEmptyNames(projecting(allFour, 'orderId, #t', { '#t': 'total' })),
      5,
    );
    expect(await checkExercise(ids, allFour)).toMatchObject({ passed: true });
  });

  it('lesson 20: the list page’s title, author and date, without postId, pass', async () => {
    const lean = exercise('20-consistency-and-cost', 'lean-list-index');
    const calls = withoutEmptyNames(projecting(lean, 'title, author, publishedAt'));
    const engine = await afterLearner(lean, calls, 5);
    expect(await checkExercise(engine, lean)).toMatchObject({ passed: true });
  });
});

describe('other forms', () => {
  it('lesson 19: a PartiQL SELECT is named as not judged, rather than as no request at all', async () => {
    const patterns = exercise('19-designing-from-access-patterns', 'serve-the-patterns');
    const select: LessonCall = {
      operation: 'ExecuteStatement',
      body: { Statement: `SELECT * FROM "conference" WHERE PK = 'TALK#t21' AND SK = 'TALK#t21'` },
    };
    const engine = await afterLearner(patterns, [select]);
    expect((await checkExercise(engine, patterns)).feedback).toMatch(
      /Your PartiQL SELECT is not judged here: this exercise reads GetItem and Query requests/,
    );
  });

  it('lesson 20: the exercises after the stale read set the replica back in sync and the clock running', async () => {
    const engine = freshEngine();
    await setUp(engine, exercise('20-consistency-and-cost', 'stale-read'));
    expect(await engine.sandbox('DescribeReplicaLag', {})).toMatchObject({ LagMilliseconds: 1000 });
    await setUp(engine, exercise('20-consistency-and-cost', 'lean-list-index'));
    expect(await engine.sandbox('DescribeReplicaLag', {})).toMatchObject({ LagMilliseconds: 0 });
    expect(await engine.sandbox('DescribeClock', {})).toMatchObject({ Paused: false });
  });
});
