/**
 * TransactGetItems: up to 100 Gets read as one consistent snapshot, at twice the strongly consistent
 * read cost. An item held by a transaction in flight cancels the read with TransactionConflict.
 */
import { consumedCapacity } from '../capacity/consumed.ts';
import { readUnits } from '../capacity/units.ts';
import type { Engine } from '../engine.ts';
import { validation } from '../errors.ts';
import { project } from '../expressions/projection.ts';
import { attributeMapJson, storedItemJson } from '../reply.ts';
import { keyOfKeyParameter } from '../storage/primaryKey.ts';
import { ItemLocks } from '../transactions/itemLocks.ts';
import { validateTransactGetItems } from '../validation/transactGetItems.ts';
import { cancellation, conflictReason } from './transactionSupport.ts';

export function transactGetItems(engine: Engine, body: object) {
  const request = validateTransactGetItems(body);
  const seen = new Set<string>();
  const gets = request.TransactItems.map(({ Get }) => {
    const table = engine.usableTable(Get.TableName);
    const key = keyOfKeyParameter(table.keySchema, Get.Key);
    const id = ItemLocks.id(table, key);
    if (seen.has(id)) throw validation('Transaction request cannot include multiple operations on one item');
    seen.add(id);
    return { get: Get, table, key };
  });
  const conflicts = gets.map(({ table, key }) => (engine.locks.isLocked(table, key) ? conflictReason() : undefined));
  if (conflicts.some(Boolean)) throw cancellation(conflicts);
  const units = new Map<string, number>();
  const responses = gets.map(({ get, table, key }) => {
    const stored = table.items.get(key);
    units.set(table.name, (units.get(table.name) ?? 0) + readUnits(stored?.size ?? 0, 'transactional'));
    if (!stored) return {};
    const projection = get.expressions.projection;
    return { Item: projection ? attributeMapJson(project(stored.attributes, projection)) : storedItemJson(stored) };
  });
  const mode = request.ReturnConsumedCapacity;
  return {
    Responses: responses,
    ConsumedCapacity:
      mode && mode !== 'NONE'
        ? [...units].map(([name, value]) => consumedCapacity(mode, name, { table: value }, 'read'))
        : undefined,
  };
}
