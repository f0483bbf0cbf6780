/** The PartiQL operations' requests after validation (API version 2012-08-10). */
import type { AttributeValue } from '../../values/types.ts';
import type { ReturnConsumedCapacity, ReturnValuesOnConditionCheckFailure } from '../requestTypes.ts';

export interface ExecuteStatementRequest {
  Statement: string;
  Parameters?: AttributeValue[];
  ConsistentRead?: boolean;
  NextToken?: string;
  ReturnConsumedCapacity?: ReturnConsumedCapacity;
  Limit?: number;
  ReturnValuesOnConditionCheckFailure?: ReturnValuesOnConditionCheckFailure;
}

export interface BatchStatementRequest {
  Statement: string;
  Parameters?: AttributeValue[];
  ConsistentRead?: boolean;
  ReturnValuesOnConditionCheckFailure?: ReturnValuesOnConditionCheckFailure;
}

export interface BatchExecuteStatementRequest {
  Statements: BatchStatementRequest[];
  ReturnConsumedCapacity?: ReturnConsumedCapacity;
}

export interface ParameterizedStatement {
  Statement: string;
  Parameters?: AttributeValue[];
  ReturnValuesOnConditionCheckFailure?: ReturnValuesOnConditionCheckFailure;
}

export interface ExecuteTransactionRequest {
  TransactStatements: ParameterizedStatement[];
  ClientRequestToken?: string;
  ReturnConsumedCapacity?: ReturnConsumedCapacity;
}
