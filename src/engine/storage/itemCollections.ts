/**
 * Item collections of tables with local secondary indexes: all items with one partition key value
 * plus their LSI entries. DynamoDB caps such a collection at 10 GB (ItemCollectionSizeLimitExceeded)
 * and reports its size on request (ReturnItemCollectionMetrics). The cap is an engine option so a
 * lesson can reach it with a few kilobytes.
 */
import type { Engine } from '../engine.ts';
import { DynamoDBError } from '../errors.ts';
import { attributeMapJson, type RawJson } from '../reply.ts';
import { newAttributeMap, setAttribute } from '../values/types.ts';
import type { WritePlan } from './writePlan.ts';
import type { Table } from './table.ts';

export const GIB = 1024 * 1024 * 1024;

function hasLocalIndexes(table: Table): boolean {
  return table.indexes.some((index) => index.kind === 'local');
}

/** Current bytes of the item collection with partition key `pk` (items plus LSI entries). */
export function itemCollectionBytes(table: Table, pk: string): number {
  let bytes = table.items.collection(pk)?.bytes ?? 0;
  for (const index of table.indexes)
    if (index.kind === 'local') bytes += index.entries.collection(pk)?.bytes ?? 0;
  return bytes;
}

/** Bytes the collection would have after the planned write. */
function bytesAfter(plan: WritePlan): number {
  let bytes = itemCollectionBytes(plan.table, plan.key.pk) + (plan.next?.size ?? 0) - (plan.old?.size ?? 0);
  for (const change of plan.indexChanges) {
    if (change.index.kind !== 'local') continue;
    if (change.remove) bytes -= change.index.entries.get(change.remove)?.size ?? 0;
    if (change.put)
      bytes +=
        change.put.entry.size - (change.remove ? 0 : (change.index.entries.get(change.put.key)?.size ?? 0));
  }
  return bytes;
}

/** Rejects a write that would grow an LSI table's item collection past the engine's limit. */
export function checkItemCollectionLimit(engine: Engine, plan: WritePlan): void {
  if (!hasLocalIndexes(plan.table) || !plan.next) return;
  const after = bytesAfter(plan);
  if (after > engine.itemCollectionLimitBytes && after > itemCollectionBytes(plan.table, plan.key.pk)) {
    throw new DynamoDBError(
      'ItemCollectionSizeLimitExceededException',
      'Item collection size limit exceeded',
    );
  }
}

/** ItemCollectionMetrics for a committed write, when asked for and the table has LSIs. */
export function itemCollectionMetrics(
  plan: WritePlan,
  mode: string | undefined,
): { ItemCollectionKey: RawJson; SizeEstimateRangeGB: [number, number] } | undefined {
  if (mode !== 'SIZE' || !hasLocalIndexes(plan.table)) return undefined;
  const item = plan.next ?? plan.old;
  if (!item) return undefined;
  const name = plan.table.keySchema.partition.name;
  const key = newAttributeMap();
  setAttribute(key, name, item.attributes[name]);
  const gigabytes = itemCollectionBytes(plan.table, plan.key.pk) / GIB;
  const lower = Math.floor(gigabytes);
  return { ItemCollectionKey: attributeMapJson(key), SizeEstimateRangeGB: [lower, lower + 1] };
}

/**
 * A batch's or a transaction's ItemCollectionMetrics: per table, one entry per item collection its
 * writes touched, in the order first touched, with the estimate after the last of them (two puts to
 * one collection give one entry, as the AWS CLI reference's batch-write-item example shows).
 */
export function collectionMetricsByTable(
  writes: Iterable<{ name: string; plan: WritePlan | undefined }>,
): Record<string, unknown[]> {
  const byTable = new Map<string, Map<string, unknown>>();
  for (const { name, plan } of writes) {
    const metrics = plan && itemCollectionMetrics(plan, 'SIZE');
    if (!metrics) continue;
    let collections = byTable.get(name);
    if (!collections) byTable.set(name, (collections = new Map()));
    collections.set(metrics.ItemCollectionKey.json, metrics);
  }
  const lists: Record<string, unknown[]> = Object.create(null);
  for (const [name, collections] of byTable) lists[name] = [...collections.values()];
  return lists;
}
