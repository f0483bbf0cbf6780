/**
 * Items as item collections: grouped by partition key value, in the order the table returns them
 * (within a collection that is sort key order) — the PK | SK | attributes layout the material uses
 * to draw single-table designs.
 */
import type { AttributeValue, Item } from '../../client/wireTypes.ts';

export interface ItemCollection {
  /** The partition key value as text (S and N as they are, B as base64). */
  label: string;
  items: Item[];
}

export function groupByPartition(items: readonly Item[], partitionKey: string): ItemCollection[] {
  const groups = new Map<string, ItemCollection>();
  for (const item of items) {
    const value = Object.hasOwn(item, partitionKey) ? item[partitionKey] : undefined;
    const id = value ? JSON.stringify(value) : '';
    let group = groups.get(id);
    if (!group) {
      group = { label: value ? scalarText(value) : '(no partition key)', items: [] };
      groups.set(id, group);
    }
    group.items.push(item);
  }
  return [...groups.values()];
}

/** Key values are S, N or B: their text. */
export function scalarText(value: AttributeValue): string {
  if ('S' in value) return value.S;
  if ('N' in value) return value.N;
  if ('B' in value) return value.B;
  return JSON.stringify(value);
}
