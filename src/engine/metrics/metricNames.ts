/**
 * The per-second metrics kept for each table and global secondary index, named as CloudWatch names
 * them (developer guide, metrics-dimensions.html and TroubleshootingThrottling-cloudwatch.html), and
 * the ones kept per partition. The indexes are the columns of a SecondSeries.
 */
import type { LimitType } from '../capacity/throttleReasons.ts';

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
  'SuccessfulRequests',
  'SuccessfulRequestLatencySum',
  'SuccessfulRequestLatencyMaximum',
] as const;

export type ResourceMetricName = (typeof RESOURCE_METRIC_NAMES)[number];

export const M_CONSUMED_READ = 0;
export const M_CONSUMED_WRITE = 1;
export const M_READ_THROTTLE_EVENTS = 2;
export const M_WRITE_THROTTLE_EVENTS = 3;
export const M_THROTTLED_REQUESTS = 4;
const M_READ_REASON_BASE = 5;
const M_WRITE_REASON_BASE = 9;
export const M_CONDITIONAL_CHECK_FAILED = 13;
export const M_SUCCESSFUL_REQUESTS = 14;
export const M_LATENCY_SUM = 15;
export const M_LATENCY_MAX = 16;
export const RESOURCE_METRIC_COUNT = RESOURCE_METRIC_NAMES.length;

const LIMIT_OFFSET: Record<LimitType, number> = {
  KeyRangeThroughputExceeded: 0,
  ProvisionedThroughputExceeded: 1,
  AccountLimitExceeded: 2,
  MaxOnDemandThroughputExceeded: 3,
};

/** The column of the per-reason throttle-event metric (e.g. WriteKeyRangeThroughputThrottleEvents). */
export function reasonMetric(kind: 'read' | 'write', limit: LimitType): number {
  return (kind === 'read' ? M_READ_REASON_BASE : M_WRITE_REASON_BASE) + LIMIT_OFFSET[limit];
}

/**
 * Per partition: consumed units, requests throttled while addressed to it (for any reason), and how
 * many of those its own ceiling throttled (what makes it hot).
 */
export const PARTITION_METRIC_NAMES = [
  'ReadUnits',
  'WriteUnits',
  'ReadThrottleEvents',
  'WriteThrottleEvents',
  'KeyRangeThrottleEvents',
] as const;
export const P_READ = 0;
export const P_WRITE = 1;
export const P_READ_THROTTLES = 2;
export const P_WRITE_THROTTLES = 3;
export const P_KEY_RANGE_THROTTLES = 4;
export const PARTITION_METRIC_COUNT = PARTITION_METRIC_NAMES.length;
