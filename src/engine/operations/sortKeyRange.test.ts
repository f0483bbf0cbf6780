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
