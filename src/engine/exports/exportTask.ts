/**
 * Exports to S3 as DynamoDB tracks them (S3DataExport.HowItWorks.html): each has an ARN under its
 * table's (`…:table/<name>/export/<ExportId>`), is IN_PROGRESS until its files are written, then
 * COMPLETED (or FAILED, with a code and message), and is listed for 90 days. The ExportId is the
 * start time in epoch milliseconds, zero-padded to 14 digits, a dash and 8 hex digits, as AWS's
 * export and import ids are.
 *
 * Kept beside the engine (a WeakMap, as backups are): only the export operations need them.
 */
import type { Engine } from '../engine.ts';
import { toEpochSeconds } from '../operations/tableDescription.ts';
import type { FilterSpecification } from '../validation/transfers.ts';

export type ExportStatus = 'IN_PROGRESS' | 'COMPLETED' | 'FAILED';
export type ExportFormat = 'DYNAMODB_JSON' | 'ION';
export type ExportType = 'FULL_EXPORT' | 'INCREMENTAL_EXPORT';
export type ExportViewType = 'NEW_IMAGE' | 'NEW_AND_OLD_IMAGES';

/** How long DynamoDB lists an export or import (ListExports: "the past 90 days"). */
export const TASK_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;

export interface ExportTask {
  readonly arn: string;
  readonly id: string;
  readonly startTime: number;
  readonly table: { readonly arn: string; readonly id: string; readonly name: string };
  readonly type: ExportType;
  readonly format: ExportFormat;
  /** The point in time of a full export. */
  readonly exportTime: number | undefined;
  readonly incremental:
    | { readonly from: number; readonly to: number; readonly view: ExportViewType }
    | undefined;
  /** As requested, echoed by DescribeExport (not by ListExports' summaries). */
  readonly filterSpecification: FilterSpecification | undefined;
  readonly bucket: string;
  readonly bucketOwner: string | undefined;
  /** As requested; the files go under `<prefix>/AWSDynamoDB/<ExportId>/`. */
  readonly prefix: string | undefined;
  readonly sseAlgorithm: string | undefined;
  readonly sseKmsKeyId: string | undefined;
  readonly clientToken: string;
  /** The request's fields that decide what is exported, for a repeated ClientToken. */
  readonly fingerprint: string;
  status: ExportStatus;
  endTime: number | undefined;
  itemCount: number | undefined;
  billedSizeBytes: number | undefined;
  /** The S3 key of manifest-summary.json, once written. */
  manifest: string | undefined;
  failure: { readonly code: string; readonly message: string } | undefined;
}

/** What the export and import registries keep by: their status and times. */
interface Tracked {
  readonly startTime: number;
  readonly status: string;
  readonly endTime: number | undefined;
}

/**
 * A registry of tasks per engine, by ARN, oldest first: each read drops the tasks that ended more
 * than the retention period ago (exports and imports alike).
 */
export function taskRegistry<T extends Tracked>(): (engine: Engine) => Map<string, T> {
  const registries = new WeakMap<Engine, Map<string, T>>();
  return (engine) => {
    let tasks = registries.get(engine);
    if (!tasks) registries.set(engine, (tasks = new Map()));
    const horizon = engine.now() - TASK_RETENTION_MS;
    for (const [arn, task] of tasks) {
      if (task.status !== 'IN_PROGRESS' && (task.endTime ?? task.startTime) < horizon) tasks.delete(arn);
    }
    return tasks;
  };
}

/** The engine's exports by ARN, oldest first. */
export const exportsOf = taskRegistry<ExportTask>();

/** `<14-digit epoch ms>-<8 hex>`: the form of AWS's export and import ids. */
export function taskId(engine: Engine, startTime: number): string {
  const suffix = engine.random32().toString(16).padStart(8, '0');
  return `${String(startTime).padStart(14, '0')}-${suffix}`;
}

/** The folder of an export's files: `<prefix>/AWSDynamoDB/<ExportId>/` (no prefix: `AWSDynamoDB/…`). */
export function exportFolder(task: Pick<ExportTask, 'prefix' | 'id'>): string {
  const prefix = task.prefix?.replace(/\/+$/, '');
  return `${prefix ? `${prefix}/` : ''}AWSDynamoDB/${task.id}/`;
}

export function describeExport(task: ExportTask) {
  return {
    ExportArn: task.arn,
    ExportStatus: task.status,
    StartTime: toEpochSeconds(task.startTime),
    EndTime: task.endTime === undefined ? undefined : toEpochSeconds(task.endTime),
    ExportManifest: task.manifest,
    TableArn: task.table.arn,
    TableId: task.table.id,
    ExportTime: task.exportTime === undefined ? undefined : toEpochSeconds(task.exportTime),
    ClientToken: task.clientToken,
    S3Bucket: task.bucket,
    S3BucketOwner: task.bucketOwner,
    S3Prefix: task.prefix,
    // AWS fills in the default encryption, and always says where the files went (ack-api-quirks
    // dynamodb DDB-EXPORT-017, 008).
    S3SseAlgorithm: task.sseAlgorithm ?? 'AES256',
    S3SseKmsKeyId: task.sseKmsKeyId,
    FailureCode: task.failure?.code,
    FailureMessage: task.failure?.message,
    ExportFormat: task.format,
    BilledSizeBytes: task.billedSizeBytes,
    ItemCount: task.itemCount,
    ExportType: typeRequested(task) ? task.type : undefined,
    IncrementalExportSpecification: task.incremental && {
      ExportFromTime: toEpochSeconds(task.incremental.from),
      ExportToTime: toEpochSeconds(task.incremental.to),
      ExportViewType: task.incremental.view,
    },
    FilterSpecification: task.filterSpecification,
    DestinationType: 'S3',
  };
}

/**
 * Whether the request named its ExportType: DescribeExport echoes the type only then, as AWS left it
 * out of a minimal request's description while IN_PROGRESS and once COMPLETED (ack-api-quirks
 * dynamodb DDB-EXPORT-016, 017); ListExports' summaries always say it. Read from the fingerprint,
 * which is the request as sent but its ClientToken, so a snapshot needs nothing more.
 */
function typeRequested(task: ExportTask): boolean {
  return (JSON.parse(task.fingerprint) as { ExportType?: string }).ExportType !== undefined;
}

export function summarizeExport(task: ExportTask) {
  return { ExportArn: task.arn, ExportStatus: task.status, ExportType: task.type };
}
