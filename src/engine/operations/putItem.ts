import { checkIndexKeyValues } from '../storage/indexKeyChecks.ts';
import { commitWrite } from '../storage/commitWrite.ts';
import { checkItemCollectionLimit, itemCollectionMetrics } from '../storage/itemCollections.ts';
import { planWrite } from '../storage/writePlan.ts';
import type { Engine } from '../engine.ts';
import { toStoredItem } from '../engine.ts';
import { keyOfItem } from '../storage/primaryKey.ts';
import { validatePutItem } from '../validation/putItem.ts';
import {
  checkNotInTransaction,
  checkWriteCondition,
  returnedAttributes,
  writeCapacity,
  writeCost,
} from './writeOutcome.ts';

export function putItem(engine: Engine, body: object) {
  const request = validatePutItem(body);
  const table = engine.usableTable(request.TableName);
  const key = keyOfItem(table.keySchema, request.Item);
  checkIndexKeyValues(table, request.Item);
  const next = toStoredItem(request.Item);
  checkNotInTransaction(engine, table, key);
  const old = table.items.get(key);
  engine.capacity.admitWrite(table, key.pk);
  try {
    checkWriteCondition(request.expressions.condition, old, request.ReturnValuesOnConditionCheckFailure);
  } catch (error) {
    throw engine.capacity.conditionFailed(table, key.pk, writeCost(old, next), error);
  }
  const plan = planWrite(table, key, old, next);
  checkItemCollectionLimit(engine, plan);
  engine.capacity.chargeWrite(plan, writeCost(old, next));
  commitWrite(engine, plan);
  return {
    Attributes: returnedAttributes(request.ReturnValues, old, next),
    ItemCollectionMetrics: itemCollectionMetrics(plan, request.ReturnItemCollectionMetrics),
    ConsumedCapacity: writeCapacity(request.ReturnConsumedCapacity, plan, writeCost(old, next)),
  };
}
