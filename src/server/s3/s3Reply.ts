/**
 * Writing S3's replies: a request id in `x-amz-request-id` (and `x-amz-id-2`), XML bodies, errors as
 * S3's `<Error>` document (headers only for HEAD, which has no body), CORS for browser clients.
 */
import { httpStatusOf, type S3ErrorName } from '../../engine/errors.ts';
import { S3_MESSAGES } from '../../engine/s3/s3Errors.ts';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorDocument, element } from './s3Xml.ts';

export interface S3Exchange {
  request: IncomingMessage;
  response: ServerResponse;
  /** Add `Connection: close` (the server is shutting down). */
  close: boolean;
  requestId: string;
}

export function newS3RequestId(): string {
  return randomBytes(8).toString('hex').toUpperCase();
}

export function sendS3(
  exchange: S3Exchange,
  status: number,
  headers: Record<string, string>,
  body: string | Buffer = '',
): void {
  const { request, response, close, requestId } = exchange;
  const all: Record<string, string> = {
    'x-amz-request-id': requestId,
    'x-amz-id-2': requestId,
    ...headers,
  };
  if (typeof body === 'string' && body !== '') all['Content-Type'] ??= 'application/xml';
  all['Content-Length'] ??= String(Buffer.byteLength(body));
  if (request.headers.origin !== undefined) {
    all['Access-Control-Allow-Origin'] = '*';
    all['Access-Control-Expose-Headers'] = 'ETag, x-amz-request-id, Content-Length, Last-Modified';
  }
  if (close) all.Connection = 'close';
  response.writeHead(status, all);
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** An S3 error: its HTTP status, code and message, with the key or bucket it concerns. */
export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly detail: { Key?: string; BucketName?: string } = {},
  ) {
    super(message);
  }
}

export function sendS3Error(exchange: S3Exchange, error: S3Error): void {
  const extra = element('Key', error.detail.Key) + element('BucketName', error.detail.BucketName);
  sendS3(exchange, error.status, {}, errorDocument(error.code, error.message, exchange.requestId, extra));
}

/**
 * An error the sandbox's S3 targets answer too: the engine's status (httpStatusOf) and message for
 * its code, so both of the sandbox's S3s agree.
 */
export const sharedS3Error = (code: S3ErrorName, detail: S3Error['detail']) =>
  new S3Error(httpStatusOf(code), code, S3_MESSAGES[code], detail);

export const noSuchKey = (key: string) => sharedS3Error('NoSuchKey', { Key: key });

export const notImplemented = (what: string) =>
  new S3Error(501, 'NotImplemented', `Dynamo Sandbox's S3 does not implement ${what}.`);
