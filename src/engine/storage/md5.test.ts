import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { utf8Bytes } from '../values/utf8.ts';
import { md5First32 } from './md5.ts';

/** The reference: node's MD5, its first four bytes. */
const reference = (prefix: number[], bytes: Uint8Array) =>
  createHash('md5').update(Uint8Array.from(prefix)).update(bytes).digest().readUInt32BE(0);

describe('md5First32', () => {
  it('agrees with node:crypto on every length around the block boundaries, and on long inputs', () => {
    let seed = 12345;
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) & 0xff;
    for (const length of [0, 1, 20, 46, 47, 48, 55, 56, 57, 63, 64, 65, 119, 120, 128, 1000, 2056]) {
      for (const prefix of [[], [0x4f, 0x75, 0x74, 0x6c, 0x69, 0x65, 0x72, 0x73]]) {
        const bytes = Uint8Array.from({ length }, random);
        expect(md5First32(prefix, bytes)).toBe(reference(prefix, bytes));
      }
    }
  });

  it('gives the RFC 1321 test vectors', () => {
    expect(md5First32([], new Uint8Array(0)).toString(16).padStart(8, '0')).toBe('d41d8cd9');
    expect(md5First32([], utf8Bytes('abc')).toString(16).padStart(8, '0')).toBe('90015098');
  });
});

describe('utf8Bytes', () => {
  it('encodes as TextEncoder does, lone surrogates as U+FFFD', () => {
    for (const text of ['', 'abc', 'äáöü', '\uff21', '😀x', 'a\ud800b', '\udc00', 'z\u{10FFFF}']) {
      expect([...utf8Bytes(text)]).toEqual([...new TextEncoder().encode(text)]);
    }
  });
});
