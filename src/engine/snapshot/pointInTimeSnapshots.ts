/**
 * Point-in-time recovery as saved data: the recovery period, when recovery was turned on, and the
 * change log (backups/pointInTime.ts) — so after a reload or a server restart a table can still be
 * restored to a second before it, as on DynamoDB, where the window does not care about restarts.
 *
 * A snapshot keeps the newest MAX_SAVED_CHANGES changes of a table's log (the log itself keeps up to
 * 250,000). Older ones are dropped as the log drops its oldest: the earliest restorable time moves
 * up to the newest dropped change. Snapshots from before the log was saved hold only the period:
 * the window then starts at the import.
 */
import { PointInTimeRecovery, type LoggedChange } from '../backups/pointInTime.ts';
import type { StoredItem } from '../storage/itemStore.ts';
import { keyAttributesOf } from '../storage/primaryKey.ts';
import type { Table } from '../storage/table.ts';
import { MAX_RECOVERY_PERIOD_DAYS } from '../validation/backups.ts';
import { readSavedItem } from './restoreTable.ts';
import { array, count, damaged, number, object, optional } from './snapshotReader.ts';

export const MAX_SAVED_CHANGES = 25_000;

export interface PointInTimeSnapshot {
  periodDays: number;
  /** Epoch milliseconds; absent in older snapshots (the window then starts at the import). */
  enabledAt?: number;
  /** The time of the newest change dropped from the log, if any. */
  droppedThrough?: number;
  /** Oldest first. */
  changes?: ChangeSnapshot[];
}

export interface ChangeSnapshot {
  /** Epoch milliseconds. */
  time: number;
  /** The item's key attributes, in the wire format. */
  key: unknown;
  /** The whole item before the change; absent when the change created it. */
  before?: unknown;
}

export function savedPointInTime(
  table: Table,
  recovery: PointInTimeRecovery,
  maxChanges = MAX_SAVED_CHANGES,
): PointInTimeSnapshot {
  const { changes, droppedThrough } = recovery.newestChanges(maxChanges);
  const saved: PointInTimeSnapshot = {
    periodDays: recovery.periodDays,
    enabledAt: recovery.enabledAt,
    changes: withKeys(table, changes),
  };
  if (droppedThrough !== Number.NEGATIVE_INFINITY) saved.droppedThrough = droppedThrough;
  return saved;
}

/**
 * The changes, each with its key's attributes. A change that created its item has no `before` to
 * take them from: they come from the item as the change left it — the `before` of the next change
 * to that key, or the table's item now — found walking the log newest first.
 */
function withKeys(table: Table, changes: readonly LoggedChange[]): ChangeSnapshot[] {
  const after = new Map<string, StoredItem | undefined>();
  const saved: ChangeSnapshot[] = [];
  for (let i = changes.length - 1; i >= 0; i--) {
    const { time, key, before } = changes[i];
    const id = `${key.pk}\u0000${key.sk}`;
    const next = after.has(id) ? after.get(id) : table.items.get(key);
    after.set(id, before);
    const item = before ?? next;
    // Neither before nor after: the change changed nothing, and undoing it changes nothing either.
    if (!item) continue;
    const change: ChangeSnapshot = { time, key: keyAttributesOf(table.keySchema, item.attributes) };
    if (before) change.before = before.attributes;
    saved.push(change);
  }
  return saved.reverse();
}

/** Reads a table's saved recovery, checking every field; `now` is the snapshot's clock. */
export function readPointInTime(
  table: Table,
  value: unknown,
  path: string,
  now: number,
): PointInTimeRecovery {
  const saved = object(value, path);
  const periodDays = count(saved.periodDays, `${path}.periodDays`);
  if (periodDays < 1 || periodDays > MAX_RECOVERY_PERIOD_DAYS) {
    damaged(`${path}.periodDays`, `expected 1 to ${MAX_RECOVERY_PERIOD_DAYS}`);
  }
  const enabledAt = optional(saved.enabledAt, (at) => number(at, `${path}.enabledAt`));
  if (enabledAt === undefined) {
    if (saved.changes !== undefined) damaged(`${path}.changes`, 'saved changes need enabledAt');
    return new PointInTimeRecovery(now, periodDays);
  }
  if (enabledAt > now) damaged(`${path}.enabledAt`, 'later than the snapshot’s clock');
  const droppedThrough = optional(saved.droppedThrough, (at) => number(at, `${path}.droppedThrough`));
  let previous = droppedThrough ?? enabledAt;
  const changes = array(saved.changes ?? [], `${path}.changes`).map((entry, i): LoggedChange => {
    const where = `${path}.changes[${i}]`;
    const change = object(entry, where);
    const time = number(change.time, `${where}.time`);
    if (time < previous || time > now) {
      damaged(`${where}.time`, 'expected times in order, from when recovery was on to the snapshot’s clock');
    }
    previous = time;
    const { key } = readSavedItem(table, change.key, `${where}.key`);
    const before = optional(change.before, (item) => readSavedItem(table, item, `${where}.before`));
    if (before && (before.key.pk !== key.pk || before.key.sk !== key.sk)) {
      damaged(`${where}.before`, 'the item’s key is not the change’s key');
    }
    return { time, key, before: before?.item };
  });
  return PointInTimeRecovery.restored(
    enabledAt,
    periodDays,
    changes,
    droppedThrough ?? Number.NEGATIVE_INFINITY,
  );
}
