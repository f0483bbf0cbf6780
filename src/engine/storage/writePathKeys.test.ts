/**
 * The write path's shortcuts give what the plain forms give: scan order placed only when read, key
 * bytes hashed from a reused buffer, index entry keys built as strings rather than tuples of parts.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newAttributeMap, setAttribute } from '../values/types.ts';
import { utf8Bytes, utf8OrderKey } from '../values/utf8.ts';
import { ItemStore, scanKeyOf } from './itemStore.ts';
import { keyHashFor, tableKeyTieBreak } from './keyHash.ts';
import type { KeySchema } from './primaryKey.ts';
import { indexEntryKey, newIndexStore, type SecondaryIndex } from './secondaryIndex.ts';
import { encodeTuple } from './tupleKey.ts';

const item = (size: number) => ({ attributes: {}, size, json: undefined, checksum: undefined });

/** MD5("Outliers" + bytes), its first 32 bits: the hash the developer-facing order rests on. */
const reference = (bytes: Uint8Array) =>
  createHash('md5').update('Outliers').update(bytes).digest().readUInt32BE(0);

describe('scan order of a store', () => {
  it('holds every collection in hash order whenever it is read, across puts, deletes and clear', () => {
    const hash = keyHashFor('S');
    const store = new ItemStore(hash);
    const expected = new Map<string, string>();
    let seed = 7;
    const next = (n: number) => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % n;
    for (let step = 0; step < 2_000; step++) {
      const pk = `k${next(300)}`;
      if (next(4) === 0) {
        store.delete({ pk, sk: '' });
        expected.delete(pk);
      } else {
        store.put({ pk, sk: '' }, item(1), !expected.has(pk));
        expected.set(pk, scanKeyOf(hash(pk), pk));
      }
      if (next(50) === 0) {
        const keys = [...store.scanOrder.keys()];
        expect(keys).toEqual([...expected.values()].sort());
        expect(store.itemCount).toBe(expected.size);
      }
      if (step === 1_000) {
        store.clear();
        expected.clear();
        expect(store.scanOrder.size).toBe(0);
      }
    }
    expect([...store.scanOrder.values()].map((c) => c.pk)).toEqual(
      [...expected.entries()].sort((a, b) => (a[1] < b[1] ? -1 : 1)).map(([pk]) => pk),
    );
  });
});

describe('key bytes hashed from a reused buffer', () => {
  it('hash as the UTF-8 (S), raw bytes (B) and tuple text of the key, at any length', () => {
    const texts = ['A', 'user#123', 'äbc', 'z\u{1F600}\uE000', 'x'.repeat(300), 'é'.repeat(700), 'a\u0000b'];
    for (const text of texts) {
      expect(keyHashFor('S')(utf8OrderKey(text))).toBe(reference(utf8Bytes(text)));
      expect(keyHashFor(undefined)(text)).toBe(reference(utf8Bytes(text)));
    }
    const binary = String.fromCharCode(0, 255, 128, 65);
    expect(keyHashFor('B')(binary)).toBe(reference(Uint8Array.of(0, 255, 128, 65)));
    // A long key grows the buffer; the next short one is hashed from its start alone.
    expect(keyHashFor('S')('b'.repeat(5_000))).toBe(reference(utf8Bytes('b'.repeat(5_000))));
    expect(keyHashFor('S')('A')).toBe(0x0cb5bbe4);
  });

  it('tie-break of a table key hashes its partition key bytes followed by its sort key bytes', () => {
    const schema: KeySchema = { partition: { name: 'pk', type: 'S' }, sort: { name: 'sk', type: 'S' } };
    const key = { pk: utf8OrderKey('user#é1'), sk: utf8OrderKey('profile\u{1F600}') };
    const bytes = utf8Bytes('user#é1profile\u{1F600}');
    expect(tableKeyTieBreak(schema, key)).toBe(reference(bytes).toString(16).padStart(8, '0'));
  });
});

describe('index entry keys', () => {
  const table: KeySchema = { partition: { name: 'pk', type: 'S' }, sort: { name: 'sk', type: 'S' } };
  const index = (partition: string[], sort: string[]): SecondaryIndex => {
    const keySchema = {
      partition: partition.map((name) => ({ name, type: 'S' as const })),
      sort: sort.map((name) => ({ name, type: 'S' as const })),
    };
    return {
      kind: 'global',
      name: 'i',
      arn: 'arn',
      keySchema,
      keySchemaElements: [],
      projection: { type: 'KEYS_ONLY', nonKeyAttributes: [] },
      status: 'ACTIVE',
      entries: newIndexStore(keySchema),
    };
  };
  const itemOf = (values: Record<string, string>) => {
    const attributes = newAttributeMap();
    for (const [name, S] of Object.entries(values)) setAttribute(attributes, name, { S });
    return attributes;
  };

  it('are the tuple encodings of the index key values and the table key', () => {
    const values = { pk: 'u\u00001', sk: 'p', a: 'x\u0000y', b: 'B', c: '\u0000', d: 'D' };
    const tableKey = { pk: values.pk, sk: values.sk };
    const tie = tableKeyTieBreak(table, tableKey);
    const one = indexEntryKey(index(['a'], []), table, itemOf(values), tableKey);
    expect(one).toEqual({ pk: 'x\u0000y', sk: encodeTuple([tie, values.pk, values.sk]) });
    const many = indexEntryKey(index(['a', 'b'], ['c', 'd']), table, itemOf(values), tableKey);
    expect(many).toEqual({
      pk: encodeTuple(['x\u0000y', 'B']),
      sk: encodeTuple(['\u0000', 'D', tie, values.pk, values.sk]),
    });
    const noSort: KeySchema = { partition: table.partition };
    const hashOnly = indexEntryKey(index(['a'], ['b']), noSort, itemOf(values), { pk: values.pk, sk: '' });
    expect(hashOnly?.sk).toBe(
      encodeTuple(['B', tableKeyTieBreak(noSort, { pk: values.pk, sk: '' }), values.pk]),
    );
  });

  it('are undefined when an index key attribute is missing or of another type', () => {
    const values = { pk: 'u', sk: 'p', a: 'A' };
    const key = { pk: 'u', sk: 'p' };
    expect(indexEntryKey(index(['a', 'b'], []), table, itemOf(values), key)).toBeUndefined();
    expect(indexEntryKey(index(['a'], ['b']), table, itemOf(values), key)).toBeUndefined();
    const numeric = itemOf(values);
    setAttribute(numeric, 'a', { N: '1' });
    expect(indexEntryKey(index(['a'], []), table, numeric, key)).toBeUndefined();
  });
});
