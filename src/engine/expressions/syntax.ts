/**
 * The parser's own trees: placeholders unresolved, every node with the source offsets (UTF-16
 * indexes, `end` exclusive) an editor needs for markers. resolve*.ts turns them into the ast.ts
 * trees once the request's ExpressionAttributeNames and ExpressionAttributeValues are known.
 */
import type { Comparator } from './ast.ts';

export interface Span {
  start: number;
  end: number;
}

export type SyntaxPathElement =
  | (Span & { kind: 'name'; name: string })
  | (Span & { kind: 'ref'; ref: string })
  /** `[n]`; `text` is the bracketed digits as DynamoDB quotes them when the index is out of range. */
  | (Span & { kind: 'index'; index: number; text: string });

/** `parens` counts the grouping parentheses directly around a node (0 or 1; 2 is an error). */
export interface SyntaxPath extends Span {
  kind: 'path';
  elements: SyntaxPathElement[];
  parens: number;
}

export interface SyntaxValue extends Span {
  kind: 'value';
  ref: string;
  parens: number;
}

export interface SyntaxCall extends Span {
  kind: 'call';
  name: string;
  /** End of the function name (for markers on the name only). */
  nameEnd: number;
  args: SyntaxOperand[];
  parens: number;
}

export type SyntaxOperand = SyntaxPath | SyntaxValue | SyntaxCall;

export type SyntaxCondition =
  | (Span & { kind: 'compare'; op: Comparator; left: SyntaxOperand; right: SyntaxOperand; parens: number })
  | (Span & {
      kind: 'between';
      operand: SyntaxOperand;
      low: SyntaxOperand;
      high: SyntaxOperand;
      parens: number;
    })
  | (Span & { kind: 'in'; operand: SyntaxOperand; list: SyntaxOperand[]; parens: number })
  | (Span & { kind: 'and' | 'or'; left: SyntaxCondition; right: SyntaxCondition; parens: number })
  | (Span & { kind: 'not'; operand: SyntaxCondition; parens: number })
  /** A function used as a condition (attribute_exists(a) …). */
  | SyntaxCall;

export type SyntaxSetValue =
  | SyntaxOperand
  | (Span & { kind: 'arithmetic'; op: '+' | '-'; left: SyntaxOperand; right: SyntaxOperand; parens: number });

export type SyntaxUpdateAction =
  | (Span & { kind: 'set'; path: SyntaxPath; value: SyntaxSetValue })
  | (Span & { kind: 'remove'; path: SyntaxPath })
  | (Span & { kind: 'add' | 'delete'; path: SyntaxPath; value: SyntaxValue });

export type SectionKeyword = 'SET' | 'REMOVE' | 'ADD' | 'DELETE';

export interface SyntaxSection extends Span {
  keyword: SectionKeyword;
  actions: SyntaxUpdateAction[];
}

export interface SyntaxUpdate {
  kind: 'update';
  sections: SyntaxSection[];
}

export interface SyntaxProjection {
  kind: 'projection';
  paths: SyntaxPath[];
}
