/**
 * DynamoDB validates an item's secondary-index key attributes on every write: absent is fine (the
 * item is simply not in that index), but a present value must have the declared type — an explicit
 * NULL included — and must not be an empty string or binary. When an attribute keys several indexes,
 * DynamoDB names the alphabetically first of them (captured against AWS by nubo-db/dynamodb-conformance,
 * tier3 batchWriteItem: an attribute keying lsi1, gsi1 and gsi2 is reported for gsi1), so the indexes
 * are checked in name order.
 */
import { invalidParameter, validation } from '../errors.ts';
import { emptyIndexKey, emptyUpdatedIndexKey, isEmptyKeyValue } from './emptyKeyValues.ts';
import { getAttribute, typeOf, type AttributeMap } from '../values/types.ts';
import { keyValueBytes, MAX_PARTITION_KEY_BYTES, MAX_SORT_KEY_BYTES } from './primaryKey.ts';
import type { SecondaryIndex } from './secondaryIndex.ts';
import type { Table } from './table.ts';
import { byCodeUnits } from '../values/codeUnitOrder.ts';
import { checkVectorValues } from '../vectors/vectorChecks.ts';

/**
 * Where the item came from: written whole (PutItem, batch and transaction puts) or built by an
 * update, which DynamoDB words differently for an empty key value (captured against AWS:
 * nubo-db/dynamodb-conformance tier3 transactWriteItems; the same text in moto's DynamoDB model) and
 * for a key value of another type: "…to unsupported type" (dynalite's recordings; the API
 * reference's list of ValidationError messages; a user's report of updates failing on items whose
 * index key attribute was a NULL). An update that gives an index key a value whose type the
 * expression itself shows is refused earlier, with the Type mismatch wording (itemChanges.ts).
 */
export type IndexKeyOrigin = 'item' | 'update';

export function checkIndexKeyValues(
  table: Table,
  item: AttributeMap,
  origin: IndexKeyOrigin = 'item',
  /** For an update, the item before it: vector checks judge only the values it changes. */
  before?: AttributeMap,
): void {
  if (table.vectorIndexes !== undefined) checkVectorValues(table, item, before);
  for (const index of indexesByName(table)) {
    const fault = indexKeyFault(index, item);
    if (fault === undefined) continue;
    const { attribute, actual } = fault;
    if (fault.kind === 'type') {
      throw origin === 'update'
        ? validation('The update expression attempted to update the secondary index key to unsupported type')
        : indexKeyTypeMismatch(index.name, attribute, fault.expected, actual);
    }
    if (fault.kind === 'empty') {
      throw origin === 'update' ? emptyUpdatedIndexKey(actual) : emptyIndexKey(index.name, attribute, actual);
    }
    throw invalidParameter(
      `Size limit exceeded for Index Key ${attribute} Actual Size: ${fault.bytes} bytes Max Size: ${fault.max} bytes IndexName: ${index.name}`,
    );
  }
}

/** An index key attribute given a value of another type than its declared one. */
export function indexKeyTypeMismatch(index: string, attribute: string, expected: string, actual: string) {
  return invalidParameter(
    `Type mismatch for Index Key ${attribute} Expected: ${expected} Actual: ${actual} IndexName: ${index}`,
  );
}

type IndexKeyFault =
  | { kind: 'type'; attribute: string; expected: string; actual: string }
  | { kind: 'empty'; attribute: string; actual: string }
  | { kind: 'size'; attribute: string; actual: string; bytes: number; max: number };

/** The first of an index's key attributes whose value in the item cannot key the index. */
function indexKeyFault(index: SecondaryIndex, item: AttributeMap): IndexKeyFault | undefined {
  const keyAttributes = [...index.keySchema.partition, ...index.keySchema.sort];
  for (let position = 0; position < keyAttributes.length; position++) {
    const { name: attribute, type: expected } = keyAttributes[position];
    const value = getAttribute(item, attribute);
    if (value === undefined) continue;
    const actual = typeOf(value);
    if (actual !== expected) return { kind: 'type', attribute, expected, actual };
    if (isEmptyKeyValue(value)) return { kind: 'empty', attribute, actual };
    const bytes = keyValueBytes(value, expected);
    const max = position < index.keySchema.partition.length ? MAX_PARTITION_KEY_BYTES : MAX_SORT_KEY_BYTES;
    if (bytes > max) return { kind: 'size', attribute, actual, bytes, max };
  }
  return undefined;
}

/**
 * Whether an item already in the table can go into a new index being backfilled: DynamoDB leaves out
 * the items it could not have written with the index in place — a key value of another type, empty,
 * or over the key size limits — rather than failing the index (Alternator's test_gsi.py and
 * test_gsi_updatetable.py, run against DynamoDB).
 */
export function fitsIndexKey(index: SecondaryIndex, item: AttributeMap): boolean {
  return indexKeyFault(index, item) === undefined;
}

export function indexesByName(table: Table): readonly SecondaryIndex[] {
  if (table.indexes.length < 2) return table.indexes;
  return [...table.indexes].sort((a, b) => byCodeUnits(a.name, b.name));
}

/**
 * Only the empty-value part of the check. Inside TransactWriteItems DynamoDB refuses an empty index
 * key up front, as a ValidationException, while a wrong type cancels the transaction with a
 * ValidationError reason (captured against AWS: paritysuite/dynamodb-conformance PR 46).
 */
export function checkEmptyIndexKeys(table: Table, item: AttributeMap): void {
  for (const index of indexesByName(table)) {
    for (const attribute of [...index.keySchema.partition, ...index.keySchema.sort]) {
      const value = getAttribute(item, attribute.name);
      if (value !== undefined && typeOf(value) === attribute.type && isEmptyKeyValue(value)) {
        throw emptyIndexKey(index.name, attribute.name, attribute.type);
      }
    }
  }
}
