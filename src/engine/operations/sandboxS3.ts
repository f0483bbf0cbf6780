/**
 * Sandbox-only targets (`DynamoSandbox.S3*`) on the account's simulated S3 (s3/objectStore.ts): how
 * the app lists and reads what an export wrote and uploads the files an import reads, and how a
 * user's script against `npm run serve` does the same without an S3 endpoint. Bodies travel as
 * base64; times are epoch seconds, like DynamoDB's.
 */
import type { Engine } from '../engine.ts';
import { DynamoDBError, validation } from '../errors.ts';
import { bucketCreatedAt, ObjectStoreRefusal, type S3ObjectInfo } from '../s3/objectStore.ts';
import { bytesOfBase64, base64OfBytes } from '../s3/bytes.ts';
import { checkBucketName, checkObjectKey } from '../s3/bucketNames.ts';
import { compareUtf8 } from '../values/utf8.ts';
import { etagOf } from '../s3/etag.ts';
import { noSuchKey } from '../s3/s3Errors.ts';

/** How many objects one S3ListObjects answer lists at most (S3's ListObjectsV2 MaxKeys). */
const MAX_LISTED = 1000;

function described(info: S3ObjectInfo, body: Uint8Array) {
  return { Key: info.key, Size: info.size, LastModified: info.lastModified / 1000, ETag: etagOf(body) };
}

function stringField(body: object, name: string, required: boolean): string | undefined {
  const value = (body as Record<string, unknown>)[name];
  if (value === undefined && !required) return undefined;
  if (typeof value !== 'string') throw validation(`${name} must be a string`);
  return value;
}

function bucketOf(body: object): string {
  const bucket = stringField(body, 'Bucket', true)!;
  checkBucketName(bucket);
  return bucket;
}

function keyOf(body: object): string {
  const key = stringField(body, 'Key', true)!;
  checkObjectKey(key);
  return key;
}

/**
 * The buckets holding objects. A bucket here has no life of its own (every valid name exists), so
 * its CreationDate is when its oldest object was written.
 */
export function s3ListBuckets(engine: Engine, _body: object) {
  const store = engine.regions.objectStore;
  return {
    Buckets: store.buckets().map((name) => {
      const objects = store.list(name);
      return {
        Name: name,
        CreationDate: bucketCreatedAt(objects) / 1000,
        ObjectCount: objects.length,
        Size: objects.reduce((sum, object) => sum + object.size, 0),
      };
    }),
  };
}

/** The bucket's objects under `Prefix`, in key order, from after `StartAfter`: at most 1,000. */
export function s3ListObjects(engine: Engine, body: object) {
  const bucket = bucketOf(body);
  const prefix = stringField(body, 'Prefix', false) ?? '';
  const startAfter = stringField(body, 'StartAfter', false);
  let objects = engine.regions.objectStore.list(bucket, prefix);
  if (startAfter !== undefined) {
    const first = objects.findIndex((object) => compareUtf8(object.key, startAfter) > 0);
    objects = first === -1 ? [] : objects.slice(first);
  }
  const truncated = objects.length > MAX_LISTED;
  const store = engine.regions.objectStore;
  const listed = objects.slice(0, MAX_LISTED).flatMap((info) => {
    // A directory store's file may be gone since it was listed.
    const object = store.get(bucket, info.key);
    return object ? [described(info, object.body)] : [];
  });
  return {
    Objects: listed,
    ...(truncated ? { IsTruncated: true, NextStartAfter: listed[listed.length - 1].Key } : {}),
  };
}

export function s3GetObject(engine: Engine, body: object) {
  const bucket = bucketOf(body);
  const key = keyOf(body);
  const object = engine.regions.objectStore.get(bucket, key);
  if (!object) throw noSuchKey(key);
  return { ...described(object, object.body), Body: base64OfBytes(object.body) };
}

export function s3PutObject(engine: Engine, body: object) {
  const bucket = bucketOf(body);
  const key = keyOf(body);
  const bytes = bytesOfBase64(stringField(body, 'Body', true)!);
  if (!bytes) throw validation('Body must be base64');
  try {
    return described(engine.regions.objectStore.put(bucket, key, bytes, engine.now()), bytes);
  } catch (error) {
    if (error instanceof ObjectStoreRefusal) throw new DynamoDBError(error.type, error.message);
    throw error;
  }
}

/** As S3's DeleteObject, deleting an object that is not there succeeds too. */
export function s3DeleteObject(engine: Engine, body: object) {
  engine.regions.objectStore.delete(bucketOf(body), keyOf(body));
  return {};
}
