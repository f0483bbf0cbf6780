/**
 * Query's legacy KeyConditions: one or two conditions, always joined with AND. Whether they name
 * the key attributes, with operators a key can serve, needs the table; the operation checks that
 * (analyzeKeyCondition with origin 'legacy'). A KeyConditionExpression's shape is checked by the
 * expression parser.
 */
import { validation } from '../../errors.ts';
import type { Condition } from '../../expressions/index.ts';
import type { Condition as LegacyCondition } from '../requestTypes.ts';
import { combine } from './comparison.ts';
import { convertConditions } from './conditions.ts';

export function convertKeyConditions(keyConditions: Record<string, LegacyCondition>): {
  conditions: Record<string, LegacyCondition>;
  tree: Condition;
} {
  const converted = convertConditions(keyConditions);
  const count = converted.trees.length;
  if (count !== 1 && count !== 2) throw validation('Conditions can be of length 1 or 2 only');
  return { conditions: converted.conditions, tree: combine(converted.trees)! };
}
