/**
 * Where a snapshot's S3 objects and export, import and bulk put items tasks are read and written:
 * by code that comes with the transfers (transferSnapshots.ts), which the browser's engine worker
 * loads only when a transfer is first asked for — or before it restores a sandbox that holds some
 * (the host checks `holdsTransfers` and loads that code first). Until the code is loaded nothing
 * can have made a transfer, so a save without it has none to write.
 */
import type { Engine } from '../engine.ts';
import type { EngineSnapshot, RegionSnapshot } from './snapshotTypes.ts';

export interface TransferSnapshotCodec {
  /** The account's S3 objects, for the snapshot's top level. */
  saveObjects(engine: Engine): EngineSnapshot['s3Objects'];
  /** One Region's exports, imports and bulk put items operations. */
  saveTasks(engine: Engine): Pick<RegionSnapshot, 'exports' | 'imports' | 'bulkOperations'>;
  /** Reads and checks the saved objects (the snapshot's top level); the result puts them in place. */
  readObjects(snapshot: Record<string, unknown>): (engine: Engine) => void;
  /** Reads and checks one Region's saved tasks; the result puts them in place. */
  readTasks(snapshot: Record<string, unknown>, path: string): (engine: Engine) => void;
}

let codec: TransferSnapshotCodec | undefined;

export function provideTransferSnapshots(provided: TransferSnapshotCodec): void {
  codec = provided;
}

export function transferSnapshotCodec(): TransferSnapshotCodec | undefined {
  return codec;
}

/**
 * Whether saved data holds S3 objects, exports, imports or bulk put items operations: its reader
 * needs the transfers' code.
 */
export function holdsTransfers(data: unknown): boolean {
  if (data === null || typeof data !== 'object') return false;
  const snapshot = data as { s3Objects?: unknown; regions?: unknown };
  const regions = Array.isArray(snapshot.regions) ? (snapshot.regions as unknown[]) : [];
  return [snapshot, ...regions].some((part) => {
    const fields = (part ?? {}) as Record<string, unknown>;
    return ['s3Objects', 'exports', 'imports', 'bulkOperations'].some((name) => fields[name] !== undefined);
  });
}
