/**
 * The key definitions of a global index UpdateTable creates, checked against the request and the
 * table before anything changes.
 */
import { invalidParameter, validation } from '../errors.ts';
import type { KeySchemaElement, Table } from '../storage/table.ts';
import type { AttributeDefinitionInput, KeySchemaElementInput } from '../validation/requestTypes.ts';

/**
 * A new index's keys must be defined in the request itself: the table's stored definitions do not
 * count, even for the table's own key attributes (live captures: nubo-db/dynoxide#144;
 * alexdebrie/dynamodbguide.com#16 for the message when the request defines fewer attributes).
 */
export function checkNewIndexKeysDefined(
  keySchema: readonly KeySchemaElementInput[],
  requested: readonly AttributeDefinitionInput[],
): void {
  if (keySchema.length > requested.length)
    throw validation('Invalid KeySchema: Some index key attribute have no definition');
  if (keySchema.every((key) => requested.some((d) => d.AttributeName === key.AttributeName))) return;
  throw validation(
    `One or more parameter values were invalid: Some index key attributes are not defined in AttributeDefinitions. Keys: [${keySchema.map((k) => k.AttributeName).join(', ')}], AttributeDefinitions: [${requested.map((d) => d.AttributeName).join(', ')}]`,
  );
}

/**
 * A new index may not key on an attribute the table already knows with another type: DynamoDB names
 * the attribute's existing key element and the one requested (Alternator's test_gsi_updatetable.py,
 * run against DynamoDB, quotes the message). Attributes the new index does not use may be
 * redeclared freely (see planIndexChanges).
 */
export function checkNewIndexKeyTypes(
  table: Table,
  keySchema: readonly KeySchemaElementInput[],
  requested: readonly AttributeDefinitionInput[],
): void {
  for (const key of keySchema) {
    const stored = table.attributeDefinitions.find((d) => d.AttributeName === key.AttributeName);
    const asked = requested.find((d) => d.AttributeName === key.AttributeName);
    if (!stored || !asked || stored.AttributeType === asked.AttributeType) continue;
    const existing = [table.keySchemaElements, ...table.indexes.map((index) => index.keySchemaElements)]
      .flat()
      .find((element: KeySchemaElement) => element.AttributeName === key.AttributeName);
    const element = (type: string, role: string) =>
      `Schema:[SchemaElement: key{${key.AttributeName}:${type}:${role}}]`;
    throw invalidParameter(
      `Attributes cannot be redefined. Please check that your attribute has the same type as previously defined. Existing schema: ${element(stored.AttributeType, existing?.KeyType ?? key.KeyType)} New schema: ${element(asked.AttributeType, key.KeyType)}`,
    );
  }
}
