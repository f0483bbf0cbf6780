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
    let smallestKey = '';
    let smallest: Counter | undefined;
    for (const [candidate, value] of this.counters) {
      if (!smallest || value.count < smallest.count) {
        smallest = value;
        smallestKey = candidate;
      }
    }
    this.counters.delete(smallestKey);
    this.counters.set(key, { count: smallest!.count + weight, overcount: smallest!.count });
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
