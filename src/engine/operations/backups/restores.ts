/**
 * RestoreTableFromBackup and RestoreTableToPointInTime: each makes a new table from a copy of the
 * items (backups/tableCopy.ts); the source is never touched. The reply is the new table's
 * description, CREATING, with its RestoreSummary. Checks run in DynamoDB's order — the request,
 * then the source, then point-in-time recovery and the time, then the target — with the messages
 * recorded against the live service (2026 probes). Unverified: the ends of the
 * InvalidRestoreTimeException message and of the both-times message (the records are cut short),
 * and the answer to a restore from a backup that is still CREATING.
 */
import { restoreInProgress } from '../../backups/backup.ts';
import { isoSecondsText as isoSeconds } from '../../capacity/dateText.ts';
import { createTableCopy } from '../../backups/tableCopy.ts';
import type { Engine } from '../../engine.ts';
import { DynamoDBError, validation } from '../../errors.ts';
import { definitionOf } from '../../snapshot/exportSnapshot.ts';
import {
  validateRestoreTableFromBackup,
  validateRestoreTableToPointInTime,
} from '../../validation/backups.ts';
import { activateWhenCreated } from '../createTable.ts';
import { describeTable } from '../tableDescription.ts';
import type { Table } from '../../storage/table.ts';
import { backedUpTable, tableNotFound } from './backedUpTable.ts';
import { findBackup } from './onDemandBackups.ts';
import { checkBackupRegion, checkSourceTableArn } from './restoreSources.ts';

/** DynamoDB's quota of restores in progress at once per account (ack-api-quirks dynamodb DDB-TABLE-443). */
export const MAX_CONCURRENT_RESTORES = 50;

/**
 * A table of that name exists: being restored (TableInUse) or any other (TableAlreadyExists); then
 * room for one more restore.
 */
function checkRoomForRestore(engine: Engine, name: string): void {
  const existing = engine.tables.get(name);
  const from = existing?.restoredFrom;
  if (existing?.status === 'CREATING' && from?.sourceBackupArn !== undefined) {
    throw new DynamoDBError(
      'TableInUseException',
      `Table: ${name} is already being restored from backup: ${from.sourceBackupArn}`,
    );
  }
  if (existing) throw new DynamoDBError('TableAlreadyExistsException', `Table already exists: ${name}`);
  let restoring = 0;
  for (const table of engine.tables.values()) {
    if (table.status === 'CREATING' && table.restoredFrom !== undefined) restoring++;
  }
  if (restoring >= MAX_CONCURRENT_RESTORES) {
    throw new DynamoDBError(
      'LimitExceededException',
      `Subscriber limit exceeded: Only ${MAX_CONCURRENT_RESTORES} restore operations can be done simultaneously`,
    );
  }
}

export function restoreTableFromBackup(engine: Engine, body: object) {
  const request = validateRestoreTableFromBackup(body);
  checkBackupRegion(engine, request.BackupArn, request.SSESpecificationOverride);
  const backup = findBackup(engine, request.BackupArn);
  if (backup.status !== 'AVAILABLE') {
    throw new DynamoDBError('BackupInUseException', `Backup is being created: ${backup.arn}`);
  }
  if (restoreInProgress(engine, backup)) {
    throw new DynamoDBError(
      'BackupInUseException',
      `Backup is being used to restore another table: ${backup.arn}`,
    );
  }
  checkRoomForRestore(engine, request.TargetTableName);
  const table = createTableCopy(
    engine,
    request.TargetTableName,
    backup.table.definition,
    request,
    backup.items,
    {
      sourceBackupArn: backup.arn,
      sourceTableArn: backup.table.arn,
      restoredTo: backup.createdAt,
    },
  );
  return describedThenStarted(engine, table);
}

export function restoreTableToPointInTime(engine: Engine, body: object) {
  const request = validateRestoreTableToPointInTime(body);
  if (request.SourceTableArn === undefined && request.SourceTableName === undefined) {
    throw validation("The parameter 'TableName' is required but was not present in the request");
  }
  if (request.SourceTableArn !== undefined && request.SourceTableName !== undefined) {
    throw validation('Must provide exactly one of: sourceTableArn, sourceTableName');
  }
  const latestWanted = request.UseLatestRestorableTime === true;
  if (latestWanted && request.RestoreDateTime !== undefined) {
    throw validation(
      'Invalid Request: Both RestoreDateTime and UseLatestRestorableTime cannot be set for point-in-time restore request. Please specify only one of them.',
    );
  }
  if (!latestWanted && request.RestoreDateTime === undefined) {
    throw validation(
      'Invalid Request: Either one of RestoreDateTime or UseLatestRestorableTime must be specified, but not both',
    );
  }
  if (request.SourceTableArn !== undefined) {
    checkSourceTableArn(engine, request.SourceTableArn, request.SSESpecificationOverride);
  }
  const named = (request.SourceTableArn ?? request.SourceTableName)!;
  // A source given by ARN is not named when it is not found (ack-api-quirks dynamodb DDB-TABLE-447).
  const byArn = request.SourceTableArn !== undefined;
  // A source must be ACTIVE or UPDATING: unlike CreateBackup, a restore does not find it at any point
  // of its creation.
  if (engine.findTable(named)?.status === 'CREATING') throw tableNotFound(byArn ? undefined : named);
  const source = backedUpTable(engine, named, byArn);
  const recovery = source.pointInTime;
  if (!recovery) {
    throw new DynamoDBError(
      'PointInTimeRecoveryUnavailableException',
      `Point in time recovery is not enabled for table '${source.name}'`,
    );
  }
  const now = engine.now();
  const latest = recovery.latestRestorable(now);
  const earliest = recovery.earliestRestorable(now);
  const time = latestWanted ? latest : request.RestoreDateTime! * 1000;
  if (time < earliest || time > latest) throw outsideWindow(time, earliest, latest);
  checkRoomForRestore(engine, request.TargetTableName);
  const indexes = source.indexes.filter((index) => index.status !== 'DELETING');
  const table = createTableCopy(
    engine,
    request.TargetTableName,
    definitionOf(engine, source, indexes),
    request,
    recovery.itemsAt(source, time),
    { sourceTableArn: source.arn, restoredTo: time },
  );
  return describedThenStarted(engine, table);
}

/**
 * The message prints whole seconds (isoSeconds drops the fraction: rounds down) while the window's
 * ends fall anywhere within a second. Each time is rounded the way that keeps the message true: the
 * window inwards (earliest up, latest down), the refused time outwards (down when too early, up
 * when too late), so it never reads as equal to the end it missed.
 *
 * Rounded inwards, the ends cross when the window holds no whole second: it then lies inside one
 * second, as it does for the first five minutes after recovery is turned on (the window is the single
 * instant it was turned on, which may fall mid-second). No whole-second pair is both ordered and
 * true then, so all three times are printed to the millisecond instead, rounded the same ways: the
 * window reads as the instant(s) that really are restorable, and the refused time stays outside it.
 */
function outsideWindow(time: number, earliest: number, latest: number): DynamoDBError {
  const unit = ceilTo(1000, earliest) <= floorTo(1000, latest) ? 1000 : 1;
  const print = unit === 1000 ? isoSeconds : isoMilliseconds;
  const asked = print(time < earliest ? floorTo(unit, time) : ceilTo(unit, time));
  return new DynamoDBError(
    'InvalidRestoreTimeException',
    `RestoreDateTime '${asked}' must be within EarliestRestorableDateTime '${print(ceilTo(unit, earliest))}' and LatestRestorableDateTime '${print(floorTo(unit, latest))}'`,
  );
}

const floorTo = (unit: number, ms: number) => Math.floor(ms / unit) * unit;
const ceilTo = (unit: number, ms: number) => Math.ceil(ms / unit) * unit;
const isoMilliseconds = (ms: number) => new Date(ms).toISOString();

/** The reply shows the table CREATING (as CreateTable's does, whatever the delay), then it runs. */
function describedThenStarted(engine: Engine, table: Table) {
  const description = describeTable(engine, table);
  activateWhenCreated(engine, table);
  return { TableDescription: description };
}
