/**
 * An event source mapping's FilterCriteria, checked the way Lambda checks it when a mapping is
 * created (invocation-eventfiltering.html, API_FilterCriteria.html, API_Filter.html):
 * - `{ Filters: [{ Pattern }] }`, each Pattern a string of JSON, at most 4,096 characters
 *   (Filter.Pattern's length constraint), at most 5 filters (Lambda's default quota);
 * - a pattern is a JSON object whose leaves are arrays of values or comparison operators: the rule
 *   syntax Lambda shares with EventBridge (eb-event-patterns.html, eb-create-pattern-operators.html).
 * A pattern that is not valid JSON or breaks the rule syntax is refused as Lambda refuses it:
 * InvalidParameterValueException, "Invalid filter pattern definition.".
 * Pure functions: the engine's consumers and the app's trigger definitions both use them.
 */

/** Lambda's FilterCriteria as CreateEventSourceMapping takes it. */
export interface FilterCriteria {
  Filters?: { Pattern?: string }[];
}

/** A checked pattern: a JSON object following the rule syntax (see isPattern). */
export type FilterPattern = Record<string, unknown>;

/** Lambda's default quota of filters per event source mapping (a quota increase allows 10). */
export const MAX_FILTERS = 5;
/** Filter.Pattern's length constraint (API_Filter.html). */
export const MAX_PATTERN_LENGTH = 4096;
/**
 * EventBridge's numeric matching works on values from -5.0e9 to +5.0e9 (its current content
 * filtering page; older versions said 1.0e9).
 */
const NUMERIC_LIMIT = 5e9;

/** Lambda's answer to a pattern that is not valid JSON or breaks the rule syntax. */
export const INVALID_PATTERN = 'Invalid filter pattern definition.';

/** A refusal, with the error type Lambda answers with. */
export class FilterCriteriaError extends Error {
  readonly type: 'InvalidParameterValueException';

  constructor(message: string) {
    super(message);
    this.type = 'InvalidParameterValueException';
    this.name = this.type;
  }
}

/**
 * The patterns of `criteria` (undefined or no filters: none, so every record is kept), or a
 * FilterCriteriaError. The messages for the number of filters and a pattern's length are the
 * sandbox's: Lambda's documentation names the limits but not its wording.
 */
export function parseFilterCriteria(criteria: unknown): FilterPattern[] {
  if (criteria === undefined || criteria === null) return [];
  if (typeof criteria !== 'object' || Array.isArray(criteria)) {
    throw new FilterCriteriaError('FilterCriteria must be an object: { Filters: [{ Pattern: "…" }] }');
  }
  const filters = (criteria as FilterCriteria).Filters;
  if (filters === undefined || filters === null) return [];
  if (!Array.isArray(filters)) {
    throw new FilterCriteriaError('FilterCriteria.Filters must be a list of { Pattern } filters');
  }
  if (filters.length > MAX_FILTERS) {
    throw new FilterCriteriaError(
      `FilterCriteria holds ${filters.length} filters; an event source mapping takes at most ${MAX_FILTERS}`,
    );
  }
  return filters.map((filter: unknown) => {
    const pattern = (filter as { Pattern?: unknown } | null)?.Pattern;
    if (typeof pattern === 'string' && pattern.length > MAX_PATTERN_LENGTH) {
      throw new FilterCriteriaError(
        `A filter pattern is ${pattern.length} characters; Lambda takes at most ${MAX_PATTERN_LENGTH}`,
      );
    }
    return parsePattern(pattern);
  });
}

/** One pattern string, parsed and checked. */
export function parsePattern(text: unknown): FilterPattern {
  if (typeof text !== 'string') throw new FilterCriteriaError(INVALID_PATTERN);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new FilterCriteriaError(INVALID_PATTERN);
  }
  if (!isPattern(parsed)) throw new FilterCriteriaError(INVALID_PATTERN);
  return parsed;
}

/** Copies criteria as plain data (a caller's object may change after it was given). */
export function copyFilterCriteria(criteria: FilterCriteria | undefined): Required<FilterCriteria> {
  return { Filters: (criteria?.Filters ?? []).map((filter) => ({ Pattern: filter.Pattern ?? '' })) };
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * An object whose fields are nested patterns or arrays of rules (fields AND, an array's rules OR),
 * plus `$or`: a list of patterns of which one must match. A bare value at a leaf is refused:
 * values to match are always in an array.
 */
function isPattern(value: unknown): value is FilterPattern {
  // EventBridge: "Empty objects are not allowed" (an empty one would match every record).
  if (!isPlainObject(value) || Object.keys(value).length === 0) return false;
  return Object.entries(value).every(([key, field]) => {
    if (key === '$or') return Array.isArray(field) && field.length >= 2 && field.every(isPattern);
    if (Array.isArray(field)) return field.length > 0 && field.every(isRule);
    return isPattern(field);
  });
}

/** A value to equal (string, number, true/false, null), or an object naming one operator. */
function isRule(rule: unknown): boolean {
  if (rule === null || ['string', 'number', 'boolean'].includes(typeof rule)) return true;
  if (!isPlainObject(rule)) return false;
  const keys = Object.keys(rule);
  if (keys.length !== 1) return false;
  const operand = rule[keys[0]];
  switch (keys[0]) {
    case 'prefix':
    case 'suffix':
      return typeof operand === 'string' || isIgnoreCase(operand);
    case 'equals-ignore-case':
      return typeof operand === 'string';
    case 'anything-but':
      return isAnythingBut(operand);
    case 'numeric':
      return isNumeric(operand);
    case 'exists':
      return typeof operand === 'boolean';
    case 'cidr':
      return typeof operand === 'string' && parseCidr(operand) !== undefined;
    default:
      return false;
  }
}

/** `{ "equals-ignore-case": "…" }`, as prefix and suffix take it. */
function isIgnoreCase(operand: unknown): boolean {
  return (
    isPlainObject(operand) && isSingle(operand, 'equals-ignore-case', (text) => typeof text === 'string')
  );
}

function isSingle(object: Record<string, unknown>, key: string, check: (value: unknown) => boolean): boolean {
  const keys = Object.keys(object);
  return keys.length === 1 && keys[0] === key && check(object[key]);
}

/** A string or number, a list of only strings or only numbers, or a prefix/suffix/ignore-case form. */
function isAnythingBut(operand: unknown): boolean {
  if (typeof operand === 'string' || typeof operand === 'number') return true;
  if (Array.isArray(operand)) {
    return (
      operand.length > 0 &&
      (operand.every((item) => typeof item === 'string') || operand.every((item) => typeof item === 'number'))
    );
  }
  if (!isPlainObject(operand)) return false;
  const text = (value: unknown) => typeof value === 'string';
  return (
    isSingle(operand, 'prefix', text) ||
    isSingle(operand, 'suffix', text) ||
    isSingle(
      operand,
      'equals-ignore-case',
      (value) => text(value) || (Array.isArray(value) && value.length > 0 && value.every(text)),
    )
  );
}

const LOWER = ['>', '>='];
const UPPER = ['<', '<='];

/** `["=", n]`, one bound (`[">", n]`, `["<=", n]` …), or a lower then an upper bound. */
function isNumeric(operand: unknown): boolean {
  if (!Array.isArray(operand) || (operand.length !== 2 && operand.length !== 4)) return false;
  const numbers = operand.filter((_, index) => index % 2 === 1);
  if (!numbers.every((n) => typeof n === 'number' && Math.abs(n) <= NUMERIC_LIMIT)) return false;
  const [first, , second] = operand as unknown[];
  if (operand.length === 2)
    return first === '=' || LOWER.includes(first as string) || UPPER.includes(first as string);
  return LOWER.includes(first as string) && UPPER.includes(second as string) && numbers[0] < numbers[1];
}

/** An IPv4 or IPv6 range `address/bits`, as bits: the address and how many leading bits count. */
export interface CidrRange {
  version: 4 | 6;
  address: bigint;
  bits: number;
}

export function parseCidr(text: string): CidrRange | undefined {
  const [address, bits, extra] = text.split('/');
  if (extra !== undefined || bits === undefined || !/^\d{1,3}$/.test(bits)) return undefined;
  const parsed = parseIp(address);
  const size = Number(bits);
  if (!parsed || size > (parsed.version === 4 ? 32 : 128)) return undefined;
  return { ...parsed, bits: size };
}

/** An IPv4 (a.b.c.d) or IPv6 (with :: shortening) address as a number. */
export function parseIp(text: string): { version: 4 | 6; address: bigint } | undefined {
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(text)) {
    const parts = text.split('.').map(Number);
    if (parts.some((part) => part > 255)) return undefined;
    return { version: 4, address: parts.reduce((sum, part) => sum * 256n + BigInt(part), 0n) };
  }
  const halves = text.split('::');
  if (halves.length > 2 || !/^[0-9a-fA-F:]+$/.test(text)) return undefined;
  const groups = halves.map((half) => (half === '' ? [] : half.split(':')));
  const given = groups.flat();
  if (given.some((group) => !/^[0-9a-fA-F]{1,4}$/.test(group))) return undefined;
  if (halves.length === 1 ? given.length !== 8 : given.length > 7) return undefined;
  const zeros = Array<string>(8 - given.length).fill('0');
  const all = halves.length === 1 ? given : [...groups[0], ...zeros, ...groups[1]];
  return { version: 6, address: all.reduce((sum, group) => sum * 65536n + BigInt(parseInt(group, 16)), 0n) };
}
