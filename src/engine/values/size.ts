/**
 * Item size as DynamoDB documents it (developer guide, "Item sizes and formats"): the UTF-8 bytes of
 * each attribute name plus its value. Strings count their UTF-8 bytes, binaries their raw bytes,
 * numbers about one byte per two significant digits plus one, booleans and nulls one byte; lists
 * and maps add 3 bytes plus one byte per element; sets are the sum of their elements.
 * Capacity units and the 400 KB limit are both computed from this size.
 */
import { base64ByteLength } from './base64.ts';
import { numberSignificantDigits } from './number.ts';
import type { AttributeMap, AttributeValue } from './types.ts';
import { utf8Length } from './utf8.ts';

export const MAX_ITEM_BYTES = 400 * 1024;

/** The documented approximation: one byte per two significant digits, plus one. */
export function numberSize(canonical: string): number {
  return Math.ceil(numberSignificantDigits(canonical) / 2) + 1;
}

export function valueSize(value: AttributeValue): number {
  if ('S' in value) return utf8Length(value.S);
  if ('N' in value) return numberSize(value.N);
  if ('B' in value) return base64ByteLength(value.B);
  if ('BOOL' in value || 'NULL' in value) return 1;
  if ('M' in value) {
    let size = 3;
    for (const name of Object.keys(value.M)) size += 1 + utf8Length(name) + valueSize(value.M[name]);
    return size;
  }
  if ('L' in value) {
    let size = 3;
    for (const element of value.L) size += 1 + valueSize(element);
    return size;
  }
  let size = 0;
  if ('SS' in value) for (const s of value.SS) size += utf8Length(s);
  else if ('NS' in value) for (const n of value.NS) size += numberSize(n);
  else if ('BS' in value) for (const b of value.BS) size += base64ByteLength(b);
  return size;
}

export function itemSize(item: AttributeMap): number {
  let size = 0;
  for (const name of Object.keys(item)) size += utf8Length(name) + valueSize(item[name]);
  return size;
}
