/**
 * Query's legacy KeyConditions, always joined with AND: one or two on a single-attribute key, up to
 * eight on a global index with a multi-attribute key, where DynamoDB takes them as it takes a
 * KeyConditionExpression (scylladb/scylladb#31393, run against DynamoDB). So here only more than
 * eight are refused; whether they fit the key schema needs the table, and the operation checks that
 * (analyzeKeyCondition with origin 'legacy' holds a single-attribute key to two). A
 * KeyConditionExpression's shape is checked by the expression parser.
 */
import { validation } from '../../errors.ts';
import type { Condition } from '../../expressions/index.ts';
import { MAX_KEY_CONDITION_TERMS } from '../../expressions/keyCondition.ts';
import type { Condition as LegacyCondition } from '../requestTypes.ts';
import { combine } from './comparison.ts';
import { convertConditions } from './conditions.ts';
import type { ValueLayer } from '../../values/valueLayer.ts';

export function convertKeyConditions(
  keyConditions: Record<string, LegacyCondition>,
  layer: ValueLayer,
): {
  conditions: Record<string, LegacyCondition>;
  tree: Condition;
} {
  const converted = convertConditions(keyConditions, layer);
  const count = converted.trees.length;
  if (count < 1 || count > MAX_KEY_CONDITION_TERMS)
    throw validation('Conditions can be of length 1 or 2 only');
  return { conditions: converted.conditions, tree: combine(converted.trees)! };
}
