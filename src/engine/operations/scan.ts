/**
 * Scan: every item collection in hash order (the order DynamoDB's partitions hold them), a page at a
 * time. A parallel scan's Segment owns an equal slice of the 32-bit hash space, which is how
 * DynamoDB divides a table among segments; ExclusiveStartKey must then lie in that slice.
 */
import type { Engine } from '../engine.ts';
import { validation } from '../errors.ts';
import { recordReturnedItems } from '../metrics/returnedMetrics.ts';
import type { ReadMeter } from '../capacity/readMeter.ts';
import { HASH_SPACE, type ReadableItems, scanKeyOf, type StoredItem } from '../storage/itemStore.ts';
import type { EncodedKey } from '../storage/primaryKey.ts';
import { validateScan } from '../validation/scan.ts';
import { conditionPaths } from '../expressions/names.ts';
import { rejectNestedKeyPaths } from './nestedKeyPaths.ts';
import { readAndReply } from './readReply.ts';
import { checkIndexStartKey, checkSelect, readTarget, startPosition } from './readTarget.ts';
import { SCAN_START_KEY_MESSAGES } from './startKey.ts';

/** `returned`: false when a PartiQL SELECT reads through it and counts what it returns itself. */
export function scan(engine: Engine, body: object, returned = true) {
  const request = validateScan(body);
  const target = readTarget(engine, 'Scan', request);
  const total = request.TotalSegments ?? 1;
  const segment = request.Segment ?? 0;
  const low = Math.floor((segment * HASH_SPACE) / total);
  const high = Math.floor(((segment + 1) * HASH_SPACE) / total);
  const startKey = request.ExclusiveStartKey;
  if (startKey) checkIndexStartKey(target, startKey, SCAN_START_KEY_MESSAGES);
  checkSelect(target, request.Select);
  let start: EncodedKey | undefined;
  if (startKey) {
    start = startPosition(target, startKey, SCAN_START_KEY_MESSAGES);
    const hash = target.store.hashOf(start.pk);
    if (hash < low || hash >= high) {
      throw validation(
        `The provided starting key is invalid: Invalid ExclusiveStartKey. Please use ExclusiveStartKey with correct Segment. TotalSegments: ${total} Segment: ${segment}`,
      );
    }
  }
  const { projection, filter } = request.expressions;
  if (projection) rejectNestedKeyPaths(target.table, projection);
  if (filter) rejectNestedKeyPaths(target.table, conditionPaths(filter));
  const meter = engine.capacity.scanMeter(target.table, target.index, low);
  const entries = itemsInHashOrder(target.store, low, high, start, meter);
  const { page, units, reply } = readAndReply(target, request, entries);
  meter.charge(units, page);
  if (returned) recordReturnedItems(engine, target.table, 'Scan', page.count);
  return reply;
}

/**
 * Items with partition-key hash in [low, high), in scan order, strictly after `start`. Each item is
 * metered once the page has taken it (when the next one is asked for), so the item a full page
 * looks at and leaves for the next page is not charged to this one.
 */
function* itemsInHashOrder(
  store: ReadableItems,
  low: number,
  high: number,
  start: EncodedKey | undefined,
  meter: ReadMeter,
): Generator<StoredItem> {
  const from = start ? scanKeyOf(store.hashOf(start.pk), start.pk) : low.toString(16).padStart(8, '0');
  for (const [, collection] of store.scanOrder.entries(from)) {
    if (collection.hash >= high) return;
    const resume = start && collection.pk === start.pk ? start.sk : undefined;
    for (const [sk, item] of collection.items.entries(resume)) {
      if (resume !== undefined && sk === resume) continue;
      yield item;
      meter.record(collection.pk, sk, item.size);
    }
  }
}
