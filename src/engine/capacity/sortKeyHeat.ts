/**
 * The sort keys of one item collection's traffic while its partition is hot: whether and where a
 * split could divide the collection. DynamoDB can split a hot item collection by sort key, down to
 * a single item, unless the traffic follows a monotonic sort key (a split then leaves every new
 * request on one side) or the table has a local secondary index (burst-adaptive-capacity.html and
 * the split-for-heat post, docs/capacity-model.md).
 *
 * It keeps a uniform random sample of the requests (reservoir sampling, so memory stays bounded and
 * every request of the hot streak is as likely to be in it; a fixed seed keeps runs repeatable),
 * and counts how often a request's sort key is above the previous request's, and how often below.
 * On random sort keys that is about even; on rising keys (timestamps, event numbers — even ones that
 * wrap around now and then) nearly every step is up: each second's traffic then crowds into one
 * narrow range, which any split would leave on one side.
 */
import { byCodeUnits } from '../values/codeUnitOrder.ts';

const MAX_SAMPLES = 1024;
/** From this share of the steps going one way (up or down), the traffic follows a monotonic sort key. */
const MONOTONIC_SHARE = 0.8;

export type SortKeySplit = { sk: string } | 'single-item' | 'monotonic';

export class SortKeyHeat {
  private readonly sortKeys: string[] = [];
  private readonly units: number[] = [];
  private seen = 0;
  /** xorshift32 state: the reservoir's choices. */
  private random = 0x2545f491;
  private previous: string | undefined;
  private highest = '';
  private lowest = '';
  private rising = 0;
  private falling = 0;

  add(sk: string, units: number): void {
    const previous = this.previous;
    if (previous === undefined) {
      this.highest = this.lowest = sk;
    } else if (sk > previous) {
      this.rising++;
      if (sk > this.highest) this.highest = sk;
    } else if (sk < previous) {
      this.falling++;
      if (sk < this.lowest) this.lowest = sk;
    }
    this.previous = sk;
    const seen = ++this.seen;
    if (seen <= MAX_SAMPLES) {
      this.sortKeys.push(sk);
      this.units.push(units);
      return;
    }
    // Keep the new request with probability MAX_SAMPLES / seen, in place of a random one.
    const slot = this.next() % seen;
    if (slot < MAX_SAMPLES) {
      this.sortKeys[slot] = sk;
      this.units[slot] = units;
    }
  }

  private next(): number {
    let x = this.random;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (this.random = x >>> 0);
  }

  /**
   * Where to divide the collection so the busier side carries as little of the sampled traffic as
   * possible (the first sort key of the right side), or why no split can help.
   */
  split(): SortKeySplit {
    if (this.highest === this.lowest) return 'single-item';
    const steps = this.rising + this.falling;
    if (Math.max(this.rising, this.falling) >= MONOTONIC_SHARE * steps) return 'monotonic';
    const order = this.sortKeys
      .map((_, i) => i)
      .sort((a, b) => byCodeUnits(this.sortKeys[a], this.sortKeys[b]));
    const sampled = order.reduce((sum, i) => sum + this.units[i], 0);
    let best: string | undefined;
    let bestLoad = Infinity;
    let left = 0;
    for (let k = 1; k < order.length; k++) {
      left += this.units[order[k - 1]];
      const sk = this.sortKeys[order[k]];
      if (sk === this.sortKeys[order[k - 1]]) continue;
      const load = Math.max(left, sampled - left);
      if (load < bestLoad) {
        bestLoad = load;
        best = sk;
      }
    }
    // The sample missed every key but one although more were seen: split just above the lowest.
    return best === undefined ? { sk: this.highest } : { sk: best };
  }
}
