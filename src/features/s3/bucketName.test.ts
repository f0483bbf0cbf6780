import { describe, expect, it } from 'vitest';
import { bucketNameProblem } from './bucketName.ts';

describe('bucketNameProblem', () => {
  it('accepts valid names', () => {
    for (const name of ['my-bucket', 'exports.2026', 'abc', 'a'.repeat(63)]) {
      expect(bucketNameProblem(name), name).toBeUndefined();
    }
  });

  it('explains what is wrong in plain words', () => {
    expect(bucketNameProblem('')).toBe('Name the bucket.');
    expect(bucketNameProblem('ab')).toMatch(/3 to 63/);
    expect(bucketNameProblem('My-Bucket')).toMatch(/lowercase/);
    expect(bucketNameProblem('my_bucket')).toMatch(/only lowercase letters, digits/);
    expect(bucketNameProblem('-bucket')).toMatch(/begins and ends/);
    expect(bucketNameProblem('my..bucket')).toMatch(/two dots/);
    expect(bucketNameProblem('192.168.1.1')).toMatch(/IP address/);
    expect(bucketNameProblem('xn--bucket')).toMatch(/reserves/);
    expect(bucketNameProblem('bucket-s3alias')).toMatch(/reserves/);
  });
});
