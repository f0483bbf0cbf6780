/**
 * One page of a Query or Scan, read the way DynamoDB reads it: items are evaluated in key order
 * until `Limit` items have been read or 1 MB of item data has been read; only then is the filter
 * applied (so a filter never makes a page read less) and the projection built. Count is what passed
 * the filter, ScannedCount what was read; capacity is charged on the summed size of what was read.
 */
import type { Condition, Projection } from '../expressions/index.ts';
import { evaluateCondition } from '../expressions/evaluate.ts';
import { project } from '../expressions/projection.ts';
import { attributeMapJson, type RawJson, storedItemJson } from '../reply.ts';
import type { StoredItem } from '../storage/itemStore.ts';
import type { Select } from '../validation/requestTypes.ts';

export const PAGE_BYTES = 1024 * 1024;

export interface PageOptions {
  limit?: number;
  filter?: Condition;
  projection?: Projection;
  select?: Select;
}

export interface Page {
  items: RawJson[];
  count: number;
  scannedCount: number;
  /** Summed size of the items read, the basis of the read charge. */
  bytesRead: number;
  /** The last item read when the page stopped early (its key becomes LastEvaluatedKey). */
  stoppedAt?: StoredItem;
}

/**
 * Reads from `source` (items in key order) until the page is full. It then takes one item more, only
 * to learn whether any follow, and stops without reading it: sources that charge per item taken
 * (indexReads.ts) rely on that look-ahead.
 */
export function readPage(source: Iterable<StoredItem>, options: PageOptions): Page {
  const { limit, filter, projection } = options;
  const countOnly = options.select === 'COUNT';
  const items: RawJson[] = [];
  let count = 0;
  let scannedCount = 0;
  let bytesRead = 0;
  let last: StoredItem | undefined;
  let stoppedAt: StoredItem | undefined;
  for (const item of source) {
    if (
      stoppedAt === undefined &&
      last !== undefined &&
      (scannedCount === limit || bytesRead >= PAGE_BYTES)
    ) {
      stoppedAt = last;
      break;
    }
    scannedCount++;
    bytesRead += item.size;
    last = item;
    if (filter && !evaluateCondition(filter, item.attributes)) continue;
    count++;
    if (countOnly) continue;
    items.push(projection ? attributeMapJson(project(item.attributes, projection)) : storedItemJson(item));
  }
  // DynamoDB also answers with LastEvaluatedKey when a page ends exactly at the Limit.
  if (stoppedAt === undefined && last !== undefined && scannedCount === limit) stoppedAt = last;
  return { items, count, scannedCount, bytesRead, stoppedAt };
}
