import { describe, expect, it } from 'vitest';
import { SortKeyHeat } from './sortKeyHeat.ts';

const padded = (n: number) => `k${String(n).padStart(6, '0')}`;

function heatOf(keys: Iterable<string>, units = 1): SortKeyHeat {
  const heat = new SortKeyHeat();
  for (const key of keys) heat.add(key, units);
  return heat;
}

function* sequence(count: number, key: (i: number) => string) {
  for (let i = 0; i < count; i++) yield key(i);
}

describe('SortKeyHeat', () => {
  it('cannot divide the traffic of a single item', () => {
    expect(heatOf(sequence(1000, () => 'only')).split()).toBe('single-item');
  });

  it('finds rising keys monotonic, even when they wrap around now and then', () => {
    expect(heatOf(sequence(5000, padded)).split()).toBe('monotonic');
    expect(heatOf(sequence(50_000, (i) => padded(i % 3000))).split()).toBe('monotonic');
  });

  it('finds falling keys monotonic too', () => {
    expect(heatOf(sequence(5000, (i) => padded(10_000 - i))).split()).toBe('monotonic');
  });

  it('divides scrambled keys near the middle of their traffic, over a long streak', () => {
    const split = heatOf(sequence(200_000, (i) => padded((i * 7919) % 10_000))).split();
    expect(split).toEqual({ sk: expect.any(String) });
    const at = Number((split as { sk: string }).sk.slice(1));
    expect(at).toBeGreaterThan(4_000);
    expect(at).toBeLessThan(6_000);
  });

  it('weighs the traffic: a split isolates an item that carries most of it', () => {
    // Nine requests in ten go to k000500; the rest are scrambled over 1,000 keys.
    const split = heatOf(
      sequence(20_000, (i) => (i % 10 === 0 ? padded((i * 7919) % 1000) : padded(500))),
    ).split();
    // A boundary just below or just above the hot item: one side is that item (and a few others).
    const { sk } = split as { sk: string };
    expect(sk >= padded(500) && sk <= padded(530)).toBe(true);
  });
});
