/**
 * ImportTable, DescribeImport and ListImports (S3DataImport.html). An import makes a new table —
 * unknown at first, then CREATING, its items not readable — and fills it from the S3 objects under
 * the prefix; when it ends the table is ACTIVE (importLifecycle.ts runs it). Loading writes no
 * capacity (imports are billed by the source's size). The table's settings are
 * TableCreationParameters, checked as CreateTable checks its request — vector indexes included (the
 * SDK's TableCreationParameters has VectorIndexes): they are made with the table, CREATING while the
 * objects are read, ACTIVE as the import ends, and hold the imported items an index can take (an
 * item it cannot, such as one without the HASH search-schema attribute, is left out, as at a
 * backfill; operations/transfers/importLifecycle.ts, vectors/vectorIndex.ts).
 *
 * Messages: `Table already exists` and ItemValidationError's
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
import { taskId } from '../../exports/exportTask.ts';
import { validateCreateTable } from '../../validation/createTable.ts';
import {
  validateDescribeImport,
  validateImportTable,
  validateListImports,
  type ImportTableRequest,
} from '../../validation/transfers.ts';
import { checkRoomForTable } from '../createTable.ts';
import { uuidFrom } from '../ids.ts';
import {
  DEFAULT_PAGE_SIZE,
  newestFirstOf,
  pageOf,
  requestFingerprint,
  tokenReplay,
} from './transferPaging.ts';
import { runImport } from './importLifecycle.ts';

/** AWS runs up to 50 imports at once per account. */
export const MAX_CONCURRENT_IMPORTS = 50;

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
  // A table of the name, whatever its status, is in use; an import's table that has not appeared
  // yet is not, and the imports race for the name (DDB-IMPORT-018, 019, DDB-TABLE-444).
  if (engine.tables.has(creation.TableName))
    throw resourceInUse(`Table already exists: ${creation.TableName}`);
  let running = 0;
  for (const task of tasks.values()) if (task.status === 'IN_PROGRESS') running++;
  if (running >= MAX_CONCURRENT_IMPORTS) {
    throw new DynamoDBError('LimitExceededException', 'Too many operations for a given subscriber.');
  }
  checkRoomForTable(engine, creation);

  // The table is made when it appears (importLifecycle.ts); its ARN and id are known at once.
  const now = engine.now();
  const table = { arn: engine.tableArn(creation.TableName), id: uuidFrom(engine), name: creation.TableName };
  const task: ImportTask = {
    arn: `${table.arn}/import/${taskId(engine, now)}`,
    startTime: now,
    table,
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
  runImport(engine, task, creation);
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
