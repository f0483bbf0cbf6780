/**
 * What a partition's traffic looks like while it is hot: units per partition-key hash, so a split
 * for heat can divide the partition "at a key chosen from the observed key distribution" (the
 * DynamoDB paper, USENIX ATC 2022). The first MAX_KEYS distinct hashes are counted exactly; traffic
 * to further keys is counted in coarse bins over the partition's range, which is enough to place a
 * split when traffic is spread over many keys. While all of the traffic is on one hash, a
 * SortKeyHeat keeps its sort keys too: when one partition key is all there is, a split can only
 * divide its item collection. (A second hash ends that: the split then goes between the keys, and a
 * hot key that ends up alone in a child partition is sampled afresh there.)
 */
import { SortKeyHeat } from './sortKeyHeat.ts';

const MAX_KEYS = 256;
const BINS = 64;

export class HeatSample {
  private readonly keys = new Map<number, number>();
  /** The sort keys of the traffic while it has all been on one hash. */
  private sortKeys: SortKeyHeat | undefined;
  private readonly bins = new Float64Array(BINS);
  private readonly start: number;
  private readonly width: number;
  total = 0;

  /** Counts hashes in [start, end). */
  constructor(start: number, end: number) {
    this.start = start;
    this.width = Math.max(1, end - start);
  }

  add(hash: number, sk: string, units: number): void {
    this.total += units;
    const known = this.keys.get(hash);
    if (known !== undefined) {
      this.keys.set(hash, known + units);
      this.sortKeys?.add(sk, units);
    } else if (this.keys.size < MAX_KEYS) {
      if (this.keys.size === 0) {
        this.sortKeys = new SortKeyHeat();
        this.sortKeys.add(sk, units);
      } else this.sortKeys = undefined;
      this.keys.set(hash, units);
    } else this.bins[this.binOf(hash)] += units;
  }

  clear(): void {
    if (this.total === 0) return;
    this.keys.clear();
    this.sortKeys = undefined;
    this.bins.fill(0);
    this.total = 0;
  }

  /**
   * The hash at which splitting balances the sampled traffic best, or undefined when no split of
   * the hash range can help: all traffic goes to one partition key (a single hot item or item
   * collection; `hottest()` then tells which, and its sort keys tell whether the collection divides).
   */
  splitPoint(): number | undefined {
    const points: [number, number][] = [...this.keys];
    for (let bin = 0; bin < BINS; bin++) {
      if (this.bins[bin] > 0) points.push([this.binStart(bin), this.bins[bin]]);
    }
    points.sort((a, b) => a[0] - b[0]);
    let best: number | undefined;
    let bestLoad = Infinity;
    let left = 0;
    for (let i = 1; i < points.length; i++) {
      left += points[i - 1][1];
      if (points[i][0] === points[i - 1][0]) continue;
      const load = Math.max(left, this.total - left);
      if (load < bestLoad) {
        bestLoad = load;
        best = points[i][0];
      }
    }
    return best;
  }

  /**
   * The hottest sampled hash and its share of the sampled traffic, with its sort keys when it is the
   * only hash sampled.
   */
  hottest(): { hash: number; share: number; sortKeys: SortKeyHeat | undefined } | undefined {
    let hottest: [number, number] | undefined;
    for (const entry of this.keys) {
      if (hottest === undefined || entry[1] > hottest[1]) hottest = entry;
    }
    if (hottest === undefined) return undefined;
    const [hash, units] = hottest;
    return { hash, share: units / this.total, sortKeys: this.keys.size === 1 ? this.sortKeys : undefined };
  }

  private binOf(hash: number): number {
    return Math.min(BINS - 1, Math.floor(((hash - this.start) / this.width) * BINS));
  }

  private binStart(bin: number): number {
    return this.start + Math.ceil((bin * this.width) / BINS);
  }
}
