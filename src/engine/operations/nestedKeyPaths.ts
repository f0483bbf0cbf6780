/**
 * Key attributes are scalars, so an expression may not reach inside one: DynamoDB refuses `a.b` or
 * `a[0]` where `a` is a key attribute of the table ("…: Key: a") or of an index ("…: IndexKey: d"),
 * in a ProjectionExpression (GetItem, Query, Scan), a FilterExpression (Query, Scan) and an
 * UpdateExpression, target or operand (architect/dynalite's tests, recorded against DynamoDB;
 * Alternator's test_gsi.py, run against DynamoDB, for an update of a nested GSI key). The table's
 * keys are named first, then global indexes' and local indexes' — the newest index first, as
 * dynalite recorded.
 */
import { validation } from '../errors.ts';
import type { DocumentPath } from '../expressions/ast.ts';
import type { Table } from '../storage/table.ts';

const NOT_SCALAR =
  "Key attributes must be scalars; list random access '[]' and map lookup '.' are not allowed";

export function rejectNestedKeyPaths(table: Table, paths: readonly DocumentPath[]): void {
  let nested: Set<string> | undefined;
  for (const path of paths) if (path.length > 1) (nested ??= new Set()).add(path[0] as string);
  if (nested === undefined) return;
  const { partition, sort } = table.keySchema;
  for (const key of sort ? [partition, sort] : [partition]) {
    if (nested.has(key.name)) throw validation(`${NOT_SCALAR}: Key: ${key.name}`);
  }
  const newestFirst = [...table.indexes].reverse();
  const indexes = [
    ...newestFirst.filter((index) => index.kind === 'global'),
    ...newestFirst.filter((index) => index.kind === 'local'),
  ];
  for (const index of indexes) {
    const keys =
      index.kind === 'local' ? index.keySchema.sort : [...index.keySchema.partition, ...index.keySchema.sort];
    for (const key of keys)
      if (nested.has(key.name)) throw validation(`${NOT_SCALAR}: IndexKey: ${key.name}`);
  }
}
