/**
 * The handlers of the operations loaded on first use (firstUseNames.ts), by X-Amz-Target, and the PartiQL statement
 * parser, in one module: the browser's engine worker loads it when one of them is first asked for
 * (firstUseOperations.lazy.ts) instead of at start.
 */
import { batchExecuteStatement } from '../engine/operations/batchExecuteStatement.ts';
import { executeStatement } from '../engine/operations/executeStatement.ts';
import { executeTransaction } from '../engine/operations/executeTransaction.ts';
import {
  createGlobalTable,
  describeGlobalTable,
  describeGlobalTableSettings,
  listGlobalTables,
  updateGlobalTable,
  updateGlobalTableSettings,
} from '../engine/operations/legacyGlobalTables.ts';
import {
  describeTableReplicaAutoScaling,
  updateTableReplicaAutoScaling,
} from '../engine/operations/replicaAutoScaling.ts';
import { searchVectors } from '../engine/vectors/searchVectors.ts';
import { readStatementAccess } from '../engine/partiql/statementAccess.ts';
import { installStatementReader } from '../engine/policies/statementReader.ts';
import type { OperationHandler } from './operationTable.ts';
import { DYNAMODB_PREFIX } from './targetPrefixes.ts';

export { parsePartiQL } from '../engine/partiql/parsePartiQL.ts';

// A resource policy's Deny on a PartiQL action reads the statement with the PartiQL code, loaded here.
installStatementReader(readStatementAccess);

export const FIRST_USE_HANDLERS: ReadonlyMap<string, OperationHandler> = new Map<string, OperationHandler>([
  [DYNAMODB_PREFIX + 'ExecuteStatement', executeStatement],
  [DYNAMODB_PREFIX + 'BatchExecuteStatement', batchExecuteStatement],
  [DYNAMODB_PREFIX + 'ExecuteTransaction', executeTransaction],
  [DYNAMODB_PREFIX + 'SearchVectors', searchVectors],
  [DYNAMODB_PREFIX + 'DescribeTableReplicaAutoScaling', describeTableReplicaAutoScaling],
  [DYNAMODB_PREFIX + 'UpdateTableReplicaAutoScaling', updateTableReplicaAutoScaling],
  [DYNAMODB_PREFIX + 'CreateGlobalTable', createGlobalTable],
  [DYNAMODB_PREFIX + 'UpdateGlobalTable', updateGlobalTable],
  [DYNAMODB_PREFIX + 'DescribeGlobalTable', describeGlobalTable],
  [DYNAMODB_PREFIX + 'ListGlobalTables', listGlobalTables],
  [DYNAMODB_PREFIX + 'DescribeGlobalTableSettings', describeGlobalTableSettings],
  [DYNAMODB_PREFIX + 'UpdateGlobalTableSettings', updateGlobalTableSettings],
]);
