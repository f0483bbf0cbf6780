/**
 * The object-level S3 operations: GetObject (with a byte range), HeadObject, PutObject (plain or
 * aws-chunked bodies), CopyObject and DeleteObject. Multipart uploads are s3Multipart.ts.
 */
import { MAX_KEY_BYTES } from '../../engine/s3/bucketNames.ts';
import { etagOf } from '../../engine/s3/etag.ts';
import type { S3Object } from '../../engine/s3/objectStore.ts';
import { utf8Length } from '../../engine/values/utf8.ts';
import type { S3Context } from './s3Context.ts';
import { noSuchKey, S3Error, sendS3, type S3Exchange } from './s3Reply.ts';
import { storeObject, uploadedBytes } from './s3Writes.ts';
import { document, element, isoTime } from './s3Xml.ts';
import { s3Target } from './s3Requests.ts';

export function objectOperation(
  context: S3Context,
  exchange: S3Exchange,
  bucket: string,
  key: string,
  body: Buffer,
): void {
  if (utf8Length(key) > MAX_KEY_BYTES) throw new S3Error(400, 'KeyTooLongError', 'Your key is too long');
  switch (exchange.request.method) {
    case 'GET':
    case 'HEAD':
      return getObject(context, exchange, bucket, key);
    case 'PUT': {
      const source = exchange.request.headers['x-amz-copy-source'];
      if (typeof source === 'string') return copyObject(context, exchange, bucket, key, source);
      return putObject(context, exchange, bucket, key, body);
    }
    case 'DELETE':
      if (context.store.delete(bucket, key)) context.changed();
      return sendS3(exchange, 204, {});
    default:
      throw new S3Error(
        405,
        'MethodNotAllowed',
        'The specified method is not allowed against this resource.',
      );
  }
}

function objectHeaders(object: S3Object): Record<string, string> {
  return {
    ETag: etagOf(object.body),
    'Last-Modified': new Date(object.lastModified).toUTCString(),
    'Content-Type': 'binary/octet-stream',
    'Accept-Ranges': 'bytes',
  };
}

function getObject(context: S3Context, exchange: S3Exchange, bucket: string, key: string): void {
  const object = context.store.get(bucket, key);
  if (!object) throw noSuchKey(key);
  const body = Buffer.from(object.body.buffer, object.body.byteOffset, object.body.byteLength);
  const range = rangeOf(exchange.request.headers.range, body.length);
  if (range === 'unsatisfiable')
    throw new S3Error(416, 'InvalidRange', 'The requested range is not satisfiable');
  if (range === undefined) return sendS3(exchange, 200, objectHeaders(object), body);
  const [first, last] = range;
  sendS3(
    exchange,
    206,
    { ...objectHeaders(object), 'Content-Range': `bytes ${first}-${last}/${body.length}` },
    body.subarray(first, last + 1),
  );
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` (one range, as S3 serves); undefined: the whole object. */
function rangeOf(header: string | undefined, size: number): [number, number] | 'unsatisfiable' | undefined {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : [Math.max(0, size - suffix), size - 1];
  }
  const first = Number(match[1]);
  if (first >= size) return 'unsatisfiable';
  return [first, match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)];
}

function putObject(context: S3Context, exchange: S3Exchange, bucket: string, key: string, raw: Buffer): void {
  const stored = storeObject(context, bucket, key, uploadedBytes(exchange.request.headers, raw));
  sendS3(exchange, 200, { ETag: etagOf(stored.body) });
}

function copyObject(
  context: S3Context,
  exchange: S3Exchange,
  bucket: string,
  key: string,
  source: string,
): void {
  const from = s3Target(source.startsWith('/') ? source : `/${source}`);
  if (!from?.bucket || !from.key)
    throw new S3Error(
      400,
      'InvalidArgument',
      'Copy Source must mention the source bucket and key: sourcebucket/sourcekey',
    );
  const object = context.store.get(from.bucket, from.key);
  if (!object) throw noSuchKey(from.key);
  const stored = storeObject(context, bucket, key, object.body);
  const result = element('LastModified', isoTime(stored.lastModified)) + element('ETag', etagOf(stored.body));
  sendS3(exchange, 200, {}, document('CopyObjectResult', result));
}
