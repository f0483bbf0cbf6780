/** ExecuteTransaction request validation: 1 to 100 statements and an optional idempotency token. */
import { returnConsumedCapacity, returnValuesOnConditionCheckFailure } from '../commonShapes.ts';
import { compileRequest } from '../shape/compileRequest.ts';
import { list, string, structure } from '../shape/shapes.ts';
import { MAX_TRANSACTION_ACTIONS } from '../transactGetItems.ts';
import type { ExecuteTransactionRequest } from './requestTypes.ts';
import { parameters, statement } from './shapes.ts';

export const validateExecuteTransaction = compileRequest<ExecuteTransactionRequest>(
  structure('ExecuteTransactionInput', {
    TransactStatements: list(
      structure('ParameterizedStatement', {
        Statement: statement,
        Parameters: parameters,
        ReturnValuesOnConditionCheckFailure: returnValuesOnConditionCheckFailure,
      }),
      { required: true, min: 1, max: MAX_TRANSACTION_ACTIONS },
    ),
    ClientRequestToken: string({ min: 1, max: 36 }),
    ReturnConsumedCapacity: returnConsumedCapacity,
  }),
);
