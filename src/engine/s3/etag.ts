/**
 * S3's ETag for an object uploaded in one part: the MD5 of its bytes in hex, in quotes. Worked out
 * when an object is shown (listings, reads, an export's manifest), once per body: bodies are
 * immutable, so the answer is kept beside them.
 */
import { md5 } from '@noble/hashes/legacy.js';
import { bytesToHex } from '@noble/hashes/utils.js';

const etags = new WeakMap<Uint8Array, string>();

export function etagOf(body: Uint8Array): string {
  let etag = etags.get(body);
  if (etag === undefined) etags.set(body, (etag = `"${bytesToHex(md5(body))}"`));
  return etag;
}
