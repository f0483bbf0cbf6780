/**
 * CreateBackup, DescribeBackup, DeleteBackup and ListBackups (backups/backup.ts holds the model).
 * Backups are the account's, not the table's: they outlive the table, and ListBackups without a
 * TableName lists them all, oldest first. Messages as recorded against DynamoDB (2026 probes of
 * the live service; TableNotFoundException and BackupNotFoundException also in public bug reports).
 */
import {
  backupDescription,
  backupDetails,
  backupsOf,
  backupSummary,
  restoreInProgress,
  takeBackup,
  type Backup,
} from '../../backups/backup.ts';
import { isoSecondsText } from '../../capacity/dateText.ts';
import type { Engine } from '../../engine.ts';
import { accessDenied, DynamoDBError, invalidParameter, validation } from '../../errors.ts';
import {
  validateCreateBackup,
  validateDeleteBackup,
  validateDescribeBackup,
  validateListBackups,
} from '../../validation/backups.ts';
import { toEpochSeconds } from '../tableDescription.ts';
import { backupsBeingEnabled, backupsUnavailable } from '../tableArrival.ts';
import { backedUpTable } from './backedUpTable.ts';
import { GLOBAL_TABLE_REGIONS } from '../../globalTables/replicaRegions.ts';

/** ListBackups' page size when Limit is not given. */
const DEFAULT_LIST_LIMIT = 100;
const BACKUP_ARN = /^arn:([^:]+):([^:]+):([^:]*):(\d{12}):table\/[^/]+\/backup\/(\d{14})-[0-9a-f]{8}$/;

/** The parts of a backup ARN, or undefined for a string of another shape. */
export function backupArnParts(arn: string) {
  const parts = BACKUP_ARN.exec(arn);
  if (!parts) return undefined;
  const [, partition, service, region, account, createdStamp] = parts;
  return { partition, service, region, account, createdStamp: Number(createdStamp) };
}

/**
 * The backup an ARN names: a malformed ARN is a ValidationException, an unknown one BackupNotFound.
 * The partition is the Region's own (`aws-cn` in China, as the backup's ARN says); another account's
 * ARN is refused before any lookup (ack-api-quirks dynamodb DDB-BACKUP-012, DDB-TABLE-273).
 */
export function findBackup(engine: Engine, arn: string, anyRegion = false): Backup {
  const parts = backupArnParts(arn);
  if (!parts) throw validation('Invalid Backup ARN');
  // DescribeBackup and DeleteBackup read past the Region in the ARN, when it is one: a blank one is
  // refused as another account's would be (ack-api-quirks dynamodb DDB-BACKUP-012).
  if (anyRegion && parts.region === '') throw accessDenied();
  const region = anyRegion && GLOBAL_TABLE_REGIONS.includes(parts.region) ? engine.region : parts.region;
  if (parts.partition !== engine.partition || parts.service !== 'dynamodb' || region !== engine.region) {
    throw validation('Invalid Request: BackupArn is not valid');
  }
  if (parts.account !== engine.accountId) throw accessDenied();
  const own = arn.replace(`:${parts.region}:`, `:${engine.region}:`);
  const backup = backupsOf(engine).get(own);
  if (!backup) throw new DynamoDBError('BackupNotFoundException', `Backup not found: ${arn}`);
  return backup;
}

export function createBackup(engine: Engine, body: object) {
  const request = validateCreateBackup(body);
  // UPDATING tables can be backed up, and for a moment DELETING ones.
  const table = backedUpTable(engine, request.TableName);
  if (backupsBeingEnabled(engine, table)) throw backupsUnavailable(table);
  return { BackupDetails: backupDetails(takeBackup(engine, table, request.BackupName)) };
}

export function describeBackup(engine: Engine, body: object) {
  const request = validateDescribeBackup(body);
  const description = backupDescription(findBackup(engine, request.BackupArn, true));
  // The ARN as asked, whatever its Region (DDB-BACKUP-012).
  const details = { ...(description.BackupDetails as object), BackupArn: request.BackupArn };
  return { BackupDescription: { ...description, BackupDetails: details } };
}

export function deleteBackup(engine: Engine, body: object) {
  const request = validateDeleteBackup(body);
  const backup = findBackup(engine, request.BackupArn, true);
  if (backup.type === 'SYSTEM') {
    throw validation(
      `Invalid Request: User is not allowed to delete the system backup with arn ${backup.arn}. It will automatically expire on ${isoSecondsText(backup.expiresAt!)}`,
    );
  }
  if (restoreInProgress(engine, backup)) {
    throw new DynamoDBError('BackupInUseException', `Backup is being used to restore table: ${backup.arn}`);
  }
  backupsOf(engine).delete(backup.arn);
  backup.status = 'DELETED';
  return { BackupDescription: backupDescription(backup) };
}

export function listBackups(engine: Engine, body: object) {
  const request = validateListBackups(body);
  const type = request.BackupType ?? 'USER';
  const table = request.TableName;
  const lower = request.TimeRangeLowerBound;
  const upper = request.TimeRangeUpperBound;
  if (lower !== undefined && upper !== undefined && lower > upper) {
    throw invalidParameter('Time range lower bound must be less than or equal to upper bound');
  }
  const matching = [...backupsOf(engine).values()].filter((backup) => {
    if (type !== 'ALL' && type !== backup.type) return false;
    if (table !== undefined && backup.table.name !== table && backup.table.arn !== table) return false;
    const created = toEpochSeconds(backup.createdAt);
    return (lower === undefined || created >= lower) && (upper === undefined || created < upper);
  });
  // The start ARN is a cursor: it works for a backup deleted since, by its creation time.
  const cursor = request.ExclusiveStartBackupArn;
  // The cursor is checked against the Region (ack-api-quirks dynamodb DDB-BACKUP-012, DDB-TABLE-442).
  const cursorParts = cursor === undefined ? undefined : backupArnParts(cursor);
  if (cursorParts !== undefined && cursorParts.region !== engine.region) {
    throw validation('Invalid Request: The supplied ExclusiveStartBackupArn does not match the region');
  }
  const cursorTime = cursor === undefined ? undefined : (cursorParts?.createdStamp ?? NaN);
  const start =
    cursor === undefined
      ? 0
      : matching.findIndex(
          (backup) =>
            backup.createdAt > cursorTime! || (backup.createdAt === cursorTime && backup.arn > cursor),
        );
  const from = start === -1 ? matching.length : start;
  const limit = request.Limit ?? DEFAULT_LIST_LIMIT;
  const page = matching.slice(from, from + limit);
  return {
    BackupSummaries: page.map(backupSummary),
    LastEvaluatedBackupArn: from + limit < matching.length ? page[page.length - 1].arn : undefined,
  };
}
