/**
 * Telling an S3 request from a DynamoDB one, and reading where it points. Both are signed with SigV4;
 * the credential scope names the service (`…/us-east-1/s3/aws4_request`), in the Authorization header
 * or, for a presigned URL, in X-Amz-Credential. Requests are path-style: `/<bucket>/<key>`, which is
 * what the SDKs and the AWS CLI send to an endpoint given by IP address (or told to use path style).
 */
import type { IncomingHttpHeaders } from 'node:http';

const S3_SCOPE = '/s3/aws4_request';

export function isS3Request(headers: IncomingHttpHeaders, url: string | undefined): boolean {
  const authorization = headers.authorization;
  if (authorization !== undefined) return authorization.includes(S3_SCOPE);
  if (url === undefined || !url.includes('X-Amz-Credential=')) return false;
  const credential = new URLSearchParams(url.slice(url.indexOf('?') + 1)).get('X-Amz-Credential');
  return credential !== null && credential.endsWith(S3_SCOPE);
}

export interface S3Target {
  bucket: string | undefined;
  key: string | undefined;
  query: URLSearchParams;
}

/** The bucket and key of a path-style URL; undefined when its escapes do not decode. */
export function s3Target(url: string): S3Target | undefined {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1));
  const slash = path.indexOf('/', 1);
  try {
    const bucket = decodeURIComponent(slash === -1 ? path.slice(1) : path.slice(1, slash));
    const key = slash === -1 ? undefined : decodeURIComponent(path.slice(slash + 1));
    return { bucket: bucket === '' ? undefined : bucket, key: key === '' ? undefined : key, query };
  } catch {
    return undefined;
  }
}
