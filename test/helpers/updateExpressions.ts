/** Applying update expressions to items in tests: parse with only the values used, apply, catch. */
import type { UpdateActions } from '../../src/engine/expressions/ast.ts';
import { parseRequestExpressions } from '../../src/engine/expressions/requestExpressions.ts';
import { applyUpdate } from '../../src/engine/expressions/update.ts';
import type { AttributeMap, AttributeValue } from '../../src/engine/values/types.ts';

/** Parses an update, passing only the values it uses. */
export function actions(
  expression: string,
  values?: Record<string, AttributeValue>,
  names?: Record<string, string>,
): UpdateActions {
  const used =
    values &&
    Object.fromEntries(Object.entries(values).filter(([key]) => new RegExp(`${key}\\b`).test(expression)));
  return parseRequestExpressions({
    UpdateExpression: expression,
    ExpressionAttributeValues: used,
    ExpressionAttributeNames: names,
  }).update!;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
    Object.freeze(value);
  }
  return value;
}

export function item(json: object): AttributeMap {
  return deepFreeze(JSON.parse(JSON.stringify(json)));
}

export function updated(
  base: AttributeMap,
  expression: string,
  values?: Record<string, AttributeValue>,
  names?: Record<string, string>,
) {
  return applyUpdate(actions(expression, values, names), base).item;
}

export function failure(
  base: AttributeMap,
  expression: string,
  values?: Record<string, AttributeValue>,
): string {
  try {
    updated(base, expression, values);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('applied: ' + expression);
}

export const NOT_FOUND = 'The provided expression refers to an attribute that does not exist in the item';
export const WRONG_TYPE = 'An operand in the update expression has an incorrect data type';
export const BAD_PATH = 'The document path provided in the update expression is invalid for update';
