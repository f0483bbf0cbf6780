import { describe, expect, it } from 'vitest';
import { newSortedMap } from '../storage/sortedMap.ts';
import { rangeOf, type SortCondition, walkRange } from './sortKeyRange.ts';

const keys = ['a', 'ab', 'abc', 'abd', 'ac', 'b', 'ba', 'c'];
const map = newSortedMap<string>();
for (const key of keys) map.set(key, key);

const walk = (condition: SortCondition | undefined, forward = true, after?: string) => [
  ...walkRange(map, rangeOf(condition), forward, after),
];

describe('sort key ranges', () => {
  it('walks everything without a condition, both ways', () => {
    expect(walk(undefined)).toEqual(keys);
    expect(walk(undefined, false)).toEqual([...keys].reverse());
  });

  it('applies comparison operators', () => {
    expect(walk({ op: '=', keys: ['abc'] })).toEqual(['abc']);
    expect(walk({ op: '<', keys: ['ab'] })).toEqual(['a']);
    expect(walk({ op: '<=', keys: ['ab'] })).toEqual(['a', 'ab']);
    expect(walk({ op: '>', keys: ['ba'] })).toEqual(['c']);
    expect(walk({ op: '>=', keys: ['ba'] }, false)).toEqual(['c', 'ba']);
    expect(walk({ op: 'between', keys: ['ab', 'ac'] })).toEqual(['ab', 'abc', 'abd', 'ac']);
    expect(walk({ op: 'between', keys: ['ab', 'ac'] }, false)).toEqual(['ac', 'abd', 'abc', 'ab']);
  });

  it('selects a prefix in both directions', () => {
    expect(walk({ op: 'begins_with', keys: ['ab'] })).toEqual(['ab', 'abc', 'abd']);
    expect(walk({ op: 'begins_with', keys: ['ab'] }, false)).toEqual(['abd', 'abc', 'ab']);
    expect(walk({ op: 'begins_with', keys: ['x'] })).toEqual([]);
  });

  it('resumes strictly after an exclusive start key', () => {
    expect(walk(undefined, true, 'abc')).toEqual(['abd', 'ac', 'b', 'ba', 'c']);
    expect(walk(undefined, false, 'abc')).toEqual(['ab', 'a']);
    expect(walk({ op: 'begins_with', keys: ['ab'] }, true, 'ab')).toEqual(['abc', 'abd']);
    expect(walk({ op: 'begins_with', keys: ['ab'] }, false, 'abd')).toEqual(['abc', 'ab']);
    expect(walk({ op: 'between', keys: ['ab', 'b'] }, true, 'abx')).toEqual(['ac', 'b']);
  });
});

describe('walking ranges longer than one read chunk', () => {
  // 700 keys: the forward walk reads the tree in chunks (32, then 256), so ranges cross several.
  const many = Array.from(
    { length: 700 },
    (_, i) => `k${String(i).padStart(3, '0')}${i % 3 === 0 ? 'x' : ''}`,
  );
  const big = newSortedMap<string>();
  for (const key of [...many].reverse()) big.set(key, key);
  const cases: [string, SortCondition | undefined, string | undefined][] = [
    ['everything', undefined, undefined],
    ['everything after a resume point', undefined, many[299]],
    ['a closed range', { op: 'between', keys: [many[10], many[600]] }, undefined],
    ['an open high bound, resumed', { op: '<', keys: [many[650]] }, many[40]],
    ['an open low bound', { op: '>', keys: [many[31]] }, undefined],
    ['a prefix', { op: 'begins_with', keys: ['k1'] }, undefined],
    ['a prefix, resumed', { op: 'begins_with', keys: ['k1'] }, many[133]],
    ['a range that ends before the resume point', { op: '<=', keys: [many[5]] }, many[9]],
  ];

  it.each(cases)('matches a plain filter of the sorted keys: %s', (_name, condition, after) => {
    const range = rangeOf(condition);
    const inRange = (key: string) =>
      (!range.low || key > range.low.key || (range.low.inclusive && key === range.low.key)) &&
      (!range.high || key < range.high.key || (range.high.inclusive && key === range.high.key)) &&
      (range.prefix === undefined || key.startsWith(range.prefix));
    const forward = many.filter((key) => inRange(key) && (after === undefined || key > after));
    expect([...walkRange(big, range, true, after)]).toEqual(forward);
    // Backwards, resuming before the last key.
    const backward = many.filter((key) => inRange(key) && key < many[699]).reverse();
    expect([...walkRange(big, range, false, many[699])]).toEqual(backward);
  });
});
