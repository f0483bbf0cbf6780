/**
 * A write, worked out before anything changes: the table change plus the entry each secondary index
 * must drop or add, and the write units each index will consume. Capacity can then be checked (a
 * GSI short of capacity throttles the base-table write) and the plan committed — or abandoned with
 * nothing changed.
 *
 * Index write costs follow the developer guide (GSI.html, LSI.html): an item entering an index costs
 * one write of the entry's size; leaving costs one write; a changed index key costs two (delete +
 * put); a change to projected attributes only costs one; a change the index does not see costs none.
 */
import { writeUnits } from '../capacity/units.ts';
import { mapsEqual } from '../values/equality.ts';
import type { StoredItem } from './itemStore.ts';
import type { EncodedKey } from './primaryKey.ts';
import { indexEntry, indexEntryKey, type SecondaryIndex } from './secondaryIndex.ts';
import type { Table } from './table.ts';
import { planVectorChanges, type VectorChange } from '../vectors/vectorChanges.ts';

export interface IndexChange {
  readonly index: SecondaryIndex;
  readonly remove?: EncodedKey;
  readonly put?: { key: EncodedKey; entry: StoredItem };
  readonly units: number;
  /** `put` goes under a key the item's old entry did not have: a hint for the store (ItemStore.put). */
  readonly putsNewKey?: boolean;
}

export interface WritePlan {
  readonly table: Table;
  readonly key: EncodedKey;
  readonly old: StoredItem | undefined;
  readonly next: StoredItem | undefined;
  readonly indexChanges: IndexChange[];
  /** Changes to the table's vector indexes (vectors/vectorChanges.ts); unset when it has none. */
  readonly vectorChanges?: VectorChange[];
}

export function planWrite(
  table: Table,
  key: EncodedKey,
  old: StoredItem | undefined,
  next: StoredItem | undefined,
): WritePlan {
  const indexChanges: IndexChange[] = [];
  if (next !== old) {
    for (const index of table.indexes) {
      const change = planIndexChange(index, table, key, old, next);
      if (change) indexChanges.push(change);
    }
  }
  const vectorChanges =
    table.vectorIndexes !== undefined && next !== old ? planVectorChanges(table, key, old, next) : undefined;
  return { table, key, old, next, indexChanges, vectorChanges };
}

function planIndexChange(
  index: SecondaryIndex,
  table: Table,
  key: EncodedKey,
  old: StoredItem | undefined,
  next: StoredItem | undefined,
): IndexChange | undefined {
  const schema = table.keySchema;
  const oldKey = old && indexEntryKey(index, schema, old.attributes, key);
  const newKey = next && indexEntryKey(index, schema, next.attributes, key);
  if (!oldKey && !newKey) return undefined;
  const oldEntry = oldKey && indexEntry(index, schema, old!);
  const newEntry = newKey && indexEntry(index, schema, next!);
  if (oldKey && newKey && oldKey.pk === newKey.pk && oldKey.sk === newKey.sk) {
    if (sameEntry(oldEntry!, newEntry!)) return undefined;
    return {
      index,
      put: { key: newKey, entry: newEntry! },
      units: writeUnits(Math.max(oldEntry!.size, newEntry!.size)),
    };
  }
  let units = 0;
  if (oldKey) units += writeUnits(oldEntry!.size);
  if (newKey) units += writeUnits(newEntry!.size);
  return {
    index,
    remove: oldKey,
    put: newKey ? { key: newKey, entry: newEntry! } : undefined,
    units,
    putsNewKey: true,
  };
}

function sameEntry(a: StoredItem, b: StoredItem): boolean {
  return a === b || (a.size === b.size && mapsEqual(a.attributes, b.attributes));
}

/** Write units per index of a plan, split as ConsumedCapacity reports them. */
export function indexUnits(plan: WritePlan): { local: Map<string, number>; global: Map<string, number> } {
  const local = new Map<string, number>();
  const global = new Map<string, number>();
  for (const change of plan.indexChanges) {
    const target = change.index.kind === 'local' ? local : global;
    target.set(change.index.name, (target.get(change.index.name) ?? 0) + change.units);
  }
  return { local, global };
}
