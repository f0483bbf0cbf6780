/**
 * Object bodies are bytes (Uint8Array); the engine's base64 works on byte strings (values/base64.ts).
 * These convert between the two, in chunks, so a body of megabytes never builds one huge argument list.
 */
import { decodeBase64, encodeBase64 } from '../values/base64.ts';

const CHUNK = 0x8000;

export function byteStringOf(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += CHUNK) {
    out += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return out;
}

export function bytesOfByteString(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

export function base64OfBytes(bytes: Uint8Array): string {
  return encodeBase64(byteStringOf(bytes));
}

/** undefined when the text is not base64. */
export function bytesOfBase64(text: string): Uint8Array | undefined {
  const decoded = decodeBase64(text);
  return decoded === undefined ? undefined : bytesOfByteString(decoded);
}
