/**
 * A simulated SuccessfulRequestLatency. The engine answers in microseconds, which would teach
 * nothing; DynamoDB's service-side latency is single-digit milliseconds for item operations and
 * grows with the data a Query or Scan reads. The model: a base per access kind, a cost per capacity
 * unit, and a seeded exponential tail, so the Average and Maximum statistics look like production's
 * shape. The figures are illustrative, not published by AWS (docs/capacity-model.md).
 */
const BASE_READ_MS = 1.4;
const BASE_WRITE_MS = 2.6;
const PER_UNIT_MS = 0.04;
const TAIL_MEAN_MS = 0.7;

export class LatencyModel {
  private state: number;

  constructor(seed: number) {
    this.state = (seed ^ 0x9e3779b9) >>> 0 || 1;
  }

  /** Milliseconds for a successful request of `kind` that consumed `units`. */
  sample(kind: 'read' | 'write', units: number): number {
    const uniform = (this.next() + 0.5) / 0x1_0000_0000;
    // The base by a test, not BASE[kind]: a load by a computed name on every request goes megamorphic.
    const base = kind === 'read' ? BASE_READ_MS : BASE_WRITE_MS;
    return base + units * PER_UNIT_MS - TAIL_MEAN_MS * Math.log(uniform);
  }

  private next(): number {
    let x = this.state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state = x >>> 0;
    return this.state;
  }
}
