/**
 * "What is happening, and why": the heatmap's findings in plain words, from the last few seconds of
 * the capacity history and the top keys placed in their partitions. Each finding names the
 * CloudWatch metric that shows it in production, so the learner knows where to look there.
 */
import type { CapacityDetail, LoadStatus } from '../../client/capacityClient.ts';
import {
  detailOf,
  type CapacityHistory,
  type PartitionHistory,
  type ResourceHistory,
} from '../../client/capacityHistory.ts';
import { beforeAndAfter, groupEvents, NAMED_SPLITS, splitCount } from '../metrics/eventGroups.ts';
import { topKeyWindowStart } from '../metrics/topKeyShare.ts';
import {
  busyAverage,
  currentPartitions,
  recentSum,
  resourceTitle,
  steadySeconds,
  withoutSkipped,
} from './heatModel.ts';
import { HOT_UTILIZATION, PARTITION_CEILING, type AccessKind } from './heatScale.ts';
import { capitalKind, n, unitsName, type Finding } from './findingText.ts';
import { plural } from '../../ui/plural.ts';
import { tableLimits } from './tableLimitFindings.ts';
import { loadElsewhereFinding, pausedLoadFinding, secondsSinceLoadEnded } from './loadFindings.ts';
import { severalKeysWhy, singleKeyWhy } from './splitOutlook.ts';

/** Seconds the findings look back over: long enough to be steady, short enough to follow a change. */
export const LOOKBACK_SECONDS = 5;
/** A key with this share of a partition's traffic is "the" key of the partition. */
const SINGLE_KEY_SHARE = 0.9;

export function explainCapacity(
  history: CapacityHistory,
  detail: CapacityDetail | undefined,
  /** The load generator's run, if any (loadFindings.ts: an ended or paused load changes the story). */
  load?: LoadStatus,
): Finding[] {
  const seconds = Math.min(
    LOOKBACK_SECONDS,
    history.to - history.from,
    secondsSinceLoadEnded(load, history.tableName, history.to) ?? Infinity,
  );
  const findings: Finding[] = [];
  const [table] = history.resources;
  // The seconds the top keys were counted over (the finished ones: the partition metrics hold no more).
  const keySeconds = history.to - topKeyWindowStart(history.time);
  for (const resource of history.resources) {
    findings.push(...hotPartitions(resource, table, detail, seconds, keySeconds));
    findings.push(...tableLimits(resource, seconds));
  }
  findings.push(...recentSplits(history));
  if (findings.some((finding) => finding.tone === 'alert' || finding.tone === 'warn')) return findings;
  return [...findings, calm(history, seconds, load)];
}

function hotPartitions(
  resource: ResourceHistory,
  table: ResourceHistory,
  detail: CapacityDetail | undefined,
  seconds: number,
  keySeconds: number,
): Finding[] {
  const partitions = currentPartitions(resource);
  const hot = partitions
    .map((partition) => {
      const busiest = busier(partition, seconds);
      const unitsOf = (kind: AccessKind) => partition.metrics[kind === 'write' ? 'WriteUnits' : 'ReadUnits'];
      // Averaged over the seconds with traffic: a load that began two seconds ago is not diluted by idle
      // ones, nor by its first second, which it entered part-way through (steadySeconds).
      const { count, skipped } = steadySeconds(unitsOf(busiest), seconds);
      const busy = Math.max(1, count);
      const average = (values: ArrayLike<number>) => withoutSkipped(values, seconds, skipped) / busy;
      // Each ceiling throttles its own kind: both can be reached at once.
      const throttledBy = {
        read: average(partition.metrics.ReadKeyRangeThrottleEvents),
        write: average(partition.metrics.WriteKeyRangeThrottleEvents),
      };
      // Both kinds at their ceilings tie: the one that throttles leads.
      const kind = throttledBy[busiest] === 0 && throttledBy[other(busiest)] > 0 ? other(busiest) : busiest;
      const used = average(unitsOf(kind));
      return {
        partition,
        kind,
        used,
        busy,
        share: used / PARTITION_CEILING[kind],
        throttledBy,
        throttled: throttledBy.read + throttledBy.write,
      };
    })
    .filter((entry) => entry.throttled > 0 || entry.share >= HOT_UTILIZATION)
    .sort((a, b) => b.throttled - a.throttled || b.share - a.share);
  if (hot.length === 0) return [];
  const idle = partitions.filter((partition) => peak(partition, seconds) < 0.05).length;
  const name = resource.kind === 'index' ? `index ${resourceTitle(resource)}` : `table ${resource.resource}`;
  const placed = detailOf(detail, resource.resource)?.placed;
  const keysOf = (partition: PartitionHistory) => placed?.[partition.id]?.traffic ?? [];
  // Judged against all the partition consumed while the keys were counted, not against the listed
  // keys alone: after a hot key stops, it heads the list for up to two minutes, above the small
  // counts of a spread load that now fills the partition.
  const singleKey = (partition: PartitionHistory) => {
    const keys = keysOf(partition);
    const listed = keys.reduce((sum, key) => sum + key.count, 0);
    const consumed =
      recentSum(partition.metrics.ReadUnits, keySeconds) +
      recentSum(partition.metrics.WriteUnits, keySeconds);
    return keys.length > 0 && keys[0].count >= SINGLE_KEY_SHARE * Math.max(listed, consumed)
      ? keys[0].key
      : undefined;
  };
  const [first, ...others] = hot;
  const { partition, kind, used, busy, share, throttled, throttledBy } = first;
  const single = singleKey(partition);
  const keys = keysOf(partition);
  const at = `Partition ${partition.id} of ${name}`;
  const lead =
    throttled > 0
      ? `${at} consumed ${n(used)} of its ${n(PARTITION_CEILING[kind])} ${unitsName(kind)} a second and throttled ${throttleRates(kind, throttledBy)}, on average over ${over(busy)}.`
      : `${at} runs at ${Math.round(share * 100)} % of its ${n(PARTITION_CEILING[kind])} ${unitsName(kind)} a second: it is hot, one traffic spike away from throttling.`;
  const why = single
    ? singleKeyWhy(resource, partition, single, idle, kind)
    : keys.length > 1
      ? severalKeysWhy(
          resource,
          partition,
          keys.slice(0, 3).map((key) => key.key),
        )
      : '';
  const also =
    others.length > 0
      ? ` Also ${others[0].throttled > 0 ? 'at the ceiling' : 'hot'}: ${others
          .slice(0, 4)
          .map((entry) => {
            const key = singleKey(entry.partition);
            return `${entry.partition.id}${key ? ` (key ${key})` : ''}`;
          })
          .join(', ')}.`
      : '';
  // Spread traffic over an on-demand table's ceilings: its partitions grow for the new peak, later —
  // when they do not serve twice the peak already (two keys sharing one partition wait for heat).
  const growth =
    resource.growsForPeak && throttled > 0 && !single && keys.length > 1
      ? ` On-demand capacity follows the peak: a minute after a new peak, and each minute after that, the ${resource.kind}'s partitions are split in half until they serve twice the peak (split for throughput). Until then the excess throttles.`
      : '';
  const backPressure =
    resource.kind === 'index' && throttled > 0 && recentSum(table.metrics.ThrottledRequests, seconds) > 0
      ? ` Every table write that changes the index must be admitted by it too, so the table’s writes are throttled as well (GSI back-pressure: the reason is IndexWriteKeyRangeThroughputExceeded).`
      : '';
  const count = hot.filter((entry) => entry.throttled > 0).length;
  return [
    {
      tone: throttled > 0 ? 'alert' : 'warn',
      title:
        throttled > 0
          ? count > 1
            ? `Hot partitions: ${count} partitions of ${name} are at their ceiling`
            : `Hot partition: ${partition.id} is at its ceiling`
          : `${partition.id} is running hot`,
      body: lead + why + also + growth + backPressure,
      partition: { resource: resource.resource, id: partition.id },
    },
  ];
}

/**
 * Splits of the last 15 seconds. A partition no split can help is not listed here: while it is hot,
 * its hot finding says why it stays whole (from the same "no-split" decision), and once it cools the
 * decision is history, kept in the partition events below the heatmap. A raise splits every partition
 * at once, and again until they serve it — thousands of splits in one moment — so a group names a few
 * and counts the rest, with the partitions before and after.
 */
function recentSplits(history: CapacityHistory): Finding[] {
  const since = (history.to - 15) * 1000;
  return groupEvents(history.resources)
    .filter((group) => group.time >= since && group.events[0].kind === 'split')
    .map((group): Finding => {
      const { events, resource } = group;
      const [event] = events;
      const { splits, before, after } = splitCount(group, history.from);
      const where = resourceTitle(resource);
      const named = events.slice(0, NAMED_SPLITS);
      const more = splits > named.length ? `; and ${n(splits - named.length)} more` : '';
      const counts =
        splits > 1 && before !== undefined && after !== undefined ? `, ${beforeAndAfter(before, after)}` : '';
      return {
        tone: 'info',
        // Named by their table or index: a table and its index can split at the same moment.
        title: `${splits > 1 ? `${n(splits)} partitions` : event.partition} of ${where} split (${event.cause})`,
        body: `${named.map((one) => `${one.partition} became ${one.children?.join(' and ')}`).join('; ')}${more} in ${where}${counts}: ${splitReason(event.cause, resource.kind)}`,
      };
    });
}

function splitReason(cause: string, kind: ResourceHistory['kind']): string {
  if (cause === 'heat')
    return 'it was hot for 30 seconds in a row, and its keys now share the load over two partitions (split for heat).';
  if (cause === 'size') return 'it outgrew the partition size limit.';
  if (cause === 'raise')
    return 'its provisioned or warm throughput was raised beyond what its partitions serve, so they were split, and the new partitions serve that rate at once (split for a raise).';
  return `the ${kind} needed more throughput than its partitions serve (on-demand doubles its partitions to serve twice the previous peak).`;
}

/**
 * Nothing throttles: how busy the busiest partition is, averaged like the hot findings over the
 * seconds it had traffic, and how many of the table's partitions the traffic reaches.
 */
function calm(history: CapacityHistory, seconds: number, load: LoadStatus | undefined): Finding {
  let busiest:
    | { partition: PartitionHistory; resource: ResourceHistory; share: number; kind: AccessKind }
    | undefined;
  const [table] = history.resources;
  let reached = 0;
  for (const resource of history.resources) {
    for (const partition of currentPartitions(resource)) {
      let used = false;
      for (const kind of ['write', 'read'] as const) {
        const units = partition.metrics[kind === 'write' ? 'WriteUnits' : 'ReadUnits'];
        const share = busyAverage(units, seconds) / PARTITION_CEILING[kind];
        if (share === 0) continue;
        used = true;
        if (!busiest || share > busiest.share) busiest = { partition, resource, share, kind };
      }
      if (used && resource === table) reached++;
    }
  }
  if (!busiest || busiest.share === 0) {
    const waiting =
      pausedLoadFinding(load, history.tableName) ?? loadElsewhereFinding(load, history.tableName);
    if (waiting) return waiting;
    return {
      tone: 'idle',
      title: 'No traffic right now',
      body: 'Start a scenario above, or run requests in the console, and keep the clock running to watch it land on partitions.',
    };
  }
  const count = currentPartitions(table).length;
  const { partition, resource, share, kind } = busiest;
  const where = `${partition.id}${resource.kind === 'index' ? ` of index ${resourceTitle(resource)}` : ''}`;
  const use = `uses ${Math.round(share * 100)} % of its ${n(PARTITION_CEILING[kind])} ${unitsName(kind)} a second`;
  return {
    tone: 'ok',
    title: 'No throttling',
    body:
      reached <= 1 && count > 1 && resource === table
        ? `All of the table's traffic lands on ${where}, which ${use}: below its ceiling, so nothing throttles yet.`
        : `Traffic reaches ${reached} of the table's ${count} partition${count === 1 ? '' : 's'}; the busiest, ${where}, ${use}.`,
    partition: { resource: resource.resource, id: partition.id },
  };
}

/** The findings' averages cover up to LOOKBACK_SECONDS; the strip shows the last second alone. */
const over = (seconds: number) => (seconds === 1 ? 'the last second' : `the last ${seconds} seconds`);

function average(values: ArrayLike<number>, seconds: number): number {
  return seconds > 0 ? recentSum(values, seconds) / seconds : 0;
}

/** The higher of a partition's read and write utilisation over the last seconds. */
function peak(partition: PartitionHistory, seconds: number): number {
  return Math.max(
    average(partition.metrics.WriteUnits, seconds) / PARTITION_CEILING.write,
    average(partition.metrics.ReadUnits, seconds) / PARTITION_CEILING.read,
  );
}

const other = (kind: AccessKind): AccessKind => (kind === 'read' ? 'write' : 'read');

/**
 * `about 250 requests a second (WriteKeyRangeThroughputThrottleEvents)`, and the other kind's after
 * it when its ceiling throttled too, each counted under its own metric.
 */
function throttleRates(kind: AccessKind, throttledBy: Record<AccessKind, number>): string {
  // Fewer than one a second on average (one throttle in five seconds) is not "about 0".
  const rate = (count: number, what: string) =>
    count < 0.5 ? `fewer than 1 ${what}` : `about ${plural(Math.round(count), what)}`;
  const metric = (of: AccessKind) => `${capitalKind(of)}KeyRangeThroughputThrottleEvents`;
  const second = other(kind);
  if (throttledBy[second] === 0) return `${rate(throttledBy[kind], 'request')} a second (${metric(kind)})`;
  return [kind, second]
    .map((of) => `${rate(throttledBy[of], `${of} request`)} a second (${metric(of)})`)
    .join(' and ');
}

function busier(partition: PartitionHistory, seconds: number): AccessKind {
  const write = average(partition.metrics.WriteUnits, seconds) / PARTITION_CEILING.write;
  const read = average(partition.metrics.ReadUnits, seconds) / PARTITION_CEILING.read;
  return read > write ? 'read' : 'write';
}
