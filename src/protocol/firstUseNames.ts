/**
 * The operations whose code the browser's engine worker loads on first use: what the operation
 * table lists whether or not their code is loaded yet, and what the lazy loader waits for
 * (firstUseOperations.lazy.ts). Two groups, each its own chunk: PartiQL (a sixth of the engine) with
 * a few rarely sent operations, and the S3 exports and imports with the sandbox's S3 targets, whose
 * file formats (gzip, zstd, CSV, Amazon Ion, MD5 ETags) bring libraries no other operation needs.
 */
import { DYNAMODB_PREFIX, SANDBOX_PREFIX } from './targetPrefixes.ts';

export const FIRST_USE_OPERATIONS: readonly string[] = [
  'ExecuteStatement',
  'BatchExecuteStatement',
  'ExecuteTransaction',
  'SearchVectors',
  'DescribeTableReplicaAutoScaling',
  'UpdateTableReplicaAutoScaling',
  'CreateGlobalTable',
  'UpdateGlobalTable',
  'DescribeGlobalTable',
  'ListGlobalTables',
  'DescribeGlobalTableSettings',
  'UpdateGlobalTableSettings',
];

export const TRANSFER_OPERATIONS: readonly string[] = [
  'ExportTableToPointInTime',
  'DescribeExport',
  'ListExports',
  'ImportTable',
  'DescribeImport',
  'ListImports',
  // Bulk put items reads S3 objects with the imports' readers (engine/bulk/).
  'StartBulkPutItems',
  'DescribeBulkOperation',
  'ListBulkOperations',
  'CancelBulkOperation',
];

/** The sandbox's S3 (operations/sandboxS3.ts) and an import's errors, loaded with the transfers. */
export const SANDBOX_S3_OPERATIONS: readonly string[] = [
  'S3ListBuckets',
  'S3ListObjects',
  'S3GetObject',
  'S3PutObject',
  'S3DeleteObject',
  'GetImportErrors',
];

const targets = (prefix: string, names: readonly string[]) => names.map((name) => prefix + name);

/** Each group's targets, as X-Amz-Target names. */
export const FIRST_USE_GROUPS: readonly (readonly string[])[] = [
  targets(DYNAMODB_PREFIX, FIRST_USE_OPERATIONS),
  [...targets(DYNAMODB_PREFIX, TRANSFER_OPERATIONS), ...targets(SANDBOX_PREFIX, SANDBOX_S3_OPERATIONS)],
];
