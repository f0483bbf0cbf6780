/**
 * BatchGetItem: up to 100 keys over one or more tables, each read like a GetItem (capacity rounded
 * per item). Everything is validated before anything is read: unknown tables, keys that do not match
 * the schema and duplicate keys fail the whole call. Keys that cannot be served — the 16 MB reply cap
 * reached, or capacity exhausted (batchThrottling.ts) — come back in UnprocessedKeys for the caller
 * to retry.
 */
import { consumedCapacity, type ConsumedCapacity } from '../capacity/consumed.ts';
import { consistencyOf, readUnits } from '../capacity/units.ts';
import type { Engine } from '../engine.ts';
import { validation } from '../errors.ts';
import { project } from '../expressions/projection.ts';
import { attributeMapJson, type RawJson, storedItemJson } from '../reply.ts';
import { type EncodedKey, itemIdentity, keyOfKeyParameter } from '../storage/primaryKey.ts';
import type { Table } from '../storage/table.ts';
import type { AttributeMap } from '../values/types.ts';
import { validateBatchGetItem } from '../validation/batchGetItem.ts';
import { BatchThrottles } from './batchThrottling.ts';
import type { KeysAndAttributes } from '../validation/requestTypes.ts';

const BATCH_ITEM = { batchItem: true } as const;

/** DynamoDB stops adding items once a reply would exceed 16 MB. */
export const BATCH_GET_REPLY_BYTES = 16 * 1024 * 1024;

interface TableRead {
  /** The RequestItems key as sent (a name or an ARN): replies use it. */
  name: string;
  table: Table;
  request: KeysAndAttributes;
  keys: { key: AttributeMap; position: EncodedKey }[];
}

export function batchGetItem(engine: Engine, body: object) {
  const request = validateBatchGetItem(body);
  const reads = Object.keys(request.RequestItems).map((name) =>
    planTableRead(engine, name, request.RequestItems[name]),
  );
  refuseKeysTwice(reads);
  const responses: Record<string, RawJson[]> = Object.create(null);
  const unprocessed: Record<string, object> = Object.create(null);
  const capacity: ConsumedCapacity[] = [];
  const throttles = new BatchThrottles();
  let replyBytes = 0;
  for (const { name, table, request: tableRequest, keys } of reads) {
    const items: RawJson[] = [];
    const left: AttributeMap[] = [];
    let units = 0;
    const consistency = consistencyOf(tableRequest.ConsistentRead);
    const consistent = tableRequest.ConsistentRead === true;
    for (const { key, position } of keys) {
      // Each key is its own read, served by a replica of its own.
      const stored = engine.replicas.choose(consistent).view(table.items).get(position);
      if (stored && replyBytes + stored.size > BATCH_GET_REPLY_BYTES) {
        left.push(key);
        continue;
      }
      const itemUnits = readUnits(stored?.size ?? 0, consistency);
      const charge = () =>
        engine.capacity.chargeItemRead(table, position, itemUnits, stored?.size, BATCH_ITEM);
      if (!throttles.attempt(table, charge)) {
        left.push(key);
        continue;
      }
      units += itemUnits;
      if (!stored) continue;
      replyBytes += stored.size;
      const projection = tableRequest.expressions.projection;
      items.push(
        projection ? attributeMapJson(project(stored.attributes, projection)) : storedItemJson(stored),
      );
    }
    responses[name] = items;
    if (left.length > 0) unprocessed[name] = unprocessedEntry(tableRequest, left);
    const consumed = consumedCapacity(request.ReturnConsumedCapacity, name, { table: units });
    if (consumed) capacity.push(consumed);
  }
  throttles.finish(engine);
  return {
    Responses: responses,
    UnprocessedKeys: unprocessed,
    ConsumedCapacity:
      request.ReturnConsumedCapacity && request.ReturnConsumedCapacity !== 'NONE' ? capacity : undefined,
  };
}

function planTableRead(engine: Engine, name: string, request: KeysAndAttributes): TableRead {
  const table = engine.usableTable(name);
  // Duplicate keys were rejected with the request (validation/batchGetItem.ts).
  const keys = request.Keys.map((key) => ({ key, position: keyOfKeyParameter(table.keySchema, key) }));
  return { name, table, request, keys };
}

/** The table's entry in UnprocessedKeys: the request's own parameters with the keys left to read. */
function unprocessedEntry(request: KeysAndAttributes, keys: AttributeMap[]): object {
  return {
    Keys: keys.map((key) => attributeMapJson(key)),
    ConsistentRead: request.ConsistentRead,
    ProjectionExpression: request.ProjectionExpression,
    AttributesToGet: request.AttributesToGet,
    ExpressionAttributeNames: request.ExpressionAttributeNames,
  };
}

/**
 * A key sent under a table's name and again under its ARN names one item twice: refused as
 * BatchWriteItem refuses it (a key repeated under one spelling is caught by validation already).
 */
function refuseKeysTwice(reads: readonly TableRead[]): void {
  if (reads.length < 2) return;
  const seen = new Set<string>();
  for (const { table, keys } of reads) {
    for (const { position } of keys) {
      const id = itemIdentity(table.arn, position);
      if (seen.has(id)) throw validation('Provided list of item keys contains duplicates');
      seen.add(id);
    }
  }
}
