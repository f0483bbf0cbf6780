/**
 * The S3 page's hash routes: `#/s3` (the buckets), `#/s3/<bucket>` (its top level),
 * `#/s3/<bucket>/<folder/>` (a prefix ending in '/') and `#/s3/<bucket>/<key>` (one object). The
 * path after the bucket is one encoded segment, so a key's slashes survive the route (the app's
 * router splits on '/' before decoding).
 */
export function s3Href(bucket?: string, path = ''): string {
  if (bucket === undefined) return '#/s3';
  const bucketHref = `#/s3/${encodeURIComponent(bucket)}`;
  return path === '' ? bucketHref : `${bucketHref}/${encodeURIComponent(path)}`;
}

/** Whether a route's path names a folder (a prefix: empty or ending in '/') rather than an object. */
export function isFolderPath(path: string): boolean {
  return path === '' || path.endsWith('/');
}
