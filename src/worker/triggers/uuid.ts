/**
 * A random (version 4) UUID, like Lambda's event source mapping ids and request ids. Built from
 * crypto.getRandomValues: crypto.randomUUID exists only in secure contexts, and the sandbox may be
 * served over plain HTTP from an intranet host.
 */
export function newUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
