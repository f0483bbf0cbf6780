import type { Engine } from '../engine.ts';
import { validatePutItem } from '../validation/putItem.ts';
import { preparePut } from './itemChanges.ts';
import { writeSingleItem } from './singleItemWrite.ts';

export function putItem(engine: Engine, body: object) {
  const request = validatePutItem(body);
  const table = engine.usableTable(request.TableName);
  const { key, next } = preparePut(table, request.Item, request.itemBytes);
  return writeSingleItem(engine, {
    table,
    key,
    condition: request.expressions.condition,
    next,
    request,
  });
}
