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

/** For runs no timer of which should throw. */
const fail = (error: unknown) => {
  throw new Error(`unexpected throw: ${String(error)}`);
};

/** The errors that reached the process as uncaught while `during` ran (the old code let them out). */
async function uncaughtDuring(during: () => Promise<void>): Promise<unknown[]> {
  const errors: unknown[] = [];
  const onError = (error: unknown) => errors.push(error);
  process.on('uncaughtException', onError);
  try {
    await during();
  } finally {
    process.off('uncaughtException', onError);
  }
  return errors;
}

describe('installRunTimers', () => {
  it('counts a timeout until it has fired, and reports the change after its callback ran', async () => {
    const global = scope();
    const seen: string[] = [];
    const timers = installRunTimers(global, () => seen.push(`changed ${timers.pending().timeouts}`), fail);
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
    const timers = installRunTimers(global, () => changes++, fail);
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

  it('ends the run when a timeout throws, as Node exits: no timer fires after it', async () => {
    const global = scope();
    let changes = 0;
    const thrown: unknown[] = [];
    const timers = installRunTimers(
      global,
      () => changes++,
      (error) => thrown.push(error),
    );
    timers.open();
    const fired: string[] = [];
    const escaped = await uncaughtDuring(async () => {
      global.setInterval(() => fired.push('tick'), 4);
      global.setTimeout(() => {
        throw new Error('thrown in timer');
      }, 10);
      global.setTimeout(() => fired.push('later'), 40);
      await sleep(15);
      const ticks = fired.length;
      await sleep(50);
      // Nothing fired after the throw: not the interval, not the later timeout.
      expect(fired).toHaveLength(ticks);
    });
    expect(escaped).toEqual([]);
    expect(thrown).toEqual([new Error('thrown in timer')]);
    expect(fired).not.toContain('later');
    expect(timers.pending()).toEqual({ timeouts: 0, intervals: 0 });
    // The throw ended the run: it is not reported as a timeout that fired.
    expect(changes).toBe(0);
    // Until another run opens, nothing starts.
    global.setTimeout(() => fired.push('after the end'), 1);
    await sleep(10);
    expect(fired).not.toContain('after the end');
  });

  it('ends the run when an interval throws, whatever it throws', async () => {
    const global = scope();
    const thrown: unknown[] = [];
    const timers = installRunTimers(
      global,
      () => {},
      (error) => thrown.push(error),
    );
    timers.open();
    let ticks = 0;
    const escaped = await uncaughtDuring(async () => {
      global.setInterval(
        (limit) => {
          if (++ticks === limit) throw { code: 1 };
        },
        4,
        3,
      );
      await sleep(60);
    });
    expect(escaped).toEqual([]);
    expect(ticks).toBe(3);
    expect(thrown).toEqual([{ code: 1 }]);
    expect(timers.pending()).toEqual({ timeouts: 0, intervals: 0 });
    // The next run's timers work.
    timers.open();
    global.setTimeout(() => ticks++, 1);
    await sleep(20);
    expect(ticks).toBe(4);
  });

  it('clears every pending timer on close, and starts none until the next run opens', async () => {
    const global = scope();
    const timers = installRunTimers(global, () => {}, fail);
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

  it("settles a run's work while it is open, never once it has ended", async () => {
    const global = scope();
    const timers = installRunTimers(global, () => {}, fail);
    timers.open();
    await expect(timers.forRun(() => Promise.resolve('reply'))).resolves.toBe('reply');
    await expect(timers.forRun(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    await expect(
      timers.forRun(() => {
        throw new Error('not sent');
      }),
    ).rejects.toThrow('not sent');
    // Work started after the run ended is not started at all.
    timers.close();
    let started = false;
    const late = timers.forRun(() => {
      started = true;
      return Promise.resolve('late');
    });
    expect(started).toBe(false);
    expect(await Promise.race([late, sleep(20).then(() => 'unsettled')])).toBe('unsettled');
  });

  it('gives the next run no timer of a run that ended while its request was in flight', async () => {
    const global = scope();
    let changes = 0;
    const timers = installRunTimers(global, () => changes++, fail);
    const fired: string[] = [];
    let reply!: (body: string) => void;
    // Run 1 sends a request and, when it is answered, sets timers; it fails before the answer.
    timers.open();
    void timers
      .forRun(() => new Promise<string>((resolve) => (reply = resolve)))
      .then(() => {
        global.setInterval(() => fired.push('leftover interval'), 2);
        global.setTimeout(() => fired.push('leftover timeout'), 2);
      });
    timers.close();
    // Run 2 is open when the answer arrives: run 1's code does not resume in it.
    timers.open();
    reply('{}');
    await sleep(30);
    expect(fired).toEqual([]);
    expect(timers.pending()).toEqual({ timeouts: 0, intervals: 0 });
    expect(changes).toBe(0);
  });

  it('keeps the original functions for the sandbox itself, uncounted', async () => {
    const global = scope();
    const timers = installRunTimers(global, () => {}, fail);
    timers.open();
    let fired = false;
    timers.native.setTimeout(() => (fired = true), 1);
    expect(timers.pending().timeouts).toBe(0);
    await sleep(20);
    expect(fired).toBe(true);
  });
});
