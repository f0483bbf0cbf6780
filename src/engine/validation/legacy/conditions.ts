/**
 * QueryFilter, ScanFilter and KeyConditions: maps of attribute name → {ComparisonOperator,
 * AttributeValueList}. Each condition's values are normalised and its arguments checked (in map
 * order, the first problem wins), then the conditions become one condition tree.
 */
import { validation } from '../../errors.ts';
import type { Condition } from '../../expressions/index.ts';
import { normalizeValues } from '../attributeValues.ts';
import type { ConditionalOperator, Condition as LegacyCondition } from '../requestTypes.ts';
import { checkArguments, combine, conditionFor } from './comparison.ts';
import type { ValueLayer } from '../../values/valueLayer.ts';

export type LegacyConditions = Record<string, LegacyCondition>;

export interface ConvertedConditions {
  /** The same conditions with canonical attribute values. */
  conditions: LegacyConditions;
  /** One tree per attribute, in request order. */
  trees: Condition[];
}

export function convertConditions(conditions: LegacyConditions, layer: ValueLayer): ConvertedConditions {
  const normalized = Object.create(null) as LegacyConditions;
  const trees: Condition[] = [];
  for (const name of Object.keys(conditions)) {
    const { ComparisonOperator: operator, AttributeValueList } = conditions[name];
    const values = normalizeValues(AttributeValueList ?? [], layer);
    checkArguments(operator, values);
    normalized[name] =
      AttributeValueList === undefined
        ? { ComparisonOperator: operator }
        : { ComparisonOperator: operator, AttributeValueList: values };
    trees.push(conditionFor(name, operator, values));
  }
  return { conditions: normalized, trees };
}

/**
 * ConditionalOperator joins the conditions of a filter (QueryFilter, ScanFilter) or of Expected, so
 * it needs at least two of them (wording as DynamoDB Local words it).
 */
export function checkConditionalOperator(
  operator: ConditionalOperator | undefined,
  conditions: object | undefined,
): void {
  if (operator === undefined) return;
  const count = conditions === undefined ? 0 : Object.keys(conditions).length;
  if (count === 0) throw validation('ConditionalOperator cannot be used without Filter or Expected');
  if (count === 1) {
    throw validation('ConditionalOperator can only be used when Filter or Expected has two or more elements');
  }
}

/** A filter map as one tree, joined by ConditionalOperator (AND when absent). */
export function convertFilter(
  conditions: LegacyConditions,
  operator: ConditionalOperator | undefined,
  layer: ValueLayer,
): { conditions: LegacyConditions; tree: Condition | undefined } {
  const converted = convertConditions(conditions, layer);
  return { conditions: converted.conditions, tree: combine(converted.trees, operator) };
}
