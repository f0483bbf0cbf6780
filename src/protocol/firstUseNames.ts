/**
 * The operations whose code the browser's engine worker loads on first use, by name: what the
 * operation table lists whether or not their code is loaded yet, and what the lazy loader waits for
 * (firstUseOperations.lazy.ts). PartiQL is a sixth of the engine; the others are rarely sent.
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
