/**
 * Secondary indexes. An index holds one entry per table item that has all of the index's key
 * attributes (a sparse index simply has fewer entries), carrying the projected attributes.
 * Entries live in an ItemStore of their own: collections by index partition key, ordered by the
 * tuple (index sort key attributes…, a hash of the table key, table partition key, table sort key) —
 * entries with equal index keys in DynamoDB's order (keyHash.ts's tableKeyTieBreak).
 *
 * Key schemas are lists: a local index has the table's partition key and one sort key; a global
 * index may combine up to four partition-key and four sort-key attributes (multi-attribute keys).
 */
import type { InsightsState } from '../insights/insightsState.ts';
import type { AttributeMap } from '../values/types.ts';
import { getAttribute, newAttributeMap, setAttribute, typeOf } from '../values/types.ts';
import { itemSize } from '../values/size.ts';
import { ItemStore, type StoredItem } from './itemStore.ts';
import { keyHashFor, tableKeyTieBreak } from './keyHash.ts';
import { encodeKeyValue, type EncodedKey, type KeyAttribute, type KeySchema } from './primaryKey.ts';
import type { KeySchemaElement, ProvisionedThroughputState } from './table.ts';
import { encodeComponent } from './tupleKey.ts';

export type IndexKind = 'global' | 'local';
export type IndexStatus = 'CREATING' | 'UPDATING' | 'DELETING' | 'ACTIVE';
export type ProjectionType = 'ALL' | 'KEYS_ONLY' | 'INCLUDE';

export interface IndexKeySchema {
  readonly partition: readonly KeyAttribute[];
  readonly sort: readonly KeyAttribute[];
}

export interface IndexProjection {
  readonly type: ProjectionType;
  readonly nonKeyAttributes: readonly string[];
}

export interface SecondaryIndex {
  readonly kind: IndexKind;
  readonly name: string;
  readonly arn: string;
  readonly keySchema: IndexKeySchema;
  readonly keySchemaElements: KeySchemaElement[];
  readonly projection: IndexProjection;
  status: IndexStatus;
  /**
   * A global index added by UpdateTable is filled from the table while CREATING (it cannot be queried
   * meanwhile): false while the table is UPDATING, true after. Undefined for indexes made with their
   * table, which DynamoDB describes without Backfilling.
   */
  backfilling?: boolean;
  /** Simulated time UpdateTable added the index (unset for indexes made with their table). */
  addedAt?: number;
  /** Global indexes have their own throughput (ignored for PAY_PER_REQUEST tables). */
  provisioned?: ProvisionedThroughputState;
  /** New provisioned figures asked for, in effect once the UPDATING index is ACTIVE again. */
  pendingThroughput?: { ReadCapacityUnits: number; WriteCapacityUnits: number };
  readonly entries: ItemStore;
  /** Contributor Insights on a global index (insights/insightsState.ts); unset before the first change. */
  contributorInsights?: InsightsState;
}

/** The entries' store: its partition key hashes as a table's would, or as a tuple (keyHash.ts). */
export function newIndexStore(keySchema: IndexKeySchema): ItemStore {
  const partition = keySchema.partition;
  return new ItemStore(keyHashFor(partition.length === 1 ? partition[0].type : undefined));
}

/**
 * Where an item's entry goes in the index, or undefined when the item is not indexed (a key
 * attribute is missing or, for robustness, of another type than declared).
 */
export function indexEntryKey(
  index: SecondaryIndex,
  table: KeySchema,
  item: AttributeMap,
  tableKey: EncodedKey,
): EncodedKey | undefined {
  // Built as strings, not arrays of components: every write to a table works this out for each of
  // its indexes, old item and new (the same encoding as encodeTuple of the components).
  const { partition, sort } = index.keySchema;
  const pk = partition.length === 1 ? encodedValue(partition[0], item) : encodedTuple(partition, item);
  if (pk === undefined) return undefined;
  let sk = encodedTuple(sort, item);
  if (sk === undefined) return undefined;
  sk += encodeComponent(tableKeyTieBreak(table, tableKey)) + encodeComponent(tableKey.pk);
  if (table.sort) sk += encodeComponent(tableKey.sk);
  return { pk, sk };
}

/** The encoded value of a key attribute of `item`, undefined when missing or of another type. */
function encodedValue(attribute: KeyAttribute, item: AttributeMap): string | undefined {
  const value = getAttribute(item, attribute.name);
  if (value === undefined || typeOf(value) !== attribute.type) return undefined;
  return encodeKeyValue(value, attribute.type);
}

/** encodeTuple of the encoded values of `attributes`, undefined when one is not there. */
function encodedTuple(attributes: readonly KeyAttribute[], item: AttributeMap): string | undefined {
  let out = '';
  for (const attribute of attributes) {
    const value = encodedValue(attribute, item);
    if (value === undefined) return undefined;
    out += encodeComponent(value);
  }
  return out;
}

/** The names every entry of the index carries: the table's key and the index's key attributes. */
export function indexKeyNames(index: SecondaryIndex, table: KeySchema): string[] {
  const names = [table.partition.name];
  if (table.sort) names.push(table.sort.name);
  for (const attribute of [...index.keySchema.partition, ...index.keySchema.sort]) {
    if (!names.includes(attribute.name)) names.push(attribute.name);
  }
  return names;
}

/** The attributes of `item` that the index projects. */
export function projectForIndex(index: SecondaryIndex, table: KeySchema, item: AttributeMap): AttributeMap {
  if (index.projection.type === 'ALL') return item;
  const projected = newAttributeMap();
  for (const name of projectedNames(index, table)) {
    const value = getAttribute(item, name);
    if (value !== undefined) setAttribute(projected, name, value);
  }
  return projected;
}

/**
 * The names a KEYS_ONLY or INCLUDE index projects, worked out once per index (each write projects
 * its item for every such index): an index's key schema and projection never change, nor its
 * table's key schema.
 */
const projectedNamesOf = new WeakMap<SecondaryIndex, { table: KeySchema; names: readonly string[] }>();

function projectedNames(index: SecondaryIndex, table: KeySchema): readonly string[] {
  const known = projectedNamesOf.get(index);
  if (known !== undefined && known.table === table) return known.names;
  const names = indexKeyNames(index, table);
  if (index.projection.type === 'INCLUDE') names.push(...index.projection.nonKeyAttributes);
  projectedNamesOf.set(index, { table, names });
  return names;
}

/** The stored entry for an item, sharing the table's stored item when everything is projected. */
export function indexEntry(index: SecondaryIndex, table: KeySchema, stored: StoredItem): StoredItem {
  if (index.projection.type === 'ALL') return stored;
  const attributes = projectForIndex(index, table, stored.attributes);
  return { attributes, size: itemSize(attributes), json: undefined, checksum: undefined };
}
