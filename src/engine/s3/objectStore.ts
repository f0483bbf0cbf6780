/**
 * The sandbox's stand-in for Amazon S3: where ExportTableToPointInTime writes its files and where
 * ImportTable reads them. DynamoDB reaches S3 across the account boundary; the sandbox keeps one
 * object store per account, shared by its Regions (bucket names are global, as S3's are).
 *
 * The model: every bucket name that S3 would accept exists (there is no CreateBucket), objects are
 * immutable byte arrays under keys listed in UTF-8 byte order (S3's ListObjectsV2 order); their
 * ETags are worked out by whoever shows them (etag.ts), so MD5 loads only with the code that does.
 * The store is an interface so the endpoint can keep it in a directory (`npm run serve -- --s3-dir`), where
 * other tools can read an export and drop files to import; the browser keeps it in memory.
 */
import { compareUtf8 } from '../values/utf8.ts';

export interface S3ObjectInfo {
  readonly key: string;
  readonly size: number;
  /** Epoch milliseconds. */
  readonly lastModified: number;
}

export interface S3Object extends S3ObjectInfo {
  readonly body: Uint8Array;
}

export interface ObjectStore {
  put(bucket: string, key: string, body: Uint8Array, now: number): S3ObjectInfo;
  get(bucket: string, key: string): S3Object | undefined;
  /** The bucket's objects whose keys start with `prefix`, in UTF-8 byte order of their keys. */
  list(bucket: string, prefix?: string): S3ObjectInfo[];
  /** True when there was such an object. */
  delete(bucket: string, key: string): boolean;
  /** The buckets holding at least one object, by name. */
  buckets(): string[];
}

/**
 * When a bucket was made, in epoch milliseconds: a bucket exists as long as it holds objects, so it
 * dates from its oldest. Folded, not `Math.min(...)`: a spread of a large bucket's objects would
 * overflow the call stack.
 */
export function bucketCreatedAt(objects: readonly S3ObjectInfo[]): number {
  return objects.reduce((oldest, object) => Math.min(oldest, object.lastModified), Infinity);
}

/** Bytes held at most by the in-memory store: a browser tab's worth. */
export const MEMORY_STORE_MAX_BYTES = 256 * 1024 * 1024;

export class MemoryObjectStore implements ObjectStore {
  private readonly byBucket = new Map<string, Map<string, S3Object>>();
  private heldBytes = 0;

  constructor(private readonly maxBytes = MEMORY_STORE_MAX_BYTES) {}

  put(bucket: string, key: string, body: Uint8Array, now: number): S3ObjectInfo {
    let objects = this.byBucket.get(bucket);
    const replaced = objects?.get(key)?.size ?? 0;
    if (this.heldBytes - replaced + body.length > this.maxBytes) {
      throw new StoreFullError(this.maxBytes);
    }
    if (!objects) this.byBucket.set(bucket, (objects = new Map()));
    const object: S3Object = { key, size: body.length, lastModified: now, body };
    objects.set(key, object);
    this.heldBytes += body.length - replaced;
    return infoOf(object);
  }

  get(bucket: string, key: string): S3Object | undefined {
    return this.byBucket.get(bucket)?.get(key);
  }

  list(bucket: string, prefix = ''): S3ObjectInfo[] {
    const objects = this.byBucket.get(bucket);
    if (!objects) return [];
    const listed: S3ObjectInfo[] = [];
    for (const object of objects.values()) if (object.key.startsWith(prefix)) listed.push(infoOf(object));
    return listed.sort((a, b) => compareUtf8(a.key, b.key));
  }

  delete(bucket: string, key: string): boolean {
    const objects = this.byBucket.get(bucket);
    const object = objects?.get(key);
    if (!objects || !object) return false;
    objects.delete(key);
    this.heldBytes -= object.size;
    if (objects.size === 0) this.byBucket.delete(bucket);
    return true;
  }

  buckets(): string[] {
    return [...this.byBucket.keys()].sort(compareUtf8);
  }
}

/** A write the store refuses as a whole, with the error a request that made it should get. */
export class ObjectStoreRefusal extends Error {
  constructor(
    readonly type: 'LimitExceededException' | 'ValidationException' | 'InternalServerError',
    message: string,
  ) {
    super(message);
  }
}

/** The in-memory store is full: a write that would pass its bound is refused whole. */
export class StoreFullError extends ObjectStoreRefusal {
  constructor(readonly maxBytes: number) {
    super('LimitExceededException', `the sandbox's S3 holds at most ${maxBytes / (1024 * 1024)} MB`);
  }
}

function infoOf({ key, size, lastModified }: S3Object): S3ObjectInfo {
  return { key, size, lastModified };
}
