/**
 * Evaluating resolved conditions against an item (or no item: every path is then missing).
 * A missing attribute makes comparisons false, except `<>`, which is true unless both sides exist
 * and are equal — as DynamoDB evaluates it.
 */
import type { AttributeMap, AttributeValue } from '../values/types.ts';
import { getAttribute, typeOf } from '../values/types.ts';
import type { Condition, DocumentPath, Operand } from './ast.ts';
import { beginsWith, compareValues, containsValue, sizeOfValue, valuesEqual } from './valueOps.ts';

/** The value at a document path, or undefined when any step is missing or of the wrong kind. */
export function getPath(item: AttributeMap | undefined, path: DocumentPath): AttributeValue | undefined {
  if (!item) return undefined;
  const first = path[0];
  if (typeof first !== 'string') return undefined;
  let value = getAttribute(item, first);
  for (let i = 1; i < path.length && value !== undefined; i++) {
    const step = path[i];
    if (typeof step === 'number') {
      const list = (value as { L?: AttributeValue[] }).L;
      value = list && step < list.length ? list[step] : undefined;
    } else {
      const map = (value as { M?: AttributeMap }).M;
      value = map ? getAttribute(map, step) : undefined;
    }
  }
  return value;
}

export function evaluateCondition(condition: Condition, item: AttributeMap | undefined): boolean {
  switch (condition.kind) {
    case 'and':
      return evaluateCondition(condition.left, item) && evaluateCondition(condition.right, item);
    case 'or':
      return evaluateCondition(condition.left, item) || evaluateCondition(condition.right, item);
    case 'not':
      return !evaluateCondition(condition.operand, item);
    case 'compare':
      return compare(condition.op, operandValue(condition.left, item), operandValue(condition.right, item));
    case 'between': {
      const value = operandValue(condition.operand, item);
      return (
        compare('>=', value, operandValue(condition.low, item)) &&
        compare('<=', value, operandValue(condition.high, item))
      );
    }
    case 'in': {
      const value = operandValue(condition.operand, item);
      return value !== undefined && condition.list.some((entry) => equal(value, operandValue(entry, item)));
    }
    case 'attribute_exists':
      return getPath(item, condition.path) !== undefined;
    case 'attribute_not_exists':
      return getPath(item, condition.path) === undefined;
    case 'attribute_type': {
      const value = getPath(item, condition.path);
      const type = operandValue(condition.type, item);
      return (
        value !== undefined &&
        type !== undefined &&
        typeOf(type) === 'S' &&
        typeOf(value) === (type as { S: string }).S
      );
    }
    case 'begins_with': {
      const value = operandValue(condition.operand, item);
      const prefix = operandValue(condition.prefix, item);
      return value !== undefined && prefix !== undefined && beginsWith(value, prefix);
    }
    case 'contains': {
      const value = operandValue(condition.operand, item);
      const operand = operandValue(condition.value, item);
      return value !== undefined && operand !== undefined && containsValue(value, operand);
    }
  }
}

export function operandValue(operand: Operand, item: AttributeMap | undefined): AttributeValue | undefined {
  if (operand.kind === 'value') return operand.value;
  const value = getPath(item, operand.path);
  if (operand.kind === 'path' || value === undefined) return value;
  const size = sizeOfValue(value);
  return size === undefined ? undefined : { N: String(size) };
}

function equal(a: AttributeValue | undefined, b: AttributeValue | undefined): boolean {
  return a !== undefined && b !== undefined && valuesEqual(a, b);
}

function compare(op: string, a: AttributeValue | undefined, b: AttributeValue | undefined): boolean {
  if (op === '=') return equal(a, b);
  if (op === '<>') return !equal(a, b);
  if (a === undefined || b === undefined) return false;
  const order = compareValues(a, b);
  if (order === undefined) return false;
  if (op === '<') return order < 0;
  if (op === '<=') return order <= 0;
  if (op === '>') return order > 0;
  return order >= 0;
}
