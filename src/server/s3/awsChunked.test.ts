import { describe, expect, it } from 'vitest';
import { decodeAwsChunked, isAwsChunked } from './awsChunked.ts';

describe('aws-chunked bodies', () => {
  it('joins signed chunks and drops the final chunk and its trailers', () => {
    const signature = 'ad80c730a21e5b8d04586a2213dd63b9a0e99e0e2307b0ade35a65485a288648';
    const body = Buffer.from(
      `5;chunk-signature=${signature}\r\nhello\r\n6;chunk-signature=${signature}\r\n world\r\n` +
        `0;chunk-signature=${signature}\r\nx-amz-checksum-crc32:DUoRhQ==\r\n\r\n`,
    );
    expect(decodeAwsChunked(body)?.toString()).toBe('hello world');
  });

  it('reads unsigned chunks with binary bytes, including CR LF inside a chunk', () => {
    const data = Buffer.from([0, 13, 10, 255, 1]);
    const body = Buffer.concat([Buffer.from('5\r\n'), data, Buffer.from('\r\n0\r\n\r\n')]);
    expect(decodeAwsChunked(body)).toEqual(data);
  });

  it('refuses a body that breaks the format instead of storing part of it', () => {
    expect(decodeAwsChunked(Buffer.from('5\r\nhel'))).toBeUndefined();
    expect(decodeAwsChunked(Buffer.from('zz\r\nhello\r\n0\r\n\r\n'))).toBeUndefined();
    expect(decodeAwsChunked(Buffer.from('5\r\nhelloXY0\r\n\r\n'))).toBeUndefined();
    expect(decodeAwsChunked(Buffer.from('5\r\nhello\r\n'))).toBeUndefined();
  });

  it('is recognised by its Content-Encoding or its streaming payload hash', () => {
    expect(isAwsChunked({ 'content-encoding': 'aws-chunked' })).toBe(true);
    expect(isAwsChunked({ 'content-encoding': 'gzip, aws-chunked' })).toBe(true);
    expect(isAwsChunked({ 'x-amz-content-sha256': 'STREAMING-UNSIGNED-PAYLOAD-TRAILER' })).toBe(true);
    expect(isAwsChunked({ 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' })).toBe(false);
    expect(isAwsChunked({})).toBe(false);
  });
});
