/**
 * The AWS CLI's shorthand syntax for structures, as its docs write it:
 *   --key 'PK={S=CUSTOMER#42},SK={S=PROFILE}'
 *   --provisioned-throughput ReadCapacityUnits=5,WriteCapacityUnits=5
 *   --item 'tags={SS=[a,b]}'
 * `k=v` pairs separated by commas; `{…}` nests a structure, `[…]` a list; scalars run to the next
 * `,` `}` `]` unless quoted. Values stay strings except where the member is a number or a boolean
 * in DynamoDB's API (N stays a string: that is what the wire carries).
 */
import { CliSyntaxError } from './shellWords.ts';

const NUMBER_MEMBERS = new Set([
  'ReadCapacityUnits',
  'WriteCapacityUnits',
  'MaxReadRequestUnits',
  'MaxWriteRequestUnits',
  'Limit',
  'Segment',
  'TotalSegments',
]);
const BOOLEAN_MEMBERS = new Set(['BOOL', 'NULL', 'StreamEnabled', 'Enabled', 'ConsistentRead']);

type Shorthand = string | Shorthand[] | { [key: string]: Shorthand };

export function parseShorthand(text: string, option: string): Record<string, unknown> {
  const parser = new ShorthandParser(text, option);
  const value = parser.structure();
  parser.expectEnd();
  return value as Record<string, unknown>;
}

class ShorthandParser {
  private i = 0;

  constructor(
    private readonly text: string,
    private readonly option: string,
  ) {}

  structure(): Record<string, unknown> {
    const result: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    for (;;) {
      const key = this.key();
      if (Object.hasOwn(result, key)) this.fail(`"${key}" appears twice`);
      result[key] = coerce(key, this.value());
      if (this.peek() !== ',') return result;
      this.i++;
    }
  }

  expectEnd(): void {
    if (this.i < this.text.length) this.fail(`unexpected "${this.text[this.i]}"`);
  }

  private key(): string {
    const start = this.i;
    while (this.i < this.text.length && !'=,{}[]'.includes(this.text[this.i])) this.i++;
    const key = this.text.slice(start, this.i).trim();
    if (!key) this.fail('a member name is missing');
    if (this.peek() !== '=') this.fail(`"${key}" needs a value ("${key}=…")`);
    this.i++;
    return key;
  }

  private value(): Shorthand {
    const c = this.peek();
    if (c === '{') {
      this.i++;
      const inner = this.peek() === '}' ? {} : this.structure();
      this.expect('}');
      return inner as Shorthand;
    }
    if (c === '[') {
      this.i++;
      const items: Shorthand[] = [];
      while (this.peek() !== ']') {
        items.push(this.listItem());
        if (this.peek() === ',') this.i++;
        else if (this.peek() !== ']') this.fail('a list is never closed with "]"');
      }
      this.i++;
      return items;
    }
    return this.scalar();
  }

  private listItem(): Shorthand {
    return this.peek() === '{' || this.peek() === '[' ? this.value() : this.scalar();
  }

  private scalar(): string {
    const quote = this.peek();
    if (quote === '"' || quote === "'") {
      const end = this.text.indexOf(quote, this.i + 1);
      if (end < 0) this.fail('a quoted value is never closed');
      const value = this.text.slice(this.i + 1, end);
      this.i = end + 1;
      return value;
    }
    let value = '';
    while (this.i < this.text.length && !',}]'.includes(this.text[this.i])) {
      if (this.text[this.i] === '\\' && this.i + 1 < this.text.length) this.i++;
      value += this.text[this.i++];
    }
    return value.trim();
  }

  private peek(): string | undefined {
    return this.text[this.i];
  }

  private expect(c: string): void {
    if (this.peek() !== c) this.fail(`expected "${c}"`);
    this.i++;
  }

  private fail(problem: string): never {
    throw new CliSyntaxError(
      `Error parsing parameter '${this.option}': ${problem} at position ${this.i + 1} of "${this.text}". ` +
        'Shorthand looks like Name=Value,Other={Nested=Value}; JSON works too.',
    );
  }
}

function coerce(key: string, value: Shorthand): unknown {
  if (typeof value !== 'string') return value;
  if (NUMBER_MEMBERS.has(key) && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (BOOLEAN_MEMBERS.has(key) && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}
