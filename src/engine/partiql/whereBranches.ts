/**
 * The OR-ed branches a SELECT's WHERE is spread into, each a read of its own (selectPlan.ts), and
 * DynamoDB's limit on how many reads one statement decomposes into.
 *
 * Only an OR that names a key attribute of what is read is spread: one on other attributes stays a
 * single filter term of its branch. So `pk='x' AND sk='1' AND (attribute_exists(a) OR b=1)` is one
 * read of one item, while `pk='x' AND (sk='1' OR flag='two')` is two branches on one partition —
 * the second reading all of it, which DynamoDB refuses as overlapping (sortOverlap.ts). An IN on
 * the partition key is one branch per value.
 *
 * A statement whose every branch pins the partition key may decompose into at most 50 reads, each
 * value of an IN on the partition or sort key counting as one: more is refused, while a statement
 * that has a branch without the partition key scans instead, however many branches it has.
 * As DynamoDB answered in eu-west-2, September 2026 (hectorvent/floci
 * DynamoDbPartiQLEdgeCaseIntegrationTest): 200 for `pk='x' AND (a=1 OR a=2)`, for
 * `pk IN [50 values] AND flag IN [100 values]` and for `pk IN [51 values] OR flag='one'`; 400 for
 * `pk IN [51 values]`, `pk='x' AND sk IN [51 values]` and `pk IN [26 values] AND sk IN [2 values]`.
 */
import { validation } from '../errors.ts';
import { MAX_IN_OPERANDS } from '../expressions/resolveCondition.ts';
import type { Expr } from './ast.ts';
import { isValueExpr } from './bind.ts';
import { pathsIn } from './expressionPaths.ts';
import { conjuncts, keyEquality } from './keyConditions.ts';

/** The Developer Guide's PartiQL operators page: "at max 50 hash attribute values". */
export const MAX_DECOMPOSED_READS = 50;
export const TOO_MANY_READS = 'Too many decomposed read operations for a given query.';

export interface KeyNames {
  partition: string;
  sort?: string;
}

export interface Branch {
  terms: Expr[];
}

/**
 * Whether the WHERE decomposes into few enough reads to spread it into branches; false when it has
 * too many but a branch without the partition key (so it scans). Refuses it when every branch pins
 * the partition key and the reads are too many.
 */
export function withinReadLimit(where: Expr, keys: KeyNames): boolean {
  if (readCount(where, keys) <= MAX_DECOMPOSED_READS) return true;
  // An IN of more than 100 values is refused for that first, when its condition is checked.
  if (hasOversizedIn(where)) return false;
  if (everyBranchPinsPartition(where, keys.partition)) throw validation(TOO_MANY_READS);
  return false;
}

/** The clause as OR-ed branches of AND-ed terms; `pk IN [a, b]` becomes `pk = a` OR `pk = b`. */
export function expand(expr: Expr, keys: KeyNames): Branch[] {
  switch (expr.kind) {
    case 'or':
      if (!namesKey(expr, keys)) return [{ terms: [expr] }];
      return [...expand(expr.left, keys), ...expand(expr.right, keys)];
    case 'and': {
      const right = expand(expr.right, keys);
      return expand(expr.left, keys).flatMap((left) =>
        right.map((r) => ({ terms: [...left.terms, ...r.terms] })),
      );
    }
    case 'in':
      if (isKeyIn(expr, keys.partition)) {
        return expr.list.map((value) => ({
          terms: [{ kind: 'compare', op: '=', left: expr.operand, right: value, span: expr.span }],
        }));
      }
      return [{ terms: [expr] }];
    default:
      return [{ terms: conjuncts(expr) }];
  }
}

/** How many reads the clause decomposes into, counted without building its branches (capped). */
function readCount(expr: Expr, keys: KeyNames): number {
  const capped = (count: number) => Math.min(count, MAX_DECOMPOSED_READS + 1);
  switch (expr.kind) {
    case 'or':
      if (!namesKey(expr, keys)) return 1;
      return capped(readCount(expr.left, keys) + readCount(expr.right, keys));
    case 'and':
      return capped(readCount(expr.left, keys) * readCount(expr.right, keys));
    case 'in': {
      const isKey = isKeyIn(expr, keys.partition) || (keys.sort !== undefined && isKeyIn(expr, keys.sort));
      return isKey ? expr.list.length : 1;
    }
    default:
      return 1;
  }
}

/** Does every branch of the clause have an equality (or IN) on the partition key? */
function everyBranchPinsPartition(expr: Expr, partition: string): boolean {
  switch (expr.kind) {
    case 'or':
      return (
        everyBranchPinsPartition(expr.left, partition) && everyBranchPinsPartition(expr.right, partition)
      );
    case 'and':
      return (
        everyBranchPinsPartition(expr.left, partition) || everyBranchPinsPartition(expr.right, partition)
      );
    case 'in':
      return isKeyIn(expr, partition);
    default:
      return keyEquality(expr, [partition]) !== undefined;
  }
}

function hasOversizedIn(expr: Expr): boolean {
  switch (expr.kind) {
    case 'and':
    case 'or':
      return hasOversizedIn(expr.left) || hasOversizedIn(expr.right);
    case 'not':
      return hasOversizedIn(expr.operand);
    case 'in':
      return expr.list.length > MAX_IN_OPERANDS;
    default:
      return false;
  }
}

/** Does the expression name a key attribute (as a whole attribute) anywhere? */
function namesKey(expr: Expr, keys: KeyNames): boolean {
  for (const path of pathsIn(expr)) {
    if (path.steps.length === 0 && (path.name === keys.partition || path.name === keys.sort)) return true;
  }
  return false;
}

/** `key IN [values…]`, not negated, on the named key attribute. */
function isKeyIn(expr: Extract<Expr, { kind: 'in' }>, key: string): boolean {
  const operand = expr.operand;
  return (
    !expr.negated &&
    operand.kind === 'path' &&
    operand.steps.length === 0 &&
    operand.name === key &&
    expr.list.every(isValueExpr)
  );
}
