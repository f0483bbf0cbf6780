/**
 * Item size as DynamoDB documents it (developer guide, "Item sizes and formats"): the UTF-8 bytes of
 * each attribute name plus its value. Strings count their UTF-8 bytes, binaries their raw bytes,
 * numbers about one byte per two significant digits plus one, booleans and nulls one byte; lists
 * and maps add 3 bytes plus one byte per element; sets are the sum of their elements.
 * Capacity units and the 400 KB limit are both computed from this size.
 */
import { base64ByteLength } from './base64.ts';
import { numberSignificantDigits } from './number.ts';
import { typeOf, type AttributeMap, type AttributeValue } from './types.ts';
import { utf8Length } from './utf8.ts';

export const MAX_ITEM_BYTES = 400 * 1024;

/** The documented approximation: one byte per two significant digits, plus one. */
export function numberSize(canonical: string): number {
  return Math.ceil(numberSignificantDigits(canonical) / 2) + 1;
}

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
