import { describe, expect, it } from 'vitest';
import { HASH_SPACE } from './heatModel.ts';
import { keyAxis, type AxisPartition } from './keyAxis.ts';

const quarter = HASH_SPACE / 4;

describe('keyAxis', () => {
  it('places partitions by the hash range they own when no collection is divided', () => {
    const partitions = [0, 1, 2, 3].map((i) => ({ start: i * quarter, end: (i + 1) * quarter }));
    const axis = keyAxis(partitions);
    expect(partitions.map((p) => [axis.left(p), axis.right(p)])).toEqual([
      [0, 0.25],
      [0.25, 0.5],
      [0.5, 0.75],
      [0.75, 1],
    ]);
    expect(axis.at(HASH_SPACE / 2)).toBe(0.5);
  });

  it('gives a divided item collection a band, so every partition in it has a width', () => {
    const hash = quarter + 12345;
    const partitions: AxisPartition[] = [
      { start: 0, end: quarter },
      { start: quarter, end: hash, endSk: 'm' },
      { start: hash, startSk: 'm', end: hash, endSk: 't' },
      { start: hash, startSk: 't', end: HASH_SPACE },
    ];
    const axis = keyAxis(partitions);
    const edges = partitions.map((p) => [axis.left(p), axis.right(p)]);
    expect(edges[0][0]).toBe(0);
    expect(edges[3][1]).toBeCloseTo(1, 12);
    for (let i = 0; i < edges.length; i++) {
      expect(edges[i][1] - edges[i][0]).toBeGreaterThan(0.03);
      if (i > 0) expect(edges[i][0]).toBeCloseTo(edges[i - 1][1], 12);
    }
    // The band sits where the hash is: after the first quarter, before the rest of the space.
    expect(axis.at(hash)).toBeGreaterThan(edges[0][1]);
    expect(axis.at(hash)).toBeLessThan(edges[2][0]);
  });
});
