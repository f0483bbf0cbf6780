/**
 * StartBulkPutItems, DescribeBulkOperation, ListBulkOperations and CancelBulkOperation
 * (BulkPutItems.Requesting): an asynchronous load of items from S3 into an EXISTING table — unlike
 * ImportTable, which makes a new one. The run itself: bulkRun.ts.
 *
 * What StartBulkPutItems refuses (BulkPutItems.Considerations): "the target table must be in the
 * ACTIVE state, or in the UPDATING state for a change that does not conflict with bulk writes. You
 * cannot start an operation while the table is creating a secondary index [or] while the table is
 * transitioning to or from a global table, or restoring from a backup" — ResourceInUseException,
 * one of the operation's documented errors; and "You cannot start a bulk put items operation on a
 * table that is part of a global table" — a ValidationException, as the request can never succeed.
 * Both messages are the sandbox's. A ClientToken returns the same operation "During the 8 hours
 * after the initial request"; reused with other parameters it is an
 * IdempotentParameterMismatchException (worded as DynamoDB's transactions word it).
 */
import type { Engine } from '../engine.ts';
import { DynamoDBError, resourceInUse, validation } from '../errors.ts';
import { taskId } from '../exports/exportTask.ts';
import { uuidFrom } from '../operations/ids.ts';
import { pageOf, requestFingerprint } from '../operations/transfers/transferPaging.ts';
import type { Table } from '../storage/table.ts';
import {
  validateCancelBulkOperation,
  validateDescribeBulkOperation,
  validateListBulkOperations,
  validateStartBulkPutItems,
} from '../validation/bulkOperations.ts';
import { runBulkOperation } from './bulkRun.ts';
import {
  bulkOperationsOf,
  describeBulkOperation,
  findBulkOperation,
  isTerminal,
  summarizeBulkOperation,
  type BulkTask,
} from './bulkTask.ts';

/** "During the 8 hours after the initial request, repeated requests … return the same bulk operation." */
const CLIENT_TOKEN_WINDOW_MS = 8 * 60 * 60 * 1000;
/** "If you don't specify a value, DynamoDB uses 10" (ListBulkOperations, MaxResults). */
const DEFAULT_PAGE_SIZE = 10;

export function startBulkPutItems(engine: Engine, body: object) {
  const request = validateStartBulkPutItems(body);
  const tasks = bulkOperationsOf(engine);
  const fingerprint = requestFingerprint(request);
  const replay = earlierRequest(engine, tasks.values(), request.ClientToken, fingerprint);
  if (replay) return { BulkOperationDescription: describeBulkOperation(replay) };
  const table = engine.describeTarget(request.TableName);
  checkTarget(table);

  const now = engine.now();
  const id = taskId(engine, now);
  const task: BulkTask = {
    arn: `${table.arn}/bulk-operation/${id}`,
    id,
    startTime: now,
    table: { arn: table.arn, id: table.id, name: table.name },
    request,
    clientToken: request.ClientToken ?? uuidFrom(engine),
    fingerprint,
    status: 'IN_PROGRESS',
    endTime: undefined,
    totalInputBytes: undefined,
    processedInputBytes: 0,
    processedItems: 0,
    failedItems: 0,
    tableBytes: 0,
    indexBytes: new Map(),
    failures: [],
    failure: undefined,
  };
  tasks.set(task.arn, task);
  runBulkOperation(engine, task, table);
  return { BulkOperationDescription: describeBulkOperation(task) };
}

function earlierRequest(
  engine: Engine,
  tasks: Iterable<BulkTask>,
  token: string | undefined,
  fingerprint: string,
): BulkTask | undefined {
  if (token === undefined) return undefined;
  for (const task of tasks) {
    if (task.clientToken !== token || engine.now() - task.startTime > CLIENT_TOKEN_WINDOW_MS) continue;
    if (task.fingerprint !== fingerprint) {
      throw new DynamoDBError(
        'IdempotentParameterMismatchException',
        'Request has a different set of parameters than an earlier request with the same client token.',
      );
    }
    return task;
  }
  return undefined;
}

/** Whether bulk writes may start on the table (the messages are the sandbox's). */
function checkTarget(table: Table): void {
  if (table.replication !== undefined) {
    throw validation(
      `Bulk put items does not support global tables: table ${table.name} is part of a global table. Use BatchWriteItem or PutItem instead.`,
    );
  }
  const conflicting = table.updatingFor === 'indexes' || table.updatingFor === 'replicas';
  // The table is ACTIVE again while a new global index is still CREATING (backfilling; see
  // updateTable.ts): "You cannot start an operation while the table is creating a secondary index".
  // So too while UPDATING for another change (throughput, stream) meanwhile.
  const startable = table.status === 'ACTIVE' || (table.status === 'UPDATING' && !conflicting);
  const creating = table.indexes.find((index) => index.status === 'CREATING' || index.backfilling);
  if (creating && startable) {
    throw resourceInUse(
      `Table ${table.name} is creating the secondary index ${creating.name}: a bulk put items operation can start only when the table is ACTIVE, or UPDATING for a change that does not conflict with bulk writes.`,
    );
  }
  if (startable) return;
  const why = table.status === 'UPDATING' ? `UPDATING (${table.updatingFor})` : table.status;
  throw resourceInUse(
    `Table ${table.name} is ${why}: a bulk put items operation can start only when the table is ACTIVE, or UPDATING for a change that does not conflict with bulk writes.`,
  );
}

export function describeBulkOperationOperation(engine: Engine, body: object) {
  const { BulkOperationArn } = validateDescribeBulkOperation(body);
  return { BulkOperationDescription: describeBulkOperation(findBulkOperation(engine, BulkOperationArn)) };
}

export function listBulkOperations(engine: Engine, body: object) {
  const request = validateListBulkOperations(body);
  // "with the most recent operations first"
  const tasks = [...bulkOperationsOf(engine).values()].reverse();
  const { page, nextToken } = pageOf(
    tasks,
    request.MaxResults ?? DEFAULT_PAGE_SIZE,
    request.NextToken,
    'bulk',
  );
  return { BulkOperationsSummaryList: page.map(summarizeBulkOperation), NextToken: nextToken };
}

/**
 * "Cancels an in-progress bulk operation asynchronously": CANCELLING now, CANCELLED when the run
 * next looks (bulkRun.ts). Cancelling again while CANCELLING answers the same; an operation that
 * has ended cannot be cancelled (a ValidationException in the sandbox's words).
 */
export function cancelBulkOperation(engine: Engine, body: object) {
  const { BulkOperationArn } = validateCancelBulkOperation(body);
  const task = findBulkOperation(engine, BulkOperationArn);
  if (isTerminal(task.status)) {
    throw validation(
      `Bulk operation ${task.arn} has already ended with status ${task.status}; only an IN_PROGRESS operation can be cancelled.`,
    );
  }
  task.status = 'CANCELLING';
  return { BulkOperationArn: task.arn, BulkOperationStatus: task.status };
}
