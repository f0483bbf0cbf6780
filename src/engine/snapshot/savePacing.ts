/**
 * When to save a snapshot after changes, for both places that keep one (the app's IndexedDB copy,
 * worker/engineHost.ts, and the endpoint's data file, server/dataFile.ts): a moment after the last
 * change, since changes come in bursts (a learner's loop) — but no later than `maxWaitMs` after the
 * first unsaved one, so a steady stream of changes is still saved; for a sandbox so big that a save
 * takes long, that wait grows to 20 times the last save, so saving takes at most about 5% of the time.
 *
 * With `leading`, a change after a quiet spell is saved at once and the rest of its burst after the
 * wait: the app's tab may be closed or reloaded a moment after a learner's one request, and nothing
 * can finish a save once it is gone (the endpoint instead saves when it is stopped).
 */
const SAVE_TIME_SHARE = 20;

export class SavePacing {
  private firstUnsavedAt: number | undefined;
  private lastSaveMs = 0;
  private lastSaveStartedAt = -Infinity;

  constructor(
    private readonly debounceMs = 250,
    private readonly maxWaitMs = 2_000,
    private readonly leading = false,
  ) {}

  /** A change at wall-clock `now`: how long to wait before saving (replacing any earlier wait). */
  delayAfterChange(now: number): number {
    // Quiet: nothing unsaved, and the last save long enough ago (a slow save makes that longer).
    const quiet =
      this.firstUnsavedAt === undefined &&
      now - this.lastSaveStartedAt >= Math.max(this.debounceMs, SAVE_TIME_SHARE * this.lastSaveMs);
    this.firstUnsavedAt ??= now;
    if (this.leading && quiet) return 0;
    const cap = Math.max(this.maxWaitMs, SAVE_TIME_SHARE * this.lastSaveMs);
    return Math.max(0, Math.min(this.debounceMs, this.firstUnsavedAt + cap - now));
  }

  /** A save is starting at wall-clock `now`: the changes so far are in it. */
  saving(now: number): void {
    this.firstUnsavedAt = undefined;
    this.lastSaveStartedAt = now;
  }

  /** How long the save took, in real milliseconds. */
  saved(durationMs: number): void {
    this.lastSaveMs = durationMs;
  }
}
