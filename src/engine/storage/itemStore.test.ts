import { describe, expect, it } from 'vitest';
import { OneItem } from './itemMap.ts';
import { HASH_SPACE, ItemStore } from './itemStore.ts';
import { keyHashFor } from './keyHash.ts';

const hashS = keyHashFor('S');

const item = (size: number) => ({ attributes: {}, size, json: undefined, checksum: undefined });

describe('item store', () => {
  it('keeps counts and sizes through puts, replacements and deletes', () => {
    const store = new ItemStore(hashS);
    expect(store.put({ pk: 'a', sk: '1' }, item(10))).toBeUndefined();
    store.put({ pk: 'a', sk: '2' }, item(20));
    const replaced = store.put({ pk: 'a', sk: '1' }, item(15));
    expect(replaced?.size).toBe(10);
    expect(store.itemCount).toBe(2);
    expect(store.sizeBytes).toBe(35);
    expect(store.collection('a')?.bytes).toBe(35);
    expect(store.delete({ pk: 'a', sk: '1' })?.size).toBe(15);
    expect(store.delete({ pk: 'a', sk: '1' })).toBeUndefined();
    store.delete({ pk: 'a', sk: '2' });
    expect(store.collection('a')).toBeUndefined();
    expect(store.scanOrder.size).toBe(0);
    expect(store.itemCount).toBe(0);
    expect(store.sizeBytes).toBe(0);
  });

  it('returns and counts the replaced item when a put hinted as new finds its key taken', () => {
    const store = new ItemStore(hashS);
    store.put({ pk: 'a', sk: '1' }, item(10), true);
    store.put({ pk: 'a', sk: '2' }, item(20), true);
    // The hint is wrong for a tree's key and for a one-item collection's: both are replaced.
    expect(store.put({ pk: 'a', sk: '1' }, item(15), true)?.size).toBe(10);
    store.put({ pk: 'b', sk: '1' }, item(5), true);
    expect(store.put({ pk: 'b', sk: '1' }, item(7), true)?.size).toBe(5);
    expect(store.get({ pk: 'a', sk: '1' })?.size).toBe(15);
    expect(store.itemCount).toBe(3);
    expect(store.sizeBytes).toBe(15 + 20 + 7);
    expect(store.collection('a')?.bytes).toBe(35);
  });

  it('never answers from a collection that was deleted or cleared (the last-found memo)', () => {
    const store = new ItemStore(hashS);
    const [first, second, third] = [item(1), item(2), item(3)];
    store.put({ pk: 'a', sk: '' }, first);
    const old = store.collection('a');
    expect(store.get({ pk: 'a', sk: '' })).toBe(first);
    store.delete({ pk: 'a', sk: '' });
    expect(store.collection('a')).toBeUndefined();
    expect(store.get({ pk: 'a', sk: '' })).toBeUndefined();
    expect(store.hashOf('a')).toBe(hashS('a'));
    store.put({ pk: 'a', sk: '' }, second);
    expect(store.collection('a')).not.toBe(old);
    expect(store.collection('a')!.bytes).toBe(2);
    expect(store.itemCount).toBe(1);
    store.put({ pk: 'b', sk: '' }, third);
    expect(store.get({ pk: 'a', sk: '' })).toBe(second);
    expect(store.get({ pk: 'b', sk: '' })).toBe(third);
    store.clear();
    expect(store.get({ pk: 'b', sk: '' })).toBeUndefined();
    expect(store.put({ pk: 'b', sk: '' }, first)).toBeUndefined();
    expect(store.itemCount).toBe(1);
    expect(store.scanOrder.size).toBe(1);
  });

  it('finds items whether their collection holds one item or many', () => {
    const store = new ItemStore(hashS);
    const [first, second, third] = [item(1), item(2), item(3)];
    store.put({ pk: 'a', sk: 'x' }, first);
    expect(store.get({ pk: 'a', sk: 'x' })).toBe(first);
    expect(store.get({ pk: 'a', sk: 'y' })).toBeUndefined();
    store.put({ pk: 'a', sk: 'y' }, second);
    expect(store.get({ pk: 'a', sk: 'x' })).toBe(first);
    expect(store.get({ pk: 'a', sk: 'y' })).toBe(second);
    store.delete({ pk: 'a', sk: 'x' });
    expect(store.get({ pk: 'a', sk: 'x' })).toBeUndefined();
    expect(store.get({ pk: 'a', sk: 'y' })).toBe(second);
    expect(store.put({ pk: 'a', sk: 'y' }, third)).toBe(second);
    expect(store.get({ pk: 'a', sk: 'y' })).toBe(third);
    expect([...store.collection('a')!.items.values()]).toEqual([third]);
  });

  it('keeps a one-item collection without a tree, grows one at the second key and drops it at one', () => {
    const store = new ItemStore(hashS);
    store.put({ pk: 'a', sk: 'm' }, item(1));
    expect(store.collection('a')!.items).toBeInstanceOf(OneItem);
    store.put({ pk: 'a', sk: 'm' }, item(2));
    expect(store.collection('a')!.items).toBeInstanceOf(OneItem);
    store.put({ pk: 'a', sk: 'b' }, item(3));
    store.put({ pk: 'a', sk: 'z' }, item(4));
    const grown = store.collection('a')!.items;
    expect(grown).not.toBeInstanceOf(OneItem);
    expect([...grown.entries()].map(([sk, stored]) => [sk, stored.size])).toEqual([
      ['b', 3],
      ['m', 2],
      ['z', 4],
    ]);
    store.delete({ pk: 'a', sk: 'b' });
    store.delete({ pk: 'a', sk: 'z' });
    const left = store.collection('a')!.items;
    expect(left).toBeInstanceOf(OneItem);
    expect([...left.entries()].map(([sk, stored]) => [sk, stored.size])).toEqual([['m', 2]]);
    expect(store.collection('a')!.bytes).toBe(2);
    expect(store.itemCount).toBe(1);
  });

  it('orders collections by partition-key hash', () => {
    const store = new ItemStore(hashS);
    for (let i = 0; i < 50; i++) store.put({ pk: `k${i}`, sk: '' }, item(1));
    const hashes = [...store.scanOrder.values()].map((c) => c.hash);
    expect(hashes).toEqual([...hashes].sort((a, b) => a - b));
  });

  it('spreads keys over the hash space', () => {
    const buckets = new Array(8).fill(0);
    for (let i = 0; i < 8000; i++) buckets[Math.floor((hashS(`user#${i}`) / HASH_SPACE) * 8)]++;
    for (const count of buckets) expect(count).toBeGreaterThan(850);
  });
});
