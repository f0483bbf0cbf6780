/**
 * The engine's virtual clock. Everything time-dependent (table status changes, capacity refill,
 * GSI lag, TTL, stream retention) reads `now()` from here, never `Date.now()`, so a learner can
 * pause and fast-forward and tests can run on a manual clock.
 *
 * The clock is lazy: in real-time mode `now()` is computed from the host's wall clock at the moment
 * of the call (anchor + elapsed × speed). Work that must happen at a given time is queued on the
 * `Scheduler` and run when the engine next looks at the clock (`Engine.tick`).
 */

export const MIN_SPEED = 1;
export const MAX_SPEED = 1000;

/**
 * The latest time the clock can be set or advanced to: the last second of year 9999. Table and
 * stream dates are ISO 8601 text with a four-digit year, and JavaScript dates end not far beyond
 * (a clock set to 10^15 seconds made CreateTable fail formatting its stream label).
 */
export const LATEST_TIME_MS = Date.UTC(9999, 11, 31, 23, 59, 59);

export interface ClockState {
  /** Simulated time, epoch milliseconds. */
  now: number;
  /** Simulated milliseconds per real millisecond while running. */
  speed: number;
  /** False: time moves only through advance()/set(). */
  running: boolean;
}

export interface ClockOptions {
  /** Simulated start time, epoch milliseconds (default: the host's current time). */
  start?: number;
  speed?: number;
  running?: boolean;
  /** The host's wall clock (injectable for tests). */
  wallClock?: () => number;
}

export class Clock {
  private anchorSimulated: number;
  private anchorWall: number;
  private speedFactor: number;
  private isRunning: boolean;
  private readonly wallClock: () => number;

  constructor(options: ClockOptions = {}) {
    this.wallClock = options.wallClock ?? Date.now;
    this.anchorWall = this.wallClock();
    this.anchorSimulated = options.start ?? this.anchorWall;
    this.speedFactor = clampSpeed(options.speed ?? 1);
    this.isRunning = options.running ?? true;
  }

  /** Simulated time in epoch milliseconds. Never goes backwards while running. */
  now(): number {
    if (!this.isRunning) return this.anchorSimulated;
    return this.anchorSimulated + (this.wallClock() - this.anchorWall) * this.speedFactor;
  }

  get speed(): number {
    return this.speedFactor;
  }

  get running(): boolean {
    return this.isRunning;
  }

  state(): ClockState {
    return { now: this.now(), speed: this.speedFactor, running: this.isRunning };
  }

  advance(milliseconds: number): void {
    this.reanchor();
    this.anchorSimulated += Math.max(0, milliseconds);
  }

  /** Jumps to a simulated time; the engine refuses to go backwards (see Engine.setTime). */
  set(epochMilliseconds: number): void {
    this.reanchor();
    this.anchorSimulated = epochMilliseconds;
  }

  setSpeed(speed: number): void {
    this.reanchor();
    this.speedFactor = clampSpeed(speed);
  }

  pause(): void {
    this.reanchor();
    this.isRunning = false;
  }

  resume(): void {
    this.reanchor();
    this.isRunning = true;
  }

  private reanchor(): void {
    this.anchorSimulated = this.now();
    this.anchorWall = this.wallClock();
  }
}

function clampSpeed(speed: number): number {
  if (!Number.isFinite(speed)) return MIN_SPEED;
  return Math.min(MAX_SPEED, Math.max(MIN_SPEED, speed));
}

interface ScheduledTask {
  at: number;
  seq: number;
  run: () => void;
  changesState: boolean;
}

/** Tasks due at simulated times, run in (time, insertion) order: deterministic for a given input. */
export class Scheduler {
  private heap: ScheduledTask[] = [];
  private seq = 0;
  private changes = 0;
  /** While tasks run (runDue): the time the run goes to. No request comes in before it. */
  private horizon: number | undefined;

  /**
   * `changesState`: false for tasks that never change what a snapshot holds (a stream consumer's
   * poll), so a host that saves after timed work (stateChanges) does not save an idle sandbox.
   */
  schedule(at: number, run: () => void, changesState = true): void {
    const task = { at, seq: this.seq++, run, changesState };
    const heap = this.heap;
    heap.push(task);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(task, heap[parent])) break;
      heap[i] = heap[parent];
      i = parent;
    }
    heap[i] = task;
  }

  /** The time of the next task, or undefined. */
  peek(): number | undefined {
    return this.heap[0]?.at;
  }

  /** How many tasks that may change state have run: a host compares it to know whether to save. */
  get stateChanges(): number {
    return this.changes;
  }

  /**
   * Counts a change made lazily, when a read looked (a stream shard rolled over at DescribeStream):
   * the read itself is one a host does not save after, so it learns of the change this way.
   */
  noteChange(): void {
    this.changes++;
  }

  /**
   * Runs every task due at or before `now`, including tasks those tasks schedule; true when there were any.
   * `horizon`: where the run that calls this goes in the end (Engine.advance's target); nothing
   * outside the scheduled tasks happens before it.
   */
  runDue(now: number, horizon = now): boolean {
    if (this.heap.length === 0 || this.heap[0].at > now) return false;
    const outer = this.horizon;
    // A run inside a task (a request a task makes) happens at its own time: the horizon narrows.
    this.horizon = outer === undefined ? horizon : Math.min(outer, horizon);
    try {
      while (this.heap.length > 0 && this.heap[0].at <= now) {
        const task = this.pop();
        if (task.changesState) this.changes++;
        task.run();
      }
    } finally {
      this.horizon = outer;
    }
    return true;
  }

  /**
   * For a task while it runs: the time before which nothing else can happen — no other task is
   * due and no request can come in — so work paced by the clock may settle that span in one go (a
   * month-long backfill fast-forwarded). Undefined outside a run.
   */
  quietUntil(): number | undefined {
    if (this.horizon === undefined) return undefined;
    const next = this.heap[0]?.at;
    return next === undefined ? this.horizon : Math.min(this.horizon, next);
  }

  private pop(): ScheduledTask {
    const heap = this.heap;
    const top = heap[0];
    const last = heap.pop()!;
    if (heap.length > 0) {
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        if (left >= heap.length) break;
        const right = left + 1;
        const child = right < heap.length && before(heap[right], heap[left]) ? right : left;
        if (!before(heap[child], last)) break;
        heap[i] = heap[child];
        i = child;
      }
      heap[i] = last;
    }
    return top;
  }
}

function before(a: ScheduledTask, b: ScheduledTask): boolean {
  return a.at < b.at || (a.at === b.at && a.seq < b.seq);
}
