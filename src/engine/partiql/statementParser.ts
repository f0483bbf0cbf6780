/**
 * PartiQL statements as DynamoDB accepts them:
 *   SELECT * | path, … FROM "table"[."index"] [WHERE cond] [ORDER BY path [ASC|DESC], …]
 *   INSERT INTO "table" VALUE {…}
 *   UPDATE "table" (SET path = value, … | REMOVE path, …)… WHERE cond [RETURNING …]
 *   FROM "table" WHERE cond (SET … | REMOVE …)… [RETURNING …]      (PartiQL's FROM-first UPDATE)
 *   DELETE FROM "table" WHERE cond [RETURNING ALL OLD *]
 *   EXISTS(SELECT …)                                                   (transactions only)
 * A trailing `;` is allowed; anything after the statement is "Unexpected token after expression".
 */
import type {
  DeleteStatement,
  ExistsStatement,
  Expr,
  InsertStatement,
  OrderItem,
  ParsedStatement,
  PathExpr,
  Returning,
  SelectStatement,
  Span,
  Statement,
  UpdateAction,
  UpdateStatement,
} from './ast.ts';
import { Cursor } from './cursor.ts';
import { locatedError, notWellFormed, statementError } from './errors.ts';
import { parseExpression } from './expressionParser.ts';
import { parsePath } from './pathParser.ts';
import { isKeyword } from './keywords.ts';
import { tokenize } from './lexer.ts';
import { parseSource, rejectAlias } from './sourceParser.ts';

export const INCOMPLETE_KEY = 'Where clause does not contain a mandatory equality on all key attributes';

export function parseStatement(text: string): ParsedStatement {
  const tokens = tokenize(text);
  const cursor = new Cursor(text, tokens);
  const statement = parseTopLevel(cursor);
  cursor.acceptPunct(';');
  const rest = cursor.peek();
  if (rest.kind !== 'eof') throw notWellFormed('Unexpected token after expression', rest);
  const parameterCount = tokens.filter((token) => token.kind === 'parameter').length;
  return { statement, parameterCount };
}

function parseTopLevel(cursor: Cursor): Statement {
  const first = cursor.peek();
  const word = first.kind === 'word' ? first.text.toUpperCase() : '';
  switch (word) {
    case 'SELECT':
      return parseSelect(cursor);
    case 'INSERT':
      return parseInsert(cursor);
    case 'UPDATE':
      return parseUpdate(cursor);
    case 'DELETE':
      return parseDelete(cursor);
    case 'FROM':
      return parseFromFirstUpdate(cursor);
    case 'EXISTS':
      return parseExists(cursor);
    default:
      throw notWellFormed('Expected data manipulation', first);
  }
}

function parseSelect(cursor: Cursor): SelectStatement {
  const select = cursor.next();
  if (cursor.atWord('VALUE') || cursor.atWord('PIVOT'))
    throw statementError("Select projection doesn't support value or pivot keywords", cursor.peek());
  const projection = parseProjection(cursor);
  cursor.expectWord('FROM');
  const source = parseSource(cursor);
  rejectAlias(cursor);
  if (cursor.atPunct(','))
    throw statementError('Only select from a single table or index is supported.', cursor.peek());
  const where = cursor.acceptWord('WHERE') ? parseExpression(cursor) : undefined;
  const orderBy: OrderItem[] = [];
  if (cursor.acceptWord('ORDER')) {
    cursor.expectWord('BY');
    do {
      const path = parsePath(cursor);
      const descending = Boolean(cursor.acceptWord('DESC'));
      if (!descending) cursor.acceptWord('ASC');
      orderBy.push({ path, descending });
    } while (cursor.acceptPunct(','));
  }
  return { kind: 'select', projection, source, where, orderBy, span: spanFrom(select, cursor) };
}

function parseProjection(cursor: Cursor): '*' | PathExpr[] {
  const star = cursor.acceptPunct('*');
  if (star) {
    if (cursor.atPunct(','))
      throw statementError(
        "Other attributes should not be present in the projection when '*' is used.",
        star,
      );
    return '*';
  }
  const paths: PathExpr[] = [];
  do {
    if (cursor.atPunct('*'))
      throw statementError(
        "Other attributes should not be present in the projection when '*' is used.",
        cursor.peek(),
      );
    const item = parseExpression(cursor);
    if (item.kind !== 'path')
      throw locatedError('Unexpected path component', cursor.text, projectionSpan(item));
    rejectAlias(cursor);
    paths.push(item);
  } while (cursor.acceptPunct(','));
  return paths;
}

/** DynamoDB points at a function's name, or at the whole of any other non-path projection. */
function projectionSpan(item: Expr): Span {
  return item.kind === 'call' ? item.nameSpan : item.span;
}

function parseInsert(cursor: Cursor): InsertStatement {
  const insert = cursor.next();
  cursor.expectWord('INTO');
  const source = parseSource(cursor);
  // A qualified INSERT target is refused by the grammar, unlike UPDATE and DELETE which refuse it
  // on execution (nubo-db/dynamodb-conformance tests/tier2/partiql/indexQualifier.test.ts).
  if (source.index !== undefined)
    throw locatedError(
      'FROM clause may only contain a single table name in data manipulation statements',
      cursor.text,
      source.span,
    );
  const valueKeyword = Boolean(cursor.acceptWord('VALUE'));
  const item = parseExpression(cursor);
  if (cursor.atWord('RETURNING')) throw statementError('RETURNING is not supported in INSERT', cursor.peek());
  return { kind: 'insert', source, item, valueKeyword, span: spanFrom(insert, cursor) };
}

function parseUpdate(cursor: Cursor): UpdateStatement {
  const update = cursor.next();
  const source = parseSource(cursor);
  rejectAlias(cursor);
  const actions = parseActions(cursor);
  expectWhere(cursor);
  const where = parseExpression(cursor);
  const returning = parseReturning(cursor)?.mode;
  return { kind: 'update', source, actions, where, returning, span: spanFrom(update, cursor) };
}

/**
 * The grammar lets the WHERE be left out here; a statement without one names no item, which
 * DynamoDB reports once the statement has parsed (a WHERE after the actions is a token too many).
 */
function parseFromFirstUpdate(cursor: Cursor): UpdateStatement {
  const from = cursor.next();
  const source = parseSource(cursor);
  rejectAlias(cursor);
  const where = cursor.acceptWord('WHERE') ? parseExpression(cursor) : undefined;
  const actions = parseActions(cursor);
  const returning = parseReturning(cursor)?.mode;
  if (!where) {
    cursor.acceptPunct(';');
    const rest = cursor.peek();
    if (rest.kind !== 'eof') throw notWellFormed('Unexpected token after expression', rest);
    throw statementError(INCOMPLETE_KEY, from);
  }
  return { kind: 'update', source, actions, where, returning, span: spanFrom(from, cursor) };
}

/** One or more SET / REMOVE clauses, each with a comma-separated list. */
function parseActions(cursor: Cursor): UpdateAction[] {
  const actions: UpdateAction[] = [];
  for (;;) {
    if (cursor.acceptWord('SET')) {
      do {
        const path = parsePath(cursor);
        cursor.expectPunct('=');
        const value = parseExpression(cursor);
        actions.push({ kind: 'set', path, value, span: { start: path.span.start, end: value.span.end } });
      } while (cursor.acceptPunct(','));
    } else if (cursor.acceptWord('REMOVE')) {
      do {
        const path = parsePath(cursor);
        actions.push({ kind: 'remove', path, span: path.span });
      } while (cursor.acceptPunct(','));
    } else break;
  }
  if (actions.length === 0) throw notWellFormed('Expected data manipulation', cursor.peek());
  return actions;
}

/**
 * The WHERE a write needs. Without one the statement names no item (DynamoDB's missing-key message);
 * anything else where it should start is a token the statement does not expect.
 */
function expectWhere(cursor: Cursor): void {
  if (cursor.acceptWord('WHERE')) return;
  const token = cursor.peek();
  if (token.kind === 'eof' || cursor.atPunct(';')) throw statementError(INCOMPLETE_KEY, token);
  throw notWellFormed('Unexpected token after expression', token);
}

function parseDelete(cursor: Cursor): DeleteStatement {
  const del = cursor.next();
  cursor.expectWord('FROM');
  // DynamoDB's words for a DELETE FROM with no table after it (partiqlGrammar captures).
  const table = cursor.peek();
  if (table.kind !== 'quoted' && (table.kind !== 'word' || isKeyword(table.text)))
    throw notWellFormed('Expected identifier for simple path', table);
  const source = parseSource(cursor);
  rejectAlias(cursor);
  expectWhere(cursor);
  const where = parseExpression(cursor);
  const returning = parseReturning(cursor);
  if (returning && returning.mode !== 'ALL_OLD') {
    throw statementError(
      `Invalid returning clause: RETURNING ${returning.written} *. Only RETURNING ALL OLD * is allowed in DELETE statements.`,
      returning.span,
    );
  }
  return { kind: 'delete', source, where, returning: returning?.mode, span: spanFrom(del, cursor) };
}

const RETURNING: Readonly<Record<string, Returning>> = {
  'ALL OLD': 'ALL_OLD',
  'MODIFIED OLD': 'UPDATED_OLD',
  'ALL NEW': 'ALL_NEW',
  'MODIFIED NEW': 'UPDATED_NEW',
};

interface ReturningClause {
  mode: Returning;
  /** The two words as DynamoDB echoes them, e.g. `ALL NEW`. */
  written: string;
  span: Span;
}

/** RETURNING (ALL | MODIFIED) (OLD | NEW) *, when present. */
function parseReturning(cursor: Cursor): ReturningClause | undefined {
  const keyword = cursor.acceptWord('RETURNING');
  if (!keyword) return undefined;
  const which = cursor.next();
  if (!cursor.atWord('OLD') && !cursor.atWord('NEW')) throw cursor.unexpected();
  const age = cursor.next();
  const written = `${which.text} ${age.text}`.toUpperCase();
  const mode = which.kind === 'word' ? RETURNING[written] : undefined;
  if (!mode) throw cursor.unexpected(which);
  if (!cursor.acceptPunct('*'))
    throw statementError(
      "Expected '*' after ( MODIFIED | ALL ) ( NEW | OLD ) in RETURNING clause",
      cursor.peek(),
    );
  if (cursor.atPunct(','))
    throw statementError(
      'Invalid syntax with multiple returning elements in RETURNING clause',
      cursor.peek(),
    );
  return { mode, written, span: { start: keyword.start, end: cursor.lastEnd() } };
}

function parseExists(cursor: Cursor): ExistsStatement {
  const exists = cursor.next();
  cursor.expectPunct('(');
  if (!cursor.atWord('SELECT')) throw cursor.unexpected();
  const select = parseSelect(cursor);
  cursor.expectPunct(')');
  return { kind: 'exists', select, span: spanFrom(exists, cursor) };
}

/** From a statement's first token to the end of the last one read. */
function spanFrom(first: Span, cursor: Cursor): Span {
  return { start: first.start, end: cursor.lastEnd() };
}
