/**
 * DescribeContinuousBackups and UpdateContinuousBackups: point-in-time recovery on or off
 * (backups/pointInTime.ts). Continuous backups themselves are always ENABLED on DynamoDB; what the
 * caller switches is point-in-time recovery, with a recovery period of 1–35 days (35 by default).
 */
import { DEFAULT_RECOVERY_PERIOD_DAYS, setPointInTimeRecovery } from '../../backups/pointInTime.ts';
import type { Engine } from '../../engine.ts';
import { validation } from '../../errors.ts';
import type { Table } from '../../storage/table.ts';
import { refreshCommitObserver } from '../../streams/commitObserver.ts';
import {
  validateDescribeContinuousBackups,
  validateUpdateContinuousBackups,
} from '../../validation/backups.ts';
import { toEpochSeconds } from '../tableDescription.ts';
import { backedUpTable } from './backedUpTable.ts';
import { backupsBeingEnabled, backupsUnavailable } from '../tableArrival.ts';

function continuousBackupsDescription(engine: Engine, table: Table): Record<string, unknown> {
  const recovery = table.pointInTime;
  const now = engine.now();
  return {
    ContinuousBackupsStatus: backupsBeingEnabled(engine, table) ? 'DISABLED' : 'ENABLED',
    PointInTimeRecoveryDescription: recovery
      ? {
          PointInTimeRecoveryStatus: 'ENABLED',
          RecoveryPeriodInDays: recovery.periodDays,
          EarliestRestorableDateTime: toEpochSeconds(recovery.earliestRestorable(now)),
          LatestRestorableDateTime: toEpochSeconds(recovery.latestRestorable(now)),
        }
      : { PointInTimeRecoveryStatus: 'DISABLED' },
  };
}

export function describeContinuousBackups(engine: Engine, body: object) {
  const request = validateDescribeContinuousBackups(body);
  const table = backedUpTable(engine, request.TableName);
  return { ContinuousBackupsDescription: continuousBackupsDescription(engine, table) };
}

export function updateContinuousBackups(engine: Engine, body: object) {
  const request = validateUpdateContinuousBackups(body);
  const table = backedUpTable(engine, request.TableName);
  if (backupsBeingEnabled(engine, table)) throw backupsUnavailable(table);
  const { PointInTimeRecoveryEnabled: enabled, RecoveryPeriodInDays: days } =
    request.PointInTimeRecoverySpecification;
  if (!enabled && days !== undefined) {
    throw validation(
      'Invalid Request: Cannot specify RecoveryPeriodInDays when disabling point-in-time recovery.',
    );
  }
  const current = table.pointInTime;
  // Off until now (`current` undefined), it starts with the given period or the default one; already
  // on, a request that names no period keeps the one it has (the API's default is for turning it on).
  const period = days ?? current?.periodDays ?? DEFAULT_RECOVERY_PERIOD_DAYS;
  // Turning it on again, or changing only the period, keeps the log and its earliest time.
  if (enabled && current && current.periodDays === period) {
    return { ContinuousBackupsDescription: continuousBackupsDescription(engine, table) };
  }
  if (enabled && current) current.changePeriod(period, engine.now());
  else setPointInTimeRecovery(engine, table, enabled, period);
  refreshCommitObserver(engine, table);
  return { ContinuousBackupsDescription: continuousBackupsDescription(engine, table) };
}
