import type { Item } from '../../client/wireTypes.ts';
import { describe, expect, it } from 'vitest';
import { attributeWidths, VALUE_CHARS } from './attributeWidths.ts';

describe('attribute widths', () => {
  it('counts the widest name and value over all items, key attributes left out', () => {
    const items: Item[] = [
      { PK: { S: 'x'.repeat(50) }, SK: { S: 'A' }, total: { N: '12' } },
      { PK: { S: 'B' }, SK: { S: 'B' }, note: { S: 'hello' }, 'ship to': { BOOL: true } },
    ];
    // "total:" is 6; "ship to" breaks at its space ("ship", "to:"); "hello" 5; "12" and "true" mono.
    expect(attributeWidths(items, ['PK', 'SK'])).toEqual({ names: 6, text: 5, mono: 4 });
  });

  it('caps a value where the cell cuts it, but not a list’s or map’s label', () => {
    const items: Item[] = [
      { long: { S: 'word '.repeat(60) }, digits: { N: '1'.repeat(132) } },
      { nested: { M: Object.fromEntries(Array.from({ length: 12_345 }, (_, i) => [`k${i}`, { N: '1' }])) } },
    ];
    // "{12345 attributes}" is 18, and its tag "M" about 2 more.
    expect(attributeWidths(items, [])).toEqual({ names: 7, text: VALUE_CHARS, mono: VALUE_CHARS });
    expect(attributeWidths([items[1]], [])).toMatchObject({ text: 20 });
  });

  it('counts what the cell shows: a set’s members and tag, an empty string as "" in monospace', () => {
    const items: Item[] = [{ tags: { SS: ['a', 'bc'] }, blank: { S: '' }, nothing: { NULL: true as const } }];
    // "SS" tag (about 3) and "a, bc" (5); "" (2) and null (4) monospaced.
    expect(attributeWidths(items, [])).toEqual({ names: 8, text: 8, mono: 4 });
  });
});
