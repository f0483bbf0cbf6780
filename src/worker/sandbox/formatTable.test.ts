import { describe, expect, it } from 'vitest';
import { formatTable } from './formatTable.ts';

describe('formatTable', () => {
  it('draws an array of objects with an index column and a column per property', () => {
    expect(
      formatTable([
        { PK: 'A', n: 1 },
        { PK: 'B', extra: true },
      ]),
    ).toBe(
      [
        '┌─────────┬─────┬───┬───────┐',
        '│ (index) │ PK  │ n │ extra │',
        '├─────────┼─────┼───┼───────┤',
        '│ 0       │ "A" │ 1 │       │',
        '│ 1       │ "B" │   │ true  │',
        '└─────────┴─────┴───┴───────┘',
      ].join('\n'),
    );
  });

  it('keys an object’s rows by property, puts primitives under Values, and picks columns', () => {
    expect(formatTable({ a: { x: 1, y: 2 }, b: 5 }, ['x'])).toBe(
      [
        '┌─────────┬───┬────────┐',
        '│ (index) │ x │ Values │',
        '├─────────┼───┼────────┤',
        '│ a       │ 1 │        │',
        '│ b       │   │ 5      │',
        '└─────────┴───┴────────┘',
      ].join('\n'),
    );
  });

  it('prints what is not an object as console.log would', () => {
    expect(formatTable('plain')).toBe('plain');
    expect(formatTable(null)).toBe('null');
  });
});
