/**
 * One Query of a SELECT: its partition key value and sort-key term written as a
 * KeyConditionExpression with its own names and values.
 */
import type { Binder } from './bind.ts';
import { ExpressionWriter } from './expressionWriter.ts';
import type { QueryPart } from './selectPlan.ts';
import type { Target } from './target.ts';

export function keyConditionRequest(part: QueryPart, target: Target, binder: Binder) {
  const writer = new ExpressionWriter(binder);
  let text = `${writer.name(target.partition)} = ${writer.value(part.partition)}`;
  const sort = part.sort;
  if (sort && target.sort !== undefined) {
    const name = writer.name(target.sort);
    const value = (expr: Parameters<Binder['value']>[0]) => writer.value(binder.value(expr));
    if (sort.kind === 'compare') text += ` AND ${name} ${sort.op} ${value(sort.value)}`;
    else if (sort.kind === 'between')
      text += ` AND ${name} BETWEEN ${value(sort.low)} AND ${value(sort.high)}`;
    else text += ` AND begins_with(${name}, ${value(sort.prefix)})`;
  }
  return { KeyConditionExpression: text, ...writer.parameters() };
}
