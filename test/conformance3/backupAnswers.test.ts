/**
 * The Backup resource as DynamoDB answered it in 2026 (ack-api-quirks dynamodb DDB-BACKUP-001, 003,
 * 004, 005, 006, 007, 011, 014, 016, 019, 024): CREATING only in the CreateBackup reply, names that
 * are not unique, ListBackups' filters, and backups that outlive their table. Through dispatch, on an
 * engine whose table takes DynamoDB's 6.5 s to be created.
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { call, fails, idTable, ok, testEngine } from '../helpers/wire.ts';

/** About what a new table is CREATING on AWS (ack-api-quirks dynamodb DDB-TABLE-101, 111). */
const DELAY_MS = 6_500;

function activeTable(TableName: string): Engine {
  const engine = testEngine({ tableStatusDelayMs: DELAY_MS });
  ok(engine, 'CreateTable', idTable(TableName));
  engine.advance(2 * DELAY_MS);
  return engine;
}
const createBackup = (engine: Engine, TableName: string, BackupName = 'nightly') =>
  ok(engine, 'CreateBackup', { TableName, BackupName }).BackupDetails;
const describeBackup = (engine: Engine, BackupArn: string) =>
  ok(engine, 'DescribeBackup', { BackupArn }).BackupDescription;
const listed = (engine: Engine, request: Record<string, unknown>) =>
  ok(engine, 'ListBackups', request).BackupSummaries as Record<string, any>[];

describe('CreateBackup', () => {
  it('answers CREATING, while DescribeBackup 50 ms later already says AVAILABLE (DDB-BACKUP-003, 024)', () => {
    const engine = activeTable('orders');
    const details = createBackup(engine, 'orders');
    expect(details).toMatchObject({ BackupStatus: 'CREATING', BackupType: 'USER' });
    engine.advance(50);
    expect(describeBackup(engine, details.BackupArn).BackupDetails.BackupStatus).toBe('AVAILABLE');
    expect(listed(engine, { TableName: 'orders' })[0].BackupStatus).toBe('AVAILABLE');
  });

  it('refuses a restore sent in the same instant, the backup being still made', () => {
    const engine = activeTable('orders');
    const { BackupArn } = createBackup(engine, 'orders');
    expect(fails(engine, 'RestoreTableFromBackup', { TargetTableName: 'copy', BackupArn })).toMatchObject({
      type: 'BackupInUseException',
      message: `Backup is being created: ${BackupArn}`,
    });
    expect(call(engine, 'DescribeTable', { TableName: 'copy' }).status).toBe(400);
  });

  it('takes the same name again as another backup, 24 in a row (DDB-BACKUP-011, 019)', () => {
    const engine = activeTable('orders');
    const arns = Array.from({ length: 24 }, () => createBackup(engine, 'orders').BackupArn);
    expect(new Set(arns).size).toBe(24);
    const names = listed(engine, { TableName: 'orders' }).map((summary) => summary.BackupName);
    expect(names).toEqual(Array(24).fill('nightly'));
  });

  it('is refused while the table is created, as for a missing table, and taken while it is updated or deleted (DDB-BACKUP-001, 007)', () => {
    const engine = testEngine({ tableStatusDelayMs: DELAY_MS });
    ok(engine, 'CreateTable', idTable('orders'));
    const missing = fails(engine, 'CreateBackup', { TableName: 'nope', BackupName: 'nightly' });
    const creating = fails(engine, 'CreateBackup', { TableName: 'orders', BackupName: 'nightly' });
    expect(creating).toMatchObject({ type: 'TableNotFoundException', message: 'Table not found: orders' });
    expect(missing).toMatchObject({ type: 'TableNotFoundException', message: 'Table not found: nope' });
    engine.advance(2 * DELAY_MS);
    ok(engine, 'UpdateTable', {
      TableName: 'orders',
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' },
    });
    createBackup(engine, 'orders', 'while-updating');
    engine.advance(2 * DELAY_MS);
    ok(engine, 'DeleteTable', { TableName: 'orders' });
    createBackup(engine, 'orders', 'while-deleting');
    engine.advance(2 * DELAY_MS);
    expect(call(engine, 'DescribeTable', { TableName: 'orders' }).status).toBe(400);
    const survivors = listed(engine, { TableName: 'orders' });
    expect(survivors.map((summary) => [summary.BackupName, summary.BackupStatus])).toEqual([
      ['while-updating', 'AVAILABLE'],
      ['while-deleting', 'AVAILABLE'],
    ]);
  });
});

describe('the backup as described and listed', () => {
  it('wraps the details in BackupDescription, with no expiry for a user backup and empty features (DDB-BACKUP-004, 006)', () => {
    const engine = activeTable('orders');
    const details = createBackup(engine, 'orders');
    const created = engine.now();
    expect(Object.keys(ok(engine, 'CreateBackup', { TableName: 'orders', BackupName: 'again' }))).toEqual([
      'BackupDetails',
    ]);
    const description = describeBackup(engine, details.BackupArn);
    expect(Object.keys(description).sort()).toEqual([
      'BackupDetails',
      'SourceTableDetails',
      'SourceTableFeatureDetails',
    ]);
    expect(description.SourceTableFeatureDetails).toEqual({});
    expect(description.BackupDetails.BackupExpiryDateTime).toBeUndefined();
    // The creation time, to the millisecond, is also the 14-digit start of the backup's id.
    expect(description.BackupDetails.BackupCreationDateTime).toBe(created / 1000);
    expect(details.BackupArn).toMatch(new RegExp(`/backup/0${created}-[0-9a-f]{8}$`));
  });

  it('lists USER backups unless asked for more, in [lower, upper) of creation time (DDB-BACKUP-014)', () => {
    const engine = activeTable('orders');
    ok(engine, 'UpdateContinuousBackups', {
      TableName: 'orders',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    const first = createBackup(engine, 'orders', 'first');
    engine.advance(1000);
    createBackup(engine, 'orders', 'second');
    ok(engine, 'DeleteTable', { TableName: 'orders' });
    engine.advance(2 * DELAY_MS);
    const names = (request: Record<string, unknown>) =>
      listed(engine, { TableName: 'orders', ...request }).map((summary) => summary.BackupName);
    expect(names({})).toEqual(['first', 'second']);
    expect(names({ BackupType: 'SYSTEM' })).toEqual(['orders$DeletedTableBackup']);
    expect(names({ BackupType: 'ALL' })).toHaveLength(3);
    expect(names({ BackupType: 'AWS_BACKUP' })).toEqual([]);
    const at = first.BackupCreationDateTime;
    expect(names({ TimeRangeLowerBound: at })).toEqual(['first', 'second']);
    expect(names({ TimeRangeUpperBound: at })).toEqual([]);
    expect(
      fails(engine, 'ListBackups', { TimeRangeLowerBound: at + 1, TimeRangeUpperBound: at }),
    ).toMatchObject({
      type: 'ValidationException',
      message:
        'One or more parameter values were invalid: Time range lower bound must be less than or equal to upper bound',
    });
    expect(
      ok(engine, 'ListBackups', { TableName: 'orders', Limit: 2 }).LastEvaluatedBackupArn,
    ).toBeUndefined();
    expect(listed(engine, { TableName: 'nope' })).toEqual([]);
  });

  it('keeps backups of each incarnation of a name apart by TableId only (DDB-BACKUP-016)', () => {
    const engine = activeTable('orders');
    createBackup(engine, 'orders', 'first');
    ok(engine, 'DeleteTable', { TableName: 'orders' });
    engine.advance(2 * DELAY_MS);
    ok(engine, 'CreateTable', idTable('orders'));
    engine.advance(2 * DELAY_MS);
    createBackup(engine, 'orders', 'second');
    const [first, second] = listed(engine, { TableName: 'orders' });
    expect(first.TableArn).toBe(second.TableArn);
    expect(first.TableId).not.toBe(second.TableId);
  });

  it('is DELETED in DeleteBackup’s reply and not found at once after it (DDB-BACKUP-005)', () => {
    const engine = activeTable('orders');
    const { BackupArn } = createBackup(engine, 'orders');
    engine.advance(1000);
    const deleted = ok(engine, 'DeleteBackup', { BackupArn }).BackupDescription;
    expect(deleted.BackupDetails.BackupStatus).toBe('DELETED');
    const notFound = { type: 'BackupNotFoundException', message: `Backup not found: ${BackupArn}` };
    expect(fails(engine, 'DescribeBackup', { BackupArn })).toMatchObject(notFound);
    expect(fails(engine, 'DeleteBackup', { BackupArn })).toMatchObject(notFound);
    expect(listed(engine, { TableName: 'orders' })).toEqual([]);
  });
});
