/**
 * ORDER BY on a SELECT: only key attributes, only when the WHERE pins the partition key. The sort
 * key orders each Query (ScanIndexForward); the partition key orders the Queries themselves, by the
 * key's own order (byte order for strings and binaries, numeric order for numbers).
 */
import { encodeKeyValue } from '../storage/primaryKey.ts';
import type { ScalarKeyType } from '../values/types.ts';
import { typeOf } from '../values/types.ts';
import type { SelectStatement } from './ast.ts';
import { statementError } from './errors.ts';
import type { QueryPart, SelectPlan } from './selectPlan.ts';
import type { Target } from './target.ts';

export interface OrderedReads {
  /** The Queries in reading order; undefined for a Scan. */
  queries?: QueryPart[];
  /** ScanIndexForward for every Query. */
  forward: boolean;
}

export function orderReads(statement: SelectStatement, target: Target, plan: SelectPlan): OrderedReads {
  const queries = plan.queries;
  if (statement.orderBy.length === 0) return { queries, forward: true };
  if (!statement.where)
    throw statementError(
      'Must have WHERE clause in the statement when using ORDER BY clause.',
      statement.span,
    );
  if (!queries) {
    throw statementError(
      'Must have at least one non-optional hash key condition in WHERE clause when using ORDER BY clause.',
      statement.where.span,
    );
  }
  let forward = true;
  let partitionOrder: boolean | undefined;
  for (const { path, descending } of statement.orderBy) {
    const name = path.steps.length === 0 ? path.name : undefined;
    if (name === undefined || (name !== target.partition && name !== target.sort)) {
      throw statementError(
        `Variable reference ${name ?? path.name} in ORDER BY clause must be part of the primary key`,
        path.span,
      );
    }
    if (name === target.partition) partitionOrder = !descending;
    else forward = !descending;
  }
  if (queries.length > 1 && partitionOrder === undefined) {
    throw statementError(
      'Must have hash key in ORDER BY clause when more than one hash key condition specified in WHERE clause.',
      statement.span,
    );
  }
  if (partitionOrder === undefined) return { queries, forward };
  const keyed = queries.map((part) => ({ part, key: orderKey(part) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) * (partitionOrder ? 1 : -1));
  return { queries: keyed.map(({ part }) => part), forward };
}

/** A partition value's position in key order; a value no key can hold fails in its Query anyway. */
function orderKey(part: QueryPart): string {
  const type = typeOf(part.partition);
  return type === 'S' || type === 'N' || type === 'B'
    ? encodeKeyValue(part.partition, type as ScalarKeyType)
    : '';
}
