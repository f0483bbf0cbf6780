/**
 * ExportTableToPointInTime, DescribeExport and ListExports (S3DataExport.html). An export reads the
 * table's point-in-time recovery data, never the table itself, so it needs PITR on, consumes no
 * read capacity, and may name any time in the recovery window. The request fixes what is exported
 * and writes `_started`; the files follow when the export completes, after a few of the engine's
 * table status delays plus a moment per item (AWS takes minutes, whatever the size).
 *
 * Messages: the PITR one is AWS's (S3DataExport_Requesting.html); TableNotFoundException's is the
 * one restores give. As AWS was seen to answer (ack-api-quirks dynamodb, probed in 2026): an
 * ExportTime outside the window is `Export Time is invalid` (DDB-EXPORT-001); a ClientToken reused
 * with other parameters is ExportConflictException (DDB-EXPORT-009); the ExportType couplings and a
 * KMS key without KMS are ValidationExceptions with the messages in exportChecks.ts
 * (DDB-EXPORT-003, 005); every incremental window violation is InvalidExportTimeException
 * (DDB-EXPORT-004) — the 15-minute one in AWS's words, the 24-hour and inverted ones (whose AWS
 * messages were not isolated) in the sandbox's. A FilterSpecification is checked and applied as
 * exports/exportFilter.ts says.
 */
import type { Engine } from '../../engine.ts';
import { DynamoDBError, validation } from '../../errors.ts';
import {
  describeExport,
  exportsOf,
  summarizeExport,
  taskId,
  type ExportTask,
} from '../../exports/exportTask.ts';
import { compileExportFilter } from '../../exports/exportFilter.ts';
import { writeExportFiles, writeStarted } from '../../exports/exportFiles.ts';
import {
  fullExportRecords,
  incrementalExportRecords,
  type PartitionRecords,
} from '../../exports/exportRecords.ts';
import { bucketNameProblem, NO_SUCH_BUCKET_MESSAGE } from '../../s3/bucketNames.ts';
import { ObjectStoreRefusal } from '../../s3/objectStore.ts';
import { keyOfItem } from '../../storage/primaryKey.ts';
import {
  validateDescribeExport,
  validateExportTableToPointInTime,
  validateListExports,
} from '../../validation/transfers.ts';
import { backedUpTable } from '../backups/backedUpTable.ts';
import { uuidFrom } from '../ids.ts';
import { checkExportKind, checkFilterSpecification, checkSseKey, checkTableArn } from './exportChecks.ts';
import {
  DEFAULT_PAGE_SIZE,
  newestFirstOf,
  pageOf,
  requestFingerprint,
  tokenReplay,
} from './transferPaging.ts';

/** AWS runs up to 300 exports at once per account. */
export const MAX_CONCURRENT_EXPORTS = 300;
const MINUTE_MS = 60_000;
const EXPORT_ARN = /^arn:[^:]+:dynamodb:[^:]*:[^:]*:table\/[^/]+\/export\/[^/]+$/;
const MIN_WINDOW_MS = 15 * MINUTE_MS;
const MAX_WINDOW_MS = 24 * 60 * MINUTE_MS;

/** S3's refusal of a bucket whose owner is not the one expected, as AWS reports it in FailureMessage. */
const ACCESS_DENIED_MESSAGE =
  'Access Denied (Service: Amazon S3; Status Code: 403; Error Code: AccessDenied)';

const invalidTime = () => new DynamoDBError('InvalidExportTimeException', 'Export Time is invalid');
const invalidPeriod = (message: string) => new DynamoDBError('InvalidExportTimeException', message);

/** How long an export stays IN_PROGRESS in the sandbox. */
export function transferDurationMs(engine: Engine, items: number): number {
  return engine.tableStatusDelayMs * 5 + Math.ceil((items * engine.tableStatusDelayMs) / 1000);
}

export function exportTableToPointInTime(engine: Engine, body: object) {
  const request = validateExportTableToPointInTime(body);
  const type = request.ExportType ?? 'FULL_EXPORT';
  checkExportKind(request);
  checkSseKey(request);
  checkFilterSpecification(request);
  checkTableArn(engine, request.TableArn);
  const table = backedUpTable(engine, request.TableArn);
  const filter = compileExportFilter(table, request.FilterSpecification);
  const tasks = exportsOf(engine);
  const fingerprint = requestFingerprint(request);
  const sameRequest = (task: ExportTask) => task.fingerprint === fingerprint;
  const replay = tokenReplay(tasks.values(), request.ClientToken, sameRequest, engine.now(), () => {
    return new DynamoDBError(
      'ExportConflictException',
      'Export conflict: Duplicate request detected with conflicting parameters',
    );
  });
  if (replay) return { ExportDescription: describeExport(replay) };

  const recovery = table.pointInTime;
  if (!recovery) {
    throw new DynamoDBError(
      'PointInTimeRecoveryUnavailableException',
      `Point in time recovery is not enabled for table '${table.name}'`,
    );
  }
  const now = engine.now();
  const earliest = recovery.earliestRestorable(now);
  const inWindow = (time: number) => time >= earliest && time <= now;
  let groups: PartitionRecords[];
  let exportTime: number | undefined;
  let incremental: ExportTask['incremental'];
  if (type === 'FULL_EXPORT') {
    exportTime = request.ExportTime === undefined ? now : request.ExportTime * 1000;
    if (!inWindow(exportTime)) throw invalidTime();
    const items = recovery.itemsAt(table, exportTime).map((item) => ({
      key: keyOfItem(table.keySchema, item.attributes),
      item,
    }));
    groups = fullExportRecords(engine, table, items, filter);
  } else {
    const specification = request.IncrementalExportSpecification!;
    const from = specification.ExportFromTime! * 1000;
    const to = specification.ExportToTime === undefined ? now : specification.ExportToTime * 1000;
    checkPeriod(from, to, earliest, now);
    incremental = { from, to, view: specification.ExportViewType ?? 'NEW_AND_OLD_IMAGES' };
    const changes = recovery.changesIn(table, from, to);
    groups = incrementalExportRecords(engine, table, changes, incremental.view, filter);
  }
  let running = 0;
  for (const task of tasks.values()) if (task.status === 'IN_PROGRESS') running++;
  if (running >= MAX_CONCURRENT_EXPORTS) {
    throw new DynamoDBError('LimitExceededException', 'Too many operations for a given subscriber.');
  }

  const id = taskId(engine, now);
  const task: ExportTask = {
    arn: `${table.arn}/export/${id}`,
    id,
    startTime: now,
    table: { arn: table.arn, id: table.id, name: table.name },
    type,
    format: request.ExportFormat ?? 'DYNAMODB_JSON',
    exportTime,
    incremental,
    filterSpecification: request.FilterSpecification,
    bucket: request.S3Bucket,
    bucketOwner: request.S3BucketOwner,
    prefix: request.S3Prefix,
    sseAlgorithm: request.S3SseAlgorithm,
    sseKmsKeyId: request.S3SseKmsKeyId,
    clientToken: request.ClientToken ?? uuidFrom(engine),
    fingerprint,
    status: 'IN_PROGRESS',
    endTime: undefined,
    itemCount: undefined,
    billedSizeBytes: undefined,
    manifest: undefined,
    failure: undefined,
  };
  tasks.set(task.arn, task);
  const description = describeExport(task);
  start(engine, task, groups);
  return { ExportDescription: description };
}

/**
 * An incremental export's period, checked in the order AWS was seen to check it (DDB-EXPORT-004):
 * its start against the recovery window (AWS calls that the table creation time, and quotes the
 * start), its end against now, then its length.
 */
function checkPeriod(from: number, to: number, earliest: number, now: number): void {
  const iso = (time: number) => new Date(Math.floor(time / 1000) * 1000).toISOString().replace('.000Z', 'Z');
  if (from < earliest) {
    throw invalidPeriod(
      `Incremental export period from time cannot be less than the table creation time : ${iso(from)}`,
    );
  }
  if (to > now) {
    throw invalidPeriod(
      `Incremental export period to time cannot be greater than the current time : ${iso(to)}`,
    );
  }
  if (to <= from) throw invalidPeriod('ExportToTime must be later than ExportFromTime');
  if (to - from < MIN_WINDOW_MS) {
    throw invalidPeriod(
      'Difference between export period from time and export period to time is less than 15 minutes',
    );
  }
  if (to - from > MAX_WINDOW_MS) {
    throw invalidPeriod('The period of an incremental export must be no longer than 24 hours');
  }
}

/**
 * `_started` is written now; the data and manifests when the export completes. A bucket name S3
 * would refuse cannot name a real bucket: the export fails as one to a missing bucket does. Every
 * bucket the sandbox keeps is its account's, so an S3BucketOwner naming another account fails it as
 * S3 denies a bucket whose owner is not the one expected (ack-api-quirks dynamodb DDB-EXPORT-011).
 * A store that cannot take `_started` fails the export too, when it would have ended: the marker is
 * how AWS proves a bucket writable.
 */
function start(engine: Engine, task: ExportTask, groups: PartitionRecords[]): void {
  const problem = bucketNameProblem(task.bucket);
  const notOwned = task.bucketOwner !== undefined && task.bucketOwner !== engine.accountId;
  let unwritable: unknown;
  if (problem === undefined && !notOwned) {
    try {
      writeStarted(engine, task);
    } catch (error) {
      unwritable = error;
    }
  }
  const items = groups.reduce((sum, group) => sum + group.records.length, 0);
  engine.after(transferDurationMs(engine, items), () => {
    task.endTime = engine.now();
    if (problem !== undefined) {
      return fail(task, 'S3NoSuchBucket', NO_SUCH_BUCKET_MESSAGE);
    }
    if (notOwned) return fail(task, 'S3AccessDenied', ACCESS_DENIED_MESSAGE);
    try {
      if (unwritable !== undefined) throw unwritable;
      task.itemCount = items;
      task.billedSizeBytes = groups.reduce((sum, group) => sum + group.bytes, 0);
      writeExportFiles(engine, task, groups);
      task.status = 'COMPLETED';
    } catch (error) {
      // A task on the clock must end either way: thrown on, it would fail whichever request ran the
      // clock, and leave the export IN_PROGRESS for good.
      task.itemCount = undefined;
      task.billedSizeBytes = undefined;
      const code = error instanceof ObjectStoreRefusal ? 'S3WriteFailed' : 'InternalFailure';
      fail(task, code, `The export could not be written: ${(error as Error).message}`);
    }
  });
}

function fail(task: ExportTask, code: string, message: string): void {
  task.status = 'FAILED';
  task.failure = { code, message };
}

export function describeExportOperation(engine: Engine, body: object) {
  const { ExportArn } = validateDescribeExport(body);
  // As AWS was seen to answer (ack-api-quirks dynamodb DDB-EXPORT-006): what is not an export's ARN
  // (a table's, an import's) is refused; an export's that names none is not found, the phrase twice.
  if (!EXPORT_ARN.test(ExportArn)) throw validation('Invalid Export ARN');
  const task = exportsOf(engine).get(ExportArn);
  if (!task) {
    throw new DynamoDBError('ExportNotFoundException', `Export not found: Export not found: ${ExportArn}`);
  }
  return { ExportDescription: describeExport(task) };
}

export function listExports(engine: Engine, body: object) {
  const request = validateListExports(body);
  let tasks = newestFirstOf(exportsOf(engine).values(), request.TableArn);
  if (request.TableArn !== undefined) {
    // By TableArn, only the exports of the table that has that ARN now: none once it is deleted or
    // made again under its name, although DescribeExport still finds them (ack-api-quirks dynamodb
    // DDB-EXPORT-020, 022). ListImports goes by the ARN alone (DDB-IMPORT-008).
    const table = engine.tableByArn(request.TableArn);
    tasks = tasks.filter((task) => task.table.id === table?.id);
  }
  const { page, nextToken } = pageOf(
    tasks,
    request.MaxResults ?? DEFAULT_PAGE_SIZE,
    request.NextToken,
    'exports',
  );
  return { ExportSummaries: page.map(summarizeExport), NextToken: nextToken };
}
