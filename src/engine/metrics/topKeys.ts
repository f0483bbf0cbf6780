/**
 * Contributor-Insights-style top keys (contributorinsights_HowItWorks.html): the partition keys with
 * the most traffic and the most throttled requests, over the current and the previous simulated
 * minute (CloudWatch Contributor Insights reports per minute too).
 *
 * A minute counts keys exactly while it has seen at most MAX_EXACT distinct keys (a sandbox session
 * or a load on a modest key space). Past that, counting every key would grow without bound, so the
 * minute continues in a Space-Saving sketch (Metwally et al., 2005) seeded with its CAPACITY largest
 * counts: a key not counted yet takes over the smallest counter and inherits its count as possible
 * overcount. Heavy hitters are always kept, with counts exact up to that overcount — what "top N"
 * needs.
 */
const MAX_EXACT = 10_000;
const CAPACITY = 64;
const MINUTE_MS = 60_000;

interface Counter {
  count: number;
  overcount: number;
}

class SpaceSaving {
  readonly counters = new Map<string, Counter>();
  /** The smallest count at the last scan, and the keys that had it: the next ones to evict. */
  private floor = 0;
  private candidates: string[] = [];

  /** A sketch holding the largest of exact `counts` (every other key counted no more than they). */
  static from(counts: Map<string, number>): SpaceSaving {
    const sketch = new SpaceSaving();
    const largest = [...counts].sort((a, b) => b[1] - a[1]).slice(0, CAPACITY);
    for (const [key, count] of largest) sketch.counters.set(key, { count, overcount: 0 });
    return sketch;
  }

  add(key: string, weight: number): void {
    const counter = this.counters.get(key);
    if (counter) {
      counter.count += weight;
      return;
    }
    if (this.counters.size < CAPACITY) {
      this.counters.set(key, { count: weight, overcount: 0 });
      return;
    }
    const floor = this.evictSmallest();
    this.counters.set(key, { count: floor + weight, overcount: floor });
  }

  /**
   * Removes a counter with the smallest count and returns that count. Counts only grow and new keys
   * enter above the smallest, so a key found with the smallest count keeps it until it is counted
   * again: one scan finds candidates for many evictions, and under uniform traffic (every key new,
   * all counts alike) an eviction costs O(1) on average instead of a scan.
   */
  private evictSmallest(): number {
    for (;;) {
      const key = this.candidates.pop();
      if (key === undefined) {
        this.rescan();
        continue;
      }
      const counter = this.counters.get(key);
      if (counter && counter.count === this.floor) {
        this.counters.delete(key);
        return this.floor;
      }
    }
  }

  private rescan(): void {
    let floor = Infinity;
    for (const value of this.counters.values()) if (value.count < floor) floor = value.count;
    this.floor = floor;
    for (const [key, value] of this.counters) if (value.count === floor) this.candidates.push(key);
  }
}

export interface TopKey {
  /** The encoded partition key (display it with keyDisplay.ts). */
  key: string;
  count: number;
  /** Upper bound of how much of `count` may belong to keys it displaced. */
  overcount: number;
}

/** One minute's counts: exact while the keys are few, a sketch beyond. */
class MinuteCounts {
  private exact: Map<string, number> | undefined = new Map();
  private sketch: SpaceSaving | undefined;

  add(key: string, weight: number): void {
    const exact = this.exact;
    if (exact) {
      const count = exact.get(key);
      if (count !== undefined) {
        exact.set(key, count + weight);
        return;
      }
      if (exact.size < MAX_EXACT) {
        exact.set(key, weight);
        return;
      }
      this.sketch = SpaceSaving.from(exact);
      this.exact = undefined;
    }
    this.sketch!.add(key, weight);
  }

  /** Every counted key with its count and possible overcount. */
  *entries(): Generator<[string, number, number]> {
    if (this.exact) for (const [key, count] of this.exact) yield [key, count, 0];
    else for (const [key, counter] of this.sketch!.counters) yield [key, counter.count, counter.overcount];
  }
}

export class TopKeys {
  private minute = -1;
  private current = new MinuteCounts();
  private previous = new MinuteCounts();

  add(key: string, weight: number, now: number): void {
    const minute = Math.floor(now / MINUTE_MS);
    if (minute !== this.minute) this.rollTo(minute);
    this.current.add(key, weight);
  }

  /** The `n` keys with the largest counts over the previous and the current minute. */
  top(n: number, now: number): TopKey[] {
    const minute = Math.floor(now / MINUTE_MS);
    if (minute !== this.minute) this.rollTo(minute);
    const merged = new Map<string, TopKey>();
    for (const counts of [this.previous, this.current]) {
      for (const [key, count, overcount] of counts.entries()) {
        const entry = merged.get(key) ?? { key, count: 0, overcount: 0 };
        entry.count += count;
        entry.overcount += overcount;
        merged.set(key, entry);
      }
    }
    return [...merged.values()].sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : 1)).slice(0, n);
  }

  private rollTo(minute: number): void {
    this.previous = minute === this.minute + 1 ? this.current : new MinuteCounts();
    this.current = new MinuteCounts();
    this.minute = minute;
  }
}
