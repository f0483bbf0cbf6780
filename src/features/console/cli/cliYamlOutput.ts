/**
 * `--output yaml` and `yaml-stream`, as the AWS CLI v2 prints them: ruamel.yaml's safe dumper
 * (YAML 1.2 resolver, block style, keys sorted, unicode kept) writing through libyaml's emitter.
 * - A scalar result (string, number, boolean, null) prints as JSON; an empty object prints nothing.
 * - Mappings are `key: value` lines, indented two spaces per level; a list under a key starts at
 *   the key's column (`- item`); empty lists and maps print as `[]` and `{}`.
 * - A string prints plain unless YAML would read it as something else (`'true'`, `'12'`, `''`,
 *   `'2026-10-02'`) or it has characters plain text cannot carry (leading or trailing spaces,
 *   `: `, ` #`, a leading indicator): then single-quoted, or double-quoted with escapes when it
 *   holds characters YAML cannot print as they are (tabs, control characters, astral characters).
 * - Lines are folded at spaces once past column 80; a key longer than 128 bytes or spanning lines
 *   is written as a complex key (`? key` / `: value`).
 */
import { isJsonObject as isObject, PythonFloat, type Json, type JsonObject } from './jsonValue.ts';
import { byCodePoint, pythonFloat, pythonNumber } from './pythonText.ts';
import { isBreak, isPrintable, scalarStyle } from './yamlScalars.ts';

const BEST_INDENT = 2;
const BEST_WIDTH = 80;
const MAX_SIMPLE_KEY_BYTES = 128;

/** What `--output yaml` prints for a result ('' for nothing), without the final newline. */
export function yamlOutput(result: unknown): string {
  const value = result as Json;
  if (isObject(value) && Object.keys(value).length === 0) return '';
  return dumpValue(value);
}

/** `--output yaml-stream`: each page (or the one reply) as a one-element list, one after another. */
export function yamlStreamOutput(pages: readonly unknown[]): string {
  return pages.map((page) => dumpValue([page as Json])).join('\n');
}

/** The AWS CLI's YAMLDumper: JSON for a scalar, YAML for a list or an object. */
function dumpValue(value: Json): string {
  if (value instanceof PythonFloat) return pythonFloat(value.valueOf());
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const emitter = new Emitter();
  emitter.node(value, { mapping: false, simpleKey: false });
  emitter.writeIndent(0); // the document end: a final line break
  return emitter.out.replace(/\n$/, '');
}

interface Context {
  /** The node is a mapping's key or value (a list under a key is not indented further). */
  mapping: boolean;
  simpleKey: boolean;
}

/** libyaml's emitter state, for the block layouts the CLI's output uses. */
class Emitter {
  out = '';
  private column = 0;
  private whitespace = true;
  private indention = true;
  private indent = -1;
  private readonly indents: number[] = [];

  node(value: Json, context: Context): void {
    if (Array.isArray(value)) {
      if (value.length === 0) this.emptyCollection('[', ']');
      else this.sequence(value, context);
    } else if (isObject(value)) {
      const keys = Object.keys(value).sort(byCodePoint);
      if (keys.length === 0) this.emptyCollection('{', '}');
      else this.mapping(value, keys);
    } else if (typeof value === 'string') {
      this.scalar(value, false, context.simpleKey);
    } else {
      this.scalar(scalarText(value), true, false);
    }
  }

  private sequence(items: Json[], context: Context): void {
    this.increaseIndent(false, context.mapping && !this.indention);
    for (const item of items) {
      this.writeIndent();
      this.indicator('-', true, false, true);
      this.node(item, { mapping: false, simpleKey: false });
    }
    this.indent = this.indents.pop()!;
  }

  private mapping(object: JsonObject, keys: string[]): void {
    this.increaseIndent(false, false);
    for (const key of keys) {
      this.writeIndent();
      if (isSimpleKey(key)) {
        this.node(key, { mapping: true, simpleKey: true });
        this.indicator(':', false, false, false);
      } else {
        this.indicator('?', true, false, true);
        this.node(key, { mapping: true, simpleKey: false });
        this.writeIndent();
        this.indicator(':', true, false, true);
      }
      this.node(object[key], { mapping: true, simpleKey: false });
    }
    this.indent = this.indents.pop()!;
  }

  private emptyCollection(open: string, close: string): void {
    this.indicator(open, true, true, false);
    this.indicator(close, false, false, false);
  }

  /** `resolvesPlain`: a number, boolean or null, which YAML reads back as itself when plain. */
  private scalar(text: string, resolvesPlain: boolean, simpleKey: boolean): void {
    const style = scalarStyle(text, resolvesPlain, simpleKey);
    this.increaseIndent(true, false);
    const allowBreaks = !simpleKey;
    if (style === 'plain') this.plain(text, allowBreaks);
    else if (style === 'single') this.singleQuoted(text, allowBreaks);
    else this.doubleQuoted(text, allowBreaks);
    this.indent = this.indents.pop()!;
  }

  private plain(text: string, allowBreaks: boolean): void {
    const characters = Array.from(text);
    if (!this.whitespace && characters.length > 0) this.put(' ');
    let spaces = false;
    characters.forEach((character, i) => {
      if (character === ' ') {
        if (allowBreaks && !spaces && this.column > BEST_WIDTH && characters[i + 1] !== ' ')
          this.writeIndent();
        else this.put(' ');
        spaces = true;
      } else {
        this.put(character);
        this.indention = false;
        spaces = false;
      }
    });
    this.whitespace = false;
    this.indention = false;
  }

  private singleQuoted(text: string, allowBreaks: boolean): void {
    const characters = Array.from(text);
    this.indicator("'", true, false, false);
    let spaces = false;
    let breaks = false;
    characters.forEach((character, i) => {
      if (character === ' ') {
        const inside = i > 0 && i < characters.length - 1;
        if (allowBreaks && !spaces && this.column > BEST_WIDTH && inside && characters[i + 1] !== ' ') {
          this.writeIndent();
        } else this.put(' ');
        spaces = true;
      } else if (isBreak(character)) {
        if (!breaks && character === '\n') this.lineBreak();
        if (character === '\n') this.lineBreak();
        else {
          this.out += character;
          this.column = 0;
        }
        this.indention = true;
        breaks = true;
      } else {
        if (breaks) this.writeIndent();
        if (character === "'") this.put("'");
        this.put(character);
        this.indention = false;
        spaces = false;
        breaks = false;
      }
    });
    if (breaks) this.writeIndent();
    this.indicator("'", false, false, false);
  }

  private doubleQuoted(text: string, allowBreaks: boolean): void {
    const characters = Array.from(text);
    this.indicator('"', true, false, false);
    let spaces = false;
    characters.forEach((character, i) => {
      const code = character.codePointAt(0)!;
      if (
        !isPrintable(code) ||
        code === 0xfeff ||
        isBreak(character) ||
        character === '"' ||
        character === '\\'
      ) {
        for (const escaped of escape(code)) this.put(escaped);
        spaces = false;
      } else if (character === ' ') {
        const inside = i > 0 && i < characters.length - 1;
        if (allowBreaks && !spaces && this.column > BEST_WIDTH && inside) {
          this.writeIndent();
          if (characters[i + 1] === ' ') this.put('\\');
        } else this.put(' ');
        spaces = true;
      } else {
        this.put(character);
        spaces = false;
      }
    });
    this.indicator('"', false, false, false);
  }

  private increaseIndent(flow: boolean, indentless: boolean): void {
    this.indents.push(this.indent);
    if (this.indent < 0) this.indent = flow ? BEST_INDENT : 0;
    else if (!indentless) this.indent += BEST_INDENT;
  }

  writeIndent(at = this.indent): void {
    const indent = Math.max(at, 0);
    if (!this.indention || this.column > indent || (this.column === indent && !this.whitespace)) {
      this.lineBreak();
    }
    while (this.column < indent) this.put(' ');
    this.whitespace = true;
    this.indention = true;
  }

  private indicator(
    text: string,
    needWhitespace: boolean,
    isWhitespace: boolean,
    isIndention: boolean,
  ): void {
    if (needWhitespace && !this.whitespace) this.put(' ');
    for (const character of text) this.put(character);
    this.whitespace = isWhitespace;
    this.indention = this.indention && isIndention;
  }

  private put(character: string): void {
    this.out += character;
    this.column++;
  }

  private lineBreak(): void {
    this.out += '\n';
    this.column = 0;
  }
}

/** A number, boolean or null as ruamel.yaml writes it: a float as repr() does (1.0, 1e+16). */
function scalarText(value: null | boolean | number | PythonFloat): string {
  if (value === null) return 'null';
  if (value instanceof PythonFloat) return pythonFloat(value.valueOf());
  return typeof value === 'number' ? pythonNumber(value) : String(value);
}

/** libyaml writes a key inline when it is on one line and at most 128 bytes long. */
function isSimpleKey(key: string): boolean {
  return !Array.from(key).some(isBreak) && new TextEncoder().encode(key).length <= MAX_SIMPLE_KEY_BYTES;
}

/** A double-quoted escape, as libyaml writes it (hex digits in upper case). */
function escape(code: number): string {
  const named: Record<number, string> = {
    0x00: '0',
    0x07: 'a',
    0x08: 'b',
    0x09: 't',
    0x0a: 'n',
    0x0b: 'v',
    0x0c: 'f',
    0x0d: 'r',
    0x1b: 'e',
    0x22: '"',
    0x5c: '\\',
    0x85: 'N',
    0xa0: '_',
    0x2028: 'L',
    0x2029: 'P',
  };
  if (named[code] !== undefined) return `\\${named[code]}`;
  const hex = code.toString(16).toUpperCase();
  if (code <= 0xff) return `\\x${hex.padStart(2, '0')}`;
  if (code <= 0xffff) return `\\u${hex.padStart(4, '0')}`;
  return `\\U${hex.padStart(8, '0')}`;
}
