/**
 * Resolving `#name` and `:value` placeholders against a request's ExpressionAttributeNames and
 * (already normalised) ExpressionAttributeValues, counting what was used so the unused ones can be
 * reported, and counting operators against DynamoDB's limit of 300 per expression.
 */
import type { AttributeMap, AttributeValue } from '../values/types.ts';
import { hasAttribute } from '../values/types.ts';
import type { DocumentPath, PathElement } from './ast.ts';
import { describe, fail } from './errors.ts';
import type { Span, SyntaxPath, SyntaxValue } from './syntax.ts';

/** Document paths may be 32 levels deep (an attribute and 31 steps into it). */
export const MAX_PATH_DEPTH = 32;
export const MAX_OPERATORS = 300;

export class Resolver {
  readonly usedNames = new Set<string>();
  readonly usedValues = new Set<string>();
  private operators = 0;

  constructor(
    private readonly names: Readonly<Record<string, string>> | undefined,
    private readonly values: AttributeMap | undefined,
  ) {}

  /** Starts a new expression: the operator limit is per expression. */
  startExpression(): void {
    this.operators = 0;
  }

  path(path: SyntaxPath): DocumentPath {
    const { elements } = path;
    if (elements.length > MAX_PATH_DEPTH) {
      fail(
        describe('The document path has too many nesting levels', ['nesting levels', elements.length]),
        path.start,
        path.end,
      );
    }
    const resolved: PathElement[] = new Array(elements.length);
    for (let i = 0; i < elements.length; i++) {
      const element = elements[i];
      if (element.kind === 'name') resolved[i] = element.name;
      else if (element.kind === 'index') resolved[i] = element.index;
      else {
        if (!this.names || !hasAttribute(this.names, element.ref)) {
          fail(
            describe('An expression attribute name used in the document path is not defined', [
              'attribute name',
              element.ref,
            ]),
            element.start,
            element.end,
          );
        }
        this.usedNames.add(element.ref);
        resolved[i] = this.names[element.ref];
      }
    }
    return resolved;
  }

  value(value: SyntaxValue): AttributeValue {
    if (!this.values || !hasAttribute(this.values, value.ref)) {
      fail(
        describe('An expression attribute value used in expression is not defined', [
          'attribute value',
          value.ref,
        ]),
        value.start,
        value.end,
      );
    }
    this.usedValues.add(value.ref);
    return this.values[value.ref];
  }

  /** Counts one operator or function; DynamoDB stops at the 301st and reports that count. */
  countOperator(span: Span): void {
    if (++this.operators > MAX_OPERATORS) {
      fail(
        describe('The expression contains too many operators', ['operator count', this.operators]),
        span.start,
        span.end,
      );
    }
  }
}

/** `[a, b, [1]]`, as DynamoDB prints a document path in messages. */
export function formatPath(path: DocumentPath): string {
  return '[' + path.map((step) => (typeof step === 'number' ? `[${step}]` : step)).join(', ') + ']';
}

export function samePath(a: DocumentPath, b: DocumentPath): boolean {
  return a.length === b.length && a.every((step, i) => step === b[i]);
}
