/**
 * Iterating one item collection in sort-key order within a key condition's range, forwards or
 * backwards, resuming after an ExclusiveStartKey. Encoded sort keys compare as plain strings, and
 * begins_with is a prefix test on them (the encodings map each character/byte independently).
 */
import type { SortedMap } from '../storage/sortedMap.ts';
import { tupleBounds } from '../storage/tupleKey.ts';

export interface SortRange {
  /** Inclusive / exclusive lower bound on the encoded sort key. */
  low?: { key: string; inclusive: boolean };
  high?: { key: string; inclusive: boolean };
  /** begins_with: every key must start with this. */
  prefix?: string;
}

export type SortCondition = { op: '=' | '<' | '<=' | '>' | '>=' | 'between' | 'begins_with'; keys: string[] };

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
export function* walkRange<V>(
  map: SortedMap<V>,
  range: SortRange,
  forward: boolean,
  after?: string,
): Generator<V> {
  // sorted-btree refills one pair array per step instead of allocating a new one.
  const pair: (string | V)[] = [];
  if (forward) {
    const start = maxLow(range.low, after);
    for (const [key, value] of map.entries(start?.key, pair) as Iterable<[string, V]>) {
      if (start && !start.inclusive && key === start.key) continue;
      if (!withinHigh(key, range)) return;
      if (range.prefix !== undefined && !key.startsWith(range.prefix)) return;
      yield value;
    }
  } else {
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
}

type Bound = { key: string; inclusive: boolean };

function withinHigh(key: string, range: SortRange): boolean {
  return !range.high || key < range.high.key || (range.high.inclusive && key === range.high.key);
}

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
