/**
 * Validated TransactGetItems and TransactWriteItems requests (see requestTypes.ts). Each action
 * carries its own expressions, parsed and resolved.
 */
import type { AttributeMap } from '../values/types.ts';
import type {
  ExpressionParameters,
  ReturnConsumedCapacity,
  ReturnItemCollectionMetrics,
  ReturnValuesOnConditionCheckFailure,
  WithExpressions,
} from './requestTypes.ts';

export interface GetAction extends WithExpressions {
  TableName: string;
  Key: AttributeMap;
  ProjectionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
}

export interface TransactGetItem {
  Get: GetAction;
}

export interface TransactGetItemsRequest {
  TransactItems: TransactGetItem[];
  ReturnConsumedCapacity?: ReturnConsumedCapacity;
}

interface WriteAction extends ExpressionParameters, WithExpressions {
  TableName: string;
  ConditionExpression?: string;
  ReturnValuesOnConditionCheckFailure?: ReturnValuesOnConditionCheckFailure;
}

export interface ConditionCheckAction extends WriteAction {
  Key: AttributeMap;
  ConditionExpression: string;
}

export interface PutAction extends WriteAction {
  Item: AttributeMap;
}

export interface DeleteAction extends WriteAction {
  Key: AttributeMap;
}

export interface UpdateAction extends WriteAction {
  Key: AttributeMap;
  UpdateExpression: string;
}

/** Exactly one action is set. */
export interface TransactWriteItem {
  ConditionCheck?: ConditionCheckAction;
  Put?: PutAction;
  Delete?: DeleteAction;
  Update?: UpdateAction;
}

export interface TransactWriteItemsRequest {
  TransactItems: TransactWriteItem[];
  ReturnConsumedCapacity?: ReturnConsumedCapacity;
  ReturnItemCollectionMetrics?: ReturnItemCollectionMetrics;
  ClientRequestToken?: string;
}
