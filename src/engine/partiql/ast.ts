/**
 * The parsed statement: plain data (it crosses to the browser console for editor markers), every
 * node with its offsets in the statement text. Values are still literals and `?` placeholders;
 * binding to the request's Parameters happens when the statement runs (bind.ts).
 */
import type { Span } from './errors.ts';

export type { Span };

/** One step after the first name of a path: `.name` or `[index]`. */
export type PathStep =
  | { kind: 'name'; name: string; span: Span }
  | { kind: 'index'; index: number; span: Span };

export type CompareOp = '=' | '<>' | '<' | '<=' | '>' | '>=';

export type Expr =
  | { kind: 'string'; value: string; span: Span }
  /** `text` is the literal as written, with a leading '-' when negated. */
  | { kind: 'number'; text: string; span: Span }
  | { kind: 'boolean'; value: boolean; span: Span }
  | { kind: 'null'; span: Span }
  | { kind: 'missing'; span: Span }
  | { kind: 'parameter'; index: number; span: Span }
  | { kind: 'path'; name: string; steps: PathStep[]; span: Span }
  /** `name` lower-cased; `nameSpan` covers the name as written (DynamoDB's error positions use it). */
  | { kind: 'call'; name: string; nameSpan: Span; args: Expr[]; star: boolean; span: Span }
  | { kind: 'compare'; op: CompareOp; left: Expr; right: Expr; span: Span }
  | { kind: 'and' | 'or'; left: Expr; right: Expr; span: Span }
  | { kind: 'not'; operand: Expr; span: Span }
  | { kind: 'arithmetic'; op: '+' | '-'; left: Expr; right: Expr; span: Span }
  | { kind: 'negate'; operand: Expr; span: Span }
  | { kind: 'between'; operand: Expr; low: Expr; high: Expr; negated: boolean; span: Span }
  | { kind: 'in'; operand: Expr; list: Expr[]; negated: boolean; span: Span }
  /** `type` upper-cased as written after IS (MISSING, NULL, BOOLEAN …). */
  | { kind: 'is'; operand: Expr; type: string; negated: boolean; span: Span }
  | { kind: 'list'; items: Expr[]; span: Span }
  | { kind: 'bag'; items: Expr[]; span: Span }
  | { kind: 'tuple'; entries: { key: Expr; value: Expr }[]; span: Span };

export type PathExpr = Extract<Expr, { kind: 'path' }>;
export type TupleExpr = Extract<Expr, { kind: 'tuple' }>;
export type CallExpr = Extract<Expr, { kind: 'call' }>;

/** `"table"` or `"table"."index"`. */
export interface Source {
  table: string;
  index?: string;
  span: Span;
}

export interface OrderItem {
  path: PathExpr;
  descending: boolean;
}

/** RETURNING … *, as the UpdateItem / DeleteItem ReturnValues it stands for. */
export type Returning = 'ALL_OLD' | 'UPDATED_OLD' | 'ALL_NEW' | 'UPDATED_NEW';

export type UpdateAction =
  | { kind: 'set'; path: PathExpr; value: Expr; span: Span }
  | { kind: 'remove'; path: PathExpr; span: Span };

export interface SelectStatement {
  kind: 'select';
  /** `'*'`, or the document paths to return in statement order. */
  projection: '*' | PathExpr[];
  source: Source;
  where?: Expr;
  orderBy: OrderItem[];
  span: Span;
}

export interface InsertStatement {
  kind: 'insert';
  source: Source;
  /** What follows VALUE; only a tuple `{…}` is an item DynamoDB accepts. */
  item: Expr;
  /** False for PartiQL's `INSERT INTO t <bag>` form, which DynamoDB refuses. */
  valueKeyword: boolean;
  span: Span;
}

export interface UpdateStatement {
  kind: 'update';
  source: Source;
  actions: UpdateAction[];
  where: Expr;
  returning?: Returning;
  span: Span;
}

export interface DeleteStatement {
  kind: 'delete';
  source: Source;
  where: Expr;
  returning?: Returning;
  span: Span;
}

/** EXISTS(SELECT …): a condition check, only inside ExecuteTransaction. */
export interface ExistsStatement {
  kind: 'exists';
  select: SelectStatement;
  span: Span;
}

export type Statement =
  | SelectStatement
  | InsertStatement
  | UpdateStatement
  | DeleteStatement
  | ExistsStatement;

/** A statement with how many `?` it holds (checked against the request's Parameters). */
export interface ParsedStatement {
  statement: Statement;
  parameterCount: number;
}
