/**
 * The HTTP endpoint: DynamoDB's JSON wire protocol over node:http, in front of `dispatch`.
 *
 * A request is judged in DynamoDB's order (as recorded by architect/dynalite against the service):
 * body size → CORS preflight → method and content type (404) → body decodes (500) → as JSON
 * (SerializationException) → X-Amz-Target names an operation (UnknownOperationException) → the
 * Authorization header is a well-formed SigV4 header → the operation. The common case, a good
 * request, takes the short path: one cheap target lookup and header check, then `dispatch` parses
 * the body once; only a request that already failed one check is parsed here to rank its errors.
 */
import { isUtf8 } from 'node:buffer';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DynamoDBError } from '../engine/errors.ts';
import { INTERNAL_ERROR_REPLY, type AsyncDispatch } from '../protocol/dispatch.ts';
import { dynamoDbHost } from '../engine/partition.ts';
import { operationFor } from '../protocol/operationTable.ts';
import { unknownOperationError } from '../protocol/unknownOperation.ts';
import {
  AMZ_JSON_1_0,
  JSON_CONTENT_TYPE,
  sendBody,
  sendReply,
  sendNotFound,
  sendPreflight,
  sendTooLarge,
} from './reply.ts';
import { declaresTooMuch, MAX_REQUEST_BYTES, readBody, type BodyOutcome } from './requestBody.ts';
import { answerClientError } from './clientErrors.ts';
import type { S3Handler } from './s3/s3Handler.ts';
import { isS3Request } from './s3/s3Requests.ts';
import { checkSignature, type SignatureHeaders } from './signature.ts';

export interface DynamoServerOptions {
  /** The engine: a synchronous dispatch, or one that may answer later (in-flight transactions). */
  dispatch: AsyncDispatch;
  /**
   * Named in the health answer to `GET /` (default us-east-1). Requests reach the Region they are
   * signed for; `dispatch` tells the Regions apart.
   */
  region?: string;
  /** Default 16 MB, DynamoDB's limit. */
  maxRequestBytes?: number;
  /** Time allowed to receive a request's headers (default 20 s). */
  headersTimeoutMs?: number;
  /** Time allowed to receive a whole request, body included; slower clients get 408 (default 60 s). */
  requestTimeoutMs?: number;
  /** How often the two timeouts above are checked (default 1 s). */
  timeoutCheckIntervalMs?: number;
  /** On close, how long in-flight requests may take before their connections are cut (default 5 s). */
  shutdownGraceMs?: number;
  /** Where bugs in the server itself are reported (default console.error). */
  onError?: (error: unknown) => void;
  /** Answers the requests signed for S3 (s3/s3Handler.ts); without it they are DynamoDB requests. */
  s3?: S3Handler;
}

export interface DynamoServer {
  readonly server: Server;
  /** Starts listening; resolves with the base URL, e.g. http://127.0.0.1:8000 (port 0 picks a free port). */
  listen(port: number, host?: string): Promise<string>;
  /** Stops accepting connections, lets in-flight requests finish, closes idle keep-alive connections. */
  close(): Promise<void>;
}

const serializationError = new DynamoDBError('SerializationException', '');

export function createDynamoServer(options: DynamoServerOptions): DynamoServer {
  const { dispatch, s3 } = options;
  const limit = options.maxRequestBytes ?? MAX_REQUEST_BYTES;
  const healthAnswer = `healthy: ${dynamoDbHost(options.region ?? 'us-east-1')} `;
  const onError =
    options.onError ?? ((error: unknown) => console.error('dynamo-sandbox server error:', error));
  let closing = false;

  const server = createServer(
    {
      headersTimeout: options.headersTimeoutMs ?? 20_000,
      requestTimeout: options.requestTimeoutMs ?? 60_000,
      connectionsCheckingInterval: options.timeoutCheckIntervalMs ?? 1_000,
    },
    (request, response) => {
      try {
        if (declaresTooMuch(request, limit)) return sendTooLarge(request, response);
        if (s3 !== undefined && isS3Request(request.headers, request.url))
          return s3(request, response, closing);
        readBody(request, limit, (outcome) => {
          try {
            respond(request, response, outcome);
          } catch (error) {
            fail(response, error);
          }
        });
      } catch (error) {
        fail(response, error);
      }
    },
  );

  function fail(response: ServerResponse, error: unknown): void {
    onError(error);
    response.destroy();
  }

  function respond(request: IncomingMessage, response: ServerResponse, outcome: BodyOutcome): void {
    if (outcome.kind === 'tooLarge') return sendTooLarge(request, response);
    const close = closing;
    const method = request.method;
    if (method === 'OPTIONS' && request.headers.origin !== undefined)
      return sendPreflight(request, response, close);
    if (method !== 'POST') {
      if ((method === 'GET' || method === 'HEAD') && request.url === '/') {
        return sendBody(request, response, 200, 'text/plain', healthAnswer, close);
      }
      return sendNotFound(request, response, close);
    }

    const hasBody = outcome.kind === 'undecodable' || outcome.bytes.length > 0;
    const acceptedType = acceptedContentType(request.headers['content-type']);
    if (hasBody && acceptedType === undefined) return sendNotFound(request, response, close);
    const replyType = acceptedType ?? JSON_CONTENT_TYPE;

    // A body it cannot decode is an internal error to DynamoDB (see requestBody.ts).
    if (outcome.kind === 'undecodable') {
      const { status, body } = INTERNAL_ERROR_REPLY;
      return sendBody(request, response, status, replyType, body, close);
    }
    let error: DynamoDBError | undefined;
    let region: string | undefined;
    let body = '';
    if (!isUtf8(outcome.bytes)) error = serializationError;
    else body = outcome.bytes.toString();
    const targetHeader = request.headers['x-amz-target'];
    const target = typeof targetHeader === 'string' ? targetHeader : '';
    if (!error) {
      const known = operationFor(target) !== undefined;
      const signed = known ? checkSignature(request.headers as SignatureHeaders, request.url) : undefined;
      if (typeof signed === 'string') region = signed;
      else error = body !== '' && !isJson(body) ? serializationError : (signed ?? unknownOperationError());
    }
    if (error) return sendBody(request, response, 400, replyType, JSON.stringify(error.toWire()), close);
    const reply = dispatch(target, body, region);
    if (reply instanceof Promise) {
      void reply.then((settled) => sendReply(request, response, settled, replyType, close));
    } else sendReply(request, response, reply, replyType, close);
  }

  server.on('clientError', answerClientError);

  // A client may half-close its side once it has sent a request (shutdown(SHUT_WR)). By default
  // node:http then aborts whatever is still being answered and ends the socket, so a reply that
  // waits on the engine clock (a transaction in flight) would never come. With this setting the
  // pending reply is written first and the connection closes after it. (Not in node:http's typings.)
  (server as Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;

  return {
    server,
    listen(port, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.address() as AddressInfo;
          const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
          resolve(`http://${shownHost}:${address.port}`);
        });
      });
    },
    close() {
      closing = true;
      return new Promise((resolve) => {
        if (!server.listening) return resolve();
        const cut = setTimeout(() => server.closeAllConnections(), options.shutdownGraceMs ?? 5_000);
        cut.unref();
        server.close(() => {
          clearTimeout(cut);
          resolve();
        });
        server.closeIdleConnections();
      });
    },
  };
}

/**
 * DynamoDB serves `application/x-amz-json-1.0` (what the SDKs send) and `application/json`, and
 * answers in the type it was asked in. Parameters such as `; charset=utf-8` are tolerated.
 */
function acceptedContentType(header: string | undefined): string | undefined {
  if (header === AMZ_JSON_1_0 || header === JSON_CONTENT_TYPE) return header;
  if (header === undefined) return undefined;
  const mediaType = header.split(';', 1)[0].trim().toLowerCase();
  return mediaType === AMZ_JSON_1_0 || mediaType === JSON_CONTENT_TYPE ? mediaType : undefined;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
