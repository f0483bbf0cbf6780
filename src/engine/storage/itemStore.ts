/**
 * The items of a table (or, later, of an index), organised the way DynamoDB organises them:
 * item collections keyed by partition key, each ordered by sort key, and the collections themselves
 * ordered by a hash of the partition key. That hash order is the order of a Scan, and it is what
 * partitions split along (a partition owns a range of the hash space).
 */
import type { AttributeMap } from '../values/types.ts';
import type { ChecksumPart } from '../wireChecksum.ts';
import { OneItem, type ItemMap } from './itemMap.ts';
import type { KeyHash } from './keyHash.ts';
import type { EncodedKey } from './primaryKey.ts';
import { newSortedMap, type SortedMap } from './sortedMap.ts';

export interface StoredItem {
  readonly attributes: AttributeMap;
  /** DynamoDB item size in bytes (names + values), the basis of capacity units and limits. */
  readonly size: number;
  /**
   * The item's wire JSON, built on first read and reused: items are immutable once stored. Every
   * stored item is created with this field (undefined), so caching the JSON fills a field instead
   * of moving the object to another hidden class: code optimised for the items a write makes then
   * stays valid once reads have cached their JSON (PutItem after a GetItem load ran in its slow
   * mode, about 165k/s against 260k, in 4 of 10 processes without it, 1 of 10 with it).
   */
  json: string | undefined;
  /** The checksum of `json`'s bytes, cached on first use by the endpoint (wireChecksum.ts); created undefined, as `json` is. */
  checksum: ChecksumPart | undefined;
}

export interface ItemCollection {
  readonly pk: string;
  /** 32-bit hash of the partition key (keyHash.ts): the collection's place in the key space. */
  readonly hash: number;
  /** `hash` as 8 hex digits followed by `pk`: the collection's position in scan order. */
  readonly scanKey: string;
  /**
   * Items by encoded sort key ('' in a table without a sort key): a OneItem while the collection
   * holds one (a point lookup is then a key comparison, not a tree descent), a tree from two on.
   */
  items: ItemMap<StoredItem>;
  bytes: number;
}

export const HASH_SPACE = 0x1_0000_0000;

export function scanKeyOf(hash: number, pk: string): string {
  return hash.toString(16).padStart(8, '0') + pk;
}

/**
 * Stores `item` at `sk` in a collection that has items (the one item replaced, or a tree grown) and
 * returns the item it replaced. `likelyNew`: the caller expects no item at `sk` (see ItemStore.put).
 */
function setItem(
  collection: ItemCollection,
  sk: string,
  item: StoredItem,
  likelyNew: boolean,
): StoredItem | undefined {
  const items = collection.items;
  if (items instanceof OneItem) {
    if (items.key === sk) {
      const previous = items.value;
      items.value = item;
      return previous;
    }
    const tree = newSortedMap<StoredItem>();
    tree.set(items.key, items.value);
    tree.set(sk, item);
    collection.items = tree;
    return undefined;
  }
  const tree = items as SortedMap<StoredItem>;
  // One descent of a large tree instead of two (a lookup, then the insert) when the key is new: the
  // insert refuses to overwrite, and only a key that was there after all is looked up and replaced.
  if (likelyNew && tree.set(sk, item, false)) return undefined;
  const previous = tree.get(sk);
  tree.set(sk, item);
  return previous;
}

/**
 * What a read needs of a store: an ItemStore itself, or a replica's older view of one
 * (replicaLag.ts).
 */
export interface ReadableItems {
  get(key: EncodedKey): StoredItem | undefined;
  collection(pk: string): ItemCollection | undefined;
  hashOf(pk: string): number;
  /** Collections in scan order. */
  readonly scanOrder: SortedMap<ItemCollection>;
}

export class ItemStore implements ReadableItems {
  private readonly collections = new Map<string, ItemCollection>();
  /**
   * The collection found last. One write looks its partition key up five times or so (read the old
   * item, capacity admission and charge, item-collection size, store), and a lookup in a map of
   * thousands of keys misses the CPU caches; comparing against the last one found mostly does not.
   */
  private recent: ItemCollection | undefined;
  /**
   * The partition key looked up last and not found, and its hash once worked out. A write of a new
   * key looks it up four times and hashes it three (read the old item, admit the write, charge it,
   * store it) before the store makes its collection: a miss in a map of many keys each time, and MD5
   * each time. Only `put` makes collections, and it forgets the key when it does.
   */
  private absent: string | undefined;
  private absentHash: number | undefined;
  /** Collections in scan order, but for those in `unordered`. */
  private readonly ordered: SortedMap<ItemCollection> = newSortedMap();
  /**
   * Collections made since scan order was last asked for. A store whose writes keep making new
   * partition keys (one new collection per write, as a load of random keys makes) would otherwise
   * insert each into a large tree at a random place: a descent that misses the CPU caches at every
   * level (a seventh of the time of the GSI load scenario's writes, profiled). Placed in key order,
   * in one pass, when a reader (Scan, a split, a backup) next asks, the inserts follow each other
   * down the same paths instead.
   */
  private unordered: ItemCollection[] = [];
  private count = 0;
  private totalBytes = 0;

  /** `hash`: DynamoDB's partition-key hash for the store's key type (keyHash.ts's keyHashFor). */
  constructor(private readonly hash: KeyHash) {}

  /** Collections in scan order. */
  get scanOrder(): SortedMap<ItemCollection> {
    if (this.unordered.length > 0) this.placeUnordered();
    return this.ordered;
  }

  private placeUnordered(): void {
    const pending = this.unordered;
    this.unordered = [];
    // Scan keys are distinct (one collection per partition key), so the order is total.
    pending.sort((a, b) => (a.scanKey < b.scanKey ? -1 : 1));
    const ordered = this.ordered;
    for (const collection of pending) ordered.set(collection.scanKey, collection);
  }

  get itemCount(): number {
    return this.count;
  }

  get sizeBytes(): number {
    return this.totalBytes;
  }

  get(key: EncodedKey): StoredItem | undefined {
    return this.collection(key.pk)?.items.get(key.sk);
  }

  collection(pk: string): ItemCollection | undefined {
    const recent = this.recent;
    if (recent !== undefined && recent.pk === pk) return recent;
    if (pk === this.absent) return undefined;
    const found = this.collections.get(pk);
    if (found !== undefined) this.recent = found;
    else {
      this.absent = pk;
      this.absentHash = undefined;
    }
    return found;
  }

  hashOf(pk: string): number {
    const collection = this.collection(pk);
    if (collection !== undefined) return collection.hash;
    // Not found: collection() noted `pk` as the absent key.
    return (this.absentHash ??= this.hash(pk));
  }

  /**
   * Stores an item, returning the one it replaced. `likelyNew` is a hint, never trusted: the caller
   * expects the key to hold no item (a write that found none, an index entry under a new key), so a
   * collection's tree is inserted into without looking the key up first.
   */
  put(key: EncodedKey, item: StoredItem, likelyNew = false): StoredItem | undefined {
    const collection = this.collection(key.pk);
    if (!collection) {
      const hash = this.absentHash ?? this.hash(key.pk);
      this.absent = undefined;
      this.absentHash = undefined;
      const created: ItemCollection = {
        pk: key.pk,
        hash,
        scanKey: scanKeyOf(hash, key.pk),
        items: new OneItem(key.sk, item),
        bytes: item.size,
      };
      this.collections.set(key.pk, created);
      this.recent = created;
      this.unordered.push(created);
      this.count++;
      this.totalBytes += item.size;
      return undefined;
    }
    const previous = setItem(collection, key.sk, item, likelyNew);
    const delta = item.size - (previous ? previous.size : 0);
    collection.bytes += delta;
    this.totalBytes += delta;
    if (!previous) this.count++;
    return previous;
  }

  delete(key: EncodedKey): StoredItem | undefined {
    const collection = this.collection(key.pk);
    if (!collection) return undefined;
    const previous = collection.items.get(key.sk);
    if (!previous) return undefined;
    this.totalBytes -= previous.size;
    this.count--;
    const items = collection.items;
    if (items instanceof OneItem) {
      this.collections.delete(key.pk);
      this.recent = undefined;
      this.scanOrder.delete(collection.scanKey); // places the unordered ones first
      return previous;
    }
    const tree = items as SortedMap<StoredItem>;
    tree.delete(key.sk);
    collection.bytes -= previous.size;
    if (tree.size === 1) {
      const sk = tree.minKey()!;
      collection.items = new OneItem(sk, tree.get(sk)!);
    }
    return previous;
  }

  clear(): void {
    this.collections.clear();
    this.recent = undefined;
    this.absent = undefined;
    this.absentHash = undefined;
    this.ordered.clear();
    this.unordered = [];
    this.count = 0;
    this.totalBytes = 0;
  }
}
