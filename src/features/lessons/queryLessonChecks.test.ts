/** Lesson 7's filter exercise judges the filter itself, not only the orders it happened to return. */
import { describe, expect, it } from 'vitest';
import { asLearner, exercise, freshEngine, setUp, solutionOf } from '../../../test/helpers/lessonSandbox.ts';
import { checkExercise } from './exerciseRunner.ts';
import type { LessonCall } from './lessonTypes.ts';

const filter = exercise('07-query-scan-and-filters', 'filter-shipped');
const paging = exercise('07-query-scan-and-filters', 'page-through');

async function feedbackAfter(query: LessonCall) {
  const engine = freshEngine();
  await setUp(engine, filter);
  expect(await asLearner(engine, [query])).toEqual({ ok: true });
  return checkExercise(engine, filter);
}

describe('lesson 7: only the shipped orders', () => {
  const [shipped] = solutionOf(filter);
  const values = shipped.body.ExpressionAttributeValues as Record<string, unknown>;

  it('refuses a filter on another attribute that returns the shipped orders by coincidence', async () => {
    const { ExpressionAttributeNames: _names, ...body } = shipped.body;
    const byTotal: LessonCall = {
      operation: 'Query',
      body: {
        ...body,
        FilterExpression: '#t > :t',
        ExpressionAttributeNames: { '#t': 'total' },
        ExpressionAttributeValues: { ':pk': values[':pk'], ':prefix': values[':prefix'], ':t': { N: '40' } },
      },
    };
    expect(await feedbackAfter(byTotal)).toEqual({
      passed: false,
      feedback:
        'Your latest Query returns the shipped orders, but its filter does not test status: it picks them by something that happens to match these six orders. Filter on status = SHIPPED.',
    });
  });

  it('a Scan run after a failed Query is the one judged', async () => {
    const { KeyConditionExpression: _key, ...body } = shipped.body;
    const engine = freshEngine();
    await setUp(engine, filter);
    await asLearner(engine, [
      {
        ...shipped,
        body: { ...shipped.body, FilterExpression: 'SK = :s' },
        expectError: 'ValidationException',
      },
      { operation: 'Scan', body: { ...body, ExpressionAttributeValues: { ':s': values[':s'] } } },
    ]);
    expect((await checkExercise(engine, filter)).feedback).toMatch(
      /^Your Scan read the whole table, ScannedCount 7/,
    );
  });

  it('a Query that asks only for a count is told to leave Select out, not Limit', async () => {
    expect(await feedbackAfter({ ...shipped, body: { ...shipped.body, Select: 'COUNT' } })).toEqual({
      passed: false,
      feedback: 'Your latest Query returned no items, only a count: leave Select out.',
    });
  });

  it('a Scan with the filter is told what it read, and sent to a Query', async () => {
    const { KeyConditionExpression: _key, ...body } = shipped.body;
    const scan: LessonCall = {
      operation: 'Scan',
      body: { ...body, ExpressionAttributeValues: { ':s': values[':s'] } },
    };
    expect(await feedbackAfter(scan)).toEqual({
      passed: false,
      feedback:
        'Your Scan read the whole table, ScannedCount 7, before its filter kept 3 items: with many customers, it would read all of theirs too. A Query reads only the items of one partition key: run a Query on app for CUSTOMER#42’s orders, with the FilterExpression on status.',
    });
  });

  it('passes a filter on status, through a placeholder or the legacy QueryFilter', async () => {
    expect((await feedbackAfter(shipped)).passed).toBe(true);
    const legacy: LessonCall = {
      operation: 'Query',
      body: {
        TableName: 'app',
        KeyConditions: {
          PK: { ComparisonOperator: 'EQ', AttributeValueList: [values[':pk']] },
          SK: { ComparisonOperator: 'BEGINS_WITH', AttributeValueList: [values[':prefix']] },
        },
        QueryFilter: { status: { ComparisonOperator: 'EQ', AttributeValueList: [{ S: 'SHIPPED' }] } },
      },
    };
    expect((await feedbackAfter(legacy)).passed).toBe(true);
  });
});

/**
 * A Query that returns only some of the shipped orders is told why: a Limit, a start key, the key
 * condition or the filter. Paging on with LastEvaluatedKey is never the advice: the check judges the
 * latest Query alone, so a learner who followed the key got only the last page judged, never passing.
 */
describe('lesson 7: some of the shipped orders', () => {
  const [shipped] = solutionOf(filter);
  const values = shipped.body.ExpressionAttributeValues as Record<string, unknown>;
  const limited = (extra: Record<string, unknown>): LessonCall => ({
    ...shipped,
    body: { ...shipped.body, Limit: 3, ...extra },
  });

  it('a page cut short by Limit, and the pages after it, are sent back to one Query without Limit', async () => {
    const engine = freshEngine();
    await setUp(engine, filter);
    const after = (sk: string) => ({ ExclusiveStartKey: { PK: values[':pk'], SK: { S: sk } } });
    await asLearner(engine, [limited({})]);
    expect(await checkExercise(engine, filter)).toEqual({
      passed: false,
      feedback:
        'Your latest Query returned 2 of the 3 shipped orders: it read one page of them (Limit), so ORDER#2026-11-15#B03 was not in it. The check judges one Query, not a series of pages: leave Limit out so that one reply holds them all.',
    });
    // Following LastEvaluatedKey, as the old feedback advised, never reaches a pass.
    await asLearner(engine, [limited(after('ORDER#2026-09-14#A02'))]);
    expect((await checkExercise(engine, filter)).feedback).toMatch(
      /^Your latest Query returned 1 of the 3 shipped orders: it read one page of them \(Limit and ExclusiveStartKey\), so ORDER#2026-08-03#A01 and ORDER#2026-09-14#A02 were not in it\. .*leave Limit and ExclusiveStartKey out/,
    );
    await asLearner(engine, [limited(after('ORDER#2026-11-20#B09'))]);
    expect((await checkExercise(engine, filter)).feedback).toMatch(/leave Limit and ExclusiveStartKey out/);
    await asLearner(engine, [shipped]);
    expect((await checkExercise(engine, filter)).passed).toBe(true);
  });

  it('a key condition narrower than the orders is named, not Limit', async () => {
    const narrow: LessonCall = {
      ...shipped,
      body: {
        ...shipped.body,
        ExpressionAttributeValues: { ...values, ':prefix': { S: 'ORDER#2026-11' } },
      },
    };
    expect(await feedbackAfter(narrow)).toEqual({
      passed: false,
      feedback:
        'Your latest Query returned 1 of the 3 shipped orders: its key condition left out ORDER#2026-08-03#A01 and ORDER#2026-09-14#A02. Every order’s sort key starts with ORDER#: begins_with(SK, :prefix) with that prefix reads them all.',
    });
  });

  it('a filter stricter than status = SHIPPED is named, not Limit', async () => {
    const strict: LessonCall = {
      ...shipped,
      body: {
        ...shipped.body,
        FilterExpression: '#s = :s AND #t > :t',
        ExpressionAttributeNames: { '#s': 'status', '#t': 'total' },
        ExpressionAttributeValues: { ...values, ':t': { N: '50' } },
      },
    };
    expect(await feedbackAfter(strict)).toEqual({
      passed: false,
      feedback:
        'Your latest Query returned 2 of the 3 shipped orders: its filter dropped ORDER#2026-08-03#A01 too: filter on status = SHIPPED alone.',
    });
  });
});

/**
 * A ProjectionExpression that leaves SK out is a fair way to read the orders, but the check tells
 * them apart by SK: it must say so, not call the shipped orders "not SHIPPED" or missing.
 */
describe('lesson 7: a projection without SK', () => {
  const withoutSk = (call: LessonCall): LessonCall => ({
    ...call,
    body: {
      ...call.body,
      ProjectionExpression: '#t',
      ExpressionAttributeNames: {
        ...(call.body.ExpressionAttributeNames as Record<string, string> | undefined),
        '#t': 'total',
      },
    },
  });
  const askForSk =
    'Your latest Query returned items without SK, so the check cannot tell which they are: add SK to the ProjectionExpression, or leave it out.';

  it('the filter exercise asks for SK instead of calling the shipped orders pending', async () => {
    const [shipped] = solutionOf(filter);
    expect(await feedbackAfter(withoutSk(shipped))).toEqual({ passed: false, feedback: askForSk });
  });

  it('the paging exercise asks for SK instead of calling the orders missing', async () => {
    const engine = freshEngine();
    await setUp(engine, paging);
    expect(await asLearner(engine, solutionOf(paging).map(withoutSk))).toEqual({ ok: true });
    expect(await checkExercise(engine, paging)).toEqual({
      passed: false,
      feedback: askForSk.replace('Your latest Query', 'Your pages'),
    });
  });
});
