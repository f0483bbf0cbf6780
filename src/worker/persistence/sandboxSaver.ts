/**
 * The app's saved copy of the sandbox, seen from one tab: the status the app shows (persistenceStatus.ts),
 * and the save that follows a burst of changes (paced by SavePacing). Only a tab whose status is
 * `saving` writes; a tab whose sandbox another tab saves (`elsewhere`) remembers that it changed
 * something unsaved, which decides what it may do when that tab closes (engineHost.ts).
 */
import type { ClockState } from '../../engine/clock.ts';
import { SavePacing } from '../../engine/snapshot/savePacing.ts';
import type { PersistenceStatus } from './persistenceStatus.ts';
import type { SavedClock } from './clockRecord.ts';
import type { SaveLock } from './saveLock.ts';

/** Where the sandbox is saved: one copy, which every tab of the app shares. */
export interface SnapshotStorage {
  load(): Promise<unknown>;
  save(snapshot: unknown): Promise<void>;
  clear(): Promise<void>;
  /** Which tab may write it, where several can be open (none: this one may). */
  lock?: SaveLock;
  /** The running clock alone, saved between sandbox saves (clockRecord.ts); `clear` deletes it too. */
  saveClock?(clock: SavedClock): Promise<void>;
  loadClock?(): Promise<unknown>;
}

export class SandboxSaver {
  private current: PersistenceStatus;
  private readonly listeners: ((status: PersistenceStatus) => void)[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  // Saved at the first change, a moment after the rest of its burst, and twice a second while changes
  // keep coming (less often for a sandbox so big that its save is slow). A tab can close at any moment,
  // and the save made as it closes (client/saveOnLeave.ts) races the end of its worker: what was saved
  // before is what is sure to be kept, so the writes at risk are at most half a second's.
  private readonly pacing = new SavePacing(100, 500, true);
  private changedWhileElsewhere = false;

  constructor(
    private readonly storage: SnapshotStorage | undefined,
    /** The sandbox in the saved format, stamped with the time of saving. */
    private readonly snapshot: (savedAt: number) => unknown,
    private readonly wallClock: () => number,
  ) {
    this.current = storage
      ? { state: 'saving' }
      : { state: 'off', reason: 'this browser offers no IndexedDB' };
  }

  get status(): PersistenceStatus {
    return this.current;
  }

  /** Whether this tab changed its sandbox while another tab was the one saving. */
  get hasUnsavedChanges(): boolean {
    return this.changedWhileElsewhere;
  }

  setStatus(next: PersistenceStatus): void {
    this.current = next;
    for (const listener of this.listeners) listener(next);
  }

  watch(listener: (status: PersistenceStatus) => void): void {
    this.listeners.push(listener);
  }

  /** The sandbox changed: saved soon, if this tab saves. */
  changed(): void {
    if (this.current.state === 'elsewhere') this.changedWhileElsewhere = true;
    if (this.current.state !== 'saving') return;
    this.cancel();
    this.timer = setTimeout(() => void this.save(), this.pacing.delayAfterChange(this.wallClock()));
  }

  /**
   * The running clock alone, between sandbox saves (clockRecord.ts), if this tab saves. A paused
   * clock is in the last sandbox save already.
   */
  saveRunningClock(clock: ClockState): void {
    if (!this.storage?.saveClock || this.current.state !== 'saving' || !clock.running) return;
    this.storage.saveClock({ ...clock, savedAt: this.wallClock() }).catch(() => {
      // The next sandbox save carries the clock anyway.
    });
  }

  /**
   * Makes the waiting save now, if there is one: the tab is being hidden or closed, and a closed tab's
   * worker ends with it, before a paced save's turn (client/saveOnLeave.ts). Only this tab's own
   * save: a tab whose sandbox another tab saves never has one waiting (see `changed`).
   */
  flush(): void {
    if (this.timer === undefined) return;
    this.cancel();
    void this.save();
  }

  /** Drops a save not yet started (the sandbox is being replaced, and the replacement decides). */
  cancel(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async save() {
    this.timer = undefined;
    this.pacing.saving(this.wallClock());
    if (!this.storage || this.current.state !== 'saving') return;
    try {
      const savedAt = this.wallClock();
      const started = performance.now();
      await this.storage.save(this.snapshot(savedAt));
      this.pacing.saved(performance.now() - started);
      // Still saving: a reset or a status change while the write ran keeps its own status.
      // (Without `restored`: that announced the restore, which the app acts on once.)
      if (this.current.state === 'saving') this.setStatus({ state: 'saving', savedAt });
    } catch (error) {
      this.setStatus({
        state: 'off',
        reason: `saving failed: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }
}
