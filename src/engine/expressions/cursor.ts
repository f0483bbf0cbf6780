/**
 * The token cursor the three recursive-descent parsers share: lookahead, DynamoDB-style syntax
 * errors, and document paths (the one production all grammars have). Nesting has no bound here:
 * the parsers keep open levels on a heap stack (trampoline.ts).
 */
import { describe, fail } from './errors.ts';
import type { SyntaxPath, SyntaxPathElement, SyntaxValue } from './syntax.ts';
import type { Token } from './tokenizer.ts';

/** Tokens the latest cursor consumed or looked ahead at; see lastCursorReads. */
let reads = 0;

/**
 * How many tokens the latest cursor consumed (next) or looked ahead at (peekAt): with the characters
 * the tokenizer read, the steps of a parse, for the tests that hold parsing linear in the expression
 * without timing it (linearParsing.test.ts). Reads of the current token (peek, isPunct, isKeyword)
 * are not counted: the cursor only moves forward, and every level of nesting consumes a token as it
 * opens and as it closes, so between two moves the parsers look at the current token a bounded number
 * of times. A module variable, so counting is an integer increment; nothing else reads it.
 */
export function lastCursorReads(): number {
  return reads;
}

export class Cursor {
  private index = 0;

  constructor(
    private readonly source: string,
    private readonly tokens: Token[],
  ) {
    reads = 0;
  }

  peek(): Token {
    return this.tokens[this.index];
  }

  peekAt(offset: number): Token {
    reads++;
    return this.tokens[Math.min(this.index + offset, this.tokens.length - 1)];
  }

  next(): Token {
    reads++;
    const token = this.tokens[this.index];
    if (token.type !== 'eof') this.index++;
    return token;
  }

  isPunct(text: string): boolean {
    const token = this.tokens[this.index];
    return token.type === 'punct' && token.text === text;
  }

  isKeyword(word: string): boolean {
    const token = this.tokens[this.index];
    return token.type === 'keyword' && token.keyword === word;
  }

  expectPunct(text: string): Token {
    if (!this.isPunct(text)) this.syntaxError();
    return this.next();
  }

  expectKeyword(word: string): Token {
    if (!this.isKeyword(word)) this.syntaxError();
    return this.next();
  }

  expectEnd(): void {
    if (this.peek().type !== 'eof') this.syntaxError();
  }

  /** `Syntax error; token: "x", near: "a x b"`: the offending token with its neighbours. */
  syntaxError(): never {
    return this.syntaxErrorAt(this.index);
  }

  private syntaxErrorAt(index: number): never {
    const token = this.tokens[index];
    const from = index > 0 ? this.tokens[index - 1].start : token.start;
    const to = index + 1 < this.tokens.length ? this.tokens[index + 1].end : token.end;
    const near = this.source.slice(from, token.type === 'eof' ? this.source.length : to);
    return fail(
      describe('Syntax error', ['token', `"${token.text}"`], ['near', `"${near}"`]),
      token.start,
      token.end,
    );
  }

  /**
   * A path or a :value, read directly; undefined where the operand is a group, a function call or
   * not an operand at all. The parsers' generator productions handle those: this spares the common
   * operands the cost of a generator (the parse is the same either way).
   */
  parseSimpleOperand(): SyntaxPath | SyntaxValue | undefined {
    const token = this.peek();
    if (token.type === 'valueRef') {
      this.next();
      return { kind: 'value', ref: token.text, start: token.start, end: token.end, parens: 0 };
    }
    const callStart = token.type === 'name' && this.peekAt(1).type === 'punct' && this.peekAt(1).text === '(';
    if ((token.type === 'name' && !callStart) || token.type === 'nameRef') return this.parsePath();
    return undefined;
  }

  /** name | #ref, then any number of `.name`, `.#ref` and `[digits]`. */
  parsePath(): SyntaxPath {
    const elements: SyntaxPathElement[] = [this.pathName()];
    this.continuePath(elements);
    const first = elements[0];
    return { kind: 'path', elements, start: first.start, end: elements[elements.length - 1].end, parens: 0 };
  }

  /** Appends `.name` / `[n]` steps that follow; used after a path and after a parenthesized path. */
  continuePath(elements: SyntaxPathElement[]): void {
    for (;;) {
      if (this.isPunct('.')) {
        this.next();
        elements.push(this.pathName());
      } else if (this.isPunct('[')) {
        const open = this.next();
        const digits = this.peek();
        if (digits.type !== 'number') this.syntaxError();
        this.next();
        const close = this.expectPunct(']');
        const index = Number(digits.text);
        elements.push({ kind: 'index', index, text: `[${digits.text}]`, start: open.start, end: close.end });
      } else return;
    }
  }

  private pathName(): SyntaxPathElement {
    const token = this.peek();
    if (token.type === 'name') {
      this.next();
      return { kind: 'name', name: token.text, start: token.start, end: token.end };
    }
    if (token.type === 'nameRef') {
      this.next();
      return { kind: 'ref', ref: token.text, start: token.start, end: token.end };
    }
    return this.syntaxError();
  }
}

/** A node wrapped in one more pair of parentheses; a second pair directly around it is an error. */
export function parenthesize<T extends { parens: number }>(node: T, open: Token, close: Token): T {
  if (node.parens > 0) fail(describe('The expression has redundant parentheses'), open.start, close.end);
  node.parens = 1;
  return node;
}
