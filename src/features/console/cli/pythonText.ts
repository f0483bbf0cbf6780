/**
 * How Python prints a parsed JSON value, for the AWS CLI's messages and tables: str() and repr(),
 * and the type names its validation errors quote. JSON numbers with a fraction are floats, others ints.
 */

import { PythonFloat, type Json } from './jsonValue.ts';

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
  if (value instanceof PythonFloat) return pythonFloat(value.valueOf());
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
 * How Python prints a number parsed from JSON: an int as its digits, a float (a number with a
 * fraction) as repr() does.
 */
export function pythonNumber(value: number): string {
  if (!Number.isInteger(value)) return pythonFloat(value);
  return Math.abs(value) < 1e21 ? String(value) : String(value).replace(/e([+-])(\d)$/, 'e$10$2');
}

/**
 * Python's repr() of a float, which json.dumps, str() and the CLI's YAML all print: the shortest
 * digits that read back as the same number (as JavaScript finds them), always with a fraction or an
 * exponent — positional while the decimal point falls within 16 digits of the first digit (1.0,
 * 0.5, 1000000000000000.0, 0.0001), otherwise with an exponent of at least two digits (1e+16, 1e-05,
 * 2.5e-07).
 */
export function pythonFloat(value: number): string {
  if (Number.isNaN(value)) return 'nan';
  if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
  if (value === 0) return Object.is(value, -0) ? '-0.0' : '0.0';
  const sign = value < 0 ? '-' : '';
  const [mantissa, exponentText] = Math.abs(value).toExponential().split('e');
  const digits = mantissa.replace('.', '');
  // The point falls after `point` digits (0.001 has point -2); CPython's repr uses it when -4 < point <= 16.
  const point = Number(exponentText) + 1;
  if (point > -4 && point <= 16) {
    if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
    if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}.0`;
    return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
  }
  const exponent = point - 1;
  const fraction = digits.length > 1 ? `.${digits.slice(1)}` : '';
  const exponentSign = exponent < 0 ? '-' : '+';
  return `${sign}${digits[0]}${fraction}e${exponentSign}${String(Math.abs(exponent)).padStart(2, '0')}`;
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
