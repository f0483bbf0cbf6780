/** BatchExecuteStatement request validation: 1 to 25 statements, each shaped like ExecuteStatement's. */
import {
  consistentRead,
  returnConsumedCapacity,
  returnValuesOnConditionCheckFailure,
} from '../commonShapes.ts';
import { compileRequest } from '../shape/compileRequest.ts';
import { list, structure } from '../shape/shapes.ts';
import type { BatchExecuteStatementRequest } from './requestTypes.ts';
import { parameters, statement } from './shapes.ts';

export const MAX_BATCH_STATEMENTS = 25;

export const validateBatchExecuteStatement = compileRequest<BatchExecuteStatementRequest>(
  structure('BatchExecuteStatementInput', {
    Statements: list(
      structure('BatchStatementRequest', {
        Statement: statement,
        Parameters: parameters,
        ConsistentRead: consistentRead,
        ReturnValuesOnConditionCheckFailure: returnValuesOnConditionCheckFailure,
      }),
      { required: true, min: 1, max: MAX_BATCH_STATEMENTS },
    ),
    ReturnConsumedCapacity: returnConsumedCapacity,
  }),
);
