/**
 * The ARNs the backup, restore and tagging operations are given: another partition's Region, another
 * account, another Region, a backup where a table is wanted. DynamoDB's answers as the ack-api-quirks
 * dynamodb catalogue recorded them in 2026 (DDB-BACKUP-012, 013, DDB-TABLE-212, 272, 274, 442):
 * DescribeBackup and DeleteBackup read past the Region in a backup's ARN.
 */
import { describe, expect, it } from 'vitest';
import { fails, idTable, ok, testEngine } from '../helpers/wire.ts';

function tableWithBackup(region?: string) {
  const engine = testEngine(region ? { region } : {});
  const table = ok(engine, 'CreateTable', idTable('orders')).TableDescription;
  const backup = ok(engine, 'CreateBackup', { TableName: 'orders', BackupName: 'nightly' }).BackupDetails;
  return { engine, tableArn: table.TableArn as string, backupArn: backup.BackupArn as string };
}

describe('backup ARNs', () => {
  it('finds a backup by its own ARN in the aws-cn and aws-us-gov partitions', () => {
    for (const region of ['cn-north-1', 'us-gov-west-1']) {
      const { engine, backupArn } = tableWithBackup(region);
      expect(
        ok(engine, 'DescribeBackup', { BackupArn: backupArn }).BackupDescription.BackupDetails,
      ).toMatchObject({ BackupArn: backupArn, BackupName: 'nightly' });
      expect(ok(engine, 'ListBackups', { ExclusiveStartBackupArn: backupArn }).BackupSummaries).toEqual([]);
      ok(engine, 'DeleteBackup', { BackupArn: backupArn });
    }
  });

  it('refuses another account’s backup before looking for it', () => {
    const { engine, backupArn } = tableWithBackup();
    const foreign = backupArn.replace(':000000000000:', ':111122223333:');
    for (const operation of ['DescribeBackup', 'DeleteBackup']) {
      expect(fails(engine, operation, { BackupArn: foreign })).toMatchObject({
        type: 'AccessDeniedException',
        message: 'Access is denied',
      });
    }
    expect(
      fails(engine, 'RestoreTableFromBackup', { BackupArn: foreign, TargetTableName: 'copy' }).type,
    ).toBe('AccessDeniedException');
  });

  it('reads past another Region in the ARN, echoing it, but not a made-up or blank one (ack-api-quirks DDB-BACKUP-012)', () => {
    const { engine, backupArn } = tableWithBackup();
    const elsewhere = backupArn.replace('us-east-1', 'eu-west-1');
    expect(
      ok(engine, 'DescribeBackup', { BackupArn: elsewhere }).BackupDescription.BackupDetails,
    ).toMatchObject({
      BackupArn: elsewhere,
      BackupName: 'nightly',
    });
    expect(
      fails(engine, 'DescribeBackup', { BackupArn: backupArn.replace('us-east-1', 'xx-fake-1') }),
    ).toMatchObject({
      type: 'ValidationException',
      message: 'Invalid Request: BackupArn is not valid',
    });
    expect(fails(engine, 'DescribeBackup', { BackupArn: backupArn.replace('us-east-1', '') })).toMatchObject({
      type: 'AccessDeniedException',
      message: 'Access is denied',
    });
    // DeleteBackup through it deletes the backup itself.
    expect(
      ok(engine, 'DeleteBackup', { BackupArn: elsewhere }).BackupDescription.BackupDetails.BackupStatus,
    ).toBe('DELETED');
    expect(fails(engine, 'DescribeBackup', { BackupArn: backupArn }).type).toBe('BackupNotFoundException');
  });

  it('refuses a ListBackups cursor of another Region', () => {
    const { engine, backupArn } = tableWithBackup();
    expect(
      fails(engine, 'ListBackups', { ExclusiveStartBackupArn: backupArn.replace('us-east-1', 'us-west-2') }),
    ).toMatchObject({
      type: 'ValidationException',
      message: 'Invalid Request: The supplied ExclusiveStartBackupArn does not match the region',
    });
  });

  it('asks for SSESpecificationOverride to restore a backup of another Region', () => {
    const { engine, backupArn } = tableWithBackup();
    expect(
      fails(engine, 'RestoreTableFromBackup', {
        BackupArn: backupArn.replace('us-east-1', 'us-west-2'),
        TargetTableName: 'copy',
      }),
    ).toMatchObject({
      type: 'ValidationException',
      message: 'Invalid Request: sseSpecificationOverride must be provided for cross-region restores',
    });
    expect(engine.tables.has('copy')).toBe(false);
  });
});

describe('RestoreTableToPointInTime SourceTableArn', () => {
  const restore = (SourceTableArn: string, extra: object = {}) => {
    const { engine } = tableWithBackup();
    ok(engine, 'UpdateContinuousBackups', {
      TableName: 'orders',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    const failure = fails(engine, 'RestoreTableToPointInTime', {
      SourceTableArn,
      TargetTableName: 'copy',
      UseLatestRestorableTime: true,
      ...extra,
    });
    expect(engine.tables.has('copy')).toBe(false);
    return { type: failure.type, message: failure.message };
  };
  const arn = 'arn:aws:dynamodb:us-east-1:000000000000:table/orders';

  it('must be an ARN, and a table’s', () => {
    expect(restore('orders')).toEqual({
      type: 'ValidationException',
      message: "One or more parameter values were invalid: ARNs must start with 'arn:': orders",
    });
    expect(restore('arn:aws:dynamodb:us-east-1:000000000000:orders')).toEqual({
      type: 'ValidationException',
      message: 'sourceTableArn is not a valid ARN',
    });
  });

  it('must be of this account', () => {
    expect(restore(arn.replace(':000000000000:', ':111122223333:'))).toEqual({
      type: 'ValidationException',
      message: 'This action is only supported by accounts that match the resource owner’s account.',
    });
  });

  it('names no table when it finds none (ack-api-quirks DDB-TABLE-447)', () => {
    expect(restore(arn.replace('table/orders', 'table/missing'))).toEqual({
      type: 'TableNotFoundException',
      message: 'Table not found',
    });
  });

  it('needs SSESpecificationOverride when it is of another Region', () => {
    expect(restore(arn.replace('us-east-1', 'us-west-2'))).toEqual({
      type: 'ValidationException',
      message: 'Invalid Request: sseSpecificationOverride must be provided for cross-region restores',
    });
  });
});

describe('tagging ARNs', () => {
  it('says a backup is not a DynamoDB resource for tagging', () => {
    const { engine, backupArn } = tableWithBackup();
    const requests: [string, object][] = [
      ['TagResource', { ResourceArn: backupArn, Tags: [{ Key: 'k', Value: 'v' }] }],
      ['UntagResource', { ResourceArn: backupArn, TagKeys: ['k'] }],
      ['ListTagsOfResource', { ResourceArn: backupArn }],
    ];
    for (const [operation, body] of requests) {
      expect(fails(engine, operation, body)).toMatchObject({
        type: 'ValidationException',
        message: `One or more parameter values were invalid: Provided Arn is not a DynamoDB resource arn: ${backupArn}`,
      });
    }
  });

  it('finds another Region’s table ARN invalid', () => {
    const { engine, tableArn } = tableWithBackup();
    const west = tableArn.replace('us-east-1', 'us-west-2');
    const requests: [string, object][] = [
      ['ListTagsOfResource', { ResourceArn: west }],
      ['TagResource', { ResourceArn: west, Tags: [{ Key: 'k', Value: 'v' }] }],
      ['UntagResource', { ResourceArn: west, TagKeys: ['k'] }],
    ];
    for (const [operation, body] of requests) {
      expect(fails(engine, operation, body)).toMatchObject({
        type: 'ValidationException',
        message: `Invalid TableArn: Invalid ResourceArn provided as input ${west}`,
      });
    }
  });
});
