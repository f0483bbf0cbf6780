/**
 * The page side of `npm run bench:waterfall-draw` (bench/waterfallDraw.ts bundles it): a heatmap
 * history at the most partitions a load reaches, drawn on a canvas by the Waterfall's own draw().
 *
 * The history is made up, shaped as the heaviest run bench:heatmap-frame records: an on-demand table
 * doubling its partitions once a minute from 4 to 128 (252 partitions over ten minutes, the
 * retired ones still in the window), each second's write units around 85 % of the partition's
 * ceiling with noise, a tenth of the seconds over it and throttled, and a split event per child pair.
 */
import type { PartitionHistory, ResourceHistory } from '../src/client/capacityHistory.ts';
import { keyAxis } from '../src/features/heatmap/keyAxis.ts';
import { draw } from '../src/features/heatmap/waterfallDraw.ts';

const HASH_SPACE = 2 ** 32;
const GENERATIONS = 6;
const GENERATION_SECONDS = 100;
const FIRST_PARTITIONS = 4;

/** A seeded generator (mulberry32): every run draws the same history. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function history(from: number, to: number): ResourceHistory {
  const next = random(42);
  const length = to - from;
  const partitions: PartitionHistory[] = [];
  const events: ResourceHistory['events'] = [];
  for (let generation = 0; generation < GENERATIONS; generation++) {
    const count = FIRST_PARTITIONS * 2 ** generation;
    const born = from + generation * GENERATION_SECONDS;
    const retired = generation + 1 < GENERATIONS ? born + GENERATION_SECONDS : undefined;
    for (let i = 0; i < count; i++) {
      const write = new Float64Array(length);
      const throttled = new Float64Array(length);
      for (let second = born - from; second < (retired ?? to) - from; second++) {
        const units = Math.round(850 + (next() - 0.5) * 400);
        write[second] = Math.min(units, 1000);
        if (units > 1000) throttled[second] = units - 1000;
      }
      const zeros = new Float64Array(length);
      const id = `p${generation}-${i}`;
      partitions.push({
        id,
        parentId: generation === 0 ? undefined : `p${generation - 1}-${i >> 1}`,
        start: Math.floor((i * HASH_SPACE) / count),
        end: Math.floor(((i + 1) * HASH_SPACE) / count),
        createdAt: born * 1000,
        retiredAt: retired === undefined ? undefined : retired * 1000,
        metrics: {
          WriteUnits: write,
          WriteThrottleEvents: throttled,
          ReadUnits: zeros,
          ReadThrottleEvents: zeros,
          ReadKeyRangeThrottleEvents: zeros,
          WriteKeyRangeThrottleEvents: throttled,
        },
      } as unknown as PartitionHistory);
      if (generation > 0 && i % 2 === 0) {
        events.push({ kind: 'split', time: born * 1000, partition: `p${generation - 1}-${i >> 1}` } as never);
      }
    }
  }
  return { partitions, events } as unknown as ResourceHistory;
}

export interface DrawTimes {
  /** draw() alone: the canvas commands recorded on the main thread. */
  record: number[];
  /** draw() and a one-pixel read back, which makes the browser paint the commands first. */
  painted: number[];
}

/** Draws the last `seconds` of the history `runs` times on a canvas `width` CSS pixels wide. */
function measure(seconds: number, width: number, ratio: number, runs: number): DrawTimes {
  const to = 1_800_000_000;
  const from = to - GENERATIONS * GENERATION_SECONDS;
  const resource = history(from, to);
  const axis = keyAxis(resource.partitions);
  const height = Math.min(360, Math.max(180, seconds * 2));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  document.body.replaceChildren(canvas);
  const context = canvas.getContext('2d')!;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  const input = {
    resource,
    from,
    to,
    seconds,
    kind: 'write' as const,
    dark: false,
    selected: resource.partitions.at(-1)!.id,
    axis,
    width,
    height,
    rowHeight: height / seconds,
  };
  const times: DrawTimes = { record: [], painted: [] };
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    draw(context, input);
    const recorded = performance.now();
    context.getImageData(0, 0, 1, 1);
    times.record.push(recorded - start);
    times.painted.push(performance.now() - start);
  }
  return times;
}

(window as unknown as { measure: typeof measure }).measure = measure;
