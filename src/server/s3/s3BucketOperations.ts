/**
 * The bucket-level S3 operations, on a store where every valid bucket name exists and a bucket is
 * listed once it holds an object: ListBuckets, HeadBucket, CreateBucket and DeleteBucket (which
 * change nothing but answer as S3 does), GetBucketLocation, ListObjectsV2 and ListObjects, and
 * DeleteObjects.
 */
import { bucketNameProblem } from '../../engine/s3/bucketNames.ts';
import { bucketCreatedAt } from '../../engine/s3/objectStore.ts';
import { etagOf } from '../../engine/s3/etag.ts';
import type { S3Context } from './s3Context.ts';
import { listPage } from './s3Listing.ts';
import { S3Error, sendS3, sharedS3Error, type S3Exchange } from './s3Reply.ts';
import { bucketList, document, element, escape, objectEntry } from './s3Xml.ts';

const MAX_KEYS = 1000;

export function checkBucket(bucket: string): void {
  if (bucketNameProblem(bucket) !== undefined)
    throw sharedS3Error('InvalidBucketName', { BucketName: bucket });
}

export function listBuckets(context: S3Context, exchange: S3Exchange): void {
  const buckets = context.store.buckets().map((name) => ({
    name,
    created: bucketCreatedAt(context.store.list(name)),
  }));
  sendS3(exchange, 200, {}, bucketList(buckets));
}

export function bucketOperation(
  context: S3Context,
  exchange: S3Exchange,
  bucket: string,
  query: URLSearchParams,
): void {
  const method = exchange.request.method;
  if (method === 'HEAD') return sendS3(exchange, 200, { 'x-amz-bucket-region': context.region });
  if (method === 'PUT') return sendS3(exchange, 200, { Location: `/${bucket}` });
  if (method === 'DELETE') {
    if (context.store.list(bucket).length > 0)
      throw new S3Error(409, 'BucketNotEmpty', 'The bucket you tried to delete is not empty', {
        BucketName: bucket,
      });
    return sendS3(exchange, 204, {});
  }
  if (method === 'GET' && query.has('location')) {
    const region = context.region === 'us-east-1' ? '' : escape(context.region);
    return sendS3(exchange, 200, {}, document('LocationConstraint', region));
  }
  if (method === 'GET') return listObjects(context, exchange, bucket, query);
  throw new S3Error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
}

function listObjects(context: S3Context, exchange: S3Exchange, bucket: string, query: URLSearchParams): void {
  const v2 = query.get('list-type') === '2';
  const prefix = query.get('prefix') ?? '';
  const delimiter = query.get('delimiter') || undefined;
  const maxKeys = Number(query.get('max-keys') ?? MAX_KEYS);
  if (!Number.isInteger(maxKeys) || maxKeys < 0)
    throw new S3Error(400, 'InvalidArgument', 'Provided max-keys not an integer or within integer range');
  const token = query.get('continuation-token');
  const startAfter = query.get('start-after') ?? undefined;
  const marker = query.get('marker') ?? undefined;
  let after = v2 ? startAfter : marker;
  if (v2 && token !== null) {
    after = Buffer.from(token, 'base64url').toString('utf8');
    if (after === '')
      throw new S3Error(400, 'InvalidArgument', 'The continuation token provided is incorrect');
  }
  const page = listPage(context.store.list(bucket, prefix), {
    prefix,
    delimiter,
    after,
    maxKeys: Math.min(maxKeys, MAX_KEYS),
  });
  // botocore asks for url-encoded keys (and decodes them), so any character survives the XML.
  const urlEncoded = query.get('encoding-type') === 'url';
  const shown = (text: string | undefined) =>
    text !== undefined && urlEncoded ? encodeURIComponent(text) : text;
  const contents = page.objects
    .map((info) =>
      objectEntry(
        info,
        etagOf(context.store.get(bucket, info.key)?.body ?? new Uint8Array()),
        shown(info.key)!,
      ),
    )
    .join('');
  const prefixes = page.prefixes
    .map((p) => `<CommonPrefixes>${element('Prefix', shown(p))}</CommonPrefixes>`)
    .join('');
  const next = page.truncated ? page.last : undefined;
  const paging = v2
    ? element('KeyCount', page.objects.length + page.prefixes.length) +
      element('ContinuationToken', token ?? undefined) +
      element('NextContinuationToken', next && Buffer.from(next, 'utf8').toString('base64url')) +
      element('StartAfter', shown(startAfter))
    : element('Marker', shown(marker ?? '')) + element('NextMarker', delimiter ? shown(next) : undefined);
  const body =
    element('Name', bucket) +
    element('Prefix', shown(prefix)) +
    paging +
    element('MaxKeys', maxKeys) +
    element('Delimiter', shown(delimiter)) +
    element('EncodingType', urlEncoded ? 'url' : undefined) +
    element('IsTruncated', page.truncated) +
    contents +
    prefixes;
  sendS3(exchange, 200, {}, document('ListBucketResult', body));
}

/** DeleteObjects: `<Delete><Object><Key>…</Key></Object>…</Delete>`; every key is deleted (missing ones too). */
export function deleteObjects(context: S3Context, exchange: S3Exchange, bucket: string, body: Buffer): void {
  const text = body.toString('utf8');
  if (!/<Delete[\s>]/.test(text))
    throw new S3Error(400, 'MalformedXML', 'The XML you provided was not well-formed');
  const keys = [...text.matchAll(/<Key>([\s\S]*?)<\/Key>/g)].map((match) => unescapeXml(match[1]));
  const quiet = /<Quiet>\s*true\s*<\/Quiet>/.test(text);
  for (const key of keys) context.store.delete(bucket, key);
  if (keys.length > 0) context.changed();
  const deleted = quiet ? '' : keys.map((key) => `<Deleted>${element('Key', key)}</Deleted>`).join('');
  sendS3(exchange, 200, {}, document('DeleteResult', deleted));
}

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|lt|gt|amp|quot|apos);/g, (_, entity: string) => {
    const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
    if (entity in named) return named[entity];
    return String.fromCodePoint(
      entity[1] === 'x' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1)),
    );
  });
}
