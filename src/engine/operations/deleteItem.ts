import { commitWrite } from '../storage/commitWrite.ts';
import { planWrite } from '../storage/writePlan.ts';
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
  const plan = planWrite(table, key, old, undefined);
  commitWrite(engine, plan);
  return {
    Attributes: returnedAttributes(request.ReturnValues, old, undefined),
    ConsumedCapacity: writeCapacity(request.ReturnConsumedCapacity, plan, writeCost(old, undefined)),
  };
}
