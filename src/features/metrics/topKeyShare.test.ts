import { describe, expect, it } from 'vitest';
import type { ResourceHistory } from '../../client/capacityHistory.ts';
import { consumedInTopKeyWindow, sharePercent } from './topKeyShare.ts';

/** 300 seconds from epoch second 1,000 (minute 16 starts at 960 s, minute 17 at 1,020 s). */
const resource = (read: number, write: number) =>
  ({
    metrics: {
      ConsumedReadCapacityUnits: new Array<number>(300).fill(read),
      ConsumedWriteCapacityUnits: new Array<number>(300).fill(write),
    },
    current: { ConsumedReadCapacityUnits: 7, ConsumedWriteCapacityUnits: 3 },
  }) as unknown as ResourceHistory;

describe('consumedInTopKeyWindow', () => {
  it('sums all reads and writes from the previous minute on, the unfinished second included', () => {
    // Now is 1,299.5 s: minute 21 (1,260 s) is current, so the window opens at 1,200 s (index 200).
    expect(consumedInTopKeyWindow(resource(2, 1), 1_000, 1_299_500)).toBe(100 * 3 + 10);
  });

  it('is unknown when the history does not reach the window’s start', () => {
    expect(consumedInTopKeyWindow(resource(2, 1), 1_000, 1_030_000)).toBeUndefined();
  });
});

describe('sharePercent', () => {
  it('gives whole percent, and "<1 %" for a key with traffic too small to round to 1', () => {
    expect(sharePercent(107, 400_000)).toBe('<1 %');
    expect(sharePercent(0, 400_000)).toBe('0 %');
    expect(sharePercent(2_000, 400_000)).toBe('1 %'); // 0.5 % rounds up
    expect(sharePercent(100, 400)).toBe('25 %');
  });
});
