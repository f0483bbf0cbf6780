/**
 * From a Query's key condition to what to read: the encoded partition key of the item collection and
 * the range of encoded sort keys within it — for the table, a single-attribute index, or an index
 * with multi-attribute keys (equality on every partition attribute, sort attributes left to right).
 */
import type { Condition } from '../expressions/index.ts';
import {
  analyzeKeyCondition,
  analyzeMultiKeyCondition,
  type KeyConditionOrigin,
  keyConditionTerms,
} from '../expressions/keyCondition.ts';
import { validation } from '../errors.ts';
import {
  checkKeyConditionValue,
  encodeKeyValue,
  type KeyAttribute,
  type KeySchema,
} from '../storage/primaryKey.ts';
import { emptyIndexKey, isEmptyKeyValue } from '../storage/emptyKeyValues.ts';
import { encodeTuple } from '../storage/tupleKey.ts';
import type { AttributeValue } from '../values/types.ts';
import type { ReadTarget } from './readTarget.ts';
import { rangeOf, type SortRange, tupleRangeOf } from './sortKeyRange.ts';

export interface QueryKeyRange {
  pk: string;
  range: SortRange;
  /** The key attributes of what is queried (a filter may not name them). */
  keyNames: string[];
}

const encodeAll = (values: AttributeValue[], attributes: readonly KeyAttribute[]) =>
  values.map((value, i) => encodeKeyValue(value, attributes[i].type));

export function queryKeyRange(
  target: Pick<ReadTarget, 'table' | 'index'>,
  condition: Condition,
  origin: KeyConditionOrigin,
): QueryKeyRange {
  const index = target.index;
  if (!index) return singleAttribute(target.table.keySchema, condition, origin, undefined);
  const { partition, sort } = index.keySchema;
  if (partition.length === 1 && sort.length <= 1) {
    return singleAttribute({ partition: partition[0], sort: sort[0] }, condition, origin, index.name);
  }
  checkSortKeyPrefix(condition, partition, sort);
  const analysis = analyzeMultiKeyCondition(condition, partition, sort);
  analysis.partitionValues.forEach((value, i) => checkIndexKeyValue(index.name, value, partition[i]));
  analysis.sortEquals.forEach((value, i) => checkIndexKeyValue(index.name, value, sort[i]));
  const last = analysis.sortLast;
  for (const value of last?.values ?? []) checkIndexKeyValue(index.name, value, last!.attribute);
  const pkParts = encodeAll(analysis.partitionValues, partition);
  const prefix = encodeTuple(encodeAll(analysis.sortEquals, sort));
  return {
    pk: pkParts.length === 1 ? pkParts[0] : encodeTuple(pkParts),
    range: tupleRangeOf(
      last && { op: last.op, keys: last.values.map((v) => encodeKeyValue(v, last.attribute.type)) },
      prefix,
    ),
    keyNames: [...partition, ...sort].map((attribute) => attribute.name),
  };
}

/**
 * An index's empty key value in a Query: refused as a write of that index key is (a Query of a global
 * index quoted from a service log, praetorian-inc/chariot-ui#353, 2024). Only its partition key is
 * on record; sort key values, and a multi-attribute key's, are taken alike, as a table's are.
 */
function checkIndexKeyValue(index: string, value: AttributeValue, key: KeyAttribute): void {
  if (isEmptyKeyValue(value)) throw emptyIndexKey(index, key.name, key.type);
}

/** `indexName`: the index a Query reads (its keys are one attribute each), or undefined for the table. */
function singleAttribute(
  schema: KeySchema,
  condition: Condition,
  origin: KeyConditionOrigin,
  indexName: string | undefined,
): QueryKeyRange {
  const { partitionValue, sort } = analyzeKeyCondition(condition, schema, origin);
  // A table's empty key values are refused as in a Key, the sort key's in any operator
  // (getmoto/moto#7062; checked against eu-central-1 in ministackorg/ministack#1067, and quoted
  // from a us-east-1 log in 2026); an index's as a write of its key would be.
  const check =
    indexName === undefined
      ? checkKeyConditionValue
      : (value: AttributeValue, key: KeyAttribute) => checkIndexKeyValue(indexName, value, key);
  check(partitionValue, schema.partition);
  if (sort && schema.sort) for (const value of sort.values) check(value, schema.sort);
  const sortType = schema.sort?.type;
  const condition_ =
    sort && sortType ? { op: sort.op, keys: sort.values.map((v) => encodeKeyValue(v, sortType)) } : undefined;
  return {
    pk: encodeKeyValue(partitionValue, schema.partition.type),
    range: indexName !== undefined ? tupleRangeOf(condition_) : rangeOf(condition_),
    keyNames: schema.sort ? [schema.partition.name, schema.sort.name] : [schema.partition.name],
  };
}

/**
 * On a multi-attribute sort key, every sort attribute before the last one the condition names needs
 * an equality condition. DynamoDB's answer names the ones that lack it (captured against AWS in
 * paritysuite/dynamodb-conformance, tier1 query/multiAttributeGsiKey). Checked once every partition
 * attribute is named, so a missing partition attribute keeps its own message.
 */
function checkSortKeyPrefix(
  condition: Condition,
  partition: readonly KeyAttribute[],
  sort: readonly KeyAttribute[],
): void {
  const terms = keyConditionTerms(condition);
  const opOf = (name: string) => terms.find((term) => term.name === name)?.op;
  if (partition.some((attribute) => !terms.some((term) => term.name === attribute.name))) return;
  let last = -1;
  sort.forEach((attribute, i) => {
    if (opOf(attribute.name) !== undefined) last = i;
  });
  const lacking = sort.slice(0, Math.max(last, 0)).filter((attribute) => opOf(attribute.name) !== '=');
  if (lacking.length > 0) {
    throw validation(
      `RANGE key attributes ${lacking.map((a) => a.name).join(', ')} must have equality conditions specified in the query because a condition is present on key attribute ${sort[last].name}`,
    );
  }
}
