/**
 * Raw HTTP requests for testing the endpoint's wire behaviour (headers, status codes, odd bodies),
 * which the SDK would never send. `signedHeaders()` gives a well-formed (not verified) SigV4
 * Authorization header, so a test can change one thing at a time.
 */
import { request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';

export interface RawReply {
  status: number;
  headers: IncomingHttpHeaders;
  /** Body bytes as UTF-8 text. */
  body: string;
  bytes: Buffer;
}

export interface RawRequestOptions {
  method?: string;
  path?: string;
  headers?: OutgoingHttpHeaders;
  body?: string | Buffer;
}

export const WELL_FORMED_AUTHORIZATION =
  'AWS4-HMAC-SHA256 Credential=AKIDSANDBOXTEST/20260101/us-east-1/dynamodb/aws4_request, ' +
  'SignedHeaders=content-type;host;x-amz-date;x-amz-target, Signature=0123456789abcdef';

/** Headers of a well-formed DynamoDB request for `operation` (e.g. 'ListTables'). */
export function signedHeaders(operation: string): OutgoingHttpHeaders {
  return {
    'content-type': 'application/x-amz-json-1.0',
    'x-amz-target': `DynamoDB_20120810.${operation}`,
    'x-amz-date': '20260101T000000Z',
    authorization: WELL_FORMED_AUTHORIZATION,
  };
}

/** Sends one request on a fresh connection and collects the whole reply. */
export function rawRequest(url: string, options: RawRequestOptions = {}): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const target = new URL(options.path ?? '/', url);
    const req = httpRequest(target, {
      method: options.method ?? 'POST',
      headers: options.headers,
      agent: false,
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString(), bytes });
      });
    });
    req.end(options.body);
  });
}

/** A signed POST of a JSON request to `operation`. */
export function callOperation(url: string, operation: string, request: unknown): Promise<RawReply> {
  return rawRequest(url, { headers: signedHeaders(operation), body: JSON.stringify(request) });
}

/**
 * A DynamoSandbox target (the clock, the sandbox's S3) over HTTP, as any client of `npm run serve`
 * would send it; its JSON reply, or an error when it is not a 200.
 */
export async function sandboxTarget(url: string, target: string, request: unknown) {
  const headers = { ...signedHeaders('ListTables'), 'x-amz-target': `DynamoSandbox.${target}` };
  const reply = await rawRequest(url, { headers, body: JSON.stringify(request) });
  if (reply.status !== 200) throw new Error(`${target} failed: ${reply.body}`);
  return JSON.parse(reply.body) as Record<string, unknown>;
}
