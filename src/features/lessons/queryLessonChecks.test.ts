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
