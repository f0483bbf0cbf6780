/**
 * Tokenizer shared by the three grammars (condition, update, projection), in one linear pass.
 * Like DynamoDB's single grammar, the nine keywords are keywords everywhere, in any letter case.
 * A character that starts no token becomes a one-character `invalid` token, so the parser reports
 * it as `Syntax error; token: "<it>", near: "…"` at the right place.
 */

export type TokenType =
  | 'name' // attribute or function name: [A-Za-z][A-Za-z0-9_]* (DynamoDB refuses a leading _)
  | 'nameRef' // #placeholder
  | 'valueRef' // :placeholder
  | 'number' // list index digits
  | 'keyword' // AND OR NOT BETWEEN IN SET REMOVE ADD DELETE (text upper-cased in `keyword`)
  | 'punct' // ( ) [ ] , . = <> < <= > >= + -
  | 'invalid'
  | 'eof';

export interface Token {
  type: TokenType;
  /** The source text of the token ("<EOF>" for the end). */
  text: string;
  /** Upper-cased keyword, for `keyword` tokens. */
  keyword: string;
  start: number;
  end: number;
}

const KEYWORDS: ReadonlySet<string> = new Set([
  'AND',
  'OR',
  'NOT',
  'BETWEEN',
  'IN',
  'SET',
  'REMOVE',
  'ADD',
  'DELETE',
]);

/** Characters the latest tokenize() read; see lastTokenizeReads. */
let reads = 0;

/**
 * How many characters the latest tokenize() read. It exists for the tests that hold parsing linear
 * in the input without timing it (linearParsing.test.ts); nothing else reads it. tokenize counts in
 * a local variable, a register add per token, and stores the count once.
 */
export function lastTokenizeReads(): number {
  return reads;
}

function isNameStart(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function isNamePart(code: number): boolean {
  return isNameStart(code) || isDigit(code) || code === 95;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}

export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  const length = source.length;
  let i = 0;
  let read = 0;
  const push = (type: TokenType, start: number, end: number, keyword = '') =>
    tokens.push({ type, text: source.slice(start, end), keyword, start, end });
  while (i < length) {
    const code = source.charCodeAt(i);
    if (isSpace(code)) {
      read++;
      i++;
      continue;
    }
    const start = i;
    if (isNameStart(code)) {
      while (i < length && isNamePart(source.charCodeAt(i))) i++;
      const upper = source.slice(start, i).toUpperCase();
      if (KEYWORDS.has(upper)) push('keyword', start, i, upper);
      else push('name', start, i);
    } else if (isDigit(code)) {
      while (i < length && isDigit(source.charCodeAt(i))) i++;
      push('number', start, i);
    } else if (code === 35 /* # */ || code === 58 /* : */) {
      i++;
      while (i < length && isNamePart(source.charCodeAt(i))) i++;
      if (i === start + 1) push('invalid', start, i);
      else push(code === 35 ? 'nameRef' : 'valueRef', start, i);
    } else if (code === 60 /* < */) {
      const next = source.charCodeAt(i + 1);
      i += next === 62 /* > */ || next === 61 /* = */ ? 2 : 1;
      push('punct', start, i);
    } else if (code === 62 /* > */) {
      i += source.charCodeAt(i + 1) === 61 ? 2 : 1;
      push('punct', start, i);
    } else if ('()[],.=+-'.includes(source[i])) {
      i++;
      push('punct', start, i);
    } else {
      // One code point, so a surrogate pair is reported whole.
      i += code >= 0xd800 && code <= 0xdbff && i + 1 < length ? 2 : 1;
      push('invalid', start, i);
    }
    // Each token's scan read its characters (the loop never moves back).
    read += i - start;
  }
  reads = read;
  tokens.push({ type: 'eof', text: '<EOF>', keyword: '', start: length, end: length });
  return tokens;
}
