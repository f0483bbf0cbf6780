/** What a scenario reports per partition adds up to what its load generator counted. */
import { describe, expect, it } from 'vitest';
import { runScenario } from './scenario.ts';

const throttledOnPartitions = (result: ReturnType<typeof runScenario>) =>
  result.partitions.reduce((sum, p) => sum + p.throttled, 0);

describe('a load scenario', () => {
  it('counts every throttled request on a partition once, including the second it split in', () => {
    // 3,000 writes a second into one item collection: its partition throttles 2,000 a second until
    // a split for heat divides the collection (at +90 s), then each half throttles 500 a second.
    const result = runScenario({ pattern: 'hot-collection', rate: 3000, seconds: 100 });
    expect(result.splits).toBe(1);
    expect(throttledOnPartitions(result)).toBe(result.throttled);
    // A split with no delay lands as the partition's second closes: that second counts once.
    const at = runScenario({
      pattern: 'hot-collection',
      rate: 3000,
      seconds: 60,
      capacity: { splitDelayMs: 0 },
    });
    expect(at.splits).toBe(1);
    expect(throttledOnPartitions(at)).toBe(at.throttled);
  });
});
