/**
 * What the endpoint answers a request node:http could not even parse. node:http's own answers are
 * kept — 408 for a request that took too long, 413 for oversized chunk extensions, 400 for anything
 * malformed — except for a request line and headers over its 16 KB limit: DynamoDB, which limits
 * them to 16 KB too, answers that with 400 where node:http says 431 (Alternator's
 * test_manual_requests.py, run against DynamoDB).
 */
import type { Duplex } from 'node:stream';

const ANSWERS: Readonly<Record<string, string>> = {
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: '413 Payload Too Large',
};
const BAD_REQUEST = '400 Bad Request';

/**
 * A 'clientError' listener: answers unless a reply on the socket has already sent its head (as
 * node:http decides; a 100 Continue does not count), then closes the socket.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent: boolean } | null })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const status = (error.code !== undefined && ANSWERS[error.code]) || BAD_REQUEST;
    socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
  }
  socket.destroy(error);
}
