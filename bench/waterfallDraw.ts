/**
 * `npm run bench:waterfall-draw`: what one redraw of the Heatmap's waterfall (Waterfall.tsx, drawn by
 * waterfallDraw.ts on every capacity frame) costs in Chromium at the most partitions a load reaches:
 * 252 partitions over ten minutes (bench/waterfallDrawPage.ts makes the history), in the 2-minute
 * and 10-minute windows, on a 900-pixel-wide canvas at device pixel ratios 1 and 2. Each case draws
 * RUNS times after WARM_UP; medians and 95th percentiles in milliseconds, of draw() alone (the canvas
 * commands recorded on the main thread) and of draw() with a one-pixel read back, which makes
 * Chromium paint them first (Debian's Chromium, GPU off, as the browser tests run it).
 *
 *   npm run bench:waterfall-draw
 */
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/chromiumLaunch.ts';
import { printTable } from './report.ts';
import type { DrawTimes } from './waterfallDrawPage.ts';

const WARM_UP = 5;
const RUNS = 40;
const WIDTH = 900;
const CASES = [
  { seconds: 120, ratio: 1 },
  { seconds: 120, ratio: 2 },
  { seconds: 600, ratio: 1 },
  { seconds: 600, ratio: 2 },
];

const bundle = await build({
  entryPoints: [fileURLToPath(new URL('./waterfallDrawPage.ts', import.meta.url))],
  bundle: true,
  write: false,
  format: 'iife',
  target: 'es2022',
});
const script = bundle.outputFiles[0].text;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const ms = (value: number) => value.toFixed(1);

const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ content: script });
  const rows: string[][] = [['window', 'pixel ratio', 'draw p50', 'draw p95', 'painted p50', 'painted p95']];
  for (const { seconds, ratio } of CASES) {
    const times = await page.evaluate(
      ([seconds, width, ratio, runs]) =>
        (window as unknown as { measure(...args: number[]): DrawTimes }).measure(seconds, width, ratio, runs),
      [seconds, WIDTH, ratio, WARM_UP + RUNS],
    );
    const record = times.record.slice(WARM_UP);
    const painted = times.painted.slice(WARM_UP);
    rows.push([
      `${seconds / 60} min`,
      `${ratio}×`,
      ms(quantile(record, 0.5)),
      ms(quantile(record, 0.95)),
      ms(quantile(painted, 0.5)),
      ms(quantile(painted, 0.95)),
    ]);
  }
  console.log(`\nWaterfall redraw in Chromium, ${WIDTH} CSS pixels wide, 252 partitions (ms, ${RUNS} runs)`);
  printTable(rows);
} finally {
  await browser.close();
}
