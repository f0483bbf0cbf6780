/**
 * OneItem must answer every ItemMap call exactly as a one-entry sorted-btree does: same pairs in the
 * same order, same reused arrays, same counts and early breaks, for every bound around its key.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OneItem, type ItemMap } from './itemMap.ts';
import { newSortedMap } from './sortedMap.ts';

const key = fc.constantFrom('', 'a', 'b', 'b\u0000', 'ba', 'c');
const bound = fc.option(key, { nil: undefined });

function both(k: string, value: number): [ItemMap<number>, ItemMap<number>] {
  const tree = newSortedMap<number>();
  tree.set(k, value);
  return [tree, new OneItem(k, value)];
}

/** The pairs an iterator yields, copied (a reused array is the same object every step). */
const drain = (iterator: Iterable<[string, number]>) => [...iterator].map(([k, v]) => [k, v]);

describe('OneItem against a one-entry tree', () => {
  it('agrees on size, get, minKey, maxKey and values', () => {
    fc.assert(
      fc.property(key, key, (stored, asked) => {
        const [tree, one] = both(stored, 7);
        expect(one.size).toBe(tree.size);
        expect(one.get(asked)).toBe(tree.get(asked));
        expect(one.minKey()).toBe(tree.minKey());
        expect(one.maxKey()).toBe(tree.maxKey());
        expect([...one.values()]).toEqual([...tree.values()]);
      }),
    );
  });

  it('agrees on entries and entriesReversed from any starting key', () => {
    fc.assert(
      fc.property(key, bound, fc.boolean(), fc.boolean(), (stored, start, reuse, skipHighest) => {
        const [tree, one] = both(stored, 7);
        const reusedTree: (string | number)[] | undefined = reuse ? [] : undefined;
        const reusedOne: (string | number)[] | undefined = reuse ? [] : undefined;
        expect(drain(one.entries(start, reusedOne))).toEqual(drain(tree.entries(start, reusedTree)));
        expect(drain(one.entriesReversed(start, reusedOne, skipHighest))).toEqual(
          drain(tree.entriesReversed(start, reusedTree, skipHighest)),
        );
        if (reuse) {
          for (const pair of one.entries(start, reusedOne)) expect(pair).toBe(reusedOne);
        }
      }),
    );
  });

  it('agrees on forRange: the calls, the count and an early break', () => {
    fc.assert(
      fc.property(
        key,
        key,
        key,
        fc.boolean(),
        fc.boolean(),
        fc.nat(5),
        (stored, low, high, includeHigh, stop, initial) => {
          const [tree, one] = both(stored, 7);
          const run = (map: ItemMap<number>) => {
            const calls: unknown[] = [];
            const result = map.forRange(
              low,
              high,
              includeHigh,
              (k, v, counter) => {
                calls.push([k, v, counter]);
                return stop ? { break: 'stopped' } : undefined;
              },
              initial,
            );
            return { calls, result };
          };
          expect(run(one)).toEqual(run(tree));
        },
      ),
    );
  });
});
