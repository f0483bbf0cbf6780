import type { Engine } from '../engine.ts';
import { keyOfKeyParameter } from '../storage/primaryKey.ts';
import { validateDeleteItem } from '../validation/deleteItem.ts';
import { checkWriteCondition, returnedAttributes, writeCapacity, writeCost } from './writeOutcome.ts';

export function deleteItem(engine: Engine, body: object) {
  const request = validateDeleteItem(body);
  const table = engine.usableTable(request.TableName);
  const key = keyOfKeyParameter(table.keySchema, request.Key);
  const old = table.items.get(key);
  checkWriteCondition(request.expressions.condition, old, request.ReturnValuesOnConditionCheckFailure);
  if (old) table.items.delete(key);
  return {
    Attributes: returnedAttributes(request.ReturnValues, old, undefined),
    ConsumedCapacity: writeCapacity(table, request.ReturnConsumedCapacity, writeCost(old, undefined)),
  };
}
