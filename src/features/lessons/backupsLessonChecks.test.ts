/**
 * Lesson 14's checks held to the feedback they give for typical mistakes, on the real engine: a
 * restore made too late or by hand, and a protected table retired in the wrong order.
 */
import { describe, expect, it } from 'vitest';
import {
  asLearner,
  exercise,
  freshEngine,
  setUp,
  solutionOf,
  solve,
  START_MS,
  type TestSandbox,
} from '../../../test/helpers/lessonSandbox.ts';
import { clockText } from './checkHelpers.ts';
import { checkExercise } from './exerciseRunner.ts';

const SLUG = '14-backups-and-restore';
const undo = exercise(SLUG, 'undo-faulty-job');
const retire = exercise(SLUG, 'retire-protected-table');

const DAY = 24 * 3600;
/** The midnight after the clock's start (a midnight itself): set up moves on to just before it. */
const MIDNIGHT = Math.floor(START_MS / 1000) + DAY;
/** Recovery is turned on right after the table is created: one second after 23:57:30. */
const RECOVERY_ON = START_MS / 1000 + DAY - 150 + 1;
const TEN_MINUTES = 600;

const restore = (point: Record<string, unknown>) => ({
  operation: 'RestoreTableToPointInTime',
  body: { SourceTableName: 'orders', TargetTableName: 'orders-restored', ...point },
});

const [takeBackup, unprotect, deleteTable] = solutionOf(retire);

async function restoredAfterWaiting(engine: TestSandbox, point: Record<string, unknown>) {
  await setUp(engine, undo);
  await engine.advanceClock(TEN_MINUTES);
  await asLearner(engine, [restore(point)]);
  await engine.advanceClock(1);
}

describe('undoing the faulty job', () => {
  it('asks for the restored table until there is one', async () => {
    const engine = freshEngine();
    await setUp(engine, undo);
    expect(await checkExercise(engine, undo)).toEqual({
      passed: false,
      feedback: 'There is no table named orders-restored yet.',
    });
  });

  it('a time before the window is refused, and nothing is restored', async () => {
    const engine = freshEngine();
    await setUp(engine, undo);
    const refused = await asLearner(engine, [
      { ...restore({ RestoreDateTime: RECOVERY_ON - 60 }), expectError: 'InvalidRestoreTimeException' },
    ]);
    expect(refused).toEqual({ ok: true });
    expect((await checkExercise(engine, undo)).feedback).toBe('There is no table named orders-restored yet.');
  });

  it('a restore still CREATING on a paused clock is not judged yet', async () => {
    const engine = freshEngine();
    await setUp(engine, undo);
    await solve(engine, undo);
    expect((await checkExercise(engine, undo)).feedback).toBe(
      'orders-restored is CREATING. Wait until it is ACTIVE (the clock must be running, or step it).',
    );
  });

  it('the latest restorable time, once the job is older than five minutes, brings the damage back', async () => {
    const engine = freshEngine();
    await restoredAfterWaiting(engine, { UseLatestRestorableTime: true });
    expect(await checkExercise(engine, undo)).toEqual({
      passed: false,
      feedback:
        'orders-restored is not orders as it was before the job: ORDER#A02 and ORDER#A05 are missing and ORDER#A04’s total is 0, not 35. ' +
        'Restored to a time after the job ran? Delete orders-restored and restore again to an earlier second' +
        ` — orders was still right at ${clockText(Math.ceil(RECOVERY_ON))}, and the job ran five minutes later.`,
    });
  });

  it('the reference solution restores to midnight, before the job, however late it is built', async () => {
    for (const hoursLater of [0, 2, 23]) {
      const engine = freshEngine();
      await setUp(engine, undo);
      await engine.advanceClock(hoursLater * 3600);
      await solve(engine, undo);
      expect(engine.learnerCalls[0].request.RestoreDateTime).toBe(MIDNIGHT);
      await engine.advanceClock(1);
      expect((await checkExercise(engine, undo)).passed).toBe(true);
    }
  });

  it('EarliestRestorableDateTime is before the job however late the restore', async () => {
    const engine = freshEngine();
    await restoredAfterWaiting(engine, { RestoreDateTime: RECOVERY_ON });
    const verdict = await checkExercise(engine, undo);
    expect(verdict.passed).toBe(true);
    expect(verdict.feedback).toMatch(/^orders-restored holds all 6 orders as they were before the job\./);
  });

  it('a table made with CreateTable is sent back to the restore', async () => {
    const engine = freshEngine();
    await setUp(engine, undo);
    await asLearner(engine, [
      {
        operation: 'CreateTable',
        body: {
          TableName: 'orders-restored',
          BillingMode: 'PAY_PER_REQUEST',
          KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
          AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }],
        },
      },
    ]);
    expect((await checkExercise(engine, undo)).feedback).toBe(
      'orders-restored is empty: make it with RestoreTableToPointInTime from orders, not with CreateTable.',
    );
  });

  it('the restored table keeps none of the source’s settings: recovery, TTL, deletion protection', async () => {
    const engine = freshEngine();
    await setUp(engine, undo);
    await asLearner(engine, [
      { operation: 'UpdateTable', body: { TableName: 'orders', DeletionProtectionEnabled: true } },
      {
        operation: 'UpdateTimeToLive',
        body: { TableName: 'orders', TimeToLiveSpecification: { Enabled: true, AttributeName: 'expiresAt' } },
      },
    ]);
    await solve(engine, undo);
    await engine.advanceClock(1);
    const recovery = await engine.call('DescribeContinuousBackups', { TableName: 'orders-restored' });
    expect(recovery.ok && recovery.reply.ContinuousBackupsDescription).toMatchObject({
      PointInTimeRecoveryDescription: { PointInTimeRecoveryStatus: 'DISABLED' },
    });
    const ttl = await engine.call('DescribeTimeToLive', { TableName: 'orders-restored' });
    expect(ttl.ok && ttl.reply.TimeToLiveDescription).toEqual({ TimeToLiveStatus: 'DISABLED' });
    const described = await engine.call('DescribeTable', { TableName: 'orders-restored' });
    expect(described.ok && described.reply.Table).toMatchObject({ DeletionProtectionEnabled: false });
    // RestoreSummary shows only while the restore runs.
    expect(described.ok && 'RestoreSummary' in (described.reply.Table as object)).toBe(false);
  });
});

describe('retiring the protected table', () => {
  it('asks for a backup first, even after DeleteTable was refused', async () => {
    const engine = freshEngine();
    await setUp(engine, retire);
    const refused = await asLearner(engine, [{ ...deleteTable, expectError: 'ValidationException' }]);
    expect(refused).toEqual({ ok: true });
    expect(await checkExercise(engine, retire)).toEqual({
      passed: false,
      feedback:
        'Nothing has backed up invoices-2019 since Set up: take an on-demand backup with CreateBackup first. It is what remains once the table is gone.',
    });
  });

  it('with the backup taken, names the protection that still refuses DeleteTable', async () => {
    const engine = freshEngine();
    await setUp(engine, retire);
    await asLearner(engine, [takeBackup]);
    expect((await checkExercise(engine, retire)).feedback).toBe(
      'Backup invoices-2019-final is taken. invoices-2019 still has deletion protection on, so DeleteTable is refused: turn it off with UpdateTable ("DeletionProtectionEnabled": false).',
    );
  });

  it('with the protection off, asks for the delete', async () => {
    const engine = freshEngine();
    await setUp(engine, retire);
    await asLearner(engine, [takeBackup, unprotect]);
    expect((await checkExercise(engine, retire)).feedback).toBe(
      'Backup invoices-2019-final is taken and deletion protection is off: now delete invoices-2019 with DeleteTable.',
    );
  });

  it('a table deleted without a backup is not retired', async () => {
    const engine = freshEngine();
    await setUp(engine, retire);
    await asLearner(engine, [unprotect, deleteTable]);
    expect((await checkExercise(engine, retire)).feedback).toBe(
      'invoices-2019 is gone without an on-demand backup. A system backup from point-in-time recovery expires after 35 days, and the auditors need the invoices for years. Press Set up, and take a backup before you delete the table.',
    );
  });

  it('a backup deleted again counts for nothing', async () => {
    const engine = freshEngine();
    await setUp(engine, retire);
    await asLearner(engine, [takeBackup]);
    await engine.advanceClock(1);
    const arn = engine.learnerCalls[0].reply!.BackupDetails as { BackupArn: string };
    await asLearner(engine, [
      { operation: 'DeleteBackup', body: { BackupArn: arn.BackupArn } },
      unprotect,
      deleteTable,
    ]);
    expect((await checkExercise(engine, retire)).feedback).toBe(
      'invoices-2019 is gone and so is your backup invoices-2019-final. A system backup from point-in-time recovery expires after 35 days, and the auditors need the invoices for years. Press Set up, and take a backup before you delete the table.',
    );
  });

  it('a backup under another name is not the one the auditors will ask for', async () => {
    const engine = freshEngine();
    await setUp(engine, retire);
    const misnamed = { ...takeBackup, body: { ...takeBackup.body, BackupName: 'old-invoices' } };
    await asLearner(engine, [misnamed]);
    expect((await checkExercise(engine, retire)).feedback).toBe(
      'Your backup is named old-invoices, but the auditors will ask for invoices-2019-final, and a backup cannot be renamed: take another with "BackupName": "invoices-2019-final" (DeleteBackup removes the first) before you delete the table.',
    );
    await asLearner(engine, [unprotect, deleteTable]);
    expect((await checkExercise(engine, retire)).feedback).toBe(
      'invoices-2019 is gone, and your backup old-invoices keeps its invoices, but the auditors will ask for invoices-2019-final, and a backup cannot be renamed. Press Set up, and take the backup as invoices-2019-final before you delete the table.',
    );
  });

  it('the backup named as asked counts, even with another taken after it', async () => {
    const engine = freshEngine();
    await setUp(engine, retire);
    const other = { ...takeBackup, body: { ...takeBackup.body, BackupName: 'scratch' } };
    await asLearner(engine, [takeBackup, other, unprotect, deleteTable]);
    await engine.advanceClock(1);
    const verdict = await checkExercise(engine, retire);
    expect(verdict.passed).toBe(true);
    expect(verdict.feedback).toMatch(/^invoices-2019 is gone, and backup invoices-2019-final /);
  });

  it('passes, naming the system backup point-in-time recovery left', async () => {
    const engine = freshEngine();
    await setUp(engine, retire);
    await asLearner(engine, solutionOf(retire));
    await engine.advanceClock(1);
    expect(await checkExercise(engine, retire)).toEqual({
      passed: true,
      feedback:
        'invoices-2019 is gone, and backup invoices-2019-final (AVAILABLE, 3 items) stays until you delete it. ListBackups with "BackupType": "ALL" also shows invoices-2019$DeletedTableBackup, the system backup point-in-time recovery left, which expires after 35 days.',
    });
  });

  it('Set up starts over from a table still protected: it lifts the protection to delete it', async () => {
    const engine = freshEngine();
    await setUp(engine, retire);
    await asLearner(engine, [takeBackup]);
    expect(await setUp(engine, retire)).toEqual({ ok: true });
    expect((await checkExercise(engine, retire)).feedback).toBe(
      'Nothing has backed up invoices-2019 since Set up: take an on-demand backup with CreateBackup first. It is what remains once the table is gone.',
    );
  });
});
