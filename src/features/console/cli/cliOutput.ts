/**
 * What the AWS CLI prints for a result: `--query`, a JMESPath expression applied to it (the jmespath
 * library is the specification's reference implementation for JavaScript; the CLI uses the Python
 * one, so expressions mean the same and only parse-error wording differs), laid out as `--output`
 * asks — JSON, text (cliTextOutput.ts), table (cliTableOutput.ts) or YAML (cliYamlOutput.ts) — with
 * timestamps as the CLI v2 prints them and doubles as floats (cliDoubles.ts). For paged
 * commands JSON shows the pages merged (run/pagedCommand.ts) and text goes page by page, as in the CLI.
 */
import { compile, search } from 'jmespath';
import { CliCommandError } from './cliCommandError.ts';
import { holdsFloats, withCliDoubles, withFloatsFrom } from './cliDoubles.ts';
import { tableOutput } from './cliTableOutput.ts';
import { isJsonObject, PythonFloat } from './jsonValue.ts';
import { pythonFloat } from './pythonText.ts';
import { textOutput } from './cliTextOutput.ts';
import { yamlOutput, yamlStreamOutput } from './cliYamlOutput.ts';
import { withCliTimestamps } from './cliTimestamps.ts';
import { CliSyntaxError } from './shellWords.ts';

// The library exports compile (parse only) too; its type declarations name only search.
declare module 'jmespath' {
  export function compile(expression: string): unknown;
}

/** Checks the expression when the command is read, as the CLI does before sending anything. */
export function checkQuery(expression: string): string {
  try {
    compile(expression);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CliSyntaxError(`Bad value for --query ${expression}: ${reason}`);
  }
  return expression;
}

/**
 * What the CLI prints for a command's result, with its --query and --output: JSON (four-space
 * indents, as json.dumps(…, indent=4, ensure_ascii=False), `null` for nothing), text, or a table
 * titled with the operation. Undefined for plain JSON without --query, which the caller prints
 * (run/cliOutputLines.ts: nothing for an empty reply, as the CLI).
 */
export function printedOutput(
  command: { operation: string; query?: string; output?: string },
  result: unknown,
): string | undefined {
  if (command.query === undefined && (command.output ?? 'json') === 'json') return undefined;
  const selected = printable(result, command.query);
  if (command.output === 'text') return textOutput(selected);
  if (command.output === 'table') return tableOutput(command.operation, selected);
  if (command.output === 'yaml') return yamlOutput(selected ?? null);
  if (command.output === 'yaml-stream')
    return yamlStreamOutput(isEmptyObject(selected) ? [] : [selected ?? null]);
  return jsonText(selected ?? null);
}

type Searched = Parameters<typeof search>[0];

/** What a result prints as: timestamps as dates, doubles as floats, and what --query picks from it. */
function printable(result: unknown, query: string | undefined): unknown {
  const plain = withCliTimestamps(result);
  const typed = withCliDoubles(plain);
  if (query === undefined) return typed;
  const selected = applyQuery(plain as Searched, query);
  return typed === plain ? selected : withFloatsFrom(selected, search(typed as Searched, query));
}

function applyQuery(result: Searched, query: string) {
  try {
    return search(result, query);
  } catch (error) {
    throw new CliCommandError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * json.dumps(value, indent=4, ensure_ascii=False), as the CLI prints JSON: JSON.stringify's layout,
 * with floats as Python prints them (1.0). Only the arrays and objects that hold a float are laid
 * out here; JSON.stringify writes the rest (a Scan's items) at their depth.
 */
function jsonText(value: unknown, depth = 0): string {
  if (value instanceof PythonFloat) return pythonFloat(value.valueOf());
  if (!holdsFloats(value)) return nestedJson(value, depth);
  const inner = '    '.repeat(depth + 1);
  const lines = Array.isArray(value)
    ? value.map((element) => inner + jsonText(element, depth + 1))
    : Object.entries(value)
        .filter(([, member]) => member !== undefined)
        .map(([key, member]) => `${inner}${JSON.stringify(key)}: ${jsonText(member, depth + 1)}`);
  const [open, close] = Array.isArray(value) ? '[]' : '{}';
  // A float holder is never empty.
  return `${open}\n${lines.join(',\n')}\n${'    '.repeat(depth)}${close}`;
}

/**
 * JSON.stringify's text for a value `depth` levels in, its lines indented for that depth: written
 * inside `depth` one-element lists, whose lines are cut off (re-indenting the text would take
 * many times longer, for a Scan's thousands of lines). Each list adds `[`, a line break and its
 * indent before the value, and a line break, the indent of the level outside it and `]` after.
 */
function nestedJson(value: unknown, depth: number): string {
  let nested = value;
  for (let level = 0; level < depth; level++) nested = [nested];
  const text = JSON.stringify(nested, null, 4) ?? 'null';
  const before = 2 * depth + 2 * depth * (depth + 1);
  const after = 2 * depth + 2 * depth * (depth - 1);
  return text.slice(before, text.length - after);
}

const isEmptyObject = (value: unknown) => isJsonObject(value) && Object.keys(value).length === 0;

/** `--output yaml-stream` for a command the CLI paged through: each page as it arrives, --query applied. */
export function pagedYamlStreamOutput(
  query: string | undefined,
  pages: readonly Record<string, unknown>[],
): string {
  return yamlStreamOutput(pages.map((page) => printable(page, query) ?? null));
}

/**
 * `--output text` for a command the CLI paged through: the CLI formats each page as it arrives
 * (with --query applied to each), then the NextToken as its own block.
 */
export function pagedTextOutput(
  query: string | undefined,
  pages: readonly Record<string, unknown>[],
  nextToken: string | undefined,
): string {
  const blocks = nextToken === undefined ? [...pages] : [...pages, { NextToken: { NextToken: nextToken } }];
  return blocks
    .map((block) => textOutput(printable(block, query)))
    .filter((text) => text !== '')
    .join('\n');
}
