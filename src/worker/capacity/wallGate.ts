/**
 * The wall clock the engine's virtual clock reads, with a hold. While the clock runs in real time,
 * simulated time is `anchor + wall elapsed × speed`; a load generator instead needs simulated time to
 * move only as fast as it issues requests, each at its own moment, or it would have to issue them in
 * the past. So while a load runs, the load driver holds the wall time: the clock keeps its running
 * flag and speed (the header still says "running at 10×") but moves only when the driver advances
 * it, and the driver moves the held wall time on as it catches up with real time.
 */
import { Clock } from '../../engine/clock.ts';
import type { EngineOptions } from '../../engine/engine.ts';

export class WallGate {
  private held: number | undefined;
  private readonly source: () => number;

  constructor(source: () => number = Date.now) {
    this.source = source;
  }

  /** The wall time the engine's clock reads: held while a load runs, the host's otherwise. */
  readonly now = (): number => this.held ?? this.source();

  /** The host's wall time, held or not. */
  real(): number {
    return this.source();
  }

  get isHeld(): boolean {
    return this.held !== undefined;
  }

  /** Freezes the wall time where it is: simulated time stops moving on its own. */
  hold(): void {
    this.held ??= this.source();
  }

  /** Moves the held wall time to `wall` without moving simulated time (`clock` is re-anchored). */
  moveTo(clock: Clock, wall: number): void {
    const position = clock.now();
    this.held = wall;
    clock.set(position);
  }

  /** Lets the wall time run again from the host's, without moving simulated time. */
  release(clock: Clock): void {
    if (this.held === undefined) return;
    const position = clock.now();
    this.held = undefined;
    clock.set(position);
  }
}

/**
 * Engine options whose clock reads `gate`. A Clock instance given in the options is the caller's and
 * is kept as it is: loads cannot pace such an engine (createCapacityApi then refuses to start one).
 */
export function gatedClockOptions(options: EngineOptions, gate: WallGate): EngineOptions {
  if (options.clock instanceof Clock) return options;
  return { ...options, clock: { ...options.clock, wallClock: gate.now } };
}
