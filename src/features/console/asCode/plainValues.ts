/**
 * A request's attribute values (every AttributeValue in Item, Key, ExpressionAttributeValues,
 * Parameters …, found by the input shape) turned into a language's plain values, as the SDKs'
 * high-level interfaces take them: the JavaScript document client and boto3's Table. Strings,
 * booleans, null, lists and maps map one to one; the language says how it writes numbers and sets.
 */
import type { CodeValue } from './codeValue.ts';

export interface PlainFlavor {
  /** A number attribute's text, as a value the SDK writes back as that very text. */
  number(text: string): CodeValue;
  /** A string, number or binary set. */
  set(items: CodeValue[]): CodeValue;
}

/** The value with its attribute values made plain (an attribute value DynamoDB would refuse stays as it is). */
export function plainValues(value: CodeValue, flavor: PlainFlavor): CodeValue {
  if (value.kind === 'object' && value.structure === 'AttributeValue')
    return plainAttribute(value, flavor) ?? value;
  if (value.kind === 'object')
    return { ...value, entries: value.entries.map(([name, member]) => [name, plainValues(member, flavor)]) };
  if (value.kind === 'list') return { ...value, items: value.items.map((item) => plainValues(item, flavor)) };
  return value;
}

function plainAttribute(
  value: Extract<CodeValue, { kind: 'object' }>,
  flavor: PlainFlavor,
): CodeValue | undefined {
  if (value.entries.length !== 1) return undefined;
  const [type, member] = value.entries[0];
  switch (type) {
    case 'S':
    case 'BOOL':
      return member;
    case 'NULL':
      return member.kind === 'boolean' && member.value ? { kind: 'null' } : undefined;
    case 'N':
      return member.kind === 'string' ? flavor.number(member.value) : undefined;
    case 'B':
      return member.kind === 'blob' ? member : undefined;
    case 'SS':
      return member.kind === 'list' ? flavor.set(member.items) : undefined;
    case 'NS':
      return member.kind === 'list' && member.items.every((item) => item.kind === 'string')
        ? flavor.set(member.items.map((item) => flavor.number(item.value)))
        : undefined;
    case 'BS':
      return member.kind === 'list' && member.items.every((item) => item.kind === 'blob')
        ? flavor.set(member.items)
        : undefined;
    case 'L':
      return member.kind === 'list'
        ? { kind: 'list', items: member.items.map((item) => plainValues(item, flavor)) }
        : undefined;
    case 'M':
      return member.kind === 'object'
        ? { kind: 'object', entries: member.entries.map(([name, item]) => [name, plainValues(item, flavor)]) }
        : undefined;
    default:
      return undefined;
  }
}

/** Code around a value: `new Set(` … `)`, `Decimal(` … `)`. */
export const wrapped = (before: string, value: CodeValue, after = ')'): CodeValue => ({
  kind: 'wrapped',
  before,
  value,
  after,
});
