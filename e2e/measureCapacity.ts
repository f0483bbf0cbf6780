/**
 * The capacity sections' budgets, measured by measureBudgets.ts against a production build:
 * 1. the JavaScript the Heatmap and Metrics sections load on top of the first paint (they are lazy);
 * 2. frame times while a 5,000 requests/s load runs in the engine worker at 10× (and at 100×) and
 *    the section pulls capacity at frame rate: p50/p95/p99/max and frames over 50 ms, plus the pace
 *    the load actually reached and how many simulated requests the worker issued per real second.
 */
import type { Browser, Page } from '@playwright/test';

/** In-page: frame-to-frame times for `ms` (a string, so the bundler's helpers stay out of the page). */
const FRAME_TIMES = (ms: number) => `new Promise((resolve) => {
  const times = [];
  let last = performance.now();
  const end = last + ${ms};
  const tick = (now) => {
    times.push(now - last);
    last = now;
    if (now < end) requestAnimationFrame(tick);
    else resolve(times);
  };
  requestAnimationFrame(tick);
})`;

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);
  const long = times.filter((time) => time > 50).length;
  return `${times.length} frames: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${Math.max(...times).toFixed(1)} ms, ${long} over 50 ms`;
}

async function loadNumbers(page: Page): Promise<{ requests: number; text: string }> {
  const text = (await page.getByRole('status', { name: 'Load run' }).textContent()) ?? '';
  const requests = Number(/requests\s*([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? 0);
  return { requests, text };
}

async function measureSection(page: Page, hash: string, label: string, log: (line: string) => void) {
  await page.goto(hash);
  await page.getByRole('status', { name: 'Load run' }).waitFor();
  await page.waitForTimeout(1500);
  const before = await loadNumbers(page);
  const started = Date.now();
  const times = (await page.evaluate(FRAME_TIMES(5000))) as number[];
  const after = await loadNumbers(page);
  const perSecond = ((after.requests - before.requests) / (Date.now() - started)) * 1000;
  log(
    `  ${label}: ${summary(times)}; the worker issued ${Math.round(perSecond).toLocaleString('en-US')} simulated requests per real second`,
  );
}

export async function measureCapacitySections(browser: Browser, url: string, log: (line: string) => void) {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  const js = new Set<string>();
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) js.add(request.url().split('/').pop() ?? '');
  });
  await page.goto(`${url}#/`);
  await page.getByLabel('Simulated time').waitFor();
  const first = new Set(js);
  await page.goto(`${url}#/heatmap`);
  await page.getByRole('region', { name: 'Load generator' }).waitFor();
  await page.goto(`${url}#/metrics`);
  await page.getByRole('heading', { name: /Metrics/, level: 1 }).waitFor();
  log(
    `Heatmap and Metrics chunks (lazy, after the first paint): ${[...js].filter((file) => !first.has(file)).join(', ')}`,
  );

  // The well-spread scenario makes its table; a custom load then drives it at 5,000 requests/s.
  await page.goto(`${url}#/heatmap`);
  await page.getByRole('button', { name: 'Start scenario: Well-spread keys' }).click();
  await page.getByRole('status', { name: 'Load run' }).waitFor();
  await page.getByRole('tab', { name: 'Custom load' }).click();
  const form = page.getByRole('form', { name: 'Custom load' });
  await form.getByLabel('Key pattern').selectOption('uniform');
  await form.getByLabel('Rate (req/s)').fill('5000');
  await form.getByLabel('Duration (simulated s)').fill('3600');
  await form.getByRole('button', { name: /^Start on/ }).click();
  await page.getByRole('status', { name: 'Load run' }).filter({ hasText: '5,000 req/s' }).waitFor();

  for (const speed of ['10', '100']) {
    await page.getByLabel('Clock speed').selectOption(speed);
    log(
      `Frame times with 5,000 req/s at ${speed}× (${speed === '10' ? '50,000' : '500,000'} simulated requests per real second asked):`,
    );
    await measureSection(page, `${url}#/heatmap/lab-uniform`, 'Heatmap', log);
    await measureSection(page, `${url}#/metrics/lab-uniform`, 'Metrics', log);
  }
  const { text } = await loadNumbers(page);
  log(`  Load status at the end: ${text.replace(/\s+/g, ' ').slice(0, 220)}`);

  // For comparison: the same page with no load running.
  await page.getByRole('button', { name: 'Stop load' }).click();
  await page.goto(`${url}#/heatmap/lab-uniform`);
  await page.waitForTimeout(1000);
  log(`  Heatmap, no load: ${summary((await page.evaluate(FRAME_TIMES(3000))) as number[])}`);
  await page.close();
}
