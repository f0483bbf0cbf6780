/**
 * Request shapes after validation: the wire JSON of each operation (API version 2012-08-10) as
 * TypeScript types, plus the parsed expressions. A request reaches an operation only after its
 * validator (validation/<operation>.ts) has checked every field, so these types can be trusted.
 */
import type { RequestExpressions } from '../expressions/index.ts';
import type { AttributeMap, AttributeValue } from '../values/types.ts';

export type ReturnConsumedCapacity = 'INDEXES' | 'TOTAL' | 'NONE';
export type ReturnItemCollectionMetrics = 'SIZE' | 'NONE';
export type ReturnValues = 'NONE' | 'ALL_OLD' | 'UPDATED_OLD' | 'ALL_NEW' | 'UPDATED_NEW';
export type ReturnValuesOnConditionCheckFailure = 'ALL_OLD' | 'NONE';
export type Select = 'ALL_ATTRIBUTES' | 'ALL_PROJECTED_ATTRIBUTES' | 'SPECIFIC_ATTRIBUTES' | 'COUNT';
export type ConditionalOperator = 'AND' | 'OR';
export type ComparisonOperator =
  | 'EQ'
  | 'NE'
  | 'IN'
  | 'LE'
  | 'LT'
  | 'GE'
  | 'GT'
  | 'BETWEEN'
  | 'NOT_NULL'
  | 'NULL'
  | 'CONTAINS'
  | 'NOT_CONTAINS'
  | 'BEGINS_WITH';

export interface ExpectedAttributeValue {
  Value?: AttributeValue;
  Exists?: boolean;
  ComparisonOperator?: ComparisonOperator;
  AttributeValueList?: AttributeValue[];
}

export interface Condition {
  ComparisonOperator: ComparisonOperator;
  AttributeValueList?: AttributeValue[];
}

export interface AttributeValueUpdate {
  Value?: AttributeValue;
  Action?: 'ADD' | 'PUT' | 'DELETE';
}

export interface ExpressionParameters {
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, AttributeValue>;
}

/**
 * Every validated item request carries its expressions, parsed and resolved (from strings or legacy
 * parameters). A Query's keyCondition built from legacy KeyConditions (request.KeyConditions is set)
 * is analysed with origin 'legacy', so operators no key can serve get that parameter's message.
 */
export interface WithExpressions {
  expressions: RequestExpressions;
}

export interface GetItemRequest extends ExpressionParameters, WithExpressions {
  TableName: string;
  Key: AttributeMap;
  ConsistentRead?: boolean;
  ProjectionExpression?: string;
  AttributesToGet?: string[];
  ReturnConsumedCapacity?: ReturnConsumedCapacity;
}

export interface PutItemRequest extends ExpressionParameters, WithExpressions {
  TableName: string;
  Item: AttributeMap;
  ConditionExpression?: string;
  Expected?: Record<string, ExpectedAttributeValue>;
  ConditionalOperator?: ConditionalOperator;
  ReturnValues?: ReturnValues;
  ReturnConsumedCapacity?: ReturnConsumedCapacity;
  ReturnItemCollectionMetrics?: ReturnItemCollectionMetrics;
  ReturnValuesOnConditionCheckFailure?: ReturnValuesOnConditionCheckFailure;
  /** Not a wire field: the item's size, measured once by validation for the 400 KB check and kept. */
  itemBytes: number;
}

export interface DeleteItemRequest extends ExpressionParameters, WithExpressions {
  TableName: string;
  Key: AttributeMap;
  ConditionExpression?: string;
  Expected?: Record<string, ExpectedAttributeValue>;
  ConditionalOperator?: ConditionalOperator;
  ReturnValues?: ReturnValues;
  ReturnConsumedCapacity?: ReturnConsumedCapacity;
  ReturnItemCollectionMetrics?: ReturnItemCollectionMetrics;
  ReturnValuesOnConditionCheckFailure?: ReturnValuesOnConditionCheckFailure;
}

export interface UpdateItemRequest extends ExpressionParameters, WithExpressions {
  TableName: string;
  Key: AttributeMap;
  UpdateExpression?: string;
  AttributeUpdates?: Record<string, AttributeValueUpdate>;
  ConditionExpression?: string;
  Expected?: Record<string, ExpectedAttributeValue>;
  ConditionalOperator?: ConditionalOperator;
  ReturnValues?: ReturnValues;
  ReturnConsumedCapacity?: ReturnConsumedCapacity;
  ReturnItemCollectionMetrics?: ReturnItemCollectionMetrics;
  ReturnValuesOnConditionCheckFailure?: ReturnValuesOnConditionCheckFailure;
}

export interface QueryRequest extends ExpressionParameters, WithExpressions {
  TableName: string;
  IndexName?: string;
  Select?: Select;
  AttributesToGet?: string[];
  Limit?: number;
  ConsistentRead?: boolean;
  KeyConditions?: Record<string, Condition>;
  QueryFilter?: Record<string, Condition>;
  ConditionalOperator?: ConditionalOperator;
  ScanIndexForward?: boolean;
  ExclusiveStartKey?: AttributeMap;
  ReturnConsumedCapacity?: ReturnConsumedCapacity;
  ProjectionExpression?: string;
  FilterExpression?: string;
  KeyConditionExpression?: string;
}

export interface ScanRequest extends ExpressionParameters, WithExpressions {
  TableName: string;
  IndexName?: string;
  AttributesToGet?: string[];
  Limit?: number;
  Select?: Select;
  ScanFilter?: Record<string, Condition>;
  ConditionalOperator?: ConditionalOperator;
  ExclusiveStartKey?: AttributeMap;
  ReturnConsumedCapacity?: ReturnConsumedCapacity;
  TotalSegments?: number;
  Segment?: number;
  ProjectionExpression?: string;
  FilterExpression?: string;
  ConsistentRead?: boolean;
}

export interface KeySchemaElementInput {
  AttributeName: string;
  KeyType: 'HASH' | 'RANGE';
}

export interface ProjectionInput {
  ProjectionType?: 'ALL' | 'KEYS_ONLY' | 'INCLUDE';
  NonKeyAttributes?: string[];
}

export interface ProvisionedThroughputInput {
  ReadCapacityUnits: number;
  WriteCapacityUnits: number;
}

export interface OnDemandThroughputInput {
  MaxReadRequestUnits?: number;
  MaxWriteRequestUnits?: number;
}

export interface WarmThroughputInput {
  ReadUnitsPerSecond?: number;
  WriteUnitsPerSecond?: number;
}

export interface SecondaryIndexInput {
  IndexName: string;
  KeySchema: KeySchemaElementInput[];
  Projection: ProjectionInput;
  ProvisionedThroughput?: ProvisionedThroughputInput;
  OnDemandThroughput?: OnDemandThroughputInput;
  WarmThroughput?: WarmThroughputInput;
}

export interface StreamSpecificationInput {
  StreamEnabled: boolean;
  StreamViewType?: 'NEW_IMAGE' | 'OLD_IMAGE' | 'NEW_AND_OLD_IMAGES' | 'KEYS_ONLY';
}

export interface SseSpecificationInput {
  Enabled?: boolean;
  SSEType?: 'AES256' | 'KMS';
  KMSMasterKeyId?: string;
}

export interface AttributeDefinitionInput {
  AttributeName: string;
  AttributeType: 'S' | 'N' | 'B';
}

export interface TagInput {
  Key: string;
  Value: string;
}

export interface CreateTableRequest {
  TableName: string;
  AttributeDefinitions: AttributeDefinitionInput[];
  KeySchema: KeySchemaElementInput[];
  LocalSecondaryIndexes?: SecondaryIndexInput[];
  GlobalSecondaryIndexes?: SecondaryIndexInput[];
  BillingMode?: 'PROVISIONED' | 'PAY_PER_REQUEST';
  ProvisionedThroughput?: ProvisionedThroughputInput;
  StreamSpecification?: StreamSpecificationInput;
  SSESpecification?: SseSpecificationInput;
  Tags?: TagInput[];
  TableClass?: 'STANDARD' | 'STANDARD_INFREQUENT_ACCESS';
  DeletionProtectionEnabled?: boolean;
  OnDemandThroughput?: OnDemandThroughputInput;
  WarmThroughput?: WarmThroughputInput;
  ResourcePolicy?: string;
  VectorIndexes?: VectorIndexInput[];
}

export interface VectorIndexInput {
  IndexName: string;
  VectorAttribute: { AttributeName: string };
  SearchSchema?: { AttributeName: string; SearchSchemaElementType: 'HASH' | 'INLINE_FILTER' }[];
  Projection: ProjectionInput;
  Dimensions: number;
  DistanceFunction: 'COSINE' | 'DOT_PRODUCT' | 'EUCLIDEAN';
}

/** DescribeLimits and DescribeEndpoints take no parameters. */
export type EmptyRequest = Record<string, never>;

export interface TableNameRequest {
  TableName: string;
}

export interface ListTablesRequest {
  ExclusiveStartTableName?: string;
  Limit?: number;
}

export interface TagResourceRequest {
  ResourceArn: string;
  Tags: TagInput[];
}

export interface UntagResourceRequest {
  ResourceArn: string;
  TagKeys: string[];
}

export interface ListTagsOfResourceRequest {
  ResourceArn: string;
  NextToken?: string;
}

export type {
  BatchGetItemRequest,
  BatchWriteItemRequest,
  KeysAndAttributes,
  WriteRequest,
} from './batchRequestTypes.ts';
export type {
  ConditionCheckAction,
  DeleteAction,
  GetAction,
  PutAction,
  TransactGetItem,
  TransactGetItemsRequest,
  TransactWriteItem,
  TransactWriteItemsRequest,
  UpdateAction,
} from './transactionRequestTypes.ts';
export type {
  CreateGlobalSecondaryIndexAction,
  DescribeTimeToLiveRequest,
  GlobalSecondaryIndexUpdate,
  ReplicaSettingsInput,
  ReplicationGroupUpdate,
  UpdateGlobalSecondaryIndexAction,
  UpdateTableRequest,
  UpdateTimeToLiveRequest,
} from './tableUpdateTypes.ts';
