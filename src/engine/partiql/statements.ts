/**
 * What the three PartiQL operations share: a statement parsed and bound to its Parameters, a write
 * statement turned into its request, and a single write run through PutItem / UpdateItem /
 * DeleteItem with DynamoDB's PartiQL answers (DuplicateItemException for an INSERT of a key that
 * exists; RETURNING's item in Items).
 */
import type { ConsumedCapacity } from '../capacity/consumed.ts';
import type { Engine } from '../engine.ts';
import { DynamoDBError, validation } from '../errors.ts';
import { deleteItem } from '../operations/deleteItem.ts';
import { putItem } from '../operations/putItem.ts';
import { updateItem } from '../operations/updateItem.ts';
import type { RawJson } from '../reply.ts';
import type { AttributeValue } from '../values/types.ts';
import type {
  ReturnConsumedCapacity,
  ReturnValuesOnConditionCheckFailure,
} from '../validation/requestTypes.ts';
import type { ParsedStatement, Statement } from './ast.ts';
import { Binder, normalizeParameters } from './bind.ts';
import { asStatement } from './operationErrors.ts';
import { parseStatement } from './statementParser.ts';
import { deleteRequest, insertRequest, updateRequest, type WriteRequest } from './writeRequests.ts';

export interface BoundStatement {
  statement: Statement;
  binder: Binder;
}

export const duplicateItem = () =>
  new DynamoDBError('DuplicateItemException', 'Duplicate primary key exists in table');

/**
 * Parses the statement and binds its `?`s, which must match the Parameters one for one. The
 * Parameters are checked first: DynamoDB refuses a set parameter with a repeated member before it
 * reads `UPDATE "t" SET WHERE` (eu-west-2, September 2026; hectorvent/floci
 * DynamoDbPartiQLEdgeCaseIntegrationTest).
 */
export function bindStatement(text: string, parameters: AttributeValue[] | undefined): BoundStatement {
  const values = normalizeParameters(parameters);
  return bindValues(text, parseStatement(text), values);
}

/** A statement parsed already (the policy check's, statementAccess.ts) bound to its Parameters. */
export function bindParsed(
  text: string,
  parsed: ParsedStatement,
  parameters: AttributeValue[] | undefined,
): BoundStatement {
  return bindValues(text, parsed, normalizeParameters(parameters));
}

function bindValues(text: string, parsed: ParsedStatement, values: AttributeValue[]): BoundStatement {
  if (parsed.parameterCount !== values.length)
    throw validation("Number of parameters in request and statement don't match.");
  return { statement: parsed.statement, binder: new Binder(text, values) };
}

export function isRead(statement: Statement): boolean {
  return statement.kind === 'select';
}

/** The request an INSERT, UPDATE or DELETE stands for. */
export function writeRequest(engine: Engine, { statement, binder }: BoundStatement): WriteRequest {
  switch (statement.kind) {
    case 'insert':
      return insertRequest(engine, statement, binder);
    case 'update':
      return updateRequest(engine, statement, binder);
    case 'delete':
      return deleteRequest(engine, statement, binder);
    default:
      throw new Error(`not a write statement: ${statement.kind}`);
  }
}

export interface WriteOptions {
  returnConsumedCapacity?: ReturnConsumedCapacity;
  returnValuesOnConditionCheckFailure?: ReturnValuesOnConditionCheckFailure;
}

interface WriteReply {
  Attributes?: RawJson;
  ConsumedCapacity?: ConsumedCapacity;
}

/** Runs one write on its own; Items holds what RETURNING asked for (none otherwise). */
export function runWrite(engine: Engine, request: WriteRequest, options: WriteOptions) {
  const body = {
    ...request.body,
    ReturnConsumedCapacity: options.returnConsumedCapacity,
    ReturnValuesOnConditionCheckFailure:
      request.kind === 'Put' ? undefined : options.returnValuesOnConditionCheckFailure,
  };
  const reply = asStatement(() => {
    try {
      if (request.kind === 'Put') return putItem(engine, body);
      // A PartiQL UPDATE is held to the finished item's size alone, not UpdateItem's statement charge.
      if (request.kind === 'Update') return updateItem(engine, body, { chargeStatement: false });
      return deleteItem(engine, body);
    } catch (error) {
      if (
        request.kind === 'Put' &&
        error instanceof DynamoDBError &&
        error.type === 'ConditionalCheckFailedException'
      )
        throw Object.assign(duplicateItem(), { chargedWriteUnits: error.chargedWriteUnits });
      throw error;
    }
  }) as WriteReply;
  return { Items: reply.Attributes ? [reply.Attributes] : [], ConsumedCapacity: reply.ConsumedCapacity };
}
