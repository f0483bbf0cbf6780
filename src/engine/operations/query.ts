/**
 * Query: one item collection (one partition key value) of the table or of an index, read in
 * sort-key order within the key condition, a page at a time (readPage.ts).
 */
import type { Engine } from '../engine.ts';
import { validation } from '../errors.ts';
import { recordReturnedItems } from '../metrics/returnedMetrics.ts';
import { conditionPaths } from '../expressions/names.ts';
import type { StoredItem } from '../storage/itemStore.ts';
import { validateQuery } from '../validation/query.ts';
import { checkIndexFilterNames } from './indexProjection.ts';
import { rejectNestedKeyPaths } from './nestedKeyPaths.ts';
import { queryKeyRange } from './queryKeyRange.ts';
import { readAndReply } from './readReply.ts';
import type { ReadMeter } from '../capacity/readMeter.ts';
import {
  checkIndexStartKey,
  checkSelect,
  positionOf,
  type ReadTarget,
  readTarget,
  startPosition,
} from './readTarget.ts';
import { inSortRange, type SortRange, walkRange } from './sortKeyRange.ts';
import {
  QUERY_START_KEY_MESSAGES,
  START_KEY_OTHER_COLLECTION,
  START_KEY_OUTSIDE_QUERY,
  START_KEY_OUTSIDE_SORT_RANGE,
} from './startKey.ts';

/** `returned`: false when a PartiQL SELECT reads through it and counts what it returns itself. */
export function query(engine: Engine, body: object, returned = true) {
  const request = validateQuery(body);
  const target = readTarget(engine, 'Query', request);
  const origin = request.KeyConditions ? 'legacy' : 'expression';
  const { pk, range, keyNames } = queryKeyRange(target, request.expressions.keyCondition!, origin);
  const startKey = request.ExclusiveStartKey;
  if (startKey) checkIndexStartKey(target, startKey, QUERY_START_KEY_MESSAGES);
  checkSelect(target, request.Select);
  const { projection, filter } = request.expressions;
  if (projection) rejectNestedKeyPaths(target.table, projection);
  const filterPaths = filter ? conditionPaths(filter) : [];
  const filterNames = filterPaths.map((path) => path[0] as string);
  rejectKeyAttributesInFilter(
    filterNames,
    keyNames,
    request.QueryFilter ? 'QueryFilter' : 'Filter Expression',
  );
  rejectNestedKeyPaths(target.table, filterPaths);
  checkIndexFilterNames(target, filterNames);
  let after: string | undefined;
  if (startKey) {
    const start = startPosition(target, startKey, QUERY_START_KEY_MESSAGES);
    checkWithinQuery(start, pk, range);
    after = start.sk;
  }
  const collection = target.store.collection(pk);
  const forward = request.ScanIndexForward !== false;
  const source: Iterable<StoredItem> = collection ? walkRange(collection.items, range, forward, after) : [];
  // A collection that a split divided by sort key is charged per partition, item by item.
  const meter = engine.capacity.collectionMeter(target.table, target.index, pk);
  const read = collection && meter.divided ? metered(target, source, meter) : source;
  const { page, units, reply } = readAndReply(target, request, read);
  // Charged before the reply is given: a throttled Query returns nothing.
  meter.charge(units, page);
  if (returned) recordReturnedItems(engine, target.table, 'Query', page.count);
  return reply;
}

/** Meters each item once the page has taken it (when the next is asked for), as Scan does. */
function* metered(target: ReadTarget, source: Iterable<StoredItem>, meter: ReadMeter): Generator<StoredItem> {
  for (const item of source) {
    yield item;
    const { pk, sk } = positionOf(target, item);
    meter.record(pk, sk, item.size);
  }
}

/** A Query filter runs after the key condition, so DynamoDB refuses key attributes in it. */
export function rejectKeyAttributesInFilter(filterNames: string[], keys: string[], label: string): void {
  const named = filterNames.find((name) => keys.includes(name));
  if (named !== undefined) {
    throw validation(`${label} can only contain non-primary key attributes: Primary key attribute: ${named}`);
  }
}

/**
 * A start key must lie in what the Query reads. With a sort-key condition, the sort key is judged
 * first, then the item collection; without one, only the collection.
 */
function checkWithinQuery(start: { pk: string; sk: string }, pk: string, range: SortRange): void {
  const sortCondition = range.prefix !== undefined || range.low !== undefined || range.high !== undefined;
  if (sortCondition && !inSortRange(start.sk, range)) throw validation(START_KEY_OUTSIDE_SORT_RANGE);
  if (start.pk !== pk) throw validation(sortCondition ? START_KEY_OTHER_COLLECTION : START_KEY_OUTSIDE_QUERY);
}
