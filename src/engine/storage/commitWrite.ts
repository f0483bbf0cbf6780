/**
 * The one place an item change is applied. Every writer — PutItem, UpdateItem, DeleteItem, batch
 * writes, transactions, PartiQL, the TTL deleter — validates and plans first (writePlan.ts) and then
 * commits here, so the table, its secondary indexes and its stream see the same change exactly once.
 *
 * Local indexes change with the table. Global indexes are eventually consistent: their changes are
 * applied after the engine's GSI propagation delay, in commit order, so a Query on a GSI right after
 * a write can still see the old entry — as on DynamoDB.
 */
import type { Engine } from '../engine.ts';
import { noteIndexWrite } from './backfillWork.ts';
import type { StoredItem } from './itemStore.ts';
import type { EncodedKey } from './primaryKey.ts';
import type { ReplicaLag } from './replicaLag.ts';
import type { Table } from './table.ts';
import { planWrite, type IndexChange, type WritePlan } from './writePlan.ts';
import { applyVectorChanges } from '../vectors/vectorChanges.ts';

export function commitWrite(engine: Engine, plan: WritePlan): void {
  const { table, key, old, next } = plan;
  if (next === old) return;
  // The write read `old` just before: none there means the key is new to the store.
  if (next) table.items.put(key, next, old === undefined);
  else table.items.delete(key);
  engine.replicas.record(table.items, key, old);
  for (const change of plan.indexChanges) {
    if (change.index.kind === 'local') applyIndexChange(change, engine.replicas);
    else {
      // A global index being built: the backfill need not write this item (backfillWork.ts).
      noteIndexWrite(change.index, key);
      // Without a delay, applied here as engine.after would, without a closure for each write.
      if (engine.gsiPropagationDelayMs <= 0) applyIndexChange(change, engine.replicas);
      else engine.after(engine.gsiPropagationDelayMs, () => applyIndexChange(change, engine.replicas));
    }
  }
  // A vector index is filled asynchronously, as a global index is.
  const vectorChanges = plan.vectorChanges;
  if (vectorChanges?.length)
    engine.after(engine.gsiPropagationDelayMs, () => applyVectorChanges(vectorChanges));
  if (table.onCommit !== undefined) table.onCommit(plan);
}

/**
 * Puts a new item into a table being filled from data that is already consistent (a snapshot, a
 * backup, a point in time): its secondary index entries go in at once, without the GSI delay, and
 * every replica has it from the start (nothing for replica lag to undo).
 */
export function commitLoadedItem(table: Table, key: EncodedKey, item: StoredItem): void {
  const plan = planWrite(table, key, undefined, item);
  table.items.put(key, item);
  for (const change of plan.indexChanges) applyIndexChange(change);
  if (plan.vectorChanges) applyVectorChanges(plan.vectorChanges);
  if (table.onCommit !== undefined) table.onCommit(plan);
}

/** `replicas` keeps what the change replaced for the trailing replica (none for loaded data). */
function applyIndexChange({ index, remove, put, putsNewKey }: IndexChange, replicas?: ReplicaLag): void {
  if (index.status === 'DELETING') return;
  const entries = index.entries;
  if (remove) {
    const before = entries.delete(remove);
    replicas?.record(entries, remove, before);
  }
  if (put) {
    const before = entries.put(put.key, put.entry, putsNewKey);
    replicas?.record(entries, put.key, before);
  }
}
