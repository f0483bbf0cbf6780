/**
 * What a write does to a table's vector indexes: for each index, the entry to drop and the entry to
 * put, and the VectorWriteRequestBytes it costs. The cost follows what was measured against
 * DynamoDB in 2026 (ExtendDB/extenddb, us-east-1, and nubo-db/dynoxide, eu-west-2, exact over
 * dimensions 3 to 1024): 4 bytes a dimension, plus the vector attribute's name, plus the name and
 * size of every other attribute the index holds, at least 1 KB for each index written. A put or
 * update is charged on the new entry, a delete on the old one; a write that leaves an index's
 * entry as it was costs that index nothing (and is not reported). An entry moving to another HASH
 * value is a removal plus a put and costs both, as one capture saw (ExtendDB; dynoxide charges the
 * larger of the two): the sandbox follows the GSI rule of a changed key.
 */
import type { StoredItem } from '../storage/itemStore.ts';
import type { EncodedKey } from '../storage/primaryKey.ts';
import type { Table } from '../storage/table.ts';
import { mapsEqual } from '../values/equality.ts';
import { tableKeyId, vectorEntryFor, type VectorEntry, type VectorIndex } from './vectorIndex.ts';

export interface VectorChange {
  readonly index: VectorIndex;
  readonly id: string;
  /** The entry to hold from now on; undefined to drop the item's entry. */
  readonly entry: VectorEntry | undefined;
  readonly bytes: number;
}

export function planVectorChanges(
  table: Table,
  key: EncodedKey,
  old: StoredItem | undefined,
  next: StoredItem | undefined,
): VectorChange[] {
  const changes: VectorChange[] = [];
  const id = tableKeyId(key);
  for (const index of table.vectorIndexes!) {
    if (index.status === 'DELETING') continue;
    const before = old && vectorEntryFor(index, table.keySchema, old, key);
    const after = next && vectorEntryFor(index, table.keySchema, next, key);
    if (!before && !after) continue;
    if (before && after && sameEntry(before, after)) continue;
    let bytes: number;
    if (!after) bytes = before!.writeBytes;
    else if (before && before.partition !== after.partition) bytes = before.writeBytes + after.writeBytes;
    else bytes = after.writeBytes;
    changes.push({ index, id, entry: after, bytes });
  }
  return changes;
}

function sameEntry(a: VectorEntry, b: VectorEntry): boolean {
  if (a.partition !== b.partition || a.vector.length !== b.vector.length) return false;
  for (let i = 0; i < a.vector.length; i++) if (a.vector[i] !== b.vector[i]) return false;
  return mapsEqual(a.attributes, b.attributes);
}

export function applyVectorChanges(changes: readonly VectorChange[]): void {
  for (const { index, id, entry } of changes) {
    if (index.status === 'DELETING') continue;
    if (entry) index.entries.set(id, entry);
    else index.entries.delete(id);
  }
}

/** VectorWriteRequestBytes per index of a plan, for ConsumedCapacity under INDEXES. */
export function vectorWriteBytes(
  changes: readonly VectorChange[] | undefined,
  into: Map<string, number>,
): void {
  for (const change of changes ?? []) {
    into.set(change.index.name, (into.get(change.index.name) ?? 0) + change.bytes);
  }
}

/** The VectorWriteRequestBytes of a plan's changes, all indexes together (the table's metric). */
export function vectorBytesOf(changes: readonly VectorChange[] | undefined): number {
  // On every charged write: no array allocated for a table without vector indexes.
  if (changes === undefined) return 0;
  let bytes = 0;
  for (const change of changes) bytes += change.bytes;
  return bytes;
}
