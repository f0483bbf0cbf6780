import { describe, expect, it } from 'vitest';
import { startClockDriver } from './clockDriver.ts';
import { Engine } from './engine.ts';
import { advanceClock, setClock } from './operations/sandboxClock.ts';

const DAY_MS = 86_400_000;
/** The longest delay setTimeout holds (2^31 − 1 ms, about 24.8 days), in Node and in browsers. */
const LONGEST_TIMER_MS = 2_147_483_647;

/** Host timers that only record what they were asked for; `fire` runs the latest one. */
function recordingTimers() {
  const delays: number[] = [];
  let pending: (() => void) | undefined;
  return {
    delays,
    fire: () => pending?.(),
    timers: {
      setTimeout(run: () => void, milliseconds: number) {
        delays.push(milliseconds);
        pending = run;
        return delays.length;
      },
      clearTimeout() {
        pending = undefined;
      },
    },
  };
}

describe('clock driver', () => {
  // A longer delay is not kept: the host runs the timer after 1 ms instead, so the driver would
  // wake every millisecond until the task is due (an item with a TTL a month ahead).
  it('never asks for a timer longer than setTimeout can hold, however far off the next task is', () => {
    const wall = 1_000_000;
    const engine = new Engine({ clock: { wallClock: () => wall } });
    engine.after(30 * DAY_MS, () => {});
    const { delays, timers } = recordingTimers();
    const stop = startClockDriver(engine, timers);
    stop();
    expect(delays).toHaveLength(1);
    expect(delays[0]).toBeLessThanOrEqual(LONGEST_TIMER_MS);
  });

  it('waits on, running nothing early, when a shortened timer ends before the task is due', () => {
    let wall = 1_000_000;
    const engine = new Engine({ clock: { wallClock: () => wall } });
    let ran = false;
    engine.after(30 * DAY_MS, () => (ran = true));
    const { delays, fire, timers } = recordingTimers();
    const stop = startClockDriver(engine, timers);
    wall += delays[0];
    fire();
    expect(ran).toBe(false);
    expect(delays).toHaveLength(2);
    expect(delays[1]).toBe(30 * DAY_MS - delays[0]);
    wall += delays[1];
    fire();
    expect(ran).toBe(true);
    stop();
  });

  // A reply waiting on the clock (an in-flight transaction) would otherwise wait for the next request.
  it('wakes for work already due later when SetClock resumes the paused clock', () => {
    let wall = 1_000_000;
    const engine = new Engine({ clock: { wallClock: () => wall } });
    let ran = false;
    engine.after(20, () => (ran = true));
    const { delays, fire, timers } = recordingTimers();
    const stop = startClockDriver(engine, timers);
    setClock(engine, { Paused: true });
    wall += 20;
    fire();
    expect(ran).toBe(false);
    setClock(engine, { Paused: false });
    expect(delays).toEqual([20, 20]);
    wall += 20;
    fire();
    expect(ran).toBe(true);
    stop();
  });

  it('wakes sooner when SetClock speeds the clock up or AdvanceClock moves it on', () => {
    const wall = 1_000_000;
    const engine = new Engine({ clock: { wallClock: () => wall } });
    engine.after(3_000, () => {});
    const { delays, timers } = recordingTimers();
    const stop = startClockDriver(engine, timers);
    advanceClock(engine, { Seconds: 1 });
    setClock(engine, { Speed: 1000 });
    expect(delays).toEqual([3_000, 2_000, 2]);
    stop();
  });
});
