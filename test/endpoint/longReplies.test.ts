/**
 * A reply's x-amz-crc32 and Content-Length are those of the UTF-8 bytes sent (SDKs check both),
 * for characters beyond ASCII too: two bytes for é, four for an emoji, not one per character.
 */
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startEndpoint, type TestEndpoint } from '../helpers/endpoint.ts';
import { callOperation } from '../helpers/rawHttp.ts';
import { createKeyedTable } from '../helpers/wire.ts';

let endpoint: TestEndpoint;
beforeAll(async () => {
  endpoint = await startEndpoint();
});
afterAll(() => endpoint.close());

const post = (operation: string, request: object) => callOperation(endpoint.url, operation, request);

it('replies carry the checksum and length of their UTF-8 bytes, short and long, ASCII or not', async () => {
  await post('CreateTable', {
    TableName: 'long',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
  });
  // Each shorter than the one before it at some point, and one of 70,000 UTF-8 bytes: more than the
  // 64 KB buffer replies are checksummed in (reply.ts) holds.
  const texts = [
    'é😀'.repeat(10),
    'é😀'.repeat(500),
    'plain '.repeat(300),
    '€😀'.repeat(10_000),
    'é'.repeat(20),
  ];
  for (const text of texts) {
    const item = { pk: { S: 'é' }, text: { S: text } };
    expect((await post('PutItem', { TableName: 'long', Item: item })).status).toBe(200);
    const got = await post('GetItem', { TableName: 'long', Key: { pk: { S: 'é' } } });
    expect(got.status).toBe(200);
    expect(JSON.parse(got.body)).toEqual({ Item: item });
    expect(got.headers['content-length']).toBe(String(got.bytes.length));
    expect(got.headers['x-amz-crc32']).toBe(String(crc32(got.bytes)));
  }
});

it('a Query’s checksum and length hold for whole, paged, projected and repeated reads', async () => {
  createKeyedTable(endpoint.engine, 'orders', 'S');
  // Items of many lengths (the checksum of each is cached and combined by its length), some long.
  for (let i = 0; i < 12; i++) {
    const item = {
      pk: { S: 'ü' },
      sk: { S: `#${i}` },
      note: { S: 'ß😀'.repeat(i * i * 7) },
      n: { N: String(i) },
    };
    expect((await post('PutItem', { TableName: 'orders', Item: item })).status).toBe(200);
  }
  const key = { KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': { S: 'ü' } } };
  const queries = [
    { TableName: 'orders', ...key, ReturnConsumedCapacity: 'TOTAL' },
    { TableName: 'orders', ...key, Limit: 5 },
    { TableName: 'orders', ...key, ProjectionExpression: 'note' },
    { TableName: 'orders', ...key, ScanIndexForward: false },
  ];
  for (const query of [...queries, ...queries]) {
    const got = await post('Query', query);
    expect(got.status).toBe(200);
    expect(JSON.parse(got.body).Items.length).toBeGreaterThan(0);
    expect(got.headers['content-length']).toBe(String(got.bytes.length));
    expect(got.headers['x-amz-crc32']).toBe(String(crc32(got.bytes)));
  }
});
