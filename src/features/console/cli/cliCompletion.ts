/**
 * Completion for the console's AWS CLI mode: what may come next where the cursor is, from the same
 * tables the console reads commands with — the services, their commands (with the operation each
 * sends), a waiter's names, a command's options not yet given (required ones first, flags with
 * their `--no-` twin, then the CLI's global and paging options), and the values an option takes:
 * an enum's values, `--output` formats, and what the command and the sandbox's tables suggest
 * (valueTemplates.ts: tables, indexes, streams, the named table's key, the expressions' placeholders),
 * inside a shorthand value its members and their values (shorthandCompletion.ts), and after
 * `file://` the files the text above writes.
 */
import { memberName, type CommandSpec, type OptionSpec } from './cliCommands.ts';
import { enumValues } from './cliEnums.ts';
import { exportImportValues } from './exportImportValues.ts';
import { CLI_PAGINATORS } from './cliPaging.ts';
import { CLI_WAITERS } from './cliWaiters.ts';
import { s3Completions } from './s3Completion.ts';
import { shorthandCompletions } from './shorthandCompletion.ts';
import { ShellFiles } from './shellFiles.ts';
import { splitCommands } from './shellWords.ts';
import { templateValues } from './valueTemplates.ts';
import { commandTable, OUTPUT_FORMATS } from './parseCli.ts';
import { wordStart, type CompletionTables, type EditorCompletions } from '../editorCompletion.ts';

type CliCompletion = EditorCompletions['items'][number];

const SERVICES: CliCompletion[] = [
  { label: 'dynamodb', kind: 'service', detail: 'Amazon DynamoDB' },
  { label: 'dynamodbstreams', kind: 'service', detail: 'DynamoDB Streams: shards and records' },
  { label: 's3', kind: 'service', detail: 'the sandbox’s S3: what exports write, what imports read' },
];

const GLOBAL_OPTIONS: Readonly<Record<string, string>> = {
  'cli-input-json': 'the whole request as JSON',
  'generate-cli-skeleton': 'print the request’s template instead of sending it',
  query: 'JMESPath: what to print',
  output: 'json, text, table, yaml or yaml-stream',
  'cli-binary-format': 'base64 or raw-in-base64-out',
};

const PAGING_OPTIONS: Readonly<Record<string, string>> = {
  'starting-token': 'NextToken of an earlier page',
  'page-size': 'items per request',
  'max-items': 'items in all',
  'no-paginate': 'one request only',
};

/** What a value-taking global option offers. */
const GLOBAL_VALUES: Readonly<Record<string, readonly string[]>> = {
  output: OUTPUT_FORMATS,
  'generate-cli-skeleton': ['input'],
  'cli-binary-format': ['base64', 'raw-in-base64-out'],
};

/** The completions at the end of `textBeforeCursor` (the editor's text up to the cursor). */
export function cliCompletions(textBeforeCursor: string, tables: CompletionTables): EditorCompletions {
  const from = wordStart(textBeforeCursor, (char) => !/\s/.test(char));
  const partial = textBeforeCursor.slice(from);
  const command = currentCommand(textBeforeCursor);
  // Inside a quoted value (an expression, JSON) there is nothing to complete.
  if (insideQuotes(command)) return { from, items: [] };
  const fileScheme = /^fileb?:\/\//.exec(partial)?.[0];
  if (fileScheme) {
    const above = textBeforeCursor.slice(0, textBeforeCursor.length - command.length);
    return { from, items: filesWritten(above).map((name) => fileCompletion(fileScheme, name)) };
  }
  const words = command
    .slice(0, command.length - partial.length)
    .split(/\s+/)
    .filter(Boolean);
  // After a pipe comes grep's pattern (or gunzip): nothing to offer.
  if (words.includes('|')) return { from, items: [] };
  const inShorthand = shorthandAt(words, partial, tables);
  if (inShorthand) return { from: from + inShorthand.from, items: inShorthand.items };
  return { from, items: completions(words, partial, tables) };
}

/**
 * Inside an option's shorthand value (shorthandCompletion.ts): the word right after a structure or
 * list option, or a later word of a list option. Not where the option's own values (an enum, the
 * sandbox's tables, a key to fill in) are offered, nor where the word may start the next option.
 */
function shorthandAt(words: string[], partial: string, tables: CompletionTables) {
  const command = commandOf(words);
  if (!command || partial.startsWith('-')) return undefined;
  const { spec, given } = command;
  let at = given.length - 1;
  while (at >= 0 && !given[at].startsWith('--')) at--;
  const name = given[at]?.slice(2);
  if (name === undefined || !Object.hasOwn(spec.options, name)) return undefined;
  const option = spec.options[name];
  if (at === given.length - 1) {
    if (option.kind !== 'structure' && option.kind !== 'list') return undefined;
    if ((optionValues(name, spec, tables, given) ?? []).length > 0) return undefined;
  } else if (option.kind !== 'list' || partial === '') return undefined;
  return shorthandCompletions(spec.operation, memberName(name, option), partial);
}

/** The command (or waiter) the words name, with the words given after its name. */
function commandOf(words: string[]): { spec: CommandSpec; given: string[] } | undefined {
  const service = words[1];
  if (words[0] !== 'aws' || (service !== 'dynamodb' && service !== 'dynamodbstreams')) return undefined;
  const commands = commandTable(service);
  const command = words[2];
  if (command === 'wait' && service === 'dynamodb') {
    const waiter = words[3];
    if (waiter === undefined || !Object.hasOwn(CLI_WAITERS, waiter)) return undefined;
    return { spec: CLI_WAITERS[waiter], given: words.slice(4) };
  }
  if (command === undefined || !Object.hasOwn(commands, command)) return undefined;
  return { spec: commands[command], given: words.slice(3) };
}

/** The files the commands above write (shellFiles.ts); none when that text does not read as commands. */
function filesWritten(text: string): string[] {
  const files = new ShellFiles();
  try {
    for (const command of splitCommands(text)) {
      try {
        files.run(command);
      } catch {
        // A command that writes no file.
      }
    }
  } catch {
    return [];
  }
  return files.names();
}

const fileCompletion = (scheme: string, name: string): CliCompletion => ({
  label: `${scheme}${name}`,
  kind: 'value',
  detail: 'written above',
});

/** Whether the text ends inside '…' or "…", as the shell reads quotes and backslashes. */
function insideQuotes(text: string): boolean {
  let quote: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quote === "'") {
      if (char === "'") quote = undefined;
    } else if (char === '\\') i++;
    else if (quote === '"') {
      if (char === '"') quote = undefined;
    } else if (char === "'" || char === '"') quote = char;
  }
  return quote !== undefined;
}

/** The command the cursor is in: from the start of its line, with `\` continuations joined. */
function currentCommand(text: string): string {
  const lines = text.split('\n');
  let start = lines.length - 1;
  while (start > 0 && lines[start - 1].trimEnd().endsWith('\\')) start--;
  return lines
    .slice(start)
    .map((line) => line.replace(/\\\s*$/, ' '))
    .join(' ');
}

function completions(words: string[], partial: string, tables: CompletionTables): CliCompletion[] {
  if (words.length === 0) return [{ label: 'aws', kind: 'command', detail: 'the AWS CLI' }];
  if (words[0] !== 'aws') return [];
  const service = words[1];
  if (service === undefined) return SERVICES;
  if (service === 's3') return s3Completions(words, partial);
  if (service !== 'dynamodb' && service !== 'dynamodbstreams') return [];
  const commands = commandTable(service);
  const command = words[2];
  if (command === undefined) return commandNames(service, commands);
  if (command === 'wait' && service === 'dynamodb' && words[3] === undefined) {
    return Object.entries(CLI_WAITERS).map(([name, w]) => ({
      label: name,
      kind: 'command',
      detail: `until ${w.until}`,
    }));
  }
  const found = commandOf(words);
  if (!found) return [];
  const { spec, given } = found;
  const previous = given[given.length - 1];
  if (previous?.startsWith('--') && !partial.startsWith('-')) {
    const values = optionValues(previous.slice(2), spec, tables, given);
    if (values) return values;
  }
  return partial === '' || partial.startsWith('-') ? optionNames(command, spec, given) : [];
}

function commandNames(service: string, commands: Readonly<Record<string, CommandSpec>>): CliCompletion[] {
  const items: CliCompletion[] = Object.entries(commands).map(([name, spec]) => ({
    label: name,
    kind: 'command',
    detail: spec.operation,
  }));
  if (service === 'dynamodb')
    items.push({ label: 'wait', kind: 'command', detail: 'until a status is reached' });
  items.push({ label: 'help', kind: 'command', detail: 'the commands' });
  return items;
}

/** The values of the option just written; undefined when it takes no value (a flag) or is unknown. */
function optionValues(
  option: string,
  spec: CommandSpec,
  tables: CompletionTables,
  given: readonly string[],
): CliCompletion[] | undefined {
  const value = (label: string, detail: string): CliCompletion => ({ label, kind: 'value', detail });
  if (Object.hasOwn(GLOBAL_VALUES, option))
    return GLOBAL_VALUES[option].map((label) => value(label, `--${option}`));
  if (Object.hasOwn(GLOBAL_OPTIONS, option) || Object.hasOwn(PAGING_OPTIONS, option)) {
    return option === 'no-paginate' ? undefined : [];
  }
  if (!Object.hasOwn(spec.options, option)) return undefined;
  const optionSpec = spec.options[option];
  if (optionSpec.kind === 'boolean') return undefined;
  const member = memberName(option, optionSpec);
  return (
    templateValues(member, given, tables, spec.operation) ??
    exportImportValues(member, tables) ??
    enumValues(member).map((label) => value(label, member))
  );
}
function optionNames(command: string, spec: CommandSpec, given: readonly string[]): CliCompletion[] {
  const used = new Set(given.filter((word) => word.startsWith('--')).map((word) => word.slice(2)));
  const items: CliCompletion[] = [];
  const entries = Object.entries(spec.options);
  // Required options first, as the CLI's synopsis lists them.
  entries.sort(([, a], [, b]) => Number(b.required ?? false) - Number(a.required ?? false));
  for (const [name, option] of entries) {
    if (used.has(name) || used.has(`no-${name}`)) continue;
    items.push({ label: `--${name}`, kind: 'option', detail: optionDetail(option) });
    if (option.kind === 'boolean') items.push({ label: `--no-${name}`, kind: 'option', detail: 'flag' });
  }
  const global = { ...GLOBAL_OPTIONS, ...(Object.hasOwn(CLI_PAGINATORS, command) ? PAGING_OPTIONS : {}) };
  for (const [name, detail] of Object.entries(global)) {
    if (!used.has(name)) items.push({ label: `--${name}`, kind: 'option', detail });
  }
  return items;
}

function optionDetail(option: OptionSpec): string {
  const kind = option.kind === 'boolean' ? 'flag' : option.kind;
  return option.required ? `required · ${kind}` : kind;
}
