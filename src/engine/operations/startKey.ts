/** ExclusiveStartKey checks shared by Query and Scan, with the messages DynamoDB uses for each. */
import { DynamoDBError, validation } from '../errors.ts';
import { type EncodedKey, type KeySchema, keyOfKeyParameter } from '../storage/primaryKey.ts';
import type { AttributeMap } from '../values/types.ts';

const START_KEY_INVALID = 'The provided starting key is invalid';

/** A Query's ExclusiveStartKey that does not fit: one message for every shape. */
export const QUERY_START_KEY_MESSAGES = {
  invalid: START_KEY_INVALID,
  indexInvalid: START_KEY_INVALID,
  indexMismatch: START_KEY_INVALID,
} as const;

/**
 * A Scan's: the table's key gets the schema mismatch appended; on an index, a missing or extra
 * attribute is plainly invalid and an index key of the wrong type does not match the schema
 * (dynalite's recordings).
 */
export const SCAN_START_KEY_MESSAGES = {
  invalid: `${START_KEY_INVALID}: The provided key element does not match the schema`,
  indexInvalid: START_KEY_INVALID,
  indexMismatch: 'The provided key element does not match the schema',
} as const;

/** A start key in another item collection than a Query with no sort-key condition reads. */
export const START_KEY_OUTSIDE_QUERY =
  'The provided starting key is outside query boundaries based on provided condition';
/**
 * A start key outside the Query's sort-key condition: DynamoDB Local's answer for every such shape
 * (recorded in 2026, both directions, GSIs and tables), and dynalite's recordings of DynamoDB.
 */
export const START_KEY_OUTSIDE_SORT_RANGE =
  'The provided starting key does not match the range key predicate';
/**
 * A start key inside the sort-key condition but in another item collection (dynalite's recordings
 * of DynamoDB; the wording is DynamoDB's, odd as it reads).
 */
export const START_KEY_OTHER_COLLECTION = 'The query can return at most one row and cannot be restarted';

/** The encoded position of an ExclusiveStartKey, which must name exactly the key attributes. */
export function startKeyOf(schema: KeySchema, startKey: AttributeMap, message: string): EncodedKey {
  try {
    return keyOfKeyParameter(schema, startKey);
  } catch (error) {
    if (error instanceof DynamoDBError) throw validation(message);
    throw error;
  }
}
