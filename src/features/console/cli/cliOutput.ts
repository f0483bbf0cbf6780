/**
 * What the AWS CLI prints for a result: `--query`, a JMESPath expression applied to it (the jmespath
 * library is the specification's reference implementation for JavaScript; the CLI uses the Python
 * one, so expressions mean the same and only parse-error wording differs), laid out as `--output`
 * asks — JSON, text (cliTextOutput.ts), table (cliTableOutput.ts) or YAML (cliYamlOutput.ts) — with
 * timestamps as the CLI v2 prints them. For paged
 * commands JSON shows the pages merged (run/pagedCommand.ts) and text goes page by page, as in the CLI.
 */
import { compile, search } from 'jmespath';
import { CliCommandError } from './cliCommandError.ts';
import { tableOutput } from './cliTableOutput.ts';
import { isJsonObject } from './jsonValue.ts';
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
  const printed = withCliTimestamps(result) as Parameters<typeof search>[0];
  const selected = command.query === undefined ? printed : applyQuery(printed, command.query);
  if (command.output === 'text') return textOutput(selected);
  if (command.output === 'table') return tableOutput(command.operation, selected);
  if (command.output === 'yaml') return yamlOutput(selected ?? null);
  if (command.output === 'yaml-stream')
    return yamlStreamOutput(isEmptyObject(selected) ? [] : [selected ?? null]);
  return JSON.stringify(selected ?? null, null, 4);
}

function applyQuery(result: Parameters<typeof search>[0], query: string) {
  try {
    return search(result, query);
  } catch (error) {
    throw new CliCommandError(error instanceof Error ? error.message : String(error));
  }
}

const isEmptyObject = (value: unknown) => isJsonObject(value) && Object.keys(value).length === 0;

/** `--output yaml-stream` for a command the CLI paged through: each page as it arrives, --query applied. */
export function pagedYamlStreamOutput(
  query: string | undefined,
  pages: readonly Record<string, unknown>[],
): string {
  return yamlStreamOutput(
    pages.map((page) => {
      const printed = withCliTimestamps(page) as Parameters<typeof search>[0];
      return (query === undefined ? printed : applyQuery(printed, query)) ?? null;
    }),
  );
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
    .map((block) => {
      const printed = withCliTimestamps(block) as Parameters<typeof search>[0];
      return textOutput(query === undefined ? printed : applyQuery(printed, query));
    })
    .filter((text) => text !== '')
    .join('\n');
}
