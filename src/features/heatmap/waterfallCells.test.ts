import { describe, expect, it } from 'vitest';
import type { PartitionHistory, ResourceHistory } from '../../client/capacityHistory.ts';
import { HASH_SPACE } from './heatModel.ts';
import { heatRgb } from './heatScale.ts';
import { keyAxis } from './keyAxis.ts';
import { paintCells, type CellsInput, type Raster } from './waterfallCells.ts';

/** Seconds 100 to 103: `to` is 104, so the top row is second 103. */
const FROM = 100;
const TO = 104;

/** A partition over [start, end) of the hash space with per-second write units and throttles from FROM. */
function partition(
  id: string,
  [start, end]: [number, number],
  writes: number[],
  { throttles = [] as number[], createdAt = 0, retiredAt = undefined as number | undefined } = {},
): PartitionHistory {
  const zeros = new Float64Array(writes.length);
  return {
    id,
    start: start * HASH_SPACE,
    end: end * HASH_SPACE,
    createdAt,
    retiredAt,
    metrics: {
      WriteUnits: Float64Array.from(writes),
      WriteThrottleEvents: Float64Array.from(writes, (_, i) => throttles[i] ?? 0),
      ReadUnits: zeros,
      ReadThrottleEvents: zeros,
    },
  } as unknown as PartitionHistory;
}

function paint(partitions: PartitionHistory[], height = 4, width = 8): Raster {
  const raster = { width, height, ratio: 1, data: new Uint8ClampedArray(4 * width * height) };
  const resource = { partitions, events: [] } as unknown as ResourceHistory;
  const input: CellsInput = {
    resource,
    from: FROM,
    to: TO,
    seconds: TO - FROM,
    kind: 'write',
    dark: false,
    axis: keyAxis(partitions),
  };
  paintCells(raster, input);
  return raster;
}

const pixel = ({ data, width }: Raster, x: number, y: number) => [
  ...data.subarray(4 * (y * width + x), 4 * (y * width + x) + 4),
];
const heat = (utilisation: number) => [...heatRgb(utilisation), 255];

describe('waterfall cells', () => {
  it('colours each second of a partition by the share of its ceiling used, newest on top; idle seconds stay clear', () => {
    // Seconds 100…103 at 0, 250, 500 and 1,000 write units (the ceiling is 1,000).
    const raster = paint([partition('p1', [0, 1], [0, 250, 500, 1000])]);
    expect(pixel(raster, 3, 0)).toEqual(heat(1));
    expect(pixel(raster, 3, 1)).toEqual(heat(0.5));
    expect(pixel(raster, 3, 2)).toEqual(heat(0.25));
    expect(pixel(raster, 3, 3)).toEqual([0, 0, 0, 0]);
  });

  it('gives each partition its own columns along the key axis', () => {
    const raster = paint([
      partition('left', [0, 0.5], [100, 100, 100, 100]),
      partition('right', [0.5, 1], [900, 900, 900, 900]),
    ]);
    expect(pixel(raster, 0, 0)).toEqual(heat(0.1));
    expect(pixel(raster, 3, 0)).toEqual(heat(0.1));
    expect(pixel(raster, 4, 0)).toEqual(heat(0.9));
    expect(pixel(raster, 7, 3)).toEqual(heat(0.9));
  });

  it('shows the hottest of the seconds one pixel row stands for, so a short spike stays in view', () => {
    // Four seconds in two pixel rows: 103 and 102 share the top row, 101 and 100 the bottom one.
    const raster = paint([partition('p1', [0, 1], [900, 100, 50, 800])], 2);
    expect(pixel(raster, 0, 0)).toEqual(heat(0.8));
    expect(pixel(raster, 0, 1)).toEqual(heat(0.9));
  });

  it('stripes a throttled second over its colour, and alone over an idle one', () => {
    const raster = paint([partition('p1', [0, 1], [0, 0, 1000, 1000], { throttles: [5, 0, 0, 5] })], 8, 8);
    const top = Array.from({ length: 8 }, (_, x) => pixel(raster, x, 0));
    const stripe = top.filter((value) => value.join() !== heat(1).join());
    // Some of a throttled row is stripe, some the heat colour beneath.
    expect(stripe.length).toBeGreaterThan(0);
    expect(stripe.length).toBeLessThan(8);
    expect(stripe.every((value) => value[3] === 255 && value[0] < heat(1)[0])).toBe(true);
    // The throttled idle second (100, the bottom rows): translucent stripes, clear elsewhere.
    const bottom = Array.from({ length: 8 }, (_, x) => pixel(raster, x, 7));
    expect(bottom.some((value) => value[3] > 0 && value[3] < 255)).toBe(true);
    expect(bottom.some((value) => value[3] === 0)).toBe(true);
    // The unthrottled second 102 has no stripe.
    expect(Array.from({ length: 8 }, (_, x) => pixel(raster, x, 2).join())).toEqual(
      Array(8).fill(heat(1).join()),
    );
  });

  it('paints a split parent up to the second it retired and its children from the one they began', () => {
    const parent = partition('p1', [0, 1], [600, 600, 0, 0], { retiredAt: 102_000 });
    const left = partition('p2', [0, 0.5], [0, 0, 200, 200], { createdAt: 102_000 });
    const right = partition('p3', [0.5, 1], [0, 0, 300, 300], { createdAt: 102_000 });
    const raster = paint([parent, left, right]);
    // Rows 0 and 1 are seconds 103 and 102: the children's.
    expect(pixel(raster, 0, 0)).toEqual(heat(0.2));
    expect(pixel(raster, 7, 1)).toEqual(heat(0.3));
    // Rows 2 and 3 are seconds 101 and 100: the parent's, across both halves.
    expect(pixel(raster, 0, 2)).toEqual(heat(0.6));
    expect(pixel(raster, 7, 3)).toEqual(heat(0.6));
  });
});
