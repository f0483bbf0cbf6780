/**
 * Imports from S3 as DynamoDB tracks them (S3DataImport.HowItWorks.html): each has an ARN under its
 * new table's (`…:table/<name>/import/<ImportId>`), is IN_PROGRESS while the table is CREATING and
 * the objects are read, then COMPLETED, or FAILED — with ItemValidationError when some records were
 * skipped (the table keeps the rest), or a code such as S3NoSuchBucket when nothing could be read
 * (no table is left). Listed for 90 days, like exports. Errors go to CloudWatch Logs on AWS; the
 * sandbox keeps the first of them with the import (DynamoSandbox.GetImportErrors).
 *
 * Kept beside the engine, as exports are (exportTask.ts: taskRegistry).
 */
import type { Engine } from '../engine.ts';
import { DynamoDBError, validation } from '../errors.ts';
import { taskRegistry } from '../exports/exportTask.ts';
import { toEpochSeconds } from '../operations/tableDescription.ts';
import type { ImportTableRequest } from '../validation/transfers.ts';
import type { ImportErrorEvent } from './importSources.ts';

export type ImportStatus = 'IN_PROGRESS' | 'COMPLETED' | 'FAILED';

export interface ImportTask {
  readonly arn: string;
  readonly startTime: number;
  readonly table: { readonly arn: string; readonly id: string; readonly name: string };
  /** The request as validated (TableCreationParameters, source, format and options echo from it). */
  readonly request: ImportTableRequest;
  readonly bucketOwner: string;
  readonly clientToken: string;
  readonly fingerprint: string;
  status: ImportStatus;
  endTime: number | undefined;
  processedBytes: number;
  processedItems: number;
  importedItems: number;
  errorCount: number;
  errors: ImportErrorEvent[];
  failure: { readonly code: string; readonly message: string } | undefined;
}

/** The engine's imports by ARN, oldest first. */
export const importsOf = taskRegistry<ImportTask>();

const IMPORT_ARN = /^arn:[^:]+:dynamodb:[^:]*:[^:]*:table\/[^/]+\/import\/[^/]+$/;

/**
 * The import an ARN names. What is not an import's ARN at all (a table's, an export's) is refused
 * as AWS was seen to refuse it (ack-api-quirks dynamodb DDB-IMPORT-010, probed in 2026).
 */
export function findImport(engine: Engine, arn: string): ImportTask {
  if (!IMPORT_ARN.test(arn)) throw validation('Invalid Import ARN');
  const task = importsOf(engine).get(arn);
  if (!task) throw new DynamoDBError('ImportNotFoundException', `Import not found: ${arn}`);
  return task;
}

/** The log group AWS writes import errors to. */
export function importLogGroupArn(engine: Engine): string {
  return `arn:${engine.partition}:logs:${engine.region}:${engine.accountId}:log-group:/aws-dynamodb/imports:*`;
}

function bucketSource(task: ImportTask) {
  const source = task.request.S3BucketSource;
  return { S3Bucket: source.S3Bucket, S3BucketOwner: task.bucketOwner, S3KeyPrefix: source.S3KeyPrefix };
}

export function describeImport(engine: Engine, task: ImportTask) {
  const request = task.request;
  return {
    ImportArn: task.arn,
    ImportStatus: task.status,
    TableArn: task.table.arn,
    TableId: task.table.id,
    ClientToken: task.clientToken,
    S3BucketSource: bucketSource(task),
    ErrorCount: task.errorCount,
    CloudWatchLogGroupArn: importLogGroupArn(engine),
    InputFormat: request.InputFormat,
    InputFormatOptions: request.InputFormatOptions,
    InputCompressionType: request.InputCompressionType ?? 'NONE',
    TableCreationParameters: request.TableCreationParameters,
    StartTime: toEpochSeconds(task.startTime),
    EndTime: task.endTime === undefined ? undefined : toEpochSeconds(task.endTime),
    ProcessedSizeBytes: task.processedBytes,
    ProcessedItemCount: task.processedItems,
    ImportedItemCount: task.importedItems,
    FailureCode: task.failure?.code,
    FailureMessage: task.failure?.message,
  };
}

export function summarizeImport(engine: Engine, task: ImportTask) {
  return {
    ImportArn: task.arn,
    ImportStatus: task.status,
    TableArn: task.table.arn,
    S3BucketSource: bucketSource(task),
    CloudWatchLogGroupArn: importLogGroupArn(engine),
    InputFormat: task.request.InputFormat,
    StartTime: toEpochSeconds(task.startTime),
    EndTime: task.endTime === undefined ? undefined : toEpochSeconds(task.endTime),
  };
}
