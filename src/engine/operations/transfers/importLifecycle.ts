/**
 * An import's run on the engine clock, after ImportTable has answered. As AWS was seen to run one
 * (ack-api-quirks dynamodb, probed in 2026): its table is unknown to every operation at first and
 * appears, CREATING, a while later (DDB-IMPORT-001; operations/tableArrival.ts says when); the
 * objects are then read and the table turns ACTIVE as the import ends. The name is not reserved
 * meanwhile: when the table would appear and the name is taken — by another import's table or by
 * CreateTable — the import ends FAILED with TableAlreadyExists and makes nothing (DDB-IMPORT-018,
 * 019). Three imports of one name sent within a second all started on AWS; the one that won was not
 * the first sent. The sandbox, with no race to run, lets the first table to appear win. AWS's
 * FailureMessage for that code was not recorded: the sandbox gives ImportTable's own message for a
 * name in use. A bucket that cannot exist fails as early, with no table ever shown: AWS failed
 * S3NoSuchBucket in 5.6 s, well before an import's table appears (DDB-IMPORT-012).
 */
import type { Engine } from '../../engine.ts';
import { initializeThroughput } from '../../capacity/throughputUpdates.ts';
import type { ImportTask } from '../../imports/importTask.ts';
import { readImportSource, type ImportSource } from '../../imports/importSources.ts';
import { bucketNameProblem, NO_SUCH_BUCKET_MESSAGE } from '../../s3/bucketNames.ts';
import { commitLoadedItem } from '../../storage/commitWrite.ts';
import type { Table } from '../../storage/table.ts';
import type { CreateTableRequest } from '../../validation/requestTypes.ts';
import type { ImportTableRequest } from '../../validation/transfers.ts';
import { activateTable, newTable } from '../createTable.ts';
import { IMPORT_ARRIVAL_DELAYS, tableArrives } from '../tableArrival.ts';

const BYTES_PER_STEP = 100 * 1024;

const ITEM_VALIDATION_MESSAGE =
  'Some of the items failed validation checks and were not imported. Please check CloudWatch error logs for more details.';

/**
 * Runs the import: its table appears after IMPORT_ARRIVAL_DELAYS status delays, and the objects are
 * read a few delays plus a moment per 100 KB after the request (AWS takes minutes).
 */
export function runImport(engine: Engine, task: ImportTask, creation: CreateTableRequest): void {
  const source = task.request.S3BucketSource;
  const sourceBytes = engine.regions.objectStore
    .list(source.S3Bucket, source.S3KeyPrefix ?? '')
    .reduce((sum, object) => sum + object.size, 0);
  const steps = 5 + Math.ceil(sourceBytes / BYTES_PER_STEP);
  const arrival = Math.round(IMPORT_ARRIVAL_DELAYS * engine.tableStatusDelayMs);
  engine.after(arrival, () => {
    const table = arrive(engine, task, creation);
    if (!table) return;
    engine.after(steps * engine.tableStatusDelayMs - arrival, () => {
      try {
        finish(engine, task, table);
      } catch (error) {
        // A task on the clock must end either way (see exports.ts); like AWS after a failure
        // mid-way, the table keeps what was loaded.
        fail(engine, task, 'InternalFailure', `The import failed: ${(error as Error).message}`);
        activateTable(engine, table);
      }
    });
  });
}

/** The import's table, CREATING among the engine's tables; or the import fails and makes none. */
function arrive(engine: Engine, task: ImportTask, creation: CreateTableRequest): Table | undefined {
  if (bucketNameProblem(task.request.S3BucketSource.S3Bucket) !== undefined) {
    fail(engine, task, 'S3NoSuchBucket', NO_SUCH_BUCKET_MESSAGE);
    return undefined;
  }
  const table = newTable(engine, creation, task.table.id);
  if (!tableArrives(engine, table)) {
    fail(engine, task, 'TableAlreadyExists', `Table already exists: ${table.name}`);
    return undefined;
  }
  initializeThroughput(engine, table, creation, creation.GlobalSecondaryIndexes);
  return table;
}

function fail(engine: Engine, task: ImportTask, code: string, message: string): void {
  task.status = 'FAILED';
  task.failure = { code, message };
  task.endTime = engine.now();
}

function sourceOf(request: ImportTableRequest): ImportSource {
  const csv = request.InputFormatOptions?.Csv;
  return {
    bucket: request.S3BucketSource.S3Bucket,
    prefix: request.S3BucketSource.S3KeyPrefix ?? '',
    format: request.InputFormat,
    compression: request.InputCompressionType ?? 'NONE',
    delimiter: csv?.Delimiter ?? ',',
    headerList: csv?.HeaderList,
  };
}

/** Reads the source into the table, which turns ACTIVE as the import ends. */
function finish(engine: Engine, task: ImportTask, table: Table): void {
  task.endTime = engine.now();
  const result = readImportSource(engine.regions.objectStore, sourceOf(task.request), table);
  for (const { key, item } of result.items.values()) commitLoadedItem(table, key, item);
  task.processedBytes = result.processedBytes;
  task.processedItems = result.processedItems;
  task.importedItems = result.importedItems;
  task.errorCount = result.errorCount;
  task.errors = result.errors;
  if (result.errorCount > 0) {
    task.status = 'FAILED';
    task.failure = { code: 'ItemValidationError', message: ITEM_VALIDATION_MESSAGE };
  } else task.status = 'COMPLETED';
  activateTable(engine, table);
}
