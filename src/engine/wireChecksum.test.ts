import { crc32 } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checksumPart, crc32 as bytesCrc32, ReplyChecksum } from './wireChecksum.ts';

/** What the endpoint sends: zlib's CRC-32 and the length of Node's UTF-8 encoding. */
const expected = (text: string) => ({ crc: crc32(text), bytes: Buffer.byteLength(text) });
const summed = (sum: ReplyChecksum) => ({ crc: sum.crc >>> 0, bytes: sum.bytes });

// Every UTF-16 unit: ASCII, two- and three-byte characters, surrogate pairs and lone surrogates.
const anyText = fc.string({ unit: 'binary', maxLength: 300 });

describe('ReplyChecksum', () => {
  it('sums text as zlib sums its UTF-8 bytes, a lone surrogate as U+FFFD as Node encodes it', () => {
    for (const text of ['', '{"Items":[]}', 'é€😀', 'lone \ud800 high', 'lone \udc00 low', '\ud83d']) {
      const sum = new ReplyChecksum();
      sum.text(text);
      expect(summed(sum)).toEqual(expected(text));
    }
    fc.assert(
      fc.property(anyText, (text) => {
        const sum = new ReplyChecksum();
        sum.text(text);
        expect(summed(sum)).toEqual(expected(text));
      }),
    );
  });

  it('gives the whole text’s checksum however it is cut into text, characters and cached parts', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('text', 'part', 'ascii'), anyText), { maxLength: 12 }),
        (pieces) => {
          const sum = new ReplyChecksum();
          let whole = '';
          for (const [how, text] of pieces) {
            if (how === 'ascii') {
              sum.ascii(0x2c);
              whole += ',';
            } else {
              if (how === 'text') sum.text(text);
              else sum.append(checksumPart(text));
              whole += text;
            }
          }
          expect(summed(sum)).toEqual(expected(whole));
        },
      ),
    );
  });

  it('appends parts of every length, past the tables’ 16 MB in more than one step', () => {
    const long = Buffer.alloc(17 * 1024 * 1024 + 12_345, 'ab');
    for (const length of [1, 15, 16, 255, 4096, 65_535, 1_048_577, long.length]) {
      const bytes = long.subarray(0, length);
      const sum = new ReplyChecksum();
      sum.text('{"Item":');
      sum.append({ crc: crc32(bytes) | 0, bytes: length });
      sum.ascii(0x7d);
      expect(summed(sum)).toEqual({
        crc: crc32(Buffer.concat([Buffer.from('{"Item":'), bytes, Buffer.from('}')])),
        bytes: length + 9,
      });
    }
  });

  it('stops summing once abandoned', () => {
    const sum = new ReplyChecksum();
    sum.text('{"Items":[');
    sum.abandon();
    sum.append(checksumPart('{"a":{"S":"b"}}'));
    sum.text(']}');
    expect(sum.complete).toBe(false);
    expect(sum.bytes).toBe('{"Items":['.length);
  });
});

describe('crc32', () => {
  const encoder = new TextEncoder();
  it('is CRC-32/IEEE, the checksum DynamoDB sends', () => {
    expect(bytesCrc32(encoder.encode('123456789'))).toBe(0xcbf43926);
    expect(bytesCrc32(new Uint8Array())).toBe(0);
    const text = encoder.encode('{"__type":"com.amazon.coral.service#SerializationException"}');
    expect(bytesCrc32(text)).toBe(3948637019);
    const sample = encoder.encode('héllo ✓ '.repeat(100));
    expect(bytesCrc32(sample)).toBe(crc32(sample));
  });
});
