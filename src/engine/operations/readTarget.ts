/**
 * What a Query or Scan reads: the table itself or one of its secondary indexes. Both are ItemStores
 * of StoredItems; they differ in key schema, in what an ExclusiveStartKey / LastEvaluatedKey holds
 * (an index's keys plus the table's), in consistency rules and in which capacity pays.
 */
import type { Engine } from '../engine.ts';
import { validation } from '../errors.ts';
import type { Projection } from '../expressions/index.ts';
import { checkGlobalIndexProjection } from './indexProjection.ts';
import type { ReadableItems, StoredItem } from '../storage/itemStore.ts';
import type { Replica } from '../storage/replicaLag.ts';
import { type EncodedKey, keyAttributesOf, keyOfItem, type KeySchema } from '../storage/primaryKey.ts';
import { indexEntryKey, indexKeyNames, type SecondaryIndex } from '../storage/secondaryIndex.ts';
import type { Table } from '../storage/table.ts';
import { getAttribute, newAttributeMap, setAttribute, typeOf, type AttributeMap } from '../values/types.ts';
import type { Select } from '../validation/requestTypes.ts';
import { startKeyOf } from './startKey.ts';

export interface ReadTarget {
  table: Table;
  index?: SecondaryIndex;
  /** The replica the read is served by (storage/replicaLag.ts), and the items it holds. */
  replica: Replica;
  store: ReadableItems;
  /** The attribute names a LastEvaluatedKey carries. */
  keyNames: string[];
}

export function readTarget(
  engine: Engine,
  operation: 'Query' | 'Scan',
  request: {
    TableName: string;
    IndexName?: string;
    ConsistentRead?: boolean;
    Select?: Select;
    expressions: { projection?: Projection };
  },
): ReadTarget {
  // Select ALL_ATTRIBUTES on an index is judged later (checkSelect), after the ExclusiveStartKey.
  const table = engine.usableTable(request.TableName);
  const replica = engine.replicas.choose(request.ConsistentRead === true);
  if (request.IndexName === undefined) {
    if (request.Select === 'ALL_PROJECTED_ATTRIBUTES') {
      throw validation(
        'One or more parameter values were invalid: Select type ALL_PROJECTED_ATTRIBUTES is not supported for this table',
      );
    }
    return { table, replica, store: replica.view(table.items), keyNames: keyAttributeNames(table.keySchema) };
  }
  const index = table.indexes.find((candidate) => candidate.name === request.IndexName);
  if (!index) {
    if (table.vectorIndexes?.some((candidate) => candidate.name === request.IndexName)) {
      throw notReadableVectorIndex(operation, request.ConsistentRead);
    }
    throw validation(`The table does not have the specified index: ${request.IndexName}`);
  }
  if (index.kind === 'global') {
    if (request.ConsistentRead)
      throw validation('Consistent reads are not supported on global secondary indexes');
    // A DELETING index is read as an ACTIVE one: no recording of DynamoDB's answer was found.
    if (index.status === 'CREATING' || index.backfilling) {
      throw validation(`Cannot read from backfilling global secondary index: ${index.name}`);
    }
    checkGlobalIndexProjection({ table, index }, request.expressions.projection);
  }
  return {
    table,
    index,
    replica,
    store: replica.view(index.entries),
    keyNames: indexKeyNames(index, table.keySchema),
  };
}

/**
 * Query and Scan cannot read a vector index (ExtendDB/extenddb, measured 2026-08-20): a Query asking
 * for a consistent read hears the global-index refusal first; a Scan hears this one first.
 */
function notReadableVectorIndex(operation: 'Query' | 'Scan', consistentRead: boolean | undefined) {
  if (operation === 'Query' && consistentRead) {
    return validation('Consistent reads are not supported on global secondary indexes');
  }
  return validation(
    operation === 'Query'
      ? 'Query operation not supported on this index type.'
      : 'Scan operation not supported on this index type',
  );
}

function keyAttributeNames(schema: KeySchema): string[] {
  return schema.sort ? [schema.partition.name, schema.sort.name] : [schema.partition.name];
}

/** Where an item read from the target is stored in it: its key, or its index entry's key. */
export function positionOf(target: ReadTarget, item: StoredItem): EncodedKey {
  const tableKey = keyOfItem(target.table.keySchema, item.attributes);
  if (!target.index) return tableKey;
  return indexEntryKey(target.index, target.table.keySchema, item.attributes, tableKey)!;
}

/** The LastEvaluatedKey for an item read from the target. */
export function lastEvaluatedKey(target: ReadTarget, item: AttributeMap): AttributeMap {
  if (!target.index) return keyAttributesOf(target.table.keySchema, item);
  const key = newAttributeMap();
  for (const name of target.keyNames) setAttribute(key, name, item[name]);
  return key;
}

/**
 * A global secondary index keeps only its projection, so it cannot answer Select ALL_ATTRIBUTES
 * unless it projects everything. DynamoDB judges this after the ExclusiveStartKey's index key
 * attributes and before its table key (dynalite's recordings for Query and Scan).
 */
export function checkSelect(target: ReadTarget, select: Select | undefined): void {
  const index = target.index;
  if (select === 'ALL_ATTRIBUTES' && index?.kind === 'global' && index.projection.type !== 'ALL') {
    throw validation(
      `One or more parameter values were invalid: Select type ALL_ATTRIBUTES is not supported for global secondary index ${index.name} because its projection type is not ALL`,
    );
  }
}

/** What DynamoDB answers for an ExclusiveStartKey that does not fit what is read. */
export interface StartKeyMessages {
  /** The key attributes are not exactly the expected ones, or a table key has the wrong type. */
  invalid: string;
  /** An index key attribute is missing, or there are too many or too few attributes. */
  indexInvalid: string;
  /** An index key attribute has the wrong type. */
  indexMismatch: string;
}

/**
 * The first checks of an index's ExclusiveStartKey, in DynamoDB's order (dynalite's recordings):
 * exactly the table's and the index's key attributes, then each index key attribute present with its
 * declared type. The table's key attributes are checked afterwards, by startPosition.
 */
export function checkIndexStartKey(
  target: ReadTarget,
  startKey: AttributeMap,
  messages: StartKeyMessages,
): void {
  const index = target.index;
  if (!index) return;
  if (Object.keys(startKey).length !== target.keyNames.length) throw validation(messages.indexInvalid);
  for (const attribute of [...index.keySchema.partition, ...index.keySchema.sort]) {
    const value = getAttribute(startKey, attribute.name);
    if (!value) throw validation(messages.indexInvalid);
    if (typeOf(value) !== attribute.type) throw validation(messages.indexMismatch);
  }
}

/**
 * The position an ExclusiveStartKey names in the target's store: the table's key attributes, exactly
 * (for an index, the caller has run checkIndexStartKey first), with their declared types.
 */
export function startPosition(
  target: ReadTarget,
  startKey: AttributeMap,
  messages: StartKeyMessages,
): EncodedKey {
  const tableKey = startKeyOf(
    target.table.keySchema,
    pick(startKey, keyAttributeNames(target.table.keySchema)),
    messages.invalid,
  );
  if (!target.index) {
    if (Object.keys(startKey).length !== target.keyNames.length) throw validation(messages.invalid);
    return tableKey;
  }
  return indexEntryKey(target.index, target.table.keySchema, startKey, tableKey)!;
}

function pick(map: AttributeMap, names: string[]): AttributeMap {
  const out = newAttributeMap();
  for (const name of names) {
    const value = getAttribute(map, name);
    if (value !== undefined) setAttribute(out, name, value);
  }
  return out;
}
