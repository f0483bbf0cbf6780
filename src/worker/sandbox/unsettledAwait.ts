/**
 * Notices a module stuck at a top-level `await` that nothing can settle: `await new Promise(() => {})`,
 * or a promise whose `resolve` the code never calls. Node ends such a script with "Warning: Detected
 * unsettled top-level await" (exit code 13) as soon as its event loop is empty. The sandbox cannot
 * see everything a browser keeps pending (a dynamic import loading, crypto.subtle, a Blob read), so
 * it does not end the run: once no timer and no request of the run has been pending for a whole
 * second of the module's evaluation, it says why the run looks stuck, once, and leaves Stop to the
 * learner. A second is far longer than any of those browser operations takes for a script's data.
 */

/** How often the run is looked at, and how long it must stay idle before the notice. */
export const UNSETTLED_POLL_MS = 250;
export const UNSETTLED_AFTER_MS = 1_000;

export const UNSETTLED_AWAIT_NOTICE =
  'The code is waiting at a top-level await for a promise that nothing is left to settle: no timer is set and no request is in flight. Node would end here with "Warning: Detected unsettled top-level await" (exit code 13). A promise needs its resolve() called, or a request or timer to finish; Stop ends the run.';

export interface UnsettledWatch {
  /** Whether the run still evaluates its module (false once it finished, failed or ended). */
  evaluating(): boolean;
  /** Whether the run has a timer set or a request in flight. */
  busy(): boolean;
  /** Says the notice (called at most once). */
  notify(): void;
  setTimeout(callback: () => void, ms: number): unknown;
  /** Milliseconds of real time (performance.now in the worker). */
  now(): number;
}

/**
 * Watches a run whose module has started evaluating, until it stops evaluating or the notice is
 * given. Idle time counts from the first poll that found nothing pending; any pending timer or
 * request starts it over.
 */
export function watchUnsettledAwait(watch: UnsettledWatch): void {
  let idleSince: number | undefined;
  const poll = () => {
    if (!watch.evaluating()) return;
    const now = watch.now();
    if (watch.busy()) idleSince = undefined;
    else idleSince ??= now;
    if (idleSince !== undefined && now - idleSince >= UNSETTLED_AFTER_MS) {
      watch.notify();
      return;
    }
    watch.setTimeout(poll, UNSETTLED_POLL_MS);
  };
  watch.setTimeout(poll, UNSETTLED_POLL_MS);
}
