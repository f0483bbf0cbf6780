/**
 * The handlers of the operations loaded on first use (firstUseNames.ts), and the PartiQL statement
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
import type { OperationHandler } from './operationTable.ts';

export { parsePartiQL } from '../engine/partiql/parsePartiQL.ts';

export const FIRST_USE_HANDLERS: ReadonlyMap<string, OperationHandler> = new Map<string, OperationHandler>([
  ['ExecuteStatement', executeStatement],
  ['BatchExecuteStatement', batchExecuteStatement],
  ['ExecuteTransaction', executeTransaction],
  ['SearchVectors', searchVectors],
  ['DescribeTableReplicaAutoScaling', describeTableReplicaAutoScaling],
  ['UpdateTableReplicaAutoScaling', updateTableReplicaAutoScaling],
  ['CreateGlobalTable', createGlobalTable],
  ['UpdateGlobalTable', updateGlobalTable],
  ['DescribeGlobalTable', describeGlobalTable],
  ['ListGlobalTables', listGlobalTables],
  ['DescribeGlobalTableSettings', describeGlobalTableSettings],
  ['UpdateGlobalTableSettings', updateGlobalTableSettings],
]);
