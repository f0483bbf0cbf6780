/**
 * Where in the editor an engine error points. DynamoDB's expression messages name the parameter and
 * usually the offending token (`Invalid KeyConditionExpression: Syntax error; token: ":pk2", near:
 * "= :pk2"`); this finds that parameter in the learner's text — a JSON member or a CLI option — and
 * the token inside it. Without a token the marker sits on the parameter.
 */
import type { EditorMarker } from '../editor/editorMarker.ts';

const EXPRESSION_MESSAGE = /^Invalid (\w+Expression): (.*)$/s;

export function errorMarker(source: string, mode: 'json' | 'cli', message: string): EditorMarker | undefined {
  const expression = EXPRESSION_MESSAGE.exec(message);
  if (expression) {
    const [, parameter, detail] = expression;
    const start = parameterStart(source, mode, parameter);
    if (start === undefined) return undefined;
    const token = tokenOf(detail);
    const found = token ? findToken(source, token, nearStart(source, detail, token, start)) : -1;
    if (found < 0 || !token) return { ...positionAt(source, start), message };
    return { ...positionAt(source, found), length: token.length, message };
  }
  // Placeholders: "unused in expressions: keys: {:v}", "attribute name: #n", "attribute value: :v".
  const placeholder = /(?:keys: \{([^,}]+)|attribute (?:name|value): ([#:][\w]+))/.exec(message);
  const name = placeholder?.[1] ?? placeholder?.[2];
  if (name) {
    const found = source.indexOf(name.trim());
    if (found >= 0) return { ...positionAt(source, found), message };
  }
  return undefined;
}

/** Where the parameter's value starts: after `"Param":` in JSON, after `--param-name` in a CLI command. */
function parameterStart(source: string, mode: 'json' | 'cli', parameter: string): number | undefined {
  const pattern =
    mode === 'json'
      ? new RegExp(`"${parameter}"\\s*:\\s*"`)
      : new RegExp(`--${parameter.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}\\s+['"]?`);
  const match = pattern.exec(source);
  return match ? match.index + match[0].length : undefined;
}

/**
 * Where to look for the token: DynamoDB's `near` is the text from the token before it, so when
 * `near` starts with the same text as the token (`token: "=", near: "= = :sk"`) the token is the
 * next occurrence inside `near`.
 */
function nearStart(source: string, detail: string, token: string, from: number): number {
  const near = /near: "((?:[^"\\]|\\.)*)"/.exec(detail)?.[1];
  if (!near) return from;
  const at = source.indexOf(near, from);
  if (at < 0) return from;
  return near.startsWith(token) && near.indexOf(token, token.length) >= 0 ? at + token.length : at;
}

/** The token a message names: `token: "x"`, or a reserved keyword. */
function tokenOf(detail: string): string | undefined {
  const token = /token: "((?:[^"\\]|\\.)*)"/.exec(detail)?.[1];
  if (token && token !== '<EOF>') return token;
  return /reserved keyword: (\w+)/.exec(detail)?.[1];
}

/** The token's first occurrence at or after `from` (words match whole, case-insensitively). */
function findToken(source: string, token: string, from: number): number {
  const escaped = token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(
    /^\w/.test(token) ? `\\b${escaped}\\b` : escaped,
    /^\w+$/.test(token) ? 'gi' : 'g',
  );
  pattern.lastIndex = from;
  return pattern.exec(source)?.index ?? -1;
}

function positionAt(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}
