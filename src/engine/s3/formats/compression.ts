/**
 * The compressions of exports and imports: an export's data files are always gzip (`.json.gz`,
 * `.ion.gz`); an import's objects are GZIP, ZSTD or NONE, as its request says. fflate and fzstd are
 * synchronous and run in Node and in the browser's worker alike, as the engine must.
 */
import { gunzipSync, gzipSync } from 'fflate';
import { decompress as zstdDecompress } from 'fzstd';

export type InputCompression = 'GZIP' | 'ZSTD' | 'NONE';

export function gzip(bytes: Uint8Array): Uint8Array {
  return gzipSync(bytes);
}

/** The object's bytes decompressed, or an Error saying why they could not be. */
export function decompressed(bytes: Uint8Array, compression: InputCompression): Uint8Array | Error {
  if (compression === 'NONE') return bytes;
  try {
    return compression === 'GZIP' ? gunzipSync(bytes) : zstdDecompress(bytes);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}
