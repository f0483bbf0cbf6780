import type { Engine } from '../engine.ts';
import { keyOfKeyParameter } from '../storage/primaryKey.ts';
import { validateDeleteItem } from '../validation/deleteItem.ts';
import { writeSingleItem } from './singleItemWrite.ts';

export function deleteItem(engine: Engine, body: object) {
  const request = validateDeleteItem(body);
  const table = engine.usableTable(request.TableName);
  return writeSingleItem(engine, {
    table,
    key: keyOfKeyParameter(table.keySchema, request.Key),
    condition: request.expressions.condition,
    next: undefined,
    request,
  });
}
