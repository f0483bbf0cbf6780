/**
 * Expected (PutItem, UpdateItem, DeleteItem): per attribute either Exists/Value ("exists and
 * equals", or "does not exist") or ComparisonOperator with Value or AttributeValueList. The rules
 * and messages are DynamoDB's (architect/dynalite's putItem and deleteItem tests); the result is
 * one condition tree joined by ConditionalOperator.
 */
import { invalidParameter } from '../../errors.ts';
import type { Condition } from '../../expressions/index.ts';
import type { AttributeValue } from '../../values/types.ts';
import { normalizeValue } from '../../values/normalize.ts';
import { normalizeValues } from '../attributeValues.ts';
import type { ConditionalOperator, ExpectedAttributeValue } from '../requestTypes.ts';
import { checkArguments, combine, conditionFor } from './comparison.ts';
import { checkConditionalOperator } from './conditions.ts';
import type { ValueLayer } from '../../values/valueLayer.ts';

export interface ConvertedExpected {
  expected: Record<string, ExpectedAttributeValue>;
  condition: Condition | undefined;
}

interface ExpectedRequest {
  Expected?: Record<string, ExpectedAttributeValue>;
  ConditionalOperator?: ConditionalOperator;
}

/** A write's legacy condition; puts Expected back into the request with canonical values. */
export function expectedCondition(request: ExpectedRequest, layer: ValueLayer): Condition | undefined {
  checkConditionalOperator(request.ConditionalOperator, request.Expected);
  if (request.Expected === undefined) return undefined;
  const converted = convertExpected(request.Expected, request.ConditionalOperator, layer);
  request.Expected = converted.expected;
  return converted.condition;
}

export function convertExpected(
  expected: Record<string, ExpectedAttributeValue>,
  operator: ConditionalOperator | undefined,
  layer: ValueLayer,
): ConvertedExpected {
  const normalized = Object.create(null) as Record<string, ExpectedAttributeValue>;
  const trees: Condition[] = [];
  for (const name of Object.keys(expected)) {
    const entry = expected[name];
    const { normal, tree } =
      entry.ComparisonOperator !== undefined || entry.AttributeValueList !== undefined
        ? withOperator(name, entry, layer)
        : withExists(name, entry, layer);
    normalized[name] = normal;
    trees.push(tree);
  }
  return { expected: normalized, condition: combine(trees, operator) };
}

function withOperator(name: string, entry: ExpectedAttributeValue, layer: ValueLayer) {
  const { ComparisonOperator: operator, AttributeValueList, Value, Exists } = entry;
  if (AttributeValueList !== undefined && Value !== undefined) {
    throw invalidParameter(`Value and AttributeValueList cannot be used together for Attribute: ${name}`);
  }
  if (operator === undefined) {
    throw invalidParameter(
      `AttributeValueList can only be used with a ComparisonOperator for Attribute: ${name}`,
    );
  }
  if (Exists !== undefined) {
    throw invalidParameter(`Exists and ComparisonOperator cannot be used together for Attribute: ${name}`);
  }
  if (
    operator !== 'NULL' &&
    operator !== 'NOT_NULL' &&
    AttributeValueList === undefined &&
    Value === undefined
  ) {
    throw invalidParameter(
      `Value or AttributeValueList must be used with ComparisonOperator: ${operator} for Attribute: ${name}`,
    );
  }
  const values =
    AttributeValueList !== undefined
      ? normalizeValues(AttributeValueList, layer)
      : Value !== undefined
        ? [normalizeValue(Value, layer)]
        : [];
  checkArguments(operator, values);
  const normal: ExpectedAttributeValue =
    AttributeValueList !== undefined
      ? { ComparisonOperator: operator, AttributeValueList: values }
      : Value !== undefined
        ? { ComparisonOperator: operator, Value: values[0] }
        : { ComparisonOperator: operator };
  return { normal, tree: conditionFor(name, operator, values) };
}

/** Exists defaults to true: the attribute must exist and equal Value. */
function withExists(name: string, entry: ExpectedAttributeValue, layer: ValueLayer) {
  const { Exists, Value } = entry;
  const exists = Exists !== false;
  if (exists && Value === undefined) {
    throw invalidParameter(
      `Value must be provided when Exists is ${Exists === undefined ? 'null' : 'true'} for Attribute: ${name}`,
    );
  }
  if (!exists && Value !== undefined) {
    throw invalidParameter(`Value cannot be used when Exists is false for Attribute: ${name}`);
  }
  if (!exists) return { normal: { Exists: false }, tree: conditionFor(name, 'NULL', []) };
  const value: AttributeValue = normalizeValue(Value!, layer);
  const normal: ExpectedAttributeValue =
    Exists === undefined ? { Value: value } : { Exists: true, Value: value };
  return { normal, tree: conditionFor(name, 'EQ', [value]) };
}
