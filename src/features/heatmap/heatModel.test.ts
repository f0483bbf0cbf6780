import { describe, expect, it } from 'vitest';
import type { PartitionHistory } from '../../client/capacityHistory.ts';
import {
  burstBalance,
  aliveIn,
  aliveSeconds,
  busyAverage,
  steadySeconds,
  withoutSkipped,
  hex,
  partitionSecond,
  partitionsServe,
  recentSum,
  spaceShare,
  throttledOf,
} from './heatModel.ts';
import { heatRgb, needsLightText, textContrast } from './heatScale.ts';

const partition = (createdAt: number, retiredAt?: number) =>
  ({ createdAt, retiredAt }) as Parameters<typeof aliveIn>[0];

describe('heat scale', () => {
  it('runs from cool to hot and stops at the ceiling', () => {
    const [r0, , b0] = heatRgb(0);
    const [r1, , b1] = heatRgb(1);
    expect(b0).toBeGreaterThan(r0 - 20);
    expect(r1).toBeGreaterThan(200);
    expect(b1).toBeLessThan(60);
    expect(heatRgb(1.7)).toEqual(heatRgb(1));
    expect(heatRgb(-1)).toEqual(heatRgb(0));
    // Redder as utilisation grows past half.
    expect(heatRgb(0.9)[1]).toBeLessThan(heatRgb(0.6)[1]);
  });

  it('picks light text on the hot end and dark text on the cool end', () => {
    expect(needsLightText(1)).toBe(true);
    expect(needsLightText(0.1)).toBe(false);
  });

  it('keeps a cell’s text at 4.5:1 or better on every colour of both palettes', () => {
    for (const dark of [false, true]) {
      for (let step = 1; step <= 1000; step++) {
        expect(textContrast(step / 1000, dark), `${step / 10} %, dark ${dark}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

describe('heat model', () => {
  it('knows which seconds a partition served, across a split', () => {
    const parent = partition(0, 10_500);
    const child = partition(10_500);
    expect([9, 10, 11].map((second) => aliveIn(parent, second))).toEqual([true, true, false]);
    expect([9, 10, 11].map((second) => aliveIn(child, second))).toEqual([false, true, true]);
  });

  it('gives the first and last seconds a partition served, as aliveIn tells them second by second', () => {
    for (const createdAt of [0, 9_999, 10_000, 10_001, 10_500]) {
      for (const retiredAt of [undefined, 10_001, 10_500, 11_000, 11_001, 14_000]) {
        if (retiredAt !== undefined && retiredAt <= createdAt) continue;
        const served = partition(createdAt, retiredAt);
        const { first, last } = aliveSeconds(served);
        for (let second = 0; second < 20; second++) {
          expect(second >= first && second <= last, `${createdAt}–${retiredAt} at ${second}`).toBe(
            aliveIn(served, second),
          );
        }
      }
    }
  });

  it('prints hash ranges and shares of the key space', () => {
    expect(hex(0x40000000)).toBe('0x40000000');
    expect(hex(2 ** 32)).toBe('0xffffffff');
    expect(spaceShare({ start: 0, end: 2 ** 30 })).toBe('25 %');
    expect(spaceShare({ start: 0, end: 2 ** 25 })).toBe('0.78 %');
  });
});

describe('recent seconds', () => {
  it('sums and counts the busy ones among the last seconds only', () => {
    const units = [900, 0, 0, 0, 1000, 1000];
    expect(recentSum(units, 5)).toBe(2000);
    expect(steadySeconds([1000, 1000, 1000], 2)).toEqual({ count: 2 });
    // The last five: a start of traffic at index 4, left out; all six: traffic since the history began.
    expect(steadySeconds(units, 5)).toEqual({ count: 1, skipped: 4 });
    expect(steadySeconds(units, 6)).toEqual({ count: 3 });
    expect(steadySeconds([0, 0], 5)).toEqual({ count: 0 });
  });

  it('leaves out the first second of traffic that starts in the window: a load enters it part-way', () => {
    // 150 writes a second, begun 0.9 s into a second: 15 of them in that second.
    const units = [0, 0, 15, 150, 150, 150];
    expect(steadySeconds(units, 5)).toEqual({ count: 3, skipped: 2 });
    expect(busyAverage(units, 5)).toBe(150);
    expect(withoutSkipped(units, 5, 2)).toBe(450);
    // Traffic already under way before the window, or since the history began: every second counts.
    expect(busyAverage([150, 150, 150, 150, 150, 150], 5)).toBe(150);
    expect(steadySeconds([15, 150, 150], 5)).toEqual({ count: 3 });
    // A lone busy second is all there is to go by.
    expect(busyAverage([0, 0, 40], 5)).toBe(40);
  });
});

describe('throttles by kind', () => {
  it('counts only the throttles of the kind the heatmap is coloured by', () => {
    const metrics = new Proxy(
      { ReadThrottleEvents: [0, 2], WriteThrottleEvents: [0, 500] } as Record<string, number[]>,
      { get: (target, name: string) => target[name] ?? [0, 0] },
    );
    const second = partitionSecond({ metrics } as unknown as PartitionHistory, 1);
    expect(second.throttled).toBe(502);
    expect(throttledOf(second, 'read')).toBe(2);
    expect(throttledOf(second, 'write')).toBe(500);
  });
});

describe('burstBalance', () => {
  it('gives a provisioned resource’s units left and its 300-second bucket, per kind; none on demand', () => {
    const provisioned = { read: 10, write: 100, burstRead: 3_000, burstWrite: 12_345 };
    expect(burstBalance({ billingMode: 'PROVISIONED', provisioned }, 'write')).toEqual({
      left: 12_345,
      full: 30_000,
    });
    expect(burstBalance({ billingMode: 'PROVISIONED', provisioned }, 'read')).toEqual({
      left: 3_000,
      full: 3_000,
    });
    expect(burstBalance({ billingMode: 'PAY_PER_REQUEST', provisioned: undefined }, 'write')).toBeUndefined();
  });
});

describe('partitionsServe', () => {
  it('counts the partitions serving a resource now, in the singular for one', () => {
    const resource = (...retired: (number | undefined)[]) =>
      ({
        resource: 'lab-provisioned',
        kind: 'table',
        partitions: retired.map((retiredAt) => partition(0, retiredAt)),
      }) as unknown as Parameters<typeof partitionsServe>[0];
    expect(partitionsServe(resource(undefined))).toBe('1 partition serves lab-provisioned now.');
    expect(partitionsServe(resource(5, undefined, undefined))).toBe(
      '2 partitions serve lab-provisioned now.',
    );
  });
});
