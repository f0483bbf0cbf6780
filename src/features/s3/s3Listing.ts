/**
 * S3 has no folders: keys are flat strings, and consoles draw '/' as a folder separator. This
 * groups one prefix's objects (as S3ListObjects lists them, everything under the prefix) into the
 * folders and files directly below it, the way the AWS console shows a bucket.
 */
import type { S3Object } from '../../client/s3Calls.ts';

export interface S3Folder {
  /** The folder's whole prefix, ending in '/': what to list to open it. */
  prefix: string;
  /** Its name below the listed prefix, with the trailing '/'. */
  name: string;
  /** Objects anywhere below it, and their bytes. */
  objectCount: number;
  size: number;
}

export interface S3File {
  object: S3Object;
  /** The key below the listed prefix (empty for an object whose key is the prefix itself). */
  name: string;
}

export interface S3Listing {
  folders: S3Folder[];
  files: S3File[];
}

/** The folders and files directly under `prefix`, in key order (folders first by name). */
export function groupByFolder(objects: readonly S3Object[], prefix: string): S3Listing {
  const folders = new Map<string, S3Folder>();
  const files: S3File[] = [];
  for (const object of objects) {
    if (!object.Key.startsWith(prefix)) continue;
    const rest = object.Key.slice(prefix.length);
    const slash = rest.indexOf('/');
    if (slash === -1) {
      files.push({ object, name: rest });
      continue;
    }
    const name = rest.slice(0, slash + 1);
    const folder = folders.get(name) ?? { prefix: prefix + name, name, objectCount: 0, size: 0 };
    folder.objectCount += 1;
    folder.size += object.Size;
    folders.set(name, folder);
  }
  // The engine lists keys in UTF-8 byte order, so first-seen order is already key order.
  return { folders: [...folders.values()], files };
}

export interface Crumb {
  label: string;
  /** The prefix the crumb opens ('' for the bucket's top level). */
  prefix: string;
}

/** The folders leading to a prefix or key: `a/b/c.json` → `a/`, `a/b/`. */
export function breadcrumbs(path: string): Crumb[] {
  const crumbs: Crumb[] = [];
  let at = path.indexOf('/');
  let from = 0;
  while (at !== -1) {
    crumbs.push({ label: path.slice(from, at + 1), prefix: path.slice(0, at + 1) });
    from = at + 1;
    at = path.indexOf('/', from);
  }
  return crumbs;
}

/** The folder holding a key ('' at the bucket's top level). */
export function parentPrefix(key: string): string {
  const withoutTrailing = key.endsWith('/') ? key.slice(0, -1) : key;
  return withoutTrailing.slice(0, withoutTrailing.lastIndexOf('/') + 1);
}

/** The folder a key prefix lists from: `people/2026` → `people/` (S3 matches prefixes mid-name too). */
export function folderOfPrefix(prefix: string): string {
  return prefix.slice(0, prefix.lastIndexOf('/') + 1);
}

/** A key's last part, the name a download is saved under. */
export function fileNameOf(key: string): string {
  const name = key.slice(key.lastIndexOf('/') + 1);
  return name === '' ? 'object' : name;
}
