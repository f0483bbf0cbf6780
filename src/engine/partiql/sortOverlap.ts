/**
 * DynamoDB refuses a SELECT whose OR-ed branches read overlapping sort-key ranges of one partition
 * (each branch is its own Query, and overlapping ones would return an item twice). A branch with no
 * sort-key condition reads the whole partition, so it overlaps any other branch on that partition.
 * The refusal does not reach a branch that names the sort key in a way a Query cannot serve
 * (NOT sk = …, sk <> …, NOT begins_with(sk, …)): such statements run and return each item once.
 * Measured against DynamoDB in eu-west-2 and us-east-1, October 2026
 * (paritysuite/dynamodb-conformance tests/tier2/partiql/whereOverlap.test.ts and
 * tests/tier3/error-messages/partiqlGrammar.test.ts).
 */
import { validation } from '../errors.ts';
import { encodeKeyValue } from '../storage/primaryKey.ts';
import { rangeOf, type SortCondition, type SortRange } from '../operations/sortKeyRange.ts';
import { typeOf, type AttributeValue, type ScalarKeyType } from '../values/types.ts';
import type { Expr } from './ast.ts';
import type { Binder } from './bind.ts';
import { pathsIn } from './expressionPaths.ts';
import type { SortTerm } from './selectPlan.ts';

export const OVERLAPPING_RANGES = 'Overlapping conditions with range keys are not supported in where clause';

/** One branch on a partition: its sort-key condition, and whether it names the sort key otherwise. */
export interface BranchSort {
  term: SortTerm | undefined;
  namesSortKeyOtherwise: boolean;
}

export function checkSortOverlap(branches: BranchSort[], sortType: ScalarKeyType, binder: Binder): void {
  if (branches.length < 2 || branches.some((branch) => branch.namesSortKeyOtherwise)) return;
  const ranges: SortRange[] = [];
  for (const { term } of branches) {
    const range = term ? termRange(term, sortType, binder) : {};
    // A value of another type than the key's is refused when the branch runs, not here.
    if (range === undefined) return;
    ranges.push(range);
  }
  for (let i = 0; i < ranges.length; i++) {
    for (let j = i + 1; j < ranges.length; j++) {
      if (overlap(ranges[i], ranges[j])) throw validation(OVERLAPPING_RANGES);
    }
  }
}

/** Does a term name the attribute anywhere (as a whole attribute, not a path into it)? */
export function namesAttribute(expr: Expr, name: string): boolean {
  for (const path of pathsIn(expr)) if (path.name === name && path.steps.length === 0) return true;
  return false;
}

function termRange(term: SortTerm, sortType: ScalarKeyType, binder: Binder): SortRange | undefined {
  const values: AttributeValue[] =
    term.kind === 'compare'
      ? [binder.value(term.value)]
      : term.kind === 'between'
        ? [binder.value(term.low), binder.value(term.high)]
        : [binder.value(term.prefix)];
  if (values.some((value) => typeOf(value) !== sortType)) return undefined;
  const keys = values.map((value) => encodeKeyValue(value, sortType));
  // sortKeyTerm never makes a '<>' term, so every op is one a key condition has.
  const op = (term.kind === 'compare' ? term.op : term.kind) as SortCondition['op'];
  return rangeOf({ op, keys });
}

type Bound = { key: string; inclusive: boolean } | undefined;

/** The upper bound of a range, a prefix included (every key starting with it sorts below this). */
function upper(range: SortRange): Bound {
  if (range.prefix === undefined) return range.high;
  return { key: `${range.prefix}\uffff\uffff\uffff\uffff`, inclusive: true };
}

function overlap(a: SortRange, b: SortRange): boolean {
  const low = later(a.low, b.low);
  const high = earlier(upper(a), upper(b));
  if (!low || !high) return true;
  if (low.key !== high.key) return low.key < high.key;
  return low.inclusive && high.inclusive;
}

function later(a: Bound, b: Bound): Bound {
  if (!a || !b) return a ?? b;
  if (a.key !== b.key) return a.key > b.key ? a : b;
  return a.inclusive ? b : a;
}

function earlier(a: Bound, b: Bound): Bound {
  if (!a || !b) return a ?? b;
  if (a.key !== b.key) return a.key < b.key ? a : b;
  return a.inclusive ? b : a;
}
