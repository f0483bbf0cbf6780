/**
 * A client that half-closes its side of the connection after sending a request (shutdown(SHUT_WR),
 * as `nc -N` and some HTTP/1.0 tools do) still gets the reply — also one that waits on the engine
 * clock, like a transaction held in flight for transactionLatencyMs.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEndpoint, type TestEndpoint } from '../helpers/endpoint.ts';
import { signedHeaders } from '../helpers/rawHttp.ts';

let endpoint: TestEndpoint;
beforeAll(async () => {
  endpoint = await startEndpoint({ transactionLatencyMs: 150 });
  endpoint.wire('CreateTable', {
    TableName: 'halfclose',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
  });
});
afterAll(() => endpoint.close());

/** Sends one request, half-closes at once, and reads until the server closes the connection. */
function sendAndHalfClose(operation: string, request: object): Promise<string> {
  const { port } = new URL(endpoint.url);
  const body = JSON.stringify(request);
  const head = [
    'POST / HTTP/1.1',
    `Host: 127.0.0.1:${port}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...Object.entries(signedHeaders(operation)).map(([name, value]) => `${name}: ${String(value)}`),
  ].join('\r\n');
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.end(`${head}\r\n\r\n${body}`));
    let reply = '';
    socket.on('data', (chunk: Buffer) => (reply += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => resolve(reply));
    socket.setTimeout(5000, () => socket.destroy());
  });
}

describe('a client that half-closes after its request', () => {
  it('gets the reply of a request answered at once', async () => {
    const reply = await sendAndHalfClose('GetItem', { TableName: 'halfclose', Key: { id: { S: 'a' } } });
    expect(reply).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  });

  it('gets the reply of a transaction answered after its latency on the engine clock', async () => {
    const reply = await sendAndHalfClose('TransactWriteItems', {
      TransactItems: [{ Put: { TableName: 'halfclose', Item: { id: { S: 'x' } } } }],
    });
    expect(reply).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(reply.endsWith('\r\n\r\n{}')).toBe(true);
    expect(endpoint.wire('GetItem', { TableName: 'halfclose', Key: { id: { S: 'x' } } }).body).toEqual({
      Item: { id: { S: 'x' } },
    });
  });
});
