/**
 * Whether a statement's Condition holds for a request context, by IAM's rules (IAM User Guide:
 * "IAM JSON policy elements: Condition operators", "Conditions with multiple context keys or values",
 * "Single-valued vs. multivalued context keys", "IAM policy elements: Variables and tags"):
 *
 * - Every operator block must hold, and in a block every key (AND); the values written for one key
 *   are alternatives (OR), and for a negated operator none may match (NOR).
 * - A key missing from the request context matches nothing: the condition is false, except for a
 *   negated operator (StringNotEquals, ArnNotLike, NotIpAddress …), which is then true. `…IfExists`
 *   is true when the key is missing; `Null` tests just that (`"true"`: missing).
 * - `ForAllValues:` holds when every value in the request matches — and also when the request has no
 *   value for the key (missing, or an empty set). `ForAnyValue:` holds when at least one value
 *   matches, so never for a missing key or an empty set.
 * - A policy value may hold variables, `${aws:PrincipalAccount}`, `${key, 'default'}`, `${*}` …; one
 *   whose key is missing and that has no default matches nothing. Only a policy of Version 2012-10-17
 *   has variables: in one of 2008-10-17 (or none) the same text is a literal string.
 *
 * Key names are matched without regard to case, as IAM does; values by the operator's rules.
 */
import { LITERAL_QUESTION, LITERAL_STAR, parseOperator, type ParsedOperator } from './conditionOperators.ts';

/** The request context: each key in lowercase, with its values (one for a single-valued key). */
export type RequestContext = ReadonlyMap<string, readonly string[]>;

const valueOf = (context: RequestContext, key: string): readonly string[] | undefined =>
  context.get(key.toLowerCase());

/** A condition as stored (policyDocument.ts canonicalCondition): operator → key → value or values. */
export function conditionHolds(condition: unknown, context: RequestContext, variables = true): boolean {
  if (condition === null || typeof condition !== 'object') return false;
  return Object.entries(condition as Record<string, unknown>).every(([name, block]) => {
    const operator = parseOperator(name);
    if (!operator || block === null || typeof block !== 'object') return false;
    return Object.entries(block as Record<string, unknown>).every(([key, written]) =>
      keyHolds(operator, valueOf(context, key), policyValues(written, context, variables)),
    );
  });
}

/** Whether every operator a condition names is one IAM defines (so the sandbox can evaluate it). */
export function conditionUnderstood(condition: unknown): boolean {
  return (
    condition !== null &&
    typeof condition === 'object' &&
    Object.keys(condition as object).every((name) => parseOperator(name) !== undefined)
  );
}

function keyHolds(
  operator: ParsedOperator,
  contextValues: readonly string[] | undefined,
  policyValues: readonly string[],
): boolean {
  const present = contextValues !== undefined && contextValues.length > 0;
  if (operator.base === 'Null') {
    // "true": the key must be missing; "false": it must be there.
    return policyValues.some((value) => value.toLowerCase() === (present ? 'false' : 'true'));
  }
  if (!present) {
    if (operator.ifExists) return true;
    if (operator.qualifier === 'ForAllValues') return true;
    if (operator.qualifier === 'ForAnyValue') return false;
    return operator.negated;
  }
  // One request value against the written ones: OR for a positive operator, NOR for a negated one.
  const holdsFor = (value: string) => {
    const matched = policyValues.some((written) => operator.test(value, written));
    return operator.negated ? !matched : matched;
  };
  if (operator.qualifier === 'ForAllValues') return contextValues.every(holdsFor);
  if (operator.qualifier === 'ForAnyValue') return contextValues.some(holdsFor);
  // A plain operator on a key with several values: a positive one holds if any value matches, a
  // negated one only if none does (the same NOR as above, over all the request's values).
  return operator.negated ? contextValues.every(holdsFor) : contextValues.some(holdsFor);
}

/** The values written for a key, as strings, with policy variables replaced. */
function policyValues(written: unknown, context: RequestContext, variables: boolean): readonly string[] {
  const list = Array.isArray(written) ? (written as unknown[]) : [written];
  const constant = constantValues(written, list);
  if (!variables) return constant?.values ?? list.flatMap(literal);
  if (constant && !constant.variables) return constant.values;
  return list.flatMap((value) => {
    if (typeof value !== 'string') return literal(value);
    const substituted = substitute(value, context);
    return substituted === undefined ? [] : [substituted];
  });
}

/** A value as written, without variables: booleans and numbers as their text; other kinds none. */
const literal = (value: unknown): string[] =>
  typeof value === 'string' || typeof value === 'boolean' || typeof value === 'number' ? [String(value)] : [];

/**
 * A list of values read once per policy, with whether any holds a variable: a request is tested
 * item by item (a batch's keys, and before its own validation as many as a malformed one sends), and
 * reading a 20 KB policy's values again for each made a 50,000-key BatchGetItem take 9 s to refuse.
 */
const constantCache = new WeakMap<object, { values: string[]; variables: boolean }>();
function constantValues(written: unknown, list: unknown[]) {
  if (!Array.isArray(written)) return undefined;
  let entry = constantCache.get(written);
  if (!entry) {
    const variables = list.some((value) => typeof value === 'string' && VARIABLE_START.test(value));
    entry = { values: list.flatMap(literal), variables };
    constantCache.set(written, entry);
  }
  return entry;
}

const VARIABLE_START = /\$\{/;
const VARIABLE = /\$\{([^}]*)\}/g;
const SPECIAL: Record<string, string> = { '*': LITERAL_STAR, '?': LITERAL_QUESTION, $: '$' };

/** `${key}` → the key's value; `${key, 'default'}` → the default if it is missing. */
function substitute(text: string, context: RequestContext): string | undefined {
  let missing = false;
  const result = text.replace(VARIABLE, (_whole, inner: string) => {
    if (SPECIAL[inner] !== undefined) return SPECIAL[inner];
    const [key, fallback] = inner.split(/,(.*)/s).map((part) => part?.trim());
    const values = valueOf(context, key);
    // Only a single-valued key may be a variable.
    if (values && values.length === 1) return values[0];
    const quoted = fallback !== undefined ? /^'(.*)'$/s.exec(fallback) : null;
    if (quoted) return quoted[1];
    missing = true;
    return '';
  });
  return missing ? undefined : result;
}
