/**
 * Turning Time to Live on and off. On: the status is ENABLING for the status delay, the existing
 * items are indexed at once (one pass over the table) and the deleter starts when the status turns
 * ENABLED. Off: deletions stop at once, the status is DISABLING for the status delay.
 */
import type { Engine } from '../engine.ts';
import type { Table } from '../storage/table.ts';
import { refreshCommitObserver } from '../streams/commitObserver.ts';
import { seededHash } from '../seededHash.ts';
import { ExpiryIndex } from './expiryIndex.ts';
import { scheduleSweep } from './timeToLiveDeleter.ts';
import type { TimeToLiveState } from './timeToLiveState.ts';

export function enableTimeToLive(engine: Engine, table: Table, attributeName: string): void {
  const now = engine.now();
  const index = buildExpiryIndex(engine, table, attributeName, now);
  const state: TimeToLiveState = {
    status: 'ENABLING',
    attributeName,
    changedAt: now,
    index,
    sweepAt: undefined,
    deletedItems: table.timeToLive?.deletedItems ?? 0,
  };
  table.timeToLive = state;
  refreshCommitObserver(engine, table);
  settle(engine, state, 'ENABLING', 'ENABLED', () => scheduleSweep(engine, table, state));
}

/**
 * An expiry index over the table's items as they are now (one pass over the table), for TTL turned
 * on at `since` (epoch ms).
 */
export function buildExpiryIndex(
  engine: Engine,
  table: Table,
  attributeName: string,
  since: number,
): ExpiryIndex {
  const index = new ExpiryIndex(
    attributeName,
    engine.timeToLiveOptions,
    seededHash(table.arn, engine.seed),
    () => engine.now(),
    since,
  );
  for (const collection of table.items.scanOrder.values()) {
    for (const [sk, item] of collection.items.entries()) index.add({ pk: collection.pk, sk }, item);
  }
  return index;
}

export function disableTimeToLive(engine: Engine, table: Table): void {
  const state = table.timeToLive!;
  state.status = 'DISABLING';
  state.changedAt = engine.now();
  state.index = undefined;
  refreshCommitObserver(engine, table);
  settle(engine, state, 'DISABLING', 'DISABLED');
}

function settle(
  engine: Engine,
  state: TimeToLiveState,
  from: TimeToLiveState['status'],
  to: TimeToLiveState['status'],
  then?: () => void,
): void {
  const run = () => {
    if (state.status !== from) return;
    state.status = to;
    then?.();
  };
  const delay = engine.timeToLiveOptions.statusDelayMs;
  if (delay > 0) engine.after(delay, run);
  else run();
}
