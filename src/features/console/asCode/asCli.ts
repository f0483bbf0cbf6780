/**
 * A request as the AWS CLI command that sends it, written as AWS's docs write them: one option per
 * line after a backslash, strings quoted only when the shell needs it, structures as JSON in single
 * quotes, flags as `--consistent-read` / `--no-consistent-read`, timestamps in ISO 8601. Option
 * names come from the console's own command tables, so what it writes its CLI mode reads back.
 */
import { binaryTexts } from '../cli/binaryFormat.ts';
import type { CommandSpec, OptionSpec } from '../cli/cliCommands.ts';
import { memberName } from '../cli/cliCommands.ts';
import { cliName } from '../cli/derivedCommands.ts';
import { commandTable } from '../cli/parseCli.ts';
import { jsonSyntax, layout, LINE_WIDTH } from './codeLayout.ts';
import { isoTimestamp, requestValue, type CodeValue } from './codeValue.ts';

const SERVICES = ['dynamodb', 'dynamodbstreams'] as const;
export const CONTINUATION_INDENT = '    ';

interface Command {
  service: (typeof SERVICES)[number];
  name: string;
  spec: CommandSpec;
}

function commandFor(operation: string): Command | undefined {
  for (const service of SERVICES) {
    for (const [name, spec] of Object.entries(commandTable(service))) {
      if (spec.operation === operation) return { service, name, spec };
    }
  }
  return undefined;
}

/** The `aws` command for the request; undefined for an operation the CLI has no command for. */
export function requestAsCli(operation: string, request: Record<string, unknown>): string | undefined {
  const command = commandFor(operation);
  if (!command) return undefined;
  const head = `aws ${command.service} ${command.name}`;
  const members = requestValue(operation, request).entries;
  // Laid out for a line of its own; a short command is then put back on one line.
  const options = members.map(([member, value]) => optionText(command.spec, member, value));
  // Binary values are written in base64, as the CLI v2 reads them by default. Saying so keeps the
  // command right under any configured format, and makes the CLI v1 — which would store the base64
  // text itself, silently — refuse it as an unknown option instead.
  if (binaryTexts(request).length > 0) options.push('--cli-binary-format base64');
  const oneLine = [head, ...options].join(' ');
  if (oneLine.length <= LINE_WIDTH && !oneLine.includes('\n')) return oneLine;
  return [head, ...options].join(` \\\n${CONTINUATION_INDENT}`);
}

function optionFor(spec: CommandSpec, member: string): [string, OptionSpec | undefined] {
  for (const [option, optionSpec] of Object.entries(spec.options)) {
    if (memberName(option, optionSpec) === member) return [option, optionSpec];
  }
  return [cliName(member), undefined];
}

/** `--name value` (or a bare flag), JSON values laid out for a continuation line of their own. */
function optionText(spec: CommandSpec, member: string, value: CodeValue): string {
  const [option, optionSpec] = optionFor(spec, member);
  const kind = optionSpec?.kind;
  if (value.kind === 'boolean' && (kind === 'boolean' || kind === undefined))
    return value.value ? `--${option}` : `--no-${option}`;
  // argparse takes a word starting with '-' for an option of its own: such a value goes after '='.
  if (value.kind === 'string')
    return `--${option}${value.value.startsWith('-') ? '=' : ' '}${shellWord(value.value)}`;
  if (value.kind === 'number') return `--${option} ${value.value}`;
  if (value.kind === 'timestamp') return `--${option} ${isoTimestamp(value.seconds)}`;
  if (kind === 'strings' && value.kind === 'list' && value.items.every((item) => item.kind === 'string'))
    return `--${option} ${value.items.map((item) => shellWord(item.value)).join(' ')}`;
  const lead = `--${option} '`;
  const json = layout(value, jsonSyntax, CONTINUATION_INDENT.length + lead.length, 1, 1);
  return `${lead}${json.replaceAll("'", `'\\''`)}'`;
}

/**
 * A word the shell passes on unchanged: bare when it holds nothing special, in double quotes when
 * nothing in it expands there (how AWS's docs quote expressions), in single quotes otherwise.
 */
export function shellWord(text: string): string {
  if (/^[\w@%+=:,./-]+$/.test(text)) return text;
  if (!/[$`\\"!]/.test(text)) return `"${text}"`;
  return `'${text.replaceAll("'", `'\\''`)}'`;
}
