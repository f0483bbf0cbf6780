/** What a scenario reports per partition adds up to what its load generator counted. */
import { describe, expect, it } from 'vitest';
import { runScenario } from './scenario.ts';

const throttledOnPartitions = (result: ReturnType<typeof runScenario>) =>
  result.partitions.reduce((sum, p) => sum + p.throttled, 0);

describe('a load scenario', () => {
  it('counts every throttled request on a partition once, including the second it split in', () => {
    // 1,500 writes a second into one item collection: its partition throttles 500 a second until a
    // split for heat divides the collection (at +90 s: 30 hot seconds, then the split delay).
    const result = runScenario({ pattern: 'hot-collection', rate: 1500, seconds: 92 });
    expect(result.splits).toBe(1);
    expect(throttledOnPartitions(result)).toBe(result.throttled);
    // A split with no delay lands as the partition's second closes: that second counts once.
    const at = runScenario({
      pattern: 'hot-collection',
      rate: 1500,
      seconds: 40,
      capacity: { splitDelayMs: 0 },
    });
    expect(at.splits).toBe(1);
    expect(throttledOnPartitions(at)).toBe(at.throttled);
  });
});
