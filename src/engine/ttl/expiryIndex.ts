/**
 * The items of a table with Time to Live on, ordered by when the deleter will remove them, so a
 * sweep reads only what is due instead of scanning the table. Kept in step with every committed
 * change (storage/commitWrite.ts → streams/commitObserver.ts).
 *
 * An item is indexed when its TTL attribute is a Number (epoch seconds) no more than five years in
 * the past; anything else is ignored, as DynamoDB ignores it (TTL.html). Its deletion time is the
 * expiry plus a delay between the configured minimum and maximum, derived from a hash of the item's
 * key: stable for the item, spread across items, so deletions trickle in as on DynamoDB. An item
 * that had expired before TTL was turned on waits from that moment instead: the background process
 * cannot have found it earlier, so turning TTL on over old data does not empty the table at once.
 */
import { seededHash } from '../seededHash.ts';
import type { StoredItem } from '../storage/itemStore.ts';
import type { EncodedKey } from '../storage/primaryKey.ts';
import { newSortedMap, type SortedMap } from '../storage/sortedMap.ts';
import type { WritePlan } from '../storage/writePlan.ts';
import { getAttribute } from '../values/types.ts';
import { FIVE_YEARS_MS, type ResolvedTimeToLiveOptions } from './timeToLiveOptions.ts';

/** Due times are written as this many digits so that string order is time order. */
const DUE_DIGITS = 16;
const MAX_DUE = 10 ** DUE_DIGITS - 1;

export interface DueItem {
  readonly key: EncodedKey;
  /** The expiry the item was indexed with, epoch milliseconds. */
  readonly expiresAt: number;
}

export class ExpiryIndex {
  readonly attributeName: string;
  private readonly entries: SortedMap<DueItem> = newSortedMap();
  /** Item id → its entry's sort key, to find the entry again when the item changes. */
  private readonly byItem = new Map<string, string>();
  private readonly options: ResolvedTimeToLiveOptions;
  private readonly seed: number;
  private readonly now: () => number;
  /** When TTL was turned on (epoch ms): no deletion delay starts earlier. */
  private readonly since: number;

  constructor(
    attributeName: string,
    options: ResolvedTimeToLiveOptions,
    seed: number,
    now: () => number,
    since: number,
  ) {
    this.attributeName = attributeName;
    this.options = options;
    this.seed = seed;
    this.now = now;
    this.since = since;
  }

  get size(): number {
    return this.byItem.size;
  }

  /** Indexes an item already in the table (when TTL is turned on). */
  add(key: EncodedKey, item: StoredItem): void {
    const expiresAt = this.expiryOf(item);
    if (expiresAt === undefined) return;
    const id = itemId(key);
    const sortKey = this.sortKey(this.dueAt(expiresAt, id), id);
    this.entries.set(sortKey, { key, expiresAt });
    this.byItem.set(id, sortKey);
  }

  /** Drops an item's entry. */
  forget(key: EncodedKey): void {
    const id = itemId(key);
    const previous = this.byItem.get(id);
    if (previous === undefined) return;
    this.entries.delete(previous);
    this.byItem.delete(id);
  }

  /**
   * Follows a committed change. Returns the item's new deletion time when it changed (so the
   * deleter can be scheduled earlier), undefined otherwise.
   */
  track(plan: WritePlan): number | undefined {
    const expiresAt = plan.next && this.expiryOf(plan.next);
    if (expiresAt === undefined && plan.old === undefined) return undefined;
    const id = itemId(plan.key);
    const previous = this.byItem.get(id);
    if (expiresAt === undefined) {
      if (previous !== undefined) this.forget(plan.key);
      return undefined;
    }
    const dueAt = this.dueAt(expiresAt, id);
    const sortKey = this.sortKey(dueAt, id);
    if (sortKey === previous) return undefined;
    if (previous !== undefined) this.entries.delete(previous);
    this.entries.set(sortKey, { key: plan.key, expiresAt });
    this.byItem.set(id, sortKey);
    return dueAt;
  }

  /** When the next deletion is due, epoch milliseconds. */
  nextDue(): number | undefined {
    const first = this.entries.minKey();
    return first === undefined ? undefined : Number(first.slice(0, DUE_DIGITS));
  }

  /** Up to `limit` items due at or before `now`, soonest first. */
  due(now: number, limit: number): DueItem[] {
    const out: DueItem[] = [];
    for (const [sortKey, entry] of this.entries.entries()) {
      if (out.length >= limit || Number(sortKey.slice(0, DUE_DIGITS)) > now) break;
      out.push(entry);
    }
    return out;
  }

  /** The item's expiry in epoch milliseconds, or undefined when TTL ignores the item. */
  expiryOf(item: StoredItem): number | undefined {
    const value = getAttribute(item.attributes, this.attributeName);
    if (value === undefined || !('N' in value)) return undefined;
    const expiresAt = Number(value.N) * 1000;
    if (!Number.isFinite(expiresAt) || expiresAt < this.now() - FIVE_YEARS_MS) return undefined;
    return expiresAt;
  }

  private dueAt(expiresAt: number, id: string): number {
    const { minDeletionDelayMs: min, maxDeletionDelayMs: max } = this.options;
    const spread = max > min ? Math.floor((seededHash(id, this.seed) / 0x1_0000_0000) * (max - min)) : 0;
    const from = Math.max(Math.floor(expiresAt), this.since);
    return Math.min(MAX_DUE, Math.max(0, from + min + spread));
  }

  private sortKey(dueAt: number, id: string): string {
    return String(dueAt).padStart(DUE_DIGITS, '0') + id;
  }
}

/** One string per item key: the partition key's length keeps (pk, sk) pairs apart. */
function itemId(key: EncodedKey): string {
  return `${key.pk.length}:${key.pk}${key.sk}`;
}
