/**
 * S3's rules for bucket names and object keys (bucketnamingrules.html): a bucket name is 3 to 63
 * lowercase letters, digits, dots and hyphens, begins and ends with a letter or digit, has no two
 * adjacent dots, is no IP address and avoids the prefixes and suffixes S3 reserves. A key is 1 to
 * 1,024 bytes of UTF-8.
 */
import { DynamoDBError } from '../errors.ts';
import { utf8Length } from '../values/utf8.ts';
import { invalidBucketName } from './s3Errors.ts';

const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const IP_ADDRESS = /^\d+\.\d+\.\d+\.\d+$/;
const RESERVED_PREFIXES = ['xn--', 'sthree-', 'amzn-s3-demo-'];
const RESERVED_SUFFIXES = ['-s3alias', '--ol-s3', '.mrap', '--x-s3'];
export const MAX_KEY_BYTES = 1024;

/** How an export or import to a bucket that cannot exist fails: S3's NoSuchBucket, as AWS reports it. */
export const NO_SUCH_BUCKET_MESSAGE =
  'The specified bucket does not exist (Service: Amazon S3; Status Code: 404; Error Code: NoSuchBucket)';

/** Why S3 would refuse the bucket name, or undefined when it is valid. */
export function bucketNameProblem(name: string): string | undefined {
  if (!BUCKET_NAME.test(name)) {
    return 'a bucket name is 3 to 63 lowercase letters, digits, dots and hyphens, beginning and ending with a letter or digit';
  }
  if (name.includes('..')) return 'a bucket name may not have two adjacent dots';
  if (IP_ADDRESS.test(name)) return 'a bucket name may not be an IP address';
  const reserved =
    RESERVED_PREFIXES.find((prefix) => name.startsWith(prefix)) ??
    RESERVED_SUFFIXES.find((suffix) => name.endsWith(suffix));
  if (reserved !== undefined) return `S3 reserves names with "${reserved}"`;
  return undefined;
}

/**
 * For the sandbox's own S3 targets: S3's InvalidBucketName, in S3's words (the reason is
 * bucketNameProblem's, which the app's forms show before anything is sent).
 */
export function checkBucketName(name: string): void {
  if (bucketNameProblem(name) !== undefined) throw invalidBucketName(name);
}

export function checkObjectKey(key: string): void {
  const bytes = utf8Length(key);
  if (bytes < 1 || bytes > MAX_KEY_BYTES) {
    throw new DynamoDBError('ValidationException', `An object key is 1 to ${MAX_KEY_BYTES} bytes of UTF-8`);
  }
}
