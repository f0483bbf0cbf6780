/**
 * Seeded randomness for load patterns, so a scenario replays identically: xorshift32 for uniform
 * draws and a Zipf sampler over a precomputed cumulative distribution.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = (seed ^ 0x2545f491) >>> 0 || 1;
  }

  /** Uniform in [0, 1). */
  next(): number {
    let x = this.state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state = x >>> 0;
    return this.state / 0x1_0000_0000;
  }

  /** Uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
}

/**
 * Ranks 0..n-1 with P(rank k) ∝ 1/(k+1)^s: a few keys take most of the traffic, a long tail the rest
 * (s = 1 is the classic Zipf law of word frequencies and web popularity).
 */
export class ZipfSampler {
  private readonly cumulative: Float64Array;
  private readonly random: Random;

  constructor(n: number, exponent: number, random: Random) {
    this.random = random;
    this.cumulative = new Float64Array(n);
    let sum = 0;
    for (let k = 0; k < n; k++) {
      sum += 1 / Math.pow(k + 1, exponent);
      this.cumulative[k] = sum;
    }
    for (let k = 0; k < n; k++) this.cumulative[k] /= sum;
  }

  sample(): number {
    const u = this.random.next();
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid] < u) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
