/**
 * Runs the engine's timed work on time when the clock runs in real time. The engine is lazy — due
 * work runs at the start of the next request — which is enough for everything a request observes.
 * A reply waiting on the clock (an in-flight transaction) needs a wake-up instead: the host gives
 * its timer functions and the driver ticks the engine when the next task is due.
 */
import type { Engine } from './engine.ts';

/**
 * The longest delay setTimeout keeps (2^31 − 1 ms, about 24.8 days): Node and browsers run a timer
 * asked for longer almost at once, so a task further off (a TTL deletion a month ahead) would wake
 * the driver every millisecond. It is waited for in stretches this long instead, each ending in a
 * tick that finds nothing due and arms the next.
 */
const LONGEST_TIMER_MS = 2_147_483_647;

export interface HostTimers {
  setTimeout(callback: () => void, milliseconds: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Starts ticking `engine` on time; returns a function that stops it. `afterTick` runs after each
 * tick, for a host that saves the sandbox (timedChangeWatch.ts).
 */
export function startClockDriver(engine: Engine, timers: HostTimers, afterTick?: () => void): () => void {
  let handle: unknown;
  let wakeAt = Infinity;
  const arm = () => {
    const due = engine.nextDue();
    if (due === undefined || !engine.clock.running) return;
    const wait = Math.min(Math.max(0, (due - engine.now()) / engine.clock.speed), LONGEST_TIMER_MS);
    const at = Date.now() + wait;
    if (handle !== undefined && at >= wakeAt) return;
    if (handle !== undefined) timers.clearTimeout(handle);
    wakeAt = at;
    handle = timers.setTimeout(() => {
      handle = undefined;
      wakeAt = Infinity;
      engine.tick();
      arm();
      afterTick?.();
    }, wait);
  };
  engine.onScheduled = arm;
  arm();
  return () => {
    engine.onScheduled = undefined;
    if (handle !== undefined) timers.clearTimeout(handle);
  };
}
