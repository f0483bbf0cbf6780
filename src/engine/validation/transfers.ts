/**
 * Request shapes of the S3 export and import operations (API reference: ExportTableToPointInTime,
 * DescribeExport, ListExports, ImportTable, DescribeImport, ListImports), with Coral's constraint
 * messages. An import's TableCreationParameters are then checked as CreateTable checks its request
 * (imports/importTable.ts).
 */
import type { AttributeValue } from '../values/types.ts';
import type {
  AttributeDefinitionInput,
  KeySchemaElementInput,
  OnDemandThroughputInput,
  ProvisionedThroughputInput,
  SecondaryIndexInput,
  SseSpecificationInput,
  VectorIndexInput,
} from './requestTypes.ts';
import {
  expressionAttributeNames,
  expressionAttributeValues,
  expressionString,
  tableName,
} from './commonShapes.ts';
import {
  attributeDefinition,
  globalSecondaryIndex,
  keySchema,
  onDemandThroughput,
  provisionedThroughput,
  sseSpecification,
  vectorIndexFields,
} from './createTable/shapes.ts';
import { validation } from '../errors.ts';
import { compileRequest } from './shape/compileRequest.ts';
import { integer, list, string, structure, timestamp } from './shape/shapes.ts';

const BUCKET_PATTERN = '^[a-z0-9A-Z]+[\\.\\-\\w]*[a-z0-9A-Z]+$';
const taskArn = (required: boolean) => string({ required, min: 37, max: 1024 });
const tableArn = string({ min: 1, max: 1024 });
const clientToken = string({ pattern: '^[^\\$]+$' });
const bucket = string({ required: true, max: 255, pattern: BUCKET_PATTERN });
const bucketOwner = string({ pattern: '[0-9]{12}' });

/** Which items and attributes an export writes (S3DataExport.Filtered.html); exports/exportFilter.ts. */
export interface FilterSpecification {
  KeyConditionExpression?: string;
  FilterExpression?: string;
  ProjectionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, AttributeValue>;
}

const filterSpecification = structure('FilterSpecification', {
  FilterExpression: expressionString,
  ProjectionExpression: expressionString,
  KeyConditionExpression: expressionString,
  ExpressionAttributeNames: expressionAttributeNames,
  ExpressionAttributeValues: expressionAttributeValues,
});

/** A saved export's FilterSpecification, checked as a request's is (snapshot/transferSnapshots.ts). */
export const validateFilterSpecification = compileRequest<FilterSpecification>(filterSpecification);

export interface ExportTableToPointInTimeRequest {
  TableArn: string;
  ExportTime?: number;
  ClientToken?: string;
  S3Bucket: string;
  S3BucketOwner?: string;
  S3Prefix?: string;
  S3SseAlgorithm?: 'AES256' | 'KMS';
  S3SseKmsKeyId?: string;
  ExportFormat?: 'DYNAMODB_JSON' | 'ION';
  ExportType?: 'FULL_EXPORT' | 'INCREMENTAL_EXPORT';
  IncrementalExportSpecification?: {
    ExportFromTime?: number;
    ExportToTime?: number;
    ExportViewType?: 'NEW_IMAGE' | 'NEW_AND_OLD_IMAGES';
  };
  FilterSpecification?: FilterSpecification;
}

export const validateExportTableToPointInTime = compileRequest<ExportTableToPointInTimeRequest>(
  structure('ExportTableToPointInTimeInput', {
    TableArn: string({ required: true, min: 1, max: 1024 }),
    ExportTime: timestamp(),
    ClientToken: clientToken,
    S3Bucket: bucket,
    S3BucketOwner: bucketOwner,
    S3Prefix: string({ max: 1024 }),
    S3SseAlgorithm: string({ enum: ['AES256', 'KMS'] }),
    S3SseKmsKeyId: string({ min: 1, max: 2048 }),
    ExportFormat: string({ enum: ['DYNAMODB_JSON', 'ION'] }),
    ExportType: string({ enum: ['FULL_EXPORT', 'INCREMENTAL_EXPORT'] }),
    IncrementalExportSpecification: structure('IncrementalExportSpecification', {
      ExportFromTime: timestamp(),
      ExportToTime: timestamp(),
      ExportViewType: string({ enum: ['NEW_IMAGE', 'NEW_AND_OLD_IMAGES'] }),
    }),
    FilterSpecification: filterSpecification,
  }),
  // An empty TableArn gets a sentence of its own, not the length violation (ack-api-quirks dynamodb
  // DDB-TABLE-457, 2026).
  ({ TableArn }) => {
    if (TableArn === '') throw validation('Invalid TableArn: Invalid Table ARN');
  },
);

export const validateDescribeExport = compileRequest<{ ExportArn: string }>(
  structure('DescribeExportInput', { ExportArn: taskArn(true) }),
);

export interface ListExportsRequest {
  TableArn?: string;
  MaxResults?: number;
  NextToken?: string;
}

export const validateListExports = compileRequest<ListExportsRequest>(
  structure('ListExportsInput', {
    TableArn: tableArn,
    MaxResults: integer({ min: 1, max: 25 }),
    NextToken: string(),
  }),
);

export interface TableCreationParameters {
  TableName: string;
  AttributeDefinitions: AttributeDefinitionInput[];
  KeySchema: KeySchemaElementInput[];
  BillingMode?: 'PROVISIONED' | 'PAY_PER_REQUEST';
  ProvisionedThroughput?: ProvisionedThroughputInput;
  OnDemandThroughput?: OnDemandThroughputInput;
  SSESpecification?: SseSpecificationInput;
  GlobalSecondaryIndexes?: SecondaryIndexInput[];
  /** The pinned SDK's TableCreationParameters has them: the new table's vector indexes. */
  VectorIndexes?: VectorIndexInput[];
}

export type InputFormat = 'CSV' | 'DYNAMODB_JSON' | 'ION';

export interface ImportTableRequest {
  ClientToken?: string;
  S3BucketSource: { S3Bucket: string; S3BucketOwner?: string; S3KeyPrefix?: string };
  InputFormat: InputFormat;
  InputFormatOptions?: { Csv?: { Delimiter?: string; HeaderList?: string[] } };
  InputCompressionType?: 'GZIP' | 'ZSTD' | 'NONE';
  TableCreationParameters: TableCreationParameters;
}

export const validateImportTable = compileRequest<ImportTableRequest>(
  structure('ImportTableInput', {
    ClientToken: clientToken,
    S3BucketSource: structure(
      'S3BucketSource',
      { S3Bucket: bucket, S3BucketOwner: bucketOwner, S3KeyPrefix: string({ max: 1024 }) },
      { required: true },
    ),
    InputFormat: string({ required: true, enum: ['DYNAMODB_JSON', 'ION', 'CSV'] }),
    InputFormatOptions: structure('InputFormatOptions', {
      Csv: structure('CsvOptions', {
        Delimiter: string({ min: 1, max: 1, pattern: '[,;:|\\t ]' }),
        HeaderList: list(string({ min: 1, max: 65536, pattern: '[\\x20-\\x21\\x23-\\x2B\\x2D-\\x7E]*' }), {
          min: 1,
          max: 255,
        }),
      }),
    }),
    // In the order AWS's message lists them (ack-api-quirks dynamodb DDB-IMPORT-009).
    InputCompressionType: string({ enum: ['ZSTD', 'NONE', 'GZIP'] }),
    TableCreationParameters: structure(
      'TableCreationParameters',
      {
        TableName: tableName,
        AttributeDefinitions: list(attributeDefinition, { required: true }),
        KeySchema: keySchema,
        BillingMode: string({ enum: ['PROVISIONED', 'PAY_PER_REQUEST'] }),
        ProvisionedThroughput: provisionedThroughput,
        OnDemandThroughput: onDemandThroughput,
        SSESpecification: sseSpecification,
        GlobalSecondaryIndexes: list(globalSecondaryIndex),
        VectorIndexes: list(structure('VectorIndex', vectorIndexFields)),
      },
      { required: true },
    ),
  }),
);

export const validateDescribeImport = compileRequest<{ ImportArn: string }>(
  structure('DescribeImportInput', { ImportArn: taskArn(true) }),
);

export interface ListImportsRequest {
  TableArn?: string;
  PageSize?: number;
  NextToken?: string;
}

export const validateListImports = compileRequest<ListImportsRequest>(
  structure('ListImportsInput', {
    TableArn: tableArn,
    PageSize: integer({ min: 1, max: 25 }),
    NextToken: string({ min: 112, max: 1024, pattern: '([0-9a-f]{16})+' }),
  }),
);
