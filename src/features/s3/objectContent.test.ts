import { describe, expect, it } from 'vitest';
import { base64OfBytes, base64OfText, bytesOfBase64 } from '../../client/objectBytes.ts';
import { hexPreview, jsonLines, readObjectContent, spacedJson } from './objectContent.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);

async function gzip(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe('readObjectContent', () => {
  it('decompresses gzip and reads an export’s JSON lines', async () => {
    const lines = '{"Item":{"PK":{"S":"a"}}}\n{"Item":{"PK":{"S":"b"}}}\n';
    const content = await readObjectContent(await gzip(utf8(lines)));
    expect(content).toMatchObject({ kind: 'json-lines', gzipped: true, size: lines.length });
    expect(content.kind === 'json-lines' && content.lines).toEqual([
      { Item: { PK: { S: 'a' } } },
      { Item: { PK: { S: 'b' } } },
    ]);
  });

  it('indents a JSON document written on several lines; one on a single line is one JSON line', async () => {
    const content = await readObjectContent(utf8('{\n"version":"2020-06-30",\n"itemCount":3}'));
    expect(content).toMatchObject({ kind: 'json', gzipped: false });
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
      gzipped: false,
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
    expect(content).toMatchObject({ kind: 'binary', gzipped: false });
    expect(content.kind === 'binary' && content.note).toMatch(/does not decompress/);
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
