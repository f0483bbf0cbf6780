/**
 * What single-item writes (PutItem, UpdateItem, DeleteItem) share: the condition check with
 * DynamoDB's error (and the old item when ReturnValuesOnConditionCheckFailure is ALL_OLD), the
 * capacity charge, and the ReturnValues projection.
 */
import { billedChangeSize } from '../vectors/billedSize.ts';
import { vectorWriteBytes } from '../vectors/vectorChanges.ts';
import { consumedCapacity } from '../capacity/consumed.ts';
import { writeUnits } from '../capacity/units.ts';
import type { Engine } from '../engine.ts';
import { conditionalCheckFailed, DynamoDBError } from '../errors.ts';
import type { EncodedKey } from '../storage/primaryKey.ts';
import type { Table } from '../storage/table.ts';
import type { Condition, DocumentPath } from '../expressions/index.ts';
import { evaluateCondition } from '../expressions/evaluate.ts';
import { project } from '../expressions/projection.ts';
import { attributeMapJson, type RawJson, storedItemJson } from '../reply.ts';
import type { StoredItem } from '../storage/itemStore.ts';
import { indexUnits, type WritePlan } from '../storage/writePlan.ts';
import type {
  ReturnConsumedCapacity,
  ReturnValues,
  ReturnValuesOnConditionCheckFailure,
} from '../validation/requestTypes.ts';

/** A plain write to an item held by a transaction in flight fails, as DynamoDB's does. */
export function checkNotInTransaction(engine: Engine, table: Table, key: EncodedKey): void {
  if (engine.locks.isLocked(table, key)) {
    engine.capacity.recordTransactionConflict(table);
    throw new DynamoDBError('TransactionConflictException', 'Transaction is ongoing for the item');
  }
}

export function checkWriteCondition(
  condition: Condition | undefined,
  old: StoredItem | undefined,
  onFailure: ReturnValuesOnConditionCheckFailure | undefined,
): void {
  if (!condition || evaluateCondition(condition, old?.attributes)) return;
  throw conditionalCheckFailed(onFailure === 'ALL_OLD' && old ? old.attributes : undefined);
}

/**
 * Write units for replacing `old` with `next` in `table`: the larger of the two billed sizes (a
 * vector counted by its dimensions, vectors/billedSize.ts), at least one unit.
 */
export function writeCost(table: Table, old: StoredItem | undefined, next: StoredItem | undefined): number {
  return writeUnits(billedChangeSize(table, old, next));
}

/**
 * ConsumedCapacity of a committed write: the table's units plus each index's (see writePlan.ts),
 * under `tableName` as the request named the table (its ARN, if that is what it sent).
 */
export function writeCapacity(
  mode: ReturnConsumedCapacity | undefined,
  tableName: string,
  plan: WritePlan,
  tableUnits: number,
) {
  if (mode === undefined || mode === 'NONE') return undefined;
  const { local, global } = indexUnits(plan);
  const vector = new Map<string, number>();
  vectorWriteBytes(plan.vectorChanges, vector);
  return consumedCapacity(mode, tableName, {
    table: tableUnits,
    localIndexes: local,
    globalIndexes: global,
    vectorIndexes: vector,
  });
}

/** The Attributes of a write reply for the requested ReturnValues. */
export function returnedAttributes(
  mode: ReturnValues | undefined,
  old: StoredItem | undefined,
  next: StoredItem | undefined,
  changedPaths: DocumentPath[] = [],
): RawJson | undefined {
  switch (mode) {
    case 'ALL_OLD':
      return old ? storedItemJson(old) : undefined;
    case 'ALL_NEW':
      return next ? storedItemJson(next) : undefined;
    case 'UPDATED_OLD':
      return old ? nonEmpty(project(old.attributes, changedPaths)) : undefined;
    case 'UPDATED_NEW':
      return next ? nonEmpty(project(next.attributes, changedPaths)) : undefined;
    default:
      return undefined;
  }
}

function nonEmpty(map: Record<string, unknown>): RawJson | undefined {
  return Object.keys(map).length > 0 ? attributeMapJson(map as never) : undefined;
}
