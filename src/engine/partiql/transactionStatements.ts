/**
 * ExecuteTransaction's statements as the actions of the transaction operations: SELECTs become the
 * Gets of a TransactGetItems; INSERT, UPDATE, DELETE and EXISTS become the Put, Update, Delete and
 * ConditionCheck of a TransactWriteItems. Rules that only transactions have are reported as
 * "Validation failed in TransactStatements[i]: …", as DynamoDB reports them.
 */
import type { Engine } from '../engine.ts';
import { DynamoDBError, validation } from '../errors.ts';
import type { ParameterizedStatement } from '../validation/partiql/requestTypes.ts';
import { EXISTS_NEEDS_KEY_AND_CONDITION, existsRequest, getRequest } from './itemReads.ts';
import { NOT_WELL_FORMED } from './errors.ts';
import { type BoundStatement, bindStatement, writeRequest } from './statements.ts';
import type { WriteRequest } from './writeRequests.ts';

const SELECT_NEEDS_KEY =
  'Select statements within ExecuteTransaction must specify the primary key in the where clause.';
const NO_INDEX_READS = 'Reads on indices are not supported within transactions.';
const NO_INDEX_CHECKS = 'Operations on indices are not supported in transactions';
const NO_RETURNING = 'RETURNING clause is not supported in ExecuteTransaction.';

/** Messages of the rules a statement breaks only by being in a transaction. */
const TRANSACTION_RULES: ReadonlySet<string> = new Set([
  SELECT_NEEDS_KEY,
  NO_INDEX_READS,
  NO_INDEX_CHECKS,
  NO_RETURNING,
  EXISTS_NEEDS_KEY_AND_CONDITION,
]);

/** The Get of a transaction's SELECT, and the SELECT list that shapes its item. */
export function transactionGet(engine: Engine, bound: BoundStatement, position: number) {
  return located(position, () => {
    const statement = bound.statement;
    if (statement.kind !== 'select') throw new Error('not a SELECT');
    if (statement.source.index !== undefined) throw validation(NO_INDEX_READS);
    const { body, selectList } = getRequest(engine, statement, bound.binder, SELECT_NEEDS_KEY);
    return { body, selectList };
  });
}

/** The write action of a transaction's INSERT, UPDATE, DELETE or EXISTS. */
export function transactionWrite(engine: Engine, bound: BoundStatement, position: number): WriteRequest {
  return located(position, () => {
    const statement = bound.statement;
    if (statement.kind === 'exists') return existsRequest(engine, statement, bound.binder);
    if ((statement.kind === 'update' || statement.kind === 'delete') && statement.returning)
      throw validation(NO_RETURNING);
    return writeRequest(engine, bound);
  });
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

function located<T>(position: number, prepare: () => T): T {
  try {
    return prepare();
  } catch (error) {
    if (
      error instanceof DynamoDBError &&
      (TRANSACTION_RULES.has(error.message) || error.message.startsWith(NOT_WELL_FORMED))
    )
      throw validation(`Validation failed in TransactStatements[${position}]: ${error.message}`);
    throw error;
  }
}
