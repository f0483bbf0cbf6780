/**
 * Reading key values out of a WHERE clause. A write (UPDATE, DELETE, EXISTS) and a read inside a
 * batch or transaction must name one item: an equality on every key attribute among the clause's
 * AND-ed terms. Those equalities become the request's Key; whatever else the clause says stays a
 * condition on the item. An equality sits inside an OR or a NOT does not count. A read (not a write)
 * also takes a one-value IN as an equality: DynamoDB returns the item for `pk IN ['a'] AND sk IN ['1']`
 * in ExecuteTransaction and BatchExecuteStatement (eu-west-2, September 2026; hectorvent/floci
 * DynamoDbPartiQLEdgeCaseIntegrationTest), but refuses `pk IN ['a'] AND sk = '1'` in an UPDATE.
 */
import type { AttributeMap } from '../values/types.ts';
import { newAttributeMap, setAttribute } from '../values/types.ts';
import { valuesEqual } from '../values/equality.ts';
import type { Expr } from './ast.ts';
import { type Binder, isValueExpr } from './bind.ts';
import { statementError } from './errors.ts';
import { INCOMPLETE_KEY } from './statementParser.ts';

export interface ItemKey {
  key: AttributeMap;
  /** The rest of the clause, AND-ed as written; undefined when the key was all it said. */
  rest?: Expr;
}

/** The key equality a term states, if it is one: `k = value` or `value = k` for a key name `k`. */
export function keyEquality(
  term: Expr,
  keyNames: readonly string[],
): { name: string; value: Expr } | undefined {
  if (term.kind !== 'compare' || term.op !== '=') return undefined;
  for (const [path, value] of [
    [term.left, term.right],
    [term.right, term.left],
  ]) {
    if (
      path.kind === 'path' &&
      path.steps.length === 0 &&
      keyNames.includes(path.name) &&
      isValueExpr(value)
    ) {
      return { name: path.name, value };
    }
  }
  return undefined;
}

/** The terms of a clause joined by AND at its top level (an OR or NOT is one term). */
export function conjuncts(where: Expr): Expr[] {
  const terms: Expr[] = [];
  const pending: Expr[] = [where];
  while (pending.length > 0) {
    const term = pending.pop()!;
    if (term.kind === 'and') pending.push(term.right, term.left);
    else terms.push(term);
  }
  return terms;
}

/** `k IN [value]`: one value for a key name `k`, which a read takes as `k = value`. */
function oneValueIn(term: Expr, keyNames: readonly string[]): { name: string; value: Expr } | undefined {
  if (term.kind !== 'in' || term.negated || term.list.length !== 1) return undefined;
  const [value] = term.list;
  const path = term.operand;
  if (path.kind !== 'path' || path.steps.length > 0 || !keyNames.includes(path.name) || !isValueExpr(value))
    return undefined;
  return { name: path.name, value };
}

/** How a statement names its item: as a write does (the default), a single-item read, or an EXISTS. */
export interface NamingRules {
  /** A one-value IN on a key is its equality. */
  read?: boolean;
  /** A second, different value of a key is a condition on the item the first names. */
  secondValueIsCondition?: boolean;
}

/**
 * The item a write (or with `read`, a single-item read) names; INCOMPLETE_KEY when a key attribute
 * has no equality. With `secondValueIsCondition` (EXISTS), the first value of a key names the item
 * and a different one stays a condition on it: DynamoDB cancels such an EXISTS with
 * ConditionalCheckFailed (eu-west-2, September 2026; hectorvent/floci
 * DynamoDbPartiQLEdgeCaseIntegrationTest).
 */
export function itemKey(
  where: Expr,
  keyNames: readonly string[],
  binder: Binder,
  { read = false, secondValueIsCondition = false }: NamingRules = {},
): ItemKey {
  const key = newAttributeMap();
  const rest: Expr[] = [];
  for (const term of conjuncts(where)) {
    const equality = keyEquality(term, keyNames) ?? (read ? oneValueIn(term, keyNames) : undefined);
    if (!equality) {
      rest.push(term);
      continue;
    }
    const value = binder.value(equality.value);
    const earlier = Object.hasOwn(key, equality.name) ? key[equality.name] : undefined;
    if (earlier && !valuesEqual(earlier, value) && secondValueIsCondition) {
      rest.push(term);
      continue;
    }
    if (earlier && !valuesEqual(earlier, value)) {
      // Two values for one key name no item: a read is refused as not naming the key (captured as
      // for the one-value IN above), a write with a message of its own.
      if (read) throw statementError(INCOMPLETE_KEY, where.span);
      throw statementError(
        `Multiple conditions on same key ${equality.name}. Only single item Update/Insert/Delete are supported`,
        term.span,
      );
    }
    setAttribute(key, equality.name, value);
  }
  if (keyNames.some((name) => !Object.hasOwn(key, name))) throw statementError(INCOMPLETE_KEY, where.span);
  return { key, rest: joinAnd(rest) };
}

/** Terms AND-ed back together (undefined for none). */
export function joinAnd(terms: Expr[]): Expr | undefined {
  if (terms.length === 0) return undefined;
  return terms.reduce((left, right) => ({
    kind: 'and',
    left,
    right,
    span: { start: left.span.start, end: right.span.end },
  }));
}
