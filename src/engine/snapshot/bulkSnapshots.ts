/**
 * Bulk put items operations in a snapshot, per Region, as the export and import tasks are
 * (transferSnapshots.ts): with what DescribeBulkOperation and ListBulkOperations show, and the
 * ClientToken and request fingerprint that make a repeated StartBulkPutItems return the same
 * operation. An operation still IN_PROGRESS is saved FAILED, interrupted: what it was about to
 * write is not in the snapshot. One CANCELLING would have written nothing more, so it is saved
 * CANCELLED, as its run would have ended it. What either wrote before the save is (in its table),
 * so its counts stay as they were, and it ends at the save's time.
 *
 * Not saved: the records that failed, which only feed the output report. A saved operation has
 * ended, so its report is already in S3 (saved with the other objects); one cut short by the save
 * writes none, as an interrupted export writes no files.
 */
import type { Engine } from '../engine.ts';
import {
  bulkOperationsOf,
  CANCELLED_FAILURE,
  isTerminal,
  type BulkOperationStatus,
  type BulkTask,
} from '../bulk/bulkTask.ts';
import { validateStartBulkPutItems } from '../validation/bulkOperations.ts';
import { array, checked, count, damaged, number, object, oneOf, optional, text } from './snapshotReader.ts';
import { failureOf, tableOf } from './transferTaskFields.ts';

/**
 * The interruption of an operation saved IN_PROGRESS (the sandbox's words). Unlike the transfers'
 * ("request it again"), it says to use a new ClientToken: for 8 hours a repeat with the same one
 * returns this FAILED operation.
 */
export const BULK_INTERRUPTED = {
  code: 'SandboxReloaded',
  message:
    'The sandbox was saved and reloaded before this bulk operation completed: start it again with a new ClientToken (or none); a request with the same ClientToken returns this operation.',
};

/** A bulk operation as saved: its record, with the bytes written to each index as a list. */
export interface BulkOperationSnapshot extends Omit<
  BulkTask,
  'indexBytes' | 'failures' | 'endTime' | 'failure'
> {
  status: SavedStatus;
  endTime: number;
  indexBytes: { name: string; kind: 'local' | 'global'; bytes: number }[];
  failure?: { code: string; message: string };
}

const SAVED_STATUSES = ['COMPLETED', 'COMPLETED_WITH_ERRORS', 'CANCELLED', 'FAILED'] as const;
type SavedStatus = (typeof SAVED_STATUSES)[number] & BulkOperationStatus;

export function savedBulkOperations(engine: Engine): BulkOperationSnapshot[] {
  const now = engine.now();
  return [...bulkOperationsOf(engine).values()].map((task) => {
    const { indexBytes, failures: _failures, ...rest } = task;
    return {
      ...rest,
      indexBytes: [...indexBytes].map(([name, index]) => ({ name, kind: index.kind, bytes: index.bytes })),
      ...(isTerminal(task.status)
        ? { status: task.status as SavedStatus, endTime: task.endTime ?? now, failure: task.failure }
        : task.status === 'CANCELLING'
          ? { status: 'CANCELLED' as const, endTime: now, failure: CANCELLED_FAILURE }
          : { status: 'FAILED' as const, endTime: now, failure: BULK_INTERRUPTED }),
    };
  });
}

/** Reads and checks one Region's saved operations: the request by StartBulkPutItems' validation. */
export function readBulkOperations(value: unknown, at: string): BulkTask[] {
  if (value === undefined) return [];
  const arns = new Set<string>();
  return array(value, at).map((entry, i): BulkTask => {
    const path = `${at}[${i}]`;
    const saved = object(entry, path);
    const arn = text(saved.arn, `${path}.arn`);
    if (arns.has(arn)) damaged(`${path}.arn`, `a second bulk operation ${arn}`);
    arns.add(arn);
    const request = checked(`${path}.request`, () =>
      validateStartBulkPutItems(object(saved.request, `${path}.request`)),
    );
    const indexes = array(saved.indexBytes, `${path}.indexBytes`).map((index, j) => {
      const where = `${path}.indexBytes[${j}]`;
      const fields = object(index, where);
      const name = text(fields.name, `${where}.name`);
      const kind = oneOf(fields.kind, ['local', 'global'] as const, `${where}.kind`);
      return [name, { kind, bytes: count(fields.bytes, `${where}.bytes`) }] as const;
    });
    const startTime = number(saved.startTime, `${path}.startTime`);
    const endTime = number(saved.endTime, `${path}.endTime`);
    if (endTime < startTime) damaged(`${path}.endTime`, 'earlier than its startTime');
    const processedItems = count(saved.processedItems, `${path}.processedItems`);
    const failedItems = count(saved.failedItems, `${path}.failedItems`);
    if (failedItems > processedItems) damaged(`${path}.failedItems`, 'more than its processedItems');
    return {
      arn,
      id: text(saved.id, `${path}.id`),
      startTime,
      table: tableOf(saved.table, `${path}.table`),
      request,
      clientToken: text(saved.clientToken, `${path}.clientToken`),
      fingerprint: text(saved.fingerprint, `${path}.fingerprint`),
      status: oneOf(saved.status, SAVED_STATUSES, `${path}.status`),
      endTime,
      totalInputBytes: optional(saved.totalInputBytes, (v) => count(v, `${path}.totalInputBytes`)),
      processedInputBytes: count(saved.processedInputBytes, `${path}.processedInputBytes`),
      processedItems,
      failedItems,
      tableBytes: count(saved.tableBytes, `${path}.tableBytes`),
      indexBytes: new Map(indexes),
      failures: [],
      failure: failureOf(saved.failure, `${path}.failure`),
    };
  });
}

export function addBulkOperations(engine: Engine, tasks: readonly BulkTask[]): void {
  const registry = bulkOperationsOf(engine);
  for (const task of tasks) registry.set(task.arn, task);
}
