/**
 * The PartiQL tokenizer: one pass over the statement, each token with its offsets. Comments
 * (`-- …` to the end of the line, `/* … *\/`) are whitespace. What it cannot read — an unknown
 * character such as `#`, an unterminated string, identifier or block comment, an exponent outside
 * a 32-bit integer — DynamoDB reports as "Statement wasn't well formed" with nothing after the
 * colon, and so does this.
 */
import { notWellFormed } from './errors.ts';

export type TokenKind =
  /** A bare identifier or keyword; `text` as written. */
  | 'word'
  /** A double-quoted identifier; `value` is the name with "" unescaped. */
  | 'quoted'
  /** A single-quoted string; `value` with '' unescaped. */
  | 'string'
  /** A number literal; `text` as written (digits, point, exponent). */
  | 'number'
  /** `?`; `value` is its ordinal among the statement's parameters. */
  | 'parameter'
  | 'punct'
  | 'eof';

export interface Token {
  kind: TokenKind;
  text: string;
  value?: string;
  index?: number;
  start: number;
  end: number;
}

/** Longest first, so `<=` wins over `<`. */
const PUNCTUATION = [
  '<<',
  '>>',
  '<=',
  '>=',
  '<>',
  '!=',
  '||',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  ',',
  '.',
  ':',
  ';',
  '*',
  '+',
  '-',
  '/',
  '%',
  '=',
  '<',
  '>',
];

const INT32_MAX = 2147483647;
const INT32_MIN = -2147483648;

/** Characters the latest tokenize() read; see lastTokenizeReads. */
let reads = 0;

/**
 * How many characters the latest tokenize() read: each scan below adds what it read, a string's
 * searches for its closing quote included. It exists for the tests that hold parsing linear in the
 * statement without timing it (test/partiql/linearParsing.test.ts); nothing else reads it.
 */
export function lastTokenizeReads(): number {
  return reads;
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let parameters = 0;
  let i = 0;
  reads = 0;
  const fail = (at: number) => notWellFormed('', { start: at, end: Math.min(at + 1, text.length) });
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code === 32 || (code >= 9 && code <= 13)) {
      reads++;
      i++;
      continue;
    }
    const start = i;
    if (text.startsWith('--', i)) {
      while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i++;
      reads += i - start;
      continue;
    }
    if (text.startsWith('/*', i)) {
      const close = text.indexOf('*/', i + 2);
      if (close < 0) throw fail(start);
      i = close + 2;
      reads += i - start;
      continue;
    }
    if (code === 39 || code === 34) {
      const [value, end] = readQuoted(text, i);
      if (end < 0) throw fail(start);
      tokens.push({
        kind: code === 39 ? 'string' : 'quoted',
        text: text.slice(start, end),
        value,
        start,
        end,
      });
      i = end;
      continue;
    }
    if (isDigit(code) || (code === 46 && isDigit(text.charCodeAt(i + 1)))) {
      const end = readNumber(text, i);
      if (end < 0) throw fail(start);
      reads += end - start;
      tokens.push({ kind: 'number', text: text.slice(start, end), start, end });
      i = end;
      continue;
    }
    if (isWordStart(code)) {
      while (i < text.length && isWordPart(text.charCodeAt(i))) i++;
      reads += i - start;
      tokens.push({ kind: 'word', text: text.slice(start, i), start, end: i });
      continue;
    }
    if (code === 63) {
      reads++;
      tokens.push({ kind: 'parameter', text: '?', index: parameters++, start, end: i + 1 });
      i++;
      continue;
    }
    const punct = PUNCTUATION.find((p) => text.startsWith(p, i));
    if (!punct) throw fail(start);
    reads += punct.length;
    tokens.push({ kind: 'punct', text: punct, start, end: i + punct.length });
    i += punct.length;
  }
  tokens.push({ kind: 'eof', text: '', start: text.length, end: text.length });
  return tokens;
}

/** A quoted string or identifier from its opening quote: [value, end], end -1 when unterminated. */
function readQuoted(text: string, open: number): [string, number] {
  const quote = text[open];
  let value = '';
  let i = open + 1;
  while (i < text.length) {
    const close = text.indexOf(quote, i);
    if (close < 0) return ['', -1];
    reads += close + 1 - i;
    value += text.slice(i, close);
    if (text[close + 1] !== quote) return [value, close + 1];
    value += quote;
    i = close + 2;
  }
  return ['', -1];
}

/**
 * A number literal's end, or -1 when DynamoDB cannot convert it: the exponent, and the scale it
 * leaves (digits after the point less the exponent), must each fit a 32-bit integer.
 */
function readNumber(text: string, start: number): number {
  let i = start;
  while (isDigit(text.charCodeAt(i))) i++;
  let fraction = 0;
  if (text[i] === '.') {
    i++;
    while (isDigit(text.charCodeAt(i))) {
      i++;
      fraction++;
    }
  }
  if (text[i] !== 'e' && text[i] !== 'E') return i;
  let j = i + 1;
  if (text[j] === '+' || text[j] === '-') j++;
  if (!isDigit(text.charCodeAt(j))) return i;
  const digitsStart = j;
  while (isDigit(text.charCodeAt(j))) j++;
  // Number() of a long digit run is merely imprecise, never wrong about being out of range.
  const exponent = Number(text.slice(i + 1, j));
  if (j - digitsStart > 10 || exponent > INT32_MAX || exponent < INT32_MIN) return -1;
  const scale = fraction - exponent;
  if (scale > INT32_MAX || scale < INT32_MIN) return -1;
  return j;
}

const isDigit = (code: number) => code >= 48 && code <= 57;
const isWordStart = (code: number) =>
  (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
const isWordPart = (code: number) => isWordStart(code) || isDigit(code) || code === 36;
