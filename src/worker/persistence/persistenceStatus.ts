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
  | { state: 'unreadable'; reason: string };
