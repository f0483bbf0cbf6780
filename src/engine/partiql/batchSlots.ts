/**
 * BatchExecuteStatement's statements, each prepared and run on its own: a failure is that
 * statement's Error ({Code, Message}), while the others still run. Reads must name one item by its
 * full primary key (a GetItem); writes run as ExecuteStatement runs them, a RETURNING clause's item
 * coming back as the response's Item. As DynamoDB answers (nubo-db/dynamodb-conformance
 * tests/tier2/partiql/batchExecuteStatement.test.ts): ReturnValuesOnConditionCheckFailure brings
 * no item back on a member, and a member that reached its table and failed there (a condition, a
 * duplicate INSERT, throttling, an update nesting the item too deep) names its TableName beside
 * the Error; one refused before it ran does not.
 */
import type { ConsumedCapacity } from '../capacity/consumed.ts';
import type { Engine } from '../engine.ts';
import { DynamoDBError, type ErrorName } from '../errors.ts';
import { getItem } from '../operations/getItem.ts';
import type { RawJson } from '../reply.ts';
import { NESTING_EXCEEDED_SHORT } from '../values/nesting.ts';
import type { AttributeMap } from '../values/types.ts';
import type { BatchStatementRequest } from '../validation/partiql/requestTypes.ts';
import type { ReturnConsumedCapacity } from '../validation/requestTypes.ts';
import type { CapacityByTable } from './capacity.ts';
import { getRequest } from './itemReads.ts';
import { selectListJson, type SelectList } from './selectList.ts';
import { asStatement } from './operationErrors.ts';
import { bindStatement, type BoundStatement, runWrite, writeRequest } from './statements.ts';
import { refuseMultiAttributeIndex, tableKeyNames } from './target.ts';
import type { WriteRequest } from './writeRequests.ts';
import type { Table } from '../storage/table.ts';

export const BATCH_SELECT_NEEDS_KEY =
  'Select statements within BatchExecuteStatement must specify the primary key in the where clause.';

/** BatchStatementError codes by the exception a statement raised. */
const ERROR_CODES: Partial<Record<ErrorName, string>> = {
  ConditionalCheckFailedException: 'ConditionalCheckFailed',
  DuplicateItemException: 'DuplicateItem',
  ValidationException: 'ValidationError',
  ResourceNotFoundException: 'ResourceNotFound',
  ProvisionedThroughputExceededException: 'ProvisionedThroughputExceeded',
  ThrottlingException: 'ThrottlingError',
  RequestLimitExceeded: 'RequestLimitExceeded',
  TransactionConflictException: 'TransactionConflict',
  // BatchStatementErrorCodeEnum has no code for an MRSC write conflict: the nearest is the one for a
  // concurrent change, and the message says which (globalTables/strongWrites.ts).
  ReplicatedWriteConflictException: 'TransactionConflict',
  ItemCollectionSizeLimitExceededException: 'ItemCollectionSizeLimitExceeded',
  AccessDeniedException: 'AccessDenied',
};

export type Slot =
  | { kind: 'failed'; error: DynamoDBError }
  | {
      kind: 'read';
      table: Table;
      body: Record<string, unknown>;
      selectList: SelectList | undefined;
      request: BatchStatementRequest;
    }
  | { kind: 'write'; write: WriteRequest; request: BatchStatementRequest };

/** Parses and binds a statement; a DynamoDB error is the statement's own. */
export function bindSlot(request: BatchStatementRequest): BoundStatement | DynamoDBError {
  return caught(() => bindStatement(request.Statement, request.Parameters));
}

/** The request a bound statement will run as. */
export function prepareSlot(engine: Engine, bound: BoundStatement, request: BatchStatementRequest): Slot {
  const slot = caught<Slot>(() => {
    if (bound.statement.kind === 'select') {
      refuseMultiAttributeIndex(engine, bound.statement.source);
      const read = getRequest(engine, bound.statement, bound.binder, BATCH_SELECT_NEEDS_KEY);
      return { kind: 'read', ...read, request };
    }
    if (bound.statement.kind === 'exists')
      throw new DynamoDBError(
        'ValidationException',
        'EXISTS can only be used in ExecuteTransaction write requests.',
      );
    return { kind: 'write', write: writeRequest(engine, bound), request };
  });
  return slot instanceof DynamoDBError ? { kind: 'failed', error: slot } : slot;
}

/** Table and key of the item a prepared statement touches, to find two statements on one item. */
export function itemIdentity(slot: Slot): string | undefined {
  if (slot.kind === 'failed') return undefined;
  const table = slotTable(slot);
  const body = slot.kind === 'read' ? slot.body : slot.write.body;
  const key = (body.Key ?? body.Item) as AttributeMap;
  const values = tableKeyNames(table).map((name) => (Object.hasOwn(key, name) ? key[name] : undefined));
  // An item without its key fails on its own when it runs; it names no item to compare.
  return values.includes(undefined) ? undefined : JSON.stringify([table.name, ...values]);
}

/** Runs a prepared statement: its BatchStatementResponse. */
export function runSlot(
  engine: Engine,
  slot: Slot,
  mode: ReturnConsumedCapacity | undefined,
  capacity: CapacityByTable,
) {
  if (slot.kind === 'failed') return errorResponse(slot.error);
  try {
    if (slot.kind === 'read') {
      const reply = asStatement(() =>
        getItem(engine, {
          ...slot.body,
          ConsistentRead: slot.request.ConsistentRead,
          ReturnConsumedCapacity: mode,
        }),
      ) as { Item?: RawJson; ConsumedCapacity?: ConsumedCapacity };
      capacity.add(reply.ConsumedCapacity);
      return { TableName: slot.table.name, Item: reply.Item && selectListJson(reply.Item, slot.selectList) };
    }
    const reply = runWrite(engine, slot.write, { returnConsumedCapacity: mode });
    capacity.add(reply.ConsumedCapacity);
    return { TableName: slot.write.table.name, Item: reply.Items[0] };
  } catch (error) {
    if (!(error instanceof DynamoDBError)) throw error;
    if (mode !== undefined && mode !== 'NONE')
      capacity.addFailedWrite(slotTable(slot).name, error.chargedWriteUnits);
    // A request the write operation refused as invalid answers with the Error alone. Anything else
    // (throttled at its table, boto/boto3#3834; a failed condition; a duplicate INSERT) happened
    // at the table, which is named beside the Error — as is an update refused for nesting the item
    // it changes too deep, which only the stored item shows (eu-west-2, September 2026;
    // hectorvent/floci DynamoDbPartiQLEdgeCaseIntegrationTest).
    if (error.type === 'ValidationException' && error.message !== NESTING_EXCEEDED_SHORT)
      return errorResponse(error);
    return { TableName: slotTable(slot).name, ...errorResponse(error) };
  }
}

function slotTable(slot: Exclude<Slot, { kind: 'failed' }>): Table {
  return slot.kind === 'read' ? slot.table : slot.write.table;
}

function errorResponse(error: DynamoDBError) {
  const code = ERROR_CODES[error.type] ?? 'InternalServerError';
  return { Error: { Code: code, Message: error.message } };
}

function caught<T>(run: () => T): T | DynamoDBError {
  try {
    return run();
  } catch (error) {
    if (error instanceof DynamoDBError) return error;
    throw error;
  }
}
