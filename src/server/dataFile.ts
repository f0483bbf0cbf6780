/**
 * `npm run serve -- --data <file>`: the endpoint's tables and items kept in a file between runs, as
 * DynamoDB Local keeps its database under -dbPath. The file holds an engine snapshot
 * (src/engine/snapshot/) — the same data the browser app saves and lets you download — so a sandbox
 * built in the app can be served to the SDKs, the AWS CLI and boto3, and opened in the app again.
 *
 * - Start: no file yet means an empty engine (the file is written at the first change). A file that
 *   cannot be read, is not JSON, or is not a snapshot this version reads stops the server with the
 *   reason, and the file is left as it is.
 * - The clock resumes at the later of the saved time and the wall clock: simulated time never goes
 *   back, and TTL deletions that fell due while the server was stopped happen at once. It runs at the
 *   server's own --clock-speed, whatever speed the snapshot was saved at.
 * - Saving: `debounceMs` after a request that may change state, but no later than `maxWaitMs` after
 *   the first unsaved one (engine/snapshot/savePacing.ts), and once more on shutdown. Each save writes a temporary file beside the data file and
 *   renames it over the old one, so a crash leaves the previous snapshot or the new one, never half.
 * - One server per file: `<file>.lock` holds the process id of the server using it. Another server
 *   refuses the file while that process runs; a lock left by a server that died is taken over.
 * - What the app keeps beside the snapshot (its trigger definitions) is carried through untouched.
 */
import { constants } from 'node:fs';
import { unlinkSync } from 'node:fs';
import { access, open, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { Engine } from '../engine/engine.ts';
import { exportSnapshot } from '../engine/snapshot/exportSnapshot.ts';
import { importSnapshot, SnapshotError, type ImportSummary } from '../engine/snapshot/importSnapshot.ts';
import { SavePacing } from '../engine/snapshot/savePacing.ts';

/** A data file that cannot be used: the server does not start. */
export class DataFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataFileError';
  }
}

export interface DataFileOptions {
  /** The server's clock speed: the restored clock runs at it. */
  clockSpeed: number;
  debounceMs?: number;
  maxWaitMs?: number;
  /** Where a failed save is reported (the server keeps serving and tries again at the next change). */
  onError?: (message: string) => void;
  /** The wall clock, epoch ms. */
  wallClock?: () => number;
}

export interface DataFile {
  /** The absolute path of the file. */
  readonly path: string;
  /** Tables and items restored at start, or undefined when there was no file yet. */
  readonly restored: ImportSummary | undefined;
  /** Something may have changed: save soon. */
  changed(): void;
  /** Saves now if anything is unsaved, after any save in progress. */
  flush(): Promise<void>;
  /** Saves what is unsaved and lets other servers use the file. */
  close(): Promise<void>;
}

/** Data files this process has open, and their locks (which carry this process's id). */
const held = new Map<string, string>();
let exitHookInstalled = false;

/**
 * What the app keeps beside the engine snapshot (sandboxFile.ts), carried through a save untouched.
 * Everything else in the file is the engine's, written afresh by each save.
 */
const APP_FIELDS = ['triggers'];

/** Restores `engine` (which must hold no tables) from `path`, if it exists, and keeps it saved there. */
export async function openDataFile(
  engine: Engine,
  file: string,
  options: DataFileOptions,
): Promise<DataFile> {
  const path = resolve(file);
  const wallClock = options.wallClock ?? Date.now;
  const onError = options.onError ?? ((message: string) => console.error(message));

  await writable(dirname(path));
  const lock = await takeLock(path);
  const saved = await readSnapshot(path).catch(async (error: unknown) => {
    await releaseLock(path, lock);
    throw error;
  });
  let restored: ImportSummary | undefined;
  const carried: Record<string, unknown> = {};
  if (saved !== undefined) {
    try {
      restored = importSnapshot(engine, saved);
    } catch (error) {
      await releaseLock(path, lock);
      if (error instanceof SnapshotError) throw new DataFileError(`cannot load ${path}: ${error.message}`);
      throw error;
    }
    for (const field of APP_FIELDS) {
      const value = (saved as Record<string, unknown>)[field];
      if (value !== undefined) carried[field] = value;
    }
    engine.clock.set(Math.max(engine.clock.now(), wallClock()));
    engine.clock.setSpeed(options.clockSpeed);
    engine.clock.resume();
  }

  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  let dirty = false;
  const pacing = new SavePacing(options.debounceMs, options.maxWaitMs);
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> | undefined;

  const save = async (): Promise<void> => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    while (writing) await writing;
    if (!dirty) return;
    dirty = false;
    pacing.saving(wallClock());
    const started = performance.now();
    const text = JSON.stringify({ ...carried, ...exportSnapshot(engine), savedAt: wallClock() });
    pacing.saved(performance.now() - started);
    writing = writeFile(temporary, text)
      .then(() => rename(temporary, path))
      .catch((error: unknown) => {
        dirty = true;
        onError(
          `dynamo-sandbox: saving ${path} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      })
      .finally(() => {
        writing = undefined;
      });
    await writing;
  };

  return {
    path,
    restored,
    changed() {
      dirty = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => void save(), pacing.delayAfterChange(wallClock()));
    },
    flush: save,
    async close() {
      await save();
      await releaseLock(path, lock);
    },
  };
}

/**
 * Creates `<file>.lock` with this process's id, or takes over one whose process is gone; refuses a
 * file another running server (or this process) holds. Returns the lock's path.
 */
async function takeLock(path: string): Promise<string> {
  const lock = `${path}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lock, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      // A server that exits without closing (an uncaught error) still frees its files.
      if (!exitHookInstalled) process.once('exit', releaseHeldLocks);
      exitHookInstalled = true;
      held.set(path, lock);
      return lock;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new DataFileError(`cannot create the lock file ${lock}: ${reason(error)}`);
      }
    }
    const owner = Number((await readFile(lock, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(owner) && owner > 0 && running(owner, path)) {
      throw new DataFileError(
        `${path} is in use by another Dynamo Sandbox server (process ${owner}); stop it first, or delete ${lock} if no such server runs`,
      );
    }
    await unlink(lock).catch(() => undefined);
  }
  throw new DataFileError(`cannot take the lock file ${lock}: another server is starting on ${path}`);
}

async function releaseLock(path: string, lock: string): Promise<void> {
  held.delete(path);
  await unlink(lock).catch(() => undefined);
}

function running(pid: number, path: string): boolean {
  if (pid === process.pid) return held.has(path);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseHeldLocks(): void {
  for (const lock of held.values()) {
    try {
      unlinkSync(lock);
    } catch {
      // already gone
    }
  }
  held.clear();
}

/** Fails unless the server can create files in `directory` (checked at start, not at the first save). */
async function writable(directory: string): Promise<void> {
  try {
    await access(directory, constants.W_OK);
  } catch (error) {
    throw new DataFileError(`cannot write to the data file's folder ${directory}: ${reason(error)}`);
  }
}

/** The file's JSON, or undefined when there is no file yet. */
async function readSnapshot(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new DataFileError(`cannot read ${path}: ${reason(error)}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new DataFileError(`cannot load ${path}: it is not JSON (${reason(error)})`);
  }
}

function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such folder';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'it is a folder';
  return error instanceof Error ? error.message : String(error);
}
