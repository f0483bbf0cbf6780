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
    const restored = target.call('RestoreTableFromBackup', {
      TargetTableName: 'app-copy',
      BackupArn: nightly.BackupArn,
    });
    // With no status delay the table is ACTIVE at once, but the reply still shows the restore starting.
    expect(restored.TableDescription).toMatchObject({
      TableStatus: 'CREATING',
      RestoreSummary: { SourceBackupArn: nightly.BackupArn, RestoreInProgress: true },
    });
    expect(bySortKey(scan(target.call, { TableName: 'app-copy' }))).toEqual(atBackup);

    // Once ACTIVE the table shows no RestoreSummary (ack-api-quirks dynamodb DDB-TABLE-216), also reloaded.
    const again = newEngine();
    importSnapshot(again.engine, roundTrip(exportSnapshot(target.engine)));
    const described = (call: typeof source.call) =>
      (call('DescribeTable', { TableName: 'app-copy' }) as { Table: Record<string, unknown> }).Table;
    expect(described(again.call)).toEqual(described(target.call));
    expect(described(again.call)).not.toHaveProperty('RestoreSummary');
  });

  it('keeps point-in-time recovery with its window and change log: a restore reaches back past the reload', () => {
    const source = populated();
    source.call('UpdateContinuousBackups', {
      TableName: 'counters',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true, RecoveryPeriodInDays: 7 },
    });
    const enabledAt = source.engine.now() / 1000;
    source.call('DynamoSandbox.AdvanceClock', { Seconds: 3600 });
    const beforeMistake = source.engine.now() / 1000;
    source.call('DynamoSandbox.AdvanceClock', { Seconds: 60 });
    source.call('PutItem', { TableName: 'counters', Item: { id: { N: '1' }, n: { N: '0' } } });
    source.call('PutItem', { TableName: 'counters', Item: { id: { N: '2' }, n: { N: '7' } } });
    source.call('DynamoSandbox.AdvanceClock', { Seconds: 600 });

    const target = newEngine();
    importSnapshot(target.engine, roundTrip(exportSnapshot(source.engine)));
    const window = (call: typeof source.call) =>
      call('DescribeContinuousBackups', { TableName: 'counters' }).ContinuousBackupsDescription;
    expect(window(target.call)).toEqual(window(source.call));
    expect(window(target.call)).toMatchObject({
      PointInTimeRecoveryDescription: { RecoveryPeriodInDays: 7, EarliestRestorableDateTime: enabledAt },
    });
    target.call('RestoreTableToPointInTime', {
      SourceTableName: 'counters',
      TargetTableName: 'counters-before',
      RestoreDateTime: beforeMistake,
    });
    expect(scan(target.call, { TableName: 'counters-before' })).toEqual([{ id: { N: '1' }, n: { N: '42' } }]);
  });

  it('keeps only the newest changes when asked to: the window starts after the dropped ones', () => {
    const source = populated();
    source.call('UpdateContinuousBackups', {
      TableName: 'counters',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    for (let n = 0; n < 3; n++) {
      source.call('DynamoSandbox.AdvanceClock', { Seconds: 60 });
      source.call('PutItem', { TableName: 'counters', Item: { id: { N: '1' }, n: { N: String(n) } } });
    }
    const secondChange = source.engine.now() / 1000 - 60;
    const target = newEngine();
    importSnapshot(target.engine, roundTrip(exportSnapshot(source.engine, { maxPointInTimeChanges: 1 })));
    const described = target.call('DescribeContinuousBackups', { TableName: 'counters' })
      .ContinuousBackupsDescription as { PointInTimeRecoveryDescription: Record<string, unknown> };
    expect(described.PointInTimeRecoveryDescription.EarliestRestorableDateTime).toBe(secondChange);
  });

  it('starts the window at the import for snapshots that hold only the recovery period', () => {
    const source = populated();
    source.call('UpdateContinuousBackups', {
      TableName: 'counters',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true, RecoveryPeriodInDays: 7 },
    });
    source.call('DynamoSandbox.AdvanceClock', { Seconds: 3600 });
    const saved = roundTrip(exportSnapshot(source.engine)) as { tables: { pointInTime?: object }[] };
    for (const table of saved.tables) if (table.pointInTime) table.pointInTime = { periodDays: 7 };
    const target = newEngine();
    importSnapshot(target.engine, saved);
    const described = target.call('DescribeContinuousBackups', { TableName: 'counters' })
      .ContinuousBackupsDescription as { PointInTimeRecoveryDescription: Record<string, unknown> };
    expect(described.PointInTimeRecoveryDescription).toMatchObject({
      PointInTimeRecoveryStatus: 'ENABLED',
      RecoveryPeriodInDays: 7,
      EarliestRestorableDateTime: target.engine.now() / 1000,
    });
  });
});
