/**
 * Readable partition keys for metrics (top keys, split events). Keys are stored order-encoded
 * (primaryKey.ts, number.ts, tupleKey.ts); metrics keep the encoded form, which is cheap to count,
 * and turn it back into the value a learner wrote only when a snapshot is built.
 */
import type { KeyAttribute } from '../storage/primaryKey.ts';
import { encodeBase64 } from '../values/base64.ts';
import { numberOfOrderKey } from '../values/number.ts';
import { textOfUtf8OrderKey } from '../values/utf8.ts';

/** The attribute values of an encoded partition key, as text: `USER#1`, `42`, or `a | b` for tuples. */
export function displayKey(encoded: string, attributes: readonly KeyAttribute[]): string {
  if (attributes.length === 1) return displayComponent(encoded, attributes[0].type);
  return displayTuple(encoded, attributes);
}

/**
 * An encoded sort key as text, for a partition boundary inside an item collection: the table's sort
 * key value, or for an index entry its tuple (index sort keys…, table key…) as `a | b | c`.
 */
export function displaySortKey(
  encoded: string,
  attributes: readonly KeyAttribute[],
  isIndex: boolean,
): string {
  if (!isIndex) return displayComponent(encoded, attributes[0]?.type ?? 'S');
  return displayTuple(encoded, attributes);
}

function displayTuple(encoded: string, attributes: readonly KeyAttribute[]): string {
  return splitTuple(encoded)
    .map((component, i) => displayComponent(component, attributes[i]?.type ?? 'S'))
    .join(' | ');
}

function displayComponent(encoded: string, type: KeyAttribute['type']): string {
  if (type === 'S') return textOfUtf8OrderKey(encoded);
  if (type === 'N') return decodeNumber(encoded);
  return encodeBase64(encoded);
}

/** The number behind numberOrderKey's encoding, written out in full. */
function decodeNumber(encoded: string): string {
  if (encoded === '1') return '0';
  const { negative, digits, exponent } = numberOfOrderKey(encoded);
  let text: string;
  if (exponent <= 0) text = `0.${'0'.repeat(-exponent)}${digits}`;
  else if (exponent >= digits.length) text = digits + '0'.repeat(exponent - digits.length);
  else text = `${digits.slice(0, exponent)}.${digits.slice(exponent)}`;
  return negative ? `-${text}` : text;
}

/** The components of a tuple encoding (tupleKey.ts): escaped, each ended by \0\0. */
function splitTuple(encoded: string): string[] {
  const components: string[] = [];
  let current = '';
  for (let i = 0; i < encoded.length; i++) {
    const char = encoded[i];
    if (char === '\u0000' && encoded[i + 1] === '\u0000') {
      components.push(current);
      current = '';
      i++;
    } else if (char === '\u0000' && encoded[i + 1] === '\u0001') {
      current += '\u0000';
      i++;
    } else current += char;
  }
  return components;
}
