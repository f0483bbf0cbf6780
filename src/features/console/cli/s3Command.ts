/**
 * `aws s3 …` in the console: the few high-level S3 commands that look at what an export wrote and
 * put up what an import reads, against the sandbox's own S3 (the DynamoSandbox.S3* targets, which
 * stand in for S3's API). Read as the CLI reads them:
 *   aws s3 ls [s3://bucket[/prefix]] [--recursive] [--human-readable] [--summarize]
 *   aws s3 cp s3://bucket/key -            (prints the object; `| gunzip` for a .gz one)
 *   aws s3 cp file s3://bucket/key         (a file written above with cat > file <<'EOF')
 *   aws s3 rm s3://bucket/key [--recursive]
 * Running them is run/runS3Command.ts; how `ls` prints, s3Listing.ts.
 */
import { IGNORED_GLOBAL_OPTIONS } from './cliCommands.ts';
import { parseGrep, type GrepFilter } from './cliGrep.ts';
import { looksLikeOption } from './optionValues.ts';
import type { ShellFiles } from './shellFiles.ts';
import { CliSyntaxError } from './shellWords.ts';

export interface S3Uri {
  bucket: string;
  /** The key, or the prefix (`''`: the whole bucket). */
  key: string;
}

export type S3Command =
  | {
      kind: 'ls';
      bucket?: string;
      prefix: string;
      recursive: boolean;
      humanReadable: boolean;
      summarize: boolean;
    }
  /** `cp s3://… -`: the object's bytes, decompressed first when piped into gunzip. */
  | { kind: 'print'; source: S3Uri; gunzip: boolean }
  /** `quiet`: --quiet or --only-show-errors, which leave out the "upload:" line. */
  | { kind: 'upload'; file: string; content: string; target: S3Uri; quiet: boolean }
  | { kind: 'rm'; target: S3Uri; recursive: boolean; quiet: boolean };

/** What a parsed `aws s3` line is: a command to run (and its output's grep), or help to print. */
export type S3Parsed = { command: S3Command; grep?: GrepFilter } | { printed: string };

/** The flags (and the one valued option) each command takes. */
const COMMAND_OPTIONS: Readonly<Record<string, readonly string[]>> = {
  ls: ['recursive', 'human-readable', 'summarize', 'page-size'],
  cp: ['quiet', 'only-show-errors'],
  rm: ['recursive', 'quiet', 'only-show-errors'],
};
const VALUED = new Set(['page-size']);
/** Global options the CLI takes and these commands ignore: the dynamodb ones' and the output's. */
const IGNORED: Readonly<Record<string, 'value' | 'flag'>> = {
  ...IGNORED_GLOBAL_OPTIONS,
  output: 'value',
  query: 'value',
  'no-paginate': 'flag',
};

/** `aws s3 …` words (after `aws`), the words it is piped into, and the files written above. */
export function parseS3Command(
  args: readonly string[],
  pipe: readonly string[] | undefined,
  files: ShellFiles,
): S3Parsed {
  const name = args[1];
  if (name === undefined || name === 'help') return { printed: S3_HELP };
  if (!Object.hasOwn(COMMAND_OPTIONS, name)) {
    throw new CliSyntaxError(
      `the console runs aws s3 ls, cp and rm on the sandbox's S3 (aws s3 help), not "aws s3 ${name}".`,
    );
  }
  if (args[2] === 'help') return { printed: S3_HELP };
  const { paths, flags } = readArgs(name, args.slice(2));
  const gunzip = pipe !== undefined && isGunzip(pipe);
  const grep = pipe !== undefined && !gunzip ? pipedGrep(pipe) : undefined;
  const command = ((): S3Command => {
    if (name === 'ls') return listing(paths, flags);
    if (name === 'rm') return removal(paths, flags);
    return copy(paths, flags, files, gunzip);
  })();
  if (gunzip && command.kind !== 'print')
    throw new CliSyntaxError('gunzip reads an object printed with aws s3 cp s3://bucket/key.gz -');
  return { command, ...(grep && { grep }) };
}

function readArgs(name: string, words: readonly string[]) {
  const paths: string[] = [];
  const flags = new Set<string>();
  const unknown: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (!looksLikeOption(word)) {
      paths.push(word);
      continue;
    }
    const option = word.slice(2);
    const valued = VALUED.has(option) || (Object.hasOwn(IGNORED, option) && IGNORED[option] === 'value');
    if (valued && (i + 1 >= words.length || looksLikeOption(words[i + 1])))
      throw new CliSyntaxError(`aws: error: argument ${word}: expected one argument`);
    if (COMMAND_OPTIONS[name].includes(option)) flags.add(option);
    else if (!Object.hasOwn(IGNORED, option)) unknown.push(word);
    if (valued) i++;
  }
  if (unknown.length > 0) throw new CliSyntaxError(`Unknown options: ${unknown.join(', ')}`);
  return { paths, flags };
}

function listing(paths: string[], flags: Set<string>): S3Command {
  if (paths.length > 1) throw new CliSyntaxError(`Unknown options: ${paths.slice(1).join(', ')}`);
  const options = {
    recursive: flags.has('recursive'),
    humanReadable: flags.has('human-readable'),
    summarize: flags.has('summarize'),
  };
  // As the CLI reads it, with or without the s3:// in front.
  const path = (paths[0] ?? '').replace(/^s3:\/\//, '');
  if (path === '') return { kind: 'ls', prefix: '', ...options };
  const { bucket, key } = splitPath(path);
  return { kind: 'ls', bucket, prefix: key, ...options };
}

function removal(paths: string[], flags: Set<string>): S3Command {
  if (paths.length !== 1) throw new CliSyntaxError('aws s3 rm takes one path: aws s3 rm s3://bucket/key');
  const target = s3Uri(paths[0]);
  if (target === undefined)
    throw new CliSyntaxError(`aws s3 rm deletes S3 objects: ${paths[0]} is no s3:// path`);
  const recursive = flags.has('recursive');
  if (!recursive && target.key === '')
    throw new CliSyntaxError(
      'aws s3 rm deletes one object (s3://bucket/key), or with --recursive all under a prefix',
    );
  return { kind: 'rm', target, recursive, quiet: isQuiet(flags) };
}

const isQuiet = (flags: Set<string>) => flags.has('quiet') || flags.has('only-show-errors');

function copy(paths: string[], flags: Set<string>, files: ShellFiles, gunzip: boolean): S3Command {
  if (paths.length !== 2) {
    throw new CliSyntaxError(
      'aws s3 cp takes a source and a destination: aws s3 cp s3://bucket/key - prints the object',
    );
  }
  const [from, to] = paths;
  const source = s3Uri(from);
  const target = s3Uri(to);
  if (source && to === '-') {
    if (source.key === '') throw new CliSyntaxError(`aws s3 cp prints one object: ${from} names no key`);
    return { kind: 'print', source, gunzip };
  }
  if (source && target)
    throw new CliSyntaxError('the console copies between S3 and its files, not from S3 to S3');
  if (source) {
    throw new CliSyntaxError(
      `the console has no disk to copy ${from} to: print it with aws s3 cp ${from} -${from.endsWith('.gz') ? ' | gunzip' : ''}`,
    );
  }
  if (!target)
    throw new CliSyntaxError(`aws s3 cp copies to or from S3: neither ${from} nor ${to} is an s3:// path`);
  if (from === '-')
    throw new CliSyntaxError(
      'the console has no standard input to upload: write a file above with cat > name <<EOF',
    );
  const file = from.replace(/^(\.\/)+/, '');
  const content = files.contentOf(file);
  if (content === undefined) {
    throw new CliSyntaxError(
      `The user-provided path ${from} does not exist.\nIn the console, write the file above the command: cat > ${file} <<'EOF', its lines, then EOF.`,
    );
  }
  // A destination ending in "/" is a folder: the file keeps its name, as the CLI does.
  const key =
    target.key === '' || target.key.endsWith('/')
      ? target.key + file.slice(file.lastIndexOf('/') + 1)
      : target.key;
  return { kind: 'upload', file, content, target: { bucket: target.bucket, key }, quiet: isQuiet(flags) };
}

/** `s3://bucket/key` → its bucket and key; undefined for a local path. */
export function s3Uri(path: string): S3Uri | undefined {
  if (!path.startsWith('s3://')) return undefined;
  const rest = path.slice('s3://'.length);
  if (rest === '') throw new CliSyntaxError(`${path} names no bucket`);
  return splitPath(rest);
}

function splitPath(path: string): S3Uri {
  const slash = path.indexOf('/');
  return slash === -1
    ? { bucket: path, key: '' }
    : { bucket: path.slice(0, slash), key: path.slice(slash + 1) };
}

const GUNZIPS = ['gunzip', 'gunzip -c', 'gzip -d', 'gzip -dc', 'gzip -cd', 'zcat'];

function isGunzip(words: readonly string[]): boolean {
  return GUNZIPS.includes(words.join(' '));
}

function pipedGrep(words: readonly string[]): GrepFilter {
  if (words[0] !== 'grep') {
    throw new CliSyntaxError(
      `the console pipes aws s3 output into grep, and an object printed with aws s3 cp … - into gunzip; not into ${words[0]}.`,
    );
  }
  return parseGrep(words);
}

export const S3_HELP = [
  "aws s3: the commands the console runs on the sandbox's S3 (where exports go and imports read from)",
  '',
  '  aws s3 ls                                       the buckets that hold objects',
  '  aws s3 ls s3://bucket/prefix/ [--recursive]     the objects and folders under a prefix',
  '        [--human-readable] [--summarize]',
  '  aws s3 cp s3://bucket/key -                     print an object (an export’s manifest-summary.json)',
  '  aws s3 cp s3://bucket/key.json.gz - | gunzip    print a gzip object decompressed (an export’s data)',
  '  aws s3 cp file s3://bucket/key                  upload a file written above (cat > file <<EOF … EOF)',
  '  aws s3 rm s3://bucket/key [--recursive]         delete an object, or every one under a prefix',
  '',
  'Every valid bucket name is a bucket: there is nothing to create. Output can be piped into grep;',
  'cp and rm take --quiet.',
].join('\n');
