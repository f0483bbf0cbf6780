/**
 * The viewer's side of capacity pulls: frames (the seconds after what the viewer has) merged into a
 * rolling window of per-second metrics for a table, its global indexes and every partition, aligned
 * on the same seconds so a chart or a heatmap row reads one index per second.
 *
 * Partitions keep their identity across pulls (a split retires one and creates two); a partition
 * retired before the window's first second leaves it. When the pulls stop fitting together — the
 * clock jumped past the window, the sandbox was reset, the table was created again — the history
 * starts over from the frame rather than join two different pasts.
 */
import type {
  AccountMetricName,
  CapacityDetail,
  CapacityFrame,
  FrameEvent,
  FramePartition,
  FrameResource,
  PartitionMetricName,
  ResourceMetricName,
} from './capacityClient.ts';
import { byKeyPosition } from '../engine/metrics/keyOrder.ts';
import { appendSeries, type Series } from './seriesWindow.ts';

export type { Series } from './seriesWindow.ts';

export interface PartitionHistory extends Omit<FramePartition, 'metrics'> {
  /**
   * One value per second of the history's [from, to); zero before the partition existed. Views of
   * buffers the next frames append to (seriesWindow.ts): read them, never write them.
   */
  metrics: Record<PartitionMetricName, Series>;
}

export interface ResourceHistory extends Omit<FrameResource, 'metrics' | 'partitions' | 'events'> {
  metrics: Record<ResourceMetricName, number[]>;
  partitions: PartitionHistory[];
  /** Split events seen, oldest first (at most MAX_EVENTS). */
  events: FrameEvent[];
}

export interface CapacityHistory {
  tableName: string;
  /** Simulated time of the last frame, epoch ms. */
  time: number;
  /** Epoch seconds covered: [from, to); `to` is the clock's unfinished second. */
  from: number;
  to: number;
  /** Seconds the window holds at most. */
  window: number;
  /** The table first, then its global indexes. */
  resources: ResourceHistory[];
  account: Record<AccountMetricName, number[]>;
}

export const MAX_EVENTS = 200;

/** `history` with `frame` added (a new history when there is none or they do not fit together). */
export function mergeFrame(
  history: CapacityHistory | undefined,
  frame: CapacityFrame,
  tableName: string,
): CapacityHistory {
  if (!history || !fits(history, frame, tableName)) return fromFrame(frame, tableName);
  const window = frame.metricsSeconds;
  const from = Math.max(history.from, frame.to - window);
  const length = frame.to - from;
  // Seconds between the history and the frame (the clock jumped) count as silent.
  const gap = new Array<number>(frame.from - history.to).fill(0);
  const extend = (old: number[], added: number[]) => joinLast(length, old, gap, added);
  const extendSeries = (old: Series, added: number[]) => appendSeries(old, [gap, added], length);
  const fit: Fit = { extend, extendSeries, length, from, added: frame.to - frame.from };
  const previous = new Map(history.resources.map((resource) => [resource.resource, resource]));
  const resources = [frame.table, ...frame.indexes].map((resource) => {
    const before = previous.get(resource.resource);
    return before ? mergeResource(before, resource, fit) : resourceFromFrame(resource, length);
  });
  return {
    tableName,
    time: frame.time,
    from,
    to: frame.to,
    window,
    resources,
    account: mapColumns(history.account, frame.account, extend),
  };
}

interface Fit {
  extend(old: number[], added: number[]): number[];
  /** The same for a partition's series: appended to in place where no other history shows more. */
  extendSeries(old: Series, added: number[]): Series;
  /** Seconds in the merged window, its first second, and the seconds the frame adds. */
  length: number;
  from: number;
  added: number;
}

function fits(history: CapacityHistory, frame: CapacityFrame, tableName: string): boolean {
  if (history.tableName !== tableName || frame.from < history.to) return false;
  // A table created again under the same name has partitions of the same ids, born later.
  const known = new Map(
    history.resources[0].partitions.map((partition) => [partition.id, partition.createdAt]),
  );
  return frame.table.partitions.every((partition) => {
    const createdAt = known.get(partition.id);
    return createdAt === undefined || createdAt === partition.createdAt;
  });
}

function fromFrame(frame: CapacityFrame, tableName: string): CapacityHistory {
  const length = frame.to - frame.from;
  return {
    tableName,
    time: frame.time,
    from: frame.from,
    to: frame.to,
    window: frame.metricsSeconds,
    resources: [frame.table, ...frame.indexes].map((resource) => resourceFromFrame(resource, length)),
    account: { ...frame.account },
  };
}

const zeros = (count: number) => new Array<number>(Math.max(0, count)).fill(0);

/** Left-pads `values` with zeros to `length` (a resource new to the history). */
const padTo = (length: number) => (values: number[]) =>
  joinLast(length, zeros(length - values.length), values);

/** The same for a partition new to the history. */
const padSeries = (length: number) => (values: number[]) =>
  appendSeries(zeros(length - values.length), [values], length);

/**
 * The last `n` values of the arrays joined: the metrics of a resource (a few dozen per frame; the
 * partitions' series append instead, seriesWindow.ts). It copies with slice and concat, many times
 * faster than spreading the arrays, and drops the values that fall out of the window first.
 */
function joinLast(n: number, ...parts: number[][]): number[] {
  let drop = parts.reduce((total, part) => total + part.length, 0) - Math.max(0, n);
  const kept: number[][] = [];
  for (const part of parts) {
    if (drop >= part.length) drop -= part.length;
    else {
      kept.push(drop > 0 ? part.slice(drop) : part);
      drop = 0;
    }
  }
  return kept.length === 0 ? [] : kept[0].concat(...kept.slice(1));
}

function resourceFromFrame(resource: FrameResource, length: number): ResourceHistory {
  return {
    ...resource,
    metrics: mapValues(resource.metrics, padTo(length)),
    partitions: resource.partitions.map((partition) => ({
      ...partition,
      metrics: mapValues(partition.metrics, padSeries(length)),
    })),
    events: resource.events.slice(-MAX_EVENTS),
  };
}

function mergeResource(before: ResourceHistory, resource: FrameResource, fit: Fit): ResourceHistory {
  const seen = new Set<string>();
  const oldPartitions = new Map(before.partitions.map((partition) => [partition.id, partition]));
  const partitions: PartitionHistory[] = resource.partitions.map((partition) => {
    seen.add(partition.id);
    const old = oldPartitions.get(partition.id);
    const metrics = old
      ? mapColumns(old.metrics, partition.metrics, fit.extendSeries)
      : mapValues(partition.metrics, padSeries(fit.length));
    return { ...partition, metrics };
  });
  // Retired partitions the frame no longer lists stay while their last seconds are in the window.
  const silent = new Array<number>(fit.added).fill(0);
  for (const old of before.partitions) {
    if (seen.has(old.id) || old.retiredAt === undefined || old.retiredAt < fit.from * 1000) continue;
    const metrics = mapValues(old.metrics, (values) => fit.extendSeries(values, silent));
    partitions.push({ ...old, metrics });
  }
  partitions.sort(byKeyPosition);
  const fresh = resource.events.filter((event) => !before.events.some((old) => sameEvent(old, event)));
  return {
    ...resource,
    metrics: mapColumns(before.metrics, resource.metrics, fit.extend),
    partitions,
    events: [...before.events, ...fresh].slice(-MAX_EVENTS),
  };
}

function sameEvent(a: FrameEvent, b: FrameEvent): boolean {
  return a.time === b.time && a.partition === b.partition && a.kind === b.kind;
}

function mapColumns<Name extends string, Column extends Series>(
  old: Record<Name, Column>,
  added: Record<Name, number[]>,
  extend: (old: Column | [], added: number[]) => Column,
): Record<Name, Column> {
  const out = {} as Record<Name, Column>;
  for (const name of Object.keys(added) as Name[]) out[name] = extend(old[name] ?? [], added[name]);
  return out;
}

function mapValues<Name extends string, In, Out>(
  values: Record<Name, In>,
  map: (column: In) => Out,
): Record<Name, Out> {
  const out = {} as Record<Name, Out>;
  for (const name of Object.keys(values) as Name[]) out[name] = map(values[name]);
  return out;
}

/** Items, bytes and top keys of the resource labelled `resource`, if the detail has it. */
export function detailOf(detail: CapacityDetail | undefined, resource: string) {
  return detail?.resources.find((candidate) => candidate.resource === resource);
}
