/**
 * Bodies the endpoint must survive: compressed, oversized, truncated, stalled, abandoned, garbage.
 * None may hang a request, crash the server or make it buffer more than the 16 MB limit.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEndpoint, type TestEndpoint } from '../helpers/endpoint.ts';
import { rawRequest, signedHeaders } from '../helpers/rawHttp.ts';

const MB = 1024 * 1024;

let endpoint: TestEndpoint;
let port: number;
beforeAll(async () => {
  // Short timeouts, so a bad request is cut quickly; the request timeout still leaves a loaded machine
  // time to send 16 MB (at 600 ms, a busy run once cut the 413 test's body with 408).
  endpoint = await startEndpoint({
    server: { requestTimeoutMs: 3_000, headersTimeoutMs: 600, timeoutCheckIntervalMs: 100 },
  });
  port = Number(new URL(endpoint.url).port);
});
afterAll(() => endpoint.close());

/** The server still answers a normal request. */
async function expectServing(url = endpoint.url): Promise<void> {
  const reply = await rawRequest(url, { headers: signedHeaders('ListTables'), body: '{}' });
  expect(reply.status).toBe(200);
}

function openSocket(to = port): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(to, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });
}

/** Everything the server sends on `socket` until it closes the connection. */
function readUntilClosed(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => resolve(text));
  });
}

const listTablesHead = (contentLength: number, extra = '') =>
  'POST / HTTP/1.1\r\nHost: localhost\r\n' +
  Object.entries(signedHeaders('ListTables'))
    .map(([name, value]) => `${name}: ${String(value)}\r\n`)
    .join('') +
  `Content-Length: ${contentLength}\r\n${extra}\r\n`;

describe('compressed bodies', () => {
  it('inflates a gzip body, also two gzip members one after the other', async () => {
    for (const body of [
      gzipSync(Buffer.from('{"Limit": 5}')),
      Buffer.concat([gzipSync('{"Limit"'), gzipSync(': 5}')]),
    ]) {
      const reply = await rawRequest(endpoint.url, {
        headers: { ...signedHeaders('ListTables'), 'content-encoding': 'gzip' },
        body,
      });
      expect(reply.status).toBe(200);
      expect(JSON.parse(reply.body)).toEqual({ TableNames: [] });
    }
  });

  it('answers 500 InternalServerError to another encoding or a body that is not gzip', async () => {
    // Alternator's test_compressed_request.py, run against DynamoDB: gzip is the one encoding taken,
    // and an undecodable body is an internal error, as DynamoDB answers it.
    const valid = gzipSync('{"Limit": 5}');
    for (const [encoding, body] of [
      ['gzip', Buffer.from('not gzip at all')],
      ['gzip', valid.subarray(0, valid.length - 1)],
      ['gzip', Buffer.alloc(0)],
      ['garbage', valid],
      ['deflate', deflateSync('{"Limit": 5}')],
      ['x-gzip', valid],
      ['br', brotliCompressSync('{"Limit": 5}')],
    ] as const) {
      const reply = await rawRequest(endpoint.url, {
        headers: { ...signedHeaders('ListTables'), 'content-encoding': encoding },
        body,
      });
      expect([encoding, reply.status]).toEqual([encoding, 500]);
      expect(JSON.parse(reply.body)).toEqual({
        __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError',
        message: 'Internal server error',
      });
    }
    await expectServing();
  });

  it('answers 413 when a small compressed body inflates past 16 MB', async () => {
    const bomb = gzipSync(Buffer.alloc(16 * MB + 1, 0x20));
    expect(bomb.length).toBeLessThan(MB);
    const reply = await rawRequest(endpoint.url, {
      headers: { ...signedHeaders('ListTables'), 'content-encoding': 'gzip' },
      body: bomb,
    });
    expect(reply.status).toBe(413);
    await expectServing();
  });
});

describe('the 16 MB limit', () => {
  it('accepts a body of exactly 16 MB', async () => {
    const body = Buffer.alloc(16 * MB, 0x20);
    body.write('{}', 0);
    const reply = await rawRequest(endpoint.url, { headers: signedHeaders('ListTables'), body });
    expect(reply.status).toBe(200);
  });

  it('answers 413 on a declared Content-Length over 16 MB before any of the body arrives', async () => {
    const socket = await openSocket();
    const reply = readUntilClosed(socket);
    socket.write(listTablesHead(16 * MB + 1));
    const text = await reply;
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(text.toLowerCase()).toContain('transfer-encoding: chunked');
    expect(text.toLowerCase()).toContain('connection: close');
    expect(text.toLowerCase()).toMatch(/x-amzn-requestid: [0-9a-z]{52}/);
    await expectServing();
  });

  it('answers 413 to a chunked body once it passes 16 MB, without reading the rest', async () => {
    const req = httpRequest(endpoint.url, {
      method: 'POST',
      headers: { ...signedHeaders('ListTables'), 'transfer-encoding': 'chunked' },
      agent: false,
    });
    req.on('error', () => {}); // the server closes the connection while we are still sending
    let response: IncomingMessage | undefined;
    const responded = new Promise<void>((resolve) =>
      req.on('response', (res) => {
        response = res;
        res.resume();
        resolve();
      }),
    );
    const chunk = Buffer.alloc(MB, 0x20);
    let sent = 0;
    while (!response && sent < 64 * MB && !req.destroyed) {
      sent += chunk.length;
      // Waits until the chunk is handed to the socket: the server's backpressure holds us here.
      await Promise.race([new Promise((resolve) => req.write(chunk, resolve)), responded]);
    }
    await responded;
    expect(response!.statusCode).toBe(413);
    expect(sent).toBeLessThan(40 * MB);
    req.destroy();
    await expectServing();
  });
});

describe('bodies that never finish', () => {
  // Its own server, whose request timeout is shorter still: the two stalled bodies below wait it out
  // in real time, and no 16 MB body has to arrive within it here.
  let stalling: TestEndpoint;
  let stallingPort: number;
  beforeAll(async () => {
    stalling = await startEndpoint({
      server: { requestTimeoutMs: 1_000, headersTimeoutMs: 600, timeoutCheckIntervalMs: 100 },
    });
    stallingPort = Number(new URL(stalling.url).port);
  });
  afterAll(() => stalling.close());

  it('forgets a request whose client disconnects mid-body', async () => {
    for (let i = 0; i < 20; i++) {
      const socket = await openSocket();
      socket.write(listTablesHead(1000) + '{"Limit"');
      socket.destroy();
    }
    await expectServing();
  });

  it('closes a connection whose body is cut short by the client', async () => {
    const socket = await openSocket();
    const closed = readUntilClosed(socket);
    socket.end(listTablesHead(1000) + '{"Limit": 1}');
    expect(await closed).toMatch(/^$|^HTTP\/1\.1 400 /);
    await expectServing();
  });

  it('cuts a request whose body stalls, instead of waiting for it forever', async () => {
    const socket = await openSocket(stallingPort);
    const closed = readUntilClosed(socket);
    socket.write(listTablesHead(1000) + '{"Limit"');
    const started = Date.now();
    const text = await closed;
    // The request timeout, and two seconds' slack.
    expect(Date.now() - started).toBeLessThan(3000);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    await expectServing(stalling.url);
  });

  it('cuts a client that trickles its body slower than the request timeout', async () => {
    const socket = await openSocket(stallingPort);
    const closed = readUntilClosed(socket);
    socket.write(listTablesHead(100));
    const trickle = setInterval(() => socket.writable && socket.write(' '), 50);
    try {
      expect(await closed).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      clearInterval(trickle);
    }
  });
});

describe('garbage', () => {
  it.each([
    ['not HTTP at all', 'hello there\r\n\r\n'],
    ['a broken request line', 'POST\r\n\r\n'],
    ['a bad Content-Length', 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n'],
    ['two Content-Lengths', 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}'],
    [
      'binary noise',
      Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)).toString('latin1'),
    ],
  ])('survives %s', async (_name, text) => {
    const socket = await openSocket();
    const closed = readUntilClosed(socket);
    socket.write(Buffer.from(text, 'latin1'));
    const reply = await closed;
    expect(reply === '' || /^HTTP\/1\.1 4\d\d /.test(reply)).toBe(true);
    await expectServing();
  });

  it('survives JSON that is valid but not a request object', async () => {
    for (const body of ['[]', '1', 'null', '"x"', '{"Limit": {"__proto__": 1}}']) {
      const reply = await rawRequest(endpoint.url, { headers: signedHeaders('ListTables'), body });
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
    }
    await expectServing();
  });

  it('survives deeply nested JSON', async () => {
    const body = '{"Limit":' + '['.repeat(100_000) + ']'.repeat(100_000) + '}';
    const reply = await rawRequest(endpoint.url, { headers: signedHeaders('ListTables'), body });
    expect(reply.status).toBe(400);
    await expectServing();
  });
});
