/**
 * The heatmap's colour scale: how much of a partition's per-second ceiling (1,000 write units,
 * 3,000 read units) was consumed, from cool to hot — ColorBrewer's RdYlBu, whose steps are
 * perceptually even and whose middle is a clean yellow rather than a muddy grey: pale blue for light
 * use, yellow around half, orange-red from 80 % (where the capacity model calls a second hot), red at
 * the ceiling. An idle cell keeps the surface's own colour. One palette per colour scheme, so light
 * use stays quiet on a dark background too.
 */
export type AccessKind = 'write' | 'read';

/** Per-partition ceilings per second (docs/capacity-model.md). */
export const PARTITION_CEILING: Record<AccessKind, number> = { read: 3000, write: 1000 };

/** Share of a ceiling that makes a second hot (the capacity model's default hotUtilization). */
export const HOT_UTILIZATION = 0.8;

type Rgb = readonly [number, number, number];

const LIGHT: readonly (readonly [number, Rgb])[] = [
  [0, [224, 243, 248]],
  [0.2, [171, 217, 233]],
  [0.45, [254, 224, 144]],
  [0.65, [253, 174, 97]],
  [0.8, [244, 109, 67]],
  [1, [215, 48, 39]],
];

const DARK: readonly (readonly [number, Rgb])[] = [
  [0, [26, 52, 76]],
  [0.2, [44, 110, 145]],
  [0.45, [201, 165, 58]],
  [0.65, [224, 138, 60]],
  [0.8, [232, 89, 58]],
  [1, [224, 48, 64]],
];

/** The colour of `utilisation` (consumed / ceiling, 0 to 1; above 1 is drawn as 1). */
export function heatColor(utilisation: number, dark = false): string {
  const [r, g, b] = heatRgb(utilisation, dark);
  return `rgb(${r} ${g} ${b})`;
}

export function heatRgb(utilisation: number, dark = false): Rgb {
  const stops = dark ? DARK : LIGHT;
  const u = Math.min(1, Math.max(0, utilisation));
  for (let i = 1; i < stops.length; i++) {
    const [end, to] = stops[i];
    if (u > end) continue;
    const [start, from] = stops[i - 1];
    const t = (u - start) / (end - start);
    return [0, 1, 2].map((channel) =>
      Math.round(from[channel] + (to[channel] - from[channel]) * t),
    ) as unknown as Rgb;
  }
  return stops[stops.length - 1][1];
}

/** WCAG relative luminance of `utilisation`'s colour. */
function luminance(utilisation: number, dark: boolean): number {
  const [r, g, b] = heatRgb(utilisation, dark).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Whether text on `utilisation`'s colour should be white rather than black: whichever contrasts more
 * (WCAG ratio), so every colour of both palettes keeps its text at 4.5:1 or better. The palettes'
 * orange-reds sit near the crossover, which only pure white and black clear.
 */
export function needsLightText(utilisation: number, dark = false): boolean {
  const l = luminance(utilisation, dark);
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05;
}

/** The contrast ratio of the text needsLightText picks on `utilisation`'s colour. */
export function textContrast(utilisation: number, dark = false): number {
  const l = luminance(utilisation, dark);
  return needsLightText(utilisation, dark) ? 1.05 / (l + 0.05) : (l + 0.05) / 0.05;
}

/** Stops for a CSS gradient of the scale (the legend). */
export function legendGradient(dark = false): string {
  const stops = (dark ? DARK : LIGHT).map(([at, [r, g, b]]) => `rgb(${r} ${g} ${b}) ${at * 100}%`);
  return `linear-gradient(to right, ${stops.join(', ')})`;
}
