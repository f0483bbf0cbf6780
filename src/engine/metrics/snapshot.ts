/**
 * Metrics snapshots: plain data (it crosses the worker boundary) built on demand from the counters
 * the capacity model keeps in place. One snapshot covers a table and its global indexes: per-second
 * CloudWatch-style metrics, every partition (current, and retired by a split within the window)
 * with its hash range, contents and per-second consumption, split events and top keys. Pass `since`
 * (an epoch second) to get only the seconds after what a viewer already has.
 */
import type { ResourceCapacity } from '../capacity/resourceCapacity.ts';
import type { ResourceIdentity } from '../capacity/resourceIdentity.ts';
import type { PartitionEvent } from '../capacity/partitionEvents.ts';
import { partitionContents } from '../capacity/partitionLayout.ts';
import { growsForPeak } from '../capacity/partitionScaling.ts';
import type { Partition } from '../capacity/partition.ts';
import type { Engine } from '../engine.ts';
import type { BillingMode, Table } from '../storage/table.ts';
import type { ACCOUNT_METRIC_NAMES } from './accountMetrics.ts';
import { displayKey, displaySortKey } from './keyDisplay.ts';
import { byKeyPosition } from './keyOrder.ts';
import { PARTITION_METRIC_NAMES, type PartitionMetricName, type ResourceMetricName } from './metricNames.ts';
import type { SecondSeries } from './secondSeries.ts';

export interface SnapshotOptions {
  /** First epoch second wanted (default: all kept seconds). */
  since?: number;
  /** How many top keys to list (default 10). */
  topKeys?: number;
}

export interface PartitionSnapshot {
  id: string;
  parentId?: string;
  /** Hash range [start, end) of the 32-bit key-hash space. */
  start: number;
  end: number;
  /**
   * Where a split divided an item collection: the partition starts (or ends) at this sort key within
   * the collections of hash `start` (or `end`), as encoded (for ordering) and as text.
   */
  startSk?: string;
  endSk?: string;
  startSortKey?: string;
  endSortKey?: string;
  /** Simulated epoch ms. */
  createdAt: number;
  retiredAt?: number;
  items: number;
  bytes: number;
  /** Consecutive hot seconds (a split for heat follows a streak). */
  hotSeconds: number;
  /**
   * In this hot streak a split for heat was found impossible: its traffic is one key (or sequential
   * keys), or the resource has as many partitions as the sandbox keeps.
   */
  cannotSplit: boolean;
  /** A split under way, and what for: heat, or size (over the partition size limit). */
  splitting?: 'heat' | 'size';
  /** The split under way is for heat and divides one item collection by sort key (Partition.splitsCollection). */
  splittingCollection: boolean;
  peakReadUnits: number;
  peakWriteUnits: number;
  /** Requests throttled while addressed to this partition, over its life (closed seconds). */
  throttledRequests: number;
  /** One value per second of [from, to). */
  metrics: Record<PartitionMetricName, number[]>;
  /** The unfinished second (all zero for a retired partition). */
  current: Record<PartitionMetricName, number>;
}

export interface TopKeySnapshot {
  key: string;
  count: number;
  overcount: number;
}

export interface ResourceSnapshot {
  resource: string;
  arn: string;
  kind: 'table' | 'index';
  billingMode: BillingMode;
  /** Provisioned rates and the burst capacity banked now (provisioned mode). */
  provisioned?: { read: number; write: number; burstRead: number; burstWrite: number };
  /** OnDemandThroughput maximums, if set. */
  maximums?: { read?: number; write?: number };
  warm: { read: number; write: number; status: 'ACTIVE' | 'UPDATING' };
  /** Highest consumption in any second so far ("previous peak" of on-demand mode). */
  peak: { read: number; write: number };
  /** On-demand partitions short of twice the peak: splits for throughput are coming (partitionScaling.ts). */
  growsForPeak: boolean;
  /** A global index backfilling now (globalIndexBackfill.ts): viewers show OnlineIndex* charts at once. */
  building: boolean;
  metrics: Record<ResourceMetricName, number[]>;
  /** The current, unfinished second. */
  current: Record<ResourceMetricName, number>;
  partitions: PartitionSnapshot[];
  events: (PartitionEvent & { hotKeyText?: string; boundarySortKey?: string })[];
  topKeys: { traffic: TopKeySnapshot[]; throttled: TopKeySnapshot[] };
}

export interface CapacitySnapshot {
  /** Simulated time, epoch ms. */
  time: number;
  /** Epoch seconds covered by the metric arrays: [from, to). */
  from: number;
  to: number;
  table: ResourceSnapshot;
  indexes: ResourceSnapshot[];
  account: Record<(typeof ACCOUNT_METRIC_NAMES)[number], number[]>;
}

export function capacitySnapshot(
  engine: Engine,
  table: Table,
  options: SnapshotOptions = {},
): CapacitySnapshot {
  const now = engine.now();
  const [tableResource, ...indexes] = engine.capacity.of(table).resources(now);
  const to = tableResource.series.second;
  const from = Math.max(options.since ?? -Infinity, to - engine.capacity.options.metricsSeconds);
  const account = engine.capacity.account.series;
  account.rollTo(to);
  const view = { from, to, now, top: options.topKeys ?? 10, mode: table.billingMode };
  return {
    time: now,
    from,
    to,
    table: resourceSnapshot(tableResource, view),
    indexes: indexes.map((resource) => resourceSnapshot(resource, view)),
    account: columns(account, from, to).metrics,
  };
}

interface View {
  from: number;
  to: number;
  now: number;
  top: number;
  mode: BillingMode;
}

/**
 * What every view of a resource starts with — identity, mode, provisioned and burst levels, maximums,
 * warm throughput, peaks and the partition events since `fromSeconds` — shared by this snapshot and
 * the app's per-frame pulls.
 */
export function resourceHeader(
  resource: ResourceCapacity,
  billingMode: BillingMode,
  fromSeconds: number,
  /** Epoch ms the burst levels are read at. */
  now: number,
) {
  const { identity } = resource;
  return {
    resource: identity.label,
    arn: identity.arn,
    kind: (identity.isIndex ? 'index' : 'table') as 'index' | 'table',
    billingMode,
    provisioned:
      resource.provisionedRead && resource.provisionedWrite
        ? {
            read: resource.provisionedRead.rate,
            write: resource.provisionedWrite.rate,
            burstRead: Math.max(0, resource.provisionedRead.levelAt(now)),
            burstWrite: Math.max(0, resource.provisionedWrite.levelAt(now)),
          }
        : undefined,
    maximums:
      resource.maxReadRequestUnits === undefined && resource.maxWriteRequestUnits === undefined
        ? undefined
        : { read: resource.maxReadRequestUnits, write: resource.maxWriteRequestUnits },
    warm: { ...resource.warm },
    peak: { read: resource.peakRead, write: resource.peakWrite },
    growsForPeak: growsForPeak(resource),
    building: resource.building,
    events: resource.events.list
      .filter((event) => event.time >= fromSeconds * 1000)
      .map((event) => {
        const shown: PartitionEvent & { hotKeyText?: string; boundarySortKey?: string } = { ...event };
        if (event.hotKey !== undefined) shown.hotKeyText = displayKey(event.hotKey, identity.keyAttributes);
        if (event.boundarySk !== undefined) shown.boundarySortKey = sortKeyText(identity, event.boundarySk);
        return shown;
      }),
  };
}

function sortKeyText(identity: ResourceIdentity, sk: string): string {
  return displaySortKey(sk, identity.sortKeyAttributes, identity.isIndex);
}

function resourceSnapshot(resource: ResourceCapacity, view: View): ResourceSnapshot {
  const { identity } = resource;
  const { metrics, current } = columns(resource.series, view.from, view.to);
  const live = resource.partitions;
  const contents = cachedContents(resource, view.to);
  const retired = resource.retired.filter((partition) => partition.retiredAt! >= view.from * 1000);
  const keys = (list: { key: string; count: number; overcount: number }[]) =>
    list.map((entry) => ({ ...entry, key: displayKey(entry.key, identity.keyAttributes) }));
  return {
    ...resourceHeader(resource, view.mode, view.from, view.now),
    metrics,
    current,
    partitions: [
      ...live.map((partition, i) => partitionSnapshot(partition, identity, contents[i], view)),
      ...retired.map((partition) => partitionSnapshot(partition, identity, { items: 0, bytes: 0 }, view)),
    ].sort(byKeyPosition),
    topKeys: {
      traffic: keys(resource.topTraffic.top(view.top, view.now)),
      throttled: keys(resource.topThrottled.top(view.top, view.now)),
    },
  };
}

/**
 * A partition's identity, range, state and per-second metrics over [fromSeconds, toSeconds) — what
 * this snapshot and the app's per-frame pulls both show (a retired partition's current row is zero).
 */
export function partitionMetrics(
  partition: Partition,
  identity: ResourceIdentity,
  fromSeconds: number,
  toSeconds: number,
) {
  const { metrics, current } = columns(partition.series, fromSeconds, toSeconds);
  const { startSk, endSk } = partition;
  return {
    id: partition.id,
    parentId: partition.parentId,
    start: partition.start,
    end: partition.end,
    ...(startSk === '' ? {} : { startSk, startSortKey: sortKeyText(identity, startSk) }),
    ...(endSk === '' ? {} : { endSk, endSortKey: sortKeyText(identity, endSk) }),
    createdAt: partition.createdAt,
    retiredAt: partition.retiredAt,
    hotSeconds: partition.hotSeconds,
    cannotSplit: partition.noSplitAt !== undefined,
    splitting: partition.splitting,
    splittingCollection: partition.splitsCollection,
    peakReadUnits: partition.peakReadUnits,
    peakWriteUnits: partition.peakWriteUnits,
    throttledRequests: partition.throttledRequests,
    metrics,
    current: partition.retiredAt === undefined ? current : zeroes(PARTITION_METRIC_NAMES),
  };
}

function partitionSnapshot(
  partition: Partition,
  identity: ResourceIdentity,
  contents: { items: number; bytes: number },
  view: View,
): PartitionSnapshot {
  return {
    ...partitionMetrics(partition, identity, view.from, view.to),
    items: contents.items,
    bytes: contents.bytes,
  };
}

const contentsCache = new WeakMap<
  ResourceCapacity,
  { key: string; contents: { items: number; bytes: number }[] }
>();

/**
 * Items and bytes per partition walk the whole store, so a viewer pulling snapshots at frame rate
 * reuses them until the store, the partitions or the second change.
 */
function cachedContents(resource: ResourceCapacity, second: number): { items: number; bytes: number }[] {
  const { store } = resource.identity;
  const key = `${store.itemCount}:${store.sizeBytes}:${resource.partitions.length}:${second}`;
  const cached = contentsCache.get(resource);
  if (cached && cached.key === key) return cached.contents;
  const contents = partitionContents(store, resource.partitions);
  contentsCache.set(resource, { key, contents });
  return contents;
}

/** One array per metric over seconds [from, to) (zero where nothing was kept), and the current row. */
export function columns<Name extends string>(
  series: SecondSeries<Name>,
  from: number,
  to: number,
): { metrics: Record<Name, number[]>; current: Record<Name, number> } {
  const metrics = {} as Record<Name, number[]>;
  const current = {} as Record<Name, number>;
  series.names.forEach((name, field) => {
    const column: number[] = [];
    for (let second = from; second < to; second++) column.push(series.valueAt(second, field));
    metrics[name] = column;
    current[name] = series.second === to ? series.current[name] : 0;
  });
  return { metrics, current };
}

function zeroes<Name extends string>(names: readonly Name[]): Record<Name, number> {
  const out = {} as Record<Name, number>;
  for (const name of names) out[name] = 0;
  return out;
}
