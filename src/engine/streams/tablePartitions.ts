/**
 * The table's partitions as the capacity model keeps them (capacity/resourceCapacity.ts): stream
 * shards follow them. Kept in one place so the stream code depends on the capacity model only here.
 */
import { partitionFor } from '../capacity/partitionLayout.ts';
import type { Partition } from '../capacity/partition.ts';
import type { Engine } from '../engine.ts';
import type { Table } from '../storage/table.ts';

export function tablePartitions(engine: Engine, table: Table, now: number): readonly Partition[] {
  return engine.capacity.of(table).tableResource(now).partitions;
}

export function partitionOfHash(partitions: readonly Partition[], hash: number): Partition {
  return partitionFor(partitions, hash);
}
