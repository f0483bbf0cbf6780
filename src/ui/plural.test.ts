import { describe, expect, it } from 'vitest';
import { andList, plural } from './plural.ts';

describe('words for counts and lists', () => {
  it('counts with the noun in the right number', () => {
    expect(plural(1, 'table')).toBe('1 table');
    expect(plural(1200, 'item')).toBe('1,200 items');
  });

  it('lists with commas and a final "and"', () => {
    expect(andList([])).toBe('');
    expect(andList(['a'])).toBe('a');
    expect(andList(['a', 'b'])).toBe('a and b');
    expect(andList(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
