/**
 * The handlers of the S3 export, import and bulk put items operations and of the sandbox's S3 targets
 * (firstUseNames.ts), by X-Amz-Target, in one module: the browser's engine worker loads it, with its format libraries, when one of them is
 * first asked for (firstUseOperations.lazy.ts).
 */
import {
  describeExportOperation,
  exportTableToPointInTime,
  listExports,
} from '../engine/operations/transfers/exports.ts';
import {
  describeImportOperation,
  getImportErrors,
  importTable,
  listImports,
} from '../engine/operations/transfers/imports.ts';
import {
  cancelBulkOperation,
  describeBulkOperationOperation,
  listBulkOperations,
  startBulkPutItems,
} from '../engine/bulk/bulkOperations.ts';
import {
  s3DeleteObject,
  s3GetObject,
  s3ListBuckets,
  s3ListObjects,
  s3PutObject,
} from '../engine/operations/sandboxS3.ts';
import { provideTransferSnapshots } from '../engine/snapshot/transferSnapshotSlot.ts';
import { TRANSFER_SNAPSHOTS } from '../engine/snapshot/transferSnapshots.ts';
import type { OperationHandler } from './operationTable.ts';
import { DYNAMODB_PREFIX, SANDBOX_PREFIX } from './targetPrefixes.ts';

export const TRANSFER_HANDLERS: ReadonlyMap<string, OperationHandler> = new Map<string, OperationHandler>([
  [DYNAMODB_PREFIX + 'ExportTableToPointInTime', exportTableToPointInTime],
  [DYNAMODB_PREFIX + 'DescribeExport', describeExportOperation],
  [DYNAMODB_PREFIX + 'ListExports', listExports],
  [DYNAMODB_PREFIX + 'ImportTable', importTable],
  [DYNAMODB_PREFIX + 'DescribeImport', describeImportOperation],
  [DYNAMODB_PREFIX + 'ListImports', listImports],
  [DYNAMODB_PREFIX + 'StartBulkPutItems', startBulkPutItems],
  [DYNAMODB_PREFIX + 'DescribeBulkOperation', describeBulkOperationOperation],
  [DYNAMODB_PREFIX + 'ListBulkOperations', listBulkOperations],
  [DYNAMODB_PREFIX + 'CancelBulkOperation', cancelBulkOperation],
  [SANDBOX_PREFIX + 'S3ListBuckets', s3ListBuckets],
  [SANDBOX_PREFIX + 'S3ListObjects', s3ListObjects],
  [SANDBOX_PREFIX + 'S3GetObject', s3GetObject],
  [SANDBOX_PREFIX + 'S3PutObject', s3PutObject],
  [SANDBOX_PREFIX + 'S3DeleteObject', s3DeleteObject],
  [SANDBOX_PREFIX + 'GetImportErrors', getImportErrors],
]);

// Loading this module is what lets snapshots hold S3 objects and transfer tasks.
provideTransferSnapshots(TRANSFER_SNAPSHOTS);
