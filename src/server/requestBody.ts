/**
 * Reading a request body without trusting the client: the size limit is enforced on the declared
 * Content-Length before anything is read and again on every chunk (a chunked body declares nothing),
 * a gzip body — the one Content-Encoding DynamoDB takes — is inflated with the same limit on its
 * output (DynamoDB itself takes far larger inflated bodies; the sandbox keeps the limit to bound
 * memory), and a client that disconnects mid-body simply leaves nothing to answer. Slow or stalled
 * bodies are cut by the server's request timeout (see dynamoServer.ts).
 */
import type { IncomingMessage } from 'node:http';
import { gunzip } from 'node:zlib';

/** DynamoDB's request size limit: 16 MB. */
export const MAX_REQUEST_BYTES = 16 * 1024 * 1024;

export type BodyOutcome = { kind: 'body'; bytes: Buffer } | { kind: 'tooLarge' } | { kind: 'undecodable' };

/** True when the declared Content-Length alone already exceeds the limit. */
export function declaresTooMuch(request: IncomingMessage, limit: number): boolean {
  const declared = request.headers['content-length'];
  return declared !== undefined && Number(declared) > limit;
}

/**
 * Collects the body and calls `done` once with the outcome; never if the client goes away first.
 * Past the limit, chunks are dropped instead of kept: the 413 reply drains and closes the connection.
 */
export function readBody(
  request: IncomingMessage,
  limit: number,
  done: (outcome: BodyOutcome) => void,
): void {
  const chunks: Buffer[] = [];
  let size = 0;
  request.on('data', (chunk: Buffer) => {
    if (size > limit) return;
    size += chunk.length;
    if (size <= limit) {
      chunks.push(chunk);
      return;
    }
    chunks.length = 0;
    done({ kind: 'tooLarge' });
  });
  request.on('end', () => {
    if (size > limit) return;
    decodeContent(
      chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size),
      request.headers['content-encoding'],
      limit,
      done,
    );
  });
  // A request whose client goes away mid-body just never ends (node:http emits 'error' on it only
  // when someone listens): no reply is owed and the chunks are garbage.
}

/**
 * DynamoDB answers a body it cannot decode — another Content-Encoding, or gzip that is not valid
 * gzip, empty included — with a 500 InternalServerError (Alternator's test_compressed_request.py,
 * run against DynamoDB): `undecodable`.
 */
function decodeContent(
  bytes: Buffer,
  encoding: string | undefined,
  limit: number,
  done: (outcome: BodyOutcome) => void,
): void {
  if (encoding === undefined) return done({ kind: 'body', bytes });
  const name = encoding.trim().toLowerCase();
  if (name === 'identity' || name === '') return done({ kind: 'body', bytes });
  if (name !== 'gzip' || bytes.length === 0) return done({ kind: 'undecodable' });
  gunzip(bytes, { maxOutputLength: limit }, (error, inflated) => {
    if (!error) done({ kind: 'body', bytes: inflated });
    else done({ kind: isOutputTooLarge(error) ? 'tooLarge' : 'undecodable' });
  });
}

function isOutputTooLarge(error: Error): boolean {
  return (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE';
}
