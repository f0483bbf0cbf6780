/**
 * Equality of attribute values as DynamoDB defines it: same type and same value, sets compared as
 * sets (order does not matter), lists element by element, maps by keys. Values are canonical
 * (normalize.ts), so numbers and binaries compare by their text.
 */
import type { AttributeMap, AttributeValue } from './types.ts';

const hasOwn = Object.prototype.hasOwnProperty;

export function valuesEqual(a: AttributeValue, b: AttributeValue): boolean {
  if (a === b) return true;
  if ('S' in a) return 'S' in b && a.S === b.S;
  if ('N' in a) return 'N' in b && a.N === b.N;
  if ('B' in a) return 'B' in b && a.B === b.B;
  if ('BOOL' in a) return 'BOOL' in b && a.BOOL === b.BOOL;
  if ('NULL' in a) return 'NULL' in b;
  if ('SS' in a) return 'SS' in b && sameSet(a.SS, b.SS);
  if ('NS' in a) return 'NS' in b && sameSet(a.NS, b.NS);
  if ('BS' in a) return 'BS' in b && sameSet(a.BS, b.BS);
  if ('L' in a) {
    if (!('L' in b) || a.L.length !== b.L.length) return false;
    for (let i = 0; i < a.L.length; i++) if (!valuesEqual(a.L[i], b.L[i])) return false;
    return true;
  }
  return 'M' in b && mapsEqual((a as { M: AttributeMap }).M, b.M);
}

export function mapsEqual(a: AttributeMap, b: AttributeMap): boolean {
  const names = Object.keys(a);
  if (names.length !== Object.keys(b).length) return false;
  for (const name of names) {
    if (!hasOwn.call(b, name) || !valuesEqual(a[name], b[name])) return false;
  }
  return true;
}

function sameSet(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  if (a.length < 8) return a.every((element) => b.includes(element));
  const members = new Set(b);
  return a.every((element) => members.has(element));
}
