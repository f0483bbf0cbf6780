/**
 * Query: one item collection (one partition key value), read in sort-key order within the key
 * condition, a page at a time (readPage.ts). The key condition is analysed against the key schema
 * of the table (or, with IndexName, of the index).
 */
import { consumedCapacity } from '../capacity/consumed.ts';
import { consistencyOf, readUnits } from '../capacity/units.ts';
import type { Engine } from '../engine.ts';
import { validation } from '../errors.ts';
import { analyzeKeyCondition } from '../expressions/keyCondition.ts';
import { attributeMapJson } from '../reply.ts';
import { encodeKeyValue, keyAttributesOf } from '../storage/primaryKey.ts';
import type { StoredItem } from '../storage/itemStore.ts';
import { validateQuery } from '../validation/query.ts';
import { readPage } from './readPage.ts';
import { rangeOf, type SortCondition, walkRange } from './sortKeyRange.ts';
import { QUERY_START_KEY_INVALID, START_KEY_OUTSIDE_QUERY, startKeyOf } from './startKey.ts';

export function query(engine: Engine, body: object) {
  const request = validateQuery(body);
  const table = engine.usableTable(request.TableName);
  if (request.IndexName !== undefined) {
    throw validation(`The table does not have the specified index: ${request.IndexName}`);
  }
  const schema = table.keySchema;
  const { partitionValue, sort } = analyzeKeyCondition(request.expressions.keyCondition!, schema);
  const pk = encodeKeyValue(partitionValue, schema.partition.type);
  const sortCondition: SortCondition | undefined =
    sort && schema.sort ? { op: sort.op, keys: sort.values.map((v) => encodeKeyValue(v, schema.sort!.type)) } : undefined;
  const range = rangeOf(sortCondition);
  let after: string | undefined;
  if (request.ExclusiveStartKey) {
    const start = startKeyOf(schema, request.ExclusiveStartKey, QUERY_START_KEY_INVALID);
    if (start.pk !== pk || !withinRange(start.sk, range)) throw validation(START_KEY_OUTSIDE_QUERY);
    after = start.sk;
  }
  const collection = table.items.collection(pk);
  const forward = request.ScanIndexForward !== false;
  const source: Iterable<StoredItem> = collection ? walkRange(collection.items, range, forward, after) : [];
  const page = readPage(source, {
    limit: request.Limit,
    filter: request.expressions.filter,
    projection: request.expressions.projection,
    select: request.Select,
  });
  const units = readUnits(page.bytesRead, consistencyOf(request.ConsistentRead));
  return {
    Items: request.Select === 'COUNT' ? undefined : page.items,
    Count: page.count,
    ScannedCount: page.scannedCount,
    LastEvaluatedKey: page.stoppedAt ? attributeMapJson(keyAttributesOf(schema, page.stoppedAt.attributes)) : undefined,
    ConsumedCapacity: consumedCapacity(request.ReturnConsumedCapacity, table.name, 'read', { table: units }),
  };
}

function withinRange(sk: string, range: ReturnType<typeof rangeOf>): boolean {
  if (range.prefix !== undefined) return sk.startsWith(range.prefix);
  if (range.low && (sk < range.low.key || (!range.low.inclusive && sk === range.low.key))) return false;
  if (range.high && (sk > range.high.key || (!range.high.inclusive && sk === range.high.key))) return false;
  return true;
}
