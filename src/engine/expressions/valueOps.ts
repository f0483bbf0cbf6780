/**
 * Comparisons and functions on attribute values, with DynamoDB's semantics: values of different
 * types are never equal or ordered; S orders by UTF-8 bytes, N numerically, B by unsigned bytes.
 * Equality is values/equality.ts's (sets as sets, lists in order, maps by keys and values). Values
 * are canonical (see values/normalize.ts), so numbers and binaries are equal exactly when their
 * text is equal.
 */
import { base64ByteLength, decodeBase64 } from '../values/base64.ts';
import { compareNumbers } from '../values/number.ts';
import { valuesEqual } from '../values/equality.ts';
import type { AttributeMap, AttributeValue, AttributeType } from '../values/types.ts';
import { typeOf } from '../values/types.ts';
import { compareUtf8 } from '../values/utf8.ts';

/** Equality lives with the values; re-exported for the evaluator, which compares through this module. */
export { valuesEqual };

/** Elements of an SS, NS or BS value (canonical text). */
export function setElements(value: AttributeValue): string[] {
  return (value as { SS: string[] }).SS ?? (value as { NS: string[] }).NS ?? (value as { BS: string[] }).BS;
}

/** Order of two S, N or B values of the same type; undefined when they cannot be ordered. */
export function compareValues(a: AttributeValue, b: AttributeValue): number | undefined {
  const type = typeOf(a);
  if (type !== typeOf(b)) return undefined;
  if (type === 'S') return compareUtf8((a as { S: string }).S, (b as { S: string }).S);
  if (type === 'N') return compareNumbers((a as { N: string }).N, (b as { N: string }).N);
  if (type === 'B') {
    const x = bytesOf(a);
    const y = bytesOf(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  return undefined;
}

function bytesOf(value: AttributeValue): string {
  return decodeBase64((value as { B: string }).B) ?? '';
}

/** size(): characters of S (UTF-16 units, as DynamoDB counts), bytes of B, elements of sets, L, M. */
export function sizeOfValue(value: AttributeValue): number | undefined {
  switch (typeOf(value)) {
    case 'S':
      return (value as { S: string }).S.length;
    case 'B':
      return base64ByteLength((value as { B: string }).B);
    case 'SS':
    case 'NS':
    case 'BS':
      return setElements(value).length;
    case 'L':
      return (value as { L: AttributeValue[] }).L.length;
    case 'M':
      return Object.keys((value as { M: AttributeMap }).M).length;
    default:
      return undefined;
  }
}

/** begins_with: both S or both B, prefix by bytes. */
export function beginsWith(value: AttributeValue, prefix: AttributeValue): boolean {
  const type = typeOf(value);
  if (type !== typeOf(prefix)) return false;
  if (type === 'S') return (value as { S: string }).S.startsWith((prefix as { S: string }).S);
  if (type === 'B') return bytesOf(value).startsWith(bytesOf(prefix));
  return false;
}

/** contains: substring of S or B, element of a set of the matching scalar type, element of a list. */
export function containsValue(value: AttributeValue, operand: AttributeValue): boolean {
  const type = typeOf(value);
  const operandType = typeOf(operand);
  switch (type) {
    case 'S':
      return operandType === 'S' && (value as { S: string }).S.includes((operand as { S: string }).S);
    case 'B':
      return operandType === 'B' && bytesOf(value).includes(bytesOf(operand));
    case 'SS':
    case 'NS':
    case 'BS':
      // Canonical text: equal numbers and binaries have equal text.
      return (
        operandType === type[0] &&
        setElements(value).includes((operand as Record<string, string>)[operandType])
      );
    case 'L':
      return (value as { L: AttributeValue[] }).L.some((element) => valuesEqual(element, operand));
    default:
      return false;
  }
}

/** `{N:5}`, as DynamoDB quotes a value in messages. */
export function quoteValue(value: AttributeValue): string {
  const type = typeOf(value);
  const raw = (value as Record<string, unknown>)[type];
  return `{${type}:${Array.isArray(raw) ? `[${raw.join(', ')}]` : typeof raw === 'object' ? JSON.stringify(raw) : String(raw)}}`;
}

const LONG_TYPE_NAMES: Readonly<Record<AttributeType, string>> = {
  S: 'STRING',
  N: 'NUMBER',
  B: 'BINARY',
  BOOL: 'BOOLEAN',
  NULL: 'NULL',
  M: 'MAP',
  L: 'LIST',
  SS: 'STRING_SET',
  NS: 'NUMBER_SET',
  BS: 'BINARY_SET',
};

/** DynamoDB's long type name (`STRING`, `NUMBER_SET` …), used by ADD and DELETE messages. */
export function longTypeName(type: AttributeType): string {
  return LONG_TYPE_NAMES[type];
}
