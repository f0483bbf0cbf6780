import { describe, expect, it } from 'vitest';
import { installRunTimers, type TimerGlobals } from './runTimers.ts';

/** A stand-in scope with the real timer functions: the test's own globals stay untouched. */
function scope(): TimerGlobals {
  return {
    setTimeout: globalThis.setTimeout.bind(globalThis) as TimerGlobals['setTimeout'],
    setInterval: globalThis.setInterval.bind(globalThis) as TimerGlobals['setInterval'],
    clearTimeout: globalThis.clearTimeout.bind(globalThis) as TimerGlobals['clearTimeout'],
    clearInterval: globalThis.clearInterval.bind(globalThis) as TimerGlobals['clearInterval'],
  };
}

const sleep = (ms: number) => new Promise((resolve) => globalThis.setTimeout(resolve, ms));

describe('installRunTimers', () => {
  it('counts a timeout until it has fired, and reports the change after its callback ran', async () => {
    const global = scope();
    const seen: string[] = [];
    const timers = installRunTimers(global, () => seen.push(`changed ${timers.pending().timeouts}`));
    timers.open();
    global.setTimeout((word) => seen.push(String(word)), 5, 'fired');
    expect(timers.pending()).toEqual({ timeouts: 1, intervals: 0 });
    await sleep(30);
    expect(seen).toEqual(['fired', 'changed 0']);
    expect(timers.pending()).toEqual({ timeouts: 0, intervals: 0 });
  });

  it('keeps an interval pending until it is cleared, with either clear function', async () => {
    const global = scope();
    let changes = 0;
    const timers = installRunTimers(global, () => changes++);
    timers.open();
    let ticks = 0;
    const interval = global.setInterval(() => ticks++, 5);
    const timeout = global.setTimeout(() => ticks--, 5);
    await sleep(40);
    expect(ticks).toBeGreaterThan(1);
    expect(timers.pending()).toEqual({ timeouts: 0, intervals: 1 });
    global.clearTimeout(interval);
    expect(timers.pending()).toEqual({ timeouts: 0, intervals: 0 });
    const after = ticks;
    await sleep(30);
    expect(ticks).toBe(after);
    // The timeout fired and the interval was cleared: two changes; clearing a spent id is none.
    global.clearInterval(timeout);
    expect(changes).toBe(2);
  });

  it('counts a timeout that throws as fired, and still reports the change', async () => {
    const global = scope();
    let changes = 0;
    const timers = installRunTimers(global, () => changes++);
    timers.open();
    const errors: unknown[] = [];
    const onError = (error: unknown) => errors.push(error);
    process.on('uncaughtException', onError);
    try {
      global.setTimeout(() => {
        throw new Error('thrown in timer');
      }, 1);
      await sleep(30);
    } finally {
      process.off('uncaughtException', onError);
    }
    expect(errors).toHaveLength(1);
    expect(changes).toBe(1);
    expect(timers.pending().timeouts).toBe(0);
  });

  it('clears every pending timer on close, and starts none until the next run opens', async () => {
    const global = scope();
    const timers = installRunTimers(global, () => {});
    timers.open();
    const fired: string[] = [];
    global.setTimeout(() => fired.push('timeout'), 5);
    global.setInterval(() => fired.push('interval'), 5);
    timers.close();
    expect(timers.pending()).toEqual({ timeouts: 0, intervals: 0 });
    // Left-over code of the closed run sets another: it never starts.
    global.setTimeout(() => fired.push('late'), 1);
    expect(timers.pending()).toEqual({ timeouts: 0, intervals: 0 });
    await sleep(30);
    expect(fired).toEqual([]);
    timers.open();
    global.setTimeout(() => fired.push('next run'), 1);
    await sleep(20);
    expect(fired).toEqual(['next run']);
  });

  it('keeps the original functions for the sandbox itself, uncounted', async () => {
    const global = scope();
    const timers = installRunTimers(global, () => {});
    timers.open();
    let fired = false;
    timers.native.setTimeout(() => (fired = true), 1);
    expect(timers.pending().timeouts).toBe(0);
    await sleep(20);
    expect(fired).toBe(true);
  });
});
