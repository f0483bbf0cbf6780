/**
 * The keys of a transaction's actions, checked in DynamoDB's two phases (captured against AWS in four
 * regions by paritysuite/dynamodb-conformance, tier3 transactWriteItems / transactGetItems): an empty
 * key value — of the table or of a secondary index — is refused up front with a ValidationException,
 * while a key of the wrong type or shape cancels the transaction with a ValidationError reason for
 * that action ("Type mismatch for key …" for a Put's item, "The provided key element does not match
 * the schema" for a Key).
 */
import { checkEmptyIndexKeys } from '../storage/indexKeyChecks.ts';
import { type EncodedKey, keyAttributes, keyOfItem, keyOfKeyParameter } from '../storage/primaryKey.ts';
import type { Table } from '../storage/table.ts';
import { type AttributeMap, getAttribute, typeOf } from '../values/types.ts';
import type { CancellationReason } from './transactionSupport.ts';

/** An action's key, or the reason it cancels the transaction. */
export type LocatedKey =
  | { key: EncodedKey; failure?: undefined }
  | { key?: undefined; failure: CancellationReason };

const validationError = (message: string): LocatedKey => ({
  failure: { Code: 'ValidationError', Message: message },
});

/** The key of a Put's item. */
export function itemKey(table: Table, item: AttributeMap): LocatedKey {
  checkEmptyIndexKeys(table, item);
  for (const attribute of keyAttributes(table.keySchema)) {
    const value = getAttribute(item, attribute.name);
    if (value !== undefined && typeOf(value) !== attribute.type) {
      return validationError(
        `One or more parameter values were invalid: Type mismatch for key ${attribute.name} expected: ${attribute.type} actual: ${typeOf(value)}`,
      );
    }
  }
  return { key: keyOfItem(table.keySchema, item) };
}

/** The key a Get, Update, Delete or ConditionCheck names. */
export function lookupKey(table: Table, key: AttributeMap): LocatedKey {
  const attributes = keyAttributes(table.keySchema);
  const matches =
    Object.keys(key).length === attributes.length &&
    attributes.every((attribute) => {
      const value = getAttribute(key, attribute.name);
      return value !== undefined && typeOf(value) === attribute.type;
    });
  if (!matches) return validationError('The provided key element does not match the schema');
  return { key: keyOfKeyParameter(table.keySchema, key) };
}
