/**
 * A recovery period raised after a shorter one, saved and read back (backups/pointInTime.ts,
 * snapshot/pointInTimeSnapshots.ts). A raise set the earliest restorable time to where the shorter
 * period stood, but kept a write older than that in its log when no later write had trimmed it: the
 * snapshot then listed a change before the time it says everything earlier was dropped, and reading
 * it back refused it as damaged.
 */
import { describe, expect, it } from 'vitest';
import { exportSnapshot } from '../../src/engine/snapshot/exportSnapshot.ts';
import { importSnapshot } from '../../src/engine/snapshot/importSnapshot.ts';
import { idTable, ok, testEngine } from '../helpers/wire.ts';

const DAY_MS = 86_400_000;
const period = (RecoveryPeriodInDays: number) => ({
  TableName: 'orders',
  PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true, RecoveryPeriodInDays },
});
const earliest = (engine: ReturnType<typeof testEngine>) =>
  ok(engine, 'DescribeContinuousBackups', { TableName: 'orders' }).ContinuousBackupsDescription
    .PointInTimeRecoveryDescription.EarliestRestorableDateTime;

describe('a recovery period raised after a shorter one', () => {
  it('is saved in a snapshot that reads back, with the same window', () => {
    const engine = testEngine();
    ok(engine, 'CreateTable', idTable('orders'));
    ok(engine, 'UpdateContinuousBackups', period(1));
    engine.advance(60_000);
    ok(engine, 'PutItem', { TableName: 'orders', Item: { id: { S: 'o1' } } });
    // No write for five days: nothing trims the log, and the one-day period lets the write go.
    engine.advance(5 * DAY_MS);
    ok(engine, 'UpdateContinuousBackups', period(35));
    const window = earliest(engine);

    const restored = testEngine();
    importSnapshot(restored, JSON.parse(JSON.stringify(exportSnapshot(engine))));
    expect(earliest(restored)).toBe(window);
    // Still restorable from the window's start, with the item as it is.
    ok(restored, 'RestoreTableToPointInTime', {
      SourceTableName: 'orders',
      TargetTableName: 'orders-copy',
      RestoreDateTime: window,
    });
  });
});
