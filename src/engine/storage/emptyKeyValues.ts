/**
 * Empty key values (an empty string or binary), which no table or index key may hold, and the errors
 * that refuse them for a secondary or vector index. DynamoDB refuses these up front, also inside
 * TransactWriteItems, where a key value of the wrong type only cancels the transaction
 * (isUpFrontIndexKeyError).
 */
import { validation } from '../errors.ts';
import type { AttributeValue } from '../values/types.ts';

export function isEmptyKeyValue(value: AttributeValue): boolean {
  return ('S' in value && value.S === '') || ('B' in value && value.B === '');
}

const upFront = new WeakSet<object>();

function upFrontError(message: string) {
  const error = validation(message);
  upFront.add(error);
  return error;
}

export function emptyIndexKey(index: string, attribute: string, type: string) {
  return upFrontError(
    `One or more parameter values are not valid. A value specified for a secondary index key is not supported. The AttributeValue for a key attribute cannot contain an empty ${type === 'S' ? 'string' : 'binary'} value. IndexName: ${index}, IndexKey: ${attribute}`,
  );
}

export function emptyUpdatedIndexKey(type: string) {
  return upFrontError(
    `One or more parameter values are not valid. The update expression attempted to update a secondary index key to a value that is not supported. The AttributeValue for a key attribute cannot contain an empty ${type === 'S' ? 'string' : 'binary'} value.`,
  );
}

/**
 * Whether an error is an empty index key value: inside TransactWriteItems that is a top-level
 * ValidationException, where a wrong type is only the action's cancellation reason.
 */
export function isUpFrontIndexKeyError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && upFront.has(error);
}
