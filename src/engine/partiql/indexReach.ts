/**
 * What a SELECT on a secondary index may ask for. A global index has only what it projects
 * (operations/indexProjection.ts). A local index reaches the table for what it does not
 * project (Select ALL_ATTRIBUTES on the Query), paying for that read on the table.
 */
import { checkIndexFilterNames, projectedAttributeNames } from '../operations/indexProjection.ts';
import { pathsIn } from './expressionPaths.ts';
import type { Expr, PathExpr, SelectStatement } from './ast.ts';
import type { Target } from './target.ts';

export function documentPath(path: PathExpr): (string | number)[] {
  return [path.name, ...path.steps.map((step) => (step.kind === 'name' ? step.name : step.index))];
}

/**
 * Does the SELECT list name what a local index does not project? Only the SELECT list reaches the
 * table: the WHERE is read from the index's own rows (checkIndexFilter).
 */
export function reachesPastLocalIndex(target: Target, statement: SelectStatement): boolean {
  const index = target.index;
  if (!index || index.kind !== 'local' || index.projection.type === 'ALL') return false;
  if (statement.projection === '*') return false;
  const projected = projectedAttributeNames(target.table, index);
  return statement.projection.some((path) => !projected.has(path.name));
}

/**
 * A read of a secondary index keyed on its partition key (an = or IN on it beside the rest of the
 * WHERE, at the top level) may filter only on what the index projects; an unkeyed one scans the
 * index and its filter sees the index's rows, where such an attribute is absent. As DynamoDB
 * answers, on either kind of index (nubo-db/dynamodb-conformance
 * tests/tier2/partiql/indexQualifier.test.ts, tests/tier3/error-messages/partiqlIndexQualifier.test.ts).
 */
export function checkIndexFilter(target: Target, where: Expr | undefined): void {
  const index = target.index;
  if (!index || !where || index.projection.type === 'ALL') return;
  const conjuncts = topLevelConjuncts(where);
  const isKey = (expr: Expr) => namesIndexPartition(expr, target.partition);
  if (!conjuncts.some(isKey)) return;
  const named = new Set<string>();
  for (const conjunct of conjuncts) if (!isKey(conjunct)) orderedNames(conjunct, named);
  checkIndexFilterNames(target, named);
}

/** The attributes of an item an index holds (what its filter can see). */
export function indexRowNames(target: Target): Set<string> | undefined {
  const index = target.index;
  if (!index || index.projection.type === 'ALL') return undefined;
  return projectedAttributeNames(target.table, index);
}

/** The terms of the WHERE's top-level AND chain, in the order written. */
function topLevelConjuncts(where: Expr): Expr[] {
  const conjuncts: Expr[] = [];
  const pending = [where];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (node.kind === 'and') pending.push(node.right, node.left);
    else conjuncts.push(node);
  }
  return conjuncts;
}

function namesIndexPartition(expr: Expr, partition: string): boolean {
  const isPartition = (side: Expr) =>
    side.kind === 'path' && side.steps.length === 0 && side.name === partition;
  if (expr.kind === 'compare' && expr.op === '=') return isPartition(expr.left) || isPartition(expr.right);
  return expr.kind === 'in' && !expr.negated && isPartition(expr.operand);
}

/** The top-level attribute names an expression reads, in the order written. */
function orderedNames(expr: Expr, names: Set<string>): void {
  for (const path of pathsIn(expr)) names.add(path.name);
}
