/**
 * Paints the waterfall (Waterfall.tsx) on its canvas: a row per second, newest on top, each
 * partition's column coloured by the share of its ceiling it used, throttled seconds hatched, and a
 * line across a parent at the second it split.
 */
import type { ResourceHistory } from '../../client/capacityHistory.ts';
import { aliveIn, partitionSecond, throttledOf, utilisationOf } from './heatModel.ts';
import type { KeyAxis } from './keyAxis.ts';
import { heatColor } from './heatScale.ts';
import type { HistoryView } from './Waterfall.tsx';

export interface DrawInput extends HistoryView {
  axis: KeyAxis;
  width: number;
  height: number;
  rowHeight: number;
}

export function draw(context: CanvasRenderingContext2D, input: DrawInput): void {
  const { resource, from, to, seconds, kind, dark, selected, axis, width, height, rowHeight } = input;
  const colors = themeColors(dark);
  context.fillStyle = colors.idle;
  context.fillRect(0, 0, width, height);
  const hatch = hatchPattern(context, dark);
  for (const partition of resource.partitions) {
    const left = axis.left(partition) * width;
    const right = axis.right(partition) * width;
    for (let row = 0; row < seconds; row++) {
      const second = to - 1 - row;
      if (second < from) break;
      if (!aliveIn(partition, second)) continue;
      const values = partitionSecond(partition, second - from);
      const utilisation = utilisationOf(values, kind);
      const top = Math.floor(row * rowHeight);
      const bottom = Math.floor((row + 1) * rowHeight);
      if (utilisation > 0) {
        context.fillStyle = heatColor(utilisation, dark);
        context.fillRect(left, top, right - left, Math.max(1, bottom - top));
      }
      if (throttledOf(values, kind) > 0 && hatch) {
        context.fillStyle = hatch;
        context.fillRect(left, top, right - left, Math.max(1, bottom - top));
      }
    }
    // The boundary between partitions, down the rows where this partition exists.
    const rows = aliveRows(partition, from, to, seconds);
    if (rows) {
      context.fillStyle = colors.gap;
      context.fillRect(
        right - 1,
        Math.floor(rows.first * rowHeight),
        1,
        Math.ceil((rows.last - rows.first + 1) * rowHeight),
      );
      if (partition.id === selected) {
        context.strokeStyle = colors.text;
        context.lineWidth = 2;
        context.strokeRect(
          left + 1,
          Math.floor(rows.first * rowHeight) + 1,
          right - left - 2,
          Math.ceil((rows.last - rows.first + 1) * rowHeight) - 2,
        );
      }
    }
  }
  // Splits: a line across the parent's range at the second it happened.
  context.fillStyle = colors.text;
  for (const event of resource.events) {
    const second = Math.floor(event.time / 1000);
    const row = to - 1 - second;
    if (row < 0 || row >= seconds || event.kind !== 'split') continue;
    const parent = resource.partitions.find((partition) => partition.id === event.partition);
    if (!parent) continue;
    const left = axis.left(parent) * width;
    context.fillRect(left, Math.floor((row + 1) * rowHeight) - 1, axis.right(parent) * width - left, 2);
  }
}

/** The rows (0 = newest) in which `partition` existed, or undefined. */
function aliveRows(
  partition: ResourceHistory['partitions'][number],
  from: number,
  to: number,
  seconds: number,
) {
  let first: number | undefined;
  let last: number | undefined;
  for (let row = 0; row < seconds && to - 1 - row >= from; row++) {
    if (!aliveIn(partition, to - 1 - row)) continue;
    first ??= row;
    last = row;
  }
  return first === undefined || last === undefined ? undefined : { first, last };
}

const themes = new Map<boolean, { idle: string; gap: string; text: string }>();

/**
 * The page's colours the canvas needs, read once per colour scheme: reading computed style on every
 * redraw would make the browser recompute styles in the middle of a frame.
 */
function themeColors(dark: boolean): { idle: string; gap: string; text: string } {
  let colors = themes.get(dark);
  if (!colors) {
    const style = getComputedStyle(document.documentElement);
    const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
    colors = {
      idle: read('--heat-idle', dark ? '#1c2131' : '#eef1f7'),
      gap: read('--heat-gap', dark ? '#10131c' : '#ffffff'),
      text: read('--color-text', dark ? '#e8ebf5' : '#1b1f2a'),
    };
    themes.set(dark, colors);
  }
  return colors;
}

const hatches = new WeakMap<CanvasRenderingContext2D, { dark: boolean; pattern: CanvasPattern | null }>();

/** Diagonal stripes for throttled seconds: continuous across rows, so a throttled stretch reads as one. */
function hatchPattern(context: CanvasRenderingContext2D, dark: boolean): CanvasPattern | null {
  const cached = hatches.get(context);
  if (cached && cached.dark === dark) return cached.pattern;
  const tile = document.createElement('canvas');
  tile.width = 8;
  tile.height = 8;
  const tileContext = tile.getContext('2d');
  let pattern: CanvasPattern | null = null;
  if (tileContext) {
    tileContext.strokeStyle = dark ? 'rgb(20 0 4 / 75%)' : 'rgb(110 0 18 / 70%)';
    tileContext.lineWidth = 2;
    tileContext.beginPath();
    tileContext.moveTo(-2, 10);
    tileContext.lineTo(10, -2);
    tileContext.moveTo(6, 10);
    tileContext.lineTo(10, 6);
    tileContext.moveTo(-2, 2);
    tileContext.lineTo(2, -2);
    tileContext.stroke();
    pattern = context.createPattern(tile, 'repeat');
  }
  hatches.set(context, { dark, pattern });
  return pattern;
}
