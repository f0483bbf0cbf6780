/** Where the sandbox's saved state stands, as the app shows it (plain data: it crosses the worker boundary). */
export type PersistenceStatus =
  /** Nothing is saved (tests, or a browser without IndexedDB). */
  | { state: 'off'; reason?: string }
  /** Saving: no earlier sandbox was found, or it was restored, or the learner reset it. */
  | { state: 'saving'; restored?: { tables: number; items: number }; savedAt?: number }
  /**
   * Saved data exists but cannot be restored. The engine started empty and does not save, so the
   * saved data stays untouched until the learner chooses to start fresh.
   */
  | { state: 'unreadable'; reason: string }
  /**
   * Another tab of the app saves the sandbox (saveLock.ts): this one started from the saved copy
   * and its changes are not saved. `otherTabClosed`: that tab has gone, after this one changed
   * something, so the learner chooses between this tab's sandbox and the saved one.
   */
  | { state: 'elsewhere'; restored?: { tables: number; items: number }; otherTabClosed?: boolean };
