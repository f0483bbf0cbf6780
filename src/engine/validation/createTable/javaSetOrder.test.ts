import { describe, expect, it } from 'vitest';
import { javaHashSetOrder } from './javaSetOrder.ts';

describe('javaHashSetOrder', () => {
  it('orders as java.util.HashSet iterates (recorded: {a, sk, pk} prints as [a, sk, pk])', () => {
    expect(javaHashSetOrder(['pk', 'sk', 'a'])).toEqual(['a', 'sk', 'pk']);
    expect(javaHashSetOrder(['b', 'a'])).toEqual(['a', 'b']);
  });

  it('keeps insertion order within a bucket and drops duplicates', () => {
    // "Aa" and "BB" share a Java hash code.
    expect(javaHashSetOrder(['BB', 'Aa', 'BB'])).toEqual(['BB', 'Aa']);
  });
});
