/**
 * Point-in-time recovery (PointInTimeRecovery.html): while it is on, a table can be restored, as a
 * new table, to any second from the earliest restorable time (the later of when it was turned on
 * and the end of the recovery period, 1–35 days, 35 by default) to the latest (about five minutes
 * before now).
 *
 * The model: while on, each committed change is logged with the item as it was before, on the
 * engine clock. The items at time T are the current items with every change made after T undone,
 * newest first. Entries older than the recovery period are dropped as new ones come, so the log
 * holds one recovery period of changes — and at most MAX_LOGGED_CHANGES of them (the memory bound a
 * browser tab needs under the load generator, as for stream records): past that the oldest go and
 * the earliest restorable time moves up with them. Turning recovery off drops the log. The restored
 * table takes the source table's indexes and throughput as they are at the time of the restore, not
 * at T (an index added after T is in the copy too): API_RestoreTableToPointInTime.html says "all
 * these settings come from the current settings of the source table at the time of restore".
 * The log is saved with the sandbox (its newest changes: snapshot/pointInTimeSnapshots.ts).
 */
import type { Engine } from '../engine.ts';
import type { StoredItem } from '../storage/itemStore.ts';
import type { EncodedKey } from '../storage/primaryKey.ts';
import type { Table } from '../storage/table.ts';
import type { WritePlan } from '../storage/writePlan.ts';

export const DEFAULT_RECOVERY_PERIOD_DAYS = 35;
/** DynamoDB's LatestRestorableDateTime is "typically five minutes before the current time". */
export const LATEST_RESTORABLE_LAG_MS = 5 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
export const MAX_LOGGED_CHANGES = 250_000;

export interface LoggedChange {
  readonly time: number;
  readonly key: EncodedKey;
  /** The item before the change; undefined when the change created it. */
  readonly before: StoredItem | undefined;
}

/** One item's change over a time range (PointInTimeRecovery.changesIn). */
export interface ChangedItem {
  readonly key: EncodedKey;
  /** The item before the range; undefined when it did not exist. */
  readonly old: StoredItem | undefined;
  /** The item at the end of the range; undefined when it no longer existed. */
  readonly new: StoredItem | undefined;
  /** When it was last written in the range, epoch milliseconds. */
  readonly lastWrite: number;
}

export class PointInTimeRecovery {
  readonly enabledAt: number;
  private period: number;
  private log: LoggedChange[] = [];
  private head = 0;
  /**
   * The time of the newest change dropped from the log: a restore needs every change after its
   * time, so the window cannot reach back past it even if the recovery period is made longer.
   */
  private trimmedThrough = -Infinity;

  private readonly maxChanges: number;

  constructor(enabledAt: number, periodDays: number, maxChanges = MAX_LOGGED_CHANGES) {
    this.enabledAt = enabledAt;
    this.period = periodDays;
    this.maxChanges = maxChanges;
  }

  get periodDays(): number {
    return this.period;
  }

  /**
   * A new recovery period from `now` on. What the old period had already let go stays gone: DynamoDB
   * takes and maintains continuous backups for the preceding days of the period in force
   * (API_PointInTimeRecoveryDescription.html, RecoveryPeriodInDays), so after a day at 1 day, a
   * period raised to 35 reaches back no further than 1 day before the raise, however long ago
   * recovery was turned on. The window then widens again as time passes.
   */
  changePeriod(days: number, now: number): void {
    // Drop first what the old period let go: the log is trimmed only as writes come in, and a change
    // left in it before the new horizon made a snapshot that its own import refused as damaged.
    this.trim(now);
    this.trimmedThrough = Math.max(this.trimmedThrough, now - this.period * DAY_MS);
    this.period = days;
    this.trim(now);
  }

  /**
   * Recovery as it was saved (snapshot/pointInTimeSnapshots.ts): the changes, oldest first, and
   * the time of the newest change dropped before them (-Infinity: none).
   */
  static restored(
    enabledAt: number,
    periodDays: number,
    changes: LoggedChange[],
    trimmedThrough: number,
  ): PointInTimeRecovery {
    const recovery = new PointInTimeRecovery(enabledAt, periodDays);
    recovery.log = changes;
    recovery.trimmedThrough = trimmedThrough;
    return recovery;
  }

  /**
   * The newest `max` changes kept, oldest first, and the time of the newest change before them — as
   * if the log held no more (for saving): -Infinity when none was ever dropped.
   */
  newestChanges(max: number): { changes: LoggedChange[]; droppedThrough: number } {
    const first = Math.max(this.head, this.log.length - max);
    const droppedThrough = first > this.head ? this.log[first - 1].time : this.trimmedThrough;
    return { changes: this.log.slice(first), droppedThrough };
  }

  record(plan: WritePlan, now: number): void {
    this.log.push({ time: now, key: plan.key, before: plan.old });
    this.trim(now);
  }

  earliestRestorable(now: number): number {
    return Math.max(this.enabledAt, now - this.period * DAY_MS, this.trimmedThrough);
  }

  latestRestorable(now: number): number {
    return Math.max(this.earliestRestorable(now), now - LATEST_RESTORABLE_LAG_MS);
  }

  /** The table's items as they were at `time` (which the caller has checked is restorable). */
  itemsAt(table: Table, time: number): StoredItem[] {
    const undone = new Map<string, StoredItem | undefined>();
    const keys = new Map<string, EncodedKey>();
    // Every logged change came after recovery was turned on, even one in the same millisecond (a
    // paused clock): a restore to that moment undoes them all.
    const undoAll = time <= this.enabledAt && this.trimmedThrough === -Infinity;
    for (let i = this.log.length - 1; i >= this.head && (undoAll || this.log[i].time > time); i--) {
      const { key, before } = this.log[i];
      const id = `${key.pk}\u0000${key.sk}`;
      undone.set(id, before);
      keys.set(id, key);
    }
    const items: StoredItem[] = [];
    for (const [, collection] of table.items.scanOrder.entries()) {
      for (const [sk, item] of collection.items.entries()) {
        if (!undone.has(`${collection.pk}\u0000${sk}`)) items.push(item);
      }
    }
    for (const before of undone.values()) if (before) items.push(before);
    return items;
  }

  /**
   * What changed from `from` (inclusive) to `to` (exclusive), one entry per item, compacted as an
   * incremental export is: the item just before `from` and just before `to`, and when it was last
   * written in between. An item made and deleted inside the window has neither (its caller drops it).
   */
  changesIn(table: Table, from: number, to: number): ChangedItem[] {
    const changed = new Map<
      string,
      { -readonly [K in keyof ChangedItem]: ChangedItem[K] } & { settled: boolean }
    >();
    for (let i = this.head; i < this.log.length; i++) {
      const { time, key, before } = this.log[i];
      if (time < from) continue;
      const id = `${key.pk}\u0000${key.sk}`;
      const entry = changed.get(id);
      if (time < to) {
        if (entry) entry.lastWrite = time;
        else changed.set(id, { key, old: before, new: undefined, lastWrite: time, settled: false });
      } else if (entry && !entry.settled) {
        // The first change after the window undoes to the item as the window left it.
        entry.new = before;
        entry.settled = true;
      }
    }
    const changes: ChangedItem[] = [];
    for (const entry of changed.values()) {
      const after = entry.settled ? entry.new : table.items.get(entry.key);
      changes.push({ key: entry.key, old: entry.old, new: after, lastWrite: entry.lastWrite });
    }
    return changes;
  }

  private trim(now: number): void {
    const horizon = now - this.period * DAY_MS;
    while (
      this.head < this.log.length &&
      (this.log[this.head].time < horizon || this.log.length - this.head > this.maxChanges)
    ) {
      // Never earlier than a horizon a shorter period set before (changePeriod).
      this.trimmedThrough = Math.max(this.trimmedThrough, this.log[this.head].time);
      this.head++;
    }
    // Reclaim the array's front once half of it is dropped: amortised O(1) per change.
    if (this.head > 1024 && this.head * 2 > this.log.length) {
      this.log = this.log.slice(this.head);
      this.head = 0;
    }
  }
}

/** Turns recovery on (a fresh log) or off for `table`; the caller refreshes the commit observer. */
export function setPointInTimeRecovery(
  engine: Engine,
  table: Table,
  enabled: boolean,
  periodDays: number,
): void {
  table.pointInTime = enabled ? new PointInTimeRecovery(engine.now(), periodDays) : undefined;
}
