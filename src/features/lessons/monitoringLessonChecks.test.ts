/**
 * Lesson 16's checks held to the feedback they give for typical mistakes, on the real engine:
 * insights on the table only, modes swapped, the wrong mode for contention, the wrong SKU, a
 * version still in the condition, stock written from a read, a sale made in PartiQL.
 */
import { describe, expect, it } from 'vitest';
import {
  afterLearner,
  asLearner,
  exercise,
  freshEngine,
  setUp,
  solutionOf,
} from '../../../test/helpers/lessonSandbox.ts';
import { checkExercise } from './exerciseRunner.ts';
import type { LessonCall } from './lessonTypes.ts';

const SLUG = '16-monitoring-and-contributor-insights';
const tableAndIndex = exercise(SLUG, 'insights-table-and-index');
const contended = exercise(SLUG, 'contended-item');

const enable = (TableName: string, mode?: string, IndexName?: string): LessonCall => ({
  operation: 'UpdateContributorInsights',
  body: {
    TableName,
    ContributorInsightsAction: 'ENABLE',
    ...(IndexName && { IndexName }),
    ...(mode && { ContributorInsightsMode: mode }),
  },
});

const sell = (sku: string, update: string, condition?: string, values: Record<string, unknown> = {}) => ({
  operation: 'UpdateItem',
  body: {
    TableName: 'inventory',
    Key: { PK: { S: sku } },
    UpdateExpression: update,
    ...(condition && { ConditionExpression: condition }),
    ExpressionAttributeValues: { ':one': { N: '1' }, ...values },
  },
});

/** The check's feedback once the learner's calls ran and insights had time to switch on. */
const verdictAfter = async (item: typeof tableAndIndex, calls: readonly LessonCall[], seconds = 5) =>
  (await checkExercise(await afterLearner(item, calls, seconds), item)).feedback;

describe('Contributor Insights for a table and its index', () => {
  it('starts with both off', async () => {
    expect(await verdictAfter(tableAndIndex, [])).toBe(
      'Contributor Insights is off for orders and for its index ByStatus: nothing records which keys take the traffic yet.',
    );
  });

  it('insights on the table do not cover its index', async () => {
    expect(await verdictAfter(tableAndIndex, [enable('orders')])).toBe(
      'Contributor Insights is on for the table orders but off for its index ByStatus: each global secondary index has its own switch and its own rules. Send UpdateContributorInsights again with "IndexName": "ByStatus".',
    );
  });

  it('the index in THROTTLED_KEYS mode cannot show a key before it throttles', async () => {
    const swapped = [
      enable('orders', 'ACCESSED_AND_THROTTLED_KEYS'),
      enable('orders', 'THROTTLED_KEYS', 'ByStatus'),
    ];
    expect(await verdictAfter(tableAndIndex, swapped)).toMatch(
      /^ByStatus is in THROTTLED_KEYS mode, which graphs only keys that are already throttled/,
    );
  });

  it('the table left in the default mode is asked to switch', async () => {
    const calls = [enable('orders', 'ACCESSED_AND_THROTTLED_KEYS', 'ByStatus'), enable('orders')];
    expect(await verdictAfter(tableAndIndex, calls)).toMatch(
      /^orders is in ACCESSED_AND_THROTTLED_KEYS mode \(the default when ContributorInsightsMode is left out\)/,
    );
    // An ENABLE with the other mode switches it.
    expect(await verdictAfter(tableAndIndex, [...calls, enable('orders', 'THROTTLED_KEYS')])).toMatch(
      /^ByStatus now/,
    );
  });

  it('waits while insights are ENABLING', async () => {
    expect(await verdictAfter(tableAndIndex, solutionOf(tableAndIndex), 0)).toMatch(
      /^Contributor Insights for the index ByStatus is still ENABLING/,
    );
    // The index settled, the table just switched on: the engine reports ENABLING for 5 s of its clock.
    const engine = await afterLearner(
      tableAndIndex,
      [enable('orders', 'ACCESSED_AND_THROTTLED_KEYS', 'ByStatus')],
      5,
    );
    await asLearner(engine, [enable('orders', 'THROTTLED_KEYS')]);
    await engine.advanceClock(4);
    expect((await checkExercise(engine, tableAndIndex)).feedback).toBe(
      'Contributor Insights for orders is still ENABLING: DynamoDB is creating its rules. Let the clock run a few seconds (or step it) and check again.',
    );
    await engine.advanceClock(1);
    expect((await checkExercise(engine, tableAndIndex)).passed).toBe(true);
  });
});

describe('a spike of failed conditions', () => {
  const insightsOn = enable('inventory', 'ACCESSED_AND_THROTTLED_KEYS');

  it('the set-up leaves the hot SKU after its sale, its version telling nothing special', async () => {
    const engine = freshEngine();
    await setUp(engine, contended);
    const scanned = await engine.call('Scan', { TableName: 'inventory' });
    const items = scanned.ok ? (scanned.reply.Items as Record<string, { S?: string; N?: string }>[]) : [];
    const hot = items.find((entry) => entry.PK.S === 'SKU#5038')!;
    expect([hot.stock.N, hot.version.N]).toEqual(['470', '33']);
    expect(Math.max(...items.map((entry) => Number(entry.version.N)))).toBeGreaterThan(33);
  });

  it('asks for insights first, and refuses THROTTLED_KEYS mode for contention', async () => {
    expect(await verdictAfter(contended, [])).toMatch(/^Contributor Insights is off for inventory/);
    expect(await verdictAfter(contended, [enable('inventory', 'THROTTLED_KEYS')])).toBe(
      'inventory is in THROTTLED_KEYS mode, and nothing in this sale is throttled: a failed condition is not a throttle, so that mode would graph nothing here. Use ACCESSED_AND_THROTTLED_KEYS.',
    );
    expect(await verdictAfter(contended, [insightsOn])).toMatch(/^Now sell one unit of the contended SKU/);
  });

  it('names a sale of the wrong SKU', async () => {
    const calls = [insightsOn, sell('SKU#7731', 'SET stock = stock - :one', 'stock >= :one')];
    expect(await verdictAfter(contended, calls)).toMatch(
      /^SKU#7731 is not where the sale’s failed conditions come from/,
    );
  });

  it('a version check, failed or not, is still contention', async () => {
    const stale = sell('SKU#5038', 'SET stock = :s, version = :next', 'version = :read', {
      ':s': { N: '469' },
      ':next': { N: '4' },
      ':read': { N: '3' },
    });
    const calls = [insightsOn, { ...stale, expectError: 'ConditionalCheckFailedException' }];
    expect(await verdictAfter(contended, calls)).toMatch(/^Your latest UpdateItem still compares version/);
  });

  it('a condition that names version without depending on a read of it does not race', async () => {
    const guarded = (condition: string, values = {}) =>
      sell('SKU#5038', 'SET stock = stock - :one, version = version + :one', condition, values);
    expect(
      await verdictAfter(contended, [insightsOn, guarded('attribute_exists(version) AND stock >= :one')]),
    ).toMatch(/^One unit of SKU#5038 sold/);
    // Compared with the version read, even alongside the right stock guard, it still races.
    const read = guarded('version = :read AND stock >= :one', { ':read': { N: '33' } });
    expect(await verdictAfter(contended, [insightsOn, read])).toMatch(
      /^Your latest UpdateItem still compares version/,
    );
  });

  it('asks for a guard on the stock, then for arithmetic in DynamoDB', async () => {
    const unguarded = sell('SKU#5038', 'SET #s = #s - :one');
    const withNames = {
      ...unguarded,
      body: { ...unguarded.body, ExpressionAttributeNames: { '#s': 'stock' } },
    };
    expect(await verdictAfter(contended, [insightsOn, withNames])).toMatch(
      /^Nothing in your condition protects the stock/,
    );
    const fromRead = sell('SKU#5038', 'SET stock = :s', 'stock >= :one', { ':s': { N: '469' } });
    expect(await verdictAfter(contended, [insightsOn, fromRead])).toMatch(
      /^Your update sets stock to a number worked out from a read/,
    );
  });

  it('judges the guard by replaying it: a sale at stock 0 must be refused, the last unit sold', async () => {
    const zero = { ':zero': { N: '0' } };
    const offByOne = sell('SKU#5038', 'SET stock = stock - :one', 'stock >= :zero', zero);
    expect(await verdictAfter(contended, [insightsOn, offByOne])).toBe(
      'Your condition lets a sale through when no stock is left: sent again on a copy of SKU#5038 with stock 0, your UpdateItem was accepted and took the stock below zero. Refuse the sale unless there is a unit to sell: "stock >= :one" (or "stock > :zero").',
    );
    const exists = sell('SKU#5038', 'SET stock = stock - :one', 'attribute_exists(stock)');
    expect(await verdictAfter(contended, [insightsOn, exists])).toMatch(
      /^Your condition lets a sale through when no stock is left/,
    );
    const tooStrict = sell('SKU#5038', 'SET stock = stock - :one', 'stock > :one');
    expect(await verdictAfter(contended, [insightsOn, tooStrict])).toMatch(
      /^Your condition refuses the last unit: sent again on a copy of SKU#5038 with stock 1/,
    );
    // Other ways of saying it pass, and the scratch copy is gone afterwards.
    const named = sell('SKU#5038', 'SET #s = #s - :one', '#s > :zero', zero);
    const engine = await afterLearner(
      contended,
      [insightsOn, { ...named, body: { ...named.body, ExpressionAttributeNames: { '#s': 'stock' } } }],
      5,
    );
    expect((await checkExercise(engine, contended)).feedback).toMatch(/^One unit of SKU#5038 sold/);
    const scanned = await engine.call('Scan', { TableName: 'inventory', Select: 'COUNT' });
    expect(scanned.ok && scanned.reply.Count).toBe(6);
  });

  const partiql = (Statement: string): LessonCall => ({ operation: 'ExecuteStatement', body: { Statement } });
  const partiqlSale = partiql(`UPDATE inventory SET stock = stock - 1 WHERE PK = 'SKU#5038' AND stock >= 1`);

  it('says a PartiQL sale was seen and not judged, and that it changed the stock', async () => {
    expect(await verdictAfter(contended, [insightsOn, partiqlSale])).toBe(
      'Your latest write to inventory was a PartiQL statement (ExecuteStatement). This check judges a sale made with UpdateItem: it reads the request’s UpdateExpression and replays its ConditionExpression on copies of the item, and a PartiQL statement has neither, so it did not judge yours. It ran all the same: SKU#5038 now has stock 469, not the 470 the flash sale left, so even a right UpdateItem would not leave 469 now. Press Set up to put the stock back (then turn Contributor Insights on again), and make the sale with one UpdateItem.',
    );
    // A statement its WHERE refused sold nothing: the stock is as the sale left it.
    const refused = partiql(`UPDATE inventory SET stock = stock - 1 WHERE PK = 'SKU#5038' AND stock >= 1000`);
    expect(
      await verdictAfter(contended, [
        insightsOn,
        { ...refused, expectError: 'ConditionalCheckFailedException' },
      ]),
    ).toMatch(/so it did not judge yours\. SKU#5038 still has stock 470: make the sale with one UpdateItem/);
    // It is the latest write that counts: an UpdateItem sent before the statement is not judged.
    const right = sell('SKU#5038', 'SET stock = stock - :one', 'stock >= :one');
    expect(await verdictAfter(contended, [insightsOn, right, partiqlSale])).toMatch(
      /^Your latest write to inventory was a PartiQL statement \(ExecuteStatement\)\./,
    );
  });

  it('a right UpdateItem after a PartiQL sale names the statement behind the stock', async () => {
    const right = sell('SKU#5038', 'SET stock = stock - :one', 'stock >= :one');
    expect(await verdictAfter(contended, [insightsOn, partiqlSale, right])).toBe(
      'SKU#5038 has stock 468; selling one unit takes it from 470 to 469. Your earlier PartiQL statement (ExecuteStatement) on SKU#5038 is not judged here, but it ran, and what it sold counts in that stock. Press Set up to start again.',
    );
  });

  it('accepts ADD with a negative amount, but only one unit sold', async () => {
    const add = sell('SKU#5038', 'ADD stock :minus', 'stock >= :one', { ':minus': { N: '-1' } });
    expect(await verdictAfter(contended, [insightsOn, add])).toMatch(/^One unit of SKU#5038 sold/);
    expect(await verdictAfter(contended, [insightsOn, add, add])).toBe(
      'SKU#5038 has stock 468; selling one unit takes it from 470 to 469. Press Set up to start again.',
    );
  });
});
