/**
 * The bytes of the sandbox's S3 objects as the app handles them: they cross to the engine as base64
 * (the S3 targets' JSON bodies), converted in chunks — spreading a whole multi-megabyte file into
 * String.fromCharCode would overflow the call stack — and gzip ones (an export's data files) are
 * decompressed with the platform's DecompressionStream.
 */
const CHUNK = 0x8000;

export function base64OfBytes(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  }
  return btoa(binary);
}

export function bytesOfBase64(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** UTF-8 text (a file typed in the page) as base64. */
export function base64OfText(text: string): string {
  return base64OfBytes(new TextEncoder().encode(text));
}

/** gzip's two magic bytes: checked rather than trusting a `.gz` name. */
export function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

export async function gunzip(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
