/**
 * The checks DynamoDB makes on every operator and function once placeholders are known, in its
 * order: number of operands, then the type of each operand that is a literal or a function result,
 * then (where missing attributes are allowed) that the first document path is not repeated.
 */
import type { AttributeType, AttributeValue } from '../values/types.ts';
import { typeOf } from '../values/types.ts';
import type { DocumentPath } from './ast.ts';
import { describe, fail } from './errors.ts';
import type { OperatorSpec } from './operators.ts';
import { accepts, ANY_TYPE_NAMES } from './operators.ts';
import { formatPath, samePath } from './resolver.ts';
import type { Span } from './syntax.ts';

/** An operand after resolution, with what the checks need to know about it. */
export interface Checked<T> {
  span: Span;
  /** Set when the operand is a document path. */
  path?: DocumentPath;
  /** Set when the operand is a literal value. */
  value?: AttributeValue;
  /** The operand's type: a literal's type, a function's result type, or 'any' for a path. */
  type: AttributeType | 'any';
  result: T;
}

export function checkedPath<T>(span: Span, path: DocumentPath, result: T): Checked<T> {
  return { span, path, type: 'any', result };
}

export function checkedValue<T>(span: Span, value: AttributeValue, result: T): Checked<T> {
  return { span, value, type: typeOf(value), result };
}

export function typeName(type: AttributeType | 'any'): string {
  return type === 'any' ? ANY_TYPE_NAMES : type;
}

export function checkOperands(
  name: string,
  spec: OperatorSpec,
  operands: Checked<unknown>[],
  span: Span,
): void {
  const count = operands.length;
  if (spec.variadic ? count < spec.arity : count !== spec.arity) {
    fail(
      describe(
        'Incorrect number of operands for operator or function',
        ['operator or function', name],
        ['number of operands', count],
      ),
      span.start,
      span.end,
    );
  }
  for (const operand of operands) {
    if (!accepts(spec.operands, operand.type)) {
      fail(
        describe(
          'Incorrect operand type for operator or function',
          ['operator or function', name],
          ['operand type', typeName(operand.type)],
        ),
        operand.span.start,
        operand.span.end,
      );
    }
  }
  const first = operands[0]?.path;
  if (!spec.allowMissing || !first) return;
  for (let i = 1; i < count; i++) {
    const later = operands[i].path;
    if (later && samePath(first, later)) {
      fail(
        describe(
          'The first operand must be distinct from the remaining operands for this operator or function',
          ['operator', name],
          ['first operand', formatPath(first)],
        ),
        operands[i].span.start,
        operands[i].span.end,
      );
    }
  }
}

export function requireDocumentPath(name: string, operand: Checked<unknown>): DocumentPath {
  if (!operand.path) {
    fail(
      describe('Operator or function requires a document path', ['operator or function', name]),
      operand.span.start,
      operand.span.end,
    );
  }
  return operand.path;
}
