/**
 * Refusing a request that a limit throttles. Counting it on the resource that throttled it: one
 * throttle event, one per-reason event per limit exceeded, the partition's counts, the key's throttle
 * count; collecting the causes for the error's ThrottlingReasons; and throwing DynamoDB's error.
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
import type { TableCapacity } from './tableCapacity.ts';
import { throttlingError, type AccessKind, type LimitType, type ThrottleCause } from './throttleReasons.ts';
import type { WriteTarget } from './writeTargets.ts';

export interface ChargeOptions {
  /**
   * An item of a batch or transaction: a throttle is not counted as a ThrottledRequest, since
   * DynamoDB counts a batch only when every item was throttled (recordThrottledRequest).
   */
  batchItem?: boolean;
  /** Already admitted by the caller (transactions admit every item before charging any). */
  admitted?: boolean;
}

const LIMITS: [number, LimitType][] = [
  [KEY_RANGE, 'KeyRangeThroughputExceeded'],
  [PROVISIONED, 'ProvisionedThroughputExceeded'],
  [ACCOUNT_LIMIT, 'AccountLimitExceeded'],
  [MAX_ON_DEMAND, 'MaxOnDemandThroughputExceeded'],
];

/** Counts one limit's throttle; `pk` is undefined for Scan, which names no key. */
export function recordThrottle(
  resource: ResourceCapacity,
  partition: Partition,
  kind: AccessKind,
  failed: number,
  pk: string | undefined,
  now: number,
  causes: ThrottleCause[],
): void {
  // One request is one throttle event per table or index, however many of its partitions refused
  // it (an index key change writes to two): "a PutItem on a table with three global secondary
  // indexes would result in four events" (WriteThrottleEvents, TroubleshootingThrottling). The
  // partitions below each count their own refusal.
  const counts = resource.series.current;
  const arn = resource.identity.arn;
  // An index being built counts its write throttles as OnlineIndexThrottleEvents: "the
  // WriteThrottleEvents metric for the index does not include any throttle events that occur during
  // index creation" (metrics-dimensions.html).
  if (!causes.some((cause) => cause.arn === arn)) {
    if (kind === 'read') counts.ReadThrottleEvents += 1;
    else if (resource.building) counts.OnlineIndexThrottleEvents += 1;
    else counts.WriteThrottleEvents += 1;
  }
  for (const [flag, limit] of LIMITS) {
    if ((failed & flag) === 0 || causes.some((cause) => cause.arn === arn && cause.limit === limit)) continue;
    counts[reasonMetric(kind, limit)] += 1;
    causes.push({ arn, isIndex: resource.identity.isIndex, limit });
  }
  const partitionCounts = partition.series.current;
  partitionCounts[kind === 'read' ? 'ReadThrottleEvents' : 'WriteThrottleEvents'] += 1;
  if (failed & KEY_RANGE) {
    if (kind === 'read') partitionCounts.ReadKeyRangeThrottleEvents += 1;
    else partitionCounts.WriteKeyRangeThrottleEvents += 1;
  }
  if (pk !== undefined) resource.topThrottled.add(pk, 1, now);
}

/** Throws the throttling error of one partition's refusal. */
export function throttleOne(
  state: TableCapacity,
  kind: AccessKind,
  resource: ResourceCapacity,
  partition: Partition,
  failed: number,
  pk: string,
  now: number,
  options: ChargeOptions | undefined,
): never {
  const causes: ThrottleCause[] = [];
  recordThrottle(resource, partition, kind, failed, pk, now, causes);
  failRequest(state, kind, causes, options, now);
}

/** A write throttles if any partition it changes (table, local or global index) is over a limit. */
export function checkWriteTargets(
  state: TableCapacity,
  targets: readonly WriteTarget[],
  now: number,
  options: ChargeOptions | undefined,
): void {
  let causes: ThrottleCause[] | undefined;
  for (const target of targets) {
    const failed = target.resource.writeLimits(target.partition, now);
    if (failed === 0) continue;
    causes ??= [];
    recordThrottle(target.resource, target.partition, 'write', failed, target.pk, now, causes);
  }
  if (causes) failRequest(state, 'write', causes, options, now);
}

/** Counts a ThrottledRequest (not for a batch's item) and throws the error with every cause. */
export function failRequest(
  state: TableCapacity,
  kind: AccessKind,
  causes: ThrottleCause[],
  options: ChargeOptions | undefined,
  now: number,
): never {
  if (!options?.batchItem) state.tableResource(now).series.current.ThrottledRequests += 1;
  throw throttlingError(state.table.billingMode, kind, causes);
}
