/**
 * A bulk put items operation on the engine's clock. A few table status delays after the request the
 * input is listed and read (TotalInputBytes appears then); the records are then written in order, a
 * second of virtual time at a time, at most MaxWriteRequestUnits write units a second ("The maximum
 * rate, in write request units per second, at which the bulk operation attempts to write"). The
 * setting "limit[s] only the bulk operation; the table's provisioned or on-demand capacity settings
 * don't change", so the writes are not charged to, nor throttled by, the table's capacity.
 *
 * Each record is written as PutItem writes an item, minus the capacity: the item checked as an
 * import checks it (names, types, 400 KB), its table and index keys checked, the item-collection
 * limit applied, and the change committed through commitWrite — so indexes, the stream, TTL and
 * point-in-time recovery see it. A record that fails is counted in FailedItemCount and kept for the
 * output report. Cancelling takes effect at the next second: CANCELLING, then CANCELLED; what was
 * written stays ("Cancellation doesn't remove items that the operation has already written").
 */
import type { Engine } from '../engine.ts';
import { DynamoDBError } from '../errors.ts';
import { preparePut } from '../operations/itemChanges.ts';
import { writeCost } from '../operations/writeOutcome.ts';
import { bucketNameProblem, NO_SUCH_BUCKET_MESSAGE } from '../s3/bucketNames.ts';
import { commitWrite } from '../storage/commitWrite.ts';
import { checkItemCollectionLimit } from '../storage/itemCollections.ts';
import { isUsable, type Table } from '../storage/table.ts';
import { planWrite } from '../storage/writePlan.ts';
import { validateImportedItem } from '../validation/putItem.ts';
import { readBulkInput, type BulkRecord } from './bulkInput.ts';
import { writeBulkReport } from './bulkReport.ts';
import { CANCELLED_FAILURE, type BulkOperationStatus, type BulkTask } from './bulkTask.ts';

/** Table status delays before the input is read (AWS takes minutes to size the input). */
const PREPARE_STEPS = 5;
const STEP_MS = 1000;
/**
 * The rate without MaxWriteRequestUnits: the sandbox's choice, 40,000 units a second (an on-demand
 * table's default maximum); AWS states no default.
 */
export const DEFAULT_BULK_WRITE_RATE = 40_000;

// FailureCode and FailureMessage values are the sandbox's: AWS's reference says when they appear
// ("only when BulkOperationStatus is FAILED or CANCELLED"), not what they say (CANCELLED_FAILURE too).

export function runBulkOperation(engine: Engine, task: BulkTask, table: Table): void {
  later(engine, task, engine.tableStatusDelayMs * PREPARE_STEPS, () => prepare(engine, task, table));
}

/** Runs `step` after `delayMs`; a task on the clock must end whatever happens (as imports do). */
function later(engine: Engine, task: BulkTask, delayMs: number, step: () => void): void {
  engine.after(delayMs, () => {
    try {
      step();
    } catch (error) {
      task.failure = {
        code: 'InternalFailure',
        message: `The bulk operation failed: ${(error as Error).message}`,
      };
      task.status = 'FAILED';
      task.endTime = engine.now();
    }
  });
}

function prepare(engine: Engine, task: BulkTask, table: Table): void {
  if (task.status === 'CANCELLING') return end(engine, task, 'CANCELLED', CANCELLED_FAILURE);
  const input = task.request.InputS3Configuration;
  // A bucket S3 could not have (the shape's pattern admits names S3 refuses): nothing to read, or
  // nowhere to report, so nothing is written — the code an import fails with for a missing bucket.
  const output = task.request.OutputS3Configuration.S3Bucket;
  const buckets = output === undefined ? [input.S3Bucket] : [input.S3Bucket, output];
  if (buckets.some((bucket) => bucketNameProblem(bucket) !== undefined)) {
    return end(engine, task, 'FAILED', { code: 'S3NoSuchBucket', message: NO_SUCH_BUCKET_MESSAGE });
  }
  const read = readBulkInput(engine.regions.objectStore, input);
  task.totalInputBytes = read.totalBytes;
  task.processedInputBytes += read.leadingBytes;
  if (read.objects === 0) {
    const where = `s3://${input.S3Bucket}/${input.S3KeyPrefix ?? ''}`;
    return end(engine, task, 'FAILED', {
      code: 'S3NoSuchKey',
      message: `No object was found under ${where}`,
    });
  }
  writeStep(engine, task, table, read.records, 0, 0);
}

/** One second's writes from `from`; `carried` is the units the last item of the previous second overdrew. */
function writeStep(
  engine: Engine,
  task: BulkTask,
  table: Table,
  records: readonly BulkRecord[],
  from: number,
  carried: number,
): void {
  if (task.status === 'CANCELLING') return end(engine, task, 'CANCELLED', CANCELLED_FAILURE);
  if (engine.tables.get(table.name) !== table || !isUsable(table)) {
    const message = `The table ${table.name} was deleted or became unavailable while the operation wrote to it.`;
    return end(engine, task, 'FAILED', { code: 'TableNotFound', message });
  }
  let budget = (task.request.MaxWriteRequestUnits ?? DEFAULT_BULK_WRITE_RATE) - carried;
  let at = from;
  while (at < records.length && budget > 0) budget -= writeRecord(engine, task, table, records[at++]);
  if (at >= records.length) {
    return end(engine, task, task.failedItems > 0 ? 'COMPLETED_WITH_ERRORS' : 'COMPLETED');
  }
  const overdrawn = Math.max(0, -budget);
  later(engine, task, STEP_MS, () => writeStep(engine, task, table, records, at, overdrawn));
}

/** Writes one record; the write units it took (none for a record that failed). */
function writeRecord(engine: Engine, task: BulkTask, table: Table, entry: BulkRecord): number {
  task.processedItems++;
  task.processedInputBytes += entry.completesBytes;
  const { record } = entry;
  if ('error' in record) {
    fail(task, entry, record.error, undefined);
    return 0;
  }
  try {
    const item = validateImportedItem(table.name, record.item);
    const { key, next } = preparePut(table, item);
    const old = table.items.get(key);
    const plan = planWrite(table, key, old, next);
    checkItemCollectionLimit(engine, plan);
    commitWrite(engine, plan);
    task.tableBytes += next.size;
    for (const change of plan.indexChanges) {
      if (!change.put) continue;
      const name = change.index.name;
      const usage = task.indexBytes.get(name) ?? { kind: change.index.kind, bytes: 0 };
      usage.bytes += change.put.entry.size;
      task.indexBytes.set(name, usage);
    }
    return writeCost(table, old, next);
  } catch (error) {
    if (!(error instanceof DynamoDBError)) throw error;
    fail(task, entry, error.message, record.item);
    return 0;
  }
}

function fail(task: BulkTask, entry: BulkRecord, message: string, item: unknown): void {
  task.failedItems++;
  const bucket = task.request.InputS3Configuration.S3Bucket;
  task.failures.push({ bucket, key: entry.key, itemIndex: entry.itemIndex, message, item });
}

function end(
  engine: Engine,
  task: BulkTask,
  status: BulkOperationStatus,
  failure?: { code: string; message: string },
): void {
  task.status = status;
  task.endTime = engine.now();
  task.failure = failure;
  writeBulkReport(engine, task);
}
