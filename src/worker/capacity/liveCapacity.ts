/**
 * What the Heatmap and Metrics sections pull from the engine, in two sizes.
 *
 * - A **frame** is pulled at frame rate: the per-second metrics of a table, its global indexes and
 *   every partition for the seconds after what the viewer already has, plus the partitions' ranges
 *   and state and the split events of those seconds. It reads the counters the capacity model keeps
 *   in place and nothing else, so it costs microseconds.
 * - A **detail** is pulled a few times a second: items and bytes per partition and the top keys
 *   (overall, and placed in the partition that serves them). It comes from the engine's own
 *   snapshot (engine.capacity.snapshot), which walks the item store and ranks the keys: milliseconds
 *   on a large table, too much for every frame.
 */
import type { Engine } from '../../engine/engine.ts';
import type { PartitionEvent } from '../../engine/capacity/partitionEvents.ts';
import { partitionsHolding } from '../../engine/capacity/partitionLayout.ts';
import type { ResourceCapacity } from '../../engine/capacity/resourceCapacity.ts';
import {
  insightsStatus,
  type InsightsMode,
  type InsightsStatus,
} from '../../engine/insights/insightsState.ts';
import type { ACCOUNT_METRIC_NAMES } from '../../engine/metrics/accountMetrics.ts';
import { displayKey } from '../../engine/metrics/keyDisplay.ts';
import { byKeyPosition } from '../../engine/metrics/keyOrder.ts';
import type { ResourceMetricName } from '../../engine/metrics/metricNames.ts';
import {
  columns,
  partitionMetrics,
  resourceHeader,
  type PartitionSnapshot,
  type ResourceSnapshot,
  type TopKeySnapshot,
} from '../../engine/metrics/snapshot.ts';
import type { BillingMode, Table } from '../../engine/storage/table.ts';

export type { PartitionMetricName, ResourceMetricName } from '../../engine/metrics/metricNames.ts';
export type { TopKeySnapshot } from '../../engine/metrics/snapshot.ts';
export type AccountMetricName = (typeof ACCOUNT_METRIC_NAMES)[number];

/** A partition in a live frame: its snapshot without the item counts (a frame does not walk the items). */
export type FramePartition = Omit<PartitionSnapshot, 'items' | 'bytes'>;

export type FrameEvent = PartitionEvent & { hotKeyText?: string; boundarySortKey?: string };

export interface FrameResource extends Pick<
  ResourceSnapshot,
  'resource' | 'arn' | 'kind' | 'provisioned' | 'maximums' | 'warm' | 'peak' | 'growsForPeak' | 'building'
> {
  billingMode: BillingMode;
  metrics: Record<ResourceMetricName, number[]>;
  current: Record<ResourceMetricName, number>;
  /** Current partitions and those retired by a split within the metrics window, by hash. */
  partitions: FramePartition[];
  /** Split events at or after `from`. */
  events: FrameEvent[];
}

export interface CapacityFrame {
  /** Simulated time of the pull, epoch ms. */
  time: number;
  /** Epoch seconds the metric arrays cover: [from, to). `to` is the unfinished second. */
  from: number;
  to: number;
  /** Seconds of history the engine keeps (the viewer's window). */
  metricsSeconds: number;
  table: FrameResource;
  indexes: FrameResource[];
  /** Account-wide UserErrors and SystemErrors (CloudWatch has no table dimension for them). */
  account: Record<AccountMetricName, number[]>;
}

export interface PlacedKeys {
  /** Partition id → its keys by consumed units and by throttled requests. */
  [partition: string]: { traffic: TopKeySnapshot[]; throttled: TopKeySnapshot[] };
}

export interface ResourceDetail {
  resource: string;
  /** Items and bytes per current partition id. */
  contents: Record<string, { items: number; bytes: number }>;
  /** Contributor-Insights-style top keys over the current and previous minute. */
  topKeys: { traffic: TopKeySnapshot[]; throttled: TopKeySnapshot[] };
  /** The same keys, each under the partition that serves it. */
  placed: PlacedKeys;
  /** The Contributor Insights switch of the table or index (DynamoDB shows top keys only when it is on). */
  insights: { status: InsightsStatus; mode?: InsightsMode };
}

export interface CapacityDetail {
  time: number;
  resources: ResourceDetail[];
}

/** Keys ranked for the detail: enough that most partitions of a spread load show a few of theirs. */
const RANKED_KEYS = 60;
const KEYS_PER_PARTITION = 5;

/** Per-second metrics of `table` from epoch second `since` (default: all kept). */
export function capacityFrame(engine: Engine, table: Table, since: number | undefined): CapacityFrame {
  const now = engine.now();
  const [tableResource, ...indexes] = engine.capacity.of(table).resources(now);
  const to = tableResource.series.second;
  const metricsSeconds = engine.capacity.options.metricsSeconds;
  const from = Math.min(to, Math.max(since ?? -Infinity, to - metricsSeconds));
  const account = engine.capacity.account.series;
  account.rollTo(to);
  const mode = table.billingMode;
  return {
    time: now,
    from,
    to,
    metricsSeconds,
    table: frameResource(tableResource, mode, from, to, now),
    indexes: indexes.map((resource) => frameResource(resource, mode, from, to, now)),
    account: columns(account, from, to).metrics,
  };
}

function frameResource(
  resource: ResourceCapacity,
  mode: BillingMode,
  from: number,
  to: number,
  now: number,
): FrameResource {
  const { metrics, current } = columns(resource.series, from, to);
  const retired = resource.retired.filter((partition) => partition.retiredAt! >= from * 1000);
  return {
    ...resourceHeader(resource, mode, from, now),
    metrics,
    current,
    partitions: [...resource.partitions, ...retired]
      .map((partition) => partitionMetrics(partition, resource.identity, from, to))
      .sort(byKeyPosition),
  };
}

/** Items, bytes and top keys of `table` and its global indexes, as of now. */
export function capacityDetail(engine: Engine, table: Table): CapacityDetail {
  const now = engine.now();
  const state = engine.capacity.of(table);
  // The table, then its global indexes: the order of the engine's snapshot too.
  const owners = [undefined, ...table.indexes.filter((index) => index.kind === 'global')];
  // `since` at the current second: the engine's snapshot then carries no metric columns, only
  // contents and top keys, which is what the detail is for.
  const snapshot = engine.capacity.snapshot(table, { since: Math.floor(now / 1000), topKeys: 10 });
  const snapshots = [snapshot.table, ...snapshot.indexes];
  return {
    time: now,
    resources: owners.map((index, i) => {
      const insights = (index ?? table).contributorInsights;
      return {
        ...resourceDetail(state.resourceFor(index, now), snapshots[i], now),
        insights: { status: insightsStatus(insights, now), mode: insights?.mode },
      };
    }),
  };
}

function resourceDetail(
  resource: ResourceCapacity,
  snapshot: ResourceSnapshot,
  now: number,
): Omit<ResourceDetail, 'insights'> {
  const contents: ResourceDetail['contents'] = Object.create(null) as ResourceDetail['contents'];
  for (const partition of snapshot.partitions) {
    if (partition.retiredAt === undefined)
      contents[partition.id] = { items: partition.items, bytes: partition.bytes };
  }
  const placed: PlacedKeys = Object.create(null) as PlacedKeys;
  const place = (
    list: { key: string; count: number; overcount: number }[],
    kind: 'traffic' | 'throttled',
  ) => {
    for (const entry of list) {
      // A key whose collection a split divided by sort key is listed in each partition holding it.
      const hash = resource.identity.store.hashOf(entry.key);
      for (const partition of partitionsHolding(resource.partitions, hash)) {
        const keys = (placed[partition.id] ??= { traffic: [], throttled: [] })[kind];
        if (keys.length < KEYS_PER_PARTITION)
          keys.push({ ...entry, key: displayKey(entry.key, resource.identity.keyAttributes) });
      }
    }
  };
  place(resource.topTraffic.top(RANKED_KEYS, now), 'traffic');
  place(resource.topThrottled.top(RANKED_KEYS, now), 'throttled');
  return { resource: snapshot.resource, contents, topKeys: snapshot.topKeys, placed };
}
