/**
 * Partition layouts in a snapshot: partitions never merge, so a saved sandbox keeps the splits its
 * tables and global indexes had (for heat, size or throughput). Saved only for resources that have
 * capacity state; checked on import like every other field, and put back once the table is in the
 * engine — before its stream's shards are made, so they follow the restored partitions.
 */
import type { Engine } from '../engine.ts';
import { MAX_PARTITIONS } from '../capacity/limits.ts';
import type { PartitionLayout } from '../capacity/partitionLayout.ts';
import { HASH_SPACE } from '../storage/itemStore.ts';
import type { SecondaryIndex } from '../storage/secondaryIndex.ts';
import type { Table } from '../storage/table.ts';
import { anyText, array, count, damaged, flag, object, optional, text } from './snapshotReader.ts';

/** The table's layout and its global indexes' (by name), where the capacity model made them. */
export function savedLayouts(
  engine: Engine,
  table: Table,
  indexes: SecondaryIndex[],
): { table?: PartitionLayout; indexes: Map<string, PartitionLayout> } {
  const state = engine.capacity.existing(table);
  const byIndex = new Map<string, PartitionLayout>();
  if (!state) return { indexes: byIndex };
  for (const index of indexes) {
    const resource = index.kind === 'global' ? state.existingIndexResource(index) : undefined;
    if (resource) byIndex.set(index.name, resource.layout());
  }
  return { table: state.resource.layout(), indexes: byIndex };
}

/**
 * A saved layout, checked: ids `p<n>` once each, start positions rising from hash 0 within the hash
 * space — by hash, then by sort key where a partition starts inside an item collection.
 */
export function readLayout(value: unknown, path: string): PartitionLayout {
  const fields = object(value, path);
  const ids = array(fields.ids, `${path}.ids`).map((id, i) => text(id, `${path}.ids[${i}]`));
  const starts = array(fields.starts, `${path}.starts`).map((start, i) =>
    count(start, `${path}.starts[${i}]`),
  );
  const nextId = count(fields.nextId, `${path}.nextId`);
  if (ids.length === 0 || ids.length !== starts.length || ids.length > MAX_PARTITIONS) {
    damaged(path, `expected 1 to ${MAX_PARTITIONS} partitions, as many ids as starts`);
  }
  const startSks = optional(fields.startSks, (value) =>
    array(value, `${path}.startSks`).map((sk, i) => anyText(sk, `${path}.startSks[${i}]`)),
  );
  if (startSks && startSks.length !== starts.length) {
    damaged(`${path}.startSks`, 'expected one sort key per partition');
  }
  const sk = (i: number) => startSks?.[i] ?? '';
  const rises = (i: number) =>
    starts[i] > starts[i - 1] || (starts[i] === starts[i - 1] && sk(i) > sk(i - 1));
  if (
    starts[0] !== 0 ||
    sk(0) !== '' ||
    starts.some((start, i) => start >= HASH_SPACE || (i > 0 && !rises(i)))
  ) {
    damaged(`${path}.starts`, 'expected rising key positions from hash 0 within the hash space');
  }
  const numbers = ids.map((id) => (/^p\d+$/.test(id) ? Number(id.slice(1)) : NaN));
  if (numbers.some((n) => !(n < nextId)) || new Set(ids).size !== ids.length) {
    damaged(`${path}.ids`, 'expected distinct ids p0, p1, … below nextId');
  }
  const warm = optional(fields.warm, (value) => {
    const units = object(value, `${path}.warm`);
    const warm: NonNullable<PartitionLayout['warm']> = {
      read: count(units.read, `${path}.warm.read`),
      write: count(units.write, `${path}.warm.write`),
    };
    if (optional(units.raised, (raised) => flag(raised, `${path}.warm.raised`))) warm.raised = true;
    return warm;
  });
  const layout: PartitionLayout = { ids, starts, nextId };
  if (startSks) layout.startSks = startSks;
  if (warm) layout.warm = warm;
  return layout;
}

/** Puts the saved layouts back on a table that is now in the engine. */
export function restoreLayouts(
  engine: Engine,
  table: Table,
  layouts: { table?: PartitionLayout; indexes: Map<string, PartitionLayout> },
): void {
  const now = engine.now();
  const state = engine.capacity.of(table);
  if (layouts.table) state.tableResource(now).restoreLayout(layouts.table, now);
  for (const index of table.indexes) {
    const layout = index.kind === 'global' ? layouts.indexes.get(index.name) : undefined;
    if (layout) state.resourceFor(index, now).restoreLayout(layout, now);
  }
}
