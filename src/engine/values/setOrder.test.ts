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
    expect(normalizeValue({ NS: ['2E1', '1.50', '-3'] })).toEqual({ NS: ['-3', '1.5', '20'] });
    const sorted = { SS: ['', 'x'] };
    expect(normalizeValue(sorted)).toBe(sorted);
  });
});
