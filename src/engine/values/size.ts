/**
 * Item size as DynamoDB documents it (developer guide, "Item sizes and formats"): the UTF-8 bytes of
 * each attribute name plus its value. Strings count their UTF-8 bytes, binaries their raw bytes,
 * numbers one byte plus one per pair of decimal places their significant digits span (plus one if
 * negative; see numberSize), booleans and nulls one byte; lists and maps add 3 bytes plus one byte
 * per element; sets are the sum of their elements.
 * Capacity units and the 400 KB limit are both computed from this size.
 */
import { base64ByteLength } from './base64.ts';
import { parseNumber } from './number.ts';
import { typeOf, type AttributeMap, type AttributeValue } from './types.ts';
import { utf8Length } from './utf8.ts';

export const MAX_ITEM_BYTES = 400 * 1024;

/**
 * A number's bytes. The developer guide's "one byte per two significant digits, plus one" is an
 * approximation; DynamoDB measures a number as one byte plus one per base-100 digit pair, the
 * pairs aligned on the decimal point, plus one byte for a negative sign: "1.5" and "-42" cost 3,
 * "3.14159" costs 5, "123456" costs 4, "100" and "1E125" cost 2, zero costs 1. Twenty-three such
 * figures were captured against DynamoDB at the 400 KB gate (paritysuite/dynamodb-conformance,
 * tests/tier3/limits/numberByteSize.test.ts, eu-west-2 2026-08-18); the pair model fits them all.
 */
export function numberSize(text: string): number {
  // Stored numbers are canonical (plain digits, no exponent): one scan finds the first and last
  // significant digits. Anything else goes through the parser.
  if (text.includes('e') || text.includes('E')) return parsedNumberSize(text);
  const negative = text.charCodeAt(0) === 45; // '-'
  const dot = text.indexOf('.');
  const integerEnd = dot === -1 ? text.length : dot;
  let first = -1;
  let last = -1;
  for (let i = negative ? 1 : 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 48 && code <= 57) {
      if (first < 0) first = i;
      last = i;
    }
  }
  if (first < 0) return 1;
  return pairBytes(powerAt(first, integerEnd), powerAt(last, integerEnd), negative);
}

/**
 * The decimal power the digit at `i` stands for: 10^0 just before the point, 10^-1 just after it.
 * A top-level function, not a closure: it runs for every number of every item written, where a
 * closure would be one more allocation per call.
 */
function powerAt(i: number, integerEnd: number): number {
  return i < integerEnd ? integerEnd - 1 - i : integerEnd - i;
}

function parsedNumberSize(text: string): number {
  const { negative, digits, exponent } = parseNumber(text);
  if (digits.length === 0) return 1;
  // Digit i stands for 10^(exponent - 1 - i).
  return pairBytes(exponent - 1, exponent - digits.length, negative);
}

/** One byte, one per base-100 pair from the highest power's to the lowest's, one for a minus. */
const pairBytes = (highest: number, lowest: number, negative: boolean) =>
  1 + (Math.floor(highest / 2) - Math.floor(lowest / 2) + 1) + (negative ? 1 : 0);

export function valueSize(value: AttributeValue): number {
  switch (typeOf(value)) {
    case 'S':
      return utf8Length((value as { S: string }).S);
    case 'N':
      return numberSize((value as { N: string }).N);
    case 'B':
      return base64ByteLength((value as { B: string }).B);
    case 'BOOL':
    case 'NULL':
      return 1;
    case 'M':
      return mapSize((value as { M: AttributeMap }).M);
    case 'L':
      return listSize((value as { L: AttributeValue[] }).L);
    case 'SS':
      return membersSize((value as { SS: string[] }).SS, utf8Length);
    case 'NS':
      return membersSize((value as { NS: string[] }).NS, numberSize);
    case 'BS':
      return membersSize((value as { BS: string[] }).BS, base64ByteLength);
  }
}

function mapSize(map: AttributeMap): number {
  let size = 3;
  for (const name in map) size += 1 + utf8Length(name) + valueSize(map[name]);
  return size;
}

function listSize(list: AttributeValue[]): number {
  let size = 3;
  for (const element of list) size += 1 + valueSize(element);
  return size;
}

function membersSize(members: string[], memberSize: (member: string) => number): number {
  let size = 0;
  for (const member of members) size += memberSize(member);
  return size;
}

export function itemSize(item: AttributeMap): number {
  let size = 0;
  for (const name in item) size += utf8Length(name) + valueSize(item[name]);
  return size;
}
