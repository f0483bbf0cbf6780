/**
 * Items as item collections: grouped by partition key value, in the order the table (or index)
 * returns them — within a collection that is sort key order — the PK | SK | attributes layout the
 * material uses to draw single-table designs. An index view groups by the index's partition key,
 * which may combine several attributes (multi-attribute keys).
 */
import type { AttributeValue, Item } from '../../client/wireTypes.ts';

export interface ItemCollection {
  /** The partition key value as text (S and N as they are, B as base64; parts joined by " · "). */
  label: string;
  items: Item[];
}

export function groupByPartition(items: readonly Item[], partitionKeys: readonly string[]): ItemCollection[] {
  const groups = new Map<string, ItemCollection>();
  for (const item of items) {
    const values = partitionKeys.map((name) => (Object.hasOwn(item, name) ? item[name] : undefined));
    const id = JSON.stringify(values);
    let group = groups.get(id);
    if (!group) {
      const label = values.every((value) => value !== undefined)
        ? values.map((value) => scalarText(value!)).join(' · ')
        : '(no partition key)';
      group = { label, items: [] };
      groups.set(id, group);
    }
    group.items.push(item);
  }
  return [...groups.values()];
}

/** The text of an item's values for `names`, joined by " · " (missing ones left empty). */
export function keyText(item: Item, names: readonly string[]): string {
  return names.map((name) => (Object.hasOwn(item, name) ? scalarText(item[name]) : '')).join(' · ');
}

/** Key values are S, N or B: their text. */
export function scalarText(value: AttributeValue): string {
  if ('S' in value) return value.S;
  if ('N' in value) return value.N;
  if ('B' in value) return value.B;
  return JSON.stringify(value);
}
