/**
 * A reader for Amazon Ion's text format (amazon-ion.github.io/ion-docs/docs/spec.html), as far as
 * an import needs it: every value Ion text can hold is read — with its annotations, comments,
 * quoted and long strings, every number form, blobs and clobs, timestamps and s-expressions — and
 * handed over as a small tree for ionItems.ts to map onto DynamoDB's types. Symbol tables are not
 * resolved: `$ion_1_0` and `$ion_symbol_table` values at the top level are skipped, as a reader of
 * text that uses no symbol IDs may.
 *
 * Why not ion-js: it defines Symbol.hasInstance on its Value type, which turns off V8's fast path
 * for every `instanceof` in the process. Loaded beside the engine, it cost a quarter of PutItem's
 * throughput (250k → 195k per second in `npm run bench`), whether or not an Ion file was ever read.
 * It stays a dev dependency: the tests check the exports' Ion with it, an implementation of its own.
 */
import { IDENTIFIER_PART, IDENTIFIER_START, scalar } from './ionScalars.ts';

export type IonNode = { annotations: string[] } & (
  | { type: 'null' }
  | { type: 'bool'; value: boolean }
  /** int, decimal and float keep their text, in a form DynamoDB's number parser reads. */
  | { type: 'int' | 'decimal' | 'float'; text: string }
  | { type: 'timestamp'; text: string }
  | { type: 'string' | 'symbol'; value: string }
  | { type: 'blob'; base64: string }
  | { type: 'clob'; bytes: Uint8Array }
  | { type: 'list' | 'sexp'; items: IonNode[] }
  | { type: 'struct'; fields: [string, IonNode][] }
);

export class IonSyntaxError extends Error {}

const OPERATOR = /[!#%&*+\-./;<=>?@^`|~]/;
/** Characters that end a number, symbol or keyword. */
const STOP = /[\s,\]})[{("'/:]/;

/** Every top-level value of the text but the system values; throws IonSyntaxError on bad text. */
export function readIon(text: string): IonNode[] {
  const { values, error } = readIonUntilError(text);
  if (error) throw error;
  return values;
}

/** The top-level values (but the system values) before any syntax error, and that error. */
export function readIonUntilError(text: string): { values: IonNode[]; error?: IonSyntaxError } {
  const reader = new Reader(text);
  const values: IonNode[] = [];
  for (;;) {
    reader.skipSpace();
    if (reader.done()) return { values };
    let value: IonNode;
    try {
      value = reader.value(false);
    } catch (error) {
      if (error instanceof IonSyntaxError) return { values, error };
      throw error;
    }
    const system =
      (value.type === 'symbol' && value.annotations.length === 0 && /^\$ion_\d+_\d+$/.test(value.value)) ||
      value.annotations[0] === '$ion_symbol_table';
    if (!system) values.push(value);
  }
}

class Reader {
  private at = 0;

  constructor(private readonly text: string) {}

  done(): boolean {
    return this.at >= this.text.length;
  }

  private fail(what: string): never {
    const line = this.text.slice(0, this.at).split('\n').length;
    throw new IonSyntaxError(`${what} (line ${line})`);
  }

  private peek(offset = 0): string {
    return this.text[this.at + offset] ?? '';
  }

  /** Skips whitespace and comments. */
  skipSpace(): void {
    for (;;) {
      const c = this.peek();
      if (isWhitespace(c)) this.at++;
      else if (c === '/' && this.peek(1) === '/') {
        while (!this.done() && this.peek() !== '\n') this.at++;
      } else if (c === '/' && this.peek(1) === '*') {
        const end = this.text.indexOf('*/', this.at + 2);
        if (end === -1) this.fail('an unterminated comment');
        this.at = end + 2;
      } else return;
    }
  }

  /** One value with its annotations; `inSexp`: operators are symbols there. */
  value(inSexp: boolean): IonNode {
    const annotations: string[] = [];
    for (;;) {
      this.skipSpace();
      const start = this.at;
      const symbol = this.peek() === "'" && this.peek(1) !== "'" ? this.quoted("'") : this.identifier();
      if (symbol !== undefined) {
        this.skipSpace();
        if (this.peek() === ':' && this.peek(1) === ':') {
          this.at += 2;
          annotations.push(symbol);
          continue;
        }
      }
      this.at = start;
      return { annotations, ...this.bare(inSexp) } as IonNode;
    }
  }

  private bare(inSexp: boolean): Record<string, unknown> {
    const c = this.peek();
    if (c === '{' && this.peek(1) === '{') return this.lob();
    if (c === '{') return { type: 'struct', fields: this.struct() };
    if (c === '[') return { type: 'list', items: this.sequence(']', false) };
    if (c === '(') return { type: 'sexp', items: this.sequence(')', true) };
    if (c === '"') return { type: 'string', value: this.quoted('"') };
    if (c === "'" && this.peek(1) === "'" && this.peek(2) === "'")
      return { type: 'string', value: this.longStrings() };
    if (c === "'") return { type: 'symbol', value: this.quoted("'") };
    if (
      inSexp &&
      OPERATOR.test(c) &&
      !/[+-]\d|[+-]inf/.test(c + this.peek(1) + this.peek(2) + this.peek(3))
    ) {
      const start = this.at;
      while (OPERATOR.test(this.peek())) this.at++;
      return { type: 'symbol', value: this.text.slice(start, this.at) };
    }
    const word = this.word();
    if (word === '') this.fail(`unexpected ${c === '' ? 'end of text' : `"${c}"`}`);
    return scalar(word, () => this.fail(`"${word}" is no Ion value`));
  }

  /** An unquoted run: a number, timestamp, keyword or identifier. */
  private word(): string {
    const start = this.at;
    // A timestamp's time holds colons (`2026-01-01T12:30Z`); elsewhere a colon ends a word.
    while (!this.done() && (!STOP.test(this.peek()) || (this.peek() === ':' && /\d/.test(this.peek(1))))) {
      this.at++;
    }
    return this.text.slice(start, this.at);
  }

  private identifier(): string | undefined {
    if (!IDENTIFIER_START.test(this.peek())) return undefined;
    const start = this.at;
    while (IDENTIFIER_PART.test(this.peek())) this.at++;
    const name = this.text.slice(start, this.at);
    return name === 'true' || name === 'false' || name === 'null' || name === 'nan' ? undefined : name;
  }

  private struct(): [string, IonNode][] {
    this.at++; // {
    const fields: [string, IonNode][] = [];
    for (;;) {
      this.skipSpace();
      if (this.peek() === '}') {
        this.at++;
        return fields;
      }
      const name = this.fieldName();
      this.skipSpace();
      if (this.peek() !== ':') this.fail(`":" expected after the field name "${name}"`);
      this.at++;
      fields.push([name, this.value(false)]);
      this.skipSpace();
      if (this.peek() === ',') this.at++;
      else if (this.peek() !== '}') this.fail('"," or "}" expected in a struct');
    }
  }

  private fieldName(): string {
    const c = this.peek();
    if (c === '"') return this.quoted('"');
    if (c === "'" && this.peek(1) === "'" && this.peek(2) === "'") return this.longStrings();
    if (c === "'") return this.quoted("'");
    const name = this.identifier() ?? this.word();
    if (name === '') this.fail('a field name expected');
    return name;
  }

  private sequence(close: string, inSexp: boolean): IonNode[] {
    this.at++;
    const items: IonNode[] = [];
    for (;;) {
      this.skipSpace();
      if (this.peek() === close) {
        this.at++;
        return items;
      }
      if (this.done()) this.fail(`"${close}" expected`);
      items.push(this.value(inSexp));
      this.skipSpace();
      if (!inSexp) {
        if (this.peek() === ',') this.at++;
        else if (this.peek() !== close) this.fail(`"," or "${close}" expected in a list`);
      }
    }
  }

  /** Skips whitespace only: inside `{{ }}` there are no comments, and base64 may begin with `//`. */
  private skipWhitespace(): void {
    while (isWhitespace(this.peek())) this.at++;
  }

  /** `{{ base64 }}` or a clob `{{ "text" }}`. */
  private lob(): Record<string, unknown> {
    this.at += 2;
    this.skipWhitespace();
    let node: Record<string, unknown>;
    if (this.peek() === '"' || this.peek() === "'") {
      const text = this.peek() === '"' ? this.quoted('"') : this.longStrings();
      const bytes = Uint8Array.from(text, (char) => char.charCodeAt(0));
      node = { type: 'clob', bytes };
    } else {
      const end = this.text.indexOf('}}', this.at);
      if (end === -1) this.fail('an unterminated blob');
      const base64 = this.text.slice(this.at, end).replace(/\s+/g, '');
      if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 !== 0)
        this.fail('a blob that is not base64');
      this.at = end;
      node = { type: 'blob', base64 };
    }
    this.skipWhitespace();
    if (this.peek() !== '}' || this.peek(1) !== '}') this.fail('"}}" expected');
    this.at += 2;
    return node;
  }

  /** Consecutive `'''…'''` strings, joined, as Ion reads them. */
  private longStrings(): string {
    let value = '';
    while (this.peek() === "'" && this.peek(1) === "'" && this.peek(2) === "'") {
      this.at += 3;
      value += this.escaped("'''");
      const next = this.at;
      this.skipSpace();
      if (!(this.peek() === "'" && this.peek(1) === "'" && this.peek(2) === "'")) this.at = next;
    }
    return value;
  }

  private quoted(quote: string): string {
    this.at++;
    return this.escaped(quote);
  }

  /** Text up to the closing `end`, with Ion's escapes. */
  private escaped(end: string): string {
    let value = '';
    for (;;) {
      if (this.done()) this.fail('an unterminated string');
      if (this.text.startsWith(end, this.at)) {
        this.at += end.length;
        return value;
      }
      const c = this.text[this.at++];
      if (c === '\n' && end.length === 1) this.fail('a line break in a quoted string');
      value += c === '\\' ? this.escape() : c;
    }
  }

  private escape(): string {
    const c = this.text[this.at++];
    const simple: Record<string, string> = {
      '0': '\0',
      a: '\x07',
      b: '\b',
      t: '\t',
      n: '\n',
      f: '\f',
      r: '\r',
      v: '\v',
      '"': '"',
      "'": "'",
      '?': '?',
      '\\': '\\',
      '/': '/',
      '\n': '',
    };
    if (c in simple) return simple[c];
    const digits = c === 'x' ? 2 : c === 'u' ? 4 : c === 'U' ? 8 : 0;
    const hex = this.text.slice(this.at, this.at + digits);
    if (digits === 0 || !/^[0-9a-fA-F]+$/.test(hex) || hex.length !== digits)
      this.fail(`a bad escape "\\${c}"`);
    this.at += digits;
    return String.fromCodePoint(parseInt(hex, 16));
  }
}

/** Ion's whitespace: space, tab, the line breaks, form feed and vertical tab. */
function isWhitespace(c: string | undefined): boolean {
  return c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\v';
}
