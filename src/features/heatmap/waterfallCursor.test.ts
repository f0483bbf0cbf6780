import { describe, expect, it } from 'vitest';
import type { PartitionHistory } from '../../client/capacityHistory.ts';
import { HASH_SPACE } from './heatModel.ts';
import { keyAxis } from './keyAxis.ts';
import { startCursor, stepCursor } from './waterfallCursor.ts';

const half = HASH_SPACE / 2;
const partition = (id: string, start: number, end: number, createdAt: number, retiredAt?: number) =>
  ({ id, start, end, createdAt, retiredAt }) as unknown as PartitionHistory;

// p0 owned the whole key space until second 110, when it split into p1 (left) and p2 (right).
const partitions = [
  partition('p2', half, HASH_SPACE, 110_000),
  partition('p0', 0, HASH_SPACE, 0, 110_000),
  partition('p1', 0, half, 110_000),
];
const axis = keyAxis(partitions);
const bounds = { from: 100, to: 120 };

describe('the waterfall keyboard cursor', () => {
  it('starts on the chosen partition, else the leftmost, at the newest second', () => {
    expect(startCursor(partitions, axis, 120, 'p2')).toEqual({ partitionId: 'p2', second: 119 });
    expect(startCursor(partitions, axis, 120, undefined)).toEqual({ partitionId: 'p1', second: 119 });
  });

  it('moves left and right in axis order, stopping at the edges', () => {
    const at = { partitionId: 'p1', second: 115 };
    expect(stepCursor(partitions, axis, bounds, at, 'ArrowRight')).toEqual({
      partitionId: 'p2',
      second: 115,
    });
    expect(stepCursor(partitions, axis, bounds, at, 'ArrowLeft')).toEqual(at);
    expect(stepCursor(partitions, axis, bounds, at, 'x')).toBeUndefined();
  });

  it('moves through time, onto the parent before a split and a child after it, within the bounds', () => {
    const before = stepCursor(partitions, axis, bounds, { partitionId: 'p2', second: 110 }, 'ArrowDown');
    expect(before).toEqual({ partitionId: 'p0', second: 109 });
    expect(stepCursor(partitions, axis, bounds, before!, 'ArrowUp')).toEqual({
      partitionId: 'p1',
      second: 110,
    });
    expect(stepCursor(partitions, axis, bounds, { partitionId: 'p1', second: 119 }, 'ArrowUp')).toEqual({
      partitionId: 'p1',
      second: 119,
    });
    expect(stepCursor(partitions, axis, bounds, { partitionId: 'p0', second: 100 }, 'ArrowDown')).toEqual({
      partitionId: 'p0',
      second: 100,
    });
  });
});
