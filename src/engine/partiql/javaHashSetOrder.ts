/**
 * The order a java.util.HashSet of strings iterates in, which DynamoDB's messages naming a set of
 * attributes follow (indexReach.ts): by bucket — String.hashCode, spread as HashMap spreads it, over
 * a table of 16 buckets doubled whenever it is more than three quarters full — and within a bucket
 * in the order added.
 */
export function javaHashSetOrder(names: readonly string[]): string[] {
  let buckets = 16;
  while (names.length > buckets * 0.75) buckets *= 2;
  const bucketOf = (name: string) => {
    let hash = 0;
    for (let i = 0; i < name.length; i++) hash = (Math.imul(31, hash) + name.charCodeAt(i)) | 0;
    return (hash ^ (hash >>> 16)) & (buckets - 1);
  };
  // Array sort is stable: names in one bucket keep the order they were added in.
  return [...new Set(names)]
    .map((name) => ({ name, bucket: bucketOf(name) }))
    .sort((a, b) => a.bucket - b.bucket)
    .map(({ name }) => name);
}
