import { describe, expect, it } from 'vitest';
import { numberOrderKey } from '../values/number.ts';
import { utf8OrderKey } from '../values/utf8.ts';
import { keyHashFor, numberBytes } from './keyHash.ts';

const bytesOf = (canonical: string) => [...numberBytes(numberOrderKey(canonical))];

describe('partition-key hash', () => {
  // The order moto's AWS-verified Scan tests expect of DynamoDB: A, then B.
  it('orders string keys as DynamoDB scans them', () => {
    const hash = keyHashFor('S');
    expect(hash('A')).toBeLessThan(hash('B'));
    expect(['D', 'C', 'B', 'A'].sort((x, y) => hash(x) - hash(y))).toEqual(['A', 'B', 'C', 'D']);
  });

  it('is MD5 of "Outliers" and the key bytes, its first 32 bits', () => {
    // md5("OutliersA") = 0cb5bbe4…
    expect(keyHashFor('S')('A')).toBe(0x0cb5bbe4);
    expect(keyHashFor('B')('\u0041')).toBe(0x0cb5bbe4);
    // A string past U+D800 hashes its real UTF-8 bytes, not the order key's.
    const text = 'z\u{1F600}\uE000';
    expect(utf8OrderKey(text)).not.toBe(text);
    expect(keyHashFor('S')(utf8OrderKey(text))).toBe(keyHashFor(undefined)(text));
  });

  it('writes numbers in Oracle NUMBER form', () => {
    expect(bytesOf('0')).toEqual([0x80]);
    expect(bytesOf('1')).toEqual([0xc1, 2]);
    expect(bytesOf('10')).toEqual([0xc1, 11]);
    expect(bytesOf('100')).toEqual([0xc2, 2]);
    expect(bytesOf('123.45')).toEqual([0xc2, 2, 24, 46]);
    expect(bytesOf('0.5')).toEqual([0xc0, 51]);
    expect(bytesOf('10001')).toEqual([0xc3, 2, 1, 2]);
    expect(bytesOf('-1')).toEqual([62, 100, 102]);
    expect(bytesOf('-123.45')).toEqual([61, 100, 78, 56, 102]);
    // 38 digits that fill 20 base-100 digits take no terminator; 19 base-100 digits do.
    const long = '1' + '2'.repeat(37) + '0';
    expect(bytesOf(`-${long}`)).toHaveLength(21);
    expect(bytesOf(`-${long}`).at(-1)).not.toBe(102);
    expect(bytesOf(`-${long.slice(1)}`).at(-1)).toBe(102);
  });
});
