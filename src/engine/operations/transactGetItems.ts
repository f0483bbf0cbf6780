/**
 * TransactGetItems: up to 100 Gets read as one consistent snapshot, at twice the strongly consistent
 * read cost. An item held by a transaction in flight cancels the read with TransactionConflict.
 */
import type { Engine } from '../engine.ts';
import { validation } from '../errors.ts';
import { project } from '../expressions/projection.ts';
import { attributeMapJson, storedItemJson } from '../reply.ts';
import { ItemLocks } from '../transactions/itemLocks.ts';
import { validateTransactGetItems } from '../validation/transactGetItems.ts';
import { lookupKey } from './transactionKeys.ts';
import { chargeTransactionReads, transactionReadCapacity } from './transactionCapacity.ts';
import { cancellation, conflictReason } from './transactionSupport.ts';

export function transactGetItems(engine: Engine, body: object) {
  const request = validateTransactGetItems(body);
  const seen = new Set<string>();
  const located = request.TransactItems.map(({ Get }) => {
    const table = engine.usableTable(Get.TableName);
    // A Key of the wrong shape (an empty one included) cancels the read (see transactionKeys.ts).
    const { key, failure } = lookupKey(table, Get.Key);
    if (key) {
      const id = ItemLocks.id(table, key);
      if (seen.has(id))
        throw validation('Transaction request cannot include multiple operations on one item');
      seen.add(id);
    }
    return { get: Get, table, key, failure };
  });
  const failures = located.map(
    ({ table, key, failure }) =>
      failure ?? (engine.locks.isLocked(table, key!) ? conflictReason() : undefined),
  );
  if (failures.some(Boolean)) throw cancellation(failures);
  const gets = located.map(({ get, table, key }) => ({ get, table, key: key! }));
  const reads = gets.map((get) => {
    const stored = get.table.items.get(get.key);
    return { ...get, stored, size: stored?.size };
  });
  chargeTransactionReads(engine, reads);
  const responses = reads.map(({ get, stored }) => {
    if (!stored) return {};
    const projection = get.expressions.projection;
    return {
      Item: projection ? attributeMapJson(project(stored.attributes, projection)) : storedItemJson(stored),
    };
  });
  return {
    ConsumedCapacity: transactionReadCapacity(request.ReturnConsumedCapacity, reads),
    Responses: responses,
  };
}
