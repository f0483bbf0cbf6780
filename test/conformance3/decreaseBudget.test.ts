/**
 * The provisioned decrease budget as live DynamoDB answered it in 2026 (ack-api-quirks dynamodb,
 * table-throughput-billing: DDB-TABLE-184, 185, 326): four decreases a UTC day, then one 3,600 s
 * after the last; the count back to 0 at midnight UTC; what the replies and DescribeTable show.
 * Through dispatch, on a clock moved by hand (each change takes one second to land).
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { fails, ok, testEngine } from '../helpers/wire.ts';

const DELAY = 1000;
const units = (read: number, write = read) => ({ ReadCapacityUnits: read, WriteCapacityUnits: write });
const throughput = (engine: Engine) =>
  ok(engine, 'DescribeTable', { TableName: 'ledger' }).Table.ProvisionedThroughput;
const change = (engine: Engine, read: number, write: number) =>
  ok(engine, 'UpdateTable', { TableName: 'ledger', ProvisionedThroughput: units(read, write) })
    .TableDescription;
const refusal = (engine: Engine, read: number, write: number) =>
  fails(engine, 'UpdateTable', { TableName: 'ledger', ProvisionedThroughput: units(read, write) });
const seconds = (time: number) => time / 1000;
const budget = (today: number, last: string, next: string) =>
  `Subscriber limit exceeded: Provisioned throughput decreases are limited within a given UTC day. After the first 4 decreases, each subsequent decrease in the same UTC day can be performed at most once every 3600 seconds. Number of decreases today: ${today}. Last decrease at ${last} Coordinated Universal Time. Next decrease can be made at ${next} Coordinated Universal Time`;

/** `ledger`, PROVISIONED 10/10 and ACTIVE at `start`. */
function ledger(start: number): Engine {
  const engine = testEngine({ tableStatusDelayMs: DELAY, clock: { start: start - DELAY, running: false } });
  ok(engine, 'CreateTable', {
    TableName: 'ledger',
    KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
    ProvisionedThroughput: units(10),
  });
  engine.advance(DELAY);
  return engine;
}

/** Four decreases 2 s apart, each waited for; returns the time the last one landed. */
function spendFour(engine: Engine, steps: [number, number][]): number {
  for (const [read, write] of steps) {
    change(engine, read, write);
    engine.advance(2 * DELAY);
  }
  return engine.now() - DELAY;
}

describe('four decreases in a UTC day (DDB-TABLE-184)', () => {
  it('are accepted; replies show the old units and count but a new decrease time', () => {
    const engine = ledger(Date.UTC(2026, 9, 8, 23, 20, 41));
    // A new table shows no increase or decrease times.
    expect(throughput(engine)).toEqual({ NumberOfDecreasesToday: 0, ...units(10) });
    const steps: [number, number][] = [
      [9, 9],
      [9, 8],
      [9, 7],
      [9, 6],
    ];
    let before = units(10);
    steps.forEach(([read, write], count) => {
      const requested = engine.now();
      expect(change(engine, read, write).ProvisionedThroughput).toEqual({
        LastDecreaseDateTime: seconds(requested),
        NumberOfDecreasesToday: count,
        ...before,
      });
      engine.advance(2 * DELAY);
      // Both units down in one call counted once.
      expect(throughput(engine)).toMatchObject({ NumberOfDecreasesToday: count + 1, ...units(read, write) });
      before = units(read, write);
    });
  });

  it('then refuse a fifth, a mixed one and a retry, naming midnight; an increase still goes', () => {
    const engine = ledger(Date.UTC(2026, 9, 8, 23, 20, 41));
    spendFour(engine, [
      [9, 9],
      [9, 8],
      [9, 7],
      [9, 6],
    ]);
    const expected = {
      type: 'LimitExceededException',
      message: budget(
        4,
        'Thursday, October 8, 2026 at 11:20:48 PM',
        'Friday, October 9, 2026 at 12:00:00 AM',
      ),
    };
    const shown = throughput(engine);
    expect(refusal(engine, 9, 5)).toMatchObject(expected);
    expect(refusal(engine, 9, 5)).toMatchObject(expected);
    expect(refusal(engine, 8, 7)).toMatchObject(expected);
    // Refusals move neither the count nor the time.
    expect(throughput(engine)).toEqual(shown);
    expect(change(engine, 10, 7).TableStatus).toBe('UPDATING');
  });
});

describe('the day’s count (DDB-TABLE-185)', () => {
  it('goes back to 0 at 00:00:00 UTC, keeps the last decrease time, and gives four more', () => {
    const engine = ledger(Date.UTC(2026, 9, 8, 23, 20, 41));
    const last = spendFour(engine, [
      [9, 9],
      [9, 8],
      [9, 7],
      [9, 6],
    ]);
    engine.advance(Date.UTC(2026, 9, 8, 23, 59, 55) - engine.now());
    expect(throughput(engine).NumberOfDecreasesToday).toBe(4);
    engine.advance(5_000);
    expect(throughput(engine)).toMatchObject({
      NumberOfDecreasesToday: 0,
      LastDecreaseDateTime: seconds(last),
    });
    engine.advance(46_000);
    spendFour(engine, [
      [9, 5],
      [9, 4],
      [9, 3],
      [9, 2],
    ]);
    expect(throughput(engine)).toMatchObject({ NumberOfDecreasesToday: 4, ...units(9, 2) });
  });
});

describe('after the fourth decrease (DDB-TABLE-326)', () => {
  it('admits one more 3,600 s after the last one, not at the top of the hour, and then refuses again', () => {
    const engine = ledger(Date.UTC(2026, 9, 9, 0, 21, 27));
    const last = spendFour(engine, [
      [9, 10],
      [8, 10],
      [7, 10],
      [6, 10],
    ]);
    const refused = budget(
      4,
      'Friday, October 9, 2026 at 12:21:34 AM',
      'Friday, October 9, 2026 at 1:21:34 AM',
    );
    expect(refusal(engine, 5, 10).message).toBe(refused);
    engine.advance(Date.UTC(2026, 9, 9, 1, 0, 20) - engine.now());
    expect(refusal(engine, 5, 10).message).toBe(refused);
    engine.advance(last + 3_540_000 - engine.now());
    expect(refusal(engine, 5, 10).message).toBe(refused);
    engine.advance(60_000);
    change(engine, 5, 10);
    engine.advance(2 * DELAY);
    expect(throughput(engine)).toMatchObject({
      NumberOfDecreasesToday: 5,
      LastDecreaseDateTime: seconds(last + 3_600_000 + DELAY),
    });
    expect(refusal(engine, 4, 10).message).toBe(
      budget(5, 'Friday, October 9, 2026 at 1:21:35 AM', 'Friday, October 9, 2026 at 2:21:35 AM'),
    );
  });
});
