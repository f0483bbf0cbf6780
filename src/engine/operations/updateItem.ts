/**
 * UpdateItem: creates the item when it is missing (from its key), applies the update to a copy —
 * stored items are never mutated — and stores the result only when everything validated.
 */
import type { Engine } from '../engine.ts';
import { keyOfKeyParameter } from '../storage/primaryKey.ts';
import { validateUpdateItem } from '../validation/updateItem.ts';
import { prepareUpdate, rejectKeyUpdates } from './itemChanges.ts';
import { writeSingleItem } from './singleItemWrite.ts';
import { checkUpdateWriteSize } from './updateItemSize.ts';

export function updateItem(engine: Engine, body: object) {
  const request = validateUpdateItem(body);
  const table = engine.usableTable(request.TableName);
  const key = keyOfKeyParameter(table.keySchema, request.Key);
  const actions = request.expressions.update;
  if (actions) rejectKeyUpdates(table, actions);
  return writeSingleItem(engine, {
    table,
    key,
    condition: request.expressions.condition,
    next: (old) => {
      const prepared = prepareUpdate(table, request.Key, actions, old);
      checkUpdateWriteSize(actions, prepared.next);
      return prepared;
    },
    request,
  });
}
