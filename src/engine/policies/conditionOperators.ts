/**
 * IAM's condition operators (IAM User Guide, "IAM JSON policy elements: Condition operators"): how
 * one value from the request context compares with one value written in the policy. The families:
 * String… (Like with `*` and `?` wildcards), Numeric…, Date… (ISO 8601 or epoch seconds), Bool,
 * BinaryEquals (base64, compared as written), IpAddress / NotIpAddress (CIDR), Arn… (ArnLike compares
 * each of the six colon-separated parts with wildcards), and Null. Operator names are spelled exactly
 * as IAM spells them (unlike condition keys, they are case-sensitive); `…IfExists` and the
 * `ForAllValues:` / `ForAnyValue:` qualifiers are split off here and applied in conditionEvaluation.ts.
 */

export interface ParsedOperator {
  /** `ForAllValues` or `ForAnyValue`, for multivalued context keys. */
  qualifier?: 'ForAllValues' | 'ForAnyValue';
  ifExists: boolean;
  /** The base operator as IAM spells it, e.g. `StringNotLike`; `Null` for the Null check. */
  base: string;
  /** Whether it is a negated matching operator (StringNotEquals, ArnNotLike, NotIpAddress …). */
  negated: boolean;
  /** One context value against one policy value; for a negated operator, the positive test. */
  test: (contextValue: string, policyValue: string) => boolean;
}

type Test = ParsedOperator['test'];

/**
 * What the policy variables `${*}` and `${?}` stand for (conditionEvaluation.ts): a literal `*` or `?`,
 * which a wildcard match must not take as a wildcard. Characters of Unicode's private use area.
 */
export const LITERAL_STAR = '\uE000';
export const LITERAL_QUESTION = '\uE001';
const literal = (text: string) => text.replaceAll(LITERAL_STAR, '*').replaceAll(LITERAL_QUESTION, '?');

/** One pattern character against one value character: `?` any, a literal `*` / `?` itself. */
function sameCharacter(pattern: string, value: string, ignoreCase: boolean): boolean {
  if (pattern === '?') return true;
  if (pattern === LITERAL_STAR) return value === '*';
  if (pattern === LITERAL_QUESTION) return value === '?';
  return pattern === value || (ignoreCase && pattern.toLowerCase() === value.toLowerCase());
}

/**
 * IAM's wildcard match, `*` any run of characters and `?` any one. Matched by walking both strings,
 * going back only to the last `*` seen — at most pattern × value steps. (It was a regular expression of
 * `.*`s: a policy value such as `*a*a*a*a*a*a*a*a*b` then backtracked for minutes against a 60-character
 * partition key or table name, and the engine hung on every request the policy covers.)
 */
export function wildcardMatch(pattern: string, value: string, ignoreCase = false): boolean {
  let p = 0;
  let v = 0;
  let star = -1;
  let resume = 0;
  while (v < value.length) {
    if (p < pattern.length && pattern[p] === '*') {
      star = p++;
      resume = v;
    } else if (p < pattern.length && sameCharacter(pattern[p], value[v], ignoreCase)) {
      p++;
      v++;
    } else if (star >= 0) {
      p = star + 1;
      v = ++resume;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === '*') p++;
  return p === pattern.length;
}

const number = (text: string) => (/^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : NaN);

/** A date as IAM reads it: an ISO 8601 time, or epoch seconds. NaN if neither. */
function date(text: string): number {
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  return /^\d{4}-\d{2}-\d{2}/.test(text) ? Date.parse(text) : NaN;
}

function compare(parse: (text: string) => number, holds: (a: number, b: number) => boolean): Test {
  return (contextValue, policyValue) => {
    const a = parse(contextValue);
    const b = parse(policyValue);
    return !Number.isNaN(a) && !Number.isNaN(b) && holds(a, b);
  };
}

/** IPv4 CIDR match; an address without a prefix length is a /32. */
function inCidr(address: string, cidr: string): boolean {
  const toInt = (ip: string) => {
    const parts = ip.split('.').map(Number);
    if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255)) return NaN;
    return parts.reduce((sum, p) => sum * 256 + p, 0);
  };
  const [base, bits = '32'] = cidr.split('/');
  const a = toInt(address);
  const b = toInt(base);
  const length = Number(bits);
  if (Number.isNaN(a) || Number.isNaN(b) || !(length >= 0 && length <= 32)) return false;
  const size = 2 ** (32 - length);
  return Math.floor(a / size) === Math.floor(b / size);
}

/** ArnLike: the six colon-separated parts, each matched with wildcards (the last may hold colons). */
function arnLike(value: string, pattern: string): boolean {
  const split = (arn: string) => {
    const parts = arn.split(':');
    return parts.length < 6 ? undefined : [...parts.slice(0, 5), parts.slice(5).join(':')];
  };
  const v = split(value);
  const p = split(pattern);
  return !!v && !!p && p.every((part, i) => wildcardMatch(part, v[i]));
}

/** Each base operator by name, with its positive test; `not` marks the negated ones. */
const BASE: Record<string, { name: string; test: Test; not?: true }> = {};
function define(name: string, test: Test, negatedName?: string): void {
  BASE[name] = { name, test };
  if (negatedName) BASE[negatedName] = { name: negatedName, test, not: true };
}
define('StringEquals', (a, b) => a === b, 'StringNotEquals');
define('StringEqualsIgnoreCase', (a, b) => a.toLowerCase() === b.toLowerCase(), 'StringNotEqualsIgnoreCase');
define('StringLike', (a, b) => wildcardMatch(b, a), 'StringNotLike');
// The Numeric and Date families: one comparison each, Equals with its negation.
const ORDERINGS: [string, (a: number, b: number) => boolean, string?][] = [
  ['Equals', (a, b) => a === b, 'NotEquals'],
  ['LessThan', (a, b) => a < b],
  ['LessThanEquals', (a, b) => a <= b],
  ['GreaterThan', (a, b) => a > b],
  ['GreaterThanEquals', (a, b) => a >= b],
];
for (const [family, parse] of [
  ['Numeric', number],
  ['Date', date],
] as const) {
  for (const [suffix, test, negated] of ORDERINGS) {
    define(`${family}${suffix}`, compare(parse, test), negated && `${family}${negated}`);
  }
}
define('Bool', (a, b) => a.toLowerCase() === b.toLowerCase());
define('BinaryEquals', (a, b) => a === b);
define('IpAddress', (a, b) => inCidr(a, b), 'NotIpAddress');
define('ArnEquals', (a, b) => a === b, 'ArnNotEquals');
define('ArnLike', arnLike, 'ArnNotLike');
// Null tests whether the key is in the request context; its test is applied in conditionEvaluation.ts.
define('Null', () => false);

/**
 * Reads an operator name such as `ForAnyValue:StringNotLikeIfExists`; undefined for a name IAM does
 * not define (PutResourcePolicy keeps such a statement, and the sandbox never enforces it).
 */
export function parseOperator(name: string): ParsedOperator | undefined {
  let rest = name;
  let qualifier: ParsedOperator['qualifier'];
  const colon = rest.indexOf(':');
  if (colon >= 0) {
    const prefix = rest.slice(0, colon);
    if (prefix !== 'ForAllValues' && prefix !== 'ForAnyValue') return undefined;
    qualifier = prefix;
    rest = rest.slice(colon + 1);
  }
  let ifExists = false;
  if (rest.endsWith('IfExists')) {
    ifExists = true;
    rest = rest.slice(0, -'IfExists'.length);
  }
  const base = Object.hasOwn(BASE, rest) ? BASE[rest] : undefined;
  // Null takes no IfExists: it is itself the test for existence.
  if (!base || (base.name === 'Null' && ifExists)) return undefined;
  // Only the Like operators read wildcards: the others compare `${*}` as the `*` it stands for.
  const wildcards = /Like$/.test(base.name);
  const test: Test = wildcards ? base.test : (a, b) => base.test(a, literal(b));
  return { qualifier, ifExists, base: base.name, negated: base.not === true, test };
}
