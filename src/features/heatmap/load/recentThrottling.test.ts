import { describe, expect, it } from 'vitest';
import { addSample, recentThrottling, type LoadSample } from './recentThrottling.ts';

const sample = (elapsedSeconds: number, requests: number, throttled: number, id = 1): LoadSample => ({
  id,
  elapsedSeconds,
  requests,
  throttled,
});

describe('recentThrottling', () => {
  it('gives the last simulated second’s throttling, not the run’s total share', () => {
    // 60 s at 3,000/s with a third throttled, then a split: the next 2 s throttle nothing.
    let samples: LoadSample[] = [];
    for (const next of [
      sample(60, 180_000, 60_000),
      sample(61, 183_000, 60_000),
      sample(62, 186_000, 60_000),
    ])
      samples = addSample(samples, next);
    expect(recentThrottling(samples)).toEqual({ perSecond: 0, share: 0 });
    samples = addSample(samples, sample(62.5, 187_500, 60_500));
    expect(recentThrottling(samples)).toEqual({ perSecond: 500 / 1.5, share: 500 / 4_500 });
  });

  it('waits for a second of load, and starts afresh with a new run', () => {
    expect(recentThrottling([sample(60, 180_000, 60_000)])).toBeUndefined();
    const samples = addSample([sample(59, 1, 1), sample(60, 2, 2)], sample(0.5, 10, 0, 2));
    expect(samples).toEqual([sample(0.5, 10, 0, 2)]);
    expect(recentThrottling(samples)).toBeUndefined();
  });
});
