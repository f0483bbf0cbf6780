/**
 * Writing replies the way DynamoDB does: every reply carries `x-amzn-RequestId` and `x-amz-crc32`
 * (CRC32 of the exact body bytes, which SDKs may verify), a long one is compressed when the client
 * accepts it (responseEncoding.ts), and a reply to a browser (any request with an Origin) carries
 * the CORS headers that let a page read it. Headers go out in one writeHead call
 * with a flat array, the cheapest form node:http accepts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { crc32, deflate, gzip } from 'node:zlib';
import type { WireReply } from '../protocol/dispatch.ts';
import { COMPRESSION_THRESHOLD_BYTES, negotiatedEncoding, type ReplyEncoding } from './responseEncoding.ts';
import { newRequestId } from './requestId.ts';

export const AMZ_JSON_1_0 = 'application/x-amz-json-1.0';
export const JSON_CONTENT_TYPE = 'application/json';

/** What DynamoDB sends for a method or content type it does not serve (CRC32 3552371480). */
const NOT_FOUND_BODY = '<UnknownOperationException/>\n';
const PREFLIGHT_MAX_AGE_SECONDS = '172800';
const EXPOSED_HEADERS = 'x-amzn-RequestId, x-amz-crc32';
/** How long an oversized request's remaining body is drained after the 413 (see sendTooLarge). */
const LINGER_MS = 1000;

export function sendBody(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  contentType: string | undefined,
  body: string,
  /** Add `Connection: close` (the server is shutting down). */
  close: boolean,
): void {
  sendReply(request, response, { status, body }, contentType, close);
}

/** Sends a dispatch reply: its checksum as dispatch built it when it has one, else from its bytes. */
export function sendReply(
  request: IncomingMessage,
  response: ServerResponse,
  reply: WireReply,
  contentType: string | undefined,
  close: boolean,
): void {
  const { status, body } = reply;
  const accepted = request.headers['accept-encoding'];
  // A string of n UTF-16 units holds at most 3n UTF-8 bytes: only a long one can reach the threshold.
  if (accepted !== undefined && body.length * 3 >= COMPRESSION_THRESHOLD_BYTES) {
    const encoding = negotiatedEncoding(accepted);
    if (encoding && (reply.bytes ?? Buffer.byteLength(body)) >= COMPRESSION_THRESHOLD_BYTES) {
      // Off the event loop (a page can be megabytes); should compression fail, the plain reply goes.
      (encoding === 'gzip' ? gzip : deflate)(body, (error, compressed) =>
        error
          ? writeReply(request, response, status, contentType, close, body, undefined, reply)
          : writeReply(request, response, status, contentType, close, compressed, encoding),
      );
      return;
    }
  }
  writeReply(request, response, status, contentType, close, body, undefined, reply);
}

/** x-amz-crc32 covers the bytes sent — compressed ones when compressed, as DynamoDB computes it. */
function writeReply(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  contentType: string | undefined,
  close: boolean,
  payload: string | Buffer,
  encoding: ReplyEncoding | undefined,
  /** The dispatch reply `payload` is the body of, with the checksum dispatch built, if it did. */
  known?: WireReply,
): void {
  const { checksum, length } = measure(payload, known);
  const headers = idHeaders(checksum);
  if (encoding !== undefined) headers.push('Content-Encoding', encoding);
  headers.push('Content-Length', String(length));
  if (contentType !== undefined) headers.push('Content-Type', contentType);
  finishHeaders(request, headers, close);
  response.writeHead(status, headers);
  response.end(payload);
}

/**
 * Where a reply string is encoded to UTF-8 to be checksummed when dispatch did not checksum it.
 * zlib's crc32 of a string encodes it into a fresh allocation of three bytes per character, and
 * Buffer.byteLength then scans it once more for Content-Length: encoding it once into this buffer
 * gives both, the byte count as what `write` returns. Only the checksum is taken from these bytes;
 * the string itself goes to the socket.
 */
const ENCODED = Buffer.allocUnsafeSlow(64 * 1024);
/** The most UTF-8 bytes per UTF-16 unit: three (a character beyond the BMP is two units, four bytes). */
const MAX_BYTES_PER_UNIT = 3;

/** The CRC32 and byte length of what is sent: `payload`'s bytes, or its UTF-8 encoding (unless `known`). */
function measure(payload: string | Buffer, known?: WireReply): { checksum: number; length: number } {
  if (typeof payload !== 'string') return { checksum: crc32(payload), length: payload.length };
  if (known?.crc32 !== undefined && known.bytes !== undefined) {
    return { checksum: known.crc32, length: known.bytes };
  }
  // A reply that could overflow the buffer (write would stop short) is encoded into one of its own.
  const bytes =
    payload.length * MAX_BYTES_PER_UNIT <= ENCODED.length
      ? ENCODED.subarray(0, ENCODED.write(payload))
      : Buffer.from(payload);
  return { checksum: crc32(bytes), length: bytes.length };
}

/**
 * 413 with an empty chunked body, as DynamoDB answers, then a lingering close (as nginx does):
 * destroying a socket while the client is still sending makes the kernel answer with RST, which can
 * wipe out the 413 before the client reads it. So the rest of the body is read and dropped (never
 * kept) for a moment after our side of the connection is shut, and only then is the socket destroyed.
 */
export function sendTooLarge(request: IncomingMessage, response: ServerResponse): void {
  const headers = idHeaders(0);
  headers.push('Transfer-Encoding', 'chunked');
  finishHeaders(request, headers, true);
  response.writeHead(413, headers);
  response.end();
  const socket = request.socket;
  request.on('data', ignore);
  request.resume();
  response.once('finish', () => {
    // node:http has just called socket.destroySoon(): shut down (FIN) and destroy once flushed.
    // Keep the shutdown, defer the destroy.
    socket.removeListener('finish', socket.destroy);
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  });
}

export function sendNotFound(request: IncomingMessage, response: ServerResponse, close: boolean): void {
  sendBody(request, response, 404, undefined, NOT_FOUND_BODY, close);
}

/** The CORS preflight answer: echo what the browser asks for, cache it for two days. */
export function sendPreflight(request: IncomingMessage, response: ServerResponse, close: boolean): void {
  const headers = idHeaders(0);
  const askedHeaders = request.headers['access-control-request-headers'];
  const askedMethod = request.headers['access-control-request-method'];
  if (askedHeaders) headers.push('Access-Control-Allow-Headers', askedHeaders);
  if (askedMethod) headers.push('Access-Control-Allow-Methods', askedMethod);
  headers.push('Access-Control-Max-Age', PREFLIGHT_MAX_AGE_SECONDS, 'Content-Length', '0');
  finishHeaders(request, headers, close);
  response.writeHead(200, headers);
  response.end();
}

/**
 * The headers every reply carries. DynamoDB names itself `Server: Server` (as every captured reply
 * shows); node:http adds Date and Connection.
 */
function idHeaders(checksum: number): string[] {
  return ['Server', 'Server', 'x-amzn-RequestId', newRequestId(), 'x-amz-crc32', String(checksum)];
}

/** CORS headers for a browser's request, and `Connection: close` when asked. */
function finishHeaders(request: IncomingMessage, headers: string[], close: boolean): void {
  if (request.headers.origin !== undefined) {
    headers.push('Access-Control-Allow-Origin', '*', 'Access-Control-Expose-Headers', EXPOSED_HEADERS);
  }
  if (close) headers.push('Connection', 'close');
}

function ignore(): void {}
