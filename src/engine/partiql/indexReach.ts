/**
 * What a SELECT on a secondary index may ask for. A global index has only what it projects: naming
 * anything else is refused, listing every such attribute. A local index reaches the table for what
 * it does not project (Select ALL_ATTRIBUTES on the Query), paying for that read on the table.
 */
import { validation } from '../errors.ts';
import type { Projection } from '../expressions/index.ts';
import type { Expr, PathExpr, SelectStatement } from './ast.ts';
import type { Target } from './target.ts';

export function documentPath(path: PathExpr): (string | number)[] {
  return [path.name, ...path.steps.map((step) => (step.kind === 'name' ? step.name : step.index))];
}

export function checkGlobalIndexProjection(target: Target, projection: Projection): void {
  const index = target.index;
  if (!index || index.kind !== 'global' || index.projection.type === 'ALL') return;
  const projected = projectedNames(target);
  const missing = [...new Set(projection.map((path) => path[0] as string))].filter(
    (name) => !projected.has(name),
  );
  if (missing.length > 0) {
    throw validation(
      `One or more parameter values were invalid: Global secondary index ${index.name} does not project [${missing.join(', ')}]`,
    );
  }
}

export function reachesPastLocalIndex(target: Target, statement: SelectStatement): boolean {
  const index = target.index;
  if (!index || index.kind !== 'local' || index.projection.type === 'ALL') return false;
  const projected = projectedNames(target);
  const named = new Set<string>();
  if (statement.projection !== '*') for (const path of statement.projection) named.add(path.name);
  if (statement.where) addNames(statement.where, named);
  return [...named].some((name) => !projected.has(name));
}

function projectedNames(target: Target): Set<string> {
  const index = target.index!;
  const { partition, sort } = target.table.keySchema;
  return new Set([
    partition.name,
    ...(sort ? [sort.name] : []),
    ...index.keySchema.partition.map((attribute) => attribute.name),
    ...index.keySchema.sort.map((attribute) => attribute.name),
    ...index.projection.nonKeyAttributes,
  ]);
}

/** The top-level attribute names an expression reads. */
function addNames(expr: Expr, names: Set<string>): void {
  const pending: Expr[] = [expr];
  while (pending.length > 0) {
    const node = pending.pop()!;
    switch (node.kind) {
      case 'path':
        names.add(node.name);
        break;
      case 'and':
      case 'or':
      case 'compare':
      case 'arithmetic':
        pending.push(node.left, node.right);
        break;
      case 'not':
      case 'negate':
      case 'is':
        pending.push(node.operand);
        break;
      case 'between':
        pending.push(node.operand, node.low, node.high);
        break;
      case 'in':
        pending.push(node.operand, ...node.list);
        break;
      case 'call':
        pending.push(...node.args);
        break;
      default:
        break;
    }
  }
}
