/** Validated BatchGetItem and BatchWriteItem requests (see requestTypes.ts). */
import type { AttributeMap } from '../values/types.ts';
import type { ReturnConsumedCapacity, ReturnItemCollectionMetrics, WithExpressions } from './requestTypes.ts';

/** One table's part of a BatchGetItem, with its projection resolved into `expressions`. */
export interface KeysAndAttributes extends WithExpressions {
  Keys: AttributeMap[];
  AttributesToGet?: string[];
  ConsistentRead?: boolean;
  ProjectionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
}

export interface BatchGetItemRequest {
  /** Keyed by table name or table ARN, as sent. */
  RequestItems: Record<string, KeysAndAttributes>;
  ReturnConsumedCapacity?: ReturnConsumedCapacity;
}

/** Exactly one of the two is set. */
export interface WriteRequest {
  PutRequest?: { Item: AttributeMap };
  DeleteRequest?: { Key: AttributeMap };
}

export interface BatchWriteItemRequest {
  /** Keyed by table name or table ARN, as sent. */
  RequestItems: Record<string, WriteRequest[]>;
  ReturnConsumedCapacity?: ReturnConsumedCapacity;
  ReturnItemCollectionMetrics?: ReturnItemCollectionMetrics;
}
