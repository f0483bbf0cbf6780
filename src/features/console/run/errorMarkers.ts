/**
 * Where in the editor an engine error points. The engine gives expression and PartiQL errors an exact
 * position (offsets into the expression or statement, beside the wire reply): positionMarker maps it
 * through the JSON string, shell word or JavaScript string the value is written in. For errors
 * without one (an unused placeholder …) errorMarker reads DynamoDB's message, which names the
 * parameter and usually the token (`Invalid KeyConditionExpression: Syntax error; token: ":pk2",
 * near: "= :pk2"`), and finds them in the learner's text.
 */
import type { WireError } from '../../../client/engineClient.ts';
import type { ConsoleMode } from '../../../state/consoleSlice.ts';
import { markerBetween, positionAt, type EditorMarker } from '../editor/editorMarker.ts';
import { cliOptionValues, jsonMembers, verbatimOccurrences, type ValueInSource } from './sourceSpans.ts';

/**
 * The marker for an error with a position. `request` is the JSON body that was sent; in PartiQL mode
 * `statementOffset` is where the statement starts in the editor.
 */
export function positionMarker(
  source: string,
  mode: ConsoleMode,
  error: WireError,
  request: string,
  statementOffset = 0,
): EditorMarker | undefined {
  const position = error.position;
  if (!position) return undefined;
  if (mode === 'partiql') {
    return markerBetween(
      source,
      statementOffset + position.start,
      statementOffset + position.end,
      error.message,
    );
  }
  const sent = membersNamed(parse(request), position.kind);
  const candidates: ValueInSource[] =
    mode === 'json'
      ? jsonMembers(source, position.kind)
      : mode === 'cli'
        ? cliOptionValues(source, kebabCase(position.kind))
        : sent.flatMap((value) => verbatimOccurrences(source, value));
  const written =
    candidates.find(
      (candidate) => sent.includes(candidate.value) && candidate.value.length >= position.end,
    ) ?? candidates.find((candidate) => candidate.value.length >= position.end);
  if (!written) return undefined;
  const start = written.offsets[position.start];
  const end = written.offsets[Math.min(position.end, written.value.length)];
  return markerBetween(source, start, end, error.message);
}

/** Every string value of a member called `name`, at any depth (transactions nest them). */
function membersNamed(value: unknown, name: string): string[] {
  if (value === null || typeof value !== 'object') return [];
  const found: string[] = [];
  for (const [key, member] of Object.entries(value)) {
    if (key === name && typeof member === 'string') found.push(member);
    else found.push(...membersNamed(member, name));
  }
  return found;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function kebabCase(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
}

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
      : new RegExp(`--${kebabCase(parameter)}\\s+['"]?`);
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
