/**
 * Member shapes shared by several operations, with the constraint texts DynamoDB answers (enum
 * orders as Coral prints them, recorded in architect/dynalite's tests and a 2026 four-region capture
 * in nubo-db/dynamodb-conformance).
 */
import type { ErrorList, MapKeyRules, Shape } from './shape/shapes.ts';
import { attributeValue, boolean, list, map, string, structure } from './shape/shapes.ts';
import { pushViolation } from './shape/coral.ts';

export const NAME_PATTERN = '[a-zA-Z0-9_.-]+';
export const NAME_REGEX = /^[a-zA-Z0-9_.-]+$/;

/**
 * A table name may also be a table ARN, so the member itself only bounds the length (1–1024). A
 * plain name must then match the table-name rules, length before pattern (moto's AWS-verified
 * test_update_item_with_invalid_table_name: `x!` gets "…length greater than or equal to 3; …regular
 * expression pattern…" — architect/dynalite's recordings from before table ARNs had the opposite
 * order); those checks are skipped when the bare length check already failed — DynamoDB answers
 * `TableName: ''` with the length-1 violation alone.
 */
function tableNameRules(value: string, path: string, errors: ErrorList): void {
  if (value.length < 1 || value.length > 1024 || value.startsWith('arn:')) return;
  if (value.length < 3)
    pushViolation(errors, value, path, 'Member must have length greater than or equal to 3');
  if (value.length > 255)
    pushViolation(errors, value, path, 'Member must have length less than or equal to 255');
  if (!NAME_REGEX.test(value)) {
    pushViolation(errors, value, path, `Member must satisfy regular expression pattern: ${NAME_PATTERN}`);
  }
}

const TABLE_NAME = { required: true, min: 1, max: 1024, custom: tableNameRules };
export const tableName = string(TABLE_NAME);
/**
 * TableName as the item writes' current layer reports it (itemWriteConstraints.ts): a broken length
 * bound named as sent, without its value; a plain name's rules in the older wording.
 */
export const currentLayerTableName = string({ ...TABLE_NAME, layer: 'current' });
/** The same rules for an optional table name or ARN (ListBackups, RestoreTableToPointInTime). */
export const optionalTableName = string({ min: 1, max: 1024, custom: tableNameRules });

const MAX_ARN_LENGTH = 1024;

/**
 * The table names keying a batch's RequestItems. Coral still words their rules as a plain name's
 * (recorded in architect/dynalite's batch tests and a 2026 capture in nubo-db/dynamodb-conformance);
 * table ARNs are accepted as keys too, and left for the operation to resolve.
 */
export const tableNameKeys: MapKeyRules = {
  constraints: [
    'Member must have length less than or equal to 255',
    'Member must have length greater than or equal to 3',
    `Member must satisfy regular expression pattern: ${NAME_PATTERN}`,
  ],
  accepts: (key) =>
    key.startsWith('arn:')
      ? key.length <= MAX_ARN_LENGTH
      : key.length >= 3 && key.length <= 255 && NAME_REGEX.test(key),
};
export const indexName = (required = false) => string({ required, pattern: NAME_PATTERN, min: 3, max: 255 });

export const returnConsumedCapacity = string({ enum: ['INDEXES', 'TOTAL', 'NONE'] });
export const returnItemCollectionMetrics = string({ enum: ['SIZE', 'NONE'] });
export const RETURN_VALUES: readonly string[] = ['ALL_NEW', 'UPDATED_OLD', 'ALL_OLD', 'NONE', 'UPDATED_NEW'];
export const returnValues = string({ enum: RETURN_VALUES });
export const returnValuesOnConditionCheckFailure = string({ enum: ['ALL_OLD', 'NONE'] });
export const conditionalOperator = string({ enum: ['OR', 'AND'] });
export const select = string({
  enum: ['SPECIFIC_ATTRIBUTES', 'COUNT', 'ALL_ATTRIBUTES', 'ALL_PROJECTED_ATTRIBUTES'],
});

const COMPARISON_OPERATORS = [
  'IN',
  'NULL',
  'BETWEEN',
  'LT',
  'NOT_CONTAINS',
  'EQ',
  'GT',
  'NOT_NULL',
  'NE',
  'LE',
  'BEGINS_WITH',
  'GE',
  'CONTAINS',
] as const;

export const attributeMap = (required = false): Shape => map(attributeValue(), { required });
export const attributesToGet = list(string({ required: true }), { min: 1, max: 255 });
export const expressionString = string();
export const expressionAttributeNames = map(string());
export const expressionAttributeValues = map(attributeValue());
export const consistentRead = boolean();

export const expected = map(
  structure('ExpectedAttributeValue', {
    Value: attributeValue(),
    Exists: boolean(),
    ComparisonOperator: string({ enum: COMPARISON_OPERATORS }),
    AttributeValueList: list(attributeValue()),
  }),
);

/** QueryFilter, ScanFilter and KeyConditions. */
export const conditions = map(
  structure('Condition', {
    AttributeValueList: list(attributeValue()),
    ComparisonOperator: string({ required: true, enum: COMPARISON_OPERATORS }),
  }),
);

export const attributeUpdates = map(
  structure('AttributeValueUpdate', {
    Value: attributeValue(),
    Action: string({ enum: ['ADD', 'PUT', 'DELETE'] }),
  }),
);
