/**
 * The limits a request must pass on one resource, and what it takes when admitted. A request is
 * checked against every limit that applies — the partition's ceiling, then the table-level limit of
 * the billing mode — so a throttling error can name each one that was exceeded. Nothing is taken
 * unless every resource the request touches admits it: throttled requests consume nothing.
 */
import type { ThrottleCause, AccessKind, LimitType } from './throttleReasons.ts';
import type { Partition } from './partition.ts';
import type { ResourceCapacity } from './resourceCapacity.ts';
import {
  M_CONSUMED_READ,
  M_CONSUMED_WRITE,
  M_READ_THROTTLE_EVENTS,
  M_WRITE_THROTTLE_EVENTS,
  P_KEY_RANGE_THROTTLES,
  P_READ,
  P_READ_THROTTLES,
  P_WRITE,
  P_WRITE_THROTTLES,
  reasonMetric,
} from '../metrics/metricNames.ts';

export const KEY_RANGE = 1;
export const PROVISIONED = 2;
export const ACCOUNT_LIMIT = 4;
export const MAX_ON_DEMAND = 8;

const LIMITS: [number, LimitType][] = [
  [KEY_RANGE, 'KeyRangeThroughputExceeded'],
  [PROVISIONED, 'ProvisionedThroughputExceeded'],
  [ACCOUNT_LIMIT, 'AccountLimitExceeded'],
  [MAX_ON_DEMAND, 'MaxOnDemandThroughputExceeded'],
];

/** The limits (bit flags) that would throttle a read in `partition` now; 0 when it is admitted. */
export function readLimits(resource: ResourceCapacity, partition: Partition, now: number): number {
  let failed = partition.read.admits(now) ? 0 : KEY_RANGE;
  const provisioned = resource.provisionedRead;
  if (provisioned) {
    if (!provisioned.admits(now)) failed |= PROVISIONED;
  } else {
    if (!resource.quotaRead.admits(now)) failed |= ACCOUNT_LIMIT;
    if (resource.maxRead && !resource.maxRead.admits(now)) failed |= MAX_ON_DEMAND;
  }
  return failed;
}

export function writeLimits(resource: ResourceCapacity, partition: Partition, now: number): number {
  let failed = partition.write.admits(now) ? 0 : KEY_RANGE;
  const provisioned = resource.provisionedWrite;
  if (provisioned) {
    if (!provisioned.admits(now)) failed |= PROVISIONED;
  } else {
    if (!resource.quotaWrite.admits(now)) failed |= ACCOUNT_LIMIT;
    if (resource.maxWrite && !resource.maxWrite.admits(now)) failed |= MAX_ON_DEMAND;
  }
  return failed;
}

/** Takes `units` of read capacity for a request admitted in `partition`, and counts them. */
export function takeRead(
  resource: ResourceCapacity,
  partition: Partition,
  units: number,
  hash: number,
  pk: string | undefined,
  now: number,
): void {
  partition.read.take(units);
  if (resource.provisionedRead) resource.provisionedRead.take(units);
  else {
    resource.quotaRead.take(units);
    resource.maxRead?.take(units);
  }
  partition.series.current[P_READ] += units;
  resource.series.current[M_CONSUMED_READ] += units;
  partition.heat.add(hash, units);
  if (pk !== undefined) resource.topTraffic.add(pk, units, now);
}

export function takeWrite(
  resource: ResourceCapacity,
  partition: Partition,
  units: number,
  hash: number,
  pk: string | undefined,
  now: number,
): void {
  partition.write.take(units);
  if (resource.provisionedWrite) resource.provisionedWrite.take(units);
  else {
    resource.quotaWrite.take(units);
    resource.maxWrite?.take(units);
  }
  partition.series.current[P_WRITE] += units;
  resource.series.current[M_CONSUMED_WRITE] += units;
  partition.heat.add(hash, units);
  if (pk !== undefined) resource.topTraffic.add(pk, units, now);
}

/**
 * Counts a throttled request on the resource that throttled it (one throttle event, one per-reason
 * event per limit, the partition's counts, the key's throttle count) and adds
 * the causes for the error's ThrottlingReasons. `pk` is undefined for Scan, which has no key.
 */
export function recordThrottle(
  resource: ResourceCapacity,
  partition: Partition,
  kind: AccessKind,
  failed: number,
  pk: string | undefined,
  now: number,
  causes: ThrottleCause[],
): void {
  const current = resource.series.current;
  current[kind === 'read' ? M_READ_THROTTLE_EVENTS : M_WRITE_THROTTLE_EVENTS] += 1;
  for (const [flag, limit] of LIMITS) {
    if ((failed & flag) === 0) continue;
    current[reasonMetric(kind, limit)] += 1;
    causes.push({ arn: resource.identity.arn, isIndex: resource.identity.isIndex, limit });
  }
  const partitionCounts = partition.series.current;
  partitionCounts[kind === 'read' ? P_READ_THROTTLES : P_WRITE_THROTTLES] += 1;
  if (failed & KEY_RANGE) partitionCounts[P_KEY_RANGE_THROTTLES] += 1;
  if (pk !== undefined) resource.topThrottled.add(pk, 1, now);
}
