import { describe, expect, it } from 'vitest';
import { SecondSeries } from './secondSeries.ts';

describe('SecondSeries', () => {
  it('keeps closed seconds, with zero rows for silent ones', () => {
    const series = new SecondSeries(['reads', 'writes'], 5, 100);
    series.current.reads = 7;
    series.rollTo(101);
    series.current.writes = 3;
    series.rollTo(104);
    expect(series.firstSecond).toBe(100);
    expect([100, 101, 102, 103].map((s) => series.valueAt(s, 0))).toEqual([7, 0, 0, 0]);
    expect(series.valueAt(101, 1)).toBe(3);
    expect(series.current.writes).toBe(0);
  });

  it('drops the oldest seconds beyond its size', () => {
    const series = new SecondSeries(['units'], 3, 0);
    for (let second = 0; second < 10; second++) {
      series.current.units = second;
      series.rollTo(second + 1);
    }
    expect(series.firstSecond).toBe(7);
    expect([6, 7, 8, 9].map((s) => series.valueAt(s, 0))).toEqual([0, 7, 8, 9]);
  });

  it('keeps every second of a long run, through silent stretches, up to its size', () => {
    const series = new SecondSeries(['reads', 'writes'], 50, 0);
    const written = (second: number) => (second % 7 === 0 ? 0 : second);
    for (let second = 0; second < 30; second++) {
      series.current.reads = written(second);
      series.current.writes = 2 * written(second);
      series.rollTo(second + 1);
    }
    series.rollTo(45);
    series.current.reads = 45;
    series.rollTo(46);
    expect(series.firstSecond).toBe(0);
    const kept = Array.from({ length: 46 }, (_, second) => [
      series.valueAt(second, 0),
      series.valueAt(second, 1),
    ]);
    const expected = Array.from({ length: 46 }, (_, second) =>
      second < 30 ? [written(second), 2 * written(second)] : [second === 45 ? 45 : 0, 0],
    );
    expect(kept).toEqual(expected);
    series.rollTo(80);
    expect(series.firstSecond).toBe(30);
    expect(series.valueAt(45, 0)).toBe(45);
    expect(series.valueAt(29, 0)).toBe(0);
  });
});
