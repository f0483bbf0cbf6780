import { commitWrite } from '../storage/commitWrite.ts';
import { checkItemCollectionLimit, itemCollectionMetrics } from '../storage/itemCollections.ts';
import { planWrite } from '../storage/writePlan.ts';
import type { Engine } from '../engine.ts';
import { keyOfKeyParameter } from '../storage/primaryKey.ts';
import { validateDeleteItem } from '../validation/deleteItem.ts';
import {
  checkNotInTransaction,
  checkWriteCondition,
  returnedAttributes,
  writeCapacity,
  writeCost,
} from './writeOutcome.ts';

export function deleteItem(engine: Engine, body: object) {
  const request = validateDeleteItem(body);
  const table = engine.usableTable(request.TableName);
  const key = keyOfKeyParameter(table.keySchema, request.Key);
  checkNotInTransaction(engine, table, key);
  const old = table.items.get(key);
  engine.capacity.admitWrite(table, key.pk);
  try {
    checkWriteCondition(request.expressions.condition, old, request.ReturnValuesOnConditionCheckFailure);
  } catch (error) {
    throw engine.capacity.conditionFailed(table, key.pk, writeCost(old, undefined), error);
  }
  const plan = planWrite(table, key, old, undefined);
  checkItemCollectionLimit(engine, plan);
  engine.capacity.chargeWrite(plan, writeCost(old, undefined));
  commitWrite(engine, plan);
  return {
    Attributes: returnedAttributes(request.ReturnValues, old, undefined),
    ItemCollectionMetrics: itemCollectionMetrics(plan, request.ReturnItemCollectionMetrics),
    ConsumedCapacity: writeCapacity(request.ReturnConsumedCapacity, plan, writeCost(old, undefined)),
  };
}
