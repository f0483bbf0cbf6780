import { describe, expect, it } from 'vitest';
import { readBlob, readBoolean, readInteger, readLong, readString } from './scalars.ts';

/** The SerializationException message a read throws (messages recorded in architect/dynalite's test/helpers.js). */
function serializationMessage(read: (value: unknown) => unknown, value: unknown): string {
  try {
    read(value);
  } catch (error) {
    expect((error as Error).name).toBe('SerializationException');
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(value)}`);
}

describe('readString', () => {
  it.each([
    [true, 'TRUE_VALUE cannot be converted to String'],
    [false, 'FALSE_VALUE cannot be converted to String'],
    [23, 'NUMBER_VALUE cannot be converted to String'],
    [-2147483648, 'NUMBER_VALUE cannot be converted to String'],
    [2147483648, 'NUMBER_VALUE cannot be converted to String'],
    [34.56, 'DECIMAL_VALUE cannot be converted to String'],
    [[], 'Unrecognized collection type class java.lang.String'],
    [{}, 'Start of structure or map found where not expected'],
  ])('rejects %j', (value, message) => {
    expect(serializationMessage(readString, value)).toBe(message);
  });

  it('returns strings as they are', () => expect(readString('')).toBe(''));
});

describe('readBoolean', () => {
  it.each([
    ['23', 'Unexpected token received from parser'],
    [23, 'NUMBER_VALUE cannot be converted to Boolean'],
    [34.56, 'DECIMAL_VALUE cannot be converted to Boolean'],
    [[], 'Unrecognized collection type class java.lang.Boolean'],
    [{}, 'Start of structure or map found where not expected'],
  ])('rejects %j', (value, message) => {
    expect(serializationMessage(readBoolean, value)).toBe(message);
  });

  it.each([
    ['true', true],
    ['YES', true],
    ['1', true],
    ['false', false],
    ['no', false],
    ['0', false],
  ])('reads the string %j as %j, as Coral does', (text, value) => {
    expect(readBoolean(text)).toBe(value);
  });
});

describe('readInteger and readLong', () => {
  it.each([
    ['23', 'STRING_VALUE cannot be converted to Integer'],
    [true, 'TRUE_VALUE cannot be converted to Integer'],
    [false, 'FALSE_VALUE cannot be converted to Integer'],
    [[], 'Unrecognized collection type class java.lang.Integer'],
    [{}, 'Start of structure or map found where not expected'],
  ])('integer rejects %j', (value, message) => {
    expect(serializationMessage(readInteger, value)).toBe(message);
  });

  it.each([
    ['23', 'STRING_VALUE cannot be converted to Long'],
    [true, 'TRUE_VALUE cannot be converted to Long'],
    [[], 'Unrecognized collection type class java.lang.Long'],
  ])('long rejects %j', (value, message) => {
    expect(serializationMessage(readLong, value)).toBe(message);
  });

  it('truncates decimals', () => {
    expect(readInteger(2.9)).toBe(2);
    expect(readInteger(-2.9)).toBe(-2);
    expect(readLong(1000000000001.5)).toBe(1000000000001);
  });

  it('wraps values outside 32 and 64 bits, as Java keeps their low bits', () => {
    expect(readInteger(2 ** 31)).toBe(-(2 ** 31));
    expect(readInteger(2 ** 32 + 5)).toBe(5);
    expect(readLong(2 ** 63)).toBe(-(2 ** 63));
    expect(readLong(2 ** 64 + 2 ** 12)).toBe(2 ** 12);
    expect(readLong(-(2 ** 64) - 2 ** 12)).toBe(-(2 ** 12));
    expect(readLong(1e300)).toBe(0);
    expect(readLong(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('readBlob', () => {
  it.each([
    [true, 'only base-64-encoded strings are convertible to bytes'],
    [23, 'only base-64-encoded strings are convertible to bytes'],
    [34.56, 'only base-64-encoded strings are convertible to bytes'],
    [[], 'Unrecognized collection type class java.nio.ByteBuffer'],
    [{}, 'Start of structure or map found where not expected'],
    ['23456', 'Base64 encoded length is expected a multiple of 4 bytes but found: 5'],
    ['=+/=', 'Invalid last non-pad Base64 character dectected'],
    ['+/+=', 'Invalid last non-pad Base64 character dectected'],
  ])('rejects %j', (value, message) => {
    expect(serializationMessage(readBlob, value)).toBe(message);
  });

  it('accepts canonical base64, including the empty binary', () => {
    for (const text of ['', 'YQ==', 'YWI=', 'YWJj', 'AQI=']) expect(readBlob(text)).toBe(text);
  });

  it('rejects characters outside the alphabet', () => {
    expect(serializationMessage(readBlob, 'a@aa')).toBe("Invalid Base64 character: '@'");
  });
});
