/**
 * Iterating one item collection in sort-key order within a key condition's range, forwards or
 * backwards, resuming after an ExclusiveStartKey. Encoded sort keys compare as plain strings, and
 * begins_with is a prefix test on them (the encodings map each character/byte independently).
 */
import type { ItemMap } from '../storage/itemMap.ts';
import { tupleBounds } from '../storage/tupleKey.ts';

export interface SortRange {
  /** Inclusive / exclusive lower bound on the encoded sort key. */
  low?: { key: string; inclusive: boolean };
  high?: { key: string; inclusive: boolean };
  /** begins_with: every key must start with this. */
  prefix?: string;
}

export type SortCondition = { op: '=' | '<' | '<=' | '>' | '>=' | 'between' | 'begins_with'; keys: string[] };

/** Whether an encoded sort key lies in `range`. */
export function inSortRange(sk: string, range: SortRange): boolean {
  if (range.prefix !== undefined && !sk.startsWith(range.prefix)) return false;
  if (range.low && (sk < range.low.key || (!range.low.inclusive && sk === range.low.key))) return false;
  if (range.high && (sk > range.high.key || (!range.high.inclusive && sk === range.high.key))) return false;
  return true;
}

export function rangeOf(condition: SortCondition | undefined): SortRange {
  if (!condition) return {};
  const [a, b] = condition.keys;
  switch (condition.op) {
    case '=':
      return { low: { key: a, inclusive: true }, high: { key: a, inclusive: true } };
    case '<':
      return { high: { key: a, inclusive: false } };
    case '<=':
      return { high: { key: a, inclusive: true } };
    case '>':
      return { low: { key: a, inclusive: false } };
    case '>=':
      return { low: { key: a, inclusive: true } };
    case 'between':
      return { low: { key: a, inclusive: true }, high: { key: b, inclusive: true } };
    case 'begins_with':
      return { low: { key: a, inclusive: true }, prefix: a };
  }
}

/**
 * The same conditions on the first component of tuple-encoded keys (secondary index entries,
 * whose sort key is the tuple (index sort key…, table key…)); `prefix` holds the components fixed by
 * equality before it.
 */
export function tupleRangeOf(condition: SortCondition | undefined, prefix = ''): SortRange {
  if (!condition) return prefix ? { low: { key: prefix, inclusive: true }, prefix } : {};
  const [a, b] = condition.keys;
  const { exactly, above, startsWith } = tupleBounds;
  const lowest = prefix ? { key: prefix, inclusive: true } : undefined;
  const within = prefix ? { prefix } : {};
  switch (condition.op) {
    case '=':
      return {
        low: { key: exactly(prefix, a), inclusive: true },
        high: { key: above(prefix, a), inclusive: false },
      };
    case '<':
      return { ...within, low: lowest, high: { key: exactly(prefix, a), inclusive: false } };
    case '<=':
      return { ...within, low: lowest, high: { key: above(prefix, a), inclusive: false } };
    case '>':
      return { ...within, low: { key: above(prefix, a), inclusive: true } };
    case '>=':
      return { ...within, low: { key: exactly(prefix, a), inclusive: true } };
    case 'between':
      return {
        low: { key: exactly(prefix, a), inclusive: true },
        high: { key: above(prefix, b), inclusive: false },
      };
    case 'begins_with':
      return { low: { key: startsWith(prefix, a), inclusive: true }, prefix: startsWith(prefix, a) };
  }
}

/** Values of `map` within `range`, in order; `after` is an exclusive resume point (ExclusiveStartKey). */
export function walkRange<V>(
  map: ItemMap<V>,
  range: SortRange,
  forward: boolean,
  after?: string,
): Iterable<V> {
  if (!forward) return walkBackward(map, range, after);
  return new ForwardWalk(map, range, maxLow(range.low, after));
}

const STOP = { break: true };
const FIRST_CHUNK = 32;
const LATER_CHUNK = 256;

/**
 * A forward walk that takes values from the tree a chunk at a time with its callback scan (no
 * iterator result per entry, unlike the tree's own iterators), so reading a page of a collection
 * allocates next to nothing. It stays lazy: a page that stops early leaves the rest unread.
 */
class ForwardWalk<V> implements IterableIterator<V> {
  private readonly chunk: V[] = [];
  private index = 0;
  private size = FIRST_CHUNK;
  private finished = false;
  private readonly result: IteratorResult<V> = { done: false, value: undefined as V };
  private readonly highKey: string | undefined;

  constructor(
    private readonly map: ItemMap<V>,
    private readonly range: SortRange,
    /** Where the next chunk starts. */
    private start: Bound | undefined,
  ) {
    this.highKey = range.high?.key ?? map.maxKey();
  }

  /** Read once, like a generator. */
  [Symbol.iterator](): this {
    return this;
  }

  next(): IteratorResult<V> {
    if (this.index === this.chunk.length) {
      if (this.finished || !this.fill()) return { done: true, value: undefined };
    }
    this.result.value = this.chunk[this.index++];
    return this.result;
  }

  /** Reads the next chunk; false when the range has nothing more. */
  private fill(): boolean {
    const { map, range, chunk, size } = this;
    chunk.length = 0;
    this.index = 0;
    const low = this.start?.key ?? map.minKey();
    if (low === undefined || this.highKey === undefined || low > this.highKey) {
      this.finished = true;
      return false;
    }
    const skip = this.start && !this.start.inclusive ? this.start.key : undefined;
    const prefix = range.prefix;
    let lastKey: string | undefined;
    let ended = true;
    map.forRange(low, this.highKey, range.high?.inclusive ?? true, (key, value) => {
      if (key === skip) return undefined;
      if (prefix !== undefined && !key.startsWith(prefix)) return STOP;
      chunk.push(value);
      if (chunk.length < size) return undefined;
      lastKey = key;
      ended = false;
      return STOP;
    });
    if (ended) this.finished = true;
    else this.start = { key: lastKey!, inclusive: false };
    this.size = LATER_CHUNK;
    return chunk.length > 0;
  }
}

function* walkBackward<V>(map: ItemMap<V>, range: SortRange, after: string | undefined): Generator<V> {
  // sorted-btree refills one pair array per step instead of allocating a new one.
  const pair: (string | V)[] = [];
  const start = minHigh(range.high ?? prefixCeiling(range.prefix), after);
  const iterator = map.entriesReversed(start?.key, pair) as Iterable<[string, V]>;
  for (const [key, value] of iterator) {
    if (start && !start.inclusive && key === start.key) continue;
    if (range.low && (key < range.low.key || (!range.low.inclusive && key === range.low.key))) return;
    if (range.prefix !== undefined && !key.startsWith(range.prefix)) {
      if (key < range.prefix) return;
      continue;
    }
    yield value;
  }
}

type Bound = { key: string; inclusive: boolean };

function maxLow(low: Bound | undefined, after: string | undefined): Bound | undefined {
  if (after === undefined) return low;
  if (!low || after >= low.key) return { key: after, inclusive: false };
  return low;
}

function minHigh(high: Bound | undefined, after: string | undefined): Bound | undefined {
  if (after === undefined) return high;
  if (!high || after <= high.key) return { key: after, inclusive: false };
  return high;
}

/** The smallest string above every string that starts with `prefix` (exclusive upper bound). */
function prefixCeiling(prefix: string | undefined): Bound | undefined {
  if (prefix === undefined) return undefined;
  let end = prefix.length;
  while (end > 0 && prefix.charCodeAt(end - 1) === 0xffff) end--;
  if (end === 0) return undefined;
  return {
    key: prefix.slice(0, end - 1) + String.fromCharCode(prefix.charCodeAt(end - 1) + 1),
    inclusive: false,
  };
}
