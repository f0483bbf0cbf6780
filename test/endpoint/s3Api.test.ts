/**
 * The endpoint's S3 REST API over raw HTTP (server/s3/): requests signed for `s3` go to it, the rest
 * stay DynamoDB's; aws-chunked uploads, both listing versions, byte ranges and S3's errors. boto3 and
 * the AWS CLI drive it in test/smoke/boto3S3.test.ts.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Engine } from '../../src/engine/engine.ts';
import { createAsyncDispatch } from '../../src/protocol/dispatch.ts';
import { createDynamoServer, type DynamoServer } from '../../src/server/dynamoServer.ts';
import { MAX_REQUEST_BYTES } from '../../src/server/requestBody.ts';
import { createS3Handler } from '../../src/server/s3/s3Handler.ts';
import { callOperation, rawRequest } from '../helpers/rawHttp.ts';

const S3_AUTHORIZATION =
  'AWS4-HMAC-SHA256 Credential=AKIDSANDBOXTEST/20261203/us-east-1/s3/aws4_request, ' +
  'SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=0123456789abcdef';

let engine: Engine;
let server: DynamoServer;
let url: string;
let changes = 0;

beforeAll(async () => {
  engine = new Engine({ tableStatusDelayMs: 0 });
  server = createDynamoServer({
    dispatch: createAsyncDispatch(engine),
    s3: createS3Handler(
      () => ({
        store: engine.regions.objectStore,
        now: () => engine.now(),
        changed: () => changes++,
        region: 'us-east-1',
      }),
      MAX_REQUEST_BYTES,
      (error) => {
        throw error;
      },
    ),
  });
  url = await server.listen(0);
});
afterAll(() => server.close());

function s3(method: string, path: string, body?: string | Buffer, headers: Record<string, string> = {}) {
  return rawRequest(url, {
    method,
    path,
    body,
    headers: { authorization: S3_AUTHORIZATION, 'x-amz-date': '20261203T000000Z', ...headers },
  });
}

const md5 = (text: string | Buffer) => `"${createHash('md5').update(text).digest('hex')}"`;

describe('the S3 API beside DynamoDB', () => {
  it('answers what is signed for s3, and leaves DynamoDB requests and the health check alone', async () => {
    const put = await s3('PUT', '/shared-bucket/notes/today.txt', 'written over S3');
    expect(put.status).toBe(200);
    expect(put.headers.etag).toBe(md5('written over S3'));
    const buckets = await s3('GET', '/');
    expect(buckets.body).toContain('<Buckets><Bucket><Name>shared-bucket</Name>');
    const health = await rawRequest(url, { method: 'GET' });
    expect(health.body).toMatch(/^healthy: dynamodb\.us-east-1\.amazonaws\.com/);
    const tables = await callOperation(url, 'ListTables', {});
    expect(JSON.parse(tables.body)).toEqual({ TableNames: [] });
    // The engine sees the object: the app's S3 page and ImportTable read the same store.
    const sandbox = engine.regions.objectStore.get('shared-bucket', 'notes/today.txt');
    expect(Buffer.from(sandbox!.body).toString()).toBe('written over S3');
  });

  it('stores an aws-chunked upload decoded, and serves it whole or by byte range', async () => {
    const before = changes;
    const chunked =
      '6;chunk-signature=abc\r\nexport\r\n5;chunk-signature=abc\r\n-data\r\n0;chunk-signature=abc\r\n\r\n';
    const put = await s3('PUT', '/chunked-bucket/file.bin', chunked, {
      'content-encoding': 'aws-chunked',
      'x-amz-content-sha256': 'STREAMING-AWS4-HMAC-SHA256-PAYLOAD',
      'x-amz-decoded-content-length': '11',
    });
    expect(put.headers.etag).toBe(md5('export-data'));
    expect(changes).toBe(before + 1);
    const got = await s3('GET', '/chunked-bucket/file.bin');
    expect(got).toMatchObject({ status: 200, body: 'export-data' });
    expect(got.headers).toMatchObject({
      'content-length': '11',
      etag: md5('export-data'),
      'accept-ranges': 'bytes',
    });
    const range = await s3('GET', '/chunked-bucket/file.bin', undefined, { range: 'bytes=7-' });
    expect(range).toMatchObject({ status: 206, body: 'data' });
    expect(range.headers['content-range']).toBe('bytes 7-10/11');
    const beyond = await s3('GET', '/chunked-bucket/file.bin', undefined, { range: 'bytes=20-30' });
    expect(beyond.status).toBe(416);
    expect(beyond.body).toContain('<Code>InvalidRange</Code>');
    const broken = await s3('PUT', '/chunked-bucket/broken.bin', '6\r\nexpo', {
      'content-encoding': 'aws-chunked',
    });
    expect(broken.status).toBe(400);
    expect(engine.regions.objectStore.get('chunked-bucket', 'broken.bin')).toBeUndefined();
  });

  it('lists with both versions: prefixes, markers, continuation tokens and url-encoded keys', async () => {
    for (const key of [
      'logs/2026/a.txt',
      'logs/2026/b.txt',
      'logs/2027/c.txt',
      'logs/readme',
      'logs/odd key+1',
    ])
      await s3('PUT', `/list-bucket/${encodeURIComponent(key).replace(/%2F/g, '/')}`, key);
    const v2 = await s3('GET', '/list-bucket?list-type=2&prefix=logs%2F&delimiter=%2F&max-keys=2');
    expect(v2.body).toContain('<KeyCount>2</KeyCount>');
    expect(v2.body).toContain(
      '<CommonPrefixes><Prefix>logs/2026/</Prefix></CommonPrefixes><CommonPrefixes><Prefix>logs/2027/</Prefix></CommonPrefixes>',
    );
    expect(v2.body).toContain('<IsTruncated>true</IsTruncated>');
    const token = /<NextContinuationToken>([^<]+)</.exec(v2.body)![1];
    const rest = await s3(
      'GET',
      `/list-bucket?list-type=2&prefix=logs%2F&delimiter=%2F&continuation-token=${token}&encoding-type=url`,
    );
    expect(rest.body).toContain('<Key>logs%2Fodd%20key%2B1</Key>');
    expect(rest.body).toContain('<Key>logs%2Freadme</Key>');
    expect(rest.body).toContain('<IsTruncated>false</IsTruncated>');
    expect(rest.body).not.toContain('<CommonPrefixes>');
    const v1 = await s3('GET', '/list-bucket?prefix=logs%2F2026%2F&marker=logs%2F2026%2Fa.txt');
    expect(v1.body).toContain('<Marker>logs/2026/a.txt</Marker>');
    expect(v1.body).toContain(`<Key>logs/2026/b.txt</Key><LastModified>`);
    expect(v1.body).toContain(`<ETag>&#34;${md5('logs/2026/b.txt').slice(1, -1)}&#34;</ETag><Size>15</Size>`);
    expect(v1.body).not.toContain('a.txt</Key>');
  });

  it('answers S3’s errors: missing keys, a bucket not empty, bad names, subresources it lacks', async () => {
    const missing = await s3('GET', '/error-bucket/none.txt');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain(
      '<Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>none.txt</Key>',
    );
    const head = await s3('HEAD', '/error-bucket/none.txt');
    expect(head).toMatchObject({ status: 404, body: '' });
    await s3('PUT', '/error-bucket/kept.txt', 'x');
    const notEmpty = await s3('DELETE', '/error-bucket');
    expect(notEmpty.status).toBe(409);
    expect(notEmpty.body).toContain('<Code>BucketNotEmpty</Code>');
    const badName = await s3('GET', '/Bad_Bucket?list-type=2');
    expect(badName.status).toBe(400);
    expect(badName.body).toContain(
      '<Code>InvalidBucketName</Code><Message>The specified bucket is not valid.</Message><BucketName>',
    );
    const versioning = await s3('GET', '/error-bucket?versioning');
    expect(versioning.status).toBe(501);
    expect(versioning.body).toContain('<Code>NotImplemented</Code>');
    const deleted = await s3(
      'POST',
      '/error-bucket?delete',
      '<Delete><Object><Key>kept.txt</Key></Object></Delete>',
    );
    expect(deleted.body).toContain('<Deleted><Key>kept.txt</Key></Deleted>');
    expect((await s3('DELETE', '/error-bucket')).status).toBe(204);
  });

  it('puts objects ImportTable reads: a CSV uploaded over S3 becomes a table', async () => {
    await s3('PUT', '/import-bucket/people/people.csv', 'pk,name\nu1,Ada\nu2,Grace\n');
    const started = await callOperation(url, 'ImportTable', {
      S3BucketSource: { S3Bucket: 'import-bucket', S3KeyPrefix: 'people/' },
      InputFormat: 'CSV',
      TableCreationParameters: {
        TableName: 'people',
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
        AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
      },
    });
    expect(started.status).toBe(200);
    engine.advance(60_000);
    const scanned = await callOperation(url, 'Scan', { TableName: 'people' });
    expect(JSON.parse(scanned.body)).toMatchObject({ Count: 2 });
  });
});

describe('presigned S3 URLs', () => {
  it('are S3 requests too, by the service their X-Amz-Credential names', async () => {
    await s3('PUT', '/presigned-bucket/shared.txt', 'shared by link');
    const query =
      'X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIDSANDBOXTEST%2F20261203%2Fus-east-1%2Fs3%2Faws4_request' +
      '&X-Amz-Date=20261203T000000Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=0123456789abcdef';
    const got = await rawRequest(url, { method: 'GET', path: `/presigned-bucket/shared.txt?${query}` });
    expect(got).toMatchObject({ status: 200, body: 'shared by link' });
    const malformed = await rawRequest(url, {
      method: 'GET',
      path: '/presigned-bucket/x?X-Amz-Credential=%E0%A4%A',
    });
    expect(malformed.status).toBe(404);
  });
});

describe('multipart uploads', () => {
  it('join the parts a completion lists, in order, and then forget the upload', async () => {
    const created = await s3('POST', '/parts-bucket/big.bin?uploads');
    const uploadId = /<UploadId>([^<]+)</.exec(created.body)![1];
    const part = (n: number, body: string, headers: Record<string, string> = {}) =>
      s3('PUT', `/parts-bucket/big.bin?partNumber=${n}&uploadId=${uploadId}`, body, headers);
    expect((await part(2, 'second')).headers.etag).toBe(md5('second'));
    await part(1, '5;chunk-signature=x\r\nfirst\r\n0;chunk-signature=x\r\n\r\n', {
      'content-encoding': 'aws-chunked',
    });
    const complete = (numbers: number[]) =>
      s3(
        'POST',
        `/parts-bucket/big.bin?uploadId=${uploadId}`,
        `<CompleteMultipartUpload>${numbers.map((n) => `<Part><PartNumber>${n}</PartNumber></Part>`).join('')}</CompleteMultipartUpload>`,
      );
    expect((await complete([2, 1])).body).toContain('<Code>InvalidPartOrder</Code>');
    expect((await complete([1, 3])).body).toContain('<Code>InvalidPart</Code>');
    expect(engine.regions.objectStore.get('parts-bucket', 'big.bin')).toBeUndefined();
    const done = await complete([1, 2]);
    const partDigests = Buffer.concat(['first', 'second'].map((p) => createHash('md5').update(p).digest()));
    expect(done.body).toContain(
      `<ETag>&#34;${createHash('md5').update(partDigests).digest('hex')}-2&#34;</ETag>`,
    );
    expect((await s3('GET', '/parts-bucket/big.bin')).body).toBe('firstsecond');
    expect((await complete([1, 2])).body).toContain('<Code>NoSuchUpload</Code>');
  });

  it('are abandoned by an abort, which writes nothing', async () => {
    const created = await s3('POST', '/parts-bucket/dropped.bin?uploads');
    const uploadId = /<UploadId>([^<]+)</.exec(created.body)![1];
    await s3('PUT', `/parts-bucket/dropped.bin?partNumber=1&uploadId=${uploadId}`, 'part');
    expect((await s3('DELETE', `/parts-bucket/dropped.bin?uploadId=${uploadId}`)).status).toBe(204);
    const after = await s3('PUT', `/parts-bucket/dropped.bin?partNumber=2&uploadId=${uploadId}`, 'late');
    expect(after.status).toBe(404);
    expect(after.body).toContain('<Code>NoSuchUpload</Code>');
    expect(engine.regions.objectStore.get('parts-bucket', 'dropped.bin')).toBeUndefined();
  });
});
