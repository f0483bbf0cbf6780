/**
 * The ARN checks of a restore's source, as DynamoDB answered them in 2026 probes (ack-api-quirks
 * dynamodb DDB-TABLE-272, 274 and the message catalogue DDB-TABLE-442). A source in another Region
 * is a cross-Region restore, which needs SSESpecificationOverride: the copy cannot keep a key of the
 * source's Region. The sandbox makes no cross-Region restore; with the override given, such a source
 * is not found, as before.
 */
import type { Engine } from '../../engine.ts';
import { invalidParameter, notResourceOwner, validation } from '../../errors.ts';
import { backupArnParts } from './onDemandBackups.ts';

const TABLE_RESOURCE = /^table\/[a-zA-Z0-9_.-]{3,255}$/;

const crossRegionWithoutKey = () =>
  validation('Invalid Request: sseSpecificationOverride must be provided for cross-region restores');

/** RestoreTableFromBackup: a backup ARN of another Region needs SSESpecificationOverride. */
export function checkBackupRegion(engine: Engine, arn: string, sseOverride: object | undefined): void {
  const region = backupArnParts(arn)?.region;
  if (region && region !== engine.region && sseOverride === undefined) throw crossRegionWithoutKey();
}

/**
 * RestoreTableToPointInTime's SourceTableArn: an ARN at all, then a table's, then of this account
 * ("This action is only supported…", the text PutResourcePolicy answers too), then of this Region
 * unless SSESpecificationOverride is given.
 */
export function checkSourceTableArn(engine: Engine, arn: string, sseOverride: object | undefined): void {
  if (!arn.startsWith('arn:')) throw invalidParameter(`ARNs must start with 'arn:': ${arn}`);
  const parts = arn.split(':');
  if (parts.length < 6 || parts[2] !== 'dynamodb' || !TABLE_RESOURCE.test(parts.slice(5).join(':'))) {
    throw validation('sourceTableArn is not a valid ARN');
  }
  if (parts[4] !== engine.accountId) {
    throw notResourceOwner();
  }
  if (parts[3] !== engine.region && sseOverride === undefined) throw crossRegionWithoutKey();
}
