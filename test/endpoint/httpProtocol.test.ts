/**
 * The endpoint's HTTP behaviour, checked against what DynamoDB answers. The bodies and CRC32 values
 * for the error replies are those architect/dynalite recorded from the real service.
 */
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEndpoint, type TestEndpoint } from '../helpers/endpoint.ts';
import { rawRequest, signedHeaders, type RawReply } from '../helpers/rawHttp.ts';

let endpoint: TestEndpoint;
beforeAll(async () => {
  endpoint = await startEndpoint();
});
afterAll(() => endpoint.close());

const REQUEST_ID = /^[0-9A-Z]{52}$/;
const NOT_FOUND_BODY = '<UnknownOperationException/>\n';
const SERIALIZATION = { __type: 'com.amazon.coral.service#SerializationException' };
const UNKNOWN_OPERATION = { __type: 'com.amazon.coral.service#UnknownOperationException' };
const MISSING_TOKEN = {
  __type: 'com.amazon.coral.service#MissingAuthenticationTokenException',
  message: 'Request is missing Authentication Token',
};

/**
 * Every reply carries a DynamoDB-shaped request id, the CRC32 of its exact body bytes, and the
 * `Server: Server` header that every captured DynamoDB reply shows.
 */
function expectStandardHeaders(reply: RawReply): void {
  expect(reply.headers.server).toBe('Server');
  expect(reply.headers['x-amzn-requestid']).toMatch(REQUEST_ID);
  expect(reply.headers['x-amz-crc32']).toBe(String(crc32(reply.bytes)));
}

function expectJsonError(
  reply: RawReply,
  body: object,
  recordedCrc: number,
  contentType = 'application/json',
): void {
  expect(reply.status).toBe(400);
  expect(JSON.parse(reply.body)).toEqual(body);
  expectStandardHeaders(reply);
  expect(reply.headers['x-amz-crc32']).toBe(String(recordedCrc));
  expect(reply.headers['content-type']).toBe(contentType);
  expect(reply.headers['content-length']).toBe(String(reply.bytes.length));
}

describe('methods and paths', () => {
  it('answers GET / with the health line DynamoDB sends', async () => {
    const reply = await rawRequest(endpoint.url, { method: 'GET' });
    expect(reply.status).toBe(200);
    expect(reply.body).toBe('healthy: dynamodb.us-east-1.amazonaws.com ');
    expectStandardHeaders(reply);
  });

  it('names the engine region in the health line', async () => {
    const other = await startEndpoint({ region: 'eu-west-1' });
    try {
      expect((await rawRequest(other.url, { method: 'GET' })).body).toBe(
        'healthy: dynamodb.eu-west-1.amazonaws.com ',
      );
    } finally {
      await other.close();
    }
  });

  it.each([
    ['GET', '/tables'],
    ['PUT', '/'],
    ['DELETE', '/'],
    ['PATCH', '/'],
    ['OPTIONS', '/'],
  ])('answers %s %s with 404 <UnknownOperationException/>', async (method, path) => {
    const reply = await rawRequest(endpoint.url, { method, path });
    expect(reply.status).toBe(404);
    expect(reply.body).toBe(NOT_FOUND_BODY);
    expect(reply.headers['x-amz-crc32']).toBe('3552371480');
    expect(reply.headers['content-length']).toBe('29');
    expect(reply.headers['x-amzn-requestid']).toMatch(REQUEST_ID);
    expect(reply.headers.server).toBe('Server');
  });

  it('answers 404 to a body without a content type or with one it does not serve', async () => {
    for (const headers of [{}, { 'content-type': 'whatever' }, { 'content-type': 'text/plain' }]) {
      const reply = await rawRequest(endpoint.url, { body: 'hi', headers });
      expect(reply.status).toBe(404);
      expect(reply.body).toBe(NOT_FOUND_BODY);
    }
  });

  it('ignores the path of a POST, as DynamoDB does', async () => {
    const reply = await rawRequest(endpoint.url, {
      path: '/any/path',
      headers: signedHeaders('ListTables'),
      body: '{}',
    });
    expect(reply.status).toBe(200);
  });
});

describe('content types', () => {
  it.each(['application/x-amz-json-1.0', 'application/json'])('answers %s in the same type', async (type) => {
    const reply = await rawRequest(endpoint.url, {
      headers: { ...signedHeaders('ListTables'), 'content-type': type },
      body: '{}',
    });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe(type);
    expect(JSON.parse(reply.body)).toEqual({ TableNames: [] });
    expectStandardHeaders(reply);
    expect(reply.headers['content-length']).toBe(String(reply.bytes.length));
  });

  it('tolerates a charset parameter', async () => {
    const reply = await rawRequest(endpoint.url, {
      headers: {
        ...signedHeaders('ListTables'),
        'content-type': 'application/x-amz-json-1.0; charset=utf-8',
      },
      body: '{}',
    });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('application/x-amz-json-1.0');
  });
});

describe('body and target checks', () => {
  it.each(['application/json', 'application/x-amz-json-1.0'])(
    'answers SerializationException to a %s body that is not JSON',
    async (type) => {
      const reply = await rawRequest(endpoint.url, { body: 'hi', headers: { 'content-type': type } });
      expectJsonError(reply, SERIALIZATION, 3948637019, type);
    },
  );

  it('answers SerializationException to a body that is not UTF-8', async () => {
    const body = Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]); // {"\xff\xfe":1}
    const reply = await rawRequest(endpoint.url, { headers: signedHeaders('ListTables'), body });
    expectJsonError(reply, SERIALIZATION, 3948637019, 'application/x-amz-json-1.0');
  });

  it('answers SerializationException to a signed request with an empty body', async () => {
    const reply = await rawRequest(endpoint.url, { headers: signedHeaders('ListTables') });
    expectJsonError(reply, SERIALIZATION, 3948637019, 'application/x-amz-json-1.0');
  });

  it('answers UnknownOperationException without a target, with a bad one, or an unknown operation', async () => {
    for (const target of [undefined, 'whatever', 'DynamoDB_20120810.ListTable', 'DynamoDB_20120810.']) {
      const headers = target === undefined ? {} : { 'x-amz-target': target };
      expectJsonError(await rawRequest(endpoint.url, { headers }), UNKNOWN_OPERATION, 1368724161);
    }
    const withBody = await rawRequest(endpoint.url, {
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expectJsonError(withBody, UNKNOWN_OPERATION, 1368724161);
  });

  it('checks the body before the target, and the target before the signature', async () => {
    const badBodyBadTarget = await rawRequest(endpoint.url, {
      body: '{',
      headers: { 'content-type': 'application/json', 'x-amz-target': 'nope' },
    });
    expectJsonError(badBodyBadTarget, SERIALIZATION, 3948637019);
    const badBodyUnsigned = await rawRequest(endpoint.url, {
      body: '{',
      headers: { 'content-type': 'application/json', 'x-amz-target': 'DynamoDB_20120810.ListTables' },
    });
    expectJsonError(badBodyUnsigned, SERIALIZATION, 3948637019);
    const badBodySigned = await rawRequest(endpoint.url, {
      body: '{',
      headers: { ...signedHeaders('ListTable'), 'content-type': 'application/json' },
    });
    expectJsonError(badBodySigned, SERIALIZATION, 3948637019);
  });
});

describe('authentication', () => {
  const listTables = { 'x-amz-target': 'DynamoDB_20120810.ListTables' };

  it('answers MissingAuthenticationTokenException without an AWS4- Authorization header', async () => {
    expectJsonError(await rawRequest(endpoint.url, { headers: listTables }), MISSING_TOKEN, 2088342776);
    const aws4 = await rawRequest(endpoint.url, { headers: { ...listTables, authorization: 'AWS4' } });
    expectJsonError(aws4, MISSING_TOKEN, 2088342776);
  });

  it('answers IncompleteSignatureException listing every missing part', async () => {
    const reply = await rawRequest(endpoint.url, { headers: { ...listTables, authorization: 'AWS4-' } });
    expectJsonError(
      reply,
      {
        __type: 'com.amazon.coral.service#IncompleteSignatureException',
        message:
          "Authorization header requires 'Credential' parameter. " +
          "Authorization header requires 'Signature' parameter. " +
          "Authorization header requires 'SignedHeaders' parameter. " +
          "Authorization header requires existence of either a 'X-Amz-Date' or a 'Date' header. " +
          'Authorization=AWS4-',
      },
      1828866742,
    );
  });

  it('accepts a Date header instead of X-Amz-Date, and never checks the signature value', async () => {
    const { 'x-amz-date': _date, ...headers } = signedHeaders('ListTables');
    const reply = await rawRequest(endpoint.url, {
      headers: { ...headers, date: 'Thu, 01 Jan 2026 00:00:00 GMT' },
      body: '{}',
    });
    expect(reply.status).toBe(200);
  });

  it('answers a missing date alone with IncompleteSignatureException', async () => {
    const { 'x-amz-date': _date, ...headers } = signedHeaders('ListTables');
    const reply = await rawRequest(endpoint.url, { headers, body: '{}' });
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.body)).toEqual({
      __type: 'com.amazon.coral.service#IncompleteSignatureException',
      message: `Authorization header requires existence of either a 'X-Amz-Date' or a 'Date' header. Authorization=${headers.authorization}`,
    });
  });
});

describe('CORS', () => {
  it('answers a preflight with what the browser asked for', async () => {
    const reply = await rawRequest(endpoint.url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-headers': 'a, b, c',
        'access-control-request-method': 'POST',
      },
    });
    expect(reply.status).toBe(200);
    expect(reply.headers['access-control-allow-origin']).toBe('*');
    expect(reply.headers['access-control-allow-headers']).toBe('a, b, c');
    expect(reply.headers['access-control-allow-methods']).toBe('POST');
    expect(reply.headers['access-control-max-age']).toBe('172800');
    expect(reply.headers['content-length']).toBe('0');
    expect(reply.body).toBe('');
    expectStandardHeaders(reply);
  });

  it('lets a page read replies and their request id and checksum', async () => {
    const reply = await rawRequest(endpoint.url, {
      headers: { ...signedHeaders('ListTables'), origin: 'http://localhost:5173' },
      body: '{}',
    });
    expect(reply.status).toBe(200);
    expect(reply.headers['access-control-allow-origin']).toBe('*');
    const exposed = String(reply.headers['access-control-expose-headers']).toLowerCase();
    expect(exposed).toContain('x-amzn-requestid');
    expect(exposed).toContain('x-amz-crc32');
  });

  it('sets CORS on errors too', async () => {
    const reply = await rawRequest(endpoint.url, { headers: { origin: 'whatever' } });
    expectJsonError(reply, UNKNOWN_OPERATION, 1368724161);
    expect(reply.headers['access-control-allow-origin']).toBe('*');
  });

  it('sends no CORS headers without an Origin', async () => {
    const reply = await rawRequest(endpoint.url, { headers: signedHeaders('ListTables'), body: '{}' });
    expect(reply.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('request ids', () => {
  it('differ between replies', async () => {
    const ids = new Set<unknown>();
    for (let i = 0; i < 20; i++)
      ids.add((await rawRequest(endpoint.url, { method: 'GET' })).headers['x-amzn-requestid']);
    expect(ids.size).toBe(20);
  });
});

describe('successful replies', () => {
  it('carry the checksum of an empty reply and of one with content', async () => {
    const post = (target: string, body: object) =>
      rawRequest(endpoint.url, { headers: signedHeaders(target), body: JSON.stringify(body) });
    const created = await post('CreateTable', {
      TableName: 'checksums',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
    });
    expectStandardHeaders(created);
    const put = await post('PutItem', { TableName: 'checksums', Item: { pk: { S: 'a' } } });
    expect(put.status).toBe(200);
    expect(put.body).toBe('{}');
    expectStandardHeaders(put);
    expect(put.headers['x-amz-crc32']).toBe('2745614147');
    const got = await post('GetItem', { TableName: 'checksums', Key: { pk: { S: 'a' } } });
    expect(JSON.parse(got.body)).toEqual({ Item: { pk: { S: 'a' } } });
    expectStandardHeaders(got);
  });
});
