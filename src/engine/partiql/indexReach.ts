/**
 * What a SELECT on a secondary index may ask for. A global index has only what it projects
 * (operations/indexProjection.ts). A local index reaches the table for what it does not
 * project (Select ALL_ATTRIBUTES on the Query), paying for that read on the table.
 */
import { checkIndexFilterNames, projectedAttributeNames } from '../operations/indexProjection.ts';
import { encodeKeyValue } from '../storage/primaryKey.ts';
import { pathsIn } from './expressionPaths.ts';
import type { Expr, PathExpr, SelectStatement } from './ast.ts';
import type { Binder } from './bind.ts';
import { javaHashSetOrder } from './javaHashSetOrder.ts';
import { branchPartition } from './selectPlan.ts';
import type { Target } from './target.ts';
import { expand } from './whereBranches.ts';

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
 * A read of a secondary index by key (every OR-ed branch pins the index's partition key,
 * selectPlan.ts) may filter only on what the index projects; an unkeyed one scans the index and its
 * filter sees the index's rows, where such an attribute is absent. As DynamoDB answers, on either
 * kind of index (nubo-db/dynamodb-conformance tests/tier2/partiql/indexQualifier.test.ts,
 * tests/tier3/error-messages/partiqlIndexQualifier.test.ts). Called once the read is planned: a
 * statement refused as overlapping is refused for that first.
 *
 * Each branch is checked on its own. One that filters only on projected attributes lets the whole
 * statement through; when none does, the refusal names what the branch on the highest partition
 * value filters on, in the order a Java HashSet holds them. That rule (hectorvent/floci's) fits every
 * answer DynamoDB gave in eu-west-2, September 2026 (hectorvent/floci
 * DynamoDbPartiQLEdgeCaseIntegrationTest): `(gsiPk='b' AND u1='1') OR (gsiPk='q' AND u2='1')` is
 * refused for [u2], and for [u1] with u1 and u2 swapped; `(gsiPk='y' AND projattr='1') OR
 * (gsiPk='z' AND aa='1')` and `(gsiPk='y' AND nonproj='np1') OR gsiPk='y2'` run; `gsiPk='y' AND b='1'
 * AND (a='2' OR projattr='3')` is refused for [a, b], `gsiPk='y' AND (zz='1' OR aa='2' OR mm='3')`
 * for [zz, aa, mm].
 */
export function checkIndexFilter(target: Target, where: Expr, binder: Binder): void {
  const index = target.index;
  if (!index || index.projection.type === 'ALL') return;
  const projected = projectedAttributeNames(target.table, index);
  let refused: { partition: string; names: string[] } | undefined;
  for (const { terms } of expand(where, target)) {
    const named = new Set<string>();
    for (const term of terms) orderedNames(term, named);
    const names = [...named].filter((name) => !projected.has(name));
    if (names.length === 0) return;
    // Every branch names one partition here, of the key's type (both checked by planSelect).
    const partition = encodeKeyValue(
      branchPartition(terms, target.partition, binder)!,
      target.partitionType!,
    );
    if (!refused || partition >= refused.partition) refused = { partition, names };
  }
  if (refused) checkIndexFilterNames(target, javaHashSetOrder(refused.names));
}

/** The attributes of an item an index holds (what its filter can see). */
export function indexRowNames(target: Target): Set<string> | undefined {
  const index = target.index;
  if (!index || index.projection.type === 'ALL') return undefined;
  return projectedAttributeNames(target.table, index);
}

/** The top-level attribute names an expression reads, in the order written. */
function orderedNames(expr: Expr, names: Set<string>): void {
  for (const path of pathsIn(expr)) names.add(path.name);
}
