import { describe, expect, it } from 'vitest';
import { base64ByteLength, decodeBase64, encodeBase64 } from './base64.ts';

describe('base64', () => {
  it('round-trips every byte value', () => {
    let bytes = '';
    for (let i = 0; i < 256; i++) bytes += String.fromCharCode(i);
    for (let length = 0; length < 7; length++) {
      const slice = bytes.slice(0, 250 + length);
      const text = encodeBase64(slice);
      expect(text).toBe(Buffer.from(slice, 'latin1').toString('base64'));
      expect(decodeBase64(text)).toBe(slice);
      expect(base64ByteLength(text)).toBe(slice.length);
    }
  });

  it('rejects malformed text', () => {
    expect(decodeBase64('abc')).toBeUndefined();
    expect(decodeBase64('ab!=')).toBeUndefined();
    expect(decodeBase64('é===')).toBeUndefined();
  });
});
