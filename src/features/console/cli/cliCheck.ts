/**
 * What the AWS CLI would refuse in the console's text before sending anything — a syntax mistake
 * (shell quoting, shorthand, an unknown option, a bad --query) or botocore's parameter validation —
 * found as the learner types, each placed on the option it is about.
 */
import { DYNAMODB_TARGET_PREFIX } from '../../../client/calls.ts';
import { markerBetween, type EditorMarker } from '../editor/editorMarker.ts';
import { memberName, type CommandSpec } from './cliCommands.ts';
import { parameterErrors } from './paramValidation.ts';
import { CliSyntaxError, commandTable, parseCliText } from './parseCli.ts';

export function cliCheck(source: string): EditorMarker[] {
  let commands;
  try {
    commands = parseCliText(source);
  } catch (error) {
    if (!(error instanceof CliSyntaxError)) throw error;
    const option = /parameter '(--[a-z0-9-]+)'|argument (--[a-z0-9-]+)/.exec(error.reason);
    return [optionMarker(source, error.line ?? 1, option?.[1] ?? option?.[2], error.reason)];
  }
  const markers: EditorMarker[] = [];
  for (const command of commands) {
    if (command.printed !== undefined || command.waiter) continue;
    const table = commandTable(
      command.targetPrefix === DYNAMODB_TARGET_PREFIX ? 'dynamodb' : 'dynamodbstreams',
    );
    for (const problem of parameterErrors(command.operation, command.request)) {
      const member = /parameter (?:in )?([A-Za-z]+)/.exec(problem)?.[1];
      const option = member === undefined ? undefined : optionFor(table, command.command, member);
      markers.push(optionMarker(source, command.line, option, `Parameter validation failed: ${problem}`));
    }
  }
  return markers;
}

/** The command's option that sets a request member (`Item` → `--item`), as the command names it. */
function optionFor(
  table: Readonly<Record<string, CommandSpec>>,
  command: string,
  member: string,
): string | undefined {
  const options = Object.hasOwn(table, command) ? table[command].options : {};
  const name = Object.keys(options).find((option) => memberName(option, options[option]) === member);
  return name && `--${name}`;
}

/** A marker on `--option` in the command starting at `line`, or on that whole line. */
function optionMarker(
  source: string,
  line: number,
  option: string | undefined,
  message: string,
): EditorMarker {
  const lineStart = source
    .split('\n')
    .slice(0, line - 1)
    .reduce((offset, text) => offset + text.length + 1, 0);
  if (option) {
    const found = new RegExp(`${option}(?![a-z0-9-])`).exec(source.slice(lineStart));
    if (found) {
      const start = lineStart + found.index;
      return markerBetween(source, start, start + option.length, message);
    }
  }
  return { line, column: 1, message };
}
