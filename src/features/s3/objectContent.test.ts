import { describe, expect, it } from 'vitest';
import { base64OfBytes, base64OfText, bytesOfBase64 } from '../../client/objectBytes.ts';
import { decompressStart } from './cappedDecompression.ts';
import {
  hexPreview,
  jsonLines,
  MAX_DECOMPRESSED_BYTES,
  MAX_SHOWN_CHARS,
  readObjectContent,
  spacedJson,
} from './objectContent.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);

async function gzip(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe('readObjectContent', () => {
  it('decompresses gzip and reads an export’s JSON lines', async () => {
    const lines = '{"Item":{"PK":{"S":"a"}}}\n{"Item":{"PK":{"S":"b"}}}\n';
    const content = await readObjectContent(await gzip(utf8(lines)));
    expect(content).toMatchObject({ kind: 'json-lines', compression: 'gzip', size: lines.length });
    expect(content.kind === 'json-lines' && content.lines).toEqual([
      { Item: { PK: { S: 'a' } } },
      { Item: { PK: { S: 'b' } } },
    ]);
  });

  it('indents a JSON document written on several lines; one on a single line is one JSON line', async () => {
    const content = await readObjectContent(utf8('{\n"version":"2020-06-30",\n"itemCount":3}'));
    expect(content).toMatchObject({ kind: 'json' });
    expect(content.compression).toBeUndefined();
    expect(content.kind === 'json' && content.text).toBe(
      '{\n  "version": "2020-06-30",\n  "itemCount": 3\n}',
    );
    const single = await readObjectContent(utf8('{"version":"2020-06-30"}'));
    expect(single).toMatchObject({ kind: 'json-lines', lines: [{ version: '2020-06-30' }] });
    expect(await readObjectContent(utf8('[1, 2]'))).toMatchObject({ kind: 'json', text: '[\n  1,\n  2\n]' });
  });

  it('shows CSV and other text as it is', async () => {
    const content = await readObjectContent(utf8('PK,SK\nu#1,profile\n'));
    expect(content).toEqual({
      kind: 'text',
      compression: undefined,
      size: 18,
      text: 'PK,SK\nu#1,profile\n',
      truncated: false,
    });
  });

  it('shows bytes that are not text as a hex preview', async () => {
    const content = await readObjectContent(new Uint8Array([0, 1, 2, 0xff, 0x41]));
    expect(content).toMatchObject({ kind: 'binary', size: 5 });
    expect(content.kind === 'binary' && content.hex).toBe(
      `00000000  00 01 02 ff 41${' '.repeat(33)}  |....A|`,
    );
  });

  it('says so when gzip bytes do not decompress', async () => {
    const content = await readObjectContent(new Uint8Array([0x1f, 0x8b, 0, 0, 0]));
    expect(content).toMatchObject({ kind: 'binary' });
    expect(content.compression).toBeUndefined();
    expect(content.kind === 'binary' && content.note).toMatch(/^It looks like gzip but does not decompress/);
  });

  it('decompresses Zstandard (an import’s ZSTD objects), told by its magic number', async () => {
    // `printf '…' | zstd -19 | base64`: three JSON lines, the third a repeat of the first.
    const compressed = bytesOfBase64('KLUv/QRoNQEA2HsiSXRlbSI6eyJQSyI6eyJTIjoiYSJ9fX0KYgMAV1EA8bXpOQZusT67');
    const content = await readObjectContent(compressed);
    expect(content).toMatchObject({ kind: 'json-lines', compression: 'zstd', size: 78 });
    expect(content.kind === 'json-lines' && content.lines).toEqual([
      { Item: { PK: { S: 'a' } } },
      { Item: { PK: { S: 'b' } } },
      { Item: { PK: { S: 'a' } } },
    ]);
    // A frame of one raw (stored) block, as RFC 8878 §3.1.1 lays it out: CSV comes back as text.
    const csv = utf8('PK,SK\nu#1,profile\n');
    const header = [0x28, 0xb5, 0x2f, 0xfd, 0x20, csv.length];
    const block = 1 | (csv.length << 3); // Last_Block, Block_Type 0 (raw), Block_Size
    const raw = new Uint8Array([...header, block & 0xff, (block >> 8) & 0xff, block >> 16, ...csv]);
    expect(await readObjectContent(raw)).toMatchObject({
      kind: 'text',
      compression: 'zstd',
      text: 'PK,SK\nu#1,profile\n',
    });
    const broken = await readObjectContent(new Uint8Array([0x28, 0xb5, 0x2f, 0xfd, 0xff, 0, 0]));
    expect(broken).toMatchObject({ kind: 'binary', size: 7 });
    expect(broken.compression).toBeUndefined();
    expect(broken.kind === 'binary' && broken.note).toMatch(/^It looks like zstd but does not decompress/);
  });
});

/** A Zstandard frame of RLE blocks (RFC 8878 §3.1.1.2): `blocks` × 128 KiB of `byte`, in 4 bytes each. */
function zstdRle(byte: number, blocks: number): Uint8Array<ArrayBuffer> {
  const size = 128 * 1024;
  // No content size, checksum or dictionary; a window of 2^(10 + 7) bytes = 128 KiB.
  const frame = [0x28, 0xb5, 0x2f, 0xfd, 0x00, 7 << 3];
  for (let block = 0; block < blocks; block += 1) {
    const header = (block === blocks - 1 ? 1 : 0) | (1 << 1) | (size << 3); // Last_Block, RLE, Block_Size
    frame.push(header & 0xff, (header >> 8) & 0xff, header >> 16, byte);
  }
  return new Uint8Array(frame);
}

describe('an object that decompresses to far more than the viewer shows', () => {
  const FIFTY_MB = 50 * 1024 * 1024;

  it('decompresses only the start of a gzip zip bomb and says it is cut', async () => {
    const line = '{"Item":{"PK":{"S":"a"}}}\n';
    const bomb = await gzip(utf8(line.repeat(Math.ceil(FIFTY_MB / line.length))));
    expect(bomb.length).toBeLessThan(FIFTY_MB / 300); // ~125 KB
    let produced = 0;
    const start = await decompressStart(
      bomb,
      'gzip',
      MAX_DECOMPRESSED_BYTES,
      (length) => (produced += length),
    );
    expect(start).toMatchObject({ cut: true });
    expect(start.bytes.length).toBe(MAX_DECOMPRESSED_BYTES);
    // The decompressor's output chunks are small: it stopped well short of the 50 MB.
    expect(produced).toBeLessThan(MAX_DECOMPRESSED_BYTES + 1024 * 1024);

    const content = await readObjectContent(bomb);
    expect(content).toMatchObject({
      kind: 'json-lines',
      compression: 'gzip',
      size: MAX_DECOMPRESSED_BYTES,
      truncated: true,
      cut: true,
    });
    const shownLines = Math.floor(MAX_SHOWN_CHARS / line.length);
    expect(content.kind === 'json-lines' && content.lines.length).toBe(shownLines);
  });

  it('keeps text cut inside a character as text', async () => {
    // '€' is 3 UTF-8 bytes: MAX_DECOMPRESSED_BYTES is not a multiple of 3, so the cut splits one.
    const content = await readObjectContent(await gzip(utf8('€'.repeat(1_000_000))));
    expect(content).toMatchObject({ kind: 'text', size: MAX_DECOMPRESSED_BYTES, truncated: true, cut: true });
    expect(content.kind === 'text' && content.text).toBe('€'.repeat(MAX_SHOWN_CHARS));
  });

  it('decompresses only the start of a Zstandard zip bomb, text or binary', async () => {
    const bomb = zstdRle(0x61, FIFTY_MB / (128 * 1024)); // 1.6 KB of 'a' blocks
    let produced = 0;
    const start = await decompressStart(
      bomb,
      'zstd',
      MAX_DECOMPRESSED_BYTES,
      (length) => (produced += length),
    );
    expect(start).toMatchObject({ cut: true });
    expect(start.bytes.length).toBe(MAX_DECOMPRESSED_BYTES);
    expect(produced).toBeLessThanOrEqual(MAX_DECOMPRESSED_BYTES + 128 * 1024);

    expect(await readObjectContent(bomb)).toMatchObject({
      kind: 'text',
      compression: 'zstd',
      size: MAX_DECOMPRESSED_BYTES,
      text: 'a'.repeat(MAX_SHOWN_CHARS),
      truncated: true,
      cut: true,
    });
    expect(await readObjectContent(zstdRle(0, 400))).toMatchObject({
      kind: 'binary',
      compression: 'zstd',
      size: MAX_DECOMPRESSED_BYTES,
      cut: true,
    });
    // Small enough to show whole: not cut.
    const small = await readObjectContent(zstdRle(0x61, 2));
    expect(small).toMatchObject({ kind: 'text', size: 256 * 1024, truncated: true });
    expect(small).not.toHaveProperty('cut');
  });
});

describe('helpers', () => {
  it('needs every line to be JSON for JSON lines', () => {
    expect(jsonLines('{"a":1}\n\n{"b":2}')).toEqual([{ a: 1 }, { b: 2 }]);
    expect(jsonLines('{"a":1}\nnot json')).toBeUndefined();
    expect(jsonLines('42\n43')).toBeUndefined();
  });

  it('spaces a JSON line without touching strings', () => {
    expect(spacedJson({ Item: { PK: { S: 'a{ ,b' }, L: { L: [{ N: '1' }, { N: '2' }] } } })).toBe(
      '{"Item": {"PK": {"S": "a{ ,b"}, "L": {"L": [{"N": "1"}, {"N": "2"}]}}}',
    );
  });

  it('limits the hex preview', () => {
    expect(hexPreview(new Uint8Array(100), 32).split('\n')).toHaveLength(2);
  });

  it('round-trips base64, text and large bodies', () => {
    const bytes = new Uint8Array(100_000).map((_, i) => i % 256);
    expect(bytesOfBase64(base64OfBytes(bytes))).toEqual(bytes);
    expect(base64OfText('é,ü\n')).toBe(btoa('\u00c3\u00a9,\u00c3\u00bc\n'));
  });
});
