/**
 * The table's partitions as the capacity model keeps them (capacity/resourceCapacity.ts): stream
 * shards follow them. Kept in one place so the stream code depends on the capacity model only here.
 */
import { partitionFor } from '../capacity/partitionLayout.ts';
import type { Partition } from '../capacity/partition.ts';
import type { Engine } from '../engine.ts';
import type { Table } from '../storage/table.ts';

export type TablePartition = Partition;

export function tablePartitions(engine: Engine, table: Table, now: number): readonly Partition[] {
  return engine.capacity.of(table).tableResource(now).partitions;
}

/** The partition holding the item at key position (hash, sk). */
export function partitionOfKey(partitions: readonly Partition[], hash: number, sk: string): Partition {
  return partitionFor(partitions, hash, sk);
}

/** Whether `partition` begins inside `range`: as partitions only split, whether it came from `range`. */
export function rangeHolds(range: Partition, partition: Partition): boolean {
  return range.contains(partition.start, partition.startSk);
}
