/** ExclusiveStartKey checks shared by Query and Scan, with the messages DynamoDB uses for each. */
import { DynamoDBError, validation } from '../errors.ts';
import { type EncodedKey, type KeySchema, keyOfKeyParameter } from '../storage/primaryKey.ts';
import type { AttributeMap } from '../values/types.ts';

export const QUERY_START_KEY_INVALID = 'The provided starting key is invalid';
export const SCAN_START_KEY_INVALID =
  'The provided starting key is invalid: The provided key element does not match the schema';
export const START_KEY_OUTSIDE_QUERY =
  'The provided starting key is outside query boundaries based on provided condition';

/** The encoded position of an ExclusiveStartKey, which must name exactly the key attributes. */
export function startKeyOf(schema: KeySchema, startKey: AttributeMap, message: string): EncodedKey {
  try {
    return keyOfKeyParameter(schema, startKey);
  } catch (error) {
    if (error instanceof DynamoDBError) throw validation(message);
    throw error;
  }
}
