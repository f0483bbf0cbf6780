/**
 * Writing replies the way DynamoDB does: every reply carries `x-amzn-RequestId` and `x-amz-crc32`
 * (CRC32 of the exact body bytes, which SDKs may verify), a long one is compressed when the client
 * accepts it (responseEncoding.ts), and a reply to a browser (any request with an Origin) carries
 * the CORS headers that let a page read it. Headers go out in one writeHead call
 * with a flat array, the cheapest form node:http accepts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { crc32, deflate, gzip } from 'node:zlib';
import { COMPRESSION_THRESHOLD_BYTES, negotiatedEncoding, type ReplyEncoding } from './responseEncoding.ts';
import { newRequestId } from './requestId.ts';

export const AMZ_JSON_1_0 = 'application/x-amz-json-1.0';
export const JSON_CONTENT_TYPE = 'application/json';

/** What DynamoDB sends for a method or content type it does not serve (CRC32 3552371480). */
const NOT_FOUND_BODY = '<UnknownOperationException/>\n';
const PREFLIGHT_MAX_AGE_SECONDS = '172800';
const EXPOSED_HEADERS = 'x-amzn-RequestId, x-amz-crc32';
/** The reply of every write that returns nothing: its checksum is worked out once. */
const EMPTY_OBJECT = '{}';
const EMPTY_OBJECT_CRC32 = crc32(EMPTY_OBJECT);
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
  const accepted = request.headers['accept-encoding'];
  // A string of n UTF-16 units holds at most 3n UTF-8 bytes: only a long one can reach the threshold.
  if (accepted !== undefined && body.length * 3 >= COMPRESSION_THRESHOLD_BYTES) {
    const encoding = negotiatedEncoding(accepted);
    if (encoding && Buffer.byteLength(body) >= COMPRESSION_THRESHOLD_BYTES) {
      // Off the event loop (a page can be megabytes); should compression fail, the plain reply goes.
      (encoding === 'gzip' ? gzip : deflate)(body, (error, compressed) =>
        error
          ? writeReply(request, response, status, contentType, close, body)
          : writeReply(request, response, status, contentType, close, compressed, encoding),
      );
      return;
    }
  }
  writeReply(request, response, status, contentType, close, body);
}

/** x-amz-crc32 covers the bytes sent — compressed ones when compressed, as DynamoDB computes it. */
function writeReply(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  contentType: string | undefined,
  close: boolean,
  payload: string | Buffer,
  encoding?: ReplyEncoding,
): void {
  const headers = idHeaders(payload === EMPTY_OBJECT ? EMPTY_OBJECT_CRC32 : crc32(payload));
  if (encoding !== undefined) headers.push('Content-Encoding', encoding);
  headers.push('Content-Length', String(Buffer.byteLength(payload)));
  if (contentType !== undefined) headers.push('Content-Type', contentType);
  finishHeaders(request, headers, close);
  response.writeHead(status, headers);
  response.end(payload);
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
