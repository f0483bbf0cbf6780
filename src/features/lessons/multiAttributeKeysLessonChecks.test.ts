/**
 * Lesson 17's checks held to the feedback they give for typical mistakes, on the real engine: a key
 * in the wrong shape or type, an index still building, the refused range before the last sort
 * attribute, a filter on a key attribute, the old index, the wrong order.
 */
import { describe, expect, it } from 'vitest';
import {
  asLearner,
  exercise,
  freshEngine,
  setUp,
  solutionOf,
  solve,
} from '../../../test/helpers/lessonSandbox.ts';
import { checkExercise } from './exerciseRunner.ts';
import type { LessonCall } from './lessonTypes.ts';

const SLUG = '17-multi-attribute-index-keys';
const buildIndex = exercise(SLUG, 'four-attribute-index');
const queryIndex = exercise(SLUG, 'query-all-four');

/** The solution's UpdateTable with another key schema, or `total` of another type. */
function indexCall(keys: [name: string, role: string][], totalType = 'N'): LessonCall {
  return {
    operation: 'UpdateTable',
    body: {
      TableName: 'orders',
      AttributeDefinitions: keys.map(([name]) => ({
        AttributeName: name,
        AttributeType: name === 'total' ? totalType : 'S',
      })),
      GlobalSecondaryIndexUpdates: [
        {
          Create: {
            IndexName: 'by-status-region',
            KeySchema: keys.map(([AttributeName, KeyType]) => ({ AttributeName, KeyType })),
            Projection: { ProjectionType: 'ALL' },
          },
        },
      ],
    },
  };
}

/** A Query on `index` with the placeholders the condition needs. */
function query(condition: string, values: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const names = { '#s': 'status', '#r': 'region', '#t': 'total' };
  const used = `${condition} ${String(extra.FilterExpression ?? '')}`;
  return {
    operation: 'Query',
    body: {
      TableName: 'orders',
      IndexName: 'by-status-region',
      KeyConditionExpression: condition,
      ExpressionAttributeNames: Object.fromEntries(
        Object.entries(names).filter(([key]) => used.includes(key)),
      ),
      ExpressionAttributeValues: values,
      ...extra,
    },
  };
}
const S = (value: string) => ({ S: value });
const N = (value: number) => ({ N: String(value) });
const shippedEu = { ':s': S('shipped'), ':r': S('eu') };

describe('an index keyed on four attributes', () => {
  it('starts from the hand-built index alone, and passes saying which order stays out', async () => {
    const engine = freshEngine();
    await setUp(engine, buildIndex);
    expect((await checkExercise(engine, buildIndex)).feedback).toBe(
      'orders has no global secondary index named by-status-region yet (it has GSI1).',
    );
    await asLearner(engine, solutionOf(buildIndex));
    expect((await checkExercise(engine, buildIndex)).feedback).toMatch(
      /^by-status-region is ACTIVE and holds 8 of the 9 orders: A25 has no region/,
    );
  });

  it('an index still being built is not passed yet', async () => {
    const engine = freshEngine();
    await setUp(engine, buildIndex);
    // Sent as the Console sends it, without the runner's wait: the index starts CREATING.
    await engine.call('UpdateTable', solutionOf(buildIndex)[0].body);
    expect((await checkExercise(engine, buildIndex)).feedback).toMatch(
      /^by-status-region is CREATING: DynamoDB is still building it/,
    );
  });

  it('total defined as a string leaves every order out, and says so', async () => {
    const engine = freshEngine();
    await setUp(engine, buildIndex);
    const keys: [string, string][] = [
      ['status', 'HASH'],
      ['region', 'HASH'],
      ['orderDate', 'RANGE'],
      ['total', 'RANGE'],
    ];
    expect(await asLearner(engine, [indexCall(keys, 'S')])).toEqual({ ok: true });
    expect((await checkExercise(engine, buildIndex)).feedback).toBe(
      'total is defined as a string (S), but the orders store it as a number (N): the index left every order out, and as text "95" would sort after "1040". Press Set up and define total as N.',
    );
    const scanned = await engine.call('Scan', { TableName: 'orders', IndexName: 'by-status-region' });
    expect(scanned).toMatchObject({ ok: true, reply: { Count: 0 } });
  });

  it('sort attributes in the wrong order are explained', async () => {
    const engine = freshEngine();
    await setUp(engine, buildIndex);
    const keys: [string, string][] = [
      ['status', 'HASH'],
      ['region', 'HASH'],
      ['total', 'RANGE'],
      ['orderDate', 'RANGE'],
    ];
    await asLearner(engine, [indexCall(keys)]);
    expect((await checkExercise(engine, buildIndex)).feedback).toMatch(
      /^by-status-region sorts by total first, then orderDate\. Sort attributes narrow a Query from left to right/,
    );
  });

  it('region in the sort key instead of the partition key is named', async () => {
    const engine = freshEngine();
    await setUp(engine, buildIndex);
    const keys: [string, string][] = [
      ['status', 'HASH'],
      ['region', 'RANGE'],
      ['orderDate', 'RANGE'],
      ['total', 'RANGE'],
    ];
    await asLearner(engine, [indexCall(keys)]);
    expect((await checkExercise(engine, buildIndex)).feedback).toMatch(
      /^by-status-region’s partition key is status; the task asks for status and region, both HASH/,
    );
  });
});

describe('one Query on all four key attributes', () => {
  it('asks for a Query first', async () => {
    const engine = freshEngine();
    await setUp(engine, queryIndex);
    expect((await checkExercise(engine, queryIndex)).feedback).toBe(
      'Run a Query on orders in the Console first: this exercise checks its result.',
    );
  });

  it('a range on orderDate with a condition on total is refused, with the reason', async () => {
    const engine = freshEngine();
    await setUp(engine, queryIndex);
    const values = { ...shippedEu, ':a': S('2026-10-01'), ':b': S('2026-10-03'), ':min': N(100) };
    await asLearner(engine, [
      {
        ...query('#s = :s AND #r = :r AND orderDate BETWEEN :a AND :b AND #t > :min', values),
        expectError: 'ValidationException',
      },
    ]);
    expect((await checkExercise(engine, queryIndex)).feedback).toBe(
      'DynamoDB refused your latest Query: “RANGE key attributes orderDate must have equality conditions specified in the query because a condition is present on key attribute total”. In by-status-region, orderDate comes before total, so a condition on total needs an equality on orderDate: orderDate = :d, then #t > :min.',
    );
  });

  it('total in a FilterExpression is refused: it is a key attribute of the index', async () => {
    const engine = freshEngine();
    await setUp(engine, queryIndex);
    const values = { ...shippedEu, ':d': S('2026-10-02'), ':min': N(100) };
    await asLearner(engine, [
      {
        ...query('#s = :s AND #r = :r AND orderDate = :d', values, { FilterExpression: '#t > :min' }),
        expectError: 'ValidationException',
      },
    ]);
    expect((await checkExercise(engine, queryIndex)).feedback).toMatch(
      /^DynamoDB refused your latest Query: “Filter Expression can only contain non-primary key attributes: Primary key attribute: total”\. total is part of by-status-region’s key/,
    );
  });

  it('the hand-built index answers, but is not the exercise', async () => {
    const engine = freshEngine();
    await setUp(engine, queryIndex);
    const old = {
      operation: 'Query',
      body: {
        TableName: 'orders',
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :d)',
        ExpressionAttributeValues: { ':pk': S('STATUS#shipped#REGION#eu'), ':d': S('2026-10-02') },
      },
    };
    await asLearner(engine, [old]);
    expect((await checkExercise(engine, queryIndex)).feedback).toBe(
      'Your latest Query read GSI1, the hand-built index; this exercise asks for by-status-region.',
    );
  });

  it('without the total condition, the small order is named', async () => {
    const engine = freshEngine();
    await setUp(engine, queryIndex);
    await asLearner(engine, [
      query(
        '#s = :s AND #r = :r AND orderDate = :d',
        { ...shippedEu, ':d': S('2026-10-02') },
        { ScanIndexForward: false },
      ),
    ]);
    expect((await checkExercise(engine, queryIndex)).feedback).toBe(
      'Your latest Query returned 1 order the dashboard does not want. A17 has a total of 95, not over 100: add #t > :min to the key condition, after orderDate.',
    );
  });

  it('an upper bound on total, or a lower bound too high, names the orders it left out', async () => {
    const engine = freshEngine();
    await setUp(engine, queryIndex);
    const day = { ...shippedEu, ':d': S('2026-10-02') };
    await asLearner(engine, [
      query('#s = :s AND #r = :r AND orderDate = :d AND #t BETWEEN :lo AND :hi', {
        ...day,
        ':lo': N(100),
        ':hi': N(500),
      }),
    ]);
    expect((await checkExercise(engine, queryIndex)).feedback).toBe(
      'Your latest Query returned 2 of the 3 orders. It left out A19 (total 1040): “over 100” has no upper limit, so use #t > :min alone, not BETWEEN, < or <=.',
    );
    await asLearner(engine, [
      query('#s = :s AND #r = :r AND orderDate = :d AND #t > :min', { ...day, ':min': N(200) }),
    ]);
    expect((await checkExercise(engine, queryIndex)).feedback).toBe(
      'Your latest Query returned 2 of the 3 orders. It left out A18 (total 120), which is over 100 too: check the lower bound on total.',
    );
  });

  it('smallest first asks for ScanIndexForward, and the numbers sort as numbers', async () => {
    const engine = freshEngine();
    await setUp(engine, queryIndex);
    const values = { ...shippedEu, ':d': S('2026-10-02'), ':min': N(100) };
    await asLearner(engine, [query('#s = :s AND #r = :r AND orderDate = :d AND #t > :min', values)]);
    const [latest] = engine.learnerCalls;
    const totals = (latest.reply!.Items as { total: { N: string } }[]).map((item) => item.total.N);
    expect(totals).toEqual(['120', '250', '1040']);
    expect((await checkExercise(engine, queryIndex)).feedback).toBe(
      'The right orders, but smallest first: add "ScanIndexForward": false to read the sort key backwards.',
    );
  });

  it('passes with the largest first, read without waste', async () => {
    const engine = freshEngine();
    await setUp(engine, queryIndex);
    await solve(engine, queryIndex);
    expect(await checkExercise(engine, queryIndex)).toEqual({
      passed: true,
      feedback:
        'A19 (1040), A20 (250), A18 (120): one Query read exactly these 3 orders (ScannedCount 3), largest first. total sorts as a number; as text, "1040" would sort below "120".',
    });
  });
});
