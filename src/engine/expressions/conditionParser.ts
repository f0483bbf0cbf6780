/**
 * Condition grammar (ConditionExpression, FilterExpression, KeyConditionExpression):
 *
 *   condition  := or EOF
 *   or         := and (OR and)*
 *   and        := not (AND not)*
 *   not        := NOT* comparison
 *   comparison := operand (comparator operand | BETWEEN operand AND operand | IN "(" operand ("," operand)* ")")?
 *               | "(" or ")"
 *   operand    := path | :value | name "(" operand ("," operand)* ")" | "(" operand ")"
 *
 * "(" is ambiguous at the start of a comparison: `(a) = b` groups an operand, `(a = b)` a condition.
 * The parser reads the group either way and decides by what it found: a bare operand (not a
 * function) where a condition must stand is a syntax error at the token after it, as DynamoDB
 * reports it. Precedence NOT > AND > OR; AND and OR group to the left.
 *
 * Productions are generators (trampoline.ts): each "(" a group or a function call opens is a nested
 * parse on a heap stack, so inputs nested thousands deep are read to the end without native
 * recursion, and answer with the same errors as shallow ones.
 */
import { Cursor, parenthesize } from './cursor.ts';
import type { Comparator } from './ast.ts';
import type { SyntaxCall, SyntaxCondition, SyntaxOperand } from './syntax.ts';
import { tokenize } from './tokenizer.ts';
import type { Production } from './trampoline.ts';
import { nested, runParse } from './trampoline.ts';

type Parsed = SyntaxCondition | SyntaxOperand;

const COMPARATORS: ReadonlySet<string> = new Set(['=', '<>', '<', '<=', '>', '>=']);

export function parseCondition(source: string): SyntaxCondition {
  const cursor = new Cursor(source, tokenize(source));
  const condition = requireCondition(cursor, runParse(parseOr(cursor)));
  cursor.expectEnd();
  return condition;
}

/** Paths and values cannot stand alone as conditions; function calls can (checked later). */
function requireCondition(cursor: Cursor, node: Parsed): SyntaxCondition {
  if (node.kind === 'path' || node.kind === 'value') cursor.syntaxError();
  return node as SyntaxCondition;
}

function* parseOr(cursor: Cursor): Production<Parsed> {
  let left = yield* parseAnd(cursor);
  while (cursor.isKeyword('OR')) {
    const leftCondition = requireCondition(cursor, left);
    cursor.next();
    const right = requireCondition(cursor, yield* parseAnd(cursor));
    left = { kind: 'or', left: leftCondition, right, start: leftCondition.start, end: right.end, parens: 0 };
  }
  return left;
}

function* parseAnd(cursor: Cursor): Production<Parsed> {
  let left = yield* parseNot(cursor);
  while (cursor.isKeyword('AND')) {
    const leftCondition = requireCondition(cursor, left);
    cursor.next();
    const right = requireCondition(cursor, yield* parseNot(cursor));
    left = { kind: 'and', left: leftCondition, right, start: leftCondition.start, end: right.end, parens: 0 };
  }
  return left;
}

/** NOT chains are read in a loop, so `NOT NOT NOT … a = b` costs no recursion. */
function* parseNot(cursor: Cursor): Production<Parsed> {
  const starts: number[] = [];
  while (cursor.isKeyword('NOT')) starts.push(cursor.next().start);
  const inner = yield* parseComparison(cursor);
  if (starts.length === 0) return inner;
  let node = requireCondition(cursor, inner);
  for (let i = starts.length - 1; i >= 0; i--) {
    node = { kind: 'not', operand: node, start: starts[i], end: node.end, parens: 0 };
  }
  return node;
}

function* parseComparison(cursor: Cursor): Production<Parsed> {
  let left: Parsed;
  if (cursor.isPunct('(')) {
    const open = cursor.next();
    const inner = yield* nested(() => parseOr(cursor));
    const close = cursor.expectPunct(')');
    left = continueGroupedPath(cursor, parenthesize(inner, open, close));
    if (left.kind !== 'path' && left.kind !== 'value' && left.kind !== 'call') return left;
  } else {
    left = cursor.parseSimpleOperand() ?? (yield* parseOperand(cursor));
  }
  const token = cursor.peek();
  if (token.type === 'punct' && COMPARATORS.has(token.text)) {
    cursor.next();
    const right = cursor.parseSimpleOperand() ?? (yield* parseOperand(cursor));
    return {
      kind: 'compare',
      op: token.text as Comparator,
      left,
      right,
      start: left.start,
      end: right.end,
      parens: 0,
    };
  }
  if (cursor.isKeyword('BETWEEN')) {
    cursor.next();
    const low = cursor.parseSimpleOperand() ?? (yield* parseOperand(cursor));
    cursor.expectKeyword('AND');
    const high = cursor.parseSimpleOperand() ?? (yield* parseOperand(cursor));
    return { kind: 'between', operand: left, low, high, start: left.start, end: high.end, parens: 0 };
  }
  if (cursor.isKeyword('IN')) {
    cursor.next();
    cursor.expectPunct('(');
    const list = [cursor.parseSimpleOperand() ?? (yield* parseOperand(cursor))];
    while (cursor.isPunct(',')) {
      cursor.next();
      list.push(cursor.parseSimpleOperand() ?? (yield* parseOperand(cursor)));
    }
    const close = cursor.expectPunct(')');
    return { kind: 'in', operand: left, list, start: left.start, end: close.end, parens: 0 };
  }
  return left;
}

/** An operand, where only an operand may stand (after a comparator, as a function argument …). */
function* parseOperand(cursor: Cursor): Production<SyntaxOperand> {
  const token = cursor.peek();
  if (token.type === 'punct' && token.text === '(') {
    const open = cursor.next();
    const inner = yield* nested(() => parseOperand(cursor));
    const close = cursor.expectPunct(')');
    return continueGroupedPath(cursor, parenthesize(inner, open, close)) as SyntaxOperand;
  }
  if (token.type === 'valueRef') {
    cursor.next();
    return { kind: 'value', ref: token.text, start: token.start, end: token.end, parens: 0 };
  }
  if (token.type === 'name' && cursor.peekAt(1).type === 'punct' && cursor.peekAt(1).text === '(') {
    return yield* parseCall(cursor, parseOperand);
  }
  return cursor.parsePath();
}

/**
 * name "(" arg ("," arg)* ")"; the argument grammar differs between conditions and updates. Each
 * argument is a nested parse: `f(f(f(…)))` goes one level deeper per call.
 */
export function* parseCall<T extends SyntaxOperand>(
  cursor: Cursor,
  parseArgument: (cursor: Cursor) => Production<T>,
): Production<SyntaxCall> {
  const name = cursor.next();
  cursor.expectPunct('(');
  const args: SyntaxOperand[] = [cursor.parseSimpleOperand() ?? (yield* nested(() => parseArgument(cursor)))];
  while (cursor.isPunct(',')) {
    cursor.next();
    args.push(cursor.parseSimpleOperand() ?? (yield* nested(() => parseArgument(cursor))));
  }
  const close = cursor.expectPunct(')');
  return {
    kind: 'call',
    name: name.text,
    nameEnd: name.end,
    args,
    start: name.start,
    end: close.end,
    parens: 0,
  };
}

/**
 * In conditions a parenthesized path may go on: `(a.b).c[1]` is the path a.b.c[1]. The steps go on
 * the group's own elements (this parse made them, and nothing else holds them): a copy per level
 * would make `((a).b).c …` quadratic in its depth.
 */
function continueGroupedPath(cursor: Cursor, node: Parsed): Parsed {
  if (node.kind !== 'path' || !(cursor.isPunct('.') || cursor.isPunct('['))) return node;
  const elements = node.elements;
  cursor.continuePath(elements);
  return { kind: 'path', elements, start: node.start, end: elements[elements.length - 1].end, parens: 0 };
}
