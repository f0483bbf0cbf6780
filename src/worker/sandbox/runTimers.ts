/**
 * Keeps count of the timers learner code has pending, so a run ends as a Node script does: when its
 * module has evaluated and no timer it set (nor request it sent) is left. The worker is reused from
 * run to run, so a timer that outlived its run would print into, and send requests for, the next one.
 *
 * The global setTimeout / setInterval / clearTimeout / clearInterval are replaced by counting
 * versions. Whatever sets a timer while a run is open belongs to it (the SDK's retry back-off too,
 * which is right: it is part of a request in flight). Each run is a new generation, and a timer or
 * request (`forRun`) keeps the generation it was started in: once that run has ended it never fires
 * or settles, so no code of the ended run resumes in a later one — where its timers would count
 * toward, and fire into, that run. As when a Node process has exited, its pending work is abandoned.
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
  /** From now on, timers belong to a new run (until `close`). */
  open(): void;
  /** Clears every pending timer; later ones do not start until the next `open`. */
  close(): void;
  /** Timers set and not yet fired (timeouts) or cleared (intervals). */
  pending(): { timeouts: number; intervals: number };
  /**
   * Starts asynchronous work for the open run (an SDK request): its outcome reaches the caller only
   * while that run is still open. Started while no run is open, or settling after the run ended, it
   * never settles.
   */
  forRun<T>(start: () => Promise<T>): Promise<T>;
  /** The functions as they were, for the sandbox's own timers (which no run waits for). */
  readonly native: Pick<TimerGlobals, 'setTimeout' | 'clearTimeout'>;
}

/**
 * Replaces the timer functions of `scope` with counting ones. `changed` is called after a timeout
 * fired (its callback has run) and after a timer is cleared: the moment a run may have become idle.
 * A callback that throws ends its run as an uncaught exception ends a Node process: every timer of
 * the run is cleared (none fires after it), then `threw` is told the error, which goes no further.
 */
export function installRunTimers(
  scope: TimerGlobals,
  changed: () => void,
  threw: (error: unknown) => void,
): RunTimers {
  const native = {
    setTimeout: scope.setTimeout.bind(scope),
    setInterval: scope.setInterval.bind(scope),
    clearTimeout: scope.clearTimeout.bind(scope),
    clearInterval: scope.clearInterval.bind(scope),
  };
  const timeouts = new Set<unknown>();
  const intervals = new Set<unknown>();
  /** The open run's generation, 0 while none is open. */
  let open = 0;
  let generations = 0;

  const clear = (id: unknown) => {
    // In browsers (and Node) either function clears either kind of timer.
    const known = timeouts.delete(id) || intervals.delete(id);
    native.clearTimeout(id);
    native.clearInterval(id);
    if (known) changed();
  };

  const close = () => {
    open = 0;
    for (const id of [...timeouts, ...intervals]) {
      native.clearTimeout(id);
      native.clearInterval(id);
    }
    timeouts.clear();
    intervals.clear();
  };

  /** Calls a timer's callback if the run that set it is still open; false if it did not return. */
  const call = (run: number, handler: Handler, args: unknown[]): boolean => {
    if (run !== open) return false;
    try {
      handler(...args);
      return true;
    } catch (error) {
      close();
      threw(error);
      return false;
    }
  };

  scope.setTimeout = (handler: Handler, delay?: number, ...args: unknown[]) => {
    const run = open;
    if (!run) return 0;
    if (typeof handler !== 'function') throw new TypeError('setTimeout needs a function to call.');
    const id: unknown = native.setTimeout(() => {
      timeouts.delete(id);
      if (call(run, handler, args)) changed();
    }, delay);
    timeouts.add(id);
    return id;
  };
  scope.setInterval = (handler: Handler, delay?: number, ...args: unknown[]) => {
    const run = open;
    if (!run) return 0;
    if (typeof handler !== 'function') throw new TypeError('setInterval needs a function to call.');
    const id = native.setInterval(() => call(run, handler, args), delay);
    intervals.add(id);
    return id;
  };
  scope.clearTimeout = clear;
  scope.clearInterval = clear;

  return {
    open() {
      open = ++generations;
    },
    close,
    pending: () => ({ timeouts: timeouts.size, intervals: intervals.size }),
    forRun<T>(start: () => Promise<T>) {
      const run = open;
      return new Promise<T>((resolve, reject) => {
        if (!run) return;
        // A synchronous throw of `start` is an outcome like a rejection.
        new Promise<T>((started) => started(start())).then(
          (value) => {
            if (run === open) resolve(value);
          },
          (error: unknown) => {
            if (run === open) reject(error);
          },
        );
      });
    },
    native: { setTimeout: native.setTimeout, clearTimeout: native.clearTimeout },
  };
}
