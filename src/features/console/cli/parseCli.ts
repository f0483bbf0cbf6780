/**
 * AWS CLI syntax → DynamoDB requests: `aws dynamodb query --table-name app --key-condition-expression
 * "PK = :pk" --expression-attribute-values '{":pk":{"S":"CUSTOMER#42"}}'` becomes the Query
 * operation with its JSON body (and `aws dynamodbstreams …` a DynamoDB Streams request). Messages
 * follow the CLI's own wording where it has one.
 */
import { DYNAMODB_TARGET_PREFIX } from '../../../client/calls.ts';
import { STREAMS_TARGET_PREFIX } from '../../../client/streamCalls.ts';
import { cliCommands, type CommandSpec } from './cliCommands.ts';
import type { PagingOptions } from './cliPaging.ts';
import { applyGrep, parseGrep, type GrepFilter } from './cliGrep.ts';
import { commandHelp, serviceHelp, WAITERS_HELP } from './cliHelp.ts';
import { readOptions, type CliOutput } from './commandOptions.ts';
import { derivedCommands } from './derivedCommands.ts';
import { CLI_WAITERS } from './cliWaiters.ts';
import { streamsCommands } from './streamsCommands.ts';
import { parseS3Command, type S3Command } from './s3Command.ts';
import { ShellFiles } from './shellFiles.ts';
import { CliSyntaxError, splitCommands, type ShellCommand } from './shellWords.ts';
import { takeRegion } from './cliRegion.ts';
import { maybeYouMeant } from './closeMatches.ts';

export { CliSyntaxError } from './shellWords.ts';
export { OUTPUT_FORMATS, type CliOutput } from './commandOptions.ts';
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
  /** `aws s3 …`: a command on the sandbox's S3, run by run/runS3Command.ts (no operation of its own). */
  s3?: S3Command;
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
    const { region, args } = takeRegion(command.words, command.line);
    // The sandbox's S3 is the account's, in every Region: --region changes nothing for it.
    if (args[0] === 'aws' && args[1] === 's3') {
      requests.push(s3Request(args, command, files));
      continue;
    }
    const grep = command.pipe && pipedInto(command.pipe, command.line);
    const parsed = parseCommand({ ...command, words: args }, files);
    const request = region === undefined || parsed.printed !== undefined ? parsed : { ...parsed, region };
    if (!grep) requests.push(request);
    else if (request.printed === undefined) requests.push({ ...request, grep });
    else requests.push({ ...request, printed: applyGrep(request.printed, grep) });
  }
  if (requests.length === 0) throw new CliSyntaxError('Write a command, e.g. aws dynamodb list-tables');
  return requests;
}

/** `aws s3 …`, which reads its own pipe (gunzip or grep): s3Command.ts. */
function s3Request(args: string[], { line, pipe }: ShellCommand, files: ShellFiles): CliRequest {
  const base = { command: args[2] ?? 'help', operation: '', targetPrefix: '', request: {}, line };
  try {
    const parsed = parseS3Command(args.slice(1), pipe, files);
    if ('printed' in parsed) return { ...base, printed: parsed.printed };
    return { ...base, s3: parsed.command, ...(parsed.grep && { grep: parsed.grep }) };
  } catch (error) {
    if (error instanceof CliSyntaxError) throw new CliSyntaxError(error.reason, line);
    throw error;
  }
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
        ? `the console runs DynamoDB commands ("aws dynamodb …", "aws dynamodbstreams …") and a few on the sandbox's S3 ("aws s3 ls", "cp", "rm"), not "aws ${service}".`
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
    const runs = service === 'dynamodb' ? [...Object.keys(commands), 'wait'] : Object.keys(commands);
    return print(serviceHelp(service, runs));
  }
  if (command === 'wait' && service === 'dynamodb') {
    const waiter = words[3];
    if (waiter === 'help') return print(WAITERS_HELP);
    const spec = waiter !== undefined && Object.hasOwn(CLI_WAITERS, waiter) ? CLI_WAITERS[waiter] : undefined;
    if (!spec) {
      fail(
        `aws: error: argument wait_name: Invalid choice: '${waiter ?? ''}'. Valid choices are: ${Object.keys(CLI_WAITERS).join(', ')}${maybeYouMeant(waiter ?? '', Object.keys(CLI_WAITERS))}`,
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
    const choices = [...Object.keys(commands), ...(service === 'dynamodb' ? ['wait'] : [])].sort();
    return fail(
      `aws: error: argument operation: Invalid choice: '${command}'. Valid choices are: ${choices.join(', ')}${maybeYouMeant(command as string, choices)}`,
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
