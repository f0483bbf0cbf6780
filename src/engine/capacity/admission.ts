/**
 * Counting a throttled request on the resource that throttled it: one throttle event, one per-reason
 * event per limit exceeded, the partition's counts, the key's throttle count. It also collects the
 * causes for the error's ThrottlingReasons. `pk` is undefined for Scan, which names no key.
 */
import { reasonMetric } from '../metrics/metricNames.ts';
import type { Partition } from './partition.ts';
import {
  ACCOUNT_LIMIT,
  KEY_RANGE,
  MAX_ON_DEMAND,
  PROVISIONED,
  type ResourceCapacity,
} from './resourceCapacity.ts';
import type { AccessKind, LimitType, ThrottleCause } from './throttleReasons.ts';

const LIMITS: [number, LimitType][] = [
  [KEY_RANGE, 'KeyRangeThroughputExceeded'],
  [PROVISIONED, 'ProvisionedThroughputExceeded'],
  [ACCOUNT_LIMIT, 'AccountLimitExceeded'],
  [MAX_ON_DEMAND, 'MaxOnDemandThroughputExceeded'],
];

export function recordThrottle(
  resource: ResourceCapacity,
  partition: Partition,
  kind: AccessKind,
  failed: number,
  pk: string | undefined,
  now: number,
  causes: ThrottleCause[],
): void {
  const counts = resource.series.current;
  counts[kind === 'read' ? 'ReadThrottleEvents' : 'WriteThrottleEvents'] += 1;
  for (const [flag, limit] of LIMITS) {
    if ((failed & flag) === 0) continue;
    counts[reasonMetric(kind, limit)] += 1;
    causes.push({ arn: resource.identity.arn, isIndex: resource.identity.isIndex, limit });
  }
  const partitionCounts = partition.series.current;
  partitionCounts[kind === 'read' ? 'ReadThrottleEvents' : 'WriteThrottleEvents'] += 1;
  if (failed & KEY_RANGE) partitionCounts.KeyRangeThrottleEvents += 1;
  if (pk !== undefined) resource.topThrottled.add(pk, 1, now);
}
