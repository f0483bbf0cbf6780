/**
 * Scan: every item collection in hash order (the order DynamoDB's partitions hold them), a page at a
 * time. A parallel scan's Segment owns an equal slice of the 32-bit hash space, which is how
 * DynamoDB divides a table among segments; ExclusiveStartKey must then lie in that slice.
 */
import { consumedCapacity } from '../capacity/consumed.ts';
import { consistencyOf, readUnits } from '../capacity/units.ts';
import type { Engine } from '../engine.ts';
import { validation } from '../errors.ts';
import { attributeMapJson } from '../reply.ts';
import { HASH_SPACE, type ItemStore, scanKeyOf, type StoredItem } from '../storage/itemStore.ts';
import { keyAttributesOf, type EncodedKey } from '../storage/primaryKey.ts';
import { validateScan } from '../validation/scan.ts';
import { readPage } from './readPage.ts';
import { SCAN_START_KEY_INVALID, startKeyOf } from './startKey.ts';

export function scan(engine: Engine, body: object) {
  const request = validateScan(body);
  const table = engine.usableTable(request.TableName);
  if (request.IndexName !== undefined) {
    throw validation(`The table does not have the specified index: ${request.IndexName}`);
  }
  const total = request.TotalSegments ?? 1;
  const segment = request.Segment ?? 0;
  const low = Math.floor((segment * HASH_SPACE) / total);
  const high = Math.floor(((segment + 1) * HASH_SPACE) / total);
  let start: EncodedKey | undefined;
  if (request.ExclusiveStartKey) {
    start = startKeyOf(table.keySchema, request.ExclusiveStartKey, SCAN_START_KEY_INVALID);
    const hash = table.items.hashOf(start.pk);
    if (hash < low || hash >= high) {
      throw validation(
        `The provided starting key is invalid: Invalid ExclusiveStartKey. Please use ExclusiveStartKey with correct Segment. TotalSegments: ${total} Segment: ${segment}`,
      );
    }
  }
  const page = readPage(itemsInHashOrder(table.items, low, high, start), {
    limit: request.Limit,
    filter: request.expressions.filter,
    projection: request.expressions.projection,
    select: request.Select,
  });
  const units = readUnits(page.bytesRead, consistencyOf(request.ConsistentRead));
  return {
    Items: request.Select === 'COUNT' ? undefined : page.items,
    Count: page.count,
    ScannedCount: page.scannedCount,
    LastEvaluatedKey: page.stoppedAt
      ? attributeMapJson(keyAttributesOf(table.keySchema, page.stoppedAt.attributes))
      : undefined,
    ConsumedCapacity: consumedCapacity(request.ReturnConsumedCapacity, table.name, 'read', { table: units }),
  };
}

/** Items with partition-key hash in [low, high), in scan order, strictly after `start`. */
function* itemsInHashOrder(store: ItemStore, low: number, high: number, start?: EncodedKey): Generator<StoredItem> {
  const from = start ? scanKeyOf(store.hashOf(start.pk), start.pk) : low.toString(16).padStart(8, '0');
  for (const [, collection] of store.scanOrder.entries(from)) {
    if (collection.hash >= high) return;
    const resume = start && collection.pk === start.pk ? start.sk : undefined;
    for (const [sk, item] of collection.items.entries(resume)) {
      if (resume !== undefined && sk === resume) continue;
      yield item;
    }
  }
}
