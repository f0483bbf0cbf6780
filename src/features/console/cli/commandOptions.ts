/**
 * A command's options → its request: each `--option value` read as the command's spec says
 * (shorthand, JSON, `file://`, flags and their `--no-` forms), the CLI's own options (`--query`,
 * `--output`, paging, `--cli-binary-format`, `--generate-cli-skeleton`) taken aside, and the CLI's
 * errors for unknown, repeated and missing options.
 */
import { IGNORED_GLOBAL_OPTIONS, memberName, type CommandSpec } from './cliCommands.ts';
import { CLI_PAGINATORS, MANUAL_PAGING_OPTIONS, pagingOptions, type PagingOptions } from './cliPaging.ts';
import { binaryFormat, checkBase64Binaries, encodeRawBinaries, type BinaryFormat } from './binaryFormat.ts';
import { checkQuery } from './cliOutput.ts';
import { checkSkeletonChoice, inputSkeleton } from './cliSkeleton.ts';
import { readNestedTimestamps } from './nestedTimestamps.ts';
import { looksLikeOption, optionValue, parseJson, single } from './optionValues.ts';
import type { ShellFiles } from './shellFiles.ts';
import { CliSyntaxError } from './shellWords.ts';

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

export function readOptions(
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
  const unknownOptions = () => {
    if (unknown.length > 0) throw new CliSyntaxError(`Unknown options: ${unknown.join(', ')}`);
  };
  // The CLI prints the template without requiring the command's required options.
  if (skeleton) {
    unknownOptions();
    return { request, skeleton: inputSkeleton(spec.operation) };
  }
  // Missing required options first, as the CLI's argument parser stops on them before it looks at
  // the words it did not know (`--tabel-name app` is reported as a missing --table-name).
  const missing = Object.entries(spec.options)
    .filter(
      ([name, option]) =>
        option.required && !seen.has(name) && !Object.hasOwn(request, memberName(name, option)),
    )
    .map(([name]) => `--${name}`);
  if (missing.length > 0)
    throw new CliSyntaxError(`aws: error: the following arguments are required: ${missing.join(', ')}`);
  unknownOptions();
  if (binaries === 'raw-in-base64-out') request = encodeRawBinaries(request);
  else checkBase64Binaries(request);
  readNestedTimestamps(spec.operation, request);
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
