/**
 * Requests signed in the query string (a presigned URL) instead of an Authorization header.
 * Recorded DynamoDB answers: architect/dynalite test/connection.js and test/listTables.js (bodies
 * and their CRC32s as DynamoDB sent them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEndpoint, type TestEndpoint } from '../helpers/endpoint.ts';
import { rawRequest, type RawReply } from '../helpers/rawHttp.ts';

let endpoint: TestEndpoint;
beforeAll(async () => {
  endpoint = await startEndpoint();
});
afterAll(() => endpoint.close());

const listTables = { 'x-amz-target': 'DynamoDB_20120810.ListTables', 'content-type': 'application/json' };
const PRESIGNED =
  '/?X-Amz-Date=20260101T000000Z&X-Amz-Algorithm=AWS4-HMAC-SHA256' +
  '&X-Amz-Credential=AKID%2F20260101%2Fus-east-1%2Fdynamodb%2Faws4_request' +
  '&X-Amz-SignedHeaders=content-type%3Bhost%3Bx-amz-target&X-Amz-Signature=0123abcd';

function expectRecorded(reply: RawReply, body: object, recordedCrc: number): void {
  expect(reply.status).toBe(400);
  expect(JSON.parse(reply.body)).toEqual(body);
  expect(reply.headers['x-amz-crc32']).toBe(String(recordedCrc));
}

describe('presigned requests', () => {
  it('answers a request signed in its query string', async () => {
    const reply = await rawRequest(endpoint.url, { path: PRESIGNED, headers: listTables, body: '{}' });
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toHaveProperty('TableNames');
  });

  it('refuses a request signed both ways', async () => {
    const reply = await rawRequest(endpoint.url, {
      path: '/?X-Amz-Algorithm',
      headers: { ...listTables, authorization: 'X' },
    });
    expectRecorded(
      reply,
      {
        __type: 'com.amazon.coral.service#InvalidSignatureException',
        message: "Found both 'X-Amz-Algorithm' as a query-string param and 'Authorization' as HTTP header.",
      },
      2139606068,
    );
  });

  it('lists the query-string parameters that are missing', async () => {
    const all = await rawRequest(endpoint.url, { path: '/?X-Amz-Algorithm', headers: listTables });
    expectRecorded(
      all,
      {
        __type: 'com.amazon.coral.service#IncompleteSignatureException',
        message:
          "AWS query-string parameters must include 'X-Amz-Algorithm'. " +
          "AWS query-string parameters must include 'X-Amz-Credential'. " +
          "AWS query-string parameters must include 'X-Amz-Signature'. " +
          "AWS query-string parameters must include 'X-Amz-SignedHeaders'. " +
          "AWS query-string parameters must include 'X-Amz-Date'. " +
          'Re-examine the query-string parameters.',
      },
      2900502663,
    );
    const one = await rawRequest(endpoint.url, {
      path: '/?X-Amz-Algorithm=a&X-Amz-Credential=b&X-Amz-Signature=c&X-Amz-Date=d',
      headers: listTables,
    });
    expectRecorded(
      one,
      {
        __type: 'com.amazon.coral.service#IncompleteSignatureException',
        message:
          "AWS query-string parameters must include 'X-Amz-SignedHeaders'. Re-examine the query-string parameters.",
      },
      3712057481,
    );
  });
});
