/**
 * Bulk put items operations as DynamoDB tracks them (API_BulkOperationDescription): IN_PROGRESS
 * while the input is read and written; then COMPLETED ("finished without parsing or validation
 * errors"), COMPLETED_WITH_ERRORS ("couldn't process at least one input item because of a parsing or
 * validation error"), CANCELLED after CANCELLING, or FAILED. Listed for 90 days, most recent first
 * (ListBulkOperations), kept beside the engine as exports and imports are (exportTask.ts).
 *
 * The ARN's form is the sandbox's (AWS's reference gives only its length, 37 to 1,024): the target
 * table's ARN, `/bulk-operation/`, and an id of the export and import form.
 */
import type { Engine } from '../engine.ts';
import { resourceNotFound } from '../errors.ts';
import { taskRegistry } from '../exports/exportTask.ts';
import { toEpochSeconds } from '../operations/tableDescription.ts';
import type { StartBulkPutItemsRequest } from '../validation/bulkOperations.ts';

export type BulkOperationStatus =
  | 'IN_PROGRESS'
  | 'COMPLETED'
  | 'COMPLETED_WITH_ERRORS'
  | 'CANCELLING'
  | 'CANCELLED'
  | 'FAILED';

/** One input item that was not written, as the output report lists it (bulkReport.ts). */
export interface FailedBulkItem {
  readonly bucket: string;
  readonly key: string;
  /** The record's position in its object, from 0. */
  readonly itemIndex: number;
  readonly message: string;
  /** The record's item, when it had one. */
  readonly item: unknown;
}

export interface BulkTask {
  readonly arn: string;
  readonly id: string;
  readonly startTime: number;
  readonly table: { readonly arn: string; readonly id: string; readonly name: string };
  /** The request as validated, echoed by DescribeBulkOperation. */
  readonly request: StartBulkPutItemsRequest;
  readonly clientToken: string;
  readonly fingerprint: string;
  status: BulkOperationStatus;
  endTime: number | undefined;
  /** Unset until the input has been listed ("omits this value until the initial input-size calculation completes"). */
  totalInputBytes: number | undefined;
  processedInputBytes: number;
  processedItems: number;
  failedItems: number;
  /** Bytes written to the table and to each secondary index, for BulkOperationUsage. */
  tableBytes: number;
  indexBytes: Map<string, { kind: 'local' | 'global'; bytes: number }>;
  failures: FailedBulkItem[];
  failure: { readonly code: string; readonly message: string } | undefined;
}

/**
 * The failure of a CANCELLED operation. FailureCode and FailureMessage values are the sandbox's: AWS's
 * reference says when they appear ("only when BulkOperationStatus is FAILED or CANCELLED"), not what
 * they say.
 */
export const CANCELLED_FAILURE = {
  code: 'BulkOperationCancelled',
  message: 'The bulk operation was stopped by a CancelBulkOperation request.',
};

/** The engine's bulk operations by ARN, oldest first. */
export const bulkOperationsOf = taskRegistry<BulkTask>();

/** A status that is final: the operation does no more. */
export const isTerminal = (status: BulkOperationStatus) =>
  status !== 'IN_PROGRESS' && status !== 'CANCELLING';

/**
 * The operation still writing to the table (IN_PROGRESS or CANCELLING), if there is one: while it
 * runs no replica may be added (BulkPutItems.Considerations; globalTables/replicaChecks.ts). Matched
 * by the table's id, so a table made again under the same name is not held up by the old one's.
 */
export function bulkOperationWriting(engine: Engine, table: { readonly id: string }): BulkTask | undefined {
  for (const task of bulkOperationsOf(engine).values()) {
    if (task.table.id === table.id && !isTerminal(task.status)) return task;
  }
  return undefined;
}

export function findBulkOperation(engine: Engine, arn: string): BulkTask {
  const task = bulkOperationsOf(engine).get(arn);
  // AWS's reference names ResourceNotFoundException; the message is the sandbox's.
  if (!task) throw resourceNotFound(`Requested resource not found: Bulk operation: ${arn} not found`);
  return task;
}

function usage(task: BulkTask) {
  const indexes = (kind: 'local' | 'global') => {
    const entries = [...task.indexBytes].filter(([, index]) => index.kind === kind);
    if (entries.length === 0) return undefined;
    return Object.fromEntries(entries.map(([name, index]) => [name, { BulkPutBytes: index.bytes }]));
  };
  let total = task.tableBytes;
  for (const index of task.indexBytes.values()) total += index.bytes;
  return [
    {
      TableName: task.table.name,
      BulkPutBytes: total,
      Table: { BulkPutBytes: task.tableBytes },
      LocalSecondaryIndexes: indexes('local'),
      GlobalSecondaryIndexes: indexes('global'),
    },
  ];
}

export function describeBulkOperation(task: BulkTask) {
  const request = task.request;
  const input = request.InputS3Configuration;
  return {
    BulkOperationArn: task.arn,
    BulkOperationStatus: task.status,
    TableDetails: [{ TableName: task.table.name, TableId: task.table.id }],
    ClientToken: task.clientToken,
    InputS3Configuration: { ...input, InputCompressionType: input.InputCompressionType ?? 'NONE' },
    OutputS3Configuration: request.OutputS3Configuration,
    StartTime: toEpochSeconds(task.startTime),
    EndTime: task.endTime === undefined ? undefined : toEpochSeconds(task.endTime),
    ProcessedItemCount: task.processedItems,
    ProcessedInputBytes: task.processedInputBytes,
    TotalInputBytes: task.totalInputBytes,
    BulkOperationUsage: usage(task),
    FailedItemCount: task.failedItems,
    FailureCode: task.failure?.code,
    FailureMessage: task.failure?.message,
    MaxWriteRequestUnits: request.MaxWriteRequestUnits,
    PerformanceTier: request.PerformanceTier ?? 'STANDARD',
  };
}

export function summarizeBulkOperation(task: BulkTask) {
  return {
    BulkOperationArn: task.arn,
    BulkOperationStatus: task.status,
    StartTime: toEpochSeconds(task.startTime),
    EndTime: task.endTime === undefined ? undefined : toEpochSeconds(task.endTime),
  };
}
