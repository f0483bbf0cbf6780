/**
 * The size a write of an item is billed by when a vector index reads one of its attributes: that
 * attribute counts as its name plus 4 bytes a dimension, whatever numbers the vector holds, where
 * reads and the 400 KB gate size it as the list of numbers it is (StoredItem.size). Captured against
 * DynamoDB in eu-west-2 and us-east-1 on 2026-10-09 by bisecting the write-unit boundary with
 * 38-digit numbers (20 bytes each as numbers) at 1, 3, 8, 256 and 1,024 dimensions:
 * paritysuite/dynamodb-conformance tests/tier2/vectorSearch/consumedCapacity.test.ts, "a vector
 * attribute is billed at four bytes per dimension". That capture also has TableSizeBytes follow the
 * billed figure; the sandbox's table size still counts the stored one. Transactions (at twice the
 * units) and writes replicated to another Region are billed by the same size.
 */
import type { StoredItem } from '../storage/itemStore.ts';
import type { Table } from '../storage/table.ts';
import { valueSize } from '../values/size.ts';
import { getAttribute } from '../values/types.ts';
import { vectorOf } from './vectorIndex.ts';

/** The bytes a write of `item` is billed for in `table`: its size, vectors counted by dimension. */
export function billedWriteSize(table: Table, item: StoredItem | undefined): number {
  if (item === undefined) return 0;
  const indexes = table.vectorIndexes;
  if (indexes === undefined || indexes.length === 0) return item.size;
  let size = item.size;
  const counted = new Set<string>();
  for (const index of indexes) {
    // Two indexes may read one attribute; it is billed once.
    if (index.status === 'DELETING' || counted.has(index.vectorAttribute)) continue;
    if (vectorOf(index, item.attributes) === undefined) continue;
    counted.add(index.vectorAttribute);
    size += 4 * index.dimensions - valueSize(getAttribute(item.attributes, index.vectorAttribute)!);
  }
  return size;
}

/** The bytes a change from `old` to `next` is billed by: the larger of the two billed sizes. */
export function billedChangeSize(
  table: Table,
  old: StoredItem | undefined,
  next: StoredItem | undefined,
): number {
  return Math.max(billedWriteSize(table, old), billedWriteSize(table, next));
}
