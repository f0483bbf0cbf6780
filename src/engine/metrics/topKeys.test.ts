import { describe, expect, it } from 'vitest';
import { TopKeys } from './topKeys.ts';

describe('TopKeys', () => {
  it('keeps the heavy hitters among many more distinct keys than it has counters', () => {
    const top = new TopKeys();
    for (let i = 0; i < 50_000; i++) {
      top.add(`cold#${i}`, 1, 0);
      if (i % 4 === 0) top.add('hot#1', 1, 0);
      if (i % 10 === 0) top.add('hot#2', 1, 0);
    }
    const [first, second] = top.top(2, 0);
    expect(first.key).toBe('hot#1');
    expect(first.count - first.overcount).toBeLessThanOrEqual(12_500);
    expect(first.count).toBeGreaterThanOrEqual(12_500);
    expect(second.key).toBe('hot#2');
  });

  it('reports the current and previous minute, and forgets older traffic', () => {
    const top = new TopKeys();
    top.add('a', 5, 0);
    top.add('b', 1, 60_000);
    expect(top.top(5, 60_000).map((entry) => [entry.key, entry.count])).toEqual([
      ['a', 5],
      ['b', 1],
    ]);
    expect(top.top(5, 180_000)).toEqual([]);
  });
});
