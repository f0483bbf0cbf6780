/**
 * S3's bucket naming rules, checked as the user types so a mistake is explained before a request is
 * sent (the engine checks the same rules and answers S3's InvalidBucketName). Any valid name "exists"
 * in the sandbox: there is no CreateBucket.
 */
const BUCKET_NAME_CHARS = /^[a-z0-9.-]*$/;
const IP_ADDRESS = /^\d+\.\d+\.\d+\.\d+$/;
const RESERVED_PREFIXES = ['xn--', 'sthree-', 'amzn-s3-demo-'];
const RESERVED_SUFFIXES = ['-s3alias', '--ol-s3', '.mrap', '--x-s3'];

/** Why S3 would refuse the name, in plain words; undefined when it is a valid bucket name. */
export function bucketNameProblem(name: string): string | undefined {
  if (name === '') return 'Name the bucket.';
  if (name.length < 3 || name.length > 63) return 'A bucket name is 3 to 63 characters long.';
  if (!BUCKET_NAME_CHARS.test(name)) {
    return /[A-Z]/.test(name)
      ? 'Bucket names are lowercase: no capital letters.'
      : 'A bucket name has only lowercase letters, digits, dots (.) and hyphens (-).';
  }
  if (!/^[a-z0-9]/.test(name) || !/[a-z0-9]$/.test(name)) {
    return 'A bucket name begins and ends with a letter or a digit.';
  }
  if (name.includes('..')) return 'A bucket name has no two dots in a row.';
  if (IP_ADDRESS.test(name)) return 'A bucket name may not look like an IP address.';
  const reserved =
    RESERVED_PREFIXES.find((prefix) => name.startsWith(prefix)) ??
    RESERVED_SUFFIXES.find((suffix) => name.endsWith(suffix));
  if (reserved !== undefined) return `S3 reserves names with “${reserved}”.`;
  return undefined;
}
