import { describe, expect, it } from 'vitest';
import { HASH_SPACE, hashPartitionKey, ItemStore } from './itemStore.ts';

const item = (size: number) => ({ attributes: {}, size });

describe('item store', () => {
  it('keeps counts and sizes through puts, replacements and deletes', () => {
    const store = new ItemStore(7);
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

  it('orders collections by partition-key hash', () => {
    const store = new ItemStore(1);
    for (let i = 0; i < 50; i++) store.put({ pk: `k${i}`, sk: '' }, item(1));
    const hashes = [...store.scanOrder.values()].map((c) => c.hash);
    expect(hashes).toEqual([...hashes].sort((a, b) => a - b));
  });

  it('spreads keys over the hash space', () => {
    const buckets = new Array(8).fill(0);
    for (let i = 0; i < 8000; i++) buckets[Math.floor((hashPartitionKey(`user#${i}`, 3) / HASH_SPACE) * 8)]++;
    for (const count of buckets) expect(count).toBeGreaterThan(850);
  });
});
