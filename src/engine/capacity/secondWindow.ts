/**
 * A limit of `limit` units per second of the engine clock, counted in whole simulated seconds: the
 * way DynamoDB states its partition ceilings (3,000 read and 1,000 write units per second), its
 * per-table quotas and the on-demand maximums, none of which accumulate unused capacity. A request is
 * admitted while the current second's budget is not used up and takes what it consumed; going over
 * (a large item at the end of a second) is carried into the next second as debt.
 */
export class SecondWindow {
  limit: number;
  private second = -Infinity;
  private used = 0;

  constructor(limit: number) {
    this.limit = limit;
  }

  admits(now: number): boolean {
    const second = Math.floor(now / 1000);
    if (second !== this.second) {
      this.used = second === this.second + 1 ? Math.max(0, this.used - this.limit) : 0;
      this.second = second;
    }
    return this.used < this.limit;
  }

  take(units: number): void {
    this.used += units;
  }

  /** Units still available in the current second (negative: debt). */
  remaining(now: number): number {
    this.admits(now);
    return this.limit - this.used;
  }
}
