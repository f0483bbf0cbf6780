/**
 * The arithmetic of the metric charts: a y scale with round ticks, SVG paths for series of points,
 * and numbers short enough for an axis.
 */

/** The smallest "round" number (1, 2, 2.5, 5 × 10^k) at or above `value`; 1 for nothing. */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * magnitude >= value * (1 - 1e-9)) return step * magnitude;
  }
  return 10 * magnitude;
}

/** Ticks from 0 to `max` (a nice ceiling), four or five of them. */
export function ticksTo(max: number): number[] {
  const step = niceCeiling(max / 4);
  const ticks: number[] = [];
  for (let tick = 0; tick <= max * (1 + 1e-9); tick += step) ticks.push(Math.round(tick * 1e6) / 1e6);
  return ticks;
}

/**
 * The top of a chart's scale: the data's maximum, raised to include reference lines that are near
 * it (a 40,000-unit quota line would flatten 150 units of traffic, so far lines are left out and
 * named instead). No data is treated as a little data: a small axis, with the reference lines above
 * it named — as a nearly empty chart does, rather than a 0–20k axis for a flat line.
 */
export function scaleTop(dataMax: number, references: readonly number[]): number {
  const near = references.filter((value) => value <= dataMax * 4);
  return niceCeiling(Math.max(dataMax, ...near, dataMax === 0 ? 1 : 0) * 1.08);
}

/** An SVG path through `values`, one point per period at x(i), y(value). */
export function linePath(
  values: readonly number[],
  x: (index: number) => number,
  y: (value: number) => number,
): string {
  let path = '';
  for (let i = 0; i < values.length; i++)
    path += `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(values[i]).toFixed(1)}`;
  return path;
}

/**
 * A step line through `values`: level across each second's slot (x(i) ± half a slot), rising or
 * falling at the slot's edge — for counts that change at an instant, such as partitions.
 */
export function stepPath(
  values: readonly number[],
  x: (index: number) => number,
  y: (value: number) => number,
): string {
  if (values.length === 0) return '';
  const half = values.length > 1 ? (x(1) - x(0)) / 2 : 0;
  let path = `M${(x(0) - half).toFixed(1)},${y(values[0]).toFixed(1)}`;
  for (let i = 0; i < values.length; i++) {
    if (i > 0 && values[i] !== values[i - 1]) path += `V${y(values[i]).toFixed(1)}`;
    path += `H${(x(i) + half).toFixed(1)}`;
  }
  return path;
}

/** The same line closed down to the baseline, for a filled area. */
export function areaPath(
  values: readonly number[],
  x: (index: number) => number,
  y: (value: number) => number,
  baseline: number,
): string {
  if (values.length === 0) return '';
  return `${linePath(values, x, y)}L${x(values.length - 1).toFixed(1)},${baseline.toFixed(1)}L${x(0).toFixed(1)},${baseline.toFixed(1)}Z`;
}

/** `950`, `1,000`, `12.5k`, `1.2M`; fractions to two places (latency, half units). */
export function shortNumber(value: number): string {
  const abs = Math.abs(value);
  // Also what would round to "1000k" (999,500 and up) reads in millions.
  if (abs >= 1e6 || Math.round(abs / 1e3) >= 1000) return `${trim(value / 1e6)}M`;
  if (abs >= 1e4) return `${trim(value / 1e3)}k`;
  if (Number.isInteger(value)) return value.toLocaleString('en-US');
  return value.toLocaleString('en-US', { maximumFractionDigits: abs < 10 ? 2 : 1 });
}

function trim(value: number): string {
  return value.toFixed(value >= 100 ? 0 : 1).replace(/\.0$/, '');
}

/** Room for one time label (HH:MM:SS), with the last one's right-aligned next to a centred one. */
const TIME_LABEL_PX = 80;

/**
 * Up to five time labels across the plot, as many as fit without touching: on whole tens of seconds
 * for a point per second, on whole minutes for a point per minute.
 */
export function timeTicks(count: number, plotWidth: number, seconds: number): number[] {
  if (count < (seconds === 1 ? 2 : 1)) return [];
  const labels = Math.min(5, Math.max(2, Math.floor(plotWidth / TIME_LABEL_PX)));
  const step = Math.max(1, seconds === 1 ? Math.ceil(count / labels / 10) * 10 : Math.ceil(count / labels));
  const ticks: number[] = [];
  for (let index = count - 1; index >= 0; index -= step) ticks.unshift(index);
  return ticks;
}
