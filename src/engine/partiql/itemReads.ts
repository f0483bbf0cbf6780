/**
 * Statements that name exactly one item to read, inside BatchExecuteStatement and ExecuteTransaction:
 * a SELECT whose WHERE is the full primary key and nothing else (a GetItem; a one-value IN on a key
 * counts as its equality, keyConditions.ts), and EXISTS(SELECT …) with the full key and a further
 * condition (a transaction's ConditionCheck, which also requires the item to exist — EXISTS of an
 * empty result is false).
 */
import type { Engine } from '../engine.ts';
import { validation } from '../errors.ts';
import type { ExistsStatement, SelectStatement } from './ast.ts';
import type { Binder } from './bind.ts';
import { PartiQLError } from './errors.ts';
import { INCOMPLETE_KEY } from './statementParser.ts';
import { ExpressionWriter } from './expressionWriter.ts';
import { itemKey } from './keyConditions.ts';
import { documentPath } from './indexReach.ts';
import { compileSelectList } from './selectList.ts';
import { withinReadLimit } from './whereBranches.ts';
import { resolveTarget, tableKeyNames } from './target.ts';
import type { WriteRequest } from './writeRequests.ts';

export const EXISTS_NEEDS_KEY_AND_CONDITION =
  'EXISTS() must contain a single item read with additional condition';

/**
 * A GetItem body for a SELECT naming one item, and the SELECT list to shape its reply item with
 * (selectList.ts); `refusal` is the caller's message otherwise.
 */
export function getRequest(engine: Engine, statement: SelectStatement, binder: Binder, refusal: string) {
  if (statement.source.index !== undefined || !statement.where) throw validation(refusal);
  const table = resolveTarget(engine, statement.source).table;
  const { partition, sort } = table.keySchema;
  // Reads of more items than DynamoDB decomposes are refused as such before the key is looked for.
  withinReadLimit(statement.where, { partition: partition.name, sort: sort?.name });
  const { key, rest } = keyOr(refusal, () =>
    itemKey(statement.where!, tableKeyNames(table), binder, { read: true }),
  );
  if (rest) throw validation(refusal);
  const writer = new ExpressionWriter(binder);
  const projection =
    statement.projection === '*'
      ? undefined
      : statement.projection.map((path) => writer.path(path)).join(', ');
  return {
    table,
    body: { TableName: table.name, Key: key, ProjectionExpression: projection, ...writer.parameters() },
    selectList:
      statement.projection === '*' ? undefined : compileSelectList(statement.projection.map(documentPath)),
  };
}

/** EXISTS(SELECT …) as a ConditionCheck. */
export function existsRequest(engine: Engine, statement: ExistsStatement, binder: Binder): WriteRequest {
  const select = statement.select;
  if (select.source.index !== undefined)
    throw validation('Operations on indices are not supported in transactions');
  if (!select.where) throw validation(EXISTS_NEEDS_KEY_AND_CONDITION);
  const table = resolveTarget(engine, select.source).table;
  const { key, rest } = keyOr(EXISTS_NEEDS_KEY_AND_CONDITION, () =>
    itemKey(select.where!, tableKeyNames(table), binder, { secondValueIsCondition: true }),
  );
  if (!rest) throw validation(EXISTS_NEEDS_KEY_AND_CONDITION);
  const writer = new ExpressionWriter(binder);
  const ConditionExpression = `attribute_exists(${writer.name(table.keySchema.partition.name)}) AND ${writer.conjunct(rest)}`;
  return {
    kind: 'ConditionCheck',
    table,
    body: { TableName: table.name, Key: key, ConditionExpression, ...writer.parameters() },
  };
}

/** The item key, with a missing key reported as `message`. */
function keyOr<T>(message: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof PartiQLError && error.message === INCOMPLETE_KEY) throw validation(message);
    throw error;
  }
}
