/**
 * CloudWatch's ReplicationLatency for global tables (metrics-dimensions.html): "the elapsed time
 * between an updated item appearing in the DynamoDB stream for one replica table, and that item
 * appearing in another replica in the global table", per TableName and ReceivingRegion, published in
 * the Region the write was made in. The sandbox keeps it on the sending Region's table, all receiving
 * Regions together (a global table of two Regions has one), as SampleCount, Sum and Maximum: the
 * time from the write to its arrival in the other replica, on the engine clock. Strongly consistent
 * (MRSC) writes are stored everywhere at once, so they have no latency to report.
 */
import type { Engine } from '../engine.ts';
import type { Table } from '../storage/table.ts';

/** A write made at `writtenAt` on `table` in `engine`'s Region reached another replica now. */
export function recordReplicationLatency(engine: Engine, table: Table, writtenAt: number, now: number): void {
  const current = engine.capacity.of(table).tableResource(now).series.current;
  const latency = now - writtenAt;
  current.ReplicatedWrites += 1;
  current.ReplicationLatencySum += latency;
  if (latency > current.ReplicationLatencyMaximum) current.ReplicationLatencyMaximum = latency;
}
