/**
 * Multipart uploads (mpuoverview.html), which the AWS CLI and the SDKs' upload helpers use above a
 * size (8 MB for `aws s3 cp`): CreateMultipartUpload, UploadPart, CompleteMultipartUpload and
 * AbortMultipartUpload. Parts wait in memory until the upload completes, then the object is written
 * whole. Its ETag is S3's multipart form — the MD5 of the parts' MD5s, a dash, the part count — in
 * the reply; the store, which keeps bodies only, lists the object with the MD5 of its bytes.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { S3Context } from './s3Context.ts';
import { S3Error, sendS3, type S3Exchange } from './s3Reply.ts';
import { storeObject, uploadedBytes } from './s3Writes.ts';
import { document, element } from './s3Xml.ts';

interface Upload {
  bucket: string;
  key: string;
  parts: Map<number, Uint8Array>;
}

const MAX_PART_NUMBER = 10_000;
/** Parts held at once, over all uploads: an upload abandoned without an abort must not grow memory for good. */
const MAX_PENDING_BYTES = 256 * 1024 * 1024;

const noSuchUpload = () =>
  new S3Error(
    404,
    'NoSuchUpload',
    'The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.',
  );

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest();

export class MultipartUploads {
  private readonly uploads = new Map<string, Upload>();
  private pendingBytes = 0;

  /** Answers a request naming `?uploads` or `?uploadId`. */
  handle(
    context: S3Context,
    exchange: S3Exchange,
    bucket: string,
    key: string,
    query: URLSearchParams,
    body: Buffer,
  ): void {
    const method = exchange.request.method;
    if (method === 'POST' && query.has('uploads')) return this.create(exchange, bucket, key);
    const id = query.get('uploadId') ?? '';
    const upload = this.uploads.get(id);
    if (!upload || upload.bucket !== bucket || upload.key !== key) throw noSuchUpload();
    if (method === 'PUT') return this.uploadPart(exchange, upload, query, body);
    if (method === 'POST') return this.complete(context, exchange, id, upload, body);
    if (method === 'DELETE') {
      this.forget(id, upload);
      return sendS3(exchange, 204, {});
    }
    throw new S3Error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  }

  private create(exchange: S3Exchange, bucket: string, key: string): void {
    const id = randomBytes(24).toString('base64url');
    this.uploads.set(id, { bucket, key, parts: new Map() });
    const result = element('Bucket', bucket) + element('Key', key) + element('UploadId', id);
    sendS3(exchange, 200, {}, document('InitiateMultipartUploadResult', result));
  }

  private uploadPart(exchange: S3Exchange, upload: Upload, query: URLSearchParams, body: Buffer): void {
    const number = Number(query.get('partNumber'));
    if (!Number.isInteger(number) || number < 1 || number > MAX_PART_NUMBER)
      throw new S3Error(
        400,
        'InvalidArgument',
        'Part number must be an integer between 1 and 10000, inclusive',
      );
    const bytes = uploadedBytes(exchange.request.headers, body);
    const replaced = upload.parts.get(number)?.length ?? 0;
    if (this.pendingBytes - replaced + bytes.length > MAX_PENDING_BYTES)
      throw new S3Error(
        400,
        'EntityTooLarge',
        'Parts of unfinished uploads hold too much memory: complete or abort them',
      );
    this.pendingBytes += bytes.length - replaced;
    upload.parts.set(number, bytes);
    sendS3(exchange, 200, { ETag: `"${md5(bytes).toString('hex')}"` });
  }

  /** Joins the parts the request lists, in its order, which must be ascending. */
  private complete(context: S3Context, exchange: S3Exchange, id: string, upload: Upload, body: Buffer): void {
    const listed = [...body.toString('utf8').matchAll(/<PartNumber>\s*(\d+)\s*<\/PartNumber>/g)].map(
      (match) => Number(match[1]),
    );
    if (listed.length === 0)
      throw new S3Error(400, 'MalformedXML', 'The XML you provided was not well-formed');
    const parts = listed.map((number, i) => {
      if (i > 0 && number <= listed[i - 1])
        throw new S3Error(400, 'InvalidPartOrder', 'The list of parts was not in ascending order.');
      const part = upload.parts.get(number);
      if (!part)
        throw new S3Error(400, 'InvalidPart', 'One or more of the specified parts could not be found.');
      return part;
    });
    const whole = new Uint8Array(Buffer.concat(parts));
    storeObject(context, upload.bucket, upload.key, whole);
    this.forget(id, upload);
    const etag = `"${md5(Buffer.concat(parts.map(md5))).toString('hex')}-${parts.length}"`;
    const result =
      element('Location', `/${upload.bucket}/${upload.key}`) +
      element('Bucket', upload.bucket) +
      element('Key', upload.key) +
      element('ETag', etag);
    sendS3(exchange, 200, {}, document('CompleteMultipartUploadResult', result));
  }

  private forget(id: string, upload: Upload): void {
    for (const part of upload.parts.values()) this.pendingBytes -= part.length;
    this.uploads.delete(id);
  }
}
