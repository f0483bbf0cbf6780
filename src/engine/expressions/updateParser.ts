/**
 * Update grammar:
 *
 *   update   := section+ EOF                      (sections in any order; duplicates are checked later)
 *   section  := SET set ("," set)* | REMOVE path ("," path)* | ADD path :value ("," …)* | DELETE path :value ("," …)*
 *   set      := path "=" value
 *   value    := operand (("+" | "-") operand)? | "(" value ")"
 *   operand  := path | :value | name "(" operand ("," operand)* ")" | "(" operand ")"
 *
 * Unlike conditions, paths cannot be grouped, and there are no comparators or literals.
 */
import { Cursor, parenthesize } from './cursor.ts';
import { parseCall } from './conditionParser.ts';
import type {
  SectionKeyword,
  SyntaxOperand,
  SyntaxSection,
  SyntaxSetValue,
  SyntaxUpdate,
  SyntaxUpdateAction,
  SyntaxValue,
} from './syntax.ts';
import { tokenize } from './tokenizer.ts';
import type { Production } from './trampoline.ts';
import { nested, runParse } from './trampoline.ts';

const SECTIONS: ReadonlySet<string> = new Set(['SET', 'REMOVE', 'ADD', 'DELETE']);

export function parseUpdate(source: string): SyntaxUpdate {
  const cursor = new Cursor(source, tokenize(source));
  const sections: SyntaxSection[] = [];
  do {
    const token = cursor.peek();
    if (token.type !== 'keyword' || !SECTIONS.has(token.keyword)) cursor.syntaxError();
    cursor.next();
    const keyword = token.keyword as SectionKeyword;
    const actions = [parseAction(cursor, keyword)];
    while (cursor.isPunct(',')) {
      cursor.next();
      actions.push(parseAction(cursor, keyword));
    }
    sections.push({ keyword, actions, start: token.start, end: actions[actions.length - 1].end });
  } while (cursor.peek().type !== 'eof');
  return { kind: 'update', sections };
}

function parseAction(cursor: Cursor, keyword: SectionKeyword): SyntaxUpdateAction {
  const path = cursor.parsePath();
  if (keyword === 'REMOVE') return { kind: 'remove', path, start: path.start, end: path.end };
  if (keyword === 'SET') {
    cursor.expectPunct('=');
    const value = runParse(parseSetValue(cursor));
    return { kind: 'set', path, value, start: path.start, end: value.end };
  }
  const value = parseValueRef(cursor);
  return { kind: keyword === 'ADD' ? 'add' : 'delete', path, value, start: path.start, end: value.end };
}

function parseValueRef(cursor: Cursor): SyntaxValue {
  const token = cursor.peek();
  if (token.type !== 'valueRef') cursor.syntaxError();
  cursor.next();
  return { kind: 'value', ref: token.text, start: token.start, end: token.end, parens: 0 };
}

/** Groups and function arguments are nested parses (trampoline.ts), so depth costs no recursion. */
function* parseSetValue(cursor: Cursor): Production<SyntaxSetValue> {
  let left: SyntaxSetValue;
  if (cursor.isPunct('(')) {
    // `(a + b)` or `(a) + b`: read the group, then see whether it was arithmetic.
    const open = cursor.next();
    const inner = yield* nested(() => parseSetValue(cursor));
    const close = cursor.expectPunct(')');
    left = parenthesize(inner, open, close);
    if (left.kind === 'arithmetic') return left;
  } else {
    left = cursor.parseSimpleOperand() ?? (yield* parseUpdateOperand(cursor));
  }
  if (cursor.isPunct('+') || cursor.isPunct('-')) {
    const op = cursor.next().text as '+' | '-';
    const right = cursor.parseSimpleOperand() ?? (yield* parseUpdateOperand(cursor));
    return { kind: 'arithmetic', op, left, right, start: left.start, end: right.end, parens: 0 };
  }
  return left;
}

function* parseUpdateOperand(cursor: Cursor): Production<SyntaxOperand> {
  const token = cursor.peek();
  if (token.type === 'punct' && token.text === '(') {
    const open = cursor.next();
    const inner = yield* nested(() => parseUpdateOperand(cursor));
    const close = cursor.expectPunct(')');
    return parenthesize(inner, open, close);
  }
  if (token.type === 'valueRef') return parseValueRef(cursor);
  if (token.type === 'name' && cursor.peekAt(1).type === 'punct' && cursor.peekAt(1).text === '(') {
    return yield* parseCall(cursor, parseUpdateOperand);
  }
  return cursor.parsePath();
}
