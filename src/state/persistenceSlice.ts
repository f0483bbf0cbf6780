/**
 * Whether the sandbox is saved between visits, and "reset sandbox". The engine worker does the
 * saving; this slice mirrors its status (watched once, in main.tsx) for the footer and the banner
 * that offers a choice when saved data cannot be restored.
 */
import type { PersistenceStatus } from '../client/engineClient.ts';
import type { SliceCreator } from './types.ts';

export interface PersistenceSlice {
  persistence: PersistenceStatus | undefined;
  setPersistence(status: PersistenceStatus): void;
  /** Deletes every table, item and the saved copy; clears the console's runs; re-reads tables and clock. */
  resetSandbox(): Promise<void>;
}

export const createPersistenceSlice: SliceCreator<PersistenceSlice> = (set, get, _store, { engine }) => ({
  persistence: undefined,
  setPersistence: (status) => set({ persistence: status }),
  async resetSandbox() {
    await engine.reset();
    set({ runs: [], shownRunId: undefined });
    await Promise.all([get().refreshTables(), get().refreshClock()]);
  },
});
