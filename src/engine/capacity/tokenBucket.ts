/**
 * A token bucket on the engine clock. It refills at `rate` units per second up to `capacity`, and a
 * request is admitted while the bucket holds any tokens at all; the request then takes what it
 * actually consumed, which may leave the bucket in debt. That is how a capacity limit can work when
 * a request's cost is only known once it has run (a Query reads until 1 MB), and it matches what
 * DynamoDB shows: a single large request on a small table succeeds, and the ones after it throttle
 * until the debt is repaid.
 */
export class TokenBucket {
  rate: number;
  capacity: number;
  level: number;
  private updatedAt: number;

  /** Starts holding `initial` tokens (default: one second's worth). */
  constructor(rate: number, capacity: number, now: number, initial = rate) {
    this.rate = rate;
    this.capacity = capacity;
    this.level = Math.min(capacity, initial);
    this.updatedAt = now;
  }

  /** Admits a request at `now`: true while the bucket is not empty or in debt. */
  admits(now: number): boolean {
    if (now > this.updatedAt) {
      this.level = Math.min(this.capacity, this.level + ((now - this.updatedAt) / 1000) * this.rate);
      this.updatedAt = now;
    }
    return this.level > 0;
  }

  /**
   * The tokens held at `now`, refilled since the last request, without changing the bucket: what a
   * view shows (an idle table's burst fills up again although no request reads it).
   */
  levelAt(now: number): number {
    if (now <= this.updatedAt) return this.level;
    return Math.min(this.capacity, this.level + ((now - this.updatedAt) / 1000) * this.rate);
  }

  take(units: number): void {
    this.level -= units;
  }

  /** New rate and capacity from `now` on; stored tokens above the new capacity are lost. */
  reconfigure(rate: number, capacity: number, now: number): void {
    this.admits(now);
    this.rate = rate;
    this.capacity = capacity;
    if (this.level > capacity) this.level = capacity;
  }
}
