/**
 * Turns a parsed condition into the resolved ast.ts tree, checking it the way DynamoDB does: a
 * post-order walk (operands before their operator) that resolves placeholders, then checks each
 * operator's operands, its own rules (BETWEEN bounds, IN size, attribute_type names) and the
 * operator count.
 */
import type { AttributeValue } from '../values/types.ts';
import { isAttributeType, typeOf } from '../values/types.ts';
import type { Condition, Operand } from './ast.ts';
import { describe, fail } from './errors.ts';
import type { Checked } from './operandChecks.ts';
import { checkedPath, checkedValue, checkOperands, requireDocumentPath, typeName } from './operandChecks.ts';
import type { FunctionName } from './operators.ts';
import { ATTRIBUTE_TYPE_NAMES, FUNCTIONS, OPERATORS } from './operators.ts';
import type { Resolver } from './resolver.ts';
import type { SyntaxCall, SyntaxCondition, SyntaxOperand } from './syntax.ts';
import { compareValues, quoteValue, sizeOfValue } from './valueOps.ts';

export const MAX_IN_OPERANDS = 100;

/** DynamoDB's words for an IN of more than MAX_IN_OPERANDS values. */
export const tooManyInOperands = (count: number) =>
  describe('The IN operator is provided with too many operands', ['number of operands', count]);

type CheckedOperand = Checked<Operand>;

export function resolveCondition(node: SyntaxCondition, resolver: Resolver): Condition {
  switch (node.kind) {
    case 'and':
    case 'or': {
      const left = resolveCondition(node.left, resolver);
      const right = resolveCondition(node.right, resolver);
      resolver.countOperator(node);
      return { kind: node.kind, left, right };
    }
    case 'not': {
      const operand = resolveCondition(node.operand, resolver);
      resolver.countOperator(node);
      return { kind: 'not', operand };
    }
    case 'compare': {
      const left = resolveOperand(node.left, resolver);
      const right = resolveOperand(node.right, resolver);
      checkOperands(node.op, OPERATORS[node.op], [left, right], node);
      resolver.countOperator(node);
      return { kind: 'compare', op: node.op, left: left.result, right: right.result };
    }
    case 'between': {
      const subject = resolveOperand(node.operand, resolver);
      const low = resolveOperand(node.low, resolver);
      const high = resolveOperand(node.high, resolver);
      checkOperands('BETWEEN', OPERATORS.BETWEEN, [subject, low, high], node);
      if (low.value && high.value) checkBounds(low.value, high.value, node);
      resolver.countOperator(node);
      return { kind: 'between', operand: subject.result, low: low.result, high: high.result };
    }
    case 'in': {
      const subject = resolveOperand(node.operand, resolver);
      const list = node.list.map((entry) => resolveOperand(entry, resolver));
      checkOperands('IN', OPERATORS.IN, [subject, ...list], node);
      if (list.length > MAX_IN_OPERANDS) {
        fail(tooManyInOperands(list.length), node.start, node.end);
      }
      resolver.countOperator(node);
      return { kind: 'in', operand: subject.result, list: list.map((entry) => entry.result) };
    }
    case 'call':
      return conditionFunction(node, resolver);
  }
}

function checkBounds(low: AttributeValue, high: AttributeValue, node: SyntaxCondition): void {
  const bounds: [string, string][] = [
    ['lower bound operand', `AttributeValue: ${quoteValue(low)}`],
    ['upper bound operand', `AttributeValue: ${quoteValue(high)}`],
  ];
  if (typeOf(low) !== typeOf(high)) {
    fail(
      describe('The BETWEEN operator requires same data type for lower and upper bounds', ...bounds),
      node.start,
      node.end,
    );
  }
  if (compareValues(low, high)! > 0) {
    fail(
      describe(
        'The BETWEEN operator requires upper bound to be greater than or equal to lower bound',
        ...bounds,
      ),
      node.start,
      node.end,
    );
  }
}

/** A function that is a condition by itself: attribute_exists(a), begins_with(a, :p) … */
function conditionFunction(call: SyntaxCall, resolver: Resolver): Condition {
  const name = call.name as FunctionName;
  const args = call.args.map((arg) => resolveOperand(arg, resolver));
  checkOperands(name, FUNCTIONS[name], args, call);
  let condition: Condition;
  if (name === 'attribute_exists' || name === 'attribute_not_exists') {
    condition = { kind: name, path: requireDocumentPath(name, args[0]) };
  } else if (name === 'attribute_type') {
    condition = attributeType(args[0], attributeTypeName(args[1]));
  } else if (name === 'begins_with') {
    condition = { kind: 'begins_with', operand: args[0].result, prefix: args[1].result };
  } else {
    condition = { kind: 'contains', operand: args[0].result, value: args[1].result };
  }
  resolver.countOperator(call);
  return condition;
}

function attributeTypeName(operand: CheckedOperand): AttributeValue {
  const value = operand.value;
  if (!value || typeOf(value) !== 'S') {
    fail(
      describe(
        'Incorrect operand type for operator or function',
        ['operator or function', 'attribute_type'],
        ['operand type', typeName(operand.type)],
      ),
      operand.span.start,
      operand.span.end,
    );
  }
  const type = (value as { S: string }).S;
  if (!isAttributeType(type)) {
    fail(
      describe('Invalid attribute type name found', ['type', type], ['valid types', ATTRIBUTE_TYPE_NAMES]),
      operand.span.start,
      operand.span.end,
    );
  }
  return value;
}

/**
 * attribute_type of a path is the ast's attribute_type. DynamoDB also accepts a literal or size()
 * as the subject; their type is fixed (size() is N when it exists), so the condition is a comparison.
 */
function attributeType(subject: CheckedOperand, type: AttributeValue): Condition {
  if (subject.path)
    return { kind: 'attribute_type', path: subject.path, type: { kind: 'value', value: type } };
  const subjectType = subject.value ? typeOf(subject.value) : 'N';
  const matches: Condition = {
    kind: 'compare',
    op: '=',
    left: { kind: 'value', value: { S: subjectType } },
    right: { kind: 'value', value: type },
  };
  if (subject.value) return matches;
  // size(a) = size(a) holds exactly when size(a) exists.
  return {
    kind: 'and',
    left: { kind: 'compare', op: '=', left: subject.result, right: subject.result },
    right: matches,
  };
}

export function resolveOperand(node: SyntaxOperand, resolver: Resolver): CheckedOperand {
  if (node.kind === 'path') {
    const path = resolver.path(node);
    return checkedPath(node, path, { kind: 'path', path });
  }
  if (node.kind === 'value') {
    const value = resolver.value(node);
    return checkedValue(node, value, { kind: 'value', value });
  }
  // The structure checks allow only size() here.
  const args = node.args.map((arg) => resolveOperand(arg, resolver));
  checkOperands('size', FUNCTIONS.size, args, node);
  resolver.countOperator(node);
  const arg = args[0];
  // A literal passed the type check, so it has a size.
  const result: Operand = arg.path
    ? { kind: 'size', path: arg.path }
    : { kind: 'value', value: { N: String(sizeOfValue(arg.value!)) } };
  return { span: node, type: 'N', result };
}
