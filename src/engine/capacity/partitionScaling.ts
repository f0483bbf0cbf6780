/**
 * When partitions split, decided once per simulated second of traffic (when a resource's clock
 * enters a new second) and carried out on the engine clock after `splitDelayMs` (AWS: splits finish
 * "within minutes"):
 * - heat: a partition hot for `hotSecondsBeforeSplit` consecutive seconds splits at the key that
 *   balances its observed traffic (paper, ATC 2022). When all of it goes to one partition key, the
 *   item collection itself splits at the sort key that balances it — unless the traffic is on one
 *   item, follows a monotonic sort key, or the table has a local secondary index
 *   (burst-adaptive-capacity.html; the split-for-heat post), or it is a global index's key;
 * - size: a partition above the size limit splits at the middle of its bytes — unless they are one
 *   item, or one item collection that the resource does not divide;
 * - throughput: an on-demand resource splits all partitions in half when they cannot serve twice
 *   the previous peak (on-demand-capacity-mode.html);
 * - raise: all partitions split in half when the throughput a resource must serve at once is raised
 *   beyond what they serve: provisioned throughput (GuidelinesForTables, archived), warm throughput
 *   (warm-throughput.html), or a switch to on-demand's 12,000 reads and 4,000 writes a second.
 */
import { HASH_SPACE, scanKeyOf } from '../storage/itemStore.ts';
import { MAX_PARTITIONS } from './limits.ts';
import type { Partition } from './partition.ts';
import type { NoSplitReason } from './partitionEvents.ts';
import {
  type Boundary,
  partitionContents,
  provisionedPartitionCount,
  servesEvenly,
  sizeSplitPoint,
  splitAllInHalf,
  splitAt,
  type SplitCause,
} from './partitionLayout.ts';
import type { ResourceCapacity } from './resourceCapacity.ts';

/** Closes the resource's current second and moves its metrics to epoch second `second`. */
export function enterSecond(resource: ResourceCapacity, second: number, now: number): void {
  const { options } = resource.context;
  const silentGap = second - resource.series.second > 1;
  const closing = resource.series.current;
  if (closing.ConsumedReadCapacityUnits > resource.peakRead)
    resource.peakRead = closing.ConsumedReadCapacityUnits;
  if (closing.ConsumedWriteCapacityUnits > resource.peakWrite) {
    resource.peakWrite = closing.ConsumedWriteCapacityUnits;
  }
  for (const partition of resource.partitions) {
    partition.closeSecond(options.hotUtilization);
    if (silentGap) {
      partition.coolDown();
    } else if (partition.hotSecondsTowardSplit >= options.hotSecondsBeforeSplit && !partition.splitting) {
      scheduleSplit(resource, partition, 'heat');
    }
    partition.series.rollTo(second);
  }
  resource.series.rollTo(second);
  growForPeak(resource);
  checkSizes(resource);
  const horizon = now - options.metricsSeconds * 1000;
  if (resource.retired.length > 0 && resource.retired[0].retiredAt! < horizon) {
    resource.retired = resource.retired.filter((partition) => partition.retiredAt! >= horizon);
  }
}

/**
 * After a raise of the throughput the resource must serve at once (warm, or on-demand's on a
 * switch): splits every partition in half until it serves `read`/`write` spread evenly.
 */
export function growTo(resource: ResourceCapacity, read: number, write: number, now: number): void {
  splitInHalfUntil(resource, () => servesEvenly(resource, read, write), now);
}

/**
 * After a raise of provisioned throughput: splits every partition in half until there are as many
 * as a new table at `read`/`write` would start with — reads and writes counted together, as the
 * archived GuidelinesForTables sized partitions (5,000 RCU / 2,000 WCU: 4; raised to 8,000 RCU: 8).
 */
export function growToProvisioned(
  resource: ResourceCapacity,
  read: number,
  write: number,
  now: number,
): void {
  const needed = provisionedPartitionCount(read, write);
  splitInHalfUntil(resource, () => resource.partitions.length >= needed, now);
}

function splitInHalfUntil(resource: ResourceCapacity, enough: () => boolean, now: number): void {
  while (!enough()) {
    const before = [...resource.partitions];
    if (splitAllInHalf(resource, now) === 0) return;
    recordHalvings(resource, before, 'raise', now);
  }
}

/**
 * Whether an on-demand resource's partitions fall short of what it keeps them for — twice its
 * previous peak, and its warm throughput, spread evenly — so that splits for throughput are coming.
 * Partitions that serve that already get no more, however hot one of them is.
 */
export function growsForPeak(resource: ResourceCapacity): boolean {
  if (resource.mode !== 'PAY_PER_REQUEST') return false;
  const read = Math.max(2 * resource.peakRead, resource.warm.read);
  const write = Math.max(2 * resource.peakWrite, resource.warm.write);
  return !servesEvenly(resource, read, write);
}

/** On-demand: keep enough partitions for twice the previous peak (and the warm throughput). */
function growForPeak(resource: ResourceCapacity): void {
  if (resource.growing || !growsForPeak(resource)) return;
  const { engine, options } = resource.context;
  resource.growing = true;
  engine.after(options.splitDelayMs, () => {
    resource.growing = false;
    const now = engine.now();
    const before = [...resource.partitions];
    if (splitAllInHalf(resource, now) > 0) recordHalvings(resource, before, 'throughput', now);
    resource.raiseWarm(2 * resource.peakRead, 2 * resource.peakWrite);
  });
}

function checkSizes(resource: ResourceCapacity): void {
  const { store } = resource.identity;
  const limit = resource.context.options.partitionSizeBytes;
  if (store.sizeBytes <= limit || store.sizeBytes === resource.sizeChecked) return;
  resource.sizeChecked = store.sizeBytes;
  const contents = partitionContents(store, resource.partitions);
  resource.partitions.forEach((partition, i) => {
    if (contents[i].bytes > limit && !partition.splitting) scheduleSplit(resource, partition, 'size');
  });
}

type SplitDecision = { at: Boundary } | { reason: NoSplitReason | undefined };

/**
 * Where a split for heat would divide the partition's sampled traffic: at a hash between partition
 * keys, or — all of it on one key — at a sort key inside that item collection; or why none can help.
 */
function heatSplit(resource: ResourceCapacity, partition: Partition): SplitDecision {
  const hash = partition.heat.splitPoint();
  if (hash !== undefined) return { at: { hash, sk: '' } };
  const hottest = partition.heat.hottest();
  if (!hottest?.sortKeys) return { reason: undefined };
  const split = hottest.sortKeys.split();
  if (split === 'single-item' || split === 'monotonic') return { reason: split };
  if (!resource.identity.splitsCollections) {
    return { reason: resource.identity.isIndex ? 'global-index' : 'local-index' };
  }
  return { at: { hash: hottest.hash, sk: split.sk } };
}

/**
 * Where a split for size would divide the partition's bytes, or why none can: one item, or one item
 * collection kept whole (a table with a local secondary index, or a global index's key).
 */
function sizeSplit(resource: ResourceCapacity, partition: Partition): SplitDecision {
  const { store, splitsCollections, isIndex } = resource.identity;
  const at = sizeSplitPoint(store, partition, splitsCollections);
  if (at === 'single-item') return { reason: at };
  if (at === 'one-collection') return { reason: isIndex ? 'global-index' : 'local-index' };
  return at ? { at } : { reason: undefined };
}

/** A split with a place to divide, in a resource that has as many partitions as the sandbox keeps. */
function withinLimit(resource: ResourceCapacity, decision: SplitDecision): SplitDecision {
  return 'at' in decision && resource.partitions.length >= MAX_PARTITIONS
    ? { reason: 'partition-limit' }
    : decision;
}

function scheduleSplit(resource: ResourceCapacity, partition: Partition, cause: 'heat' | 'size'): void {
  const { engine, options } = resource.context;
  const decide = () =>
    withinLimit(resource, cause === 'heat' ? heatSplit(resource, partition) : sizeSplit(resource, partition));
  // Traffic that no split can divide (one item, a monotonic sort key…), like a resource with no room
  // for another partition, is known at once, so the partition is never shown as splitting when no
  // split can come.
  const first = cause === 'heat' ? decide() : undefined;
  if (first && 'reason' in first) {
    recordNoSplit(resource, partition, cause, first.reason, engine.now());
    return;
  }
  partition.splitting = cause;
  engine.after(options.splitDelayMs, () => {
    partition.splitting = undefined;
    if (partition.retiredAt !== undefined) return;
    const now = engine.now();
    const decision = decide();
    const children = 'at' in decision ? splitAt(resource, partition, decision.at, now) : undefined;
    // A half can still be over the size limit (a partition that grew to several times it): look
    // again at the next second, whether or not the table's size changes meanwhile.
    if (children && cause === 'size') resource.sizeChecked = -1;
    if (children && 'at' in decision) {
      resource.events.record({
        time: now,
        kind: 'split',
        cause,
        partition: partition.id,
        children: [children[0].id, children[1].id],
        boundary: decision.at.hash,
        ...(decision.at.sk === '' ? {} : { boundarySk: decision.at.sk }),
      });
      return;
    }
    recordNoSplit(resource, partition, cause, 'reason' in decision ? decision.reason : undefined, now);
  });
}

function recordNoSplit(
  resource: ResourceCapacity,
  partition: Partition,
  cause: 'heat' | 'size',
  reason: NoSplitReason | undefined,
  now: number,
): void {
  const hottest = cause === 'heat' ? partition.heat.hottest() : undefined;
  resource.events.record({
    time: now,
    kind: 'no-split',
    cause,
    partition: partition.id,
    hotKey: hottest && keyWithHash(resource, hottest.hash),
    ...(reason === undefined ? {} : { reason }),
  });
  if (cause === 'heat') {
    // Still hot: the streak goes on, and a fresh sample decides again after as long once more.
    partition.noSplitAt = partition.hotSeconds;
    partition.heat.clear();
  }
}

function recordHalvings(
  resource: ResourceCapacity,
  before: Partition[],
  cause: SplitCause,
  now: number,
): void {
  for (const parent of before) {
    if (parent.retiredAt !== now) continue;
    const children = resource.partitions.filter((child) => child.parentId === parent.id);
    if (children.length !== 2) continue;
    resource.events.record({
      time: now,
      kind: 'split',
      cause,
      partition: parent.id,
      children: [children[0].id, children[1].id],
      boundary: children[1].start,
    });
  }
}

/** The encoded partition key stored with `hash`, if any item has it. */
function keyWithHash(resource: ResourceCapacity, hash: number): string | undefined {
  if (hash >= HASH_SPACE) return undefined;
  for (const [, collection] of resource.identity.store.scanOrder.entries(scanKeyOf(hash, ''))) {
    return collection.hash === hash ? collection.pk : undefined;
  }
  return undefined;
}
