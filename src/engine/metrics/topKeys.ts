/**
 * Contributor-Insights-style top keys (contributorinsights_HowItWorks.html): the partition keys with
 * the most traffic and the most throttled requests, over the current and the previous simulated
 * minute (CloudWatch Contributor Insights reports per minute too).
 *
 * Counting every distinct key would grow without bound under uniform traffic, so each minute keeps a
 * Space-Saving sketch (Metwally et al., 2005): at most CAPACITY counters; a key not counted yet
 * takes over the smallest counter and inherits its count as possible overcount. Heavy hitters are
 * always kept and their counts are exact up to that overcount, which is what "top N" needs.
 */
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

export class TopKeys {
  private minute = -1;
  private current = new SpaceSaving();
  private previous = new SpaceSaving();

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
    for (const sketch of [this.previous, this.current]) {
      for (const [key, counter] of sketch.counters) {
        const entry = merged.get(key) ?? { key, count: 0, overcount: 0 };
        entry.count += counter.count;
        entry.overcount += counter.overcount;
        merged.set(key, entry);
      }
    }
    return [...merged.values()].sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : 1)).slice(0, n);
  }

  private rollTo(minute: number): void {
    this.previous = minute === this.minute + 1 ? this.current : new SpaceSaving();
    this.current = new SpaceSaving();
    this.minute = minute;
  }
}
