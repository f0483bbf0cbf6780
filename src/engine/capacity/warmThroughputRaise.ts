/**
 * A WarmThroughput raise asked by UpdateTable: WarmThroughput.Status is UPDATING at once (TableStatus
 * is untouched) and the values are in place, partitions pre-split, when the raise completes.
 *
 * How long that takes, as probed against AWS in 2026 (ack-api-quirks dynamodb DDB-TABLE-179, 066,
 * 121, 459): the first raise of a table's (or index's) warm throughput took 272–514 s — the sandbox
 * takes `warmThroughputDelayMs`. Once a raise has completed, a later one (13000/5000 to 14000/6000, a
 * single member +2) or a re-send of the values in place was done in about 2 s. A raise asked while
 * one is running replaces its target and ends with it (last writer wins, DDB-TABLE-459).
 */
import type { Engine } from '../engine.ts';
import type { WarmThroughputInput } from '../validation/requestTypes.ts';
import { growTo } from './partitionScaling.ts';
import type { ResourceCapacity } from './resourceCapacity.ts';

/** How long a raise takes once the resource's warm throughput has been raised before. */
export const REPEAT_WARM_RAISE_MS = 2_000;

export function raiseWarmLater(engine: Engine, resource: ResourceCapacity, warm: WarmThroughputInput): void {
  const target = {
    read: Math.max(resource.warm.read, warm.ReadUnitsPerSecond ?? 0),
    write: Math.max(resource.warm.write, warm.WriteUnitsPerSecond ?? 0),
  };
  const alreadyPending = resource.pendingWarm !== undefined;
  const inPlace = target.read === resource.warm.read && target.write === resource.warm.write;
  resource.pendingWarm = target;
  resource.warm.status = 'UPDATING';
  if (alreadyPending) return;
  const firstDelay = resource.context.options.warmThroughputDelayMs;
  const delay = resource.warmRaised || inPlace ? Math.min(REPEAT_WARM_RAISE_MS, firstDelay) : firstDelay;
  engine.after(delay, () => {
    const pending = resource.pendingWarm!;
    resource.pendingWarm = undefined;
    resource.raiseWarm(pending.read, pending.write);
    growTo(resource, resource.warm.read, resource.warm.write, engine.now());
    resource.warm.status = 'ACTIVE';
    resource.warmRaised = true;
  });
}
