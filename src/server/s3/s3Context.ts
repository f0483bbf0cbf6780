import type { ObjectStore } from '../../engine/s3/objectStore.ts';

/** What the S3 operations work on: the engine's object store and clock, and who saves after a change. */
export interface S3Context {
  store: ObjectStore;
  /** The engine's clock, epoch milliseconds: objects are stamped as exports stamp theirs. */
  now(): number;
  /** Something was written or deleted (the --data file saves the memory store's objects). */
  changed(): void;
  /** Named by GetBucketLocation. */
  region: string;
}
