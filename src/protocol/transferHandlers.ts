/**
 * The handlers of the S3 export and import operations (firstUseNames.ts: TRANSFER_OPERATIONS), in
 * one module: the browser's engine worker loads it, with its format libraries, when one of them is
 * first asked for (firstUseOperations.lazy.ts).
 */
import {
  describeExportOperation,
  exportTableToPointInTime,
  listExports,
} from '../engine/operations/transfers/exports.ts';
import { describeImportOperation, importTable, listImports } from '../engine/operations/transfers/imports.ts';
import type { OperationHandler } from './operationTable.ts';

export const TRANSFER_HANDLERS: ReadonlyMap<string, OperationHandler> = new Map<string, OperationHandler>([
  ['ExportTableToPointInTime', exportTableToPointInTime],
  ['DescribeExport', describeExportOperation],
  ['ListExports', listExports],
  ['ImportTable', importTable],
  ['DescribeImport', describeImportOperation],
  ['ListImports', listImports],
]);
