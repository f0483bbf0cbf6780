/**
 * The DynamoSandbox.S3* targets on the account's simulated S3: bodies as base64, S3's ETag (the
 * quoted MD5 of a single-part upload), keys listed in UTF-8 byte order as ListObjectsV2 lists them,
 * and S3's rules for bucket names and keys.
 */
import { describe, expect, it } from 'vitest';
import { bucketNameProblem } from '../../src/engine/s3/bucketNames.ts';
import { keyedTable, md5Hex, newSandbox, type Sandbox } from './support.ts';

const base64 = (text: string) => Buffer.from(text).toString('base64');
const put = (box: Sandbox, Bucket: string, Key: string, text = '') =>
  box.sandbox('S3PutObject', { Bucket, Key, Body: base64(text) });
const keys = (box: Sandbox, request: Record<string, string>) =>
  (box.sandbox('S3ListObjects', { Bucket: 'files', ...request }).body.Objects as { Key: string }[]).map(
    (object) => object.Key,
  );
const failure = (reply: { status: number; body: Record<string, unknown> }) => ({
  status: reply.status,
  type: String(reply.body.__type).split('#')[1],
  message: reply.body.message,
});

describe('objects', () => {
  it('are put and got back byte for byte, with size, time and ETag', () => {
    const box = newSandbox();
    const bytes = Buffer.from([0, 255, 1, 128, 0x0a, 0xc3]);
    const now = box.engine.now() / 1000;
    const stored = box.sandbox('S3PutObject', {
      Bucket: 'files',
      Key: 'bin/raw',
      Body: bytes.toString('base64'),
    });
    expect(stored).toEqual({
      status: 200,
      body: { Key: 'bin/raw', Size: 6, LastModified: now, ETag: `"${md5Hex(bytes)}"` },
    });
    box.advance(5000);
    const got = box.sandbox('S3GetObject', { Bucket: 'files', Key: 'bin/raw' }).body;
    expect(got).toEqual({ ...stored.body, Body: bytes.toString('base64') });
  });

  it('are replaced by a put to the same key', () => {
    const box = newSandbox();
    put(box, 'files', 'note.txt', 'first');
    box.advance(1000);
    put(box, 'files', 'note.txt', 'second version');
    const got = box.sandbox('S3GetObject', { Bucket: 'files', Key: 'note.txt' }).body;
    expect(Buffer.from(got.Body as string, 'base64').toString()).toBe('second version');
    expect(got.Size).toBe(14);
    expect(keys(box, {})).toEqual(['note.txt']);
  });

  it('can be empty', () => {
    const box = newSandbox();
    expect(put(box, 'files', 'empty').body).toMatchObject({
      Size: 0,
      ETag: '"d41d8cd98f00b204e9800998ecf8427e"',
    });
  });

  it('are deleted, and then missing; deleting a missing one succeeds, as S3 DeleteObject does', () => {
    const box = newSandbox();
    put(box, 'files', 'a', 'x');
    put(box, 'files', 'b', 'y');
    expect(box.sandbox('S3DeleteObject', { Bucket: 'files', Key: 'a' })).toEqual({ status: 200, body: {} });
    expect(keys(box, {})).toEqual(['b']);
    // S3's own NoSuchKey, in S3's words and with S3's 404, naming the key beside the message as
    // S3's error does.
    const missing = box.sandbox('S3GetObject', { Bucket: 'files', Key: 'a' });
    expect(failure(missing)).toEqual({
      status: 404,
      type: 'NoSuchKey',
      message: 'The specified key does not exist.',
    });
    expect(missing.body).toEqual({
      __type: 'com.amazonaws.s3#NoSuchKey',
      message: 'The specified key does not exist.',
      Key: 'a',
    });
    expect(box.sandbox('S3DeleteObject', { Bucket: 'files', Key: 'a' })).toEqual({ status: 200, body: {} });
    expect(keys(box, {})).toEqual(['b']);
  });
});

describe('listing', () => {
  /** Keys whose UTF-16 order differs from their UTF-8 byte order: U+FFFF sorts before U+1F600 in UTF-8 only. */
  const KEYS = ['😀', '\uffff', 'b', 'a/2', 'a/10', 'A', 'a/1', 'é'];
  const UTF8_ORDER = ['A', 'a/1', 'a/10', 'a/2', 'b', 'é', '\uffff', '😀'];
  function filled() {
    const box = newSandbox();
    for (const key of KEYS) put(box, 'files', key, key);
    put(box, 'elsewhere', 'a/1', 'other bucket');
    return box;
  }

  it('gives the keys in UTF-8 byte order, with their sizes', () => {
    const box = filled();
    expect(keys(box, {})).toEqual(UTF8_ORDER);
    const objects = box.sandbox('S3ListObjects', { Bucket: 'files' }).body.Objects as {
      Key: string;
      Size: number;
    }[];
    for (const object of objects) expect(object.Size).toBe(Buffer.byteLength(object.Key));
  });

  it('keeps to a Prefix', () => {
    const box = filled();
    expect(keys(box, { Prefix: 'a/' })).toEqual(['a/1', 'a/10', 'a/2']);
    expect(keys(box, { Prefix: 'a/1' })).toEqual(['a/1', 'a/10']);
    expect(keys(box, { Prefix: 'zzz' })).toEqual([]);
  });

  it('starts after StartAfter, in the same order, whether or not that key exists', () => {
    const box = filled();
    expect(keys(box, { StartAfter: 'a/10' })).toEqual(['a/2', 'b', 'é', '\uffff', '😀']);
    expect(keys(box, { StartAfter: 'a/15' })).toEqual(['a/2', 'b', 'é', '\uffff', '😀']);
    expect(keys(box, { StartAfter: '\uffff' })).toEqual(['😀']);
    expect(keys(box, { StartAfter: 'a/', Prefix: 'a/' })).toEqual(['a/1', 'a/10', 'a/2']);
    expect(keys(box, { StartAfter: '😀' })).toEqual([]);
  });

  it('gives at most 1,000 objects, saying where to start the next call', () => {
    const box = newSandbox();
    const names = Array.from({ length: 1001 }, (_, i) => `log/${String(i).padStart(4, '0')}`);
    for (const name of names) put(box, 'files', name);
    const first = box.sandbox('S3ListObjects', { Bucket: 'files' }).body;
    expect(first.Objects).toHaveLength(1000);
    expect(first.IsTruncated).toBe(true);
    expect(first.NextStartAfter).toBe(names[999]);
    const rest = box.sandbox('S3ListObjects', { Bucket: 'files', StartAfter: first.NextStartAfter }).body;
    expect(rest).toEqual({ Objects: [expect.objectContaining({ Key: names[1000] })] });
  });

  it('is empty for a bucket without objects', () => {
    expect(keys(newSandbox(), {})).toEqual([]);
  });

  it('lists the buckets that hold objects, with their counts, sizes and the time of their oldest object', () => {
    const box = newSandbox();
    const start = box.engine.now() / 1000;
    for (const key of KEYS) put(box, 'files', key, key);
    box.advance(5000);
    put(box, 'elsewhere', 'a/1', 'other bucket');
    box.advance(5000);
    put(box, 'elsewhere', 'a/2', 'later');
    expect(box.sandbox('S3ListBuckets', {}).body.Buckets).toEqual([
      { Name: 'elsewhere', CreationDate: start + 5, ObjectCount: 2, Size: 17 },
      {
        Name: 'files',
        CreationDate: start,
        ObjectCount: KEYS.length,
        Size: KEYS.reduce((sum, key) => sum + Buffer.byteLength(key), 0),
      },
    ]);
  });
});

describe('refused requests', () => {
  // S3's InvalidBucketName in S3's words, naming the bucket beside the message as S3's error does.
  const invalidBucket = (name: string) => ({
    __type: 'com.amazonaws.s3#InvalidBucketName',
    message: 'The specified bucket is not valid.',
    BucketName: name,
  });
  const NAMING =
    'a bucket name is 3 to 63 lowercase letters, digits, dots and hyphens, beginning and ending with a letter or digit';

  it.each([
    ['MyBucket', NAMING],
    ['ab', NAMING],
    ['a'.repeat(64), NAMING],
    ['-files', NAMING],
    ['files_1', NAMING],
    ['my..files', 'a bucket name may not have two adjacent dots'],
    ['192.168.5.4', 'a bucket name may not be an IP address'],
    ['xn--files', 'S3 reserves names with "xn--"'],
    ['files-s3alias', 'S3 reserves names with "-s3alias"'],
  ])('refuses the bucket name %s', (name, why) => {
    const box = newSandbox();
    // The reason is for the app's forms, which check the name before anything is sent.
    expect(bucketNameProblem(name)).toBe(why);
    for (const reply of [
      put(box, name, 'k'),
      box.sandbox('S3ListObjects', { Bucket: name }),
      box.sandbox('S3GetObject', { Bucket: name, Key: 'k' }),
      box.sandbox('S3DeleteObject', { Bucket: name, Key: 'k' }),
    ]) {
      expect(reply).toEqual({ status: 400, body: invalidBucket(name) });
    }
  });

  it('answers with S3’s statuses (404, 400), as the S3 endpoint does, and stays out of UserErrors', () => {
    const box = newSandbox();
    box.ok('CreateTable', keyedTable('items'));
    const missing = box.sandbox('S3GetObject', { Bucket: 'files', Key: 'gone.json' });
    expect(missing).toEqual({
      status: 404,
      body: {
        __type: 'com.amazonaws.s3#NoSuchKey',
        message: 'The specified key does not exist.',
        Key: 'gone.json',
      },
    });
    expect(box.sandbox('S3ListObjects', { Bucket: 'Bad_Bucket' })).toEqual({
      status: 400,
      body: invalidBucket('Bad_Bucket'),
    });
    // They are S3's answers to the sandbox's own targets, not DynamoDB requests the learner made.
    box.advance(1000);
    const account = box.engine.capacity.snapshot(box.engine.tables.get('items')!).account;
    expect(account.UserErrors.reduce((sum, count) => sum + count, 0)).toBe(0);
  });

  it('accepts names at the limits', () => {
    const box = newSandbox();
    for (const name of ['abc', 'a'.repeat(63), 'my.files-2']) expect(put(box, name, 'k').status).toBe(200);
  });

  it('refuses a key of no bytes or over 1,024 bytes of UTF-8', () => {
    const box = newSandbox();
    const tooLong = {
      status: 400,
      type: 'ValidationException',
      message: 'An object key is 1 to 1024 bytes of UTF-8',
    };
    expect(failure(put(box, 'files', ''))).toEqual(tooLong);
    expect(failure(put(box, 'files', 'é'.repeat(513)))).toEqual(tooLong);
    expect(put(box, 'files', 'é'.repeat(512)).status).toBe(200);
  });

  it('refuses a body that is not base64, and members of the wrong type', () => {
    const box = newSandbox();
    const refused = (body: unknown) => failure(box.sandbox('S3PutObject', body));
    expect(refused({ Bucket: 'files', Key: 'k', Body: '***' })).toMatchObject({
      message: 'Body must be base64',
    });
    expect(refused({ Bucket: 'files', Key: 'k' })).toMatchObject({ message: 'Body must be a string' });
    expect(refused({ Bucket: 'files', Key: 7, Body: '' })).toMatchObject({ message: 'Key must be a string' });
    expect(refused({ Key: 'k', Body: '' })).toMatchObject({
      type: 'ValidationException',
      message: 'Bucket must be a string',
    });
    expect(box.sandbox('S3ListBuckets', {}).body.Buckets).toEqual([]);
  });
});

describe('exports and imports', () => {
  it('share the store: an object put through the target is what ImportTable reads', () => {
    const box = newSandbox();
    put(box, 'files', 'in/a.json', '{"Item":{"pk":{"S":"x"}}}\n');
    box.ok('ImportTable', {
      S3BucketSource: { S3Bucket: 'files', S3KeyPrefix: 'in/' },
      InputFormat: 'DYNAMODB_JSON',
      TableCreationParameters: {
        TableName: 'copy',
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
        AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
      },
    });
    box.advance(60_000);
    expect(box.ok('GetItem', { TableName: 'copy', Key: { pk: { S: 'x' } } }).Item).toEqual({
      pk: { S: 'x' },
    });
  });
});
