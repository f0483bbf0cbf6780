/**
 * UpdateItem: creates the item when it is missing (from its key; not for an update that only
 * removes), applies the update to a copy — stored items are never mutated — and stores the result
 * only when everything validated.
 */
import type { Engine } from '../engine.ts';
import { keyOfKeyParameter } from '../storage/primaryKey.ts';
import { validateUpdateItem } from '../validation/updateItem.ts';
import { prepareUpdate, rejectKeyUpdates } from './itemChanges.ts';
import { writeSingleItem } from './singleItemWrite.ts';
import { checkUpdateCharge } from './updateItemSize.ts';

/**
 * `chargeStatement`: a standalone UpdateItem's statement charge (updateItemSize.ts); a PartiQL
 * UPDATE runs here without it, sizing the finished item only.
 */
export function updateItem(engine: Engine, body: object, { chargeStatement = true } = {}) {
  const request = validateUpdateItem(body);
  const table = engine.usableTable(request.TableName);
  const key = keyOfKeyParameter(table.keySchema, request.Key);
  const actions = request.expressions.update;
  if (actions) rejectKeyUpdates(table, actions);
  return writeSingleItem(engine, {
    table,
    key,
    condition: request.expressions.condition,
    beforeCondition: chargeStatement ? (old) => checkUpdateCharge(actions, old?.attributes) : undefined,
    next: (old) => prepareUpdate(table, request.Key, actions, old),
    request,
  });
}
