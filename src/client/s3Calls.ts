/**
 * The sandbox's simulated S3 as the app reaches it: the `DynamoSandbox.S3*` targets through
 * EngineClient.request, like the clock's. Real S3 has no JSON API of this shape; these targets are the
 * sandbox's own, so its S3 needs no second endpoint. Errors stay data (Outcome), never thrown.
 */
import type { EngineClient, Outcome } from './engineClient.ts';

const S3_TARGET_PREFIX = 'DynamoSandbox.';

export interface S3Bucket {
  Name: string;
  /** Epoch seconds: when its oldest object was written (a bucket exists by name alone). */
  CreationDate: number;
  ObjectCount: number;
  /** Bytes, every object's together. */
  Size: number;
}

export interface S3Object {
  Key: string;
  Size: number;
  /** Epoch seconds (fractional), on the engine's clock. */
  LastModified: number;
  ETag: string;
}

export interface S3ObjectPage {
  Objects: S3Object[];
  IsTruncated?: boolean;
  /** The key to pass as StartAfter for the next page. */
  NextStartAfter?: string;
}

export interface S3ObjectWithBody extends S3Object {
  /** Base64 of the raw bytes (a .gz object's are gzip bytes). */
  Body: string;
}

async function s3Call<Reply>(engine: EngineClient, name: string, request: object): Promise<Outcome<Reply>> {
  const outcome = await engine.request(S3_TARGET_PREFIX + name, JSON.stringify(request));
  if (!outcome.ok) return outcome;
  return { ok: true, value: (outcome.value.body === '' ? {} : JSON.parse(outcome.value.body)) as Reply };
}

export const s3Calls = {
  listBuckets: (engine: EngineClient) => s3Call<{ Buckets: S3Bucket[] }>(engine, 'S3ListBuckets', {}),
  listObjects: (engine: EngineClient, bucket: string, prefix: string, startAfter?: string) =>
    s3Call<S3ObjectPage>(engine, 'S3ListObjects', {
      Bucket: bucket,
      ...(prefix ? { Prefix: prefix } : {}),
      ...(startAfter !== undefined ? { StartAfter: startAfter } : {}),
    }),
  getObject: (engine: EngineClient, bucket: string, key: string) =>
    s3Call<S3ObjectWithBody>(engine, 'S3GetObject', { Bucket: bucket, Key: key }),
  putObject: (engine: EngineClient, bucket: string, key: string, base64Body: string) =>
    s3Call<S3Object>(engine, 'S3PutObject', { Bucket: bucket, Key: key, Body: base64Body }),
  deleteObject: (engine: EngineClient, bucket: string, key: string) =>
    s3Call<object>(engine, 'S3DeleteObject', { Bucket: bucket, Key: key }),
};
