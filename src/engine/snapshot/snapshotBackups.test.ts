/** What a snapshot keeps of backups and point-in-time recovery. */
import { describe, expect, it } from 'vitest';
import { newEngine, populated, roundTrip, scan } from '../../../test/helpers/snapshotEngine.ts';
import { exportSnapshot } from './exportSnapshot.ts';
import { importSnapshot } from './importSnapshot.ts';

describe('snapshots and backups', () => {
  it('keeps backups, restorable after the import', () => {
    const source = populated();
    const bySortKey = (items: unknown) =>
      (items as { SK: { S: string } }[]).sort((a, b) => (a.SK.S < b.SK.S ? -1 : 1));
    const atBackup = bySortKey(scan(source.call, { TableName: 'app' }));
    source.call('CreateBackup', { TableName: 'app', BackupName: 'nightly' });
    source.call('UpdateContinuousBackups', {
      TableName: 'counters',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true, RecoveryPeriodInDays: 7 },
    });
    source.call('DynamoSandbox.AdvanceClock', { Seconds: 3600 });
    source.call('DeleteTable', { TableName: 'counters' });

    const target = newEngine();
    importSnapshot(target.engine, roundTrip(exportSnapshot(source.engine)));
    const list = (call: typeof source.call) => call('ListBackups', { BackupType: 'ALL' }).BackupSummaries;
    expect(list(target.call)).toEqual(list(source.call));
    const [nightly, system] = list(target.call) as { BackupArn: string; BackupType: string }[];
    expect(system.BackupType).toBe('SYSTEM');
    expect(target.call('DescribeBackup', { BackupArn: nightly.BackupArn })).toEqual(
      source.call('DescribeBackup', { BackupArn: nightly.BackupArn }),
    );
    target.call('RestoreTableFromBackup', { TargetTableName: 'app-copy', BackupArn: nightly.BackupArn });
    expect(bySortKey(scan(target.call, { TableName: 'app-copy' }))).toEqual(atBackup);
  });

  it('turns point-in-time recovery back on with its period; the window starts at the import', () => {
    const source = populated();
    source.call('UpdateContinuousBackups', {
      TableName: 'counters',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true, RecoveryPeriodInDays: 7 },
    });
    source.call('DynamoSandbox.AdvanceClock', { Seconds: 3600 });
    const target = newEngine();
    importSnapshot(target.engine, roundTrip(exportSnapshot(source.engine)));
    const described = target.call('DescribeContinuousBackups', { TableName: 'counters' })
      .ContinuousBackupsDescription as { PointInTimeRecoveryDescription: Record<string, unknown> };
    expect(described.PointInTimeRecoveryDescription).toMatchObject({
      PointInTimeRecoveryStatus: 'ENABLED',
      RecoveryPeriodInDays: 7,
      EarliestRestorableDateTime: target.engine.now() / 1000,
    });
  });
});
