import { describe, expect, it } from 'vitest';
import type { PartitionHistory } from '../../client/capacityHistory.ts';
import { compactText, stripCell, wholeText } from './stripCell.ts';

const VALUES = [0, 0.4, 7, 999.5, 1_000, 1_007, 12_345.6, 250_000, 3_400_000, -0.2];

function partition(write: number, throttled: number): PartitionHistory {
  const series = (value: number) => new Float64Array([0, value]);
  return {
    id: 'p3',
    start: 0x40000000,
    end: 0x80000000,
    createdAt: 0,
    metrics: {
      ReadUnits: series(0),
      WriteUnits: series(write),
      ReadThrottleEvents: series(0),
      WriteThrottleEvents: series(throttled),
      ReadKeyRangeThrottleEvents: series(0),
      WriteKeyRangeThrottleEvents: series(throttled),
    },
  } as unknown as PartitionHistory;
}

describe('a strip cell', () => {
  it('writes numbers as toLocaleString does, in full and compact', () => {
    for (const value of VALUES) {
      expect(wholeText(value)).toBe(Math.round(value).toLocaleString('en-US'));
      expect(compactText(value)).toBe(
        Math.round(value).toLocaleString('en-US', { notation: 'compact', maximumFractionDigits: 1 }),
      );
    }
  });

  it('reads out the partition, its range, its use of the ceiling and its throttles', () => {
    const cell = stripCell(partition(1_234.4, 56), 1, 'write');
    expect(cell).toMatchObject({ used: 1_234.4, throttled: 56 });
    expect(cell.utilisation).toBeCloseTo(1.2344);
    expect(cell.label).toBe(
      'Partition p3, hash 0x40000000–0x7fffffff, 1,234 of 1,000 WCU (123 %), 56 throttled',
    );
    expect(stripCell(partition(512, 0), 1, 'read').label).toBe(
      'Partition p3, hash 0x40000000–0x7fffffff, 0 of 3,000 RCU (0 %)',
    );
  });
});
