/**
 * The index invariant: once GSI propagation has caught up, every secondary index holds exactly the
 * entries a rebuild from the table would give (same keys, same projected attributes).
 */
import { expect } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { indexEntry, indexEntryKey } from '../../src/engine/storage/secondaryIndex.ts';

export function expectIndexesMatchTable(engine: Engine): void {
  for (const table of engine.tables.values()) {
    for (const index of table.indexes) {
      if (index.status === 'DELETING') continue;
      const expected = new Map<string, unknown>();
      for (const collection of table.items.scanOrder.values()) {
        for (const [sk, stored] of collection.items.entries()) {
          const key = indexEntryKey(index, table.keySchema, stored.attributes, { pk: collection.pk, sk });
          if (key)
            expected.set(`${key.pk}\u0001${key.sk}`, indexEntry(index, table.keySchema, stored).attributes);
        }
      }
      const actual = new Map<string, unknown>();
      for (const collection of index.entries.scanOrder.values()) {
        for (const [sk, entry] of collection.items.entries())
          actual.set(`${collection.pk}\u0001${sk}`, entry.attributes);
      }
      expect(
        new Map([...actual].map(([k, v]) => [k, JSON.stringify(v)])),
        `${table.name}/${index.name}`,
      ).toEqual(new Map([...expected].map(([k, v]) => [k, JSON.stringify(v)])));
      expect(index.entries.itemCount).toBe(expected.size);
    }
  }
}
