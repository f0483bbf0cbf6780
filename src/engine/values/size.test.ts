import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalNumber } from './number.ts';
import { itemSize, numberSize, valueSize } from './size.ts';

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
    expect(valueSize({ NS: ['1', '-1'] })).toBe(5);
  });

  // Figures captured against DynamoDB at the 400 KB gate (paritysuite/dynamodb-conformance,
  // tests/tier3/limits/numberByteSize.test.ts, eu-west-2 2026-08-18).
  it.each([
    ['0', 1],
    ['1', 2],
    ['12', 2],
    ['123', 3],
    ['1234', 3],
    ['12345678901234567890123456789012345678', 20],
    ['0042', 2],
    ['100', 2],
    ['1010', 3],
    ['0.0000001', 2],
    ['1E125', 2],
    ['1E-100', 2],
    ['1.5', 3],
    ['15', 2],
    ['1.2', 3],
    ['1.200', 3],
    ['1.234', 4],
    ['3.14159', 5],
    ['123456', 4],
    ['100.5', 4],
    ['0.15', 2],
    ['-42', 3],
    ['-0', 1],
  ])('sizes the number %s at %i bytes, as DynamoDB does', (text, bytes) => {
    expect(valueSize({ N: text })).toBe(bytes);
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

  it('sizes a canonical number by scanning it as the parser would size it', () => {
    // The canonical text takes the scanning path; the same value with an exponent, the parser's.
    const numbers = fc
      .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.integer({ min: -30, max: 30 }))
      .map(([negative, digits, scale]) => `${negative ? '-' : ''}${digits}E${scale}`);
    fc.assert(
      fc.property(numbers, (text) => {
        expect(numberSize(canonicalNumber(text, 'current'))).toBe(numberSize(text));
      }),
    );
  });
});
