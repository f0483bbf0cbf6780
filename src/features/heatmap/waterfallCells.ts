/**
 * The waterfall's cells as pixels: each partition's column, a row per second (newest on top),
 * coloured by the share of the partition's ceiling it used, throttled seconds striped. Written straight
 * into an RGBA buffer that the canvas takes in one drawImage (waterfallDraw.ts): at the most
 * partitions a load reaches, the 10-minute window holds some 150,000 cells, and a fillRect with a
 * parsed colour string per cell took 30–90 ms a frame in Chromium (`npm run bench:waterfall-draw`).
 *
 * Where a row is less than a pixel tall (600 seconds in 360 pixels), one pixel row stands for several
 * seconds: it shows the hottest of them, striped if any was throttled, so no hot or throttled second
 * drops out of the longer window.
 */
import type { PartitionHistory } from '../../client/capacityHistory.ts';
import { aliveSeconds } from './heatModel.ts';
import { heatRgb, PARTITION_CEILING } from './heatScale.ts';
import type { KeyAxis } from './keyAxis.ts';
import type { HistoryView } from './Waterfall.tsx';

/** What the cells show: the waterfall's view (the selection is drawn over them) on its key axis. */
export type CellsInput = Omit<HistoryView, 'selected'> & { axis: KeyAxis };

/** An RGBA raster in device pixels, as ImageData holds one. */
export interface Raster {
  width: number;
  height: number;
  data: Uint8ClampedArray;
  /** Device pixels per CSS pixel: the stripes are spaced in CSS pixels, as the page's other marks. */
  ratio: number;
}

/**
 * Colours of the scale told apart. Write units are whole (or half) numbers over a 1,000-unit ceiling,
 * so a thousand steps give every whole one its exact colour; between steps the scale moves less
 * than a channel value.
 */
const PALETTE_STEPS = 1000;
/** The stripes: 2-pixel lines every 8 CSS pixels along the anti-diagonal (the half width across it, √2). */
const STRIPE_PERIOD = 8;
const STRIPE_HALF_WIDTH = Math.SQRT2;
/** Dark stripes over the heat colour; a dark scheme's darker and more opaque so they stay visible. */
const STRIPE = {
  light: { rgb: [110, 0, 18], alpha: 0.7 },
  dark: { rgb: [20, 0, 4], alpha: 0.75 },
} as const;

const palettes = new Map<boolean, Uint8Array>();

/** RGB of the heat scale at PALETTE_STEPS + 1 even steps, made once per scheme. */
function palette(dark: boolean): Uint8Array {
  let colors = palettes.get(dark);
  if (!colors) {
    colors = new Uint8Array(3 * (PALETTE_STEPS + 1));
    for (let step = 0; step <= PALETTE_STEPS; step++)
      colors.set(heatRgb(step / PALETTE_STEPS, dark), 3 * step);
    palettes.set(dark, colors);
  }
  return colors;
}

/** One pixel row of a column: the hottest of the seconds it stands for, and whether any was throttled. */
interface Band {
  top: number;
  bottom: number;
  utilisation: number;
  throttled: boolean;
}

/** Paints every partition's cells into `raster` (cleared first: pixels without a cell stay transparent). */
export function paintCells(raster: Raster, input: CellsInput): void {
  raster.data.fill(0);
  const colors = palette(input.dark);
  for (const partition of input.resource.partitions) {
    const left = Math.round(input.axis.left(partition) * raster.width);
    const right = Math.min(
      raster.width,
      Math.max(left + 1, Math.round(input.axis.right(partition) * raster.width)),
    );
    forEachBand(partition, input, raster.height, (band) =>
      paintBand(raster, colors, input.dark, left, right, band),
    );
  }
}

/** The rows (0 = newest, the second `to - 1`) in which `partition` served, or undefined: none in view. */
export function aliveRows(
  partition: PartitionHistory,
  from: number,
  to: number,
  seconds: number,
): { first: number; last: number } | undefined {
  const alive = aliveSeconds(partition);
  const first = Math.max(0, to - 1 - alive.last);
  const last = Math.min(seconds - 1, to - 1 - Math.max(from, alive.first));
  return first <= last ? { first, last } : undefined;
}

/** A partition's cells from the top row down, each band once complete: seconds sharing a pixel row merged. */
function forEachBand(
  partition: PartitionHistory,
  input: CellsInput,
  height: number,
  paint: (band: Band) => void,
): void {
  const { from, to, seconds, kind } = input;
  const units = kind === 'write' ? partition.metrics.WriteUnits : partition.metrics.ReadUnits;
  const throttles =
    kind === 'write' ? partition.metrics.WriteThrottleEvents : partition.metrics.ReadThrottleEvents;
  const perRow = height / seconds;
  const rows = aliveRows(partition, from, to, seconds);
  if (!rows) return;
  let band: Band | undefined;
  for (let row = rows.first; row <= rows.last; row++) {
    const index = to - 1 - row - from;
    const utilisation = (units[index] ?? 0) / PARTITION_CEILING[kind];
    const throttled = (throttles[index] ?? 0) > 0;
    const top = Math.floor(row * perRow);
    const bottom = Math.max(top + 1, Math.floor((row + 1) * perRow));
    if (band && band.top === top) {
      band.utilisation = Math.max(band.utilisation, utilisation);
      band.throttled ||= throttled;
      band.bottom = Math.max(band.bottom, bottom);
    } else {
      if (band) paint(band);
      band = { top, bottom, utilisation, throttled };
    }
  }
  if (band) paint(band);
}

function paintBand(
  raster: Raster,
  colors: Uint8Array,
  dark: boolean,
  left: number,
  right: number,
  { top, bottom, utilisation, throttled }: Band,
): void {
  if (utilisation <= 0 && !throttled) return;
  const { data, width, ratio } = raster;
  const step = 3 * Math.round(Math.min(1, Math.max(0, utilisation)) * PALETTE_STEPS);
  const filled = utilisation > 0;
  const r = filled ? colors[step] : 0;
  const g = filled ? colors[step + 1] : 0;
  const b = filled ? colors[step + 2] : 0;
  // A stripe pixel: the stripe over the cell's colour, or alone (translucent) over an idle cell.
  const { rgb, alpha } = dark ? STRIPE.dark : STRIPE.light;
  const over = (stripe: number, cell: number) =>
    filled ? Math.round(stripe * alpha + cell * (1 - alpha)) : stripe;
  const sr = over(rgb[0], r);
  const sg = over(rgb[1], g);
  const sb = over(rgb[2], b);
  const sa = filled ? 255 : Math.round(alpha * 255);
  for (let y = top; y < Math.min(bottom, raster.height); y++) {
    let at = 4 * (y * width + left);
    for (let x = left; x < right; x++, at += 4) {
      if (throttled && onStripe(x, y, ratio)) {
        data[at] = sr;
        data[at + 1] = sg;
        data[at + 2] = sb;
        data[at + 3] = sa;
      } else if (filled) {
        data[at] = r;
        data[at + 1] = g;
        data[at + 2] = b;
        data[at + 3] = 255;
      }
    }
  }
}

/** Whether device pixel (x, y)'s centre lies on a stripe (lines x + y ≡ 0 mod 8 in CSS pixels). */
function onStripe(x: number, y: number, ratio: number): boolean {
  const along = ((x + y + 1) / ratio) % STRIPE_PERIOD;
  return along < STRIPE_HALF_WIDTH || along > STRIPE_PERIOD - STRIPE_HALF_WIDTH;
}
