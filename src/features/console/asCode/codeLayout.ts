/**
 * Lays a CodeValue out as a literal of some language (JSON, JavaScript, Python), the way a code
 * formatter would: a list or object stays on one line when it fits the width, and otherwise puts
 * one entry per line, indented. The language supplies how scalars and keys are written.
 */
import type { CodeValue } from './codeValue.ts';

/** What a language writes its own way (numbers and verbatim code are written alike by all). */
export type ScalarValue = Exclude<CodeValue, { kind: 'list' | 'object' | 'wrapped' | 'number' | 'code' }>;

export interface LiteralSyntax {
  scalar(value: ScalarValue): string;
  key(name: string): string;
  /** One indent step. */
  indent: string;
  /** `{ a: 1 }` (Prettier's JavaScript) rather than `{a: 1}` (JSON, Python). */
  spacedBraces: boolean;
  /** A comma after the last entry of a list or object laid out over several lines. */
  trailingComma: boolean;
}

/** Where lines wrap: Prettier's default, and near enough Python's black (88). */
export const LINE_WIDTH = 80;

/**
 * The literal, its first line starting at `column` and any further lines indented by `depth` steps
 * (plus the syntax's own indent for nested entries); `suffix` is what follows it on its last line.
 */
export function layout(
  value: CodeValue,
  syntax: LiteralSyntax,
  column: number,
  depth: number,
  suffix = 0,
): string {
  const flat = inline(value, syntax);
  if (value.kind === 'wrapped' && column + flat.length + suffix > LINE_WIDTH) {
    const inner = layout(
      value.value,
      syntax,
      column + value.before.length,
      depth,
      suffix + value.after.length,
    );
    return value.before + inner + value.after;
  }
  if (column + flat.length + suffix <= LINE_WIDTH || !isContainer(value)) return flat;
  const outer = syntax.indent.repeat(depth);
  const inner = outer + syntax.indent;
  const entries =
    value.kind === 'list'
      ? value.items.map((item) => layout(item, syntax, inner.length, depth + 1, 1))
      : value.entries.map(([name, member]) => {
          const key = `${syntax.key(name)}: `;
          return key + layout(member, syntax, inner.length + key.length, depth + 1, 1);
        });
  if (entries.length === 0) return flat;
  const [open, close] = value.kind === 'list' ? ['[', ']'] : ['{', '}'];
  const last = syntax.trailingComma ? ',' : '';
  return `${open}\n${inner}${entries.join(`,\n${inner}`)}${last}\n${outer}${close}`;
}

/** The literal on one line. */
export function inline(value: CodeValue, syntax: LiteralSyntax): string {
  if (value.kind === 'wrapped') return value.before + inline(value.value, syntax) + value.after;
  if (value.kind === 'number') return String(value.value);
  if (value.kind === 'code') return value.code;
  if (value.kind === 'list') return `[${value.items.map((item) => inline(item, syntax)).join(', ')}]`;
  if (value.kind === 'object') {
    if (value.entries.length === 0) return '{}';
    const body = value.entries.map(([name, member]) => `${syntax.key(name)}: ${inline(member, syntax)}`);
    return syntax.spacedBraces ? `{ ${body.join(', ')} }` : `{${body.join(', ')}}`;
  }
  return syntax.scalar(value);
}

function isContainer(value: CodeValue): value is Extract<CodeValue, { kind: 'list' | 'object' }> {
  return value.kind === 'list' || value.kind === 'object';
}

/** JSON as the AWS CLI's docs write it in option values: a space after each colon and comma. */
export const jsonSyntax: LiteralSyntax = {
  scalar: (value) => {
    if (value.kind === 'blob') return JSON.stringify(value.base64);
    if (value.kind === 'timestamp') return String(value.seconds);
    if (value.kind === 'null') return 'null';
    return JSON.stringify(value.value);
  },
  key: (name) => JSON.stringify(name),
  indent: '    ',
  spacedBraces: false,
  trailingComma: false,
};

/** A UTF-16 surrogate without its other half: JSON can carry one, source code must escape it. */
export const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** `\uXXXX`, which JavaScript and Python both read. */
export const unicodeEscape = (char: string): string =>
  `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * The escapes JavaScript and Python share for a character a string literal cannot hold as it is: a
 * backslash before a quote or a backslash, and \n, \t, \r; undefined for the rest, which each
 * language writes its own way.
 */
export function commonEscape(char: string): string | undefined {
  if (char === '\\' || char === "'" || char === '"') return `\\${char}`;
  return { '\n': '\\n', '\t': '\\t', '\r': '\\r' }[char];
}
