/**
 * What the heatmap draws, derived from the capacity history: per partition and second the units
 * consumed against the partition's ceiling and the requests throttled; which partitions were alive
 * in a second (a split retires one and creates two); the last completed second, which is "now".
 */
import type { CapacityHistory, PartitionHistory, ResourceHistory } from '../../client/capacityHistory.ts';
import { plural } from '../../ui/plural.ts';
import { PARTITION_CEILING, type AccessKind } from './heatScale.ts';

/** The full 32-bit key-hash space partitions divide. */
export const HASH_SPACE = 2 ** 32;

export interface PartitionSecond {
  read: number;
  write: number;
  readUtilisation: number;
  writeUtilisation: number;
  /** Requests throttled while addressed to the partition, any reason; then reads and writes apart. */
  throttled: number;
  readThrottled: number;
  writeThrottled: number;
  /** Of those, throttled by the partition's own ceiling (it is hot). */
  keyRangeThrottled: number;
}

/** The last completed second (the clock's current one is still being counted). */
export function lastSecond(history: CapacityHistory): number {
  return history.to - 1;
}

/** Position of epoch second `second` in the history's arrays (-1 when outside). */
export function secondIndex(history: CapacityHistory, second: number): number {
  const index = second - history.from;
  return index >= 0 && index < history.to - history.from ? index : -1;
}

export function partitionSecond(partition: PartitionHistory, index: number): PartitionSecond {
  const m = partition.metrics;
  const read = index < 0 ? 0 : (m.ReadUnits[index] ?? 0);
  const write = index < 0 ? 0 : (m.WriteUnits[index] ?? 0);
  const value = (column: ArrayLike<number>) => (index < 0 ? 0 : (column[index] ?? 0));
  return {
    read,
    write,
    readUtilisation: read / PARTITION_CEILING.read,
    writeUtilisation: write / PARTITION_CEILING.write,
    throttled: value(m.ReadThrottleEvents) + value(m.WriteThrottleEvents),
    readThrottled: value(m.ReadThrottleEvents),
    writeThrottled: value(m.WriteThrottleEvents),
    keyRangeThrottled: value(m.ReadKeyRangeThrottleEvents) + value(m.WriteKeyRangeThrottleEvents),
  };
}

export function utilisationOf(second: PartitionSecond, kind: AccessKind): number {
  return kind === 'write' ? second.writeUtilisation : second.readUtilisation;
}

/**
 * Requests of one kind throttled: the heatmap coloured by reads shows read throttles only, so a cool
 * read cell is never hatched for the writes it refused.
 */
export function throttledOf(second: PartitionSecond, kind: AccessKind): number {
  return kind === 'write' ? second.writeThrottled : second.readThrottled;
}

/** Whether `partition` served any part of epoch second `second`. */
export function aliveIn(partition: PartitionHistory, second: number): boolean {
  const start = second * 1000;
  return (
    partition.createdAt < start + 1000 && (partition.retiredAt === undefined || partition.retiredAt > start)
  );
}

/**
 * The epoch seconds `partition` served any part of, first and last (Infinity while it serves): the
 * seconds aliveIn is true for, worked out once instead of second by second.
 */
export function aliveSeconds(partition: PartitionHistory): { first: number; last: number } {
  const { createdAt, retiredAt } = partition;
  return {
    first: Math.floor(createdAt / 1000),
    last: retiredAt === undefined ? Infinity : Math.ceil(retiredAt / 1000) - 1,
  };
}

/** The partitions serving the resource now, by hash. */
export function currentPartitions(resource: ResourceHistory): PartitionHistory[] {
  return resource.partitions.filter((partition) => partition.retiredAt === undefined);
}

/** Sum of a partition metric over the last `seconds` completed seconds. */
export function recentSum(values: ArrayLike<number>, seconds: number): number {
  let sum = 0;
  for (let i = Math.max(0, values.length - seconds); i < values.length; i++) sum += values[i];
  return sum;
}

/**
 * The average over the last `seconds` that had traffic (0 when none did): a load begun two seconds
 * ago is not diluted by the idle seconds before it, nor by its own first second (steadySeconds).
 */
export function busyAverage(values: ArrayLike<number>, seconds: number): number {
  const { count, skipped } = steadySeconds(values, seconds);
  return count === 0 ? 0 : withoutSkipped(values, seconds, skipped) / count;
}

/**
 * The seconds with traffic among the last `seconds` to average over: all of them, less the first
 * second of traffic that starts inside the window (a busy second after an idle one) when more busy
 * seconds follow it. Traffic starts part-way through a second, so that second holds only part of a
 * second's requests: counted as a whole one, 150 writes a second four seconds in read as 116, and
 * the burst it drains as lasting three times longer than it does. `skipped` is its index.
 */
export function steadySeconds(
  values: ArrayLike<number>,
  seconds: number,
): { count: number; skipped?: number } {
  const from = Math.max(0, values.length - seconds);
  let first: number | undefined;
  let count = 0;
  for (let i = from; i < values.length; i++) {
    if (values[i] <= 0) continue;
    first ??= i;
    count++;
  }
  const starts = first !== undefined && first > 0 && values[first - 1] === 0;
  return starts && count > 1 ? { count: count - 1, skipped: first } : { count };
}

/** Sum of the last `seconds` values of a metric, less the one at `skipped` (see steadySeconds). */
export function withoutSkipped(
  values: ArrayLike<number>,
  seconds: number,
  skipped: number | undefined,
): number {
  const sum = recentSum(values, seconds);
  return skipped === undefined ? sum : sum - (values[skipped] ?? 0);
}

/**
 * The access kind the heatmap colours by when the learner has not chosen: the one nearer its
 * ceiling over the last few seconds (writes when nothing ran).
 */
export function busierKind(resources: readonly ResourceHistory[], seconds = 5): AccessKind {
  let read = 0;
  let write = 0;
  for (const resource of resources) {
    read += recentSum(resource.metrics.ConsumedReadCapacityUnits, seconds) / PARTITION_CEILING.read;
    write += recentSum(resource.metrics.ConsumedWriteCapacityUnits, seconds) / PARTITION_CEILING.write;
  }
  return read > write ? 'read' : 'write';
}

/** `0x40000000` style, for hash ranges. */
export function hex(hash: number): string {
  return `0x${Math.min(hash, HASH_SPACE - 1)
    .toString(16)
    .padStart(8, '0')}`;
}

/**
 * A partition's range as text: `hash 0x00000000–0x3fffffff`, and where it starts or ends inside an
 * item collection, the sort key (`hash 0x1a2b3c4d sort key ≥ order#5012 – 0x3fffffff`).
 */
export function rangeText(partition: {
  start: number;
  end: number;
  startSortKey?: string;
  endSortKey?: string;
}): string {
  const from = partition.startSortKey
    ? `${hex(partition.start)} sort key ≥ ${partition.startSortKey}`
    : hex(partition.start);
  const to = partition.endSortKey
    ? `${hex(partition.end)} sort key < ${partition.endSortKey}`
    : hex(partition.end - 1);
  return partition.startSortKey || partition.endSortKey ? `hash ${from} – ${to}` : `hash ${from}–${to}`;
}

/** The share of the key-hash space a partition owns, as text (`25 %`, `0.39 %`). */
export function spaceShare(partition: { start: number; end: number }): string {
  const share = ((partition.end - partition.start) / HASH_SPACE) * 100;
  return `${share >= 10 ? share.toFixed(0) : share >= 1 ? share.toFixed(1) : share.toFixed(2)} %`;
}

/** `app/index/GSI1` → `GSI1`; the table's own label stays. */
/** The side panel's count: "1 partition serves lab-provisioned now." */
export function partitionsServe(resource: ResourceHistory): string {
  const count = currentPartitions(resource).length;
  return `${plural(count, 'partition')} serve${count === 1 ? 's' : ''} ${resourceTitle(resource)} now.`;
}

export function resourceTitle(resource: { resource: string; kind: 'table' | 'index' }): string {
  return resource.kind === 'index'
    ? resource.resource.slice(resource.resource.indexOf('/index/') + 7)
    : resource.resource;
}

/** DynamoDB keeps up to 300 seconds of a table's unused provisioned capacity as burst capacity. */
export const BURST_SECONDS = 300;

/**
 * A provisioned table's or index's burst capacity for `kind`: the units left, and the most it
 * holds (300 seconds at the provisioned rate). None for on-demand, which has no such bucket.
 */
export function burstBalance(
  resource: Pick<ResourceHistory, 'billingMode' | 'provisioned'>,
  kind: AccessKind,
): { left: number; full: number } | undefined {
  const provisioned = resource.provisioned;
  if (resource.billingMode !== 'PROVISIONED' || !provisioned) return undefined;
  return kind === 'write'
    ? { left: provisioned.burstWrite, full: provisioned.write * BURST_SECONDS }
    : { left: provisioned.burstRead, full: provisioned.read * BURST_SECONDS };
}
