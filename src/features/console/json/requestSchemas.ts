/**
 * JSON Schemas of request bodies, for the JSON mode's editor: it checks the shape as you type
 * (unknown members are warnings — DynamoDB ignores them, which hides typos) and completes member
 * names, enum values, table names and the picked table's key attributes. The engine stays the judge
 * of everything else, with DynamoDB's own messages.
 */

import { exportImportProperties } from './exportImportSchemas.ts';
import { searchVectorsProperties, vectorDefinitions, vectorIndexesMember } from './vectorSchemas.ts';

type Schema = Record<string, unknown>;

const ref = (name: string): Schema => ({ $ref: `#/definitions/${name}` });
const str = (description: string): Schema => ({ type: 'string', description });
const oneOf = (values: string[], description: string): Schema => ({
  type: 'string',
  enum: values,
  description,
});
const bool = (description: string): Schema => ({ type: 'boolean', description });
const int = (description: string): Schema => ({ type: 'integer', minimum: 1, description });

const definitions: Record<string, Schema> = {
  AttributeDefinitions: {
    type: 'array',
    description: 'Types of the key attributes (table and indexes) — only those',
    items: {
      type: 'object',
      required: ['AttributeName', 'AttributeType'],
      additionalProperties: false,
      properties: {
        AttributeName: { type: 'string' },
        AttributeType: oneOf(['S', 'N', 'B'], 'Key type'),
      },
    },
  },
  AttributeValue: {
    type: 'object',
    description: 'A typed value: exactly one of S, N, B, BOOL, NULL, SS, NS, BS, L, M.',
    minProperties: 1,
    maxProperties: 1,
    additionalProperties: false,
    properties: {
      S: str('String'),
      N: str('Number, sent as a string: up to 38 digits'),
      B: str('Binary, base64-encoded'),
      BOOL: bool('Boolean'),
      NULL: { const: true, description: 'Null (always true)' },
      SS: { type: 'array', items: { type: 'string' }, description: 'String set' },
      NS: { type: 'array', items: { type: 'string' }, description: 'Number set' },
      BS: { type: 'array', items: { type: 'string' }, description: 'Binary set' },
      L: { type: 'array', items: ref('AttributeValue'), description: 'List' },
      M: { type: 'object', additionalProperties: ref('AttributeValue'), description: 'Map' },
    },
  },
  AttributeMap: { type: 'object', additionalProperties: ref('AttributeValue') },
  Names: {
    type: 'object',
    description: 'Placeholders (#name) for attribute names used in expressions',
    additionalProperties: { type: 'string' },
  },
  Values: {
    type: 'object',
    description: 'Placeholders (:value) for values used in expressions',
    additionalProperties: ref('AttributeValue'),
  },
  KeySchema: {
    type: 'array',
    items: {
      type: 'object',
      required: ['AttributeName', 'KeyType'],
      additionalProperties: false,
      properties: {
        AttributeName: { type: 'string' },
        KeyType: oneOf(['HASH', 'RANGE'], 'HASH = partition key'),
      },
    },
  },
  Projection: {
    type: 'object',
    additionalProperties: false,
    properties: {
      ProjectionType: oneOf(['ALL', 'KEYS_ONLY', 'INCLUDE'], 'Which attributes the index copies'),
      NonKeyAttributes: { type: 'array', items: { type: 'string' } },
    },
  },
  Throughput: {
    type: 'object',
    additionalProperties: false,
    properties: {
      ReadCapacityUnits: int('Read capacity units'),
      WriteCapacityUnits: int('Write capacity units'),
    },
  },
  ...vectorDefinitions,
};

const capacity = oneOf(['INDEXES', 'TOTAL', 'NONE'], 'Return the capacity this request consumed');
const metrics = oneOf(['SIZE', 'NONE'], 'Return item collection sizes (tables with local secondary indexes)');
const onFailure = oneOf(['ALL_OLD', 'NONE'], 'Return the item when the condition fails');
const condition = str('Condition that must hold for the write to happen, e.g. attribute_not_exists(PK)');
const names = ref('Names');
const values = ref('Values');

function operationProperties(
  operation: string,
  table: Schema,
  key: Schema,
  context: SchemaContext,
): [Schema, string[]] {
  const read = {
    TableName: table,
    IndexName: str('Index to read instead of the table'),
    Select: oneOf(
      ['ALL_ATTRIBUTES', 'ALL_PROJECTED_ATTRIBUTES', 'SPECIFIC_ATTRIBUTES', 'COUNT'],
      'What to return',
    ),
    FilterExpression: str(
      'Filter applied after reading: read capacity is still charged for filtered-out items',
    ),
    ProjectionExpression: str('Attributes to return, e.g. PK, #n'),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ConsistentRead: bool('Strongly consistent read (twice the read capacity; not on GSIs)'),
    Limit: int('Items to evaluate (read) per page, before any filter'),
    ExclusiveStartKey: ref('AttributeMap'),
    ReturnConsumedCapacity: capacity,
  };
  switch (operation) {
    case 'GetItem':
      return [
        {
          TableName: table,
          Key: key,
          ConsistentRead: read.ConsistentRead,
          ProjectionExpression: read.ProjectionExpression,
          ExpressionAttributeNames: names,
          ReturnConsumedCapacity: capacity,
        },
        ['TableName', 'Key'],
      ];
    case 'PutItem':
      return [
        {
          TableName: table,
          Item: key,
          ConditionExpression: condition,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ReturnValues: oneOf(['NONE', 'ALL_OLD'], 'Return the item as it was before'),
          ReturnConsumedCapacity: capacity,
          ReturnItemCollectionMetrics: metrics,
          ReturnValuesOnConditionCheckFailure: onFailure,
        },
        ['TableName', 'Item'],
      ];
    case 'UpdateItem':
      return [
        {
          TableName: table,
          Key: key,
          UpdateExpression: str('SET, REMOVE, ADD and DELETE clauses, e.g. SET ver = ver + :one'),
          ConditionExpression: condition,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ReturnValues: oneOf(['NONE', 'ALL_OLD', 'UPDATED_OLD', 'ALL_NEW', 'UPDATED_NEW'], 'What to return'),
          ReturnConsumedCapacity: capacity,
          ReturnItemCollectionMetrics: metrics,
          ReturnValuesOnConditionCheckFailure: onFailure,
        },
        ['TableName', 'Key'],
      ];
    case 'DeleteItem':
      return [
        {
          TableName: table,
          Key: key,
          ConditionExpression: condition,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ReturnValues: oneOf(['NONE', 'ALL_OLD'], 'Return the deleted item'),
          ReturnConsumedCapacity: capacity,
          ReturnItemCollectionMetrics: metrics,
          ReturnValuesOnConditionCheckFailure: onFailure,
        },
        ['TableName', 'Key'],
      ];
    case 'Query':
      return [
        {
          ...read,
          KeyConditionExpression: str(
            'Partition key equality, optionally a sort key condition: PK = :pk AND begins_with(SK, :p)',
          ),
          ScanIndexForward: bool('false: descending sort key order'),
        },
        ['TableName'],
      ];
    case 'Scan':
      return [
        {
          ...read,
          Segment: { type: 'integer', minimum: 0, description: 'This worker’s segment in a parallel scan' },
          TotalSegments: int('Number of segments in a parallel scan'),
        },
        ['TableName'],
      ];
    case 'SearchVectors':
      return searchVectorsProperties(read, names, values, context.vectorIndexNames ?? []);
    case 'CreateTable':
      return [
        {
          TableName: str('3–255 characters: a-z A-Z 0-9 _ - .'),
          AttributeDefinitions: ref('AttributeDefinitions'),
          KeySchema: ref('KeySchema'),
          BillingMode: oneOf(['PAY_PER_REQUEST', 'PROVISIONED'], 'On-demand or provisioned capacity'),
          ProvisionedThroughput: ref('Throughput'),
          GlobalSecondaryIndexes: { type: 'array', items: { type: 'object' } },
          LocalSecondaryIndexes: { type: 'array', items: { type: 'object' } },
          VectorIndexes: vectorIndexesMember,
          StreamSpecification: { type: 'object' },
          Tags: { type: 'array', items: { type: 'object' } },
          TableClass: oneOf(['STANDARD', 'STANDARD_INFREQUENT_ACCESS'], 'Storage class'),
          DeletionProtectionEnabled: bool('Refuse DeleteTable while true'),
        },
        ['TableName', 'AttributeDefinitions', 'KeySchema'],
      ];
    case 'ExecuteStatement':
      return [
        {
          Statement: str(`PartiQL, e.g. SELECT * FROM "app" WHERE PK = 'CUSTOMER#42'`),
          Parameters: {
            type: 'array',
            items: ref('AttributeValue'),
            description: 'Values for the ? placeholders',
          },
          ConsistentRead: read.ConsistentRead,
          Limit: int('Items to read per page, before the WHERE filter'),
          NextToken: str('From the previous page’s reply'),
          ReturnConsumedCapacity: capacity,
          ReturnValuesOnConditionCheckFailure: onFailure,
        },
        ['Statement'],
      ];
    case 'DescribeTable':
    case 'DeleteTable':
      return [{ TableName: table }, ['TableName']];
    case 'ListTables':
      return [{ ExclusiveStartTableName: str('Start after this table name'), Limit: int('At most 100') }, []];
    default:
      return exportImportProperties(operation, context.tableArns ?? []) ?? [{}, []];
  }
}

export interface SchemaContext {
  tableNames: string[];
  /** Key attribute names of the picked table, proposed (and required) in Key and Item. */
  keyNames: string[];
  /** The picked table's vector indexes, proposed as a SearchVectors IndexName. */
  vectorIndexNames?: string[];
  /** The tables' ARNs, proposed where a request takes a TableArn (exports, imports). */
  tableArns?: string[];
}

/** The request schema for one operation, with the sandbox's table names and the picked table's keys. */
export function requestSchema(operation: string, context: SchemaContext): Schema {
  const table: Schema = { type: 'string', description: 'Table name (or ARN)', examples: context.tableNames };
  const keyProperties = Object.fromEntries(context.keyNames.map((name) => [name, ref('AttributeValue')]));
  const key: Schema = {
    type: 'object',
    properties: keyProperties,
    additionalProperties: ref('AttributeValue'),
    required: context.keyNames,
  };
  const [properties, required] = operationProperties(operation, table, key, context);
  const known = Object.keys(properties).length > 0;
  return {
    type: 'object',
    definitions,
    properties,
    required,
    // Only for operations described here: elsewhere every member is allowed.
    additionalProperties: known ? false : true,
  };
}
