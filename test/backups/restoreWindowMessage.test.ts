/**
 * The InvalidRestoreTimeException message on the wire. It prints whole seconds while the window's
 * ends fall inside a second, so each time is rounded the way that keeps the message true: a time
 * just before the earliest never prints as equal to it, nor one just after the latest. A window that
 * holds no whole second (recovery turned on less than five minutes ago, mid-second) is printed to
 * the millisecond instead, so it never reads inverted.
 */
import { describe, expect, it } from 'vitest';
import { fails, idTable, ok, testEngine } from '../helpers/wire.ts';

const START = Date.UTC(2026, 10, 30);
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

/** Table `orders`, recovery turned on 400 ms into a second: the earliest restorable time is not a whole second. */
function ordersWithRecoveryAt2400() {
  const engine = testEngine();
  ok(engine, 'CreateTable', idTable('orders'));
  engine.advance(2400);
  ok(engine, 'UpdateContinuousBackups', {
    TableName: 'orders',
    PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
  });
  return engine;
}

describe('RestoreTableToPointInTime outside the window', () => {
  const engine = ordersWithRecoveryAt2400();
  engine.advance(3600 * 1000);
  // Earliest: START + 2.4 s; latest: five minutes before now, START + 3302.4 s.
  const restore = (TargetTableName: string, ms: number) => ({
    SourceTableName: 'orders',
    TargetTableName,
    RestoreDateTime: ms / 1000,
  });
  const refusal = (asked: number, earliest: number, latest: number) => ({
    type: 'InvalidRestoreTimeException',
    message: `RestoreDateTime '${iso(asked)}' must be within EarliestRestorableDateTime '${iso(earliest)}' and LatestRestorableDateTime '${iso(latest)}'`,
  });

  it('prints the earliest rounded up when the time asked is just before it', () => {
    const { type, message } = fails(engine, 'RestoreTableToPointInTime', restore('copy', START + 2200));
    expect({ type, message }).toEqual(refusal(START + 2000, START + 3000, START + 3302_000));
  });

  it('prints the time asked rounded up when it is just after the latest', () => {
    const { type, message } = fails(engine, 'RestoreTableToPointInTime', restore('copy', START + 3302_600));
    expect({ type, message }).toEqual(refusal(START + 3303_000, START + 3000, START + 3302_000));
  });

  it('restores to the printed ends themselves', () => {
    ok(engine, 'RestoreTableToPointInTime', restore('fromEarliest', START + 3000));
    ok(engine, 'RestoreTableToPointInTime', restore('fromLatest', START + 3302_000));
  });
});

describe('RestoreTableToPointInTime outside a window inside one second', () => {
  const engine = ordersWithRecoveryAt2400();
  // A minute on, both ends are when recovery was turned on: START + 2.4 s. Whole seconds would print
  // the earliest rounded up (START + 3 s) after the latest rounded down (START + 2 s).
  engine.advance(60 * 1000);
  const refused = (ms: number) => {
    const { type, message } = fails(engine, 'RestoreTableToPointInTime', {
      SourceTableName: 'orders',
      TargetTableName: 'copy',
      RestoreDateTime: ms / 1000,
    });
    return { type, message };
  };
  const window = `EarliestRestorableDateTime '2026-11-30T00:00:02.400Z' and LatestRestorableDateTime '2026-11-30T00:00:02.400Z'`;

  it('prints the window and the time asked to the millisecond, the window not inverted', () => {
    expect(refused(START + 2100)).toEqual({
      type: 'InvalidRestoreTimeException',
      message: `RestoreDateTime '2026-11-30T00:00:02.100Z' must be within ${window}`,
    });
    expect(refused(START + 2800)).toEqual({
      type: 'InvalidRestoreTimeException',
      message: `RestoreDateTime '2026-11-30T00:00:02.800Z' must be within ${window}`,
    });
  });

  it('restores to the printed instant itself', () => {
    ok(engine, 'RestoreTableToPointInTime', {
      SourceTableName: 'orders',
      TargetTableName: 'atTheInstant',
      RestoreDateTime: (START + 2400) / 1000,
    });
  });
});
