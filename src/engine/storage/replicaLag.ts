/**
 * Replica lag: how an eventually consistent read can miss a recent write.
 *
 * DynamoDB keeps each partition three times, in three Availability Zones, as a Multi-Paxos group:
 * a write is acknowledged once the leader and one more replica have it, and the third catches up
 * shortly after (Elhemali et al., "Amazon DynamoDB", USENIX ATC 2022). A strongly consistent read
 * is served by the leader; an eventually consistent one by any of the three, so it may come from
 * the copy that is behind and answer with an item as it was (developer guide: "DynamoDB read
 * consistency").
 *
 * The sandbox's model, off by default (lag 0): with a lag of L ms, every eventually consistent read
 * — GetItem, each key of a BatchGetItem, a page of Query or Scan on the table or on an index, a
 * PartiQL SELECT — picks one of the three replicas at random (the engine's seeded generator). Two
 * are current. The third sees every write L ms late, so it answers as the table was L ms ago:
 * an overwritten item in its old version, a deleted one still there, a new one not yet there.
 * Strongly consistent reads, transactions, condition checks and the stream always see the latest.
 * A local index lives with its table's partition and lags with it; a global index lags on top of
 * its own propagation delay.
 *
 * To answer "as it was", each store keeps, for L ms after every change, the version the change
 * replaced (StoreHistory). Nothing is kept while the lag is 0, and the history is not saved with the
 * sandbox: a restored sandbox starts with its replicas caught up.
 */
import type { Engine } from '../engine.ts';
import {
  type ItemCollection,
  type ItemStore,
  type ReadableItems,
  scanKeyOf,
  type StoredItem,
} from './itemStore.ts';
import { OneItem } from './itemMap.ts';
import type { EncodedKey } from './primaryKey.ts';
import { newSortedMap, type SortedMap } from './sortedMap.ts';

/** The largest lag the sandbox accepts: a minute, far beyond anything DynamoDB shows. */
export const MAX_REPLICA_LAG_MS = 60_000;

/** Whether `value` is a lag the sandbox accepts: whole milliseconds from 0 to MAX_REPLICA_LAG_MS. */
export function isReplicaLag(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_REPLICA_LAG_MS;
}
/** Of a partition's three replicas, one trails. */
const REPLICAS = 3;

interface Change {
  readonly time: number;
  readonly pk: string;
  readonly sk: string;
  /** The version the change replaced (undefined: the item did not exist before it). */
  readonly before: StoredItem | undefined;
}

/** What one store's changes of the last L ms replaced, by key, oldest first. */
class StoreHistory {
  private readonly log: Change[] = [];
  private head = 0;
  readonly byKey = new Map<string, Map<string, Change[]>>();

  record(change: Change): void {
    this.log.push(change);
    let collection = this.byKey.get(change.pk);
    if (!collection) this.byKey.set(change.pk, (collection = new Map()));
    const changes = collection.get(change.sk);
    if (changes) changes.push(change);
    else collection.set(change.sk, [change]);
  }

  /** Forgets the changes made at or before `time`: every replica has them by now. */
  forgetUntil(time: number): void {
    const log = this.log;
    while (this.head < log.length && log[this.head].time <= time) {
      const { pk, sk } = log[this.head++];
      const collection = this.byKey.get(pk)!;
      const changes = collection.get(sk)!;
      changes.shift();
      if (changes.length > 0) continue;
      collection.delete(sk);
      if (collection.size === 0) this.byKey.delete(pk);
    }
    // Drop the forgotten entries now and then, not on every call.
    if (this.head > 1024 && this.head * 2 > log.length) {
      log.splice(0, this.head);
      this.head = 0;
    }
  }

  get empty(): boolean {
    return this.byKey.size === 0;
  }
}

/** The version a replica `asOf` behind sees, given the key's kept changes and the current item. */
function versionAsOf(
  changes: readonly Change[] | undefined,
  asOf: number,
  current: StoredItem | undefined,
): StoredItem | undefined {
  if (changes) for (const change of changes) if (change.time > asOf) return change.before;
  return current;
}

/** A store as the trailing replica sees it: the current store with the last L ms undone. */
class TrailingView implements ReadableItems {
  private readonly rebuilt = new Map<string, ItemCollection | undefined>();
  private order: SortedMap<ItemCollection> | undefined;

  constructor(
    private readonly store: ItemStore,
    private readonly history: StoreHistory,
    private readonly asOf: number,
  ) {}

  get(key: EncodedKey): StoredItem | undefined {
    return versionAsOf(this.history.byKey.get(key.pk)?.get(key.sk), this.asOf, this.store.get(key));
  }

  hashOf(pk: string): number {
    return this.store.hashOf(pk);
  }

  collection(pk: string): ItemCollection | undefined {
    const changed = this.history.byKey.get(pk);
    if (!changed) return this.store.collection(pk);
    if (this.rebuilt.has(pk)) return this.rebuilt.get(pk);
    const collection = this.rebuild(pk, changed);
    this.rebuilt.set(pk, collection);
    return collection;
  }

  /** Collections in scan order: the store's (a copy-on-write clone), the changed ones replaced. */
  get scanOrder(): SortedMap<ItemCollection> {
    if (this.order) return this.order;
    const order = this.store.scanOrder.clone();
    for (const pk of this.history.byKey.keys()) {
      const scanKey = scanKeyOf(this.store.hashOf(pk), pk);
      const collection = this.collection(pk);
      if (collection) order.set(scanKey, collection);
      else order.delete(scanKey);
    }
    return (this.order = order);
  }

  private rebuild(pk: string, changed: Map<string, Change[]>): ItemCollection | undefined {
    const current = this.store.collection(pk);
    let items: SortedMap<StoredItem>;
    if (current === undefined) items = newSortedMap();
    else if (current.items instanceof OneItem) {
      items = newSortedMap();
      items.set(current.items.key, current.items.value);
    } else items = (current.items as SortedMap<StoredItem>).clone();
    for (const [sk, changes] of changed) {
      const version = versionAsOf(changes, this.asOf, items.get(sk));
      if (version) items.set(sk, version);
      else items.delete(sk);
    }
    if (items.size === 0) return undefined;
    let bytes = 0;
    for (const item of items.values()) bytes += item.size;
    const hash = this.store.hashOf(pk);
    return { pk, hash, scanKey: scanKeyOf(hash, pk), items, bytes };
  }
}

export class ReplicaLag {
  private lag: number;
  private histories = new WeakMap<ItemStore, StoreHistory>();

  constructor(
    private readonly engine: Engine,
    lagMs: number,
  ) {
    this.lag = lagMs;
  }

  get lagMs(): number {
    return this.lag;
  }

  /** Sets the lag; 0 turns the model off and forgets every kept version. */
  setLag(lagMs: number): void {
    if (lagMs === 0) this.histories = new WeakMap();
    this.lag = lagMs;
  }

  /** Keeps what a change to `store` at `key` replaced, for as long as a replica can be behind it. */
  record(store: ItemStore, key: EncodedKey, before: StoredItem | undefined): void {
    if (this.lag === 0) return;
    let history = this.histories.get(store);
    if (!history) this.histories.set(store, (history = new StoreHistory()));
    const now = this.engine.now();
    history.forgetUntil(now - this.lag);
    history.record({ time: now, pk: key.pk, sk: key.sk, before });
  }

  /**
   * The replica one read is served by: the current one for a strongly consistent read or when there
   * is no lag; otherwise one of three at random, the trailing one answering as things were lagMs
   * ago. A read the trailing replica serves is counted in the request's trace.
   */
  choose(consistent: boolean): Replica {
    if (consistent || this.lag === 0 || this.engine.random32() % REPLICAS !== 0) return CURRENT;
    const trace = this.engine.capacity.trace;
    if (trace) trace.replicaLag = { reads: (trace.replicaLag?.reads ?? 0) + 1, lagMs: this.lag };
    const asOf = this.engine.now() - this.lag;
    return { view: (store) => this.viewAsOf(store, asOf) };
  }

  private viewAsOf(store: ItemStore, asOf: number): ReadableItems {
    const history = this.histories.get(store);
    if (!history) return store;
    history.forgetUntil(asOf);
    return history.empty ? store : new TrailingView(store, history, asOf);
  }
}

/** The replica a read is served by: `view` gives a store (a table's items or an index's entries) as it sees it. */
export interface Replica {
  view(store: ItemStore): ReadableItems;
}

const CURRENT: Replica = { view: (store) => store };
