/**
 * A SELECT read by key (every branch pins the partition key, selectPlan.ts) is refused when a key
 * condition's value is of another scalar type than the key, before any read, with PartiQL's own
 * message rather than Query's "Condition parameter type does not match schema type". DynamoDB in
 * eu-west-2, September 2026 (hectorvent/floci DynamoDbPartiQLEdgeCaseIntegrationTest,
 * refusesOverlappingKeyConditionsAndMismatchedKeyTypes): `pk = 1 OR pk = 'ranges'` is refused for
 * Key pk, `pk = 'ranges' AND sk IN ['1', 2]` for Key sk — a sort-key IN is read value by value —
 * while `pk > 1`, which is no key condition, scans and answers 200. A recorded `pk = ?` with a
 * number parameter got the same message (a Go database/sql driver's replay tests, "a number for a
 * key of a string"). Not covered by a capture, so left to the Query as before: begins_with on the
 * sort key, and values that are no key type at all (BOOL, NULL, collections).
 */
import { validation } from '../errors.ts';
import { typeOf, type ScalarKeyType } from '../values/types.ts';
import type { Expr } from './ast.ts';
import { type Binder, isValueExpr } from './bind.ts';
import { keyEquality } from './keyConditions.ts';

export interface KeyTypes {
  partition: string;
  sort?: string;
  /** The key types; a key without one is not checked. */
  partitionType?: ScalarKeyType;
  sortType?: ScalarKeyType;
}

const KEY_TYPES: ReadonlySet<string> = new Set(['S', 'N', 'B']);

const keyTypeMismatch = (name: string) =>
  `Key attribute's data type should match its data type in table's schema: Key ${name}`;

/** Refuses the first key condition, in the order written, whose value's type is not its key's. */
export function checkKeyTypes(terms: readonly Expr[], keys: KeyTypes, binder: Binder): void {
  for (const term of terms) {
    const equality = keyEquality(term, [keys.partition]);
    if (equality) check(keys.partition, keys.partitionType, [equality.value], binder);
    if (keys.sort !== undefined) check(keys.sort, keys.sortType, sortKeyValues(term, keys.sort), binder);
  }
}

function check(name: string, type: ScalarKeyType | undefined, values: Expr[], binder: Binder): void {
  if (type === undefined) return;
  for (const expr of values) {
    const valueType = typeOf(binder.value(expr));
    if (KEY_TYPES.has(valueType) && valueType !== type) throw validation(keyTypeMismatch(name));
  }
}

/** The values a term compares the sort key with, when the term is one a key read serves. */
function sortKeyValues(term: Expr, sort: string): Expr[] {
  const isSortKey = (expr: Expr) => expr.kind === 'path' && expr.steps.length === 0 && expr.name === sort;
  const values = (exprs: Expr[]) => (exprs.every(isValueExpr) ? exprs : []);
  if (term.kind === 'compare' && term.op !== '<>') {
    if (isSortKey(term.left)) return values([term.right]);
    if (isSortKey(term.right)) return values([term.left]);
  }
  if (term.kind === 'between' && !term.negated && isSortKey(term.operand))
    return values([term.low, term.high]);
  if (term.kind === 'in' && !term.negated && isSortKey(term.operand)) return values(term.list);
  return [];
}
