/**
 * How a SELECT reads, decided as DynamoDB decides it. The WHERE clause is spread into its OR-ed
 * branches (IN on the partition key counts as one branch per value); when every branch pins the
 * partition key with an equality, the statement runs as one Query per distinct partition key value,
 * a branch's sort-key term (=, <, <=, >, >=, BETWEEN, begins_with) becoming the key condition.
 * Otherwise — no WHERE, a branch without the partition key, or more branches than DynamoDB
 * decomposes — it is a full Scan, with a Scan's cost. Branches reading overlapping sort-key ranges
 * of one partition are refused (sortOverlap.ts); those that pass are read as one Query of their
 * partition. The whole WHERE is then the filter of every read, so an item counts once however many
 * branches it matches.
 */
import type { AttributeValue, ScalarKeyType } from '../values/types.ts';
import type { CompareOp, Expr } from './ast.ts';
import { type Binder, isValueExpr } from './bind.ts';
import { conjuncts, keyEquality } from './keyConditions.ts';
import { type BranchSort, checkSortOverlap, namesAttribute } from './sortOverlap.ts';

/** Branches beyond this are not decomposed into Queries; the statement scans instead. */
export const MAX_DECOMPOSED_READS = 100;

export type SortTerm =
  | { kind: 'compare'; op: CompareOp; value: Expr }
  | { kind: 'between'; low: Expr; high: Expr }
  | { kind: 'begins_with'; prefix: Expr };

export interface QueryPart {
  partition: AttributeValue;
  sort?: SortTerm;
}

export interface SelectPlan {
  /** Queries in the order their partition keys first appear; undefined for a full Scan. */
  queries?: QueryPart[];
  /** False when the key conditions already say everything the WHERE does. */
  filter: boolean;
}

interface Keys {
  partition: string;
  sort?: string;
  /** The sort key's type, to refuse overlapping branches (sortOverlap.ts); unchecked without it. */
  sortType?: ScalarKeyType;
}

interface Branch {
  terms: Expr[];
}

export function planSelect(where: Expr | undefined, keys: Keys, binder: Binder): SelectPlan {
  if (!where || branchCount(where, keys.partition) > MAX_DECOMPOSED_READS) return { filter: Boolean(where) };
  const groups = new Map<string, { partition: AttributeValue; sorts: BranchSort[] }>();
  let singleBranchUsesEveryTerm = false;
  const branches = expand(where, keys.partition);
  for (const branch of branches) {
    const equality = branch.terms.map((term) => keyEquality(term, [keys.partition])).find(Boolean);
    if (!equality) return { filter: true };
    const partition = binder.value(equality.value);
    const sort = keys.sort;
    const sortTerms = sort === undefined ? [] : branch.terms.map((term) => sortKeyTerm(term, sort));
    const sortAt = sortTerms.findIndex(Boolean);
    const sortTerm = sortTerms[sortAt];
    const namesSortKeyOtherwise =
      sort !== undefined && branch.terms.some((term, i) => i !== sortAt && namesAttribute(term, sort));
    const id = JSON.stringify(partition);
    const group = groups.get(id) ?? { partition, sorts: [] };
    group.sorts.push({ term: sortTerm, namesSortKeyOtherwise });
    groups.set(id, group);
    singleBranchUsesEveryTerm = branch.terms.length === 1 + (sortTerm ? 1 : 0);
  }
  if (keys.sortType !== undefined) {
    for (const { sorts } of groups.values()) checkSortOverlap(sorts, keys.sortType, binder);
  }
  const queries = [...groups.values()].map(({ partition, sorts }) => ({
    partition,
    // Branches on one partition that pass sortOverlap.ts: read the partition once, filtered.
    sort: sorts.length === 1 ? sorts[0].term : undefined,
  }));
  return { queries, filter: !(branches.length === 1 && singleBranchUsesEveryTerm) };
}

/** How many branches spreading the clause would make, counted without building them (capped). */
function branchCount(expr: Expr, partition: string): number {
  switch (expr.kind) {
    case 'or':
      return Math.min(
        branchCount(expr.left, partition) + branchCount(expr.right, partition),
        MAX_DECOMPOSED_READS + 1,
      );
    case 'and':
      return Math.min(
        branchCount(expr.left, partition) * branchCount(expr.right, partition),
        MAX_DECOMPOSED_READS + 1,
      );
    case 'in':
      return isPartitionIn(expr, partition) ? expr.list.length : 1;
    default:
      return 1;
  }
}

/** The clause as OR-ed branches of AND-ed terms; `pk IN [a, b]` becomes `pk = a` OR `pk = b`. */
function expand(expr: Expr, partition: string): Branch[] {
  switch (expr.kind) {
    case 'or':
      return [...expand(expr.left, partition), ...expand(expr.right, partition)];
    case 'and': {
      const right = expand(expr.right, partition);
      return expand(expr.left, partition).flatMap((left) =>
        right.map((r) => ({ terms: [...left.terms, ...r.terms] })),
      );
    }
    case 'in':
      if (isPartitionIn(expr, partition)) {
        return expr.list.map((value) => ({
          terms: [{ kind: 'compare', op: '=', left: expr.operand, right: value, span: expr.span }],
        }));
      }
      return [{ terms: [expr] }];
    default:
      return [{ terms: conjuncts(expr) }];
  }
}

function isPartitionIn(expr: Extract<Expr, { kind: 'in' }>, partition: string): boolean {
  const operand = expr.operand;
  return (
    !expr.negated &&
    operand.kind === 'path' &&
    operand.steps.length === 0 &&
    operand.name === partition &&
    expr.list.every(isValueExpr)
  );
}

const FLIPPED: Readonly<Record<CompareOp, CompareOp>> = {
  '=': '=',
  '<>': '<>',
  '<': '>',
  '<=': '>=',
  '>': '<',
  '>=': '<=',
};

/** A term a Query can serve as its sort-key condition. */
function sortKeyTerm(term: Expr, sort: string): SortTerm | undefined {
  const isSortKey = (expr: Expr) => expr.kind === 'path' && expr.steps.length === 0 && expr.name === sort;
  if (term.kind === 'compare' && term.op !== '<>') {
    if (isSortKey(term.left) && isValueExpr(term.right))
      return { kind: 'compare', op: term.op, value: term.right };
    if (isSortKey(term.right) && isValueExpr(term.left))
      return { kind: 'compare', op: FLIPPED[term.op], value: term.left };
  }
  if (
    term.kind === 'between' &&
    !term.negated &&
    isSortKey(term.operand) &&
    isValueExpr(term.low) &&
    isValueExpr(term.high)
  ) {
    return { kind: 'between', low: term.low, high: term.high };
  }
  if (term.kind === 'call' && term.name === 'begins_with' && term.args.length === 2) {
    const [path, prefix] = term.args;
    if (isSortKey(path) && isValueExpr(prefix)) return { kind: 'begins_with', prefix };
  }
  return undefined;
}
