/**
 * Request shapes of the bulk put items operations (API reference: StartBulkPutItems,
 * DescribeBulkOperation, ListBulkOperations, CancelBulkOperation; the InputS3Configuration and
 * OutputS3Configuration types), with Coral's constraint messages. The rules the model states only in
 * prose (MaxWriteRequestUnits "must be at least 1,024", S3SseKmsKeyId "Don't specify it when the
 * algorithm is AES256") are checked after the shape, in words of the sandbox's own.
 */
import { validation } from '../errors.ts';
import { compileRequest } from './shape/compileRequest.ts';
import { integer, list, long, string, structure } from './shape/shapes.ts';
import { tableName } from './commonShapes.ts';

const BUCKET_PATTERN = '^[a-z0-9A-Z]+[\\.\\-\\w]*[a-z0-9A-Z]+$';
const operationArn = string({ required: true, min: 37, max: 1024 });

/** "The value must be at least 1,024" (StartBulkPutItems, MaxWriteRequestUnits). */
export const MIN_BULK_WRITE_REQUEST_UNITS = 1024;

export type BulkInputFormat = 'DYNAMODB_JSON' | 'ION';
export type BulkOutputType = 'ERROR' | 'CONDITION_CHECK_FAILURE';

export interface InputS3Configuration {
  S3Bucket: string;
  S3BucketOwner?: string;
  S3KeyPrefix?: string;
  InputFormat: BulkInputFormat;
  InputCompressionType?: 'GZIP' | 'ZSTD' | 'NONE';
}

export interface OutputS3Configuration {
  S3Bucket?: string;
  S3BucketOwner?: string;
  S3KeyPrefix?: string;
  S3SseAlgorithm?: 'AES256' | 'KMS';
  S3SseKmsKeyId?: string;
  OutputType: BulkOutputType[];
}

export interface StartBulkPutItemsRequest {
  ClientToken?: string;
  InputS3Configuration: InputS3Configuration;
  OutputS3Configuration: OutputS3Configuration;
  TableName: string;
  MaxWriteRequestUnits?: number;
  PerformanceTier?: 'STANDARD' | 'ACCELERATED';
}

const checkStartShape = compileRequest<StartBulkPutItemsRequest>(
  structure('StartBulkPutItemsInput', {
    ClientToken: string({ pattern: '^[^\\$]+$' }),
    InputS3Configuration: structure(
      'InputS3Configuration',
      {
        S3BucketOwner: string({ pattern: '[0-9]{12}' }),
        S3Bucket: string({ required: true, max: 255, pattern: BUCKET_PATTERN }),
        S3KeyPrefix: string({ max: 1024 }),
        InputFormat: string({ required: true, enum: ['DYNAMODB_JSON', 'ION'] }),
        InputCompressionType: string({ enum: ['GZIP', 'ZSTD', 'NONE'] }),
      },
      { required: true },
    ),
    OutputS3Configuration: structure(
      'OutputS3Configuration',
      {
        S3BucketOwner: string({ pattern: '[0-9]{12}' }),
        S3Bucket: string({ max: 255, pattern: BUCKET_PATTERN }),
        S3KeyPrefix: string({ max: 1024 }),
        S3SseAlgorithm: string({ enum: ['AES256', 'KMS'] }),
        S3SseKmsKeyId: string({ min: 1, max: 2048 }),
        OutputType: list(string({ enum: ['ERROR', 'CONDITION_CHECK_FAILURE'] }), { required: true }),
      },
      { required: true },
    ),
    TableName: tableName,
    MaxWriteRequestUnits: long(),
    PerformanceTier: string({ enum: ['STANDARD', 'ACCELERATED'] }),
  }),
);

export function validateStartBulkPutItems(body: object): StartBulkPutItemsRequest {
  const request = checkStartShape(body);
  const output = request.OutputS3Configuration;
  // The messages below are the sandbox's: AWS's reference states these rules without their wording.
  if (output.OutputType.length === 0) {
    throw validation('OutputS3Configuration.OutputType must include ERROR, CONDITION_CHECK_FAILURE or both');
  }
  if (output.S3SseKmsKeyId !== undefined && output.S3SseAlgorithm === 'AES256') {
    throw validation('OutputS3Configuration.S3SseKmsKeyId cannot be given when S3SseAlgorithm is AES256');
  }
  const units = request.MaxWriteRequestUnits;
  if (units !== undefined && units < MIN_BULK_WRITE_REQUEST_UNITS) {
    throw validation(
      `MaxWriteRequestUnits must be at least ${MIN_BULK_WRITE_REQUEST_UNITS}; the request gave ${units}`,
    );
  }
  return request;
}

export const validateDescribeBulkOperation = compileRequest<{ BulkOperationArn: string }>(
  structure('DescribeBulkOperationInput', { BulkOperationArn: operationArn }),
);

export const validateCancelBulkOperation = compileRequest<{ BulkOperationArn: string }>(
  structure('CancelBulkOperationInput', { BulkOperationArn: operationArn }),
);

export interface ListBulkOperationsRequest {
  MaxResults?: number;
  NextToken?: string;
}

export const validateListBulkOperations = compileRequest<ListBulkOperationsRequest>(
  structure('ListBulkOperationsInput', {
    MaxResults: integer({ min: 1, max: 25 }),
    NextToken: string({ min: 1, max: 1024, pattern: '([0-9a-f]{16})+' }),
  }),
);
