/**
 * Reading through a local secondary index can reach past it: when a Query asks for attributes the
 * index does not project (Select ALL_ATTRIBUTES, or a projection or filter naming them), DynamoDB
 * fetches each matching item from the table and charges that fetch on the table, each item rounded
 * up to 4 KB on its own (developer guide, LSI.html). A global index never fetches: what it does not
 * project is simply absent.
 */
import type { CapacityUsage } from '../capacity/consumed.ts';
import { type ReadConsistency, readUnits } from '../capacity/units.ts';
import type { Condition, Projection } from '../expressions/index.ts';
import { conditionNames } from '../expressions/names.ts';
import type { StoredItem } from '../storage/itemStore.ts';
import { keyOfItem } from '../storage/primaryKey.ts';
import { indexKeyNames } from '../storage/secondaryIndex.ts';
import type { Select } from '../validation/requestTypes.ts';
import type { ReadTarget } from './readTarget.ts';

export interface IndexFetch {
  /** The entries, each replaced by its table item (keeping the entry's size for the index charge). */
  wrap(entries: Iterable<StoredItem>): Iterable<StoredItem>;
  /** Table read units for the items fetched so far. */
  units(consistency: ReadConsistency): number;
}

export function indexFetch(
  target: ReadTarget,
  select: Select | undefined,
  projection: Projection | undefined,
  filter?: Condition,
): IndexFetch | undefined {
  const index = target.index;
  if (!index || index.kind !== 'local' || index.projection.type === 'ALL') return undefined;
  const projected = new Set([
    ...indexKeyNames(index, target.table.keySchema),
    ...index.projection.nonKeyAttributes,
  ]);
  const wanted = [
    ...(projection ?? []).map((path) => path[0] as string),
    ...(filter ? conditionNames(filter) : []),
  ];
  const reachesPast = select === 'ALL_ATTRIBUTES' || wanted.some((name) => !projected.has(name));
  if (!reachesPast) return undefined;
  const fetchedSizes: number[] = [];
  const table = target.table;
  return {
    *wrap(entries) {
      // The index lives with the table's partition: the same replica holds both.
      const items = target.replica.view(table.items);
      // A page asks for one entry past its end to learn whether more follow (readPage.ts), and that
      // entry is never read: so an item's fetch is charged only once the page asks for the next one,
      // or when the entries run out.
      let pending: number | undefined;
      for (const entry of entries) {
        const item = items.get(keyOfItem(table.keySchema, entry.attributes));
        if (!item) continue;
        if (pending !== undefined) fetchedSizes.push(pending);
        pending = item.size;
        yield { attributes: item.attributes, size: entry.size, json: item.json, checksum: item.checksum };
      }
      if (pending !== undefined) fetchedSizes.push(pending);
    },
    units(consistency) {
      return fetchedSizes.reduce((sum, size) => sum + readUnits(size, consistency), 0);
    },
  };
}

/**
 * What a read through a local index answers with when the request names no attributes: an index read
 * defaults to Select ALL_PROJECTED_ATTRIBUTES (API reference, Query's Select), so items fetched from
 * the table only to evaluate a filter are cut back to the index's projection.
 */
export function projectedOutput(
  target: ReadTarget,
  select: Select | undefined,
  projection: Projection | undefined,
): Projection | undefined {
  const index = target.index;
  if (projection || !index || (select !== undefined && select !== 'ALL_PROJECTED_ATTRIBUTES'))
    return projection;
  if (index.projection.type === 'ALL') return projection;
  return [...indexKeyNames(index, target.table.keySchema), ...index.projection.nonKeyAttributes].map(
    (name) => [name],
  );
}

/** How a read's units split between the table and the index it went through. */
export function readCapacityUsage(target: ReadTarget, units: number, fetchUnits: number): CapacityUsage {
  const index = target.index;
  if (!index) return { table: units };
  const byIndex = new Map([[index.name, units]]);
  return index.kind === 'local'
    ? { table: fetchUnits, localIndexes: byIndex }
    : { table: 0, globalIndexes: byIndex };
}
