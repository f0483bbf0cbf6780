/**
 * The operations whose code the browser's engine worker loads on first use, by name: what the
 * operation table lists whether or not their code is loaded yet, and what the lazy loader waits for
 * (firstUseOperations.lazy.ts). Two groups, each its own chunk: PartiQL (a sixth of the engine) with
 * a few rarely sent operations, and the S3 exports and imports, whose file formats (gzip, zstd, CSV,
 * Amazon Ion) bring libraries no other operation needs.
 */
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
];
