/**
 * UpdateItem: creates the item when it is missing (from its key), applies the update to a copy —
 * stored items are never mutated — and stores the result only when everything validated.
 */
import { checkIndexKeyValues } from '../storage/indexKeyChecks.ts';
import { commitWrite } from '../storage/commitWrite.ts';
import { checkItemCollectionLimit, itemCollectionMetrics } from '../storage/itemCollections.ts';
import { planWrite } from '../storage/writePlan.ts';
import type { Engine } from '../engine.ts';
import { toStoredItem } from '../engine.ts';
import { invalidParameter } from '../errors.ts';
import type { UpdateActions } from '../expressions/index.ts';
import { applyUpdate } from '../expressions/update.ts';
import { keyNames, keyOfKeyParameter } from '../storage/primaryKey.ts';
import { copyAttributeMap } from '../values/types.ts';
import { validateUpdateItem } from '../validation/updateItem.ts';
import {
  checkNotInTransaction,
  checkWriteCondition,
  returnedAttributes,
  writeCapacity,
  writeCost,
} from './writeOutcome.ts';

export function updateItem(engine: Engine, body: object) {
  const request = validateUpdateItem(body);
  const table = engine.usableTable(request.TableName);
  const key = keyOfKeyParameter(table.keySchema, request.Key);
  const actions = request.expressions.update;
  if (actions) rejectKeyUpdates(actions, keyNames(table.keySchema));
  checkNotInTransaction(engine, table, key);
  const old = table.items.get(key);
  engine.capacity.admitWrite(table, key.pk);
  try {
    checkWriteCondition(request.expressions.condition, old, request.ReturnValuesOnConditionCheckFailure);
  } catch (error) {
    throw engine.capacity.conditionFailed(table, key.pk, writeCost(old, undefined), error);
  }
  const base = old ? old.attributes : copyAttributeMap(request.Key);
  const { item, changedPaths } = actions ? applyUpdate(actions, base) : { item: base, changedPaths: [] };
  if (item !== base) checkIndexKeyValues(table, item, 'update');
  const next = item === base && old ? old : toStoredItem(item);
  const plan = planWrite(table, key, old, next);
  checkItemCollectionLimit(engine, plan);
  engine.capacity.chargeWrite(plan, writeCost(old, next));
  commitWrite(engine, plan);
  return {
    Attributes: returnedAttributes(request.ReturnValues, old, next, changedPaths),
    ItemCollectionMetrics: itemCollectionMetrics(plan, request.ReturnItemCollectionMetrics),
    ConsumedCapacity: writeCapacity(request.ReturnConsumedCapacity, plan, writeCost(old, next)),
  };
}

function rejectKeyUpdates(actions: UpdateActions, keys: string[]): void {
  const paths = [
    ...actions.set.map((action) => action.path),
    ...actions.remove,
    ...actions.add.map((action) => action.path),
    ...actions.delete.map((action) => action.path),
  ];
  for (const path of paths) {
    if (keys.includes(path[0] as string)) {
      throw invalidParameter(`Cannot update attribute ${path[0]}. This attribute is part of the key`);
    }
  }
}
