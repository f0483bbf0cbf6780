/**
 * Measures issue 6's budgets against a production build (not a timed test: numbers vary by machine).
 *   npm run build && npx tsx e2e/measureBudgets.ts
 * 1. JavaScript on first load, gzipped, before the editor is needed: the start page, and the
 *    console without Monaco's chunks (Monaco loads after the console's first paint).
 * 2. Time to interactive on the console: navigation start → the engine worker has answered (the
 *    header shows the simulated time) and the Run button is enabled.
 * 3. Run → result on screen for a GetItem in JSON mode: p50 and p90 over 40 runs.
 * 4. The Heatmap and Metrics sections: their lazy chunks, and frame times while a 5,000 requests/s
 *    load runs at 10× and 100× (measureCapacity.ts).
 */
import { chromium, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromiumLaunch.ts';
import { measureCapacitySections } from './measureCapacity.ts';
import { startStaticServer } from './staticServer.ts';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

async function gzippedJs(url: string): Promise<number> {
  const path = new URL(url).pathname.replace(/^\/sandbox\//, '');
  return gzipSync(await readFile(`${dist}${path}`), { level: 9 }).length;
}

/** JS files the page fetched (module scripts and workers), with their gzipped sizes. */
async function loadedJs(page: Page, hash: string, settle: (page: Page) => Promise<void>) {
  const urls = new Set<string>();
  const onRequest = (request: { url(): string }) => {
    if (request.url().endsWith('.js')) urls.add(request.url());
  };
  page.context().on('request', onRequest);
  await page.goto(hash);
  await settle(page);
  await page.waitForTimeout(500);
  page.context().off('request', onRequest);
  const files = await Promise.all(
    [...urls].map(async (url) => ({ file: url.split('/').pop() ?? url, gzip: await gzippedJs(url) })),
  );
  return files.sort((a, b) => b.gzip - a.gzip);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
// Monaco's chunks; `workers-` is monaco-editor's vs/internal/common/workers.js, which only they import.
const isMonaco = (file: string) =>
  /^(editor\.api|MonacoEditor|monacoSetup|.*\.worker|workers-|jsonMode|tsMode|lspLanguageFeatures)/.test(
    file,
  ) && !file.startsWith('engine.worker');

async function main() {
  const server = await startStaticServer(dist, '/sandbox/', 4319);
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const home = await browser.newPage();
    const homeJs = await loadedJs(home, `${server.url}#/`, (page) =>
      page.getByLabel('Simulated time').waitFor(),
    );
    const homeTotal = homeJs.reduce((sum, file) => sum + file.gzip, 0);
    console.log(`First load, start page: ${kb(homeTotal)} gzipped JS (budget 250 KB)`);
    for (const file of homeJs) console.log(`  ${kb(file.gzip).padStart(9)}  ${file.file}`);

    const consolePage = await browser.newPage();
    const consoleJs = await loadedJs(consolePage, `${server.url}#/console`, (page) =>
      page.locator('.monaco-editor').waitFor(),
    );
    const beforeEditor = consoleJs.filter((file) => !isMonaco(file.file));
    const editor = consoleJs.filter((file) => isMonaco(file.file));
    console.log(
      `Console before the editor: ${kb(beforeEditor.reduce((sum, file) => sum + file.gzip, 0))} gzipped JS`,
    );
    for (const file of beforeEditor) console.log(`  ${kb(file.gzip).padStart(9)}  ${file.file}`);
    console.log(
      `Editor (lazy): ${kb(editor.reduce((sum, file) => sum + file.gzip, 0))} gzipped JS in ${editor.map((file) => file.file).join(', ')}`,
    );

    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const page = await browser.newPage();
      await page.goto(`${server.url}#/console`);
      await page.getByLabel('Simulated time').waitFor();
      await page.getByRole('button', { name: /^Run/ }).waitFor();
      times.push(await page.evaluate(() => performance.now()));
      await page.close();
    }
    times.sort((a, b) => a - b);
    console.log(
      `Interactive (console, engine answered): median ${times[2].toFixed(0)} ms of ${times.map((t) => t.toFixed(0)).join(', ')} (budget 1500 ms)`,
    );

    console.log(`Run → result, GetItem: ${await measureGetItem(await browser.newPage(), server.url)}`);

    await measureCapacitySections(browser, server.url, (line) => console.log(line));
  } finally {
    await browser.close();
    await server.close();
  }
}

async function measureGetItem(page: Page, url: string): Promise<string> {
  await page.goto(`${url}#/console`);
  await page.locator('.monaco-editor').waitFor();
  // Set up through the console itself: the table, one item, and the GetItem to repeat.
  const runJson = async (operation: string, body: object) => {
    await page.getByLabel('Operation').selectOption(operation);
    await page.locator('.monaco-editor .view-lines').click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate((text) => navigator.clipboard.writeText(text), JSON.stringify(body));
    await page.keyboard.press('ControlOrMeta+V');
    await page.getByRole('button', { name: /^Run/ }).click();
    await page.locator('.run-status').filter({ hasNotText: 'Running' }).waitFor();
  };
  await runJson('CreateTable', {
    TableName: 'app',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }],
  });
  await page.waitForTimeout(1000);
  await runJson('PutItem', { TableName: 'app', Item: { PK: { S: 'CUSTOMER#42' }, name: { S: 'Ada' } } });
  await runJson('GetItem', { TableName: 'app', Key: { PK: { S: 'CUSTOMER#42' } } });

  const samples: number[] = [];
  for (let i = 0; i < 40; i++) samples.push((await page.evaluate(TIME_ONE_RUN)) as number);
  samples.sort((a, b) => a - b);
  const p = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))].toFixed(1);
  return `p50 ${p(0.5)} ms, p90 ${p(0.9)} ms over ${samples.length} runs (budget p50 50 ms)`;
}

/**
 * In-page: click Run, resolve once the new run's result (status and items table) is on screen and
 * painted. A string, so the bundler's helpers for named functions do not leak into the page.
 */
const TIME_ONE_RUN = `new Promise((resolve) => {
  const history = document.querySelector('.history__list');
  const before = history ? history.children.length : 0;
  const button = [...document.querySelectorAll('button')].find((b) => (b.textContent || '').startsWith('Run'));
  const started = performance.now();
  const observer = new MutationObserver(() => {
    const status = (document.querySelector('.run-status') || {}).textContent || '';
    const list = document.querySelector('.history__list');
    const count = list ? list.children.length : 0;
    if (!((count > before || count === 50) && status.startsWith('Succeeded') && document.querySelector('[aria-label="Items"]'))) return;
    observer.disconnect();
    requestAnimationFrame(() => resolve(performance.now() - started));
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  button.click();
})`;

await main();
