/**
 * What a partition's traffic looks like while it is hot: units per partition-key hash, so a split
 * for heat can divide the partition "at a key chosen from the observed key distribution" (the
 * DynamoDB paper, USENIX ATC 2022). The first MAX_KEYS distinct hashes are counted exactly; traffic
 * to further keys is counted in coarse bins over the partition's range, which is enough to place a
 * split when traffic is spread over many keys. For each exactly counted hash a SortKeyHeat keeps
 * its sort keys, in case all the traffic turns out to be in one item collection.
 */
import { SortKeyHeat } from './sortKeyHeat.ts';

const MAX_KEYS = 256;
const BINS = 64;

interface KeyHeat {
  units: number;
  sortKeys: SortKeyHeat;
}

export class HeatSample {
  private readonly keys = new Map<number, KeyHeat>();
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
      known.units += units;
      known.sortKeys.add(sk, units);
    } else if (this.keys.size < MAX_KEYS) {
      const sortKeys = new SortKeyHeat();
      sortKeys.add(sk, units);
      this.keys.set(hash, { units, sortKeys });
    } else this.bins[this.binOf(hash)] += units;
  }

  clear(): void {
    if (this.total === 0) return;
    this.keys.clear();
    this.bins.fill(0);
    this.total = 0;
  }

  /**
   * The hash at which splitting balances the sampled traffic best, or undefined when no split of
   * the hash range can help: all traffic goes to one partition key (a single hot item or item
   * collection; `hottest()` then tells which, and its sort keys tell whether the collection divides).
   */
  splitPoint(): number | undefined {
    const points: [number, number][] = [];
    for (const [hash, heat] of this.keys) points.push([hash, heat.units]);
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

  /** The hottest sampled hash, its share of the sampled traffic and its sort keys. */
  hottest(): { hash: number; share: number; sortKeys: SortKeyHeat } | undefined {
    let hottest: [number, KeyHeat] | undefined;
    for (const entry of this.keys) {
      if (hottest === undefined || entry[1].units > hottest[1].units) hottest = entry;
    }
    if (hottest === undefined) return undefined;
    const [hash, heat] = hottest;
    return { hash, share: heat.units / this.total, sortKeys: heat.sortKeys };
  }

  private binOf(hash: number): number {
    return Math.min(BINS - 1, Math.floor(((hash - this.start) / this.width) * BINS));
  }

  private binStart(bin: number): number {
    return this.start + Math.ceil((bin * this.width) / BINS);
  }
}
