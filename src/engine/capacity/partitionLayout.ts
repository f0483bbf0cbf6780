/**
 * How a resource's key space is divided, and how the division changes. Partitions only ever split
 * (HowItWorks.Partitions.html: "partitions never merge"): in two at a chosen key position — a hash,
 * or a sort key within one hot item collection — or all at once in halves when the resource needs
 * more throughput than its partitions can serve (the archived GuidelinesForTables page: an unmet
 * throughput increase doubled the partition count).
 */
import { HASH_SPACE, scanKeyOf, type ItemStore } from '../storage/itemStore.ts';
import { MAX_PARTITIONS, PARTITION_READ_UNITS, PARTITION_WRITE_UNITS } from './limits.ts';
import { Partition, positionBefore } from './partition.ts';

/**
 * Why partitions split: `throughput` is on-demand growth for twice the previous peak, `raise` a
 * raise of provisioned or warm throughput (or a switch to on-demand) beyond what they serve.
 */
export type SplitCause = 'size' | 'heat' | 'throughput' | 'raise';

/** A key position where a partition begins: a hash, and a sort key when it divides a collection. */
export interface Boundary {
  hash: number;
  /** Encoded sort key; '' for the start of the hash. */
  sk: string;
}

/** A resource's partitions as plain data (a saved sandbox keeps them): ids and first hashes in hash order. */
export interface PartitionLayout {
  ids: string[];
  starts: number[];
  /** The sort key each partition starts at within its first hash ('' for the whole hash); absent when all are ''. */
  startSks?: string[];
  /** The number in the next partition id (`p7`). */
  nextId: number;
  /**
   * The warm throughput the partitions were made for (it never decreases), and whether an UpdateTable
   * raise of it has completed (warmThroughputRaise.ts); absent in older snapshots.
   */
  warm?: { read: number; write: number; raised?: true };
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

/**
 * The partition owning key position (hash, sk) — partitions are sorted and cover the whole space.
 * `sk` only matters where a collection was split; '' finds the partition where the hash begins.
 */
export function partitionFor(partitions: readonly Partition[], hash: number, sk = ''): Partition {
  let lo = 0;
  let hi = partitions.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    const candidate = partitions[mid];
    if (candidate.start < hash || (candidate.start === hash && candidate.startSk <= sk)) lo = mid;
    else hi = mid - 1;
  }
  return partitions[lo];
}

/** The partitions holding the item collections of `hash`: one, or more where a split divided them. */
export function partitionsHolding(partitions: readonly Partition[], hash: number): Partition[] {
  let index = partitions.indexOf(partitionFor(partitions, hash));
  const out = [partitions[index]];
  while (partitions[index].endsWithin(hash)) out.push(partitions[++index]);
  return out;
}

/** Partitions as plain data: ids and starts (with sort keys where any partition divides a collection). */
export function layoutOf(partitions: readonly Partition[], nextId: number): PartitionLayout {
  const layout: PartitionLayout = {
    ids: partitions.map((p) => p.id),
    starts: partitions.map((p) => p.start),
    nextId,
  };
  if (partitions.some((p) => p.startSk !== '')) layout.startSks = partitions.map((p) => p.startSk);
  return layout;
}

/** Saved partitions made again, each ending where the next starts (their metrics start afresh). */
export function partitionsOf(layout: PartitionLayout, now: number, metricsSeconds: number): Partition[] {
  const { starts, startSks } = layout;
  return layout.ids.map((id, i) => {
    const last = i + 1 === starts.length;
    const sortKeys = startSks && { start: startSks[i], end: last ? '' : startSks[i + 1] };
    const end = last ? HASH_SPACE : starts[i + 1];
    return new Partition(id, starts[i], end, now, metricsSeconds, undefined, sortKeys);
  });
}

/** Replaces `parent` by two children split at `at`; returns them, or undefined if it cannot split. */
export function splitAt(
  host: PartitionHost,
  parent: Partition,
  at: Boundary,
  now: number,
): [Partition, Partition] | undefined {
  const index = host.partitions.indexOf(parent);
  if (index < 0 || !parent.contains(at.hash, at.sk)) return undefined;
  if (at.hash === parent.start && at.sk === parent.startSk) return undefined;
  if (host.partitions.length >= MAX_PARTITIONS) return undefined;
  const { metricsSeconds } = host;
  const left = new Partition(host.newPartitionId(), parent.start, at.hash, now, metricsSeconds, parent.id, {
    start: parent.startSk,
    end: at.sk,
  });
  const right = new Partition(host.newPartitionId(), at.hash, parent.end, now, metricsSeconds, parent.id, {
    start: at.sk,
    end: parent.endSk,
  });
  host.partitions.splice(index, 1, left, right);
  parent.addToLifetime();
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
    if (splitAt(host, partition, { hash: middle, sk: '' }, now)) splits++;
  }
  return splits;
}

/**
 * The partitions provisioned throughput asks for, reads and writes together: ceil(RCU / 3,000 +
 * WCU / 1,000), at least 1 (GuidelinesForTables, archived: 1,000 RCU + 1,000 WCU make 2).
 */
export function provisionedPartitionCount(read: number, write: number): number {
  return Math.max(1, Math.ceil(read / PARTITION_READ_UNITS + write / PARTITION_WRITE_UNITS));
}

/** Whether the partitions can serve `read` and `write` units per second spread evenly. */
export function servesEvenly(host: PartitionHost, read: number, write: number): boolean {
  const count = host.partitions.length;
  return count * PARTITION_READ_UNITS >= read && count * PARTITION_WRITE_UNITS >= write;
}

/**
 * Items and bytes per partition, by walking the store's collections in hash order once (and the
 * items of a collection that partitions divide).
 */
export function partitionContents(
  store: ItemStore,
  partitions: readonly Partition[],
): { items: number; bytes: number }[] {
  const out = partitions.map(() => ({ items: 0, bytes: 0 }));
  let index = 0;
  const last = partitions.length - 1;
  const endsBefore = (partition: Partition, hash: number, sk: string) =>
    !positionBefore(hash, sk, partition.end, partition.endSk);
  for (const [, collection] of store.scanOrder.entries()) {
    const hash = collection.hash;
    while (index < last && endsBefore(partitions[index], hash, '')) index++;
    if (index === last || !partitions[index].endsWithin(hash)) {
      out[index].items += collection.items.size;
      out[index].bytes += collection.bytes;
      continue;
    }
    for (const [sk, item] of collection.items.entries()) {
      while (index < last && endsBefore(partitions[index], hash, sk)) index++;
      out[index].items += 1;
      out[index].bytes += item.size;
    }
  }
  return out;
}

/** Each item in `partition` (hash, encoded sort key, size), in key order. */
function* itemsIn(store: ItemStore, partition: Partition): Generator<[number, string, number]> {
  for (const [, collection] of store.scanOrder.entries(scanKeyOf(partition.start, ''))) {
    const hash = collection.hash;
    if (!positionBefore(hash, '', partition.end, partition.endSk)) return;
    const from = hash === partition.start ? partition.startSk : '';
    for (const [sk, item] of collection.items.entries(from || undefined)) {
      if (!partition.contains(hash, sk)) break;
      yield [hash, sk, item.size];
    }
  }
}

/**
 * Where to split `partition`'s stored bytes in half: the first item at which half the bytes lie
 * before it — between two item collections, or inside one when `splitCollections` (a table with a
 * local secondary index never divides a collection; its collections are capped at 10 GB instead) —
 * or, when the last item or collection holds more than half, the last boundary before it. Otherwise
 * why no boundary can divide the bytes: the partition holds one item, or one item collection it may
 * not divide (undefined when it holds nothing).
 */
export function sizeSplitPoint(
  store: ItemStore,
  partition: Partition,
  splitCollections: boolean,
): Boundary | 'single-item' | 'one-collection' | undefined {
  let total = 0;
  let items = 0;
  for (const [, , size] of itemsIn(store, partition)) {
    total += size;
    items++;
  }
  let before = 0;
  let previousHash: number | undefined;
  let below: Boundary | undefined;
  for (const [hash, sk, size] of itemsIn(store, partition)) {
    if (previousHash !== undefined && (hash !== previousHash || splitCollections)) {
      const at = { hash, sk: hash === previousHash ? sk : '' };
      if (before * 2 >= total) return at;
      below = at;
    }
    previousHash = hash;
    before += size;
  }
  if (below) return below;
  if (items === 0) return undefined;
  return items === 1 ? 'single-item' : 'one-collection';
}
