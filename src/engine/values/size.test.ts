import { describe, expect, it } from 'vitest';
import { itemSize, valueSize } from './size.ts';

describe('item size', () => {
  it('counts names and values as DynamoDB documents', () => {
    expect(itemSize({ PK: { S: 'CUSTOMER#42' }, SK: { S: 'PROFILE' } })).toBe(2 + 11 + 2 + 7);
    expect(valueSize({ BOOL: true })).toBe(1);
    expect(valueSize({ NULL: true })).toBe(1);
    expect(valueSize({ B: 'AAEC' })).toBe(3);
    expect(valueSize({ S: 'é' })).toBe(2);
  });

  it('counts numbers by significant digits', () => {
    expect(valueSize({ N: '1' })).toBe(2);
    expect(valueSize({ N: '12' })).toBe(2);
    expect(valueSize({ N: '123' })).toBe(3);
    expect(valueSize({ N: '1000000' })).toBe(2);
    expect(valueSize({ N: '-5' })).toBe(2);
  });

  it('adds 3 bytes per list or map and 1 per element', () => {
    expect(valueSize({ L: [] })).toBe(3);
    expect(valueSize({ M: {} })).toBe(3);
    expect(valueSize({ L: [{ S: 'ab' }, { BOOL: false }] })).toBe(3 + (1 + 2) + (1 + 1));
    expect(valueSize({ M: { k: { S: 'v' } } })).toBe(3 + 1 + 1 + 1);
  });

  it('sums set elements', () => {
    expect(valueSize({ SS: ['a', 'bc'] })).toBe(3);
    expect(valueSize({ NS: ['1', '22'] })).toBe(4);
  });
});
