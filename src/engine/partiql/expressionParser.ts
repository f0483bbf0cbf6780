/**
 * PartiQL expressions by precedence, loosest first: OR, AND, NOT, a predicate (comparison, IS,
 * [NOT] BETWEEN, [NOT] IN), + and -, unary minus, then a term: a literal, `?`, a path, a function
 * call, a parenthesised expression, or a list `[…]`, bag `<<…>>` or tuple `{…}`. One token of
 * lookahead and no backtracking, so parsing is linear in the statement; nesting is bounded.
 */
import type { CompareOp, Expr, Span } from './ast.ts';
import type { Cursor } from './cursor.ts';
import { notWellFormed, statementError } from './errors.ts';
import { isKeyword } from './keywords.ts';
import type { Token } from './lexer.ts';
import { parsePath } from './pathParser.ts';
import { join, spanOf } from './spans.ts';

const COMPARATORS: Readonly<Record<string, CompareOp>> = {
  '=': '=',
  '<>': '<>',
  '!=': '<>',
  '<': '<',
  '<=': '<=',
  '>': '>',
  '>=': '>=',
};

const INVALID_IN =
  'IN operator must have a left hand argument of type Variable Reference and right hand argument of type Seq with at least one member';

export function parseExpression(cursor: Cursor): Expr {
  let left = parseAnd(cursor);
  while (cursor.acceptWord('OR')) {
    const right = rightOperand(cursor, parseAnd);
    left = { kind: 'or', left, right, span: join(left.span, right.span) };
  }
  return left;
}

function parseAnd(cursor: Cursor): Expr {
  let left = parseNot(cursor);
  while (cursor.acceptWord('AND')) {
    const right = rightOperand(cursor, parseNot);
    left = { kind: 'and', left, right, span: join(left.span, right.span) };
  }
  return left;
}

/** A statement that ends just after AND or OR has DynamoDB's own message (partiqlGrammar captures). */
function rightOperand(cursor: Cursor, parse: (cursor: Cursor) => Expr): Expr {
  const next = cursor.peek();
  if (next.kind === 'eof' || cursor.atPunct(';'))
    throw notWellFormed('Missing right-hand side expression of infix operator', next);
  return parse(cursor);
}

function parseNot(cursor: Cursor): Expr {
  const not = cursor.acceptWord('NOT');
  if (!not) return parsePredicate(cursor);
  const operand = cursor.nested(not, () => parseNot(cursor));
  return { kind: 'not', operand, span: join(not, operand.span) };
}

function parsePredicate(cursor: Cursor): Expr {
  const left = parseAdditive(cursor);
  const token = cursor.peek();
  if (token.kind === 'punct' && Object.hasOwn(COMPARATORS, token.text)) {
    cursor.next();
    const right = parseAdditive(cursor);
    return { kind: 'compare', op: COMPARATORS[token.text], left, right, span: join(left.span, right.span) };
  }
  if (cursor.acceptWord('IS')) {
    const negated = Boolean(cursor.acceptWord('NOT'));
    const [type, end] = parseTypeName(cursor);
    return { kind: 'is', operand: left, type, negated, span: join(left.span, end) };
  }
  const negated = cursor.atWord('NOT') && (cursor.atWord('BETWEEN', 1) || cursor.atWord('IN', 1));
  if (negated) cursor.next();
  if (cursor.acceptWord('BETWEEN')) {
    const low = parseAdditive(cursor);
    cursor.expectWord('AND');
    const high = parseAdditive(cursor);
    return { kind: 'between', operand: left, low, high, negated, span: join(left.span, high.span) };
  }
  if (cursor.acceptWord('IN')) {
    const [list, end] = parseInList(cursor);
    return { kind: 'in', operand: left, list, negated, span: join(left.span, end) };
  }
  return left;
}

/**
 * PartiQL's type names. IS takes only these ("Expected type name" otherwise); DynamoDB supports
 * some of them (expressionWriter.ts refuses the rest with its own message).
 */
const TYPE_NAMES: ReadonlySet<string> = new Set(
  `MISSING NULL BOOL BOOLEAN SMALLINT INT2 INTEGER2 INT INTEGER INT4 INTEGER4 INT8 INTEGER8 BIGINT REAL
  FLOAT DECIMAL DEC NUMERIC TIMESTAMP DATE TIME CHAR CHARACTER VARCHAR STRING SYMBOL CLOB BLOB STRUCT
  TUPLE LIST SEXP BAG ANY`.split(/\s+/),
);
/** Type names of two words. */
const TWO_WORD_TYPES: Readonly<Record<string, string>> = { DOUBLE: 'PRECISION', CHARACTER: 'VARYING' };

function parseTypeName(cursor: Cursor): [string, Span] {
  const first = cursor.peek();
  const word = first.kind === 'word' ? first.text.toUpperCase() : '';
  const second = TWO_WORD_TYPES[word];
  if (second !== undefined && cursor.atWord(second, 1)) {
    cursor.next();
    return [`${word} ${second}`, cursor.next()];
  }
  if (!TYPE_NAMES.has(word)) throw notWellFormed('Expected type name', first);
  return [word, cursor.next()];
}

/** The right side of IN: `[a, b]` or `(a, b)`, at least one member. */
function parseInList(cursor: Cursor): [Expr[], Span] {
  const open = cursor.peek();
  const close = open.kind === 'punct' ? { '[': ']', '(': ')' }[open.text] : undefined;
  if (!close) throw statementError(INVALID_IN, open);
  cursor.next();
  const items = cursor.nested(open, () => parseItems(cursor, close));
  const end = cursor.expectPunct(close);
  if (items.length === 0) throw statementError(INVALID_IN, join(open, end));
  return [items, end];
}

function parseAdditive(cursor: Cursor): Expr {
  let left = parseUnary(cursor);
  for (let op = cursor.peek(); cursor.atPunct('+') || cursor.atPunct('-'); op = cursor.peek()) {
    cursor.next();
    const right = parseUnary(cursor);
    left = { kind: 'arithmetic', op: op.text as '+' | '-', left, right, span: join(left.span, right.span) };
  }
  return left;
}

function parseUnary(cursor: Cursor): Expr {
  const sign = cursor.peek();
  if (!cursor.atPunct('-') && !cursor.atPunct('+')) return parseTerm(cursor);
  cursor.next();
  const number = cursor.peek();
  if (number.kind === 'number') {
    cursor.next();
    const text = sign.text === '-' ? '-' + number.text : number.text;
    return { kind: 'number', text, span: join(sign, number) };
  }
  const operand = cursor.nested(sign, () => parseUnary(cursor));
  if (sign.text === '+') return operand;
  // A sign on a signed number literal (`- - 1`, `-/* c */-1`) is still a literal: DynamoDB reads
  // `n = - - 1` as `n = 1` (eu-west-2, September 2026; hectorvent/floci
  // DynamoDbPartiQLEdgeCaseIntegrationTest, appliesASignToANumberLiteral). Before a path or `?` it
  // stays an operation, which a condition refuses.
  if (operand.kind === 'number') {
    const text = operand.text.startsWith('-') ? operand.text.slice(1) : '-' + operand.text;
    return { kind: 'number', text, span: join(sign, operand.span) };
  }
  return { kind: 'negate', operand, span: join(sign, operand.span) };
}

function parseTerm(cursor: Cursor): Expr {
  const token = cursor.peek();
  switch (token.kind) {
    case 'number':
      cursor.next();
      return { kind: 'number', text: token.text, span: spanOf(token) };
    case 'string':
      cursor.next();
      return { kind: 'string', value: token.value!, span: spanOf(token) };
    case 'parameter':
      cursor.next();
      return { kind: 'parameter', index: token.index!, span: spanOf(token) };
    case 'quoted':
      return parsePath(cursor);
    case 'word':
      return parseWord(cursor, token);
    case 'punct':
      return parseBracketed(cursor, token);
    default:
      throw cursor.unexpected(token);
  }
}

function parseWord(cursor: Cursor, token: Token): Expr {
  const word = token.text.toUpperCase();
  if (cursor.atPunct('(', 1)) return parseCall(cursor);
  if (word === 'TRUE' || word === 'FALSE') {
    cursor.next();
    return { kind: 'boolean', value: word === 'TRUE', span: spanOf(token) };
  }
  if (word === 'NULL' || word === 'MISSING') {
    cursor.next();
    return { kind: word === 'NULL' ? 'null' : 'missing', span: spanOf(token) };
  }
  if (isKeyword(token.text)) throw cursor.unexpected(token);
  return parsePath(cursor);
}

function parseCall(cursor: Cursor): Expr {
  const name = cursor.next();
  const open = cursor.expectPunct('(');
  const star = Boolean(cursor.atPunct('*') && cursor.atPunct(')', 1) && cursor.next());
  const args = star ? [] : cursor.nested(open, () => parseItems(cursor, ')'));
  const close = cursor.expectPunct(')');
  return {
    kind: 'call',
    name: name.text.toLowerCase(),
    nameSpan: spanOf(name),
    args,
    star,
    span: join(name, close),
  };
}

function parseBracketed(cursor: Cursor, open: Token): Expr {
  const close = { '(': ')', '[': ']', '<<': '>>', '{': '}' }[open.text];
  if (!close) throw cursor.unexpected(open);
  cursor.next();
  return cursor.nested(open, () => {
    if (open.text === '(') {
      const inner = parseExpression(cursor);
      cursor.expectPunct(')');
      return inner;
    }
    if (open.text === '{') return parseTuple(cursor, open);
    const items = parseItems(cursor, close);
    const end = cursor.expectPunct(close);
    return { kind: open.text === '[' ? 'list' : 'bag', items, span: join(open, end) };
  });
}

function parseTuple(cursor: Cursor, open: Token): Expr {
  const entries: { key: Expr; value: Expr }[] = [];
  if (!cursor.atPunct('}')) {
    do {
      const key = parseExpression(cursor);
      cursor.expectPunct(':');
      entries.push({ key, value: parseExpression(cursor) });
    } while (cursor.acceptPunct(','));
  }
  const end = cursor.expectPunct('}');
  return { kind: 'tuple', entries, span: join(open, end) };
}

/** Comma-separated expressions up to (not including) `close`; none when `close` comes first. */
function parseItems(cursor: Cursor, close: string): Expr[] {
  const items: Expr[] = [];
  if (cursor.atPunct(close)) return items;
  do items.push(parseExpression(cursor));
  while (cursor.acceptPunct(','));
  return items;
}
