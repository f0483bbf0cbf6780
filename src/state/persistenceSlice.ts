/**
 * Whether the sandbox is saved between visits, "reset sandbox" and opening a downloaded sandbox. The engine worker does the
 * saving; this slice mirrors its status (watched once, in main.tsx) for the footer and the banner
 * that offers a choice when saved data cannot be restored.
 */
import type { OpenSandboxOutcome, PersistenceStatus } from '../client/engineClient.ts';
import type { SliceCreator } from './types.ts';

export interface PersistenceSlice {
  persistence: PersistenceStatus | undefined;
  /**
   * Counts the times the whole sandbox was replaced (reset, a file opened): views that read the engine
   * once (S3 listings, a table's items) start again when it changes.
   */
  sandboxGeneration: number;
  /** The worker's status; one that restored saved data (at start, or from another tab's save) re-reads the sandbox. */
  setPersistence(status: PersistenceStatus): void;
  /** After the tab that saved has closed: this tab's sandbox replaces the saved one. */
  saveHere(): Promise<void>;
  /**
   * Re-reads what the header and pages show of the engine's state (tables, clock, replica lag): at
   * start, and after anything that replaces or resets it (a restore, reset, open, a lesson's set-up).
   */
  refreshSandbox(): Promise<void>;
  /** Deletes every table, item and the saved copy; clears the console's runs; re-reads the sandbox. */
  resetSandbox(): Promise<void>;
  /** Replaces the sandbox by saved data (a downloaded file); on success, as after a reset, re-reads everything. */
  openSandbox(data: unknown): Promise<OpenSandboxOutcome>;
}

export const createPersistenceSlice: SliceCreator<PersistenceSlice> = (set, get, _store, { engine }) => ({
  persistence: undefined,
  sandboxGeneration: 0,
  setPersistence(status) {
    if (status.state === 'off' || status.state === 'unreadable' || !status.restored) {
      set({ persistence: status });
      return;
    }
    // A restore brings tables, a clock and a replica lag of its own.
    set((state) => ({ persistence: status, sandboxGeneration: state.sandboxGeneration + 1 }));
    void get().refreshSandbox();
  },
  async saveHere() {
    await engine.saveHere();
  },
  async refreshSandbox() {
    const state = get();
    await Promise.all([state.refreshTables(), state.refreshClock(), state.refreshReplicaLag()]);
  },
  async resetSandbox() {
    await engine.reset();
    // The Console's Region too: the Regions went with their tables.
    set((state) => ({
      runs: [],
      shownRunId: undefined,
      consoleRegion: undefined,
      sandboxGeneration: state.sandboxGeneration + 1,
    }));
    await get().refreshSandbox();
  },
  async openSandbox(data) {
    const outcome = await engine.openSandbox(data);
    if (!outcome.ok) return outcome;
    set((state) => ({ runs: [], shownRunId: undefined, sandboxGeneration: state.sandboxGeneration + 1 }));
    await get().refreshSandbox();
    return outcome;
  },
});
