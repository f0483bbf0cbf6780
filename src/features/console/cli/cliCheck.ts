/**
 * What the AWS CLI would refuse in the console's text before sending anything — a syntax mistake
 * (shell quoting, shorthand, an unknown option, a bad --query) or botocore's parameter validation —
 * found as the learner types, each placed on the option it is about.
 */
import { markerBetween, type EditorMarker } from '../editor/editorMarker.ts';
import { parameterErrors } from './paramValidation.ts';
import { CliSyntaxError, parseCliText } from './parseCli.ts';
import { DYNAMODB_TARGET_PREFIX } from '../../../client/calls.ts';

export function cliCheck(source: string): EditorMarker[] {
  let commands;
  try {
    commands = parseCliText(source);
  } catch (error) {
    if (!(error instanceof CliSyntaxError)) throw error;
    const match = /^Line (\d+): /.exec(error.message);
    const line = match ? Number(match[1]) : 1;
    const option = /parameter '(--[a-z0-9-]+)'|argument (--[a-z0-9-]+)/.exec(error.message);
    const message = match ? error.message.slice(match[0].length) : error.message;
    return [optionMarker(source, line, option?.[1] ?? option?.[2], message)];
  }
  const markers: EditorMarker[] = [];
  for (const command of commands) {
    if (command.help !== undefined || command.waiter || command.targetPrefix !== DYNAMODB_TARGET_PREFIX)
      continue;
    for (const problem of parameterErrors(command.operation, command.request)) {
      const member = /parameter (?:in )?([A-Za-z]+)/.exec(problem)?.[1];
      const option = member && member !== 'input' ? `--${kebab(member)}` : undefined;
      markers.push(optionMarker(source, command.line, option, `Parameter validation failed: ${problem}`));
    }
  }
  return markers;
}

/** `KeyConditionExpression` → `key-condition-expression`, as the CLI names options. */
function kebab(member: string): string {
  return member
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
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
    const pattern = new RegExp(`${option.replace(/[-]/g, '\\-')}(?![a-z0-9-])`);
    const found = pattern.exec(source.slice(lineStart));
    if (found) {
      const start = lineStart + found.index;
      return markerBetween(source, start, start + option.length, message);
    }
  }
  return { line, column: 1, message };
}
