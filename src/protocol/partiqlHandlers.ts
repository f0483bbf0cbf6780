/**
 * The PartiQL operations and the statement parser, in one module: the browser's engine worker loads
 * it on first use (partiqlOperations.lazy.ts) instead of at start, as it is a sixth of the engine.
 * The handlers are keyed by the names in partiqlNames.ts.
 */
import { batchExecuteStatement } from '../engine/operations/batchExecuteStatement.ts';
import { executeStatement } from '../engine/operations/executeStatement.ts';
import { executeTransaction } from '../engine/operations/executeTransaction.ts';
import type { OperationHandler } from './operationTable.ts';

export { parsePartiQL } from '../engine/partiql/parsePartiQL.ts';

export const PARTIQL_HANDLERS: ReadonlyMap<string, OperationHandler> = new Map<string, OperationHandler>([
  ['ExecuteStatement', executeStatement],
  ['BatchExecuteStatement', batchExecuteStatement],
  ['ExecuteTransaction', executeTransaction],
]);
