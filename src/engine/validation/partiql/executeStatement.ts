/**
 * ExecuteStatement request validation: the shape only. The statement itself is checked when it is
 * parsed (partiql/), Parameters when they are bound to it.
 */
import {
  consistentRead,
  returnConsumedCapacity,
  returnValuesOnConditionCheckFailure,
} from '../commonShapes.ts';
import { compileRequest } from '../shape/compileRequest.ts';
import { integer, string, structure } from '../shape/shapes.ts';
import type { ExecuteStatementRequest } from './requestTypes.ts';
import { parameters, statement } from './shapes.ts';

export const validateExecuteStatement = compileRequest<ExecuteStatementRequest>(
  structure('ExecuteStatementInput', {
    Statement: statement,
    Parameters: parameters,
    ConsistentRead: consistentRead,
    NextToken: string({ min: 1, max: 32768 }),
    ReturnConsumedCapacity: returnConsumedCapacity,
    Limit: integer({ min: 1 }),
    ReturnValuesOnConditionCheckFailure: returnValuesOnConditionCheckFailure,
  }),
);
