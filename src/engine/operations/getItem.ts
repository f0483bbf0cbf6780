import { consumedCapacity } from '../capacity/consumed.ts';
import { consistencyOf, readUnits } from '../capacity/units.ts';
import type { Engine } from '../engine.ts';
import { project } from '../expressions/projection.ts';
import { attributeMapJson, storedItemJson } from '../reply.ts';
import { keyOfKeyParameter } from '../storage/primaryKey.ts';
import { validateGetItem } from '../validation/getItem.ts';
import { rejectNestedKeyPaths } from './nestedKeyPaths.ts';

export function getItem(engine: Engine, body: object) {
  const request = validateGetItem(body);
  const table = engine.usableTable(request.TableName);
  const key = keyOfKeyParameter(table.keySchema, request.Key);
  const projection = request.expressions.projection;
  if (projection) rejectNestedKeyPaths(table, projection);
  const stored = engine.replicas
    .choose(request.ConsistentRead === true)
    .view(table.items)
    .get(key);
  const units = readUnits(stored?.size ?? 0, consistencyOf(request.ConsistentRead));
  engine.capacity.chargeItemRead(table, key, units, stored?.size);
  return {
    Item:
      stored &&
      (projection ? attributeMapJson(project(stored.attributes, projection)) : storedItemJson(stored)),
    ConsumedCapacity: consumedCapacity(request.ReturnConsumedCapacity, request.TableName, { table: units }),
  };
}
