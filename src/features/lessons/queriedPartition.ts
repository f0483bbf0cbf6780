/**
 * Which partition a learner's Query reads, for checks that accept a Query of an item's partition as a
 * read of the item (lesson 18's strong reads, lesson 20's read of a profile just saved).
 */
import { namesResolved } from './learnerRequests.ts';

/**
 * The value a Query's key condition gives the partition key `key`, when it is a plain string: from
 * its KeyConditionExpression (`id = :id`, `#k = :v`, `:v = id`) or a legacy KeyConditions EQ.
 */
export function queriedPartition(request: Record<string, unknown>, key: string): string | undefined {
  const values = (request.ExpressionAttributeValues ?? {}) as Record<string, { S?: unknown }>;
  const condition = namesResolved(request.KeyConditionExpression, request.ExpressionAttributeNames);
  const equality =
    new RegExp(String.raw`(?:^|[\s(])${key}\s*=\s*(:\w+)`).exec(condition) ??
    new RegExp(String.raw`(:\w+)\s*=\s*${key}(?![\w.])`).exec(condition);
  if (equality) {
    const value = values[equality[1]]?.S;
    return typeof value === 'string' ? value : undefined;
  }
  const legacy = (
    request.KeyConditions as
      | Record<string, { ComparisonOperator?: string; AttributeValueList?: { S?: unknown }[] }>
      | undefined
  )?.[key];
  const value = legacy?.ComparisonOperator === 'EQ' ? legacy.AttributeValueList?.[0]?.S : undefined;
  return typeof value === 'string' ? value : undefined;
}
