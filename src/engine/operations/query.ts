/**
 * Query: one item collection (one partition key value) of the table or of an index, read in
 * sort-key order within the key condition, a page at a time (readPage.ts).
 */
import { consumedCapacity } from '../capacity/consumed.ts';
import { consistencyOf, readUnits } from '../capacity/units.ts';
import type { Engine } from '../engine.ts';
import { validation } from '../errors.ts';
import type { Condition } from '../expressions/index.ts';
import { analyzeKeyCondition } from '../expressions/keyCondition.ts';
import { conditionNames } from '../expressions/names.ts';
import { attributeMapJson } from '../reply.ts';
import type { StoredItem } from '../storage/itemStore.ts';
import { encodeKeyValue, type KeySchema } from '../storage/primaryKey.ts';
import { validateQuery } from '../validation/query.ts';
import { indexFetch, readCapacityUsage } from './indexReads.ts';
import { readPage } from './readPage.ts';
import { lastEvaluatedKey, readTarget, type ReadTarget, startPosition } from './readTarget.ts';
import { rangeOf, type SortCondition, type SortRange, tupleRangeOf, walkRange } from './sortKeyRange.ts';
import { QUERY_START_KEY_INVALID, START_KEY_OUTSIDE_QUERY } from './startKey.ts';

export function query(engine: Engine, body: object) {
  const request = validateQuery(body);
  const target = readTarget(engine, request);
  const schema = analysisSchema(target);
  const origin = request.KeyConditions ? 'legacy' : 'expression';
  const { partitionValue, sort } = analyzeKeyCondition(request.expressions.keyCondition!, schema, origin);
  rejectKeyAttributesInFilter(
    request.expressions.filter,
    schema,
    request.QueryFilter ? 'QueryFilter' : 'Filter Expression',
  );
  const pk = encodeKeyValue(partitionValue, schema.partition.type);
  const sortCondition: SortCondition | undefined =
    sort && schema.sort
      ? { op: sort.op, keys: sort.values.map((v) => encodeKeyValue(v, schema.sort!.type)) }
      : undefined;
  const range: SortRange = target.index ? tupleRangeOf(sortCondition) : rangeOf(sortCondition);
  let after: string | undefined;
  if (request.ExclusiveStartKey) {
    const start = startPosition(target, request.ExclusiveStartKey, QUERY_START_KEY_INVALID);
    if (start.pk !== pk || !withinRange(start.sk, range)) throw validation(START_KEY_OUTSIDE_QUERY);
    after = start.sk;
  }
  const collection = target.store.collection(pk);
  const forward = request.ScanIndexForward !== false;
  const source: Iterable<StoredItem> = collection ? walkRange(collection.items, range, forward, after) : [];
  const fetch = indexFetch(
    target,
    request.Select,
    request.expressions.projection,
    request.expressions.filter,
  );
  const page = readPage(fetch ? fetch.wrap(source) : source, {
    limit: request.Limit,
    filter: request.expressions.filter,
    projection: request.expressions.projection,
    select: request.Select,
  });
  const consistency = consistencyOf(request.ConsistentRead);
  return {
    Items: request.Select === 'COUNT' ? undefined : page.items,
    Count: page.count,
    ScannedCount: page.scannedCount,
    LastEvaluatedKey: page.stoppedAt
      ? attributeMapJson(lastEvaluatedKey(target, page.stoppedAt.attributes))
      : undefined,
    ConsumedCapacity: consumedCapacity(
      request.ReturnConsumedCapacity,
      target.table.name,
      'read',
      readCapacityUsage(target, readUnits(page.bytesRead, consistency), fetch?.units(consistency) ?? 0),
    ),
  };
}

/** A Query filter runs after the key condition, so DynamoDB refuses key attributes in it. */
function rejectKeyAttributesInFilter(filter: Condition | undefined, schema: KeySchema, label: string): void {
  if (!filter) return;
  const keys = schema.sort ? [schema.partition.name, schema.sort.name] : [schema.partition.name];
  const named = conditionNames(filter).find((name) => keys.includes(name));
  if (named !== undefined) {
    throw validation(`${label} can only contain non-primary key attributes: Primary key attribute: ${named}`);
  }
}

/** The single-attribute key schema the key condition is checked against. */
function analysisSchema(target: ReadTarget): KeySchema {
  if (!target.index) return target.table.keySchema;
  const { partition, sort } = target.index.keySchema;
  return { partition: partition[0], sort: sort[0] };
}

function withinRange(sk: string, range: SortRange): boolean {
  if (range.prefix !== undefined && !sk.startsWith(range.prefix)) return false;
  if (range.low && (sk < range.low.key || (!range.low.inclusive && sk === range.low.key))) return false;
  if (range.high && (sk > range.high.key || (!range.high.inclusive && sk === range.high.key))) return false;
  return true;
}
