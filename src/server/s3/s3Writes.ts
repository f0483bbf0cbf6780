/** What PutObject, CopyObject and a completed multipart upload share: the body as sent, and the write. */
import type { IncomingHttpHeaders } from 'node:http';
import { ObjectStoreRefusal, type S3Object } from '../../engine/s3/objectStore.ts';
import { decodeAwsChunked, isAwsChunked } from './awsChunked.ts';
import type { S3Context } from './s3Context.ts';
import { S3Error } from './s3Reply.ts';

/** An upload's bytes: aws-chunked bodies decoded, anything else as sent. */
export function uploadedBytes(headers: IncomingHttpHeaders, raw: Buffer): Uint8Array {
  const body = isAwsChunked(headers) ? decodeAwsChunked(raw) : raw;
  if (!body) throw new S3Error(400, 'IncompleteBody', 'The request body is not valid aws-chunked encoding');
  return new Uint8Array(body);
}

/** Writes the object; what the store refuses (a full store, a key a directory cannot hold) is S3's error. */
export function storeObject(context: S3Context, bucket: string, key: string, body: Uint8Array): S3Object {
  try {
    const info = context.store.put(bucket, key, body, context.now());
    context.changed();
    return { ...info, body };
  } catch (error) {
    if (!(error instanceof ObjectStoreRefusal)) throw error;
    const status = error.type === 'ValidationException' ? 400 : 500;
    throw new S3Error(status, status === 400 ? 'InvalidArgument' : 'InternalError', error.message, {
      Key: key,
    });
  }
}
