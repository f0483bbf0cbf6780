/**
 * The ordered map an item collection keeps its items in, by encoded sort key. Most collections hold
 * a single item — every one in a table without a sort key, and the profile-style items of key-value
 * designs — and for them a B+ tree is all overhead: an object graph per collection, a node search
 * on every overwrite. So a collection starts as a `OneItem` and becomes a tree (sortedMap.ts) only
 * when a second sort key arrives (itemStore.ts does the switching).
 *
 * `ItemMap` is the part of sorted-btree's interface that readers of collections use; `OneItem`
 * answers each call exactly as a one-entry tree would (oneItem.test.ts compares the two).
 */

/** What forRange callbacks may return to stop early (sorted-btree's convention). */
type RangeBreak = { break?: unknown } | void;

export interface ItemMap<V> {
  readonly size: number;
  get(key: string): V | undefined;
  minKey(): string | undefined;
  maxKey(): string | undefined;
  values(): IterableIterator<V>;
  /** Pairs from `lowestKey` (inclusive; the next higher key if absent) upwards. */
  entries(lowestKey?: string, reusedArray?: (string | V)[]): IterableIterator<[string, V]>;
  /** Pairs from `highestKey` (inclusive unless `skipHighest`; the next lower if absent) downwards. */
  entriesReversed(
    highestKey?: string,
    reusedArray?: (string | V)[],
    skipHighest?: boolean,
  ): IterableIterator<[string, V]>;
  /** Calls `onFound` for keys from `low` to `high`; returns the count, or what a `{ break }` carried. */
  forRange(
    low: string,
    high: string,
    includeHigh: boolean,
    onFound?: (key: string, value: V, counter: number) => RangeBreak,
    initialCounter?: number,
  ): number;
}

/** A collection's only item, with the map interface of a one-entry tree. */
export class OneItem<V> implements ItemMap<V> {
  constructor(
    readonly key: string,
    public value: V,
  ) {}

  get size(): number {
    return 1;
  }

  get(key: string): V | undefined {
    return key === this.key ? this.value : undefined;
  }

  minKey(): string {
    return this.key;
  }

  maxKey(): string {
    return this.key;
  }

  *values(): IterableIterator<V> {
    yield this.value;
  }

  *entries(lowestKey?: string, reusedArray?: (string | V)[]): IterableIterator<[string, V]> {
    if (lowestKey === undefined || this.key >= lowestKey) yield this.pair(reusedArray);
  }

  *entriesReversed(
    highestKey?: string,
    reusedArray?: (string | V)[],
    skipHighest?: boolean,
  ): IterableIterator<[string, V]> {
    // Like the tree: skipHighest only skips a starting key that was given.
    if (highestKey === undefined || this.key < highestKey || (this.key === highestKey && !skipHighest))
      yield this.pair(reusedArray);
  }

  forRange(
    low: string,
    high: string,
    includeHigh: boolean,
    onFound?: (key: string, value: V, counter: number) => RangeBreak,
    initialCounter = 0,
  ): number {
    const inRange = this.key >= low && (this.key < high || (includeHigh && this.key === high));
    if (!inRange) return initialCounter;
    const result = onFound?.(this.key, this.value, initialCounter);
    if (result && 'break' in result) return result.break as number;
    return initialCounter + 1;
  }

  private pair(reusedArray: (string | V)[] | undefined): [string, V] {
    if (!reusedArray) return [this.key, this.value];
    reusedArray[0] = this.key;
    reusedArray[1] = this.value;
    return reusedArray as [string, V];
  }
}
