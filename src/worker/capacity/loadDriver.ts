/**
 * Runs the engine's load generator inside the engine worker, on the engine clock, without blocking
 * the worker's message loop: the load advances in slices of a few milliseconds of real work, and
 * between slices the worker answers requests (snapshot pulls, the console) as usual.
 *
 * Pacing follows the header's clock. While a load runs, the wall time the clock reads is held
 * (wallGate.ts), so simulated time moves only through the generator, each request at its own moment.
 * Every slice works off the real time that passed since the last one × the clock's speed; paused,
 * it issues nothing. When the engine cannot keep up (5,000 requests/s at 100× is 500,000 requests
 * per real second), at most MAX_LAG_MS of real time is carried over and the rest is dropped: the
 * simulated clock then runs slower than its speed — time dilates, the load is never squeezed into
 * fewer simulated seconds — and the status reports the pace actually reached.
 */
import type { Engine } from '../../engine/engine.ts';
import { LoadGenerator, type LoadOptions, type LoadTotals } from '../../engine/load/loadGenerator.ts';
import { isUsable, type Table } from '../../engine/storage/table.ts';
import type { WallGate } from './wallGate.ts';
import type { LoadRequest } from './loadRequest.ts';

export type LoadState = 'running' | 'paused' | 'waiting' | 'finished' | 'stopped' | 'failed';

export interface LoadStatus {
  /** Increases with every run started. */
  id: number;
  request: LoadRequest;
  state: LoadState;
  /** Why a run ended, or what it waits for. */
  reason?: string;
  /** Simulated time the run started, epoch ms. */
  startedAt: number;
  /** Simulated seconds of load issued so far (of request.durationSeconds). */
  elapsedSeconds: number;
  /**
   * Simulated time the run ended, epoch ms (once it has). Not startedAt + elapsedSeconds: the
   * header's Step, and the wait for a new table, move the clock without issuing any of the load.
   */
  endedAt?: number;
  totals: LoadTotals;
  /** Simulated seconds per real second over the last second or so. */
  pace: number;
  /** The clock's speed: a pace well below it means the engine cannot keep up. */
  speed: number;
}

export interface SliceTimers {
  /** Runs `callback` after `ms` real milliseconds (setTimeout). */
  later(callback: () => void, ms: number): void;
  /** Runs `callback` as soon as pending messages were handled (a MessageChannel round). */
  soon(callback: () => void): void;
  /** A monotonic real-time reading in ms (performance.now). */
  monotonic(): number;
}

/** Real work per slice: short enough that a pull or a console request waits at most this long. */
const SLICE_MS = 8;
/** Requests per generator step (the slice checks its deadline between steps). */
const STEP_REQUESTS = 250;
/** Simulated time per step while the table is not ACTIVE yet (CREATING takes 400 ms in the app). */
const WAIT_STEP_MS = 100;
/** Real time between slices when the load has caught up with the clock. */
const IDLE_MS = 12;
/** Real time the load may fall behind the clock before simulated time is slowed instead. */
const MAX_LAG_MS = 250;
/** Consecutive failed requests (not throttles) after which a run gives up. */
const FAILURES_TO_STOP = 200;

interface Run {
  status: LoadStatus;
  engine: Engine;
  table: Table;
  generator: LoadGenerator;
  /** Simulated ms of load still to issue, and of fast-forward still to run at full speed. */
  remainingMs: number;
  fastForwardMs: number;
  /** For the pace: (real, simulated) a second or so ago. */
  paceMark: { real: number; simulated: number };
  failuresSeen: number;
  scheduled: boolean;
}

export class LoadDriver {
  private run: Run | undefined;
  private nextId = 1;
  private readonly engine: () => Engine;
  private readonly gate: WallGate;
  private readonly timers: SliceTimers;
  private readonly onEnded: () => void;

  constructor(engine: () => Engine, gate: WallGate, timers: SliceTimers, onEnded: () => void = () => {}) {
    this.engine = engine;
    this.gate = gate;
    this.timers = timers;
    this.onEnded = onEnded;
  }

  /**
   * Starts a run on `table` of `engine` — the home Region's, or a replica's Region, which shares its
   * clock (a run already going is stopped first).
   */
  start(
    engine: Engine,
    table: Table,
    request: LoadRequest,
    options: Omit<LoadOptions, 'tableName'>,
  ): LoadStatus {
    this.stop('Replaced by a new run.');
    this.gate.hold();
    const generator = new LoadGenerator(engine, { ...options, tableName: table.name });
    this.run = {
      status: {
        id: this.nextId++,
        request,
        state: 'running',
        startedAt: engine.now(),
        elapsedSeconds: 0,
        totals: generator.totals,
        pace: 0,
        speed: engine.clock.speed,
      },
      engine,
      table,
      generator,
      remainingMs: request.durationSeconds * 1000,
      fastForwardMs: 0,
      paceMark: { real: this.timers.monotonic(), simulated: engine.now() },
      failuresSeen: 0,
      scheduled: false,
    };
    this.schedule(0);
    return this.status()!;
  }

  /** Ends the current run; `reason` says why (the learner pressed Stop, by default). */
  stop(reason = 'Stopped.'): LoadStatus | undefined {
    const run = this.run;
    if (!run || !isLive(run.status.state)) return this.status();
    this.end(run, 'stopped', reason);
    return this.status();
  }

  /** Issues the next `seconds` of the current run at once, as fast as the engine goes. */
  fastForward(seconds: number): LoadStatus | undefined {
    const run = this.run;
    if (run && isLive(run.status.state)) {
      run.fastForwardMs += Math.max(0, seconds) * 1000;
      this.schedule(0);
    }
    return this.status();
  }

  /** The current or last run, as plain data. */
  status(): LoadStatus | undefined {
    const run = this.run;
    if (!run) return undefined;
    const status = run.status;
    if (isLive(status.state)) {
      status.speed = run.engine.clock.speed;
      if (status.state !== 'waiting') status.state = run.engine.clock.running ? 'running' : 'paused';
    }
    return { ...status, request: { ...status.request }, totals: { ...status.totals } };
  }

  private schedule(delay: number): void {
    const run = this.run;
    if (!run || run.scheduled) return;
    run.scheduled = true;
    const go = () => {
      run.scheduled = false;
      if (this.run === run) this.slice(run);
    };
    if (delay === 0) this.timers.soon(go);
    else this.timers.later(go, delay);
  }

  private slice(run: Run): void {
    if (!isLive(run.status.state)) return;
    const engine = run.engine;
    if (!this.sameSandbox(run)) return this.end(run, 'stopped', 'The sandbox was reset.');
    if (engine.tables.get(run.table.name) !== run.table)
      return this.end(run, 'failed', `Table ${run.table.name} was deleted.`);
    const clock = engine.clock;
    const real = this.gate.real();
    const speed = clock.speed;
    // Real time not simulated yet; beyond MAX_LAG_MS it is let go (time dilates).
    let lag = clock.running ? real - this.gate.now() : 0;
    if (!clock.running || lag > MAX_LAG_MS) {
      this.gate.moveTo(clock, real - (clock.running ? MAX_LAG_MS : 0));
      lag = clock.running ? MAX_LAG_MS : 0;
    }
    const deadline = this.timers.monotonic() + SLICE_MS;
    // Whole milliseconds, so the seconds of load issued add up exactly.
    const stepMs = Math.ceil((STEP_REQUESTS * 1000) / run.status.request.rate);
    let paced = Math.floor(lag * speed);
    while ((paced >= 1 || run.fastForwardMs > 0) && run.remainingMs > 0) {
      // While the table is not ACTIVE yet, time moves in short steps and a fast-forward waits too:
      // "+1 min" is a minute of load.
      const unit = isUsable(run.table) ? stepMs : WAIT_STEP_MS;
      const fromFastForward = Math.min(run.fastForwardMs, unit);
      const step = Math.min(run.remainingMs, fromFastForward > 0 ? fromFastForward : Math.min(unit, paced));
      const issued = this.advance(run, step);
      if (fromFastForward > 0) {
        if (issued) run.fastForwardMs -= step;
      } else {
        paced -= step;
        this.gate.moveTo(clock, this.gate.now() + step / speed);
      }
      if (!isLive(run.status.state) || this.timers.monotonic() >= deadline) break;
    }
    if (!isLive(run.status.state)) return;
    this.measurePace(run);
    if (run.remainingMs <= 0) return this.end(run, 'finished', undefined);
    this.schedule(paced >= 1 || run.fastForwardMs > 0 ? 0 : IDLE_MS);
  }

  /**
   * `ms` of simulated time: the load's requests (true), or only time while the table is not ACTIVE
   * yet (false).
   */
  private advance(run: Run, ms: number): boolean {
    if (!isUsable(run.table)) {
      run.engine.advance(ms);
      run.status.state = 'waiting';
      run.status.reason = `Table ${run.table.name} is ${run.table.status}: the load starts when it is ACTIVE.`;
      return false;
    }
    if (run.status.state === 'waiting') {
      run.status.state = 'running';
      run.status.reason = undefined;
    }
    const failedBefore = run.generator.totals.failed;
    const requestsBefore = run.generator.totals.requests;
    run.generator.advance(ms);
    run.remainingMs -= ms;
    run.status.elapsedSeconds = (run.status.request.durationSeconds * 1000 - run.remainingMs) / 1000;
    const failed = run.generator.totals.failed - failedBefore;
    const issued = run.generator.totals.requests - requestsBefore;
    run.failuresSeen = failed > 0 && failed === issued ? run.failuresSeen + failed : 0;
    if (run.failuresSeen >= FAILURES_TO_STOP) {
      this.end(run, 'failed', run.generator.totals.lastFailure ?? 'Every request failed.');
    }
    return true;
  }

  private measurePace(run: Run): void {
    const real = this.timers.monotonic();
    const simulated = run.engine.now();
    const mark = run.paceMark;
    if (real - mark.real < 1000) return;
    run.status.pace = (simulated - mark.simulated) / (real - mark.real);
    run.paceMark = { real, simulated };
  }

  private end(run: Run, state: 'finished' | 'stopped' | 'failed', reason: string | undefined): void {
    run.status.state = state;
    run.status.reason = reason;
    run.status.pace = 0;
    run.status.endedAt = run.engine.now();
    // The engine of a reset sandbox is gone; the current one's clock has its own wall anchor.
    this.gate.release(this.sameSandbox(run) ? run.engine.clock : this.engine().clock);
    this.onEnded();
  }

  /** Whether the run's engine is still one of the sandbox's Regions (a reset or opened file replaces them all). */
  private sameSandbox(run: Run): boolean {
    return run.engine.regions === this.engine().regions;
  }
}

/** Whether a run in this state may still write (so a host holds its saves until it ends). */
export function isLive(state: LoadState): boolean {
  return state === 'running' || state === 'paused' || state === 'waiting';
}
