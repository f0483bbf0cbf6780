/**
 * ExecuteTransaction's statements as the actions of the transaction operations: SELECTs become the
 * Gets of a TransactGetItems; INSERT, UPDATE, DELETE and EXISTS become the Put, Update, Delete and
 * ConditionCheck of a TransactWriteItems.
 *
 * DynamoDB answers a problem with a statement in one of two ways (eu-west-2, September 2026;
 * hectorvent/floci DynamoDbPartiQLEdgeCaseIntegrationTest):
 *  - what the statement's text alone breaks is a ValidationException naming it, "Validation failed
 *    in TransactStatements[i]: …", and the first such statement stops the request;
 *  - what needs its table — a table that does not exist, a write whose WHERE does not name exactly
 *    one item, a key of the wrong type — is that statement's cancellation reason, and the
 *    transaction is cancelled with None for the other statements.
 */
import type { Engine } from '../engine.ts';
import { DynamoDBError, validation } from '../errors.ts';
import { itemKey as putKey, lookupKey } from '../operations/transactionKeys.ts';
import type { CancellationReason } from '../operations/transactionSupport.ts';
import { keyAttributes } from '../storage/primaryKey.ts';
import type { Table } from '../storage/table.ts';
import { type AttributeMap, getAttribute } from '../values/types.ts';
import type { ParameterizedStatement } from '../validation/partiql/requestTypes.ts';
import { existsRequest, getRequest } from './itemReads.ts';
import { NOT_WELL_FORMED } from './errors.ts';
import { INCOMPLETE_KEY } from './statementParser.ts';
import { type BoundStatement, bindStatement, writeRequest } from './statements.ts';
import { tableKeyNames } from './target.ts';
import { checkTransactionSelectWhere } from './transactionSelectChecks.ts';
import type { WriteRequest } from './writeRequests.ts';

const SELECT_NEEDS_KEY =
  'Select statements within ExecuteTransaction must specify the primary key in the where clause.';
const NO_INDEX_READS = 'Reads on indices are not supported within transactions.';
const NO_RETURNING = 'RETURNING clause is not supported in ExecuteTransaction.';

/** A statement ready to run, or the reason it cancels the transaction. */
export type Prepared<T> =
  | { request: T; reason?: undefined }
  | { request?: undefined; reason: CancellationReason };

/** A statement's request, and how to find whether its key fits its table. */
interface Preparing<T> {
  request: T;
  reason: () => CancellationReason | undefined;
}

const KEY_MISMATCH: CancellationReason = {
  Code: 'ValidationError',
  Message: 'The provided key element does not match the schema',
};

/** The Get of a transaction's SELECT, and the SELECT list that shapes its item. */
export function transactionGet(engine: Engine, bound: BoundStatement, position: number) {
  return prepared(position, () => {
    const statement = bound.statement;
    if (statement.kind !== 'select') throw new Error('not a SELECT');
    // The table is looked up first: an index of a missing table is a missing table.
    const table = engine.usableTable(statement.source.table);
    if (statement.source.index !== undefined) throw validation(NO_INDEX_READS);
    if (statement.where) checkTransactionSelectWhere(statement.where, tableKeyNames(table), bound.binder);
    const { body, selectList } = getRequest(engine, statement, bound.binder, SELECT_NEEDS_KEY);
    return { request: { body, selectList }, reason: () => keyReason(table, body.Key) };
  });
}

/** The write action of a transaction's INSERT, UPDATE, DELETE or EXISTS. */
export function transactionWrite(engine: Engine, bound: BoundStatement, position: number) {
  return prepared(position, (): Preparing<WriteRequest> => {
    const statement = bound.statement;
    if (statement.kind === 'exists') {
      const request = existsRequest(engine, statement, bound.binder);
      return { request, reason: () => keyReason(request.table, request.body.Key as AttributeMap) };
    }
    if (statement.kind === 'update' || statement.kind === 'delete') {
      engine.usableTable(statement.source.table);
      if (statement.returning) throw validation(NO_RETURNING);
    }
    const request = writeRequest(engine, bound);
    const reason = () =>
      request.kind === 'Put'
        ? putReason(request.table, request.body.Item as AttributeMap)
        : keyReason(request.table, request.body.Key as AttributeMap);
    return { request, reason };
  });
}

/** A Key that does not match the table's key schema. */
function keyReason(table: Table, key: AttributeMap): CancellationReason | undefined {
  return lookupKey(table, key).failure;
}

/** An INSERT's item without a key attribute, or with one of the wrong type. */
function putReason(table: Table, item: AttributeMap): CancellationReason | undefined {
  const missing = keyAttributes(table.keySchema).find((a) => getAttribute(item, a.name) === undefined);
  if (missing)
    return {
      Code: 'ValidationError',
      Message: `One or more parameter values were invalid: Missing the key ${missing.name} in the item`,
    };
  return putKey(table, item).failure;
}

/** The TransactWriteItems action for a prepared write. */
export function transactItem(write: WriteRequest, statement: ParameterizedStatement) {
  const { ReturnValues: _returnValues, ...body } = write.body;
  return {
    [write.kind]: {
      ...body,
      ReturnValuesOnConditionCheckFailure: statement.ReturnValuesOnConditionCheckFailure,
    },
  };
}

/**
 * A transaction's statement, parsed and bound. A statement the parser cannot read is reported with
 * its position, as a transaction rule is (measured in eu-west-2, October 2026:
 * paritysuite/dynamodb-conformance tests/tier3/error-messages/partiqlGrammar.test.ts).
 */
export function bindTransactionStatement(statement: ParameterizedStatement, position: number) {
  return located(position, () => bindStatement(statement.Statement, statement.Parameters));
}

/** A parse failure, reported with the statement's position (a parameter count that does not match is not). */
function located<T>(position: number, prepare: () => T): T {
  try {
    return prepare();
  } catch (error) {
    if (error instanceof DynamoDBError && error.message.startsWith(NOT_WELL_FORMED))
      throw atPosition(position, error);
    throw error;
  }
}

/**
 * A prepared statement; a missing table or a write naming no single item becomes its reason, any
 * other problem with the statement a ValidationException naming it.
 */
function prepared<T>(position: number, prepare: () => Preparing<T>): Prepared<T> {
  let preparing: Preparing<T>;
  try {
    preparing = prepare();
  } catch (error) {
    if (!(error instanceof DynamoDBError)) throw error;
    if (error.type === 'ResourceNotFoundException')
      return { reason: { Code: 'ResourceNotFound', Message: error.message } };
    if (error.message === INCOMPLETE_KEY || error.message.startsWith(MULTIPLE_KEY_VALUES))
      return { reason: KEY_MISMATCH };
    if (error.type === 'ValidationException') throw atPosition(position, error);
    throw error;
  }
  // Checked outside: an empty index key in an INSERT's item is refused as TransactWriteItems refuses it.
  const reason = preparing.reason();
  return reason ? { reason } : { request: preparing.request };
}

/** Two values for one key in a write's WHERE (keyConditions.ts). */
const MULTIPLE_KEY_VALUES = 'Multiple conditions on same key ';

const atPosition = (position: number, error: DynamoDBError) =>
  validation(`Validation failed in TransactStatements[${position}]: ${error.message}`);
