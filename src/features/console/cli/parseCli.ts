/**
 * AWS CLI syntax → DynamoDB requests: `aws dynamodb query --table-name app --key-condition-expression
 * "PK = :pk" --expression-attribute-values '{":pk":{"S":"CUSTOMER#42"}}'` becomes the Query
 * operation with its JSON body (and `aws dynamodbstreams …` a DynamoDB Streams request). Messages
 * follow the CLI's own wording where it has one.
 */
import { DYNAMODB_TARGET_PREFIX } from '../../../client/calls.ts';
import { STREAMS_TARGET_PREFIX } from '../../../client/streamCalls.ts';
import { cliCommands, IGNORED_GLOBAL_OPTIONS, memberName, type CommandSpec } from './cliCommands.ts';
import { CLI_PAGINATORS, MANUAL_PAGING_OPTIONS, pagingOptions, type PagingOptions } from './cliPaging.ts';
import { binaryFormat, encodeRawBinaries, type BinaryFormat } from './binaryFormat.ts';
import { applyGrep, parseGrep, type GrepFilter } from './cliGrep.ts';
import { checkQuery } from './cliOutput.ts';
import { commandHelp, serviceHelp, WAITERS_HELP } from './cliHelp.ts';
import { checkSkeletonChoice, inputSkeleton } from './cliSkeleton.ts';
import { derivedCommands } from './derivedCommands.ts';
import { CLI_WAITERS } from './cliWaiters.ts';
import { looksLikeOption, optionValue, parseJson, single } from './optionValues.ts';
import { streamsCommands } from './streamsCommands.ts';
import { ShellFiles } from './shellFiles.ts';
import { CliSyntaxError, splitCommands, type ShellCommand } from './shellWords.ts';
import { takeRegion } from './cliRegion.ts';

export { CliSyntaxError } from './shellWords.ts';
const DYNAMODB_COMMANDS = { ...cliCommands, ...derivedCommands };

/** A service's commands as the CLI knows them: the console's own, and for DynamoDB the rest of the model's. */
export function commandTable(service: string): Readonly<Record<string, CommandSpec>> {
  return service === 'dynamodb' ? DYNAMODB_COMMANDS : streamsCommands;
}

export interface CliRequest {
  /** The CLI command, e.g. `query` (`wait` for waiters). */
  command: string;
  /** `aws dynamodb wait <waiter>`: the waiter, as the CLI names it (cli/cliWaiters.ts). */
  waiter?: string;
  /** The operation, e.g. `Query`. */
  operation: string;
  /** The X-Amz-Target prefix of its service: DynamoDB's, or DynamoDB Streams' for `aws dynamodbstreams`. */
  targetPrefix: string;
  request: Record<string, unknown>;
  /** `--query`: the JMESPath expression whose result the command prints (cli/cliOutput.ts). */
  query?: string;
  /** `--output`: how the command prints (json when absent). */
  output?: CliOutput;
  /** Set when the CLI would page through the results itself (cli/cliPaging.ts). */
  paging?: PagingOptions;
  /** `--region`: the Region the command is signed for (cli/cliRegion.ts). */
  region?: string;
  /** 1-based line where the command starts. */
  line: number;
  /** `| grep …`: the lines of the printed output to keep. */
  grep?: GrepFilter;
  /**
   * What to print instead of sending anything: the help of `aws dynamodb help` and
   * `aws dynamodb <command> help`, or the template of `--generate-cli-skeleton`.
   */
  printed?: string;
}

/** Every command in the text, in order. Throws CliSyntaxError with a message for the learner. */
export function parseCliText(text: string): CliRequest[] {
  const files = new ShellFiles();
  const requests: CliRequest[] = [];
  for (const command of splitCommands(text)) {
    if (files.run(command)) continue;
    const grep = command.pipe && pipedInto(command.pipe, command.line);
    const { region, args } = takeRegion(command.words, command.line);
    const parsed = parseCommand({ ...command, words: args }, files);
    const request = region === undefined || parsed.printed !== undefined ? parsed : { ...parsed, region };
    if (!grep) requests.push(request);
    else if (request.printed === undefined) requests.push({ ...request, grep });
    else requests.push({ ...request, printed: applyGrep(request.printed, grep) });
  }
  if (requests.length === 0) throw new CliSyntaxError('Write a command, e.g. aws dynamodb list-tables');
  return requests;
}

/** What a command's output is piped into: grep (cliGrep.ts). */
function pipedInto(words: string[], line: number): GrepFilter {
  try {
    return parseGrep(words);
  } catch (error) {
    if (error instanceof CliSyntaxError) throw new CliSyntaxError(error.reason, line);
    throw error;
  }
}

function parseCommand({ words, line }: ShellCommand, files: ShellFiles): CliRequest {
  const fail = (message: string): never => {
    throw new CliSyntaxError(message, line);
  };
  if (words[0] !== 'aws') fail('commands start with "aws dynamodb", e.g. aws dynamodb list-tables');
  const service = words[1];
  if (service !== 'dynamodb' && service !== 'dynamodbstreams') {
    fail(
      service
        ? `the console runs DynamoDB commands ("aws dynamodb …", "aws dynamodbstreams …"), not "aws ${service}".`
        : 'aws: error: the following arguments are required: command',
    );
  }
  const command = words[2];
  if (command === undefined || command.startsWith('--'))
    fail('aws: error: the following arguments are required: operation');
  const targetPrefix = service === 'dynamodb' ? DYNAMODB_TARGET_PREFIX : STREAMS_TARGET_PREFIX;
  const commands = commandTable(service);
  const print = (text: string): CliRequest => ({
    command: command as string,
    operation: '',
    targetPrefix,
    request: {},
    line,
    printed: text,
  });
  if (command === 'help') {
    const runs = service === 'dynamodb' ? [...Object.keys(cliCommands), 'wait'] : Object.keys(commands);
    return print(serviceHelp(service, runs, service === 'dynamodb' ? Object.keys(derivedCommands) : []));
  }
  if (command === 'wait' && service === 'dynamodb') {
    const waiter = words[3];
    if (waiter === 'help') return print(WAITERS_HELP);
    const spec = waiter !== undefined && Object.hasOwn(CLI_WAITERS, waiter) ? CLI_WAITERS[waiter] : undefined;
    if (!spec) {
      fail(
        `aws: error: argument wait_name: Invalid choice: '${waiter ?? ''}'. Valid choices are: ${Object.keys(CLI_WAITERS).join(', ')}`,
      );
    }
    const { operation, options } = spec as (typeof CLI_WAITERS)[string];
    try {
      // A waiter prints nothing, so its --query is read (and checked) but has nothing to apply to.
      const { request, skeleton } = readOptions('wait', { operation, options }, words.slice(4), files);
      if (skeleton !== undefined) return print(skeleton);
      return { command: 'wait', waiter, operation, targetPrefix, request, line };
    } catch (error) {
      if (error instanceof CliSyntaxError) fail(error.reason);
      throw error;
    }
  }
  const spec = Object.hasOwn(commands, command as string) ? commands[command as string] : undefined;
  if (!spec) {
    const choices = [...Object.keys(commands), ...(service === 'dynamodb' ? ['wait'] : [])].sort().join(', ');
    return fail(
      `aws: error: argument operation: Invalid choice: '${command}'. Valid choices are: ${choices}`,
    );
  }
  if (words[3] === 'help') return print(commandHelp(service, command as string, spec));
  try {
    const { request, query, output, paging, skeleton } = readOptions(
      command as string,
      spec,
      words.slice(3),
      files,
    );
    if (skeleton !== undefined) return print(skeleton);
    const operation = spec.operation;
    return { command: command as string, operation, targetPrefix, request, query, output, paging, line };
  } catch (error) {
    if (error instanceof CliSyntaxError) fail(error.reason);
    throw error;
  }
}

/** The CLI's output formats (yaml and yaml-stream are the CLI v2's). */
export type CliOutput = 'json' | 'text' | 'table' | 'yaml' | 'yaml-stream';
export const OUTPUT_FORMATS: readonly CliOutput[] = ['json', 'text', 'table', 'yaml', 'yaml-stream'];

function outputFormat(value: string): CliOutput {
  if ((OUTPUT_FORMATS as readonly string[]).includes(value)) return value as CliOutput;
  throw new CliSyntaxError(
    `aws: error: argument --output: Invalid choice, valid choices are: ${OUTPUT_FORMATS.join(' | ')}`,
  );
}

/** The paging options, as given: they only mean something while the CLI pages. */
const PAGING_OPTIONS = new Set(['max-items', 'page-size', 'starting-token']);

function readOptions(
  command: string,
  spec: CommandSpec,
  args: string[],
  files: ShellFiles,
): {
  request: Record<string, unknown>;
  query?: string;
  output?: CliOutput;
  paging?: PagingOptions;
  /** `--generate-cli-skeleton`: the template to print; the command is not sent. */
  skeleton?: string;
} {
  let request: Record<string, unknown> = {};
  let skeleton = false;
  let query: string | undefined;
  let output: CliOutput | undefined;
  let binaries: BinaryFormat = 'base64';
  const paginator = Object.hasOwn(CLI_PAGINATORS, command) ? CLI_PAGINATORS[command] : undefined;
  const pagingArgs = new Map<string, string>();
  let noPaginate = false;
  const seen = new Set<string>();
  const unknown: string[] = [];
  for (let i = 0; i < args.length;) {
    const word = args[i++];
    if (!word.startsWith('--')) {
      unknown.push(word);
      continue;
    }
    // `--name=value`, as argparse reads it: that one value, and the words after it are not the option's.
    const equals = word.indexOf('=');
    const explicit = equals > 2 ? word.slice(equals + 1) : undefined;
    const arg = explicit === undefined ? word : word.slice(0, equals);
    const name = arg.slice(2);
    const values: string[] = explicit === undefined ? [] : [explicit];
    const following = explicit === undefined ? values : unknown;
    while (i < args.length && !looksLikeOption(args[i])) following.push(args[i++]);
    const flag = () => {
      if (explicit !== undefined)
        throw new CliSyntaxError(`aws: error: argument ${arg}: ignored explicit argument '${explicit}'`);
    };

    if (name === 'cli-input-json') {
      request = { ...parseJson(files.read(arg, single(arg, values)), arg), ...request };
      continue;
    }
    if (name === 'query') {
      query = checkQuery(single(arg, values));
      continue;
    }
    if (name === 'output') {
      output = outputFormat(single(arg, values));
      continue;
    }
    if (name === 'cli-binary-format') {
      binaries = binaryFormat(single(arg, values));
      continue;
    }
    if (name === 'generate-cli-skeleton') {
      checkSkeletonChoice(values[0] ?? 'input');
      skeleton = true;
      unknown.push(...values.slice(1));
      continue;
    }
    if (name === 'no-paginate') {
      flag();
      noPaginate = true;
      unknown.push(...values);
      continue;
    }
    if (Object.hasOwn(IGNORED_GLOBAL_OPTIONS, name)) {
      if (IGNORED_GLOBAL_OPTIONS[name] === 'value') single(arg, values);
      else flag();
      continue;
    }
    if (paginator && PAGING_OPTIONS.has(name)) {
      if (pagingArgs.has(name)) throw new CliSyntaxError(`aws: error: argument ${arg}: given more than once`);
      pagingArgs.set(name, single(arg, values));
      continue;
    }
    const negated = name.startsWith('no-') ? name.slice(3) : undefined;
    const option = Object.hasOwn(spec.options, name) ? spec.options[name] : undefined;
    const negatedOption =
      negated !== undefined && Object.hasOwn(spec.options, negated) ? spec.options[negated] : undefined;
    if (negatedOption?.kind === 'boolean') {
      flag();
      request[memberName(negated as string, negatedOption)] = false;
      seen.add(negated as string);
      continue;
    }
    if (!option) {
      unknown.push(arg, ...values);
      continue;
    }
    if (seen.has(name)) throw new CliSyntaxError(`aws: error: argument ${arg}: given more than once`);
    seen.add(name);
    if (option.kind === 'boolean') flag();
    // As the CLI does, a parameter given as one file:// word takes the file's text instead.
    if (values.length === 1) values[0] = files.read(arg, values[0]);
    const { value, extra } = optionValue(option, arg, values);
    unknown.push(...extra);
    request[memberName(name, option)] = value;
  }
  if (unknown.length > 0) throw new CliSyntaxError(`Unknown options: ${unknown.join(', ')}`);
  // The CLI prints the template without requiring the command's required options.
  if (skeleton) return { request, skeleton: inputSkeleton(spec.operation) };
  if (binaries === 'raw-in-base64-out') request = encodeRawBinaries(request);
  const missing = Object.entries(spec.options)
    .filter(
      ([name, option]) =>
        option.required && !seen.has(name) && !Object.hasOwn(request, memberName(name, option)),
    )
    .map(([name]) => `--${name}`);
  if (missing.length > 0)
    throw new CliSyntaxError(`aws: error: the following arguments are required: ${missing.join(', ')}`);
  if (!paginator) return { request, query, output };
  const manual = MANUAL_PAGING_OPTIONS[command].find((name) => seen.has(name));
  if (noPaginate || manual !== undefined) {
    const given = [...pagingArgs.keys()];
    if (given.length > 0) {
      const why = noPaginate ? '--no-paginate' : `--${manual}`;
      throw new CliSyntaxError(
        `--${given[0]} only works while the CLI pages for you, and ${why} turned that off (the CLI would refuse the command too).`,
      );
    }
    return { request, query, output };
  }
  return { request, query, output, paging: pagingOptions(command, pagingArgs) };
}
