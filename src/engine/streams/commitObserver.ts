/**
 * What commitWrite tells about each committed change (Table.onCommit): the table's enabled stream
 * records it, the TTL expiry index follows it, point-in-time recovery logs it, and a global table
 * sends it to its other replicas. The observer is
 * rebuilt whenever one of these is turned on or off, and removed when all are off, so other tables
 * pay nothing.
 */
import type { Engine } from '../engine.ts';
import type { Table } from '../storage/table.ts';
import { isServicePlan, scheduleSweep } from '../ttl/timeToLiveDeleter.ts';
import { replicateCommit } from '../globalTables/replication.ts';

export function refreshCommitObserver(engine: Engine, table: Table): void {
  const stream = table.latestStream?.isEnabled ? table.latestStream : undefined;
  const ttl = table.timeToLive;
  const index = ttl?.index;
  const recovery = table.pointInTime;
  const group = table.replication;
  if (!stream && !index && !recovery && !group) {
    table.onCommit = undefined;
    return;
  }
  table.onCommit = (plan) => {
    recovery?.record(plan, engine.now());
    if (index) {
      const due = index.track(plan);
      if (due !== undefined) scheduleSweep(engine, table, ttl!, due);
    }
    if (stream) stream.capture(plan, isServicePlan(plan));
    if (group) replicateCommit(engine, group, plan);
  };
}
