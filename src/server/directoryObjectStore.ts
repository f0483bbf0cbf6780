/**
 * The endpoint's S3 kept in a directory (`npm run serve -- --s3-dir <dir>`): a bucket is a
 * subdirectory, an object a file at its key's path. Exports land where `ls`, `zcat` and jq can read
 * them, and files copied in are there for ImportTable. A key that cannot be a relative path — an
 * empty, `.` or `..` segment, a trailing `/` — is refused (a ValidationException to the request; an
 * export that meets one fails). What the file system refuses fails the request that needed it, never
 * the server.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import {
  ObjectStoreRefusal,
  type ObjectStore,
  type S3Object,
  type S3ObjectInfo,
} from '../engine/s3/objectStore.ts';
import { compareUtf8 } from '../engine/values/utf8.ts';

export class DirectoryObjectStore implements ObjectStore {
  constructor(private readonly root: string) {
    mkdirSync(root, { recursive: true });
  }

  put(bucket: string, key: string, body: Uint8Array, _now: number): S3ObjectInfo {
    const path = this.pathOf(bucket, key);
    try {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, body);
      return this.infoAt(key, path);
    } catch (error) {
      // A full disk or a read-only directory: the request (or the export) fails, the server lives on.
      throw new ObjectStoreRefusal(
        'InternalServerError',
        `--s3-dir could not be written: ${(error as Error).message}`,
      );
    }
  }

  /** An object that cannot be read (its permissions, a race with another tool) is not there. */
  get(bucket: string, key: string): S3Object | undefined {
    const path = this.existingPath(bucket, key);
    if (path === undefined) return undefined;
    try {
      return { ...this.infoAt(key, path), body: new Uint8Array(readFileSync(path)) };
    } catch {
      return undefined;
    }
  }

  list(bucket: string, prefix = ''): S3ObjectInfo[] {
    const directory = join(this.root, bucket);
    if (!isDirectory(directory)) return [];
    const listed: S3ObjectInfo[] = [];
    for (const path of filesUnder(directory)) {
      const key = relative(directory, path).split(sep).join('/');
      if (!key.startsWith(prefix)) continue;
      try {
        listed.push(this.infoAt(key, path));
      } catch {
        // Gone since the directory was read.
      }
    }
    return listed.sort((a, b) => compareUtf8(a.key, b.key));
  }

  delete(bucket: string, key: string): boolean {
    const path = this.existingPath(bucket, key);
    if (path === undefined) return false;
    rmSync(path);
    return true;
  }

  buckets(): string[] {
    return readdirSync(this.root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && filesUnder(join(this.root, entry.name)).length > 0)
      .map((entry) => entry.name)
      .sort(compareUtf8);
  }

  private pathOf(bucket: string, key: string): string {
    const segments = key.split('/');
    if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
      throw new ObjectStoreRefusal(
        'ValidationException',
        `The key cannot be kept as a file under --s3-dir (an empty, "." or ".." path segment): ${key}`,
      );
    }
    return join(this.root, bucket, ...segments);
  }

  private existingPath(bucket: string, key: string): string | undefined {
    try {
      const path = this.pathOf(bucket, key);
      return statSync(path, { throwIfNoEntry: false })?.isFile() ? path : undefined;
    } catch (error) {
      if (error instanceof ObjectStoreRefusal) return undefined;
      throw error;
    }
  }

  private infoAt(key: string, path: string): S3ObjectInfo {
    const stat = statSync(path);
    return { key, size: stat.size, lastModified: stat.mtimeMs };
  }
}

function isDirectory(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

/** The files under a directory; one that cannot be read holds none. */
function filesUnder(directory: string): string[] {
  try {
    return readdirSync(directory, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}
