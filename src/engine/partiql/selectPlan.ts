/**
 * How a SELECT reads, decided as DynamoDB decides it. The WHERE clause is spread into its OR-ed
 * branches (whereBranches.ts: only ORs that name a key attribute are spread, and IN on the
 * partition key counts as one branch per value); when every branch pins the partition key with an
 * equality, the statement runs as one Query per distinct partition key value, a branch's sort-key
 * term (=, <, <=, >, >=, BETWEEN, begins_with) becoming the key condition. Otherwise — no WHERE, or
 * a branch without the partition key or with two values for it — it is a full Scan, with a Scan's
 * cost. A statement that decomposes into too many reads is refused (whereBranches.ts). Branches
 * reading overlapping sort-key ranges of one partition are refused (sortOverlap.ts), as are two
 * branches on one partition of a key without a sort key; those that pass are read as one
 * Query of their partition. The whole WHERE is then the filter of every read, so an item counts
 * once however many branches it matches.
 */
import type { AttributeValue, ScalarKeyType } from '../values/types.ts';
import type { CompareOp, Expr } from './ast.ts';
import { type Binder, isValueExpr } from './bind.ts';
import { validation } from '../errors.ts';
import { valuesEqual } from '../values/equality.ts';
import { keyEquality } from './keyConditions.ts';
import { checkKeyTypes, type KeyTypes } from './keyTypes.ts';
import { type BranchSort, checkSortOverlap, namesAttribute, OVERLAPPING_RANGES } from './sortOverlap.ts';
import { expand, withinReadLimit } from './whereBranches.ts';

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

interface Keys extends KeyTypes {
  /** The sort key's type, also to refuse overlapping branches (sortOverlap.ts); unchecked without it. */
  sortType?: ScalarKeyType;
}

export function planSelect(where: Expr | undefined, keys: Keys, binder: Binder): SelectPlan {
  if (!where || !withinReadLimit(where, keys)) return { filter: Boolean(where) };
  const groups = new Map<string, { partition: AttributeValue; sorts: BranchSort[] }>();
  let singleBranchUsesEveryTerm = false;
  const branches = expand(where, keys);
  for (const branch of branches) {
    const partition = branchPartition(branch.terms, keys.partition, binder);
    if (!partition) return { filter: true };
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
  // Only now that every branch reads by key: a statement that scans checks no key type (keyTypes.ts).
  for (const branch of branches) checkKeyTypes(branch.terms, keys, binder);
  for (const { sorts } of groups.values()) {
    // Without a sort key every branch reads its whole partition, so two on one partition overlap:
    // DynamoDB refuses `(gsiPk='y' AND zz='1') OR (gsiPk='y' AND aa='1')` on an index keyed by
    // gsiPk alone (eu-west-2, September 2026; hectorvent/floci DynamoDbPartiQLEdgeCaseIntegrationTest).
    if (keys.sort === undefined && sorts.length > 1) throw validation(OVERLAPPING_RANGES);
    if (keys.sortType !== undefined) checkSortOverlap(sorts, keys.sortType, binder);
  }
  const queries = [...groups.values()].map(({ partition, sorts }) => ({
    partition,
    // Branches on one partition that pass sortOverlap.ts: read the partition once, filtered.
    sort: sorts.length === 1 ? sorts[0].term : undefined,
  }));
  return { queries, filter: !(branches.length === 1 && singleBranchUsesEveryTerm) };
}

/**
 * The partition a branch reads: the value of its equality on the partition key; undefined when it
 * has none, or two different ones, which name no partition, so the statement scans. DynamoDB
 * answers `gsiPk='y' AND (gsiPk='z' OR zz='1')` on an index that does not project zz, which it
 * refuses for a keyed read (indexReach.ts), and does not refuse the two branches on 'y' as
 * overlapping (eu-west-2, September 2026; hectorvent/floci DynamoDbPartiQLEdgeCaseIntegrationTest).
 */
export function branchPartition(
  terms: readonly Expr[],
  partitionKey: string,
  binder: Binder,
): AttributeValue | undefined {
  let partition: AttributeValue | undefined;
  for (const term of terms) {
    const equality = keyEquality(term, [partitionKey]);
    if (!equality) continue;
    const value = binder.value(equality.value);
    if (partition && !valuesEqual(partition, value)) return undefined;
    partition ??= value;
  }
  return partition;
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
