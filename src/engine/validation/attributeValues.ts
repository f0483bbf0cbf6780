/**
 * Attribute values of a request brought to canonical form with normalize.ts. ExclusiveStartKey
 * errors carry "The provided starting key is invalid: " for some rules only (recorded in
 * architect/dynalite's query and scan tests). ExpressionAttributeValues are the expression
 * parser's to normalise.
 */
import { DynamoDBError, validation } from '../errors.ts';
import { normalizeMap, normalizeValue } from '../values/normalize.ts';
import type { AttributeMap, AttributeValue } from '../values/types.ts';
import type { ValueLayer } from '../values/valueLayer.ts';

export function normalizeValues(values: AttributeValue[], layer: ValueLayer): AttributeValue[] {
  let copy: AttributeValue[] | undefined;
  for (let i = 0; i < values.length; i++) {
    const normal = normalizeValue(values[i], layer);
    if (normal !== values[i]) (copy ??= values.slice())[i] = normal;
  }
  return copy ?? values;
}

/**
 * DynamoDB prefixes the rules it checks while reading the start key (empty or multi-typed values,
 * NULL not true, empty string and binary sets) but not number rules or duplicate set members.
 */
const START_KEY_PREFIXED = /^Supplied AttributeValue|Null attribute value|string set|[Bb]inary set/;

export function normalizeStartKey(map: AttributeMap, layer: ValueLayer): AttributeMap {
  try {
    return normalizeMap(map, layer);
  } catch (error) {
    if (error instanceof DynamoDBError && START_KEY_PREFIXED.test(error.message)) {
      throw validation(`The provided starting key is invalid: ${error.message}`);
    }
    throw error;
  }
}
