/**
 * TransactGetItems: up to 100 Gets read as one consistent snapshot, at twice the strongly consistent
 * read cost. An item held by a transaction in flight cancels the read with TransactionConflict.
 */
import type { Engine } from '../engine.ts';
import { validation } from '../errors.ts';
import { project } from '../expressions/projection.ts';
import { attributeMapJson, storedItemJson } from '../reply.ts';
import { checkTransactionsSupported } from '../globalTables/strongFeatures.ts';
import { ItemLocks } from '../transactions/itemLocks.ts';
import { validateTransactGetItems } from '../validation/transactGetItems.ts';
import { TRANSACTION_PAYLOAD_BYTES, TRANSACTION_PAYLOAD_MESSAGE } from '../validation/transactWriteItems.ts';
import { lookupKey } from './transactionKeys.ts';
import { chargeTransactionReads, transactionReadCapacity } from './transactionCapacity.ts';
import { cancellation, conflictReason } from './transactionSupport.ts';

/**
 * `keepEmptyItem`: ExecuteTransaction's reads answer `Item: {}` where TransactGetItems leaves it out
 * (the ExecuteTransaction example in DynamoDB's PartiQL guide, ql-reference.multiplestatements).
 */
export function transactGetItems(engine: Engine, body: object, { keepEmptyItem = false } = {}) {
  const request = validateTransactGetItems(body);
  const seen = new Set<string>();
  const located = request.TransactItems.map(({ Get }) => {
    const table = engine.usableTable(Get.TableName);
    checkTransactionsSupported(table);
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
  const failures = located.map(({ table, key, failure }) => {
    if (failure) return failure;
    if (!engine.locks.isLocked(table, key!)) return undefined;
    engine.capacity.recordTransactionConflict(table);
    return conflictReason();
  });
  if (failures.some(Boolean)) throw cancellation(failures);
  const gets = located.map(({ get, table, key }) => ({ get, table, key: key! }));
  const reads = gets.map((get) => {
    const stored = get.table.items.get(get.key);
    return { ...get, tableName: get.get.TableName, stored, size: stored?.size };
  });
  checkReadSize(reads);
  chargeTransactionReads(engine, reads);
  const responses = reads.map(({ get, stored }) => {
    if (!stored) return {};
    const projection = get.expressions.projection;
    if (!projection) return { Item: storedItemJson(stored) };
    // Unlike GetItem's `Item: {}`, a projection that matches nothing on a present item leaves the
    // member out (captured against DynamoDB: ExtendDB/extenddb#74, nubo-db/dynoxide#53).
    const projected = project(stored.attributes, projection);
    return Object.keys(projected).length === 0 && !keepEmptyItem ? {} : { Item: attributeMapJson(projected) };
  });
  return {
    ConsumedCapacity: transactionReadCapacity(request.ReturnConsumedCapacity, reads),
    Responses: responses,
  };
}

/**
 * "The aggregate size of the items in the transaction cannot exceed 4 MB", and DynamoDB "rejects the
 * entire TransactGetItems request" when it does (API reference, TransactGetItems): the items read,
 * whole, as their capacity is counted — a projection does not shrink them. How DynamoDB words the
 * refusal is not on record; it is answered as TransactWriteItems' 4 MB refusal is, a
 * ValidationException, before anything is charged.
 */
function checkReadSize(reads: readonly { size: number | undefined }[]): void {
  const bytes = reads.reduce((total, { size }) => total + (size ?? 0), 0);
  if (bytes > TRANSACTION_PAYLOAD_BYTES) throw validation(TRANSACTION_PAYLOAD_MESSAGE);
}
