/**
 * Where a planned write consumes capacity: the base item's partition — with the write units of its
 * local index entries, which live with the item and consume the table's capacity (LSI.html) — and,
 * for each global index the write changes, the index partition of the entry it removes and of the
 * one it adds (a changed index key costs a delete in one place and a put in another, GSI.html).
 */
import type { ItemStore } from '../storage/itemStore.ts';
import type { EncodedKey } from '../storage/primaryKey.ts';
import type { WritePlan, IndexChange } from '../storage/writePlan.ts';
import type { Partition } from './partition.ts';
import type { ResourceCapacity } from './resourceCapacity.ts';
import type { TableCapacity } from './tableCapacity.ts';
import { writeUnits } from './units.ts';

export interface WriteTarget {
  resource: ResourceCapacity;
  partition: Partition;
  units: number;
  hash: number;
  /** Encoded key (of the table item, or of the index entry). */
  pk: string;
  sk: string;
}

export function writeTargets(
  state: TableCapacity,
  plan: WritePlan,
  tableUnits: number,
  now: number,
): WriteTarget[] {
  const base = baseTarget(state, plan.key, tableUnits, now);
  const targets = [base];
  for (const change of plan.indexChanges) {
    if (change.index.kind === 'local') base.units += change.units;
    else addIndexTargets(targets, state.resourceFor(change.index, now), change);
  }
  return targets;
}

/** Just the base item's partition: for admitting a write before its condition is evaluated. */
export function baseTarget(state: TableCapacity, key: EncodedKey, units: number, now: number): WriteTarget {
  const resource = state.tableResource(now);
  const { pk, sk } = key;
  const hash = state.table.items.hashOf(pk);
  return { resource, partition: resource.partitionFor(hash, sk), units, hash, pk, sk };
}

function addIndexTargets(targets: WriteTarget[], resource: ResourceCapacity, change: IndexChange): void {
  const store = change.index.entries;
  const put = change.put?.key;
  const remove = change.remove;
  if (put !== undefined && remove !== undefined && put.pk !== remove.pk) {
    const putUnits = writeUnits(change.put!.entry.size);
    targets.push(indexTarget(resource, store, put, putUnits));
    targets.push(indexTarget(resource, store, remove, change.units - putUnits));
  } else {
    targets.push(indexTarget(resource, store, (put ?? remove)!, change.units));
  }
}

/** A function of its own, not a closure made for every write an index sees. */
function indexTarget(
  resource: ResourceCapacity,
  store: ItemStore,
  key: EncodedKey,
  units: number,
): WriteTarget {
  const { pk, sk } = key;
  const hash = store.hashOf(pk);
  return { resource, partition: resource.partitionFor(hash, sk), units, hash, pk, sk };
}
