/**
 * Paints the waterfall (Waterfall.tsx) on its canvas: a row per second, newest on top, each
 * partition's column coloured by the share of its ceiling it used, throttled seconds hatched
 * (waterfallCells.ts paints those pixels), the boundaries between partitions, and a line across a
 * parent at the second it split.
 */
import type { KeyAxis } from './keyAxis.ts';
import { aliveRows, paintCells, type Raster } from './waterfallCells.ts';
import type { HistoryView } from './Waterfall.tsx';

export interface DrawInput extends HistoryView {
  axis: KeyAxis;
  width: number;
  height: number;
  rowHeight: number;
}

export function draw(context: CanvasRenderingContext2D, input: DrawInput): void {
  const { resource, from, to, seconds, selected, axis, width, height, rowHeight } = input;
  const colors = themeColors(input.dark);
  context.fillStyle = colors.idle;
  context.fillRect(0, 0, width, height);
  // A canvas without pixels (not laid out yet) has no cells to paint: ImageData needs a size.
  if (context.canvas.width > 0 && context.canvas.height > 0) {
    const cells = cellCanvas(context);
    paintCells(cells.raster, input);
    cells.context.putImageData(cells.image, 0, 0);
    // Drawn, not put: the cells' transparent pixels leave the idle colour beneath them.
    context.drawImage(cells.canvas, 0, 0, width, height);
  }
  for (const partition of resource.partitions) {
    const left = axis.left(partition) * width;
    const right = axis.right(partition) * width;
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

interface CellCanvas {
  canvas: HTMLCanvasElement;
  context: CanvasRenderingContext2D;
  image: ImageData;
  raster: Raster;
}

const cellCanvases = new WeakMap<CanvasRenderingContext2D, CellCanvas>();

/**
 * A canvas off the page the cells are put on, at the visible canvas's device pixels: kept per canvas
 * and made again only when those change, so a frame allocates no pixel buffer.
 */
function cellCanvas(context: CanvasRenderingContext2D): CellCanvas {
  const { width, height } = context.canvas;
  const ratio = context.getTransform().a || 1;
  let cells = cellCanvases.get(context);
  if (!cells || cells.image.width !== width || cells.image.height !== height) {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const image = new ImageData(width, height);
    cells = {
      canvas,
      context: canvas.getContext('2d')!,
      image,
      raster: { width, height, data: image.data, ratio },
    };
    cellCanvases.set(context, cells);
  }
  cells.raster.ratio = ratio;
  return cells;
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
