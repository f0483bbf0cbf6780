import { describe, expect, it } from 'vitest';
import { areaPath, linePath, niceCeiling, scaleTop, shortNumber, stepPath, ticksTo } from './chartScale.ts';

describe('chart scale', () => {
  it('rounds a maximum up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect([0, 0.3, 1, 7, 12, 240, 1000, 1001, 37_000].map(niceCeiling)).toEqual([
      1, 0.5, 1, 10, 20, 250, 1000, 2000, 50_000,
    ]);
  });

  it('puts four or five round ticks from zero to the top', () => {
    expect(ticksTo(1000)).toEqual([0, 250, 500, 750, 1000]);
    expect(ticksTo(2)).toEqual([0, 0.5, 1, 1.5, 2]);
  });

  it('keeps reference lines that are near the data and leaves far ones out', () => {
    // 1,000 units against a 1,000-unit ceiling and a 4,000-unit table: both fit.
    expect(scaleTop(1000, [1000, 4000])).toBe(5000);
    // 150 units against a 40,000 quota: the quota would flatten the data.
    expect(scaleTop(150, [100, 40_000])).toBe(200);
    expect(scaleTop(0, [])).toBe(2);
  });

  it('gives an empty chart a small axis and names its reference lines, as a nearly empty one', () => {
    // An idle ConsumedReadCapacityUnits chart with a 3,000-unit ceiling and a 20,000-unit step line:
    // a 0–20k axis for a flat line at 0 says nothing; the lines are listed "above the scale" instead.
    expect(scaleTop(0, [3000, 20_000])).toBe(2);
    expect(scaleTop(0.5, [3000, 20_000])).toBe(1);
    // A reference within the small axis is still drawn on it.
    expect(scaleTop(0, [1])).toBe(2);
  });

  it('draws one point per second, and closes an area down to the baseline', () => {
    const x = (i: number) => i * 10;
    const y = (value: number) => 100 - value;
    expect(linePath([0, 50, 100], x, y)).toBe('M0.0,100.0L10.0,50.0L20.0,0.0');
    expect(areaPath([0, 50], x, y, 100)).toBe('M0.0,100.0L10.0,50.0L10.0,100.0L0.0,100.0Z');
    expect(areaPath([], x, y, 100)).toBe('');
  });

  it('shortens numbers for axes', () => {
    expect([0, 950, 1000, 12_500, 250_000, 1_200_000, 3.347, 0.5].map(shortNumber)).toEqual([
      '0',
      '950',
      '1,000',
      '12.5k',
      '250k',
      '1.2M',
      '3.35',
      '0.5',
    ]);
  });

  it('writes a count that rounds to a thousand thousands as millions, not "1000k"', () => {
    expect([999_400, 999_500, 999_999].map(shortNumber)).toEqual(['999k', '1M', '1M']);
  });
});

describe('stepPath', () => {
  it('holds each level across its second and steps at the edge', () => {
    const x = (index: number) => 10 + index * 20;
    const y = (value: number) => 100 - value;
    expect(stepPath([4, 4, 5], x, y)).toBe('M0.0,96.0H20.0H40.0V95.0H60.0');
  });
});
