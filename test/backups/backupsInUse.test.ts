/** A backup in use by a restore, backup ARNs, and the system backup a deleted table leaves. */
import {
  DeleteBackupCommand,
  DeleteTableCommand,
  ListBackupsCommand,
  RestoreTableFromBackupCommand,
  ScanCommand,
} from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { sdkFailure as failure } from '../helpers/sdkFailure.ts';
import { useMusicTable } from './musicTable.ts';

const music = useMusicTable();
const { advance, backup } = music;

describe('a backup in use, and the deleted table\u2019s system backup', () => {
  it('lets one restore use a backup at a time, and keeps it while the restore runs', async () => {
    const details = await backup();
    const other = await backup('other');
    advance(1);
    const restore = (target: string, BackupArn = details.BackupArn) =>
      music.endpoint.client.send(new RestoreTableFromBackupCommand({ TargetTableName: target, BackupArn }));
    await restore('copy-1');
    expect(await failure(restore('copy-2'))).toEqual({
      name: 'BackupInUseException',
      message: `Backup is being used to restore another table: ${details.BackupArn}`,
    });
    expect(
      await failure(music.endpoint.client.send(new DeleteBackupCommand({ BackupArn: details.BackupArn }))),
    ).toEqual({
      name: 'BackupInUseException',
      message: `Backup is being used to restore table: ${details.BackupArn}`,
    });
    expect(await failure(restore('copy-1', other.BackupArn))).toEqual({
      name: 'TableInUseException',
      message: `Table: copy-1 is already being restored from backup: ${details.BackupArn}`,
    });
    advance(1);
    await restore('copy-2');
    expect((await failure(restore('copy-1', other.BackupArn))).name).toBe('TableAlreadyExistsException');
  });

  it('checks the form of a backup ARN before looking it up', () => {
    const describe = (BackupArn: string) => music.endpoint.wire('DescribeBackup', { BackupArn }).body.message;
    expect(describe('arn:aws:dynamodb:us-east-1:000000000000:table/music')).toBe('Invalid Backup ARN');
    // A made-up Region; a real one is read past (backupArns.test.ts).
    expect(
      describe('arn:aws:dynamodb:xx-fake-1:000000000000:table/music/backup/01234567890123-abcdef01'),
    ).toBe('Invalid Request: BackupArn is not valid');
  });

  it('keeps a deleted table with point-in-time recovery as a system backup for 35 days', async () => {
    music.endpoint.wire('UpdateContinuousBackups', {
      TableName: 'music',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    await music.endpoint.client.send(new DeleteTableCommand({ TableName: 'music' }));
    // Taken as the backup service lets go of the table, available a moment later.
    advance(2);
    const list = async (BackupType?: 'SYSTEM' | 'ALL') =>
      (await music.endpoint.client.send(new ListBackupsCommand({ BackupType }))).BackupSummaries ?? [];
    expect(await list()).toEqual([]);
    const [system] = await list('SYSTEM');
    expect(system).toMatchObject({
      BackupName: 'music$DeletedTableBackup',
      BackupType: 'SYSTEM',
      BackupStatus: 'AVAILABLE',
      BackupArn: expect.stringMatching(/-00000000$/),
    });
    expect(system.BackupExpiryDateTime!.getTime() - system.BackupCreationDateTime!.getTime()).toBe(
      35 * 86_400_000,
    );
    expect(
      (await failure(music.endpoint.client.send(new DeleteBackupCommand({ BackupArn: system.BackupArn }))))
        .message,
    ).toMatch(
      /^Invalid Request: User is not allowed to delete the system backup with arn .+\. It will automatically expire on \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/,
    );
    await music.endpoint.client.send(
      new RestoreTableFromBackupCommand({ TargetTableName: 'music', BackupArn: system.BackupArn }),
    );
    advance(1);
    expect((await music.endpoint.client.send(new ScanCommand({ TableName: 'music' }))).Count).toBe(4);
    advance(35 * 86_400);
    expect(await list('ALL')).toEqual([]);
  });
});
