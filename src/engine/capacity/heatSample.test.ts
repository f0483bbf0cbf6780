import { describe, expect, it } from 'vitest';
import { HeatSample } from './heatSample.ts';

describe('HeatSample', () => {
  it('finds no split of the hash range when all traffic goes to one partition key', () => {
    const sample = new HeatSample(0, 1000);
    for (let i = 0; i < 100; i++) sample.add(420, 'a', 1);
    expect(sample.splitPoint()).toBeUndefined();
    const hottest = sample.hottest()!;
    expect([hottest.hash, hottest.share]).toEqual([420, 1]);
    expect(hottest.sortKeys!.split()).toBe('single-item');
  });

  it('splits between the keys so the busier side carries as little as possible', () => {
    const sample = new HeatSample(0, 1000);
    sample.add(100, '', 900);
    sample.add(200, '', 50);
    sample.add(700, '', 1000);
    expect(sample.splitPoint()).toBe(700);
  });

  it('places a split among many keys by the traffic counted in bins past the exact keys', () => {
    const sample = new HeatSample(0, 100_000);
    for (let hash = 0; hash < 100_000; hash += 10) sample.add(hash, '', 1);
    const at = sample.splitPoint()!;
    expect(at).toBeGreaterThan(40_000);
    expect(at).toBeLessThan(60_000);
  });

  it('keeps the sort keys of each hot partition key, to divide its collection', () => {
    const sample = new HeatSample(0, 1000);
    for (let i = 0; i < 400; i++) sample.add(7, `ITEM#${String((i * 37) % 100).padStart(3, '0')}`, 1);
    expect(sample.splitPoint()).toBeUndefined();
    const split = sample.hottest()!.sortKeys!.split();
    expect(split).toEqual({ sk: expect.stringMatching(/^ITEM#0(4|5)\d$/) });
  });

  it('stops keeping sort keys once a second partition key shows: the split then goes between keys', () => {
    const sample = new HeatSample(0, 1000);
    sample.add(7, 'a', 1);
    sample.add(7, 'b', 1);
    expect(sample.hottest()!.sortKeys).toBeDefined();
    sample.add(9, 'a', 1);
    expect(sample.hottest()!.sortKeys).toBeUndefined();
    expect(sample.splitPoint()).toBe(9);
  });

  it('forgets its traffic when cleared', () => {
    const sample = new HeatSample(0, 10);
    sample.add(1, '', 5);
    sample.add(2, '', 5);
    sample.clear();
    expect(sample.total).toBe(0);
    expect(sample.splitPoint()).toBeUndefined();
    expect(sample.hottest()).toBeUndefined();
  });
});
