/** CreateTable's request shape (member order is the order DynamoDB lists violations in). */
import { indexName, tableName } from '../commonShapes.ts';
import { tag } from '../tags.ts';
import { boolean, list, long, string, structure } from '../shape/shapes.ts';

const attributeName = string({ required: true, min: 1, max: 255 });

export const keySchema = list(
  structure('KeySchemaElement', {
    AttributeName: attributeName,
    KeyType: string({ required: true, enum: ['HASH', 'RANGE'] }),
  }),
  { required: true, min: 1, max: 2 },
);

const provisionedThroughput = structure('ProvisionedThroughput', {
  WriteCapacityUnits: long({ required: true, min: 1 }),
  ReadCapacityUnits: long({ required: true, min: 1 }),
});

const onDemandThroughput = structure('OnDemandThroughput', {
  MaxReadRequestUnits: long(),
  MaxWriteRequestUnits: long(),
});

const warmThroughput = structure('WarmThroughput', {
  ReadUnitsPerSecond: long(),
  WriteUnitsPerSecond: long(),
});

const projection = structure(
  'Projection',
  {
    ProjectionType: string({ enum: ['ALL', 'INCLUDE', 'KEYS_ONLY'] }),
    NonKeyAttributes: list(string({ required: true, min: 1, max: 255 }), { min: 1, max: 20 }),
  },
  { required: true },
);

const localSecondaryIndex = structure('LocalSecondaryIndex', {
  IndexName: indexName(true),
  KeySchema: keySchema,
  Projection: projection,
});

const globalSecondaryIndex = structure('GlobalSecondaryIndex', {
  IndexName: indexName(true),
  KeySchema: keySchema,
  Projection: projection,
  ProvisionedThroughput: provisionedThroughput,
  OnDemandThroughput: onDemandThroughput,
  WarmThroughput: warmThroughput,
});

export const createTableInput = structure('CreateTableInput', {
  AttributeDefinitions: list(
    structure('AttributeDefinition', {
      AttributeName: attributeName,
      AttributeType: string({ required: true, enum: ['B', 'N', 'S'] }),
    }),
    { required: true },
  ),
  TableName: tableName,
  BillingMode: string({ enum: ['PROVISIONED', 'PAY_PER_REQUEST'] }),
  ProvisionedThroughput: provisionedThroughput,
  KeySchema: keySchema,
  LocalSecondaryIndexes: list(localSecondaryIndex),
  GlobalSecondaryIndexes: list(globalSecondaryIndex),
  StreamSpecification: structure('StreamSpecification', {
    StreamEnabled: boolean({ required: true }),
    StreamViewType: string({ enum: ['OLD_IMAGE', 'KEYS_ONLY', 'NEW_AND_OLD_IMAGES', 'NEW_IMAGE'] }),
  }),
  SSESpecification: structure('SSESpecification', {
    Enabled: boolean(),
    SSEType: string({ enum: ['AES256', 'KMS'] }),
    KMSMasterKeyId: string(),
  }),
  Tags: list(tag),
  TableClass: string(),
  DeletionProtectionEnabled: boolean(),
  OnDemandThroughput: onDemandThroughput,
  WarmThroughput: warmThroughput,
  ResourcePolicy: string(),
});
