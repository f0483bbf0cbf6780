/**
 * A global table's replicated write (globalTables/replication.ts) consumes write capacity on the
 * receiving replica's partitions and indexes like any write (every Region pays a replicated write
 * unit for each write anywhere: V2globaltables_reqs_bestpractices), yet it is nobody's request:
 * never throttled, not counted as one, not in the trace of whatever request is running.
 */
import type { Engine } from '../engine.ts';
import type { WritePlan } from '../storage/writePlan.ts';
import { writeTargets } from './writeTargets.ts';

export function chargeReplicatedWrite(engine: Engine, plan: WritePlan, tableUnits: number): void {
  const now = engine.now();
  for (const target of writeTargets(engine.capacity.of(plan.table), plan, tableUnits, now)) {
    target.resource.takeWrite(target.partition, target.units, target.hash, target.sk, target.pk, now);
  }
}
