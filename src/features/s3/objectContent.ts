/**
 * What an object holds, made readable: gzip bytes (an export's data files) and Zstandard ones (an
 * import's ZSTD objects) are decompressed only as far as the viewer can show (cappedDecompression.ts);
 * UTF-8 text is shown as text — a JSON document indented, JSON lines (an export's items, one per
 * line) line by line — and anything else as its size and a hex preview.
 */

import { isGzip } from '../../client/objectBytes.ts';
import { decompressStart, type Compression } from './cappedDecompression.ts';

export type { Compression } from './cappedDecompression.ts';

/** Past this much text the viewer shows the beginning and offers the download for the rest. */
export const MAX_SHOWN_CHARS = 200_000;
/**
 * Decompressed bytes the viewer asks for: UTF-8 takes at most 3 bytes per UTF-16 code unit, so this
 * always holds MAX_SHOWN_CHARS characters, with a margin. Decompression stops past it: a large
 * import object, or a small one that expands enormously, would otherwise be decompressed whole on
 * the page's thread and freeze it.
 */
export const MAX_DECOMPRESSED_BYTES = 4 * MAX_SHOWN_CHARS;
/** Bytes a binary object's hex preview shows. */
export const HEX_PREVIEW_BYTES = 256;

/**
 * `size` is the (decompressed) bytes read; `cut` says decompression stopped there because more
 * than `size` bytes came out: the object decompresses to more, and its text is `truncated` too.
 */
export type ObjectContent =
  | { kind: 'json'; compression?: Compression; size: number; text: string; truncated: boolean; cut?: boolean }
  | {
      kind: 'json-lines';
      compression?: Compression;
      size: number;
      lines: unknown[];
      truncated: boolean;
      cut?: boolean;
    }
  | { kind: 'text'; compression?: Compression; size: number; text: string; truncated: boolean; cut?: boolean }
  | { kind: 'binary'; compression?: Compression; size: number; hex: string; note?: string; cut?: boolean };

/** Zstandard's frame magic number, 0xFD2FB528 little-endian (RFC 8878 §3.1.1): checked, not the `.zst` name. */
export function isZstd(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 && bytes[0] === 0x28 && bytes[1] === 0xb5 && bytes[2] === 0x2f && bytes[3] === 0xfd
  );
}

export async function readObjectContent(bytes: Uint8Array<ArrayBuffer>): Promise<ObjectContent> {
  const compression = isGzip(bytes) ? 'gzip' : isZstd(bytes) ? 'zstd' : undefined;
  if (compression === undefined) return describeBytes(bytes);
  try {
    const plain = await decompressStart(bytes, compression, MAX_DECOMPRESSED_BYTES);
    return describeBytes(plain.bytes, compression, plain.cut);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ...binaryOf(bytes), note: `It looks like ${compression} but does not decompress: ${reason}` };
  }
}

/** `cut`: the bytes are the start of more (see cappedDecompression.ts), so they may end inside a character. */
export function describeBytes(bytes: Uint8Array, compression?: Compression, cut = false): ObjectContent {
  const text = utf8Text(bytes, cut);
  const marked = cut ? { cut } : {};
  if (text === undefined) return { ...binaryOf(bytes), compression, ...marked };
  const size = bytes.length;
  const truncated = cut || text.length > MAX_SHOWN_CHARS;
  const shown = truncated ? text.slice(0, MAX_SHOWN_CHARS) : text;
  // One JSON object per line (an export's data file, manifest-files.json) reads best line by line;
  // a single-line document is then one line, which the viewer shows indented.
  const lines = jsonLines(truncated ? shown.slice(0, shown.lastIndexOf('\n') + 1) : text);
  if (lines) return { kind: 'json-lines', compression, size, lines, truncated, ...marked };
  const trimmed = text.trim();
  if (!truncated && (trimmed.startsWith('{') || trimmed.startsWith('['))) {
    try {
      return {
        kind: 'json',
        compression,
        size,
        text: JSON.stringify(JSON.parse(trimmed), null, 2),
        truncated,
      };
    } catch {
      // Not JSON after all: shown as text.
    }
  }
  return { kind: 'text', compression, size, text: shown, truncated, ...marked };
}

/** Every non-empty line parsed as JSON, or undefined when a line is not JSON (or none is). */
export function jsonLines(text: string): unknown[] | undefined {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  if (lines.length === 0 || !lines[0].trimStart().startsWith('{')) return undefined;
  const parsed: unknown[] = [];
  for (const line of lines) {
    try {
      parsed.push(JSON.parse(line));
    } catch {
      return undefined;
    }
  }
  return parsed;
}

/**
 * A JSON line written with a space after each ':' and ',' — still one line per item, as the file
 * has it, but easier to read than the file's packed form.
 */
export function spacedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(spacedJson).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value).map(
      ([name, member]) => `${JSON.stringify(name)}: ${spacedJson(member)}`,
    );
    return `{${members.join(', ')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The bytes as UTF-8 text, or undefined when they are not text (invalid UTF-8, or control bytes).
 * `cut` bytes may end inside a character: decoded as a stream, which leaves that end out.
 */
function utf8Text(bytes: Uint8Array, cut = false): string | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: cut });
  } catch {
    return undefined;
  }
  // Tabs, line breaks and form feeds are text; other control characters (NUL …) mean binary.
  // oxlint-disable-next-line no-control-regex
  return /[\u0000-\u0008\u000e-\u001f]/.test(text) ? undefined : text;
}

function binaryOf(bytes: Uint8Array): Extract<ObjectContent, { kind: 'binary' }> {
  return { kind: 'binary', size: bytes.length, hex: hexPreview(bytes) };
}

/** `00000000  1f 8b 08 00 …  |....|` lines, 16 bytes each, of the first HEX_PREVIEW_BYTES bytes. */
export function hexPreview(bytes: Uint8Array, limit = HEX_PREVIEW_BYTES): string {
  const rows: string[] = [];
  const end = Math.min(bytes.length, limit);
  for (let offset = 0; offset < end; offset += 16) {
    const row = bytes.subarray(offset, Math.min(offset + 16, end));
    const hex = [...row].map((byte) => byte.toString(16).padStart(2, '0')).join(' ');
    const ascii = [...row].map((byte) => (byte >= 0x20 && byte < 0x7f ? String.fromCharCode(byte) : '.'));
    rows.push(`${offset.toString(16).padStart(8, '0')}  ${hex.padEnd(47)}  |${ascii.join('')}|`);
  }
  return rows.join('\n');
}
