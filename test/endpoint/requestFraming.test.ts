/**
 * Random raw requests over sockets: methods, HTTP versions, framings (Content-Length right, wrong
 * or absurd; chunked; both), content encodings, content types, targets, Authorization headers,
 * CORS origins, `Expect: 100-continue` and oversized headers, combined at random, and the 16 KB
 * limit on the request line and headers on its own. Whatever arrives,
 * the server answers with an HTTP status a DynamoDB endpoint uses (or drops a connection whose
 * framing is broken) — a 500 only for an encoded body it cannot decode, as DynamoDB — never reports
 * a bug of its own, and keeps serving.
 */
import { connect } from 'node:net';
import fc from 'fast-check';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEndpoint, type TestEndpoint } from '../helpers/endpoint.ts';
import { rawRequest, signedHeaders, WELL_FORMED_AUTHORIZATION } from '../helpers/rawHttp.ts';

/**
 * 100 only ever precedes the final status (Expect: 100-continue); 408 ends a stalled body; headers
 * over 16 KB get 400, as from DynamoDB.
 */
const FINAL_STATUSES = [200, 400, 404, 408, 413];
/** DynamoDB answers a body it cannot decode (another encoding, broken gzip) with a 500. */
const UNDECODABLE_STATUS = 500;

const serverErrors: unknown[] = [];
let endpoint: TestEndpoint;
let port: number;
beforeAll(async () => {
  endpoint = await startEndpoint({
    server: {
      requestTimeoutMs: 200,
      headersTimeoutMs: 200,
      timeoutCheckIntervalMs: 50,
      onError: (error) => serverErrors.push(error),
    },
  });
  port = Number(new URL(endpoint.url).port);
  endpoint.wire('CreateTable', {
    TableName: 'framing',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
  });
});
afterAll(() => endpoint.close());

const BODIES = [
  JSON.stringify({ TableName: 'framing', Key: { id: { S: 'a' } } }),
  '{"TableName":"framing","Key":{"id":{"S":"a"}}',
  '',
  'null',
  '[]',
  '\u00ff\u00fe',
  '{"a":'.repeat(2000),
];
const ENCODERS: Record<string, (body: Buffer) => Buffer> = {
  gzip: gzipSync,
  'x-gzip': gzipSync,
  ' GZIP ': gzipSync,
  deflate: deflateSync,
  br: brotliCompressSync,
  identity: (body) => body,
  bogus: (body) => body,
};
type Framing = 'length' | 'chunked' | 'wrong-length' | 'none' | 'both' | 'negative' | 'huge' | 'hex';
/** Framings node:http reads as one complete request: these must get a reply. */
const WELL_FRAMED: Framing[] = ['length', 'chunked', 'none'];

const request = fc.record({
  method: fc.constantFrom('POST', 'POST', 'POST', 'GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'),
  path: fc.constantFrom('/', '/', '/x'),
  version: fc.constantFrom('HTTP/1.1', 'HTTP/1.1', 'HTTP/1.0'),
  body: fc.constantFrom(...BODIES),
  encoding: fc.option(fc.constantFrom(...Object.keys(ENCODERS))),
  truncateTo: fc.option(fc.nat()),
  framing: fc.constantFrom<Framing>(
    'length',
    'length',
    'chunked',
    'wrong-length',
    'none',
    'both',
    'negative',
    'huge',
    'hex',
  ),
  contentType: fc.option(
    fc.constantFrom('application/x-amz-json-1.0', 'application/json; charset=utf-8', 'text/plain', ''),
  ),
  target: fc.option(
    fc.constantFrom(
      'DynamoDB_20120810.GetItem',
      'DynamoDB_20120810.Nope',
      'DynamoDB_20120810.__proto__',
      'DynamoDBStreams_20120810.ListStreams',
      'DynamoSandbox.DescribeClock',
      '',
    ),
  ),
  authorization: fc.option(
    fc.constantFrom(
      WELL_FORMED_AUTHORIZATION,
      'AWS4-HMAC-SHA256',
      'Basic x',
      WELL_FORMED_AUTHORIZATION.replace('host;', ''),
    ),
  ),
  date: fc.boolean(),
  origin: fc.boolean(),
  expectContinue: fc.boolean(),
  bigHeader: fc.nat(9).map((n) => n === 0),
});
type RandomRequest = typeof request extends fc.Arbitrary<infer T> ? T : never;

function encode(r: RandomRequest): Buffer {
  let body: Buffer = Buffer.from(r.body);
  if (r.encoding !== null) body = ENCODERS[r.encoding](body);
  if (r.truncateTo !== null) body = body.subarray(0, r.truncateTo % (body.length + 1));
  const lines = [`${r.method} ${r.path} ${r.version}`, 'Host: localhost', 'Connection: close'];
  if (r.encoding !== null) lines.push(`Content-Encoding: ${r.encoding}`);
  const length = {
    length: String(body.length),
    'wrong-length': String(body.length + 3),
    both: String(body.length),
    negative: '-5',
    huge: '99999999999999999999',
    hex: '0x10',
  }[r.framing as string];
  if (length !== undefined) lines.push(`Content-Length: ${length}`);
  if (r.framing === 'chunked' || r.framing === 'both') lines.push('Transfer-Encoding: chunked');
  if (r.contentType !== null) lines.push(`Content-Type: ${r.contentType}`);
  if (r.target !== null) lines.push(`X-Amz-Target: ${r.target}`);
  if (r.authorization !== null) lines.push(`Authorization: ${r.authorization}`);
  if (r.date) lines.push('X-Amz-Date: 20260101T000000Z');
  if (r.origin) lines.push('Origin: http://localhost:5173');
  if (r.expectContinue) lines.push('Expect: 100-continue');
  if (r.bigHeader) lines.push(`X-Padding: ${'p'.repeat(20_000)}`);
  const payload =
    r.framing === 'chunked' || r.framing === 'both'
      ? Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')])
      : body;
  return Buffer.concat([Buffer.from(lines.join('\r\n') + '\r\n\r\n'), payload]);
}

/** Writes the request without half-closing, and reads until the server closes the connection. */
function exchange(bytes: Buffer): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => resolve(text));
    // A server that neither answers nor closes fails the test here instead of at the test timeout.
    socket.setTimeout(5000, () => socket.destroy());
  });
}

/** The statuses in a reply stream, e.g. [100, 200] after `Expect: 100-continue`. */
const statusesOf = (text: string) =>
  [...text.matchAll(/^HTTP\/1\.1 (\d{3}) /gm)].map((match) => Number(match[1]));

describe('random raw requests', () => {
  it('get a DynamoDB status (or a closed connection when the framing is broken) and never a server error', async () => {
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const reply = await exchange(encode(r));
        const statuses = statusesOf(reply);
        const final = statuses.at(-1);
        const wellFramed =
          WELL_FRAMED.includes(r.framing) && !(r.framing === 'chunked' && r.version === 'HTTP/1.0');
        if (final === undefined) {
          expect(wellFramed && !r.bigHeader, `no reply to a well-framed request: ${JSON.stringify(r)}`).toBe(
            false,
          );
        } else {
          const encoded = r.encoding !== null && r.encoding !== 'identity';
          const allowed = encoded ? [...FINAL_STATUSES, UNDECODABLE_STATUS] : FINAL_STATUSES;
          expect(allowed, reply.slice(0, 300)).toContain(final);
          expect(statuses.slice(0, -1).every((status) => status === 100)).toBe(true);
        }
        expect(serverErrors).toEqual([]);
      }),
      { numRuns: 250, seed: 20261130 },
    );
    const reply = await rawRequest(endpoint.url, { headers: signedHeaders('ListTables'), body: '{}' });
    expect(JSON.parse(reply.body)).toEqual({ TableNames: ['framing'] });
  });
});

describe('request line and headers over 16 KB', () => {
  // DynamoDB limits them to 16 KB and answers 400 (Alternator's test_manual_requests.py, run
  // against DynamoDB), where node:http would say 431.
  it('answers 400 to headers past the limit, and to a request line past it', async () => {
    const body = '{}';
    const fits = await rawRequest(endpoint.url, {
      headers: { ...signedHeaders('ListTables'), header1: 'dog', header2: 'cat' },
      body,
    });
    expect(fits.status).toBe(200);
    const headers = await rawRequest(endpoint.url, {
      headers: { ...signedHeaders('ListTables'), header1: 'x'.repeat(8192), header2: 'y'.repeat(8192) },
      body,
    });
    expect(headers.status).toBe(400);
    const line = await rawRequest(endpoint.url, {
      path: `/${'x'.repeat(17_000)}`,
      headers: signedHeaders('ListTables'),
      body,
    });
    expect(line.status).toBe(400);
  });
});
