/**
 * How Python prints a parsed JSON value, for the AWS CLI's messages and tables: str() and repr(),
 * and the type names its validation errors quote. JSON numbers with a fraction are floats, others ints.
 */

import type { Json } from './jsonValue.ts';

/**
 * Objects the CLI read from JSON text. It parses JSON into OrderedDicts (shorthand gives plain
 * dicts), and an OrderedDict prints as `OrderedDict([('k', 1)])` in its messages.
 */
const orderedDicts = new WeakSet<object>();

/** Marks every object in a value parsed from a JSON option as one of the CLI's OrderedDicts. */
export function markParsedJson(value: unknown): void {
  if (value === null || typeof value !== 'object') return;
  if (!Array.isArray(value)) orderedDicts.add(value);
  for (const member of Object.values(value)) markParsedJson(member);
}

/** Python's int() of a string: digits with an optional sign, underscores between them, spaces around. */
export function pythonInt(text: string): number | undefined {
  if (!/^\s*[-+]?\d+(?:_\d+)*\s*$/.test(text)) return undefined;
  return Number(text.replace(/_/g, ''));
}

/** Python's message for int() of something that is not an integer. */
export const invalidIntMessage = (text: string) =>
  `invalid literal for int() with base 10: ${pythonRepr(text)}`;

/** Python's str(): the text itself for a string, repr() for anything else. */
export function pythonStr(value: unknown): string {
  if (typeof value === 'string') return value;
  return pythonRepr(value as Json);
}

export function pythonRepr(value: Json): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return pythonNumber(value);
  if (typeof value === 'string') return pythonStringRepr(value);
  if (Array.isArray(value)) return `[${value.map(pythonRepr).join(', ')}]`;
  if (orderedDicts.has(value)) {
    const pairs = Object.entries(value).map(
      ([name, member]) => `(${pythonStringRepr(name)}, ${pythonRepr(member)})`,
    );
    return pairs.length === 0 ? 'OrderedDict()' : `OrderedDict([${pairs.join(', ')}])`;
  }
  return `{${Object.entries(value)
    .map(([name, member]) => `${pythonStringRepr(name)}: ${pythonRepr(member)}`)
    .join(', ')}}`;
}

/** repr() of a str: single quotes unless the text has a single quote and no double quote. */
function pythonStringRepr(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  const escaped = text
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t')
    .replace(quote === "'" ? /'/g : /"/g, `\\${quote}`);
  return quote + escaped + quote;
}

/** The type Python gives a parsed JSON value, as `type(value)` prints it. */
export function pythonTypeName(value: unknown): string {
  if (value === null || value === undefined) return "<class 'NoneType'>";
  if (typeof value === 'boolean') return "<class 'bool'>";
  if (typeof value === 'number') return Number.isInteger(value) ? "<class 'int'>" : "<class 'float'>";
  if (typeof value === 'string') return "<class 'str'>";
  if (Array.isArray(value)) return "<class 'list'>";
  return orderedDicts.has(value) ? "<class 'collections.OrderedDict'>" : "<class 'dict'>";
}

/**
 * How Python prints a number parsed from JSON: an int as its digits, a float as repr() does —
 * the shortest round-trip form, as in JavaScript, but with exponents of at least two digits
 * (1e-07, 1e+21).
 */
export function pythonNumber(value: number): string {
  if (Number.isInteger(value) && Math.abs(value) < 1e21) return String(value);
  return String(value).replace(/e([+-])(\d)$/, 'e$10$2');
}

/** Python's order of strings: by code point (JavaScript's `<` compares UTF-16 units). */
export function byCodePoint(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const difference = x[i].codePointAt(0)! - y[i].codePointAt(0)!;
    if (difference !== 0) return difference;
  }
  return x.length - y.length;
}
