/**
 * Keeps count of the timers learner code has pending, so a run ends as a Node script does: when its
 * module has evaluated and no timer it set (nor request it sent) is left. The worker is reused from
 * run to run, so a timer that outlived its run would print into, and send requests for, the next one.
 *
 * The global setTimeout / setInterval / clearTimeout / clearInterval are replaced by counting
 * versions. Whatever sets a timer while a run is open belongs to it (the SDK's retry back-off too,
 * which is right: it is part of a request in flight). A timer set while no run is open — left over
 * from a run that failed — is never started.
 */

type Handler = (...args: unknown[]) => void;

/** The four timer functions of a global scope (the worker's own, or a stand-in in tests). */
export interface TimerGlobals {
  setTimeout(handler: Handler, delay?: number, ...args: unknown[]): unknown;
  setInterval(handler: Handler, delay?: number, ...args: unknown[]): unknown;
  clearTimeout(id: unknown): void;
  clearInterval(id: unknown): void;
}

export interface RunTimers {
  /** From now on, timers belong to a run (until `close`). */
  open(): void;
  /** Clears every pending timer; later ones do not start until the next `open`. */
  close(): void;
  /** Timers set and not yet fired (timeouts) or cleared (intervals). */
  pending(): { timeouts: number; intervals: number };
  /** The functions as they were, for the sandbox's own timers (which no run waits for). */
  readonly native: Pick<TimerGlobals, 'setTimeout' | 'clearTimeout'>;
}

/**
 * Replaces the timer functions of `scope` with counting ones. `changed` is called after a timeout
 * fired (its callback has run) and after a timer is cleared: the moment a run may have become idle.
 */
export function installRunTimers(scope: TimerGlobals, changed: () => void): RunTimers {
  const native = {
    setTimeout: scope.setTimeout.bind(scope),
    setInterval: scope.setInterval.bind(scope),
    clearTimeout: scope.clearTimeout.bind(scope),
    clearInterval: scope.clearInterval.bind(scope),
  };
  const timeouts = new Set<unknown>();
  const intervals = new Set<unknown>();
  let open = false;

  const clear = (id: unknown) => {
    // In browsers (and Node) either function clears either kind of timer.
    const known = timeouts.delete(id) || intervals.delete(id);
    native.clearTimeout(id);
    native.clearInterval(id);
    if (known) changed();
  };

  scope.setTimeout = (handler: Handler, delay?: number, ...args: unknown[]) => {
    if (!open) return 0;
    if (typeof handler !== 'function') throw new TypeError('setTimeout needs a function to call.');
    const id: unknown = native.setTimeout(() => {
      timeouts.delete(id);
      try {
        handler(...args);
      } finally {
        changed();
      }
    }, delay);
    timeouts.add(id);
    return id;
  };
  scope.setInterval = (handler: Handler, delay?: number, ...args: unknown[]) => {
    if (!open) return 0;
    if (typeof handler !== 'function') throw new TypeError('setInterval needs a function to call.');
    const id = native.setInterval(() => handler(...args), delay);
    intervals.add(id);
    return id;
  };
  scope.clearTimeout = clear;
  scope.clearInterval = clear;

  return {
    open() {
      open = true;
    },
    close() {
      open = false;
      for (const id of [...timeouts, ...intervals]) {
        native.clearTimeout(id);
        native.clearInterval(id);
      }
      timeouts.clear();
      intervals.clear();
    },
    pending: () => ({ timeouts: timeouts.size, intervals: intervals.size }),
    native: { setTimeout: native.setTimeout, clearTimeout: native.clearTimeout },
  };
}
