/**
 * The path PutItem, UpdateItem and DeleteItem share, in DynamoDB's order: refuse an item held by a
 * transaction in flight, or by an MRSC write from another Region being confirmed; admit the write on capacity (a throttled write evaluates nothing); evaluate
 * the condition (a failure still consumes capacity); build the new item; plan the table and index
 * changes; check the item-collection limit; charge; commit; answer with ReturnValues, item-collection
 * metrics and consumed capacity.
 */
import type { Engine } from '../engine.ts';
import type { Condition, DocumentPath } from '../expressions/index.ts';
import { commitWrite } from '../storage/commitWrite.ts';
import { checkItemCollectionLimit, itemCollectionMetrics } from '../storage/itemCollections.ts';
import type { StoredItem } from '../storage/itemStore.ts';
import type { EncodedKey } from '../storage/primaryKey.ts';
import type { Table } from '../storage/table.ts';
import { planWrite } from '../storage/writePlan.ts';
import { checkNoReplicatedConflict } from '../globalTables/strongWrites.ts';
import type {
  ReturnConsumedCapacity,
  ReturnItemCollectionMetrics,
  ReturnValues,
  ReturnValuesOnConditionCheckFailure,
} from '../validation/requestTypes.ts';
import {
  checkNotInTransaction,
  checkWriteCondition,
  returnedAttributes,
  writeCapacity,
  writeCost,
} from './writeOutcome.ts';

export interface SingleItemWrite {
  table: Table;
  key: EncodedKey;
  condition: Condition | undefined;
  /**
   * The item the write leaves: known in advance (a put's item; undefined for a delete), or worked out
   * from the item found (an update).
   */
  next:
    | StoredItem
    | undefined
    | ((old: StoredItem | undefined) => { next: StoredItem | undefined; changedPaths: DocumentPath[] });
  /** A check of the request against the item found, made before its condition (UpdateItem's size). */
  beforeCondition?: (old: StoredItem | undefined) => void;
  request: {
    /** The table as the request named it: ConsumedCapacity echoes a table's ARN. */
    TableName: string;
    ReturnValues?: ReturnValues;
    ReturnConsumedCapacity?: ReturnConsumedCapacity;
    ReturnItemCollectionMetrics?: ReturnItemCollectionMetrics;
    ReturnValuesOnConditionCheckFailure?: ReturnValuesOnConditionCheckFailure;
  };
}

export function writeSingleItem(engine: Engine, write: SingleItemWrite) {
  const { table, key, request } = write;
  checkNotInTransaction(engine, table, key);
  checkNoReplicatedConflict(engine, table, key);
  const old = table.items.get(key);
  engine.capacity.admitWrite(table, key);
  write.beforeCondition?.(old);
  try {
    checkWriteCondition(write.condition, old, request.ReturnValuesOnConditionCheckFailure);
  } catch (error) {
    // A failed condition is charged as the write would have been: by the larger of the item found and
    // the item the request tried to write, rounded up to 1 KB, at least 1 unit (DynamoDB developer
    // guide, "Capacity unit consumption for write operations": a 310 KB write failing against a
    // stored 300 KB item consumes 310 units).
    throw engine.capacity.conditionFailed(
      table,
      key,
      writeCost(table, old, attemptedItem(write, old)),
      error,
    );
  }
  const outcome =
    typeof write.next === 'function' ? write.next(old) : { next: write.next, changedPaths: undefined };
  const { next, changedPaths } = outcome;
  const plan = planWrite(table, key, old, next);
  checkItemCollectionLimit(engine, plan);
  const units = writeCost(table, old, next);
  engine.capacity.chargeWrite(plan, units);
  commitWrite(engine, plan);
  return {
    Attributes: returnedAttributes(request.ReturnValues, old, next, changedPaths),
    ConsumedCapacity: writeCapacity(request.ReturnConsumedCapacity, request.TableName, plan, units),
    ItemCollectionMetrics: itemCollectionMetrics(plan, request.ReturnItemCollectionMetrics),
  };
}

/**
 * The item a write whose condition failed tried to leave: a put's item, an update applied to the item
 * found (none when applying it would itself fail: the condition's refusal is the answer), none for a
 * delete.
 */
function attemptedItem(write: SingleItemWrite, old: StoredItem | undefined): StoredItem | undefined {
  if (typeof write.next !== 'function') return write.next;
  try {
    return write.next(old).next;
  } catch {
    return undefined;
  }
}
