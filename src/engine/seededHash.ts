/**
 * A fast, seeded, well-spread 32-bit hash of a string (FNV-1a over UTF-16 code units with a murmur3
 * finaliser), for the engine's own deterministic choices: stream record ids, iterator checks, when
 * the TTL deleter reaches an item. Partition keys hash as DynamoDB does instead (storage/keyHash.ts).
 */
export function seededHash(text: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
