/**
 * Lesson 10's checks held to the feedback they give for typical mistakes, on the real engine: a
 * maximum on the wrong member or of the wrong size, a table warmed too little or still warming.
 */
import { describe, expect, it } from 'vitest';
import { asLearner, exercise, freshEngine, setUp, solutionOf } from '../../../test/helpers/lessonSandbox.ts';
import { checkExercise } from './exerciseRunner.ts';

const SLUG = '10-capacity-modes';
const capWrites = exercise(SLUG, 'cap-on-demand-writes');
const prewarm = exercise(SLUG, 'prewarm-for-launch');

const capClicks = (maximums: Record<string, number>) => ({
  operation: 'UpdateTable',
  body: { TableName: 'clicks', OnDemandThroughput: maximums },
});

const createTickets = (extra: Record<string, unknown> = {}) => ({
  operation: 'CreateTable',
  body: {
    TableName: 'tickets',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }],
    ...extra,
  },
});

describe('capping an on-demand table’s writes', () => {
  it('starts from the colleague’s read maximum, and asks for a write maximum', async () => {
    const engine = freshEngine();
    await setUp(engine, capWrites);
    expect(await checkExercise(engine, capWrites)).toEqual({
      passed: false,
      feedback:
        'clicks caps reads at 100 request units a second but not writes, and the runaway client writes: set MaxWriteRequestUnits.',
    });
  });

  it('a write maximum beside the old read maximum says how to remove the read one', async () => {
    const engine = freshEngine();
    await setUp(engine, capWrites);
    await asLearner(engine, [capClicks({ MaxWriteRequestUnits: 1000 })]);
    expect((await checkExercise(engine, capWrites)).feedback).toBe(
      'Writes are capped, but reads are still capped at 100 a second and the dashboards throttle: remove that maximum with "MaxReadRequestUnits": -1.',
    );
  });

  it('a write maximum of the wrong size is named', async () => {
    const engine = freshEngine();
    await setUp(engine, capWrites);
    await asLearner(engine, [capClicks({ MaxWriteRequestUnits: 5000, MaxReadRequestUnits: -1 })]);
    expect((await checkExercise(engine, capWrites)).feedback).toBe(
      'MaxWriteRequestUnits is 5,000; the task caps writes at 1,000 a second.',
    );
  });

  it('removing the read maximum alone leaves the table without any', async () => {
    const engine = freshEngine();
    await setUp(engine, capWrites);
    await asLearner(engine, [capClicks({ MaxReadRequestUnits: -1 })]);
    expect((await checkExercise(engine, capWrites)).feedback).toBe(
      'clicks has no OnDemandThroughput: its writes, and the bill, can grow to the per-table quota of 40,000 units a second.',
    );
  });

  it('a table switched to provisioned is sent back to Set up', async () => {
    const engine = freshEngine();
    await setUp(engine, capWrites);
    await asLearner(engine, [
      {
        operation: 'UpdateTable',
        body: {
          TableName: 'clicks',
          BillingMode: 'PROVISIONED',
          ProvisionedThroughput: { ReadCapacityUnits: 100, WriteCapacityUnits: 1000 },
        },
      },
    ]);
    expect((await checkExercise(engine, capWrites)).feedback).toMatch(/^clicks is provisioned now/);
  });

  it('once solved, writes beyond the maximum in one second throttle as the lesson says', async () => {
    const engine = freshEngine();
    await setUp(engine, capWrites);
    await asLearner(engine, solutionOf(capWrites));
    // The clock is paused, so every write lands in the same second: 1,000 one-unit writes fit.
    for (let i = 0; i < 1000; i++) {
      const put = await engine.call('PutItem', { TableName: 'clicks', Item: { PK: { S: `CLICK#${i}` } } });
      expect(put.ok).toBe(true);
    }
    expect(await engine.call('PutItem', { TableName: 'clicks', Item: { PK: { S: 'CLICK#1000' } } })).toEqual({
      ok: false,
      type: 'ThrottlingException',
      message: 'Throughput exceeds the maximum OnDemandThroughput configured on table or index',
    });
  });
});

describe('pre-warming a table for a launch', () => {
  it('a table created with the defaults only is told which figure falls short', async () => {
    const engine = freshEngine();
    await setUp(engine, prewarm);
    expect((await checkExercise(engine, prewarm)).feedback).toBe('There is no table named tickets yet.');
    await asLearner(engine, [createTickets()]);
    expect((await checkExercise(engine, prewarm)).feedback).toBe(
      'tickets can take 4,000 writes a second at once; the sale opens with 10,000. Raise WriteUnitsPerSecond.',
    );
  });

  it('warming writes but not reads is not enough', async () => {
    const engine = freshEngine();
    await setUp(engine, prewarm);
    await asLearner(engine, [createTickets({ WarmThroughput: { WriteUnitsPerSecond: 10_000 } })]);
    expect((await checkExercise(engine, prewarm)).feedback).toBe(
      'tickets can serve 12,000 reads a second at once; the sale opens with 30,000. Raise ReadUnitsPerSecond.',
    );
  });

  it('a warm-up by UpdateTable is UPDATING for five minutes of the clock, then passes', async () => {
    const engine = freshEngine();
    await setUp(engine, prewarm);
    await asLearner(engine, [createTickets()]);
    // Sent as the Console sends it: nothing waits for the warm-up to finish.
    const warmUp = { ReadUnitsPerSecond: 30_000, WriteUnitsPerSecond: 10_000 };
    await engine.call('UpdateTable', { TableName: 'tickets', WarmThroughput: warmUp });
    expect((await checkExercise(engine, prewarm)).feedback).toMatch(
      /^tickets’ warm throughput is UPDATING: DynamoDB is still warming it/,
    );
    await engine.advanceClock(300);
    expect((await checkExercise(engine, prewarm)).passed).toBe(true);
  });

  it('Set up waits for a warm-up in progress, which blocks DeleteTable, then starts over', async () => {
    const engine = freshEngine();
    await setUp(engine, prewarm);
    await asLearner(engine, [createTickets()]);
    const warmUp = { ReadUnitsPerSecond: 30_000, WriteUnitsPerSecond: 10_000 };
    await engine.call('UpdateTable', { TableName: 'tickets', WarmThroughput: warmUp });
    const refused = await engine.call('DeleteTable', { TableName: 'tickets' });
    expect(refused).toMatchObject({ ok: false, type: 'ResourceInUseException' });
    expect(await setUp(engine, prewarm)).toEqual({ ok: true });
    expect((await checkExercise(engine, prewarm)).feedback).toBe('There is no table named tickets yet.');
  });

  it('a provisioned table is refused even when it is warm enough', async () => {
    const engine = freshEngine();
    await setUp(engine, prewarm);
    await asLearner(engine, [
      createTickets({
        BillingMode: 'PROVISIONED',
        ProvisionedThroughput: { ReadCapacityUnits: 30_000, WriteCapacityUnits: 10_000 },
      }),
    ]);
    expect((await checkExercise(engine, prewarm)).feedback).toMatch(/^tickets is provisioned/);
  });
});
