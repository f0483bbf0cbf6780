/**
 * The AWS CLI's shorthand syntax, parsed by the CLI's grammar (awscli/shorthand.py) so that what it
 * accepts, what it makes of it and how it words a mistake are the CLI's:
 *   parameter     = keyval *("," keyval)
 *   keyval        = key "=" [csv-value / explicit-list / hash-literal]
 *   csv-value     = value *("," value)     a=b,c is a list; a=b,c=d backtracks to two keys
 *   explicit-list = "[" [item *("," item)] "]"
 *   hash-literal  = "{" [key "=" item *("," key "=" item)] "}"
 * Keys are letters, digits and - _ . # / :. A value runs until a comma (or a bracket or brace that
 * closes it), may be single- or double-quoted with backslash escapes, and `\,` is a literal comma.
 * Whitespace around separators is skipped. Errors read as the CLI v2 prints them ("Expected: '=',
 * received: 'EOF' for input:" with a caret under the spot).
 *
 * Afterwards the CLI converts scalars by the operation's model; the console does it by member name
 * (DynamoDB's model is small): a scalar where the model has a list becomes a one-element list
 * (`NonKeyAttributes=flag`), integers are read with Python's int() (its error when they are not)
 * and "true"/"false" (any case) become booleans. N stays a string: that is what the wire carries.
 */
import { invalidIntMessage, pythonInt } from './pythonText.ts';
import { CliSyntaxError } from './shellWords.ts';

type Shorthand = string | Shorthand[] | { [key: string]: Shorthand };

export function parseShorthand(text: string, option: string): Record<string, unknown> {
  try {
    return coerceMembers(new ShorthandParser(text).parameter()) as Record<string, unknown>;
  } catch (error) {
    if (!(error instanceof ShorthandError)) throw error;
    throw new CliSyntaxError(`Error parsing parameter '${option}': ${error.message}`);
  }
}

// The CLI's character classes, by code point (astral characters are in none of them).
const START = String.raw`!#-&(-+\--<>-Z\\-z|-\uffff`;
const FIRST_FOLLOW = String.raw`\s!#-&(-+\--\\^-|~-\uffff`;
const SECOND_FOLLOW = String.raw`\s!#-&(-+\--<>-\uffff`;
// Sticky: each matches at the parser's position (lastIndex), without copying the rest of the text.
const FIRST_VALUE = new RegExp(String.raw`(?:\\,|[${START}])(?:\\,|[${FIRST_FOLLOW}])*`, 'uy');
const SECOND_VALUE = new RegExp(String.raw`(?:\\,|[${START}])(?:\\,|[${SECOND_FOLLOW}])*`, 'uy');
const SINGLE_QUOTED = /'(?:\\\\|\\'|[^'])*'/uy;
const DOUBLE_QUOTED = /"(?:\\\\|\\"|[^"])*"/uy;
const KEY_CHARACTER = /[A-Za-z0-9\-_.#/:]/;
/** Python's string.whitespace: the separators the CLI skips. */
const WHITESPACE = /[ \t\n\r\v\f]/;

class ShorthandError extends Error {}

class ShorthandParser {
  /** A UTF-16 index into the text; the caret counts code points, as the CLI's Python does. */
  private i = 0;

  constructor(private readonly text: string) {}

  parameter(): Record<string, Shorthand> {
    const params: Record<string, Shorthand> = Object.create(null) as Record<string, Shorthand>;
    let [key, value] = this.keyval();
    params[key] = value;
    let lastEnd = this.i;
    while (!this.atEnd()) {
      this.expect(',', true);
      [key, value] = this.keyval();
      if (Object.hasOwn(params, key)) {
        throw new ShorthandError(
          `Second instance of key "${key}" encountered for input:\n${this.location(lastEnd + 1)}\n` +
            'This is often because there is a preceding "," instead of a space.',
        );
      }
      params[key] = value;
      lastEnd = this.i;
    }
    return params;
  }

  private keyval(): [string, Shorthand] {
    const key = this.key();
    this.expect('=', true);
    return [key, this.values()];
  }

  private key(): string {
    const start = this.i;
    while (!this.atEnd() && KEY_CHARACTER.test(this.current()!)) this.i++;
    return this.text.slice(start, this.i);
  }

  private values(): Shorthand {
    if (this.atEnd()) return '';
    if (this.current() === '[') return this.explicitList();
    if (this.current() === '{') return this.hashLiteral();
    return this.csvValue();
  }

  /** `a=b` is the scalar b, `a=b,c` the list [b, c]; at `a=b,c=d` the list ends before c. */
  private csvValue(): Shorthand {
    const first = this.firstValue();
    this.skipWhitespace();
    if (this.atEnd() || this.current() !== ',') return first;
    this.expect(',', true);
    const list: Shorthand[] = [first];
    for (;;) {
      try {
        const next = this.secondValue();
        this.skipWhitespace();
        if (this.atEnd()) {
          list.push(next);
          break;
        }
        this.expect(',', true);
        list.push(next);
      } catch (error) {
        if (!(error instanceof ShorthandError) || this.atEnd()) throw error;
        while (this.i >= 0 && this.text[this.i] !== ',') this.i--;
        break;
      }
    }
    return list.length === 1 ? first : list;
  }

  private explicitList(): Shorthand[] {
    this.expect('[', true);
    const values: Shorthand[] = [];
    while (this.current() !== ']') {
      values.push(this.explicitValue());
      this.skipWhitespace();
      if (this.current() !== ']') {
        this.expect(',');
        this.skipWhitespace();
      }
    }
    this.expect(']');
    return values;
  }

  private hashLiteral(): Record<string, Shorthand> {
    this.expect('{', true);
    const members: Record<string, Shorthand> = Object.create(null) as Record<string, Shorthand>;
    while (this.current() !== '}') {
      const key = this.key();
      this.expect('=', true);
      const value = this.explicitValue();
      this.skipWhitespace();
      if (this.current() !== '}') {
        this.expect(',');
        this.skipWhitespace();
      }
      members[key] = value;
    }
    this.expect('}');
    return members;
  }

  private explicitValue(): Shorthand {
    if (this.current() === '[') return this.explicitList();
    if (this.current() === '{') return this.hashLiteral();
    return this.firstValue();
  }

  private firstValue(): string {
    const quoted = this.quotedValue();
    if (quoted !== undefined) return quoted;
    const match = this.matchHere(FIRST_VALUE);
    if (match === undefined) return '';
    return this.consume(match).replaceAll('\\,', ',').trimEnd();
  }

  /** A csv list's later values stop at `=` too, which is what makes a=b,c=d two keys. */
  private secondValue(): string {
    const quoted = this.quotedValue();
    if (quoted !== undefined) return quoted;
    return this.mustConsume(SECOND_VALUE, 'second').replaceAll('\\,', ',').trimEnd();
  }

  private quotedValue(): string | undefined {
    const quote = this.current();
    if (quote !== "'" && quote !== '"') return undefined;
    const raw = this.mustConsume(
      quote === "'" ? SINGLE_QUOTED : DOUBLE_QUOTED,
      quote === "'" ? 'singled quoted' : 'double quoted',
    );
    return raw.slice(1, -1).replaceAll(`\\${quote}`, quote).replaceAll('\\\\', '\\');
  }

  private mustConsume(regex: RegExp, name: string): string {
    const match = this.matchHere(regex);
    if (match === undefined) throw this.syntaxError(`<${name}>`, '<none>');
    return this.consume(match);
  }

  private matchHere(regex: RegExp): string | undefined {
    regex.lastIndex = this.i;
    return regex.exec(this.text)?.[0];
  }

  private consume(matched: string): string {
    this.i += matched.length;
    return matched;
  }

  private expect(character: string, skipWhitespace = false): void {
    if (skipWhitespace) this.skipWhitespace();
    if (this.atEnd()) throw this.syntaxError(character, 'EOF');
    if (this.current() !== character) {
      throw this.syntaxError(character, String.fromCodePoint(this.text.codePointAt(this.i)!));
    }
    this.i++;
    if (skipWhitespace) this.skipWhitespace();
  }

  private skipWhitespace(): void {
    while (!this.atEnd() && WHITESPACE.test(this.current()!)) this.i++;
  }

  /** The UTF-16 unit here: enough to compare with the grammar's ASCII punctuation. */
  private current(): string | undefined {
    return this.text[this.i];
  }

  private atEnd(): boolean {
    return this.i >= this.text.length;
  }

  private syntaxError(expected: string, actual: string): ShorthandError {
    return new ShorthandError(
      `Expected: '${expected}', received: '${actual}' for input:\n${this.location(this.i)}`,
    );
  }

  /** The input with a caret under `index`, on the line the index is on. */
  private location(index: number): string {
    const before = this.text.slice(0, index);
    const after = this.text.slice(index);
    const spaces = Array.from(before.slice(before.lastIndexOf('\n') + 1)).length;
    const nextNewline = after.indexOf('\n');
    const consumed = nextNewline < 0 ? this.text : before + after.slice(0, nextNewline);
    const remaining = nextNewline < 0 ? '' : after.slice(nextNewline);
    return `${consumed}\n${' '.repeat(spaces)}^${remaining}`;
  }
}

// ---- The model's types, by member name ----

const INTEGER_MEMBERS = new Set([
  'ReadCapacityUnits',
  'WriteCapacityUnits',
  'MaxReadRequestUnits',
  'MaxWriteRequestUnits',
  'ReadUnitsPerSecond',
  'WriteUnitsPerSecond',
  'Limit',
  'Segment',
  'TotalSegments',
  'RecoveryPeriodInDays',
]);
const BOOLEAN_MEMBERS = new Set([
  'BOOL',
  'NULL',
  'StreamEnabled',
  'Enabled',
  'ConsistentRead',
  'PointInTimeRecoveryEnabled',
]);
/** Members DynamoDB's model types as lists: a scalar given for one is wrapped. */
const LIST_MEMBERS = new Set([
  'SS',
  'NS',
  'BS',
  'L',
  'NonKeyAttributes',
  'AttributesToGet',
  'AttributeValueList',
  'KeySchema',
  'AttributeDefinitions',
  'Keys',
  'HeaderList',
]);

function coerceMembers(members: Record<string, Shorthand>): Record<string, unknown> {
  const result: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [name, value] of Object.entries(members)) result[name] = coerce(name, value);
  return result;
}

function coerce(name: string, value: Shorthand): unknown {
  if (Array.isArray(value)) return value.map((element) => coerce('', element));
  if (typeof value !== 'string') return coerceMembers(value);
  if (LIST_MEMBERS.has(name)) return [value];
  if (INTEGER_MEMBERS.has(name)) {
    const integer = pythonInt(value);
    if (integer === undefined) throw new CliSyntaxError(invalidIntMessage(value));
    return integer;
  }
  if (BOOLEAN_MEMBERS.has(name) && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  return value;
}
