/**
 * One page of a bucket listing as ListObjectsV2 and ListObjects give it: keys in UTF-8 byte order,
 * those holding the delimiter after the prefix rolled up into common prefixes (each counted once
 * against max-keys), resuming after a key or after a whole common prefix.
 */
import type { S3ObjectInfo } from '../../engine/s3/objectStore.ts';
import { compareUtf8 } from '../../engine/values/utf8.ts';

export interface ListRequest {
  prefix: string;
  delimiter: string | undefined;
  /** Resume after this key, or after every key under it when it is a common prefix. */
  after: string | undefined;
  maxKeys: number;
}

export interface ListPage {
  objects: S3ObjectInfo[];
  prefixes: string[];
  truncated: boolean;
  /** The last key or common prefix in the page: where the next page resumes. */
  last: string | undefined;
}

export function listPage(all: readonly S3ObjectInfo[], request: ListRequest): ListPage {
  const { prefix, delimiter, after, maxKeys } = request;
  const skipsPrefix = delimiter !== undefined && after !== undefined && after.endsWith(delimiter);
  const page: ListPage = { objects: [], prefixes: [], truncated: false, last: undefined };
  for (const info of all) {
    if (
      after !== undefined &&
      (compareUtf8(info.key, after) <= 0 || (skipsPrefix && info.key.startsWith(after)))
    )
      continue;
    const cut = delimiter ? info.key.indexOf(delimiter, prefix.length) : -1;
    const rolledUp = cut === -1 ? undefined : info.key.slice(0, cut + delimiter!.length);
    if (rolledUp !== undefined && rolledUp === page.prefixes[page.prefixes.length - 1]) continue;
    if (page.objects.length + page.prefixes.length >= maxKeys) {
      page.truncated = true;
      break;
    }
    if (rolledUp !== undefined) page.prefixes.push(rolledUp);
    else page.objects.push(info);
    page.last = rolledUp ?? info.key;
  }
  return page;
}
