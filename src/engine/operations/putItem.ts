import { checkIndexKeyValues } from '../storage/indexKeyChecks.ts';
import { commitWrite } from '../storage/commitWrite.ts';
import { planWrite } from '../storage/writePlan.ts';
import type { Engine } from '../engine.ts';
import { toStoredItem } from '../engine.ts';
import { keyOfItem } from '../storage/primaryKey.ts';
import { validatePutItem } from '../validation/putItem.ts';
import { checkWriteCondition, returnedAttributes, writeCapacity, writeCost } from './writeOutcome.ts';

export function putItem(engine: Engine, body: object) {
  const request = validatePutItem(body);
  const table = engine.usableTable(request.TableName);
  const key = keyOfItem(table.keySchema, request.Item);
  checkIndexKeyValues(table, request.Item);
  const next = toStoredItem(request.Item);
  const old = table.items.get(key);
  checkWriteCondition(request.expressions.condition, old, request.ReturnValuesOnConditionCheckFailure);
  const plan = planWrite(table, key, old, next);
  commitWrite(engine, plan);
  return {
    Attributes: returnedAttributes(request.ReturnValues, old, next),
    ConsumedCapacity: writeCapacity(request.ReturnConsumedCapacity, plan, writeCost(old, next)),
  };
}
