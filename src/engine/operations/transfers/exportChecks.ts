/**
 * ExportTableToPointInTime's checks of how its fields go together, with the ValidationException
 * messages AWS was seen to give (ack-api-quirks dynamodb, probed in 2026).
 */
import type { Engine } from '../../engine.ts';
import { accessDenied, invalidParameter, validation } from '../../errors.ts';
import type { ExportTableToPointInTimeRequest } from '../../validation/transfers.ts';

/**
 * An export is one kind or the other: ExportType and IncrementalExportSpecification must agree, and
 * an incremental one needs its ExportFromTime, which the model leaves optional (DDB-EXPORT-003).
 * ExportTime with an INCREMENTAL_EXPORT was not isolated in the probes: its message is the sandbox's.
 */
export function checkExportKind(request: ExportTableToPointInTimeRequest): void {
  const specification = request.IncrementalExportSpecification;
  if (request.ExportType === undefined && specification !== undefined) {
    throw validation(
      'Invalid Request: Export Type expected to be Incremental Export when incremental export specification is provided',
    );
  }
  if (request.ExportType !== 'INCREMENTAL_EXPORT') {
    if (specification !== undefined) {
      throw validation(
        'Invalid Request: When Export Type is Full Export , Incremental Export Specification should not be provided',
      );
    }
    return;
  }
  if (specification === undefined) {
    throw validation(
      'Invalid Request: Incremental Export Specification expected when export type is set as Incremental Export',
    );
  }
  if (specification.ExportFromTime === undefined) {
    throw validation('Invalid Request: ExportFromTime must be provided in IncrementalExportSpecification');
  }
  if (request.ExportTime !== undefined) {
    throw validation(
      'ExportTime cannot be specified for an INCREMENTAL_EXPORT: its period is IncrementalExportSpecification',
    );
  }
}

/** A KMS key names how the files are encrypted with KMS: with AES256, or no algorithm, it is refused (DDB-EXPORT-005). */
export function checkSseKey(request: ExportTableToPointInTimeRequest): void {
  if (request.S3SseKmsKeyId !== undefined && request.S3SseAlgorithm !== 'KMS') {
    throw validation('Invalid Request: KMS Key Id is not supported for this encryption type');
  }
}

/**
 * TableArn must be a table's ARN in this account (DDB-EXPORT-001, 002): a bare table name is not an
 * ARN, an index's ARN is not a table's, another account's is denied. Another Region's ARN is looked
 * up as it is, and is not found. (An `arn:` string of another shape was not probed; it is answered
 * as an index's ARN is.)
 */
export function checkTableArn(engine: Engine, arn: string): void {
  if (!arn.startsWith('arn:')) throw invalidParameter('tableArn is not a valid ARN');
  const parts = arn.split(':');
  if (parts.length !== 6 || parts[2] !== 'dynamodb' || !/^table\/[^/]+$/.test(parts[5])) {
    throw validation('Invalid Request: Table ARN is invalid.');
  }
  if (parts[4] !== engine.accountId) throw accessDenied();
}

/** An empty FilterSpecification is refused, not taken as "everything" (DDB-EXPORT-008). */
export function checkFilterSpecification(request: ExportTableToPointInTimeRequest): void {
  const filter = request.FilterSpecification;
  if (filter !== undefined && Object.values(filter).every((value) => value === undefined)) {
    throw validation('Invalid Request: Invalid FilterSpecification: The specification can not be empty');
  }
}
