/**
 * The endpoint's S3 REST API, beside DynamoDB's on the same port (`npm run serve`): the AWS CLI's
 * `aws s3`, boto3's S3 client and the SDKs' S3Client read and write the sandbox's simulated S3 —
 * an export's files, or the objects an import reads — with `--endpoint-url http://127.0.0.1:8000`.
 * dynamoServer.ts hands over every request signed for the `s3` service. Signatures are not checked.
 *
 * Served: ListBuckets, HeadBucket, CreateBucket, DeleteBucket, GetBucketLocation, ListObjectsV2,
 * ListObjects, DeleteObjects, GetObject, HeadObject, PutObject, CopyObject, DeleteObject and
 * multipart uploads; anything else (versions, policies, ACLs) answers NotImplemented. A request body
 * is capped as DynamoDB's are (16 MB): larger files go up in parts, as the CLI sends them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkBucket, bucketOperation, deleteObjects, listBuckets } from './s3BucketOperations.ts';
import type { S3Context } from './s3Context.ts';
import { MultipartUploads } from './s3Multipart.ts';
import { objectOperation } from './s3ObjectOperations.ts';
import { newS3RequestId, notImplemented, S3Error, sendS3Error, type S3Exchange } from './s3Reply.ts';
import { s3Target } from './s3Requests.ts';

export type S3Handler = (request: IncomingMessage, response: ServerResponse, close: boolean) => void;

export function createS3Handler(
  context: () => S3Context,
  maxBodyBytes: number,
  onError: (error: unknown) => void,
): S3Handler {
  const uploads = new MultipartUploads();
  return (request, response, close) => {
    const exchange: S3Exchange = { request, response, close, requestId: newS3RequestId() };
    readRawBody(request, maxBodyBytes, (body) => {
      try {
        if (body === undefined)
          throw new S3Error(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
        route(context(), uploads, exchange, body);
      } catch (error) {
        if (error instanceof S3Error) return sendS3Error(exchange, error);
        onError(error);
        sendS3Error(
          exchange,
          new S3Error(500, 'InternalError', 'We encountered an internal error. Please try again.'),
        );
      }
    });
  };
}

function route(context: S3Context, uploads: MultipartUploads, exchange: S3Exchange, body: Buffer): void {
  const target = s3Target(exchange.request.url ?? '/');
  if (!target) throw new S3Error(400, 'InvalidURI', "Couldn't parse the specified URI.");
  const { bucket, key, query } = target;
  const method = exchange.request.method;
  if (bucket === undefined) {
    if (method === 'GET') return listBuckets(context, exchange);
    throw new S3Error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  }
  checkBucket(bucket);
  if (key !== undefined) {
    if (query.has('uploads') || query.has('uploadId'))
      return uploads.handle(context, exchange, bucket, key, query, body);
    return objectOperation(context, exchange, bucket, key, body);
  }
  if (method === 'POST') {
    if (query.has('delete')) return deleteObjects(context, exchange, bucket, body);
    throw notImplemented(`POST on a bucket without ?delete`);
  }
  for (const unsupported of ['policy', 'versioning', 'acl', 'cors', 'lifecycle', 'tagging', 'uploads']) {
    if (query.has(unsupported)) throw notImplemented(`the bucket's ${unsupported} subresource`);
  }
  bucketOperation(context, exchange, bucket, query);
}

/** The body as sent (aws-chunked is decoded by PutObject); undefined past the limit. */
function readRawBody(
  request: IncomingMessage,
  limit: number,
  done: (body: Buffer | undefined) => void,
): void {
  const chunks: Buffer[] = [];
  let size = 0;
  request.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= limit) chunks.push(chunk);
  });
  request.on('end', () => done(size > limit ? undefined : Buffer.concat(chunks, size)));
}
