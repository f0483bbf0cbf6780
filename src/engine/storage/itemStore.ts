/**
 * The items of a table (or, later, of an index), organised the way DynamoDB organises them:
 * item collections keyed by partition key, each ordered by sort key, and the collections themselves
 * ordered by a hash of the partition key. That hash order is the order of a Scan, and it is what
 * partitions split along (a partition owns a range of the hash space).
 */
import type { AttributeMap } from '../values/types.ts';
import type { EncodedKey } from './primaryKey.ts';
import { newSortedMap, type SortedMap } from './sortedMap.ts';

export interface StoredItem {
  readonly attributes: AttributeMap;
  /** DynamoDB item size in bytes (names + values), the basis of capacity units and limits. */
  readonly size: number;
  /** The item's wire JSON, built on first read and reused: items are immutable once stored. */
  json?: string;
}

export interface ItemCollection {
  readonly pk: string;
  /** 32-bit hash of the partition key: the collection's place in the key space. */
  readonly hash: number;
  /** `hash` as 8 hex digits followed by `pk`: the collection's position in scan order. */
  readonly scanKey: string;
  /** Items by encoded sort key ('' in a table without a sort key). */
  readonly items: SortedMap<StoredItem>;
  bytes: number;
  /**
   * The collection's item while it holds exactly one (a table without a sort key, a profile
   * item …): a point lookup then reads it here instead of descending the tree, which on a cold
   * cache is most of a GetItem's memory accesses. `soleSk` is its sort key.
   */
  soleSk: string | undefined;
  soleItem: StoredItem | undefined;
}

export const HASH_SPACE = 0x1_0000_0000;

/** FNV-1a over UTF-16 code units with a murmur3 finaliser: fast, seeded, well spread. */
export function hashPartitionKey(pk: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < pk.length; i++) {
    h ^= pk.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export function scanKeyOf(hash: number, pk: string): string {
  return hash.toString(16).padStart(8, '0') + pk;
}

function itemIn(collection: ItemCollection, sk: string): StoredItem | undefined {
  if (collection.soleItem !== undefined) return collection.soleSk === sk ? collection.soleItem : undefined;
  return collection.items.get(sk);
}

/** After a delete: the item left, if only one is. */
function keepSole(collection: ItemCollection): void {
  if (collection.items.size === 1) {
    collection.soleSk = collection.items.minKey();
    collection.soleItem = collection.items.get(collection.soleSk!);
  } else {
    collection.soleSk = undefined;
    collection.soleItem = undefined;
  }
}

export class ItemStore {
  private readonly collections = new Map<string, ItemCollection>();
  /** Collections in scan order. */
  readonly scanOrder: SortedMap<ItemCollection> = newSortedMap();
  private count = 0;
  private totalBytes = 0;

  /** Seed of the partition-key hash: the engine snapshot keeps it, so scan order survives a reload. */
  constructor(readonly hashSeed: number) {}

  get itemCount(): number {
    return this.count;
  }

  get sizeBytes(): number {
    return this.totalBytes;
  }

  get(key: EncodedKey): StoredItem | undefined {
    const collection = this.collections.get(key.pk);
    if (collection === undefined) return undefined;
    if (collection.soleItem !== undefined)
      return collection.soleSk === key.sk ? collection.soleItem : undefined;
    return collection.items.get(key.sk);
  }

  collection(pk: string): ItemCollection | undefined {
    return this.collections.get(pk);
  }

  hashOf(pk: string): number {
    return this.collections.get(pk)?.hash ?? hashPartitionKey(pk, this.hashSeed);
  }

  /** Stores an item, returning the one it replaced. */
  put(key: EncodedKey, item: StoredItem): StoredItem | undefined {
    let collection = this.collections.get(key.pk);
    if (!collection) {
      const hash = hashPartitionKey(key.pk, this.hashSeed);
      collection = {
        pk: key.pk,
        hash,
        scanKey: scanKeyOf(hash, key.pk),
        items: newSortedMap(),
        bytes: 0,
        soleSk: undefined,
        soleItem: undefined,
      };
      this.collections.set(key.pk, collection);
      this.scanOrder.set(collection.scanKey, collection);
    }
    const previous = itemIn(collection, key.sk);
    collection.items.set(key.sk, item);
    const sole = collection.items.size === 1;
    collection.soleSk = sole ? key.sk : undefined;
    collection.soleItem = sole ? item : undefined;
    const delta = item.size - (previous ? previous.size : 0);
    collection.bytes += delta;
    this.totalBytes += delta;
    if (!previous) this.count++;
    return previous;
  }

  delete(key: EncodedKey): StoredItem | undefined {
    const collection = this.collections.get(key.pk);
    if (!collection) return undefined;
    const previous = itemIn(collection, key.sk);
    if (!previous) return undefined;
    collection.items.delete(key.sk);
    keepSole(collection);
    collection.bytes -= previous.size;
    this.totalBytes -= previous.size;
    this.count--;
    if (collection.items.size === 0) {
      this.collections.delete(key.pk);
      this.scanOrder.delete(collection.scanKey);
    }
    return previous;
  }

  clear(): void {
    this.collections.clear();
    this.scanOrder.clear();
    this.count = 0;
    this.totalBytes = 0;
  }
}
