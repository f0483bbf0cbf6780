/**
 * Key attributes and their byte-comparable encodings. A key value is encoded once, when an item is
 * written, into a string whose JavaScript order is DynamoDB's order: UTF-8 byte order for S,
 * unsigned byte order for B, numeric order for N. Ordered maps then compare plain strings.
 */
import { invalidParameter, validation } from '../errors.ts';
import { base64ByteLength, decodeBase64 } from '../values/base64.ts';
import { numberOrderKey } from '../values/number.ts';
import { numberSize } from '../values/size.ts';
import type { AttributeMap, AttributeValue, ScalarKeyType } from '../values/types.ts';
import { getAttribute, newAttributeMap, setAttribute, typeOf } from '../values/types.ts';
import { utf8Length, utf8OrderKey } from '../values/utf8.ts';

export interface KeyAttribute {
  readonly name: string;
  readonly type: ScalarKeyType;
}

export interface KeySchema {
  readonly partition: KeyAttribute;
  readonly sort?: KeyAttribute;
}

/** An item's position: encoded partition key and encoded sort key ('' without a sort key). */
export interface EncodedKey {
  readonly pk: string;
  readonly sk: string;
}

export const MAX_PARTITION_KEY_BYTES = 2048;
export const MAX_SORT_KEY_BYTES = 1024;

export function encodeKeyValue(value: AttributeValue, type: ScalarKeyType): string {
  if (type === 'S') return utf8OrderKey((value as { S: string }).S);
  if (type === 'N') return numberOrderKey((value as { N: string }).N);
  return decodeBase64((value as { B: string }).B) ?? '';
}

export function keyValueBytes(value: AttributeValue, type: ScalarKeyType): number {
  if (type === 'S') return utf8Length((value as { S: string }).S);
  if (type === 'N') return numberSize((value as { N: string }).N);
  return base64ByteLength((value as { B: string }).B);
}

/** A key value a condition compares with (Query's partition key): not empty, as in a `Key`. */
export function checkKeyConditionValue(value: AttributeValue, key: KeyAttribute): void {
  if (isEmptyKeyValue(value, key.type)) throw emptyKeyError(key.name, key.type);
}

function emptyKeyError(name: string, type: ScalarKeyType): Error {
  const kind = type === 'S' ? 'string' : 'binary';
  return validation(
    `One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty ${kind} value. Key: ${name}`,
  );
}

function isEmptyKeyValue(value: AttributeValue, type: ScalarKeyType): boolean {
  return (
    (type === 'S' && (value as { S: string }).S === '') || (type === 'B' && (value as { B: string }).B === '')
  );
}

/**
 * The key of an item being written (PutItem, BatchWriteItem puts, transactions): every key attribute
 * present with its declared type, non-empty and within the size limits. Messages are DynamoDB's.
 */
export function keyOfItem(schema: KeySchema, item: AttributeMap): EncodedKey {
  const pk = checkItemKeyAttribute(item, schema.partition, MAX_PARTITION_KEY_BYTES, true);
  const sk = schema.sort ? checkItemKeyAttribute(item, schema.sort, MAX_SORT_KEY_BYTES, false) : '';
  return { pk, sk };
}

function checkItemKeyAttribute(
  item: AttributeMap,
  key: KeyAttribute,
  maxBytes: number,
  partition: boolean,
): string {
  const value = getAttribute(item, key.name);
  if (value === undefined) throw invalidParameter(`Missing the key ${key.name} in the item`);
  const actual = typeOf(value);
  if (actual !== key.type)
    throw invalidParameter(`Type mismatch for key ${key.name} expected: ${key.type} actual: ${actual}`);
  if (isEmptyKeyValue(value, key.type)) throw emptyKeyError(key.name, key.type);
  checkKeySize(value, key, maxBytes, partition);
  return encodeKeyValue(value, key.type);
}

function checkKeySize(value: AttributeValue, key: KeyAttribute, maxBytes: number, partition: boolean): void {
  // A UTF-16 code unit is at most 3 bytes of UTF-8: a short string fits without being measured.
  if (key.type === 'S' && (value as { S: string }).S.length * 3 <= maxBytes) return;
  if (keyValueBytes(value, key.type) <= maxBytes) return;
  throw partition
    ? invalidParameter(
        `Size of hashkey has exceeded the maximum size limit of${MAX_PARTITION_KEY_BYTES} bytes`,
      )
    : invalidParameter(
        `Aggregated size of all range keys has exceeded the size limit of ${MAX_SORT_KEY_BYTES} bytes`,
      );
}

const keyMismatch = () => validation('The provided key element does not match the schema');

/**
 * A `Key` parameter (GetItem, DeleteItem, UpdateItem, BatchGetItem …): exactly the key attributes,
 * with their declared types. Anything else is "The provided key element does not match the schema".
 */
export function keyOfKeyParameter(schema: KeySchema, key: AttributeMap): EncodedKey {
  // One walk over the map's own names finds both values and counts the names (see types.ts on for-in).
  const pkName = schema.partition.name;
  const skName = schema.sort?.name;
  let count = 0;
  let pkValue: AttributeValue | undefined;
  let skValue: AttributeValue | undefined;
  for (const name in key) {
    count++;
    if (name === pkName) pkValue = key[name];
    else if (name === skName) skValue = key[name];
  }
  if (count !== (schema.sort ? 2 : 1)) throw keyMismatch();
  if (pkValue === undefined || typeOf(pkValue) !== schema.partition.type) throw keyMismatch();
  if (schema.sort && (skValue === undefined || typeOf(skValue) !== schema.sort.type)) throw keyMismatch();
  if (isEmptyKeyValue(pkValue, schema.partition.type))
    throw emptyKeyError(schema.partition.name, schema.partition.type);
  if (schema.sort && isEmptyKeyValue(skValue!, schema.sort.type))
    throw emptyKeyError(schema.sort.name, schema.sort.type);
  checkKeySize(pkValue, schema.partition, MAX_PARTITION_KEY_BYTES, true);
  if (schema.sort) checkKeySize(skValue!, schema.sort, MAX_SORT_KEY_BYTES, false);
  return {
    pk: encodeKeyValue(pkValue, schema.partition.type),
    sk: schema.sort ? encodeKeyValue(skValue!, schema.sort.type) : '',
  };
}

/** Just the key attributes of an item (for LastEvaluatedKey, stream Keys …). */
export function keyAttributesOf(schema: KeySchema, item: AttributeMap): AttributeMap {
  const key = newAttributeMap();
  setAttribute(key, schema.partition.name, item[schema.partition.name]);
  if (schema.sort) setAttribute(key, schema.sort.name, item[schema.sort.name]);
  return key;
}

/** The key attribute names of a schema, partition first. */
export function keyNames(schema: KeySchema): string[] {
  return schema.sort ? [schema.partition.name, schema.sort.name] : [schema.partition.name];
}

/** The key attributes of a schema, partition first. */
export function keyAttributes(schema: KeySchema): KeyAttribute[] {
  return schema.sort ? [schema.partition, schema.sort] : [schema.partition];
}

/** One item's identity across the engine's tables: its table's ARN and its encoded key. */
export function itemIdentity(tableArn: string, key: EncodedKey): string {
  return `${tableArn}\u0000${key.pk}\u0000${key.sk}`;
}
