/**
 * One action of a TransactWriteItems, prepared against the current item: its condition evaluated and
 * the item it would leave built, or the reason it cancels the transaction.
 */
import type { Engine } from '../engine.ts';
import { DynamoDBError } from '../errors.ts';
import { evaluateCondition } from '../expressions/evaluate.ts';
import type { StoredItem } from '../storage/itemStore.ts';
import type { EncodedKey } from '../storage/primaryKey.ts';
import type { Table } from '../storage/table.ts';
import { isUpFrontIndexKeyError } from '../storage/emptyKeyValues.ts';
import { checkItemCollectionLimit } from '../storage/itemCollections.ts';
import { planWrite, type WritePlan } from '../storage/writePlan.ts';
import type { TransactWriteItem } from '../validation/requestTypes.ts';
import { checkIndexKeyTypes, preparePut, prepareUpdate, rejectKeyUpdates } from './itemChanges.ts';
import { type CancellationReason, conditionFailedReason, conflictReason } from './transactionSupport.ts';

export interface PreparedAction {
  table: Table;
  /** The table as the action named it: its name or ARN, which ConsumedCapacity echoes. */
  tableName: string;
  key: EncodedKey;
  old: StoredItem | undefined;
  next: StoredItem | undefined;
  /** The change to commit (absent for ConditionCheck). */
  plan?: WritePlan;
  failure?: CancellationReason;
}

export function prepareAction(
  engine: Engine,
  action: TransactWriteItem,
  table: Table,
  key: EncodedKey,
): PreparedAction {
  const old = table.items.get(key);
  const detail = action.Put ?? action.Update ?? action.Delete ?? action.ConditionCheck!;
  const base = { table, tableName: detail.TableName, key, old, next: old };
  if (engine.locks.isLocked(table, key)) {
    engine.capacity.recordTransactionConflict(table);
    return { ...base, failure: conflictReason() };
  }
  const actions = action.Update?.expressions.update;
  if (actions) rejectKeyUpdates(table, actions, false);
  const condition = detail.expressions.condition;
  if (condition && !evaluateCondition(condition, old?.attributes)) {
    const returnOld = detail.ReturnValuesOnConditionCheckFailure === 'ALL_OLD' && old;
    return { ...base, failure: conditionFailedReason(returnOld ? old.attributes : undefined) };
  }
  if (action.ConditionCheck) return base;
  try {
    let next: StoredItem | undefined;
    if (action.Put) next = preparePut(table, action.Put.Item).next;
    else if (action.Update) {
      if (actions) checkIndexKeyTypes(table, actions);
      next = prepareUpdate(table, action.Update.Key, actions, old).next;
    }
    const plan = planWrite(table, key, old, next);
    checkItemCollectionLimit(engine, plan);
    return { ...base, next, plan };
  } catch (error) {
    if (isUpFrontIndexKeyError(error)) throw error;
    if (error instanceof DynamoDBError && error.type === 'ValidationException') {
      return { ...base, failure: { Code: 'ValidationError', Message: error.message } };
    }
    if (error instanceof DynamoDBError && error.type === 'ItemCollectionSizeLimitExceededException') {
      return { ...base, failure: { Code: 'ItemCollectionSizeLimitExceeded', Message: error.message } };
    }
    throw error;
  }
}
