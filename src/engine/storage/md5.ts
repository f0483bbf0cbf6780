/**
 * The first 32 bits of an MD5 digest (RFC 1321), all that the partition-key hash needs (keyHash.ts).
 * Written out here rather than taken from a library because it runs on the write path: a general
 * MD5 (a hasher object, a digest array) cost 3–4 µs for a 20-byte key here, this one a fraction of a
 * microsecond — it reuses one buffer and keeps only the first state word.
 */

const SHIFTS = [
  7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9,
  14, 20, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15,
  21, 6, 10, 15, 21,
];
/** K[i] = floor(|sin(i + 1)| × 2^32), as the RFC defines the table. */
const K = Int32Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) | 0);
const WORDS = new Int32Array(16);
let buffer = new Uint8Array(128);

/**
 * MD5(prefix + the first `count` of `bytes`), its first four bytes read as a big-endian unsigned
 * number. `count` lets a caller hash the start of a scratch buffer it reuses (keyHash.ts).
 */
export function md5First32(prefix: readonly number[], bytes: Uint8Array, count = bytes.length): number {
  const length = prefix.length + count;
  const padded = (((length + 8) >>> 6) + 1) << 6;
  if (buffer.length < padded) buffer = new Uint8Array(padded);
  const data = buffer;
  for (let i = 0; i < prefix.length; i++) data[i] = prefix[i];
  for (let i = 0; i < count; i++) data[prefix.length + i] = bytes[i];
  data[length] = 0x80;
  data.fill(0, length + 1, padded);
  const bits = length * 8;
  data[padded - 8] = bits & 0xff;
  data[padded - 7] = (bits >>> 8) & 0xff;
  data[padded - 6] = (bits >>> 16) & 0xff;
  data[padded - 5] = (bits >>> 24) & 0xff;
  data[padded - 4] = Math.floor(bits / 2 ** 32) & 0xff;

  let a0 = 0x67452301;
  let b0 = 0xefcdab89 | 0;
  let c0 = 0x98badcfe | 0;
  let d0 = 0x10325476;
  for (let offset = 0; offset < padded; offset += 64) {
    for (let w = 0; w < 16; w++) {
      const at = offset + w * 4;
      WORDS[w] = data[at] | (data[at + 1] << 8) | (data[at + 2] << 16) | (data[at + 3] << 24);
    }
    let a = a0;
    let b = b0;
    let c = c0;
    let d = d0;
    for (let i = 0; i < 64; i++) {
      let f: number;
      let g: number;
      if (i < 16) {
        f = (b & c) | (~b & d);
        g = i;
      } else if (i < 32) {
        f = (d & b) | (~d & c);
        g = (5 * i + 1) & 15;
      } else if (i < 48) {
        f = b ^ c ^ d;
        g = (3 * i + 5) & 15;
      } else {
        f = c ^ (b | ~d);
        g = (7 * i) & 15;
      }
      f = (f + a + K[i] + WORDS[g]) | 0;
      a = d;
      d = c;
      c = b;
      b = (b + ((f << SHIFTS[i]) | (f >>> (32 - SHIFTS[i])))) | 0;
    }
    a0 = (a0 + a) | 0;
    b0 = (b0 + b) | 0;
    c0 = (c0 + c) | 0;
    d0 = (d0 + d) | 0;
  }
  // The digest starts with a0's bytes, least significant first.
  return (((a0 & 0xff) << 24) | ((a0 & 0xff00) << 8) | ((a0 >>> 8) & 0xff00) | (a0 >>> 24)) >>> 0;
}
