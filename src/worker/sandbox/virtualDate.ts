/**
 * Learner code's `Date` on the sandbox's virtual clock, the one TTL, streams and backups run on: in
 * the Console's JavaScript mode and in trigger handlers, `Date.now()` and `new Date()` tell the time
 * the header shows, so `Math.floor(Date.now() / 1000) + 3600` means "an hour from now" there too,
 * however far the learner has stepped or sped up the clock. Dates made from a value
 * (`new Date(0)`, `Date.parse`, `Date.UTC`) are untouched.
 *
 * The engine lives in another worker, so the time is estimated from its latest reading (taken as a
 * run or invocation starts, and carried by every reply): the reading plus the real time since, times
 * the clock's speed. It never goes backwards within a run, though a reading can arrive behind an
 * estimate made while it travelled.
 */
import type { ClockState } from '../../engine/clock.ts';

export class VirtualClock {
  private reading: ClockState | undefined;
  private readAt = 0;
  private latest = -Infinity;

  constructor(
    private readonly realNow: () => number,
    private readonly elapsed: () => number = () => performance.now(),
  ) {}

  /** A reading at the start of a run or invocation: the time may go back (the sandbox was reset). */
  restart(reading: ClockState): void {
    this.latest = -Infinity;
    this.update(reading);
  }

  /** A reading carried by a reply. */
  update(reading: ClockState): void {
    this.reading = reading;
    this.readAt = this.elapsed();
  }

  /** The virtual time in epoch milliseconds (the real time until a first reading). */
  now(): number {
    const reading = this.reading;
    if (!reading) return this.realNow();
    const estimate = reading.running
      ? reading.now + (this.elapsed() - this.readAt) * reading.speed
      : reading.now;
    this.latest = Math.max(this.latest, Math.floor(estimate));
    return this.latest;
  }
}

/**
 * A Date whose "now" is `clock`'s: `new Date()`, `Date()` and `Date.now()`. Everything else is the
 * real Date's (its prototype, so `instanceof Date` holds both ways).
 */
export function virtualDate(RealDate: DateConstructor, clock: VirtualClock): DateConstructor {
  const now = () => clock.now();
  return new Proxy(RealDate, {
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget) as object,
    // Date() called as a function gives the current time as a string, whatever it is passed.
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
  });
}

/** Replaces the global Date of this worker; returns the clock to keep up to date. */
export function installVirtualDate(scope: { Date: DateConstructor }): VirtualClock {
  const RealDate = scope.Date;
  const clock = new VirtualClock(() => RealDate.now());
  scope.Date = virtualDate(RealDate, clock);
  return clock;
}
