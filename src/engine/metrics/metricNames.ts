/**
 * The per-second metrics kept for each table and global secondary index, named as CloudWatch names
 * them (developer guide, metrics-dimensions.html and TroubleshootingThrottling-cloudwatch.html), and
 * the ones kept per partition.
 */
import type { AccessKind, LimitType } from '../capacity/throttleReasons.ts';

export const RESOURCE_METRIC_NAMES = [
  'ConsumedReadCapacityUnits',
  'ConsumedWriteCapacityUnits',
  'ReadThrottleEvents',
  'WriteThrottleEvents',
  'ThrottledRequests',
  'ReadKeyRangeThroughputThrottleEvents',
  'ReadProvisionedThroughputThrottleEvents',
  'ReadAccountLimitThrottleEvents',
  'ReadMaxOnDemandThroughputThrottleEvents',
  'WriteKeyRangeThroughputThrottleEvents',
  'WriteProvisionedThroughputThrottleEvents',
  'WriteAccountLimitThrottleEvents',
  'WriteMaxOnDemandThroughputThrottleEvents',
  'ConditionalCheckFailedRequests',
  /** Item-level requests refused because a transaction in flight held the item (tables only). */
  'TransactionConflict',
  /** Items Time to Live's background deleter removed (tables only). */
  'TimeToLiveDeletedItemCount',
  /**
   * ReturnedItemCount per Operation (returnedMetrics.ts), tables only: CloudWatch keeps it per
   * TableName and Operation, so the sandbox keeps one column per operation.
   */
  'ReturnedItemCountQuery',
  'ReturnedItemCountScan',
  'ReturnedItemCountExecuteStatement',
  /** Stream records and their bytes returned by GetRecords (tables only, all their streams). */
  'ReturnedRecordsCount',
  'ReturnedBytes',
  /**
   * ReplicationLatency of the writes this Region's table sent to its global table's other replicas
   * (replicationMetrics.ts): SampleCount, Sum and Maximum per second (milliseconds), tables only.
   */
  'ReplicatedWrites',
  'ReplicationLatencySum',
  'ReplicationLatencyMaximum',
  /** Simulated SuccessfulRequestLatency: SampleCount, Sum and Maximum per second (milliseconds). */
  'SuccessfulRequests',
  'SuccessfulRequestLatencySum',
  'SuccessfulRequestLatencyMaximum',
  /**
   * Bytes metered by the table's vector indexes (vectors/): CloudWatch reports them per table and
   * VectorIndexName; kept here per table, summed over its vector indexes.
   */
  'VectorWriteRequestBytes',
  'VectorSearchRequestBytes',
  /**
   * A global index's build by UpdateTable (operations/globalIndexBackfill.ts), indexes only, non-zero
   * only while it is CREATING: the write units the backfill used, the percentage done (a level, not a
   * sum) and the index's write throttles meanwhile.
   */
  'OnlineIndexConsumedWriteCapacity',
  'OnlineIndexPercentageProgress',
  'OnlineIndexThrottleEvents',
] as const;

export type ResourceMetricName = (typeof RESOURCE_METRIC_NAMES)[number];

const REASON_METRIC: Record<LimitType, string> = {
  KeyRangeThroughputExceeded: 'KeyRangeThroughputThrottleEvents',
  ProvisionedThroughputExceeded: 'ProvisionedThroughputThrottleEvents',
  AccountLimitExceeded: 'AccountLimitThrottleEvents',
  MaxOnDemandThroughputExceeded: 'MaxOnDemandThroughputThrottleEvents',
};

/** The per-reason throttle-event metric, e.g. WriteKeyRangeThroughputThrottleEvents. */
export function reasonMetric(kind: AccessKind, limit: LimitType): ResourceMetricName {
  return `${kind === 'read' ? 'Read' : 'Write'}${REASON_METRIC[limit]}` as ResourceMetricName;
}

/**
 * Per partition: consumed units, requests throttled while addressed to it (for any reason), and how
 * many of those its own ceiling throttled (what makes it hot), reads and writes apart: a partition
 * has a ceiling for each, and either or both can be reached.
 */
export const PARTITION_METRIC_NAMES = [
  'ReadUnits',
  'WriteUnits',
  'ReadThrottleEvents',
  'WriteThrottleEvents',
  'ReadKeyRangeThrottleEvents',
  'WriteKeyRangeThrottleEvents',
] as const;

export type PartitionMetricName = (typeof PARTITION_METRIC_NAMES)[number];
