/**
 * Which tab saves the sandbox. Each tab of the app runs its own engine worker, restored from the one
 * saved copy in IndexedDB; if every tab saved, each would overwrite the others' changes without a word,
 * and a tab left open in the background would undo a Reset made in another. So one tab saves: the
 * first to take a Web Lock, which it holds until it closes. A tab opened meanwhile works unsaved and
 * says so; when the saving tab closes, the lock passes to a waiting tab (engineHost.ts decides what
 * that tab does with it).
 */
export interface SaveLock {
  /** Takes the lock unless another tab keeps it: true when this tab now holds it (until it closes). */
  tryTake(): Promise<boolean>;
  /** Waits for the lock and takes it: resolves once the tab that held it has closed. */
  take(): Promise<void>;
}

const LOCK_NAME = 'dynamo-sandbox:saved-sandbox';

/** Held until the worker ends: the lock manager releases a closed tab's locks itself. */
const untilClosed = () => new Promise<never>(() => {});

/**
 * How long a starting tab waits for the lock before it counts as held elsewhere. A reloaded tab's
 * old worker may still hold it for a moment while the new one starts: that tab must stay the one
 * that saves.
 */
const RELOAD_GRACE_MS = 1_000;

/** The browser's Web Locks (shared by every tab of one origin); undefined where there are none. */
export function webSaveLock(): SaveLock | undefined {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (!locks) return undefined;
  const take = (signal?: AbortSignal) =>
    new Promise<boolean>((resolve, reject) => {
      locks
        .request(LOCK_NAME, signal ? { signal } : {}, () => {
          resolve(true);
          return untilClosed();
        })
        .catch((error: unknown) => {
          if (signal?.aborted) resolve(false);
          else reject(error instanceof Error ? error : new Error(String(error)));
        });
    });
  return {
    tryTake: () => take(AbortSignal.timeout(RELOAD_GRACE_MS)),
    take: async () => {
      await take();
    },
  };
}
