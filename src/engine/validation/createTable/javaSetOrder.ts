/**
 * The iteration order of a java.util.HashSet of strings. Some CreateTable messages list attribute
 * names from such a set (recorded live: keys {a, sk, pk} print as "[a, sk, pk]"), so the sandbox
 * prints them in the same order: by bucket of the spread String.hashCode, then by insertion.
 */
function javaStringHash(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  return hash;
}

export function javaHashSetOrder(names: Iterable<string>): string[] {
  const unique = [...new Set(names)];
  let buckets = 16;
  while (unique.length > buckets * 0.75) buckets *= 2;
  const bucketOf = (name: string) => {
    const hash = javaStringHash(name);
    return (hash ^ (hash >>> 16)) & (buckets - 1);
  };
  return unique
    .map((name, index) => ({ name, index, bucket: bucketOf(name) }))
    .sort((a, b) => a.bucket - b.bucket || a.index - b.index)
    .map((entry) => entry.name);
}
