/**
 * The parser's view of the token list: one token of lookahead, keyword tests, and the parse errors
 * DynamoDB words for a token in the wrong place ("Unexpected term" where a value should start,
 * "Unexpected operator" for a word operator, "Unexpected keyword" for another reserved word,
 * "Unexpected token" for anything else).
 */
import { notWellFormed, type PartiQLError, type Span } from './errors.ts';
import { isKeyword } from './keywords.ts';
import type { Token } from './lexer.ts';

/**
 * Operators spelled as words. Where a term should start, DynamoDB calls one an operator (`WHERE IS
 * NULL`, `pk = LIKE`: measured in eu-west-2, October 2026, paritysuite/dynamodb-conformance
 * tests/tier3/error-messages/partiqlGrammar.test.ts). NOT is not among them: it starts a term.
 */
const WORD_OPERATORS: ReadonlySet<string> = new Set(['AND', 'OR', 'IS', 'IN', 'LIKE', 'BETWEEN']);

/** Nested parentheses, collections and NOTs deeper than this are refused before recursion gets deep. */
export const MAX_NESTING = 64;

/** Tokens the latest cursor looked at; see lastCursorReads. */
let reads = 0;

/**
 * How many times the latest cursor looked at a token (every read goes through peek): with the
 * characters the tokenizer read, the steps of a parse, for the tests that hold parsing linear in
 * the statement without timing it (test/partiql/linearParsing.test.ts). A module variable, so
 * counting is an integer increment; nothing else reads it.
 */
export function lastCursorReads(): number {
  return reads;
}

export class Cursor {
  private position = 0;
  private depth = 0;
  private previousEnd = 0;

  constructor(
    readonly text: string,
    private readonly tokens: Token[],
  ) {
    reads = 0;
  }

  peek(ahead = 0): Token {
    reads++;
    return this.tokens[Math.min(this.position + ahead, this.tokens.length - 1)];
  }

  next(): Token {
    const token = this.peek();
    if (token.kind !== 'eof') {
      this.position++;
      this.previousEnd = token.end;
    }
    return token;
  }

  /** Where the last token read ends. */
  lastEnd(): number {
    return this.previousEnd;
  }

  /** Is the next token the keyword `word` (bare, any case)? */
  atWord(word: string, ahead = 0): boolean {
    const token = this.peek(ahead);
    return token.kind === 'word' && token.text.toUpperCase() === word;
  }

  atPunct(text: string, ahead = 0): boolean {
    const token = this.peek(ahead);
    return token.kind === 'punct' && token.text === text;
  }

  /** Consumes the keyword when it is next. */
  acceptWord(word: string): Token | undefined {
    return this.atWord(word) ? this.next() : undefined;
  }

  acceptPunct(text: string): Token | undefined {
    return this.atPunct(text) ? this.next() : undefined;
  }

  expectWord(word: string): Token {
    const token = this.acceptWord(word);
    if (!token) throw this.unexpected();
    return token;
  }

  expectPunct(text: string): Token {
    const token = this.acceptPunct(text);
    if (!token) throw this.unexpected();
    return token;
  }

  /** DynamoDB's complaint about the next token, which does not fit where it stands. */
  unexpected(token: Token = this.peek()): PartiQLError {
    if (token.kind === 'eof' || (token.kind === 'punct' && ')]},;'.includes(token.text)))
      return notWellFormed('Unexpected term', token);
    if (token.kind === 'word' && WORD_OPERATORS.has(token.text.toUpperCase()))
      return notWellFormed('Unexpected operator', token);
    if (token.kind === 'word' && isKeyword(token.text)) return notWellFormed('Unexpected keyword', token);
    return notWellFormed('Unexpected token', token);
  }

  /** Runs a nested parse, refusing nesting past MAX_NESTING. */
  nested<T>(at: Span, parse: () => T): T {
    if (++this.depth > MAX_NESTING) throw notWellFormed('', at);
    try {
      return parse();
    } finally {
      this.depth--;
    }
  }
}
