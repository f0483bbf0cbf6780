/**
 * The background deleter: on the engine clock, it removes items whose TTL expiry (plus their
 * deletion delay) has passed. One task is scheduled at a time, for the soonest due item, so a
 * fast-forward of a year runs one task per deletion batch, not one per tick.
 *
 * A deletion goes through planWrite/commitWrite like any delete — index entries are removed and the
 * stream gets a REMOVE record — but it consumes no capacity and carries the service identity
 * (streams/commitObserver.ts turns `byService` into the record's userIdentity).
 */
import type { Engine } from '../engine.ts';
import { commitWrite } from '../storage/commitWrite.ts';
import { isUsable, type Table } from '../storage/table.ts';
import { planWrite, type WritePlan } from '../storage/writePlan.ts';
import type { TimeToLiveState } from './timeToLiveState.ts';

/** Deletions per task; more due items are left to a follow-up task a millisecond later. */
const SWEEP_BATCH = 1000;
/** How long to wait before retrying an item held by an in-flight transaction. */
const LOCKED_RETRY_MS = 1000;

/** A write plan made by DynamoDB itself (a TTL deletion). */
export interface ServiceWritePlan extends WritePlan {
  readonly byService: true;
}

export function isServicePlan(plan: WritePlan): plan is ServiceWritePlan {
  return (plan as Partial<ServiceWritePlan>).byService === true;
}

/** Makes sure a sweep is scheduled for the soonest due item (no-op while TTL is not ENABLED). */
export function scheduleSweep(engine: Engine, table: Table, state: TimeToLiveState, at?: number): void {
  if (state.status !== 'ENABLED' || !state.index) return;
  const due = at ?? state.index.nextDue();
  if (due === undefined) return;
  if (state.sweepAt !== undefined && state.sweepAt <= due) return;
  state.sweepAt = due;
  // Never 0: a task run synchronously would delete inside the commit that scheduled it.
  engine.after(Math.max(1, due - engine.now()), () => sweep(engine, table, state, due));
}

function sweep(engine: Engine, table: Table, state: TimeToLiveState, scheduledFor: number): void {
  if (state.sweepAt === scheduledFor) state.sweepAt = undefined;
  const index = state.index;
  if (state.status !== 'ENABLED' || !index || table.timeToLive !== state) return;
  if (engine.tables.get(table.name) !== table || !isUsable(table)) return;
  const now = engine.now();
  const due = index.due(now, SWEEP_BATCH);
  let blocked = false;
  for (const { key, expiresAt } of due) {
    const item = table.items.get(key);
    if (!item || index.expiryOf(item) !== expiresAt) {
      // The item is gone or its expiry no longer counts (now more than five years past): drop it.
      index.forget(key);
      continue;
    }
    if (engine.locks.isLocked(table, key)) {
      blocked = true;
      continue;
    }
    const plan: ServiceWritePlan = { ...planWrite(table, key, item, undefined), byService: true };
    commitWrite(engine, plan);
    state.deletedItems++;
    engine.capacity.recordTimeToLiveDeletion(table);
  }
  if (blocked) scheduleSweep(engine, table, state, now + LOCKED_RETRY_MS);
  else if (due.length === SWEEP_BATCH) scheduleSweep(engine, table, state, now + 1);
  else scheduleSweep(engine, table, state);
}
