/**
 * Vector indexes, DynamoDB's third kind of index (2026): one entry per table item that carries the
 * index's vector attribute (a list of Dimensions numbers) and, when the index has a HASH search-schema
 * attribute, that attribute too — an item without it is silently left out, like a sparse GSI. An
 * entry holds the vector as 32-bit floats, as DynamoDB's index does, the HASH value it is searched
 * under, and the attributes the index holds (the table's keys, the search schema's attributes and
 * the projection).
 *
 * Entries live in a plain Map by table key: the sandbox searches exactly, comparing the query with
 * every entry of the searched partition (vectors/searchVectors.ts), where DynamoDB searches an
 * approximate-nearest-neighbour structure. Entries are kept apart from the GSI/LSI machinery
 * (storage/secondaryIndex.ts), which orders entries by key: a vector index has no key order.
 */
import { utf8Length } from '../values/utf8.ts';
import { itemSize } from '../values/size.ts';
import { getAttribute, newAttributeMap, setAttribute, typeOf, type AttributeMap } from '../values/types.ts';
import { isEmptyKeyValue } from '../storage/emptyKeyValues.ts';
import { encodeKeyValue, type EncodedKey, type KeySchema } from '../storage/primaryKey.ts';
import type { IndexProjection, IndexStatus } from '../storage/secondaryIndex.ts';
import type { StoredItem } from '../storage/itemStore.ts';
import type { DistanceFunction } from './distance.ts';

export interface SearchSchemaAttribute {
  readonly name: string;
  readonly type: 'S' | 'N' | 'B';
  readonly role: 'HASH' | 'INLINE_FILTER';
}

export interface VectorIndex {
  readonly name: string;
  readonly arn: string;
  readonly vectorAttribute: string;
  readonly dimensions: number;
  readonly distance: DistanceFunction;
  /** In the order CreateTable gave it (DescribeTable shows it so). */
  readonly searchSchema: readonly SearchSchemaAttribute[];
  readonly projection: IndexProjection;
  status: IndexStatus;
  /**
   * An index added by UpdateTable: false while its resources are allocated, true while it fills
   * from the table; undefined for an index made with its table (DynamoDB shows no Backfilling then)
   * and once ACTIVE.
   */
  backfilling?: boolean;
  /** By tableKeyId. */
  readonly entries: Map<string, VectorEntry>;
  /**
   * The entry (or null: none) each stored item makes, worked out once: stored items are immutable,
   * and the entry a write puts is the one the next write to that key replaces (vectorEntryFor).
   */
  readonly entryOf: WeakMap<StoredItem, VectorEntry | null>;
}

export interface VectorEntry {
  readonly tableKey: EncodedKey;
  /** The index's 32-bit copy of the vector. */
  readonly vector: Float32Array;
  /** The encoded HASH value the entry is searched under ('' without a HASH attribute). */
  readonly partition: string;
  /** What the index holds besides the vector: keys, search-schema attributes, projection. */
  readonly attributes: AttributeMap;
  /** The entry's bytes: 4 per dimension, the vector attribute's name, the other attributes held. */
  readonly size: number;
  /** VectorWriteRequestBytes of writing (or removing) this entry: its size, at least 1 KB. */
  readonly writeBytes: number;
}

/** The least VectorWriteRequestBytes a write to an index is charged (per index). */
export const MIN_VECTOR_REQUEST_BYTES = 1024;

export function hashAttribute(index: VectorIndex): SearchSchemaAttribute | undefined {
  return index.searchSchema.find((attribute) => attribute.role === 'HASH');
}

/** A table key as one Map key (the lengths keep `pk` and `sk` apart). */
export function tableKeyId(key: EncodedKey): string {
  return `${key.pk.length}:${key.pk}${key.sk}`;
}

/** The stored item's entry in the index (see vectorEntryOf), computed once per stored item. */
export function vectorEntryFor(
  index: VectorIndex,
  table: KeySchema,
  stored: StoredItem,
  tableKey: EncodedKey,
): VectorEntry | undefined {
  let entry = index.entryOf.get(stored);
  if (entry === undefined) {
    entry = vectorEntryOf(index, table, stored.attributes, tableKey) ?? null;
    index.entryOf.set(stored, entry);
  }
  return entry ?? undefined;
}

/**
 * The item's entry, or undefined when the index leaves it out: no vector attribute, no HASH
 * attribute, or values the write checks (vectorChecks.ts) would refuse — an item the backfill
 * meets that way is left out rather than failing the index.
 */
function vectorEntryOf(
  index: VectorIndex,
  table: KeySchema,
  item: AttributeMap,
  tableKey: EncodedKey,
): VectorEntry | undefined {
  const vector = vectorOf(index, item);
  if (vector === undefined) return undefined;
  let partition = '';
  for (const attribute of index.searchSchema) {
    const value = getAttribute(item, attribute.name);
    if (value === undefined) {
      if (attribute.role === 'HASH') return undefined;
      continue;
    }
    if (typeOf(value) !== attribute.type) return undefined;
    if (attribute.role === 'HASH') {
      if (isEmptyKeyValue(value)) return undefined;
      partition = encodeKeyValue(value, attribute.type);
    }
  }
  const attributes = heldAttributes(index, table, item);
  const size = 4 * index.dimensions + utf8Length(index.vectorAttribute) + itemSize(attributes);
  return {
    tableKey,
    vector,
    partition,
    attributes,
    size,
    writeBytes: Math.max(MIN_VECTOR_REQUEST_BYTES, size),
  };
}

/** The item's vector as 32-bit floats, or undefined when it has none the index can take. */
export function vectorOf(index: VectorIndex, item: AttributeMap): Float32Array | undefined {
  const value = getAttribute(item, index.vectorAttribute);
  if (value === undefined || !('L' in value) || value.L.length !== index.dimensions) return undefined;
  const vector = new Float32Array(index.dimensions);
  for (let i = 0; i < value.L.length; i++) {
    const element = value.L[i];
    if (!('N' in element)) return undefined;
    const number = Number(element.N);
    if (Math.abs(number) > MAX_FLOAT32) return undefined;
    vector[i] = number;
  }
  return vector;
}

/** The largest 32-bit float, as DynamoDB's messages write it (3.4028235E38). */
export const MAX_FLOAT32 = 3.4028235e38;

/** The attributes besides the vector the index holds for `item`. */
function heldAttributes(index: VectorIndex, table: KeySchema, item: AttributeMap): AttributeMap {
  const held = newAttributeMap();
  const take = (name: string) => {
    const value = getAttribute(item, name);
    if (value !== undefined && name !== index.vectorAttribute) setAttribute(held, name, value);
  };
  if (index.projection.type === 'ALL') {
    for (const name in item) take(name);
    return held;
  }
  take(table.partition.name);
  if (table.sort) take(table.sort.name);
  for (const attribute of index.searchSchema) take(attribute.name);
  for (const name of index.projection.nonKeyAttributes) take(name);
  return held;
}

/** Whether a search can return the vector when a ProjectionExpression names it (ALL, or INCLUDE naming it). */
export function projectsVector(index: VectorIndex): boolean {
  const { type, nonKeyAttributes } = index.projection;
  return type === 'ALL' || (type === 'INCLUDE' && nonKeyAttributes.includes(index.vectorAttribute));
}
