/**
 * How deep DynamoDB lets documents nest, and what it answers past that, as captured against the
 * service (us-east-1 and eu-west-2, June to October 2026: nubo-db/dynamodb-conformance
 * tests/tier3/limits/nestingDepth.test.ts; nubo-db/dynoxide#110).
 *
 * Levels count from an attribute's own value, level 1. The deepest item DynamoDB stores holds a
 * value at level 32 — 31 single-key maps around a string — so lists and maps sit at levels 1 to 31.
 * - An item nested deeper (PutItem, BatchWriteItem, a transaction's Put), or an
 *   ExpressionAttributeValue of a single-item operation nested deeper: NESTING_EXCEEDED.
 * - An update whose result would nest deeper: NESTING_EXCEEDED_SHORT, the sentence a cancelled
 *   transaction gives as its reason.
 * - TransactWriteItems does not hold ExpressionAttributeValues to the item limit: a value with a
 *   map at level 32 passes (and fails only if written into an item); one nested deeper still is
 *   refused before the transaction runs, naming its key.
 * - Far deeper values (maps at level 62 or more; DynamoDB switches somewhere between 61 and 63)
 *   make single-item operations name the key too.
 * The messages are bare here, in the wording us-east-1 used before DynamoDB's 2026 rewording; the
 * item writes of the current layer put them in the "1 validation error detected: " envelope, except
 * in requests nested far enough to be read the older way (valueLayer.ts).
 */
import type { AttributeValue } from './types.ts';

/** The deepest level a list or map may sit at in an item. */
export const MAX_CONTAINER_LEVEL = 31;
/** Transactions let an ExpressionAttributeValue have a list or map one level deeper. */
export const MAX_TRANSACTION_VALUE_CONTAINER_LEVEL = 32;
/** From here single-item operations name the ExpressionAttributeValues key. */
export const KEY_NAMING_CONTAINER_LEVEL = 62;
/**
 * How deep the request reader walks before refusing outright, so no input recurses without bound;
 * deeper than any behaviour captured (up to 101 levels).
 */
export const MAX_READ_CONTAINER_LEVEL = 128;

export const NESTING_EXCEEDED =
  'Nesting Levels have exceeded supported limits: Attributes in the item have nested levels beyond supported limit';
export const NESTING_EXCEEDED_SHORT = 'Nesting Levels have exceeded supported limits';

/** The level of the deepest list or map in a value at level 1 (0 for a scalar). */
export function containerLevels(value: AttributeValue): number {
  let deepest = 0;
  if ('M' in value)
    for (const name of Object.keys(value.M)) deepest = Math.max(deepest, containerLevels(value.M[name]));
  else if ('L' in value) for (const element of value.L) deepest = Math.max(deepest, containerLevels(element));
  else return 0;
  return deepest + 1;
}
