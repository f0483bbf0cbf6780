/**
 * Matching a record against checked filter patterns (eventFilterPatterns.ts), by the rules Lambda
 * event filtering shares with EventBridge (invocation-eventfiltering.html, eb-event-patterns.html,
 * eb-event-patterns-content-based-filtering.html):
 * - a record is kept when it matches any one filter;
 * - every field a pattern names must match (AND); a field's array of rules matches when one does
 *   (OR); `$or` holds patterns of which one must match; fields the pattern leaves out are ignored;
 * - a nested pattern follows the record's nesting (dynamodb.NewImage.status.S, …);
 * - where the record holds an array of values (a string set's SS), one matching value is enough;
 * - strings match character by character; `exists` looks only at leaves: a field holding an
 *   object (a DynamoDB typed value such as {"S": "…"}) does not "exist" as a value.
 */
import { isPlainObject, parseCidr, parseIp, type FilterPattern } from './eventFilterPatterns.ts';

/** Whether the record matches one of the patterns; no patterns: every record is kept. */
export function matchesAnyFilter(patterns: readonly FilterPattern[], record: unknown): boolean {
  return patterns.length === 0 || patterns.some((pattern) => matchesPattern(pattern, record));
}

export function matchesPattern(pattern: FilterPattern, record: unknown): boolean {
  const object = isPlainObject(record) ? record : {};
  return Object.entries(pattern).every(([key, expected]) => {
    if (key === '$or') return (expected as FilterPattern[]).some((choice) => matchesPattern(choice, object));
    const field = Object.hasOwn(object, key) ? object[key] : undefined;
    if (Array.isArray(expected)) return matchesRules(expected, leafValues(field));
    // A nested pattern: the record's object (or one of a list of objects) must match it. A field
    // that is missing or not an object holds no leaves: only `exists: false` rules can match there.
    const candidates = Array.isArray(field) ? field : [field];
    return candidates.some((candidate) => matchesPattern(expected as FilterPattern, candidate));
  });
}

/** The values a field holds for leaf rules: itself, or the elements of its array; objects hold none. */
function leafValues(field: unknown): unknown[] {
  const items = Array.isArray(field) ? field : field === undefined ? [] : [field];
  return items.filter((item) => !isPlainObject(item) && !Array.isArray(item));
}

function matchesRules(rules: readonly unknown[], values: readonly unknown[]): boolean {
  return rules.some((rule) => {
    if (isPlainObject(rule) && 'exists' in rule) return rule.exists === values.length > 0;
    return values.some((value) => matchesRule(rule, value));
  });
}

/** One rule (a value to equal, or an operator object) against one leaf value. */
function matchesRule(rule: unknown, value: unknown): boolean {
  if (!isPlainObject(rule)) return rule === value;
  const [operator, operand] = Object.entries(rule)[0];
  switch (operator) {
    case 'prefix':
      return affix(operand, value, (text, part) => text.startsWith(part));
    case 'suffix':
      return affix(operand, value, (text, part) => text.endsWith(part));
    case 'equals-ignore-case':
      return typeof value === 'string' && value.toLowerCase() === (operand as string).toLowerCase();
    case 'anything-but':
      return anythingBut(operand, value);
    case 'numeric':
      return numeric(operand as unknown[], value);
    case 'cidr':
      return inCidr(operand as string, value);
    default:
      return false;
  }
}

/** prefix / suffix, given as a string or as { "equals-ignore-case": "…" }. */
function affix(operand: unknown, value: unknown, test: (text: string, part: string) => boolean): boolean {
  if (typeof value !== 'string') return false;
  if (typeof operand === 'string') return test(value, operand);
  const part = (operand as Record<string, string>)['equals-ignore-case'];
  return test(value.toLowerCase(), part.toLowerCase());
}

/** Anything but the given value(s), or anything not starting / ending with, or not equal ignoring case. */
function anythingBut(operand: unknown, value: unknown): boolean {
  if (Array.isArray(operand)) return !operand.includes(value);
  if (!isPlainObject(operand)) return value !== operand;
  if (typeof value !== 'string') return false;
  if (typeof operand.prefix === 'string') return !value.startsWith(operand.prefix);
  if (typeof operand.suffix === 'string') return !value.endsWith(operand.suffix);
  const excluded = operand['equals-ignore-case'];
  const list = (Array.isArray(excluded) ? excluded : [excluded]) as string[];
  return !list.some((text) => text.toLowerCase() === value.toLowerCase());
}

/**
 * Numeric comparisons, on JSON numbers only, as EventBridge's rule syntax defines them. A DynamoDB
 * number in a record is a string ({"N": "42"}), so a numeric rule never matches an attribute: in a
 * record only the likes of SizeBytes are JSON numbers. (Users meet this on AWS: a filter of
 * `{"N": [{"numeric": [">", 50000]}]}` lets nothing through — aws/serverless-application-model#3123.)
 */
function numeric(operand: readonly unknown[], value: unknown): boolean {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  const number = value;
  for (let index = 0; index < operand.length; index += 2) {
    const bound = operand[index + 1] as number;
    const holds = {
      '=': number === bound,
      '<': number < bound,
      '<=': number <= bound,
      '>': number > bound,
      '>=': number >= bound,
    }[operand[index] as string];
    if (!holds) return false;
  }
  return true;
}

/** Whether an IP address (a string) is in the range: same version, same leading bits. */
function inCidr(range: string, value: unknown): boolean {
  const cidr = parseCidr(range);
  const ip = typeof value === 'string' ? parseIp(value) : undefined;
  if (!cidr || !ip || ip.version !== cidr.version) return false;
  const width = BigInt(cidr.version === 4 ? 32 : 128);
  const shift = width - BigInt(cidr.bits);
  return ip.address >> shift === cidr.address >> shift;
}
