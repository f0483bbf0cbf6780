/**
 * Operations that never change what a saved sandbox holds: reads, descriptions and stream reads.
 * Anything else — writes, table changes, PartiQL (which may write), clock moves — may, so whoever
 * keeps the engine on disk or in IndexedDB saves after it.
 */
const READ_ONLY = new Set([
  'GetItem',
  'BatchGetItem',
  'TransactGetItems',
  'Query',
  'Scan',
  'SearchVectors',
  'DescribeTable',
  'ListTables',
  'ListTagsOfResource',
  'GetResourcePolicy',
  'DescribeLimits',
  'DescribeEndpoints',
  'DescribeTimeToLive',
  'DescribeContributorInsights',
  'ListContributorInsights',
  'DescribeKinesisStreamingDestination',
  'DescribeBackup',
  'ListBackups',
  'DescribeContinuousBackups',
  // An export or import completes on the engine clock: hosts save that timed work themselves
  // (engine/timedChangeWatch.ts), so reading the task saves nothing.
  'DescribeExport',
  'ListExports',
  'DescribeImport',
  'ListImports',
  'DescribeBulkOperation',
  'ListBulkOperations',
  'S3ListBuckets',
  'S3ListObjects',
  'S3GetObject',
  'GetImportErrors',
  'PeekStreamRecords',
  'DescribeStreamRetention',
  // The sandbox has no auto scaling: an update can only turn it off, which it already is.
  'DescribeTableReplicaAutoScaling',
  'UpdateTableReplicaAutoScaling',
  // Legacy global tables change nothing whatever they are asked (operations/legacyGlobalTables.ts).
  'CreateGlobalTable',
  'UpdateGlobalTable',
  'DescribeGlobalTable',
  'ListGlobalTables',
  'DescribeGlobalTableSettings',
  'UpdateGlobalTableSettings',
  'DescribeClock',
  'DescribeReplicaLag',
  'ListStreams',
  'DescribeStream',
  'GetShardIterator',
  'GetRecords',
]);

/** Whether a request to `target` (`DynamoDB_20120810.PutItem`, or a bare operation name) may change state. */
export function mayChangeState(target: string): boolean {
  return !READ_ONLY.has(target.slice(target.indexOf('.') + 1));
}
