/**
 * BatchWriteItem: up to 25 puts and deletes over one or more tables. Each request is a whole-item
 * write (no conditions, no partial items); the batch as a whole is not atomic. Everything is
 * validated first — unknown tables, bad items or keys, the same item twice — so a rejected batch
 * writes nothing, and so does one with an item another Region of an MRSC global table is writing
 * (globalTables/strongWrites.ts). Requests that cannot be served (capacity) return in UnprocessedItems.
 */
import type { Engine } from '../engine.ts';
import { toStoredItem } from '../engine.ts';
import { validation } from '../errors.ts';
import { commitWrite } from '../storage/commitWrite.ts';
import { checkItemCollectionLimit, collectionMetricsByTable } from '../storage/itemCollections.ts';
import { checkIndexKeyValues } from '../storage/indexKeyChecks.ts';
import {
  type EncodedKey,
  itemIdentity,
  keyOfItem,
  keyOfKeyParameter,
  type KeySchema,
} from '../storage/primaryKey.ts';
import { type AttributeMap, getAttribute, typeOf } from '../values/types.ts';
import type { StoredItem } from '../storage/itemStore.ts';
import type { Table } from '../storage/table.ts';
import { planWrite, type WritePlan } from '../storage/writePlan.ts';
import { writeCapacities } from './writeCapacities.ts';
import { validateBatchWriteItem } from '../validation/batchWriteItem.ts';
import type { WriteRequest } from '../validation/requestTypes.ts';
import { BatchThrottles } from './batchThrottling.ts';
import { writeCost } from './writeOutcome.ts';
import { checkNoReplicatedConflict } from '../globalTables/strongWrites.ts';

interface PlannedRequest {
  name: string;
  table: Table;
  request: WriteRequest;
  key: EncodedKey;
  next: StoredItem | undefined;
}

export function batchWriteItem(engine: Engine, body: object) {
  const request = validateBatchWriteItem(body);
  const planned: PlannedRequest[] = [];
  const seen = new Set<string>();
  for (const name of Object.keys(request.RequestItems)) {
    const table = engine.usableTable(name);
    for (const write of request.RequestItems[name]) {
      const entry = planRequest(name, table, write);
      const id = itemIdentity(table.arn, entry.key);
      if (seen.has(id)) throw validation('Provided list of item keys contains duplicates');
      seen.add(id);
      planned.push(entry);
    }
  }
  // The API lists the exception for BatchWriteItem as a whole: the batch is refused, nothing written.
  for (const { table, key } of planned) checkNoReplicatedConflict(engine, table, key);
  const unprocessed: Record<string, WriteRequest[]> = Object.create(null);
  const plans: { name: string; plan: WritePlan }[] = [];
  const throttles = new BatchThrottles();
  for (const { name, table, request: write, key, next } of planned) {
    // An item held by an in-flight transaction cannot be written now: hand it back for a retry.
    if (engine.locks.isLocked(table, key)) {
      engine.capacity.recordTransactionConflict(table);
      (unprocessed[name] ??= []).push(write);
      continue;
    }
    const plan = planWrite(table, key, table.items.get(key), next);
    checkItemCollectionLimit(engine, plan);
    const charge = () =>
      engine.capacity.chargeWrite(plan, writeCost(plan.table, plan.old, plan.next), { batchItem: true });
    if (!throttles.attempt(table, charge)) {
      (unprocessed[name] ??= []).push(write);
      continue;
    }
    plans.push({ name, plan });
  }
  throttles.finish(engine);
  for (const { plan } of plans) commitWrite(engine, plan);
  const costed = plans.map(({ name, plan }) => ({
    table: plan.table,
    tableName: name,
    units: writeCost(plan.table, plan.old, plan.next),
    plan,
  }));
  return {
    UnprocessedItems: unprocessed,
    ItemCollectionMetrics: collectionMetrics(request.ReturnItemCollectionMetrics, plans),
    ConsumedCapacity: writeCapacities(request.ReturnConsumedCapacity, costed),
  };
}

function planRequest(name: string, table: Table, write: WriteRequest): PlannedRequest {
  if (write.PutRequest) {
    const item = write.PutRequest.Item;
    checkItemKeySchema(table.keySchema, item);
    const key = keyOfItem(table.keySchema, item);
    checkIndexKeyValues(table, item);
    return { name, table, request: write, key, next: toStoredItem(item) };
  }
  return {
    name,
    table,
    request: write,
    key: keyOfKeyParameter(table.keySchema, write.DeleteRequest!.Key),
    next: undefined,
  };
}

/**
 * A put whose item lacks a key attribute or has one of another type gets the Key wording in a batch,
 * not PutItem's (architect/dynalite's batchWriteItem tests; nubo-db/dynamodb-conformance captures in
 * four regions). Empty and oversized key values keep their own messages (keyOfItem).
 */
function checkItemKeySchema(schema: KeySchema, item: AttributeMap): void {
  for (const attribute of schema.sort ? [schema.partition, schema.sort] : [schema.partition]) {
    const value = getAttribute(item, attribute.name);
    if (value === undefined || typeOf(value) !== attribute.type) {
      throw validation('The provided key element does not match the schema');
    }
  }
}

/** ItemCollectionMetrics by table, for tables with local secondary indexes. */
function collectionMetrics(mode: string | undefined, plans: { name: string; plan: WritePlan }[]) {
  return mode === 'SIZE' ? collectionMetricsByTable(plans) : undefined;
}
