/**
 * JSON scalars read into Coral's Java types, with the SerializationException messages DynamoDB
 * answers when a value has the wrong JSON type (recorded in architect/dynalite's test/helpers.js).
 * JSON.parse has already dropped the difference between `23` and `23.0`, so a whole-valued
 * decimal is reported as NUMBER_VALUE.
 */
import { serialization } from '../../errors.ts';

type Target = 'String' | 'Boolean' | 'Integer' | 'Long' | 'Double' | 'Date';

function tokenName(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'TRUE_VALUE' : 'FALSE_VALUE';
  if (typeof value === 'number') return Number.isInteger(value) ? 'NUMBER_VALUE' : 'DECIMAL_VALUE';
  return 'STRING_VALUE';
}

/** The error for a JSON value that cannot become `target` (never called for a convertible value). */
function mismatch(value: unknown, target: Target, javaClass: string): Error {
  if (Array.isArray(value)) return serialization(`Unrecognized collection type class ${javaClass}`);
  if (typeof value === 'object') return serialization('Start of structure or map found where not expected');
  return serialization(`${tokenName(value)} cannot be converted to ${target}`);
}

export function readString(value: unknown): string {
  if (typeof value === 'string') return value;
  throw mismatch(value, 'String', 'java.lang.String');
}

const TRUE_WORDS = new Set(['TRUE', 'YES', '1']);
const FALSE_WORDS = new Set(['FALSE', 'NO', '0']);

/** Coral also accepts the strings true/false, yes/no and 1/0 (any case) where a boolean belongs. */
export function readBoolean(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const word = value.toUpperCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
    throw serialization('Unexpected token received from parser');
  }
  throw mismatch(value, 'Boolean', 'java.lang.Boolean');
}

/** Decimals are truncated and out-of-range values wrap to 32 bits, as Java's intValue() does. */
export function readInteger(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return Math.trunc(value) | 0;
  throw mismatch(value, 'Integer', 'java.lang.Integer');
}

/** A timestamp: epoch seconds as a JSON number, fractions allowed, as the SDKs send them. */
export function readTimestamp(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  throw mismatch(value, 'Date', 'java.util.Date');
}

/**
 * Decimals are truncated and out-of-range values wrap to 64 bits, as readInteger's values wrap to 32:
 * 1e300 reads as 0 (its low 64 bits), so a bound such as "at least 1,024" still applies to it.
 */
export function readLong(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) {
    const whole = Math.trunc(value);
    return Number.isSafeInteger(whole) ? whole : Number(BigInt.asIntN(64, BigInt(whole)));
  }
  throw mismatch(value, 'Long', 'java.lang.Long');
}

/** A Double: any finite JSON number, as it is. */
export function readDouble(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  throw mismatch(value, 'Double', 'java.lang.Double');
}

/**
 * Base64 text for a Blob (B and BS members). Coral checks the length first, then the character
 * before the padding (its unused low bits must be zero), then the rest.
 */
export function readBlob(value: unknown): string {
  if (typeof value !== 'string') {
    if (Array.isArray(value)) throw serialization('Unrecognized collection type class java.nio.ByteBuffer');
    if (typeof value === 'object') throw serialization('Start of structure or map found where not expected');
    throw serialization('only base-64-encoded strings are convertible to bytes');
  }
  if (value.length % 4 !== 0) {
    throw serialization(`Base64 encoded length is expected a multiple of 4 bytes but found: ${value.length}`);
  }
  if (value.length === 0) return value;
  const padding = value.endsWith('==') ? 2 : value.endsWith('=') ? 1 : 0;
  const last = sextet(value.charCodeAt(value.length - 1 - padding));
  const unusedBits = padding === 2 ? 0b1111 : padding === 1 ? 0b11 : 0;
  if (last < 0 || (last & unusedBits) !== 0)
    throw serialization('Invalid last non-pad Base64 character dectected');
  for (let i = 0; i < value.length - padding; i++) {
    if (sextet(value.charCodeAt(i)) < 0) throw serialization(`Invalid Base64 character: '${value[i]}'`);
  }
  return value;
}

function sextet(code: number): number {
  if (code >= 65 && code <= 90) return code - 65;
  if (code >= 97 && code <= 122) return code - 71;
  if (code >= 48 && code <= 57) return code + 4;
  if (code === 43) return 62;
  if (code === 47) return 63;
  return -1;
}
