/**
 * Runs an `aws s3` command (cli/s3Command.ts) against the sandbox's S3 and returns what the AWS CLI
 * would print. These are not DynamoDB requests: they are not recorded as the run's requests (which
 * the Request tab turns into DynamoDB code), only their output is shown. A failure throws
 * CliCommandError with the CLI's wording, and ends the run like any failed command.
 */
import type { EngineClient, Outcome } from '../../../client/engineClient.ts';
import { errorName } from '../../../client/engineClient.ts';
import type { ConsoleLine } from '../../../state/consoleSlice.ts';
import { base64OfText, bytesOfBase64 } from '../../../client/objectBytes.ts';
import { isGzip } from '../../../client/objectBytes.ts';
import { s3Calls, type S3Object } from '../../../client/s3Calls.ts';
import { decompressStart } from '../../s3/cappedDecompression.ts';
import { formatBytes } from '../../s3/s3Format.ts';
import { CliCommandError } from '../cli/cliCommandError.ts';
import type { S3Command } from '../cli/s3Command.ts';
import { bucketLine, objectListing } from '../cli/s3Listing.ts';

export interface S3Printed {
  /** What the CLI prints (undefined: nothing). */
  text?: string;
  /** Laid out in columns (a listing): shown unwrapped. */
  preformatted?: boolean;
  /** The console's own notes beside it. */
  notes?: ConsoleLine[];
}

/** At 1,000 objects a page: a listing stops here, with a note (the CLI would go on). */
const MAX_LIST_PAGES = 50;

/**
 * `| gunzip` decompresses this much at most, as the S3 page's viewer does (800 KB): more of an
 * export's items than the 2,000 lines the console shows of any output (MAX_PRINTED_LINES) unless
 * they are large. Decompression stops there, with a note: a small object that expands enormously
 * would otherwise be decompressed whole on the page's thread and freeze the Console.
 */
export const MAX_GUNZIPPED_BYTES = 800_000;

export async function runS3Command(
  engine: EngineClient,
  command: S3Command,
  signal?: AbortSignal,
): Promise<S3Printed> {
  switch (command.kind) {
    case 'ls':
      if (command.bucket === undefined) return listBuckets(engine);
      return listObjects(engine, command.bucket, command.prefix, command, signal);
    case 'print':
      return printObject(engine, command.source.bucket, command.source.key, command.gunzip);
    case 'upload': {
      const { bucket, key } = command.target;
      ok(
        await s3Calls.putObject(engine, bucket, key, base64OfText(command.content)),
        'PutObject',
        'fatal error: ',
      );
      const shown = command.file.includes('/') ? command.file : `./${command.file}`;
      return command.quiet ? {} : { text: `upload: ${shown} to s3://${bucket}/${key}` };
    }
    case 'rm':
      return remove(engine, command, signal);
  }
}

async function listBuckets(engine: EngineClient): Promise<S3Printed> {
  const { Buckets } = ok(await s3Calls.listBuckets(engine), 'ListBuckets');
  const lines = Buckets.map((bucket) => bucketLine(bucket.Name, bucket.CreationDate));
  return { text: lines.join('\n') || undefined, preformatted: true };
}

async function listObjects(
  engine: EngineClient,
  bucket: string,
  prefix: string,
  options: Extract<S3Command, { kind: 'ls' }>,
  signal?: AbortSignal,
): Promise<S3Printed> {
  const { objects, complete } = await everyObject(engine, bucket, prefix, signal);
  if (objects.length === 0 && prefix !== '') {
    // The CLI prints nothing and exits with status 1 when a prefix matches nothing.
    throw new CliCommandError(
      `nothing under s3://${bucket}/${prefix} (the AWS CLI prints nothing and exits with status 1)`,
    );
  }
  const lines = objectListing(objects, prefix, options);
  const notes: ConsoleLine[] = complete
    ? []
    : [
        {
          level: 'warn',
          text: `The console lists the first ${objects.length.toLocaleString('en-US')} objects (the AWS CLI would go on).`,
        },
      ];
  return { text: lines.join('\n') || undefined, preformatted: true, notes };
}

/** The objects under `prefix`, page after page (1,000 each), up to MAX_LIST_PAGES. */
async function everyObject(engine: EngineClient, bucket: string, prefix: string, signal?: AbortSignal) {
  const objects: S3Object[] = [];
  let startAfter: string | undefined;
  for (let page = 0; page < MAX_LIST_PAGES; page++) {
    const listed = ok(await s3Calls.listObjects(engine, bucket, prefix, startAfter), 'ListObjectsV2');
    objects.push(...listed.Objects);
    if (!listed.IsTruncated || signal?.aborted) return { objects, complete: true };
    startAfter = listed.NextStartAfter;
  }
  return { objects, complete: false };
}

async function printObject(
  engine: EngineClient,
  bucket: string,
  key: string,
  decompress: boolean,
): Promise<S3Printed> {
  const outcome = await s3Calls.getObject(engine, bucket, key);
  if (!outcome.ok && errorName(outcome.error.__type) === 'NoSuchKey') {
    // The CLI asks for the object's size first, and S3 answers that request with a bare 404.
    throw new CliCommandError(
      `fatal error: An error occurred (404) when calling the HeadObject operation: Key "${key}" does not exist`,
    );
  }
  const bytes = bytesOfBase64(ok(outcome, 'GetObject', 'fatal error: ').Body);
  if (decompress) {
    if (!isGzip(bytes)) throw new CliCommandError('gzip: stdin: not in gzip format');
    const plain = await decompressStart(bytes, 'gzip', MAX_GUNZIPPED_BYTES);
    if (!plain.cut) return { text: textOf(plain.bytes) };
    const shown = formatBytes(MAX_GUNZIPPED_BYTES);
    const note = `s3://${bucket}/${key} decompresses to more than ${shown}: the console stopped decompressing after ${shown} and shows that beginning (gunzip would print it all). Download the object from the S3 page for all of it.`;
    return { text: textOf(plain.bytes, true), notes: [{ level: 'warn', text: note }] };
  }
  if (isGzip(bytes)) {
    const note = `s3://${bucket}/${key} holds ${bytes.length.toLocaleString('en-US')} bytes of gzip, which a terminal shows as garbage: pipe them into gunzip to read them (aws s3 cp s3://${bucket}/${key} - | gunzip).`;
    return { notes: [{ level: 'info', text: note }] };
  }
  return { text: textOf(bytes) };
}

/**
 * The bytes as UTF-8 text, without the final newline (the console ends every output with one).
 * `cut` bytes are the start of more and may end inside a character: decoded as a stream, which
 * leaves that end out.
 */
function textOf(bytes: Uint8Array, cut = false): string {
  return new TextDecoder().decode(bytes, { stream: cut }).replace(/\n$/, '');
}

async function remove(
  engine: EngineClient,
  { target: { bucket, key }, recursive, quiet }: Extract<S3Command, { kind: 'rm' }>,
  signal?: AbortSignal,
): Promise<S3Printed> {
  const keys = recursive
    ? (await everyObject(engine, bucket, key, signal)).objects.map((object) => object.Key)
    : [key];
  const lines: string[] = [];
  for (const each of keys) {
    if (signal?.aborted) break;
    const outcome = await s3Calls.deleteObject(engine, bucket, each);
    // S3's DeleteObject succeeds for a key that is not there, and the CLI says "delete:" all the same.
    if (!outcome.ok && errorName(outcome.error.__type) !== 'NoSuchKey')
      ok(outcome, 'DeleteObject', 'fatal error: ');
    if (!quiet) lines.push(`delete: s3://${bucket}/${each}`);
  }
  return { text: lines.join('\n') || undefined };
}

/** The reply, or the CLI's error for the S3 operation it stands for. */
function ok<Reply>(outcome: Outcome<Reply>, s3Operation: string, prefix = ''): Reply {
  if (outcome.ok) return outcome.value;
  const { __type, message } = outcome.error;
  throw new CliCommandError(
    `${prefix}An error occurred (${errorName(__type)}) when calling the ${s3Operation} operation: ${message}`,
  );
}
