import { describe, expect, it } from 'vitest';
import { DynamoDBError } from '../errors.ts';
import { addNumbers, canonicalNumber, compareNumbers, numberOrderKey, parseNumber } from './number.ts';

function rejection(text: string): string {
  try {
    canonicalNumber(text, 'current');
  } catch (error) {
    expect(error).toBeInstanceOf(DynamoDBError);
    return (error as DynamoDBError).message;
  }
  throw new Error(`${text} was accepted`);
}

describe('canonical number text', () => {
  it.each([
    ['00042', '42'],
    ['-0', '0'],
    ['0.000', '0'],
    ['1.5E2', '150'],
    ['1.0', '1'],
    ['+7', '7'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['-1.2300e-3', '-0.00123'],
    ['1E+125', '1' + '0'.repeat(125)],
    ['1E-130', '0.' + '0'.repeat(129) + '1'],
    ['1234567895171680000000000000000000000000', '1234567895171680000000000000000000000000'],
    ['12345678901234567890123456789012345678', '12345678901234567890123456789012345678'],
  ])('%s → %s', (input, expected) => {
    expect(canonicalNumber(input, 'current')).toBe(expected);
  });

  it('keeps already canonical text as the same string', () => {
    const text = '-123.456';
    expect(canonicalNumber(text, 'current')).toBe(text);
  });

  it('rejects what DynamoDB rejects, with its messages', () => {
    expect(rejection('abc')).toBe('The parameter cannot be converted to a numeric value: abc');
    expect(rejection('')).toBe('The parameter cannot be converted to a numeric value: ');
    expect(rejection(' 1')).toBe('The parameter cannot be converted to a numeric value:  1');
    expect(rejection('0x10')).toBe('The parameter cannot be converted to a numeric value: 0x10');
    expect(rejection('Infinity')).toBe('The parameter cannot be converted to a numeric value: Infinity');
    expect(rejection('1' + '2'.repeat(38))).toBe(
      'Attempting to store more than 38 significant digits in a Number',
    );
    expect(rejection('1E126')).toBe(
      'Number overflow. Attempting to store a number with magnitude larger than supported range',
    );
    expect(rejection('1E-131')).toBe(
      'Number underflow. Attempting to store a number with magnitude smaller than supported range',
    );
    expect(rejection('1E99999999999999999999')).toBe(
      'The parameter cannot be converted to a numeric value: 1E99999999999999999999',
    );
  });

  // Measured against DynamoDB (paritysuite/dynamodb-conformance tests/tier3/limits/numberExponent).
  it('reads the exponent as a 64-bit integer, and holds zero to the range by its written exponent', () => {
    const OVERFLOW = /^Number overflow/;
    const UNDERFLOW = /^Number underflow/;
    expect(rejection('1e99999999999')).toMatch(OVERFLOW);
    expect(rejection('1e-99999999999')).toMatch(UNDERFLOW);
    expect(rejection('1e2147483648')).toMatch(OVERFLOW);
    expect(rejection('1e9223372036854775807')).toMatch(OVERFLOW);
    expect(rejection('1e-9223372036854775808')).toMatch(UNDERFLOW);
    expect(rejection('1e9223372036854775808')).toBe(
      'The parameter cannot be converted to a numeric value: 1e9223372036854775808',
    );
    expect(rejection('1e-0009223372036854775809')).toMatch(/^The parameter cannot be converted/);
    expect(rejection('0e126')).toMatch(OVERFLOW);
    expect(rejection('0.0e127')).toMatch(OVERFLOW);
    expect(rejection('0e-131')).toMatch(UNDERFLOW);
    expect(canonicalNumber('0e125', 'current')).toBe('0');
    expect(canonicalNumber('0e-130', 'current')).toBe('0');
    expect(canonicalNumber('-0.00e+3', 'current')).toBe('0');
  });

  // paritysuite/dynamodb-conformance tests/tier3/error-messages/valueLayers.test.ts (2026-10-09).
  it('reads the older layer\'s numbers as BigDecimal does: 32-bit exponents that wrap, no colon for ""', () => {
    const older = (text: string) => {
      try {
        canonicalNumber(text, 'older');
      } catch (error) {
        return (error as DynamoDBError).message;
      }
      return 'accepted';
    };
    expect(older('')).toBe('The parameter cannot be converted to a numeric value');
    expect(older('1e2147483647')).toMatch(/^Number underflow/);
    expect(rejection('1e2147483647')).toMatch(/^Number overflow/);
    expect(older('1e2147483648')).toBe('The parameter cannot be converted to a numeric value: 1e2147483648');
    expect(older('1e126')).toMatch(/^Number overflow/);
    expect(canonicalNumber('1.5E2', 'older')).toBe('150');
  });

  it('counts significant digits across the decimal point', () => {
    expect(parseNumber('0012.3400')).toEqual({ negative: false, digits: '1234', exponent: 2 });
  });
});

describe('number ordering', () => {
  const sorted = [
    '-1000',
    '-10.5',
    '-10',
    '-9.99',
    '-1',
    '-0.001',
    '0',
    '0.001',
    '0.01',
    '1',
    '1.5',
    '9',
    '10',
    '1E+20',
  ];
  it('order keys sort numerically', () => {
    const canonical = sorted.map((text) => canonicalNumber(text, 'current'));
    const shuffled = [...canonical].reverse();
    shuffled.sort((a, b) =>
      numberOrderKey(a) < numberOrderKey(b) ? -1 : numberOrderKey(a) > numberOrderKey(b) ? 1 : 0,
    );
    expect(shuffled).toEqual(canonical);
  });

  it('compares equal values as equal', () => {
    expect(compareNumbers('1', canonicalNumber('1.000', 'current'))).toBe(0);
    expect(compareNumbers('-2', '-10')).toBe(1);
  });
});

describe('number arithmetic', () => {
  it('is exact beyond binary floating point', () => {
    expect(addNumbers('0.1', '0.2')).toBe('0.3');
    expect(addNumbers('12345678901234567890123456789012345678', '1', true)).toBe(
      '12345678901234567890123456789012345677',
    );
  });

  it('holds results to the 38-digit limit', () => {
    expect(() => addNumbers('1E+37', '0.1')).toThrow(DynamoDBError);
  });
});
