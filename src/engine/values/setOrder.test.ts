import { describe, expect, it } from 'vitest';
import { normalizeValue } from './normalize.ts';
import { orderSetMembers } from './setOrder.ts';

describe('orderSetMembers', () => {
  it('orders string members by UTF-8 bytes, the empty string first', () => {
    expect(orderSetMembers('SS', ['b', '😀', '', '\uff21', 'a'])).toEqual(['', 'a', 'b', '\uff21', '😀']);
  });

  it('orders number members by value', () => {
    expect(orderSetMembers('NS', ['10', '9', '-1', '0.5', '-10'])).toEqual(['-10', '-1', '0.5', '9', '10']);
  });

  it('orders binary members by unsigned bytes', () => {
    expect(orderSetMembers('BS', ['/w==', 'AQI=', 'AQ==', ''])).toEqual(['', 'AQ==', 'AQI=', '/w==']);
  });

  it('returns the same array when the members are already in order', () => {
    const members = ['a', 'b', 'c'];
    expect(orderSetMembers('SS', members)).toBe(members);
  });
});

describe('normalized sets', () => {
  it('come out in order, and unchanged values stay the same object', () => {
    expect(normalizeValue({ NS: ['2E1', '1.50', '-3'] }, 'current')).toEqual({ NS: ['-3', '1.5', '20'] });
    const sorted = { SS: ['', 'x'] };
    expect(normalizeValue(sorted, 'current')).toBe(sorted);
  });
});

describe('set errors come in the order DynamoDB meets them (older layer)', () => {
  const message = (value: object) => {
    try {
      normalizeValue(value as never, 'older');
    } catch (error) {
      return (error as Error).message;
    }
    return 'no error';
  };

  it('reports a repeat that only canonical form reveals', () => {
    expect(message({ NS: ['1.0', '2', '1'] })).toBe('Input collection contains duplicates');
  });

  it('reports a duplicate met before an invalid member, and an invalid member met first', () => {
    expect(message({ NS: ['1', '1', 'x'] })).toBe('Input collection contains duplicates');
    expect(message({ NS: ['x', '1', '1'] })).toBe('The parameter cannot be converted to a numeric value: x');
  });

  it('names every member, as written, in a string set duplicate', () => {
    expect(message({ SS: ['b', 'a', 'b'] })).toBe(
      'One or more parameter values were invalid: Input collection [b, a, b] contains duplicates.',
    );
  });

  it('finds duplicates and order in sets larger than the insertion-sort cut-off', () => {
    const members = Array.from({ length: 40 }, (_, i) => `m${String(39 - i).padStart(2, '0')}`);
    const ascending = [...members].reverse();
    expect(normalizeValue({ SS: [...members] }, 'older')).toEqual({ SS: ascending });
    expect(message({ SS: [...members, 'm07'] })).toMatch(/contains duplicates\.$/);
  });
});
