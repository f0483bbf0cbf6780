/**
 * Compressed replies: a reply of 4 KB or more goes out gzip- or deflate-compressed when the request
 * accepts it, with x-amz-crc32 over the compressed bytes; shorter replies, and requests that do not
 * ask, get plain JSON (Alternator's test_compressed_response.py and test_crc.py, run against
 * DynamoDB). Negotiation details: src/server/responseEncoding.test.ts.
 */
import { crc32, gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startEndpoint, type TestEndpoint } from '../helpers/endpoint.ts';
import { rawRequest, signedHeaders } from '../helpers/rawHttp.ts';

let endpoint: TestEndpoint;
const TABLE = 'compressed';
const LONG = 'x'.repeat(4071);

beforeAll(async () => {
  endpoint = await startEndpoint();
  const call = (operation: string, body: object) =>
    rawRequest(endpoint.url, { headers: signedHeaders(operation), body: JSON.stringify(body) });
  await call('CreateTable', {
    TableName: TABLE,
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'p', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'p', AttributeType: 'S' }],
  });
  await call('PutItem', { TableName: TABLE, Item: { p: { S: 'key' }, x: { S: LONG } } });
});
afterAll(() => endpoint.close());

const getItem = (projection: string, accept?: string) =>
  rawRequest(endpoint.url, {
    headers: { ...signedHeaders('GetItem'), ...(accept === undefined ? {} : { 'accept-encoding': accept }) },
    body: JSON.stringify({ TableName: TABLE, Key: { p: { S: 'key' } }, ProjectionExpression: projection }),
  });

it('compresses a reply of 4 KB or more with the encoding asked for, checksumming the bytes sent', async () => {
  for (const [accept, encoding, decode] of [
    ['gzip', 'gzip', gunzipSync],
    ['br, deflate', 'deflate', inflateSync],
  ] as const) {
    const reply = await getItem('p, x', accept);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe(encoding);
    expect(reply.headers['content-length']).toBe(String(reply.bytes.length));
    expect(reply.headers['x-amz-crc32']).toBe(String(crc32(reply.bytes)));
    const text = decode(reply.bytes).toString();
    expect(text.length).toBeGreaterThanOrEqual(4096);
    expect(reply.bytes.length * 30).toBeLessThan(text.length);
    expect(JSON.parse(text).Item.x.S).toBe(LONG);
  }
});

it('sends shorter replies, and replies to requests that do not ask, as they are', async () => {
  const short = await getItem('x', 'gzip');
  expect(short.bytes.length).toBeLessThan(4096);
  expect(short.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(short.body).Item.x.S).toBe(LONG);
  for (const accept of [undefined, 'identity', 'br', 'gzip;q=0']) {
    const plain = await getItem('p, x', accept);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body).Item.x.S).toBe(LONG);
    expect(plain.headers['x-amz-crc32']).toBe(String(crc32(plain.bytes)));
  }
});
