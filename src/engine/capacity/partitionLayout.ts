/**
 * How a resource's hash space is divided, and how the division changes. Partitions only ever split
 * (HowItWorks.Partitions.html: "partitions never merge"): in two at a chosen hash, or all at once in
 * halves when the resource needs more throughput than its partitions can serve (the archived
 * GuidelinesForTables page: an unmet throughput increase doubled the partition count).
 */
import { HASH_SPACE, scanKeyOf, type ItemStore } from '../storage/itemStore.ts';
import { PARTITION_READ_UNITS, PARTITION_WRITE_UNITS } from './limits.ts';
import { Partition } from './partition.ts';

/** Refuses to go past this many partitions per resource: far beyond any lesson, bounded for memory. */
export const MAX_PARTITIONS = 4096;

export type SplitCause = 'size' | 'heat' | 'throughput';

/** A resource's partitions as plain data (a saved sandbox keeps them): ids and first hashes in hash order. */
export interface PartitionLayout {
  ids: string[];
  starts: number[];
  /** The number in the next partition id (`p7`). */
  nextId: number;
  /** The warm throughput the partitions were made for (it never decreases); absent in older snapshots. */
  warm?: { read: number; write: number };
}

export interface PartitionHost {
  partitions: Partition[];
  retired: Partition[];
  newPartitionId(): string;
  readonly metricsSeconds: number;
}

/** `count` partitions dividing the whole hash space evenly. */
export function evenPartitions(host: PartitionHost, count: number, now: number): Partition[] {
  const out: Partition[] = [];
  for (let i = 0; i < count; i++) {
    const start = Math.floor((i * HASH_SPACE) / count);
    const end = Math.floor(((i + 1) * HASH_SPACE) / count);
    out.push(new Partition(host.newPartitionId(), start, end, now, host.metricsSeconds));
  }
  return out;
}

/** The partition owning `hash` (partitions are sorted by start and cover the whole space). */
export function partitionFor(partitions: readonly Partition[], hash: number): Partition {
  let lo = 0;
  let hi = partitions.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (partitions[mid].start <= hash) lo = mid;
    else hi = mid - 1;
  }
  return partitions[lo];
}

/** Replaces `parent` by two children split at `at`; returns them, or undefined if it cannot split. */
export function splitAt(
  host: PartitionHost,
  parent: Partition,
  at: number,
  now: number,
): [Partition, Partition] | undefined {
  const index = host.partitions.indexOf(parent);
  if (index < 0 || at <= parent.start || at >= parent.end) return undefined;
  if (host.partitions.length >= MAX_PARTITIONS) return undefined;
  const left = new Partition(host.newPartitionId(), parent.start, at, now, host.metricsSeconds, parent.id);
  const right = new Partition(host.newPartitionId(), at, parent.end, now, host.metricsSeconds, parent.id);
  host.partitions.splice(index, 1, left, right);
  parent.retiredAt = now;
  host.retired.push(parent);
  return [left, right];
}

/**
 * Splits every partition in half, once (a split for heat or size still pending on a partition is
 * then dropped: the partition is gone). Returns the number of splits made.
 */
export function splitAllInHalf(host: PartitionHost, now: number): number {
  let splits = 0;
  for (const partition of [...host.partitions]) {
    if (partition.end - partition.start < 2) continue;
    const middle = partition.start + Math.floor((partition.end - partition.start) / 2);
    if (splitAt(host, partition, middle, now)) splits++;
  }
  return splits;
}

/** Whether the partitions can serve `read` and `write` units per second spread evenly. */
export function servesEvenly(host: PartitionHost, read: number, write: number): boolean {
  const count = host.partitions.length;
  return count * PARTITION_READ_UNITS >= read && count * PARTITION_WRITE_UNITS >= write;
}

/** Items and bytes per partition, by walking the store's collections in hash order once. */
export function partitionContents(
  store: ItemStore,
  partitions: readonly Partition[],
): { items: number; bytes: number }[] {
  const out = partitions.map(() => ({ items: 0, bytes: 0 }));
  let index = 0;
  for (const [, collection] of store.scanOrder.entries()) {
    while (index < partitions.length - 1 && collection.hash >= partitions[index].end) index++;
    out[index].items += collection.items.size;
    out[index].bytes += collection.bytes;
  }
  return out;
}

/**
 * The hash splitting `partition`'s stored bytes in half: the start of the first item collection at
 * which half the bytes lie before it. Undefined when the partition holds a single collection (this
 * model never splits an item collection; docs/capacity-model.md).
 */
export function sizeSplitPoint(store: ItemStore, partition: Partition): number | undefined {
  let total = 0;
  const collections: { hash: number; bytes: number }[] = [];
  for (const [, collection] of store.scanOrder.entries(scanKeyOf(partition.start, ''))) {
    if (collection.hash >= partition.end) break;
    collections.push({ hash: collection.hash, bytes: collection.bytes });
    total += collection.bytes;
  }
  let before = 0;
  for (let i = 1; i < collections.length; i++) {
    before += collections[i - 1].bytes;
    if (before * 2 >= total && collections[i].hash > collections[i - 1].hash) return collections[i].hash;
  }
  return undefined;
}
