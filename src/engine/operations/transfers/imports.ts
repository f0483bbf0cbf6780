/**
 * ImportTable, DescribeImport and ListImports (S3DataImport.html). An import makes a new table —
 * CREATING, its items not readable — and fills it from the S3 objects under the prefix; when it
 * ends the table is ACTIVE. Loading writes no capacity (imports are billed by the source's size).
 * The table's settings are TableCreationParameters, checked as CreateTable checks its request.
 *
 * The objects are read when the import runs, a few table status delays plus a moment per 100 KB
 * after the request (AWS takes minutes). Messages: `Table already exists` and ItemValidationError's
 * FailureMessage are AWS's (S3DataImport.Validation.html). As AWS was seen to answer (ack-api-quirks
 * dynamodb, probed in 2026): a bucket that does not exist FAILS with S3NoSuchBucket and leaves no
 * table, while a prefix with no object under it COMPLETES with an empty table (DDB-IMPORT-012);
 * InputFormatOptions with another format than CSV is refused (DDB-IMPORT-009); a ClientToken
 * seen before is answered as `earlierImport` says (DDB-IMPORT-017).
 */
import type { Engine } from '../../engine.ts';
import { DynamoDBError, resourceInUse } from '../../errors.ts';
import {
  describeImport,
  findImport,
  importLogGroupArn,
  importsOf,
  summarizeImport,
  type ImportTask,
} from '../../imports/importTask.ts';
import { readImportSource, type ImportSource } from '../../imports/importSources.ts';
import { taskId } from '../../exports/exportTask.ts';
import { bucketNameProblem, NO_SUCH_BUCKET_MESSAGE } from '../../s3/bucketNames.ts';
import { commitLoadedItem } from '../../storage/commitWrite.ts';
import type { Table } from '../../storage/table.ts';
import { initializeThroughput } from '../../capacity/throughputUpdates.ts';
import { validateCreateTable } from '../../validation/createTable.ts';
import {
  validateDescribeImport,
  validateImportTable,
  validateListImports,
  type ImportTableRequest,
} from '../../validation/transfers.ts';
import { activateTable, checkRoomForTable, newTable } from '../createTable.ts';
import { uuidFrom } from '../ids.ts';
import {
  DEFAULT_PAGE_SIZE,
  newestFirstOf,
  pageOf,
  requestFingerprint,
  tokenReplay,
} from './transferPaging.ts';

/** AWS runs up to 50 imports at once per account. */
export const MAX_CONCURRENT_IMPORTS = 50;
const BYTES_PER_STEP = 100 * 1024;

const ITEM_VALIDATION_MESSAGE =
  'Some of the items failed validation checks and were not imported. Please check CloudWatch error logs for more details.';

export function importTable(engine: Engine, body: object) {
  const request = validateImportTable(body);
  const creation = validateCreateTable({ ...request.TableCreationParameters });
  const tasks = importsOf(engine);
  if (request.InputFormatOptions !== undefined && request.InputFormat !== 'CSV') {
    throw new DynamoDBError(
      'ValidationException',
      `Invalid Request: Unsupported InputFormatOptions for the given input format: ${request.InputFormat}.`,
    );
  }
  const fingerprint = requestFingerprint(request);
  const replay = earlierImport(engine, request, fingerprint);
  if (replay) return { ImportTableDescription: describeImport(engine, replay) };
  if (engine.tables.has(creation.TableName))
    throw resourceInUse(`Table already exists: ${creation.TableName}`);
  let running = 0;
  for (const task of tasks.values()) if (task.status === 'IN_PROGRESS') running++;
  if (running >= MAX_CONCURRENT_IMPORTS) {
    throw new DynamoDBError('LimitExceededException', 'Too many operations for a given subscriber.');
  }
  checkRoomForTable(engine, creation);

  const table = newTable(engine, creation);
  engine.tables.set(table.name, table);
  initializeThroughput(engine, table, creation, creation.GlobalSecondaryIndexes);
  const now = engine.now();
  const task: ImportTask = {
    arn: `${table.arn}/import/${taskId(engine, now)}`,
    startTime: now,
    table: { arn: table.arn, id: table.id, name: table.name },
    request,
    bucketOwner: request.S3BucketSource.S3BucketOwner ?? engine.accountId,
    clientToken: request.ClientToken ?? uuidFrom(engine),
    fingerprint,
    status: 'IN_PROGRESS',
    endTime: undefined,
    processedBytes: 0,
    processedItems: 0,
    importedItems: 0,
    errorCount: 0,
    errors: [],
    failure: undefined,
  };
  tasks.set(task.arn, task);
  const description = describeImport(engine, task);
  const sourceBytes = engine.regions.objectStore
    .list(request.S3BucketSource.S3Bucket, request.S3BucketSource.S3KeyPrefix ?? '')
    .reduce((sum, object) => sum + object.size, 0);
  const steps = 5 + Math.ceil(sourceBytes / BYTES_PER_STEP);
  engine.after(engine.tableStatusDelayMs * steps, () => {
    try {
      finish(engine, task, table);
    } catch (error) {
      // A task on the clock must end either way (see exports.ts); like AWS after a failure mid-way,
      // the table keeps what was loaded.
      task.status = 'FAILED';
      task.failure = { code: 'InternalFailure', message: `The import failed: ${(error as Error).message}` };
      activateTable(engine, table);
    }
  });
  return { ImportTableDescription: description };
}

/**
 * The import a ClientToken seen before started, to describe again, as AWS was seen to answer: while
 * that import runs, the same token with any other parameters but another TableName is the same
 * import (the changes ignored), and another TableName is ImportConflictException. Once it has
 * ended, the very same request again is a new attempt to make its table — ResourceInUseException
 * while the table exists (below) — though one that differs still just describes it.
 */
function earlierImport(engine: Engine, request: ImportTableRequest, fingerprint: string) {
  const tableName = request.TableCreationParameters.TableName;
  const replay = tokenReplay(
    importsOf(engine).values(),
    request.ClientToken,
    (task) => task.table.name === tableName,
    engine.now(),
    () =>
      new DynamoDBError(
        'ImportConflictException',
        'Import conflict: Duplicate request detected with conflicting parameters',
      ),
  );
  const startsAgain = replay?.status !== 'IN_PROGRESS' && replay?.fingerprint === fingerprint;
  return startsAgain && engine.tables.has(tableName) ? undefined : replay;
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

/** Reads the source into the table, or fails before making one. */
function finish(engine: Engine, task: ImportTask, table: Table): void {
  task.endTime = engine.now();
  const source = sourceOf(task.request);
  if (bucketNameProblem(source.bucket) !== undefined) {
    return abandon(engine, task, table, 'S3NoSuchBucket', NO_SUCH_BUCKET_MESSAGE);
  }
  const result = readImportSource(engine.regions.objectStore, source, table);
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

/** Nothing could be read: the import fails and its table is not kept. */
function abandon(engine: Engine, task: ImportTask, table: Table, code: string, message: string): void {
  task.status = 'FAILED';
  task.failure = { code, message };
  if (engine.tables.get(table.name) === table) engine.tables.delete(table.name);
}

export function describeImportOperation(engine: Engine, body: object) {
  const { ImportArn } = validateDescribeImport(body);
  return { ImportTableDescription: describeImport(engine, findImport(engine, ImportArn)) };
}

export function listImports(engine: Engine, body: object) {
  const request = validateListImports(body);
  const tasks = newestFirstOf(importsOf(engine).values(), request.TableArn);
  const { page, nextToken } = pageOf(
    tasks,
    request.PageSize ?? DEFAULT_PAGE_SIZE,
    request.NextToken,
    'imports',
  );
  return { ImportSummaryList: page.map((task) => summarizeImport(engine, task)), NextToken: nextToken };
}

/**
 * DynamoSandbox.GetImportErrors: the first errors of an import (importSources.ts keeps 100), as
 * AWS's CloudWatch log group /aws-dynamodb/imports would show them — the sandbox has no CloudWatch
 * Logs, and a learner needs to see why records were skipped.
 */
export function getImportErrors(engine: Engine, body: object) {
  const task = findImport(engine, validateDescribeImport(body).ImportArn);
  return {
    CloudWatchLogGroupArn: importLogGroupArn(engine),
    ErrorCount: task.errorCount,
    ErrorEvents: task.errors.map((event) => ({ ...event, importArn: task.arn })),
  };
}
