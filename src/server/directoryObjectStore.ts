/**
 * The endpoint's S3 kept in a directory (`npm run serve -- --s3-dir <dir>`): a bucket is a
 * subdirectory, an object a file at its key's path. Exports land where `ls`, `zcat` and jq can read
 * them, and files copied in are there for ImportTable. A key that cannot be a relative path — an
 * empty, `.` or `..` segment, a trailing `/` — is refused (a ValidationException to the request; an
 * export that meets one fails).
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
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, body);
    return this.infoAt(key, path);
  }

  get(bucket: string, key: string): S3Object | undefined {
    const path = this.existingPath(bucket, key);
    if (path === undefined) return undefined;
    return { ...this.infoAt(key, path), body: new Uint8Array(readFileSync(path)) };
  }

  list(bucket: string, prefix = ''): S3ObjectInfo[] {
    const directory = join(this.root, bucket);
    if (!isDirectory(directory)) return [];
    const listed: S3ObjectInfo[] = [];
    for (const path of filesUnder(directory)) {
      const key = relative(directory, path).split(sep).join('/');
      if (key.startsWith(prefix)) listed.push(this.infoAt(key, path));
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

function filesUnder(directory: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) files.push(join(entry.parentPath, entry.name));
  }
  return files;
}
