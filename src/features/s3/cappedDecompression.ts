/**
 * Decompression that stops once it has what its caller can show: the S3 page's object viewer and
 * the Console's `aws s3 cp s3://… - | gunzip` both read objects anyone can upload, and a small one
 * that expands enormously (a zip bomb), decompressed whole on the page's thread, would freeze it.
 * gzip goes through the platform's DecompressionStream, Zstandard through fzstd.
 */
import { Decompress as ZstdDecompress } from 'fzstd';

/** How an object's bytes are compressed. */
export type Compression = 'gzip' | 'zstd';

/** The first decompressed bytes, and whether more came out than the limit (so decompression stopped). */
export interface Decompressed {
  bytes: Uint8Array;
  cut: boolean;
}

/**
 * gzip input is fed this much at a time: a browser's DecompressionStream inflates a whole input
 * chunk at once, and deflate expands at most ~1032:1, so no slice yields more than a few MB.
 */
const GZIP_INPUT_SLICE = 4096;

/**
 * The first `limit` decompressed bytes, decompressing no further than that (plus the last chunk
 * that arrived). `onOutput` sees the length of every chunk the decompressor produced. A corrupt
 * stream rejects, with the decompressor's error.
 */
export async function decompressStart(
  bytes: Uint8Array<ArrayBuffer>,
  compression: Compression,
  limit: number,
  onOutput: (length: number) => void = () => {},
): Promise<Decompressed> {
  const prefix = new Prefix(limit, onOutput);
  if (compression === 'zstd') {
    // fzstd calls back once per block (at most 128 KiB); throwing from the callback stops push().
    const enough = new Error('enough output');
    const stream = new ZstdDecompress((chunk) => {
      if (prefix.add(chunk)) throw enough;
    });
    try {
      stream.push(bytes, true);
    } catch (error) {
      if (error !== enough) throw error;
    }
    return prefix.result();
  }
  const stream = new DecompressionStream('gzip');
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  // Writes wait for the output to be read, so the input goes in no faster than it is needed.
  const feeding = (async () => {
    for (let at = 0; at < bytes.length; at += GZIP_INPUT_SLICE) {
      await writer.write(bytes.subarray(at, at + GZIP_INPUT_SLICE));
    }
    await writer.close();
  })();
  // A corrupt stream's error is read below; cancelling fails the pending write: both handled there.
  feeding.catch(() => {});
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || prefix.add(value)) return prefix.result();
    }
  } finally {
    // Drops what the stream still holds and stops the feeding.
    await reader.cancel().catch(() => {});
    await writer.abort().catch(() => {});
  }
}

/** Output chunks kept (copied: a decompressor may reuse its buffers) up to `limit` bytes. */
class Prefix {
  private readonly chunks: Uint8Array[] = [];
  private kept = 0;
  private cut = false;

  constructor(
    private readonly limit: number,
    private readonly onOutput: (length: number) => void,
  ) {}

  /** Keeps the chunk's bytes within the limit; true once more than `limit` bytes have come out. */
  add(chunk: Uint8Array): boolean {
    this.onOutput(chunk.length);
    const room = this.limit - this.kept;
    this.chunks.push(chunk.slice(0, room));
    this.kept += Math.min(room, chunk.length);
    this.cut = chunk.length > room;
    return this.cut;
  }

  result(): Decompressed {
    const bytes = new Uint8Array(this.kept);
    let at = 0;
    for (const chunk of this.chunks) {
      bytes.set(chunk, at);
      at += chunk.length;
    }
    return { bytes, cut: this.cut };
  }
}
