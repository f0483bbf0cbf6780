/**
 * `npm run bench:explorer-actions`: how long the Explorer takes to answer a click when its item
 * collections show the most items it loads (EXPLORER_ITEM_LIMIT, 2,000). The production build
 * (`vite build`, unless `--no-build`) is served from dist/ and driven in Debian's Chromium as the
 * browser tests drive it: a table made with the Create table form, 2,000 items brought in through
 * Import… (BatchWriteItem into the engine), then, on a different item each repeat:
 *
 * - first render: the Explorer opened on the table (from the start page) until its list shows;
 * - open editor / close editor: Edit on a row, then Cancel;
 * - open viewer / close viewer: a row's map value opened in the value inspector, then Close;
 * - Delete… / Keep: the row's question asked, then answered Keep;
 * - save edit: Save item on a changed attribute, until the form is gone and the row shows the change
 *   (a PutItem and the Explorer's Scan of the 2,000 items in the engine's worker, then the redraw).
 *
 * The list is virtualized (useVirtualRows.ts): only the rows near the viewport are in the document,
 * so each repeat first scrolls the page down until its item's row is drawn (not timed).
 *
 * Each figure runs from the click (dispatched in the page) to the first frame painted after the
 * page shows its outcome (a requestAnimationFrame, then a task), so it includes React's render and
 * the browser's style, layout and paint. Medians (and the slowest) of REPEATS repeats, in ms.
 *
 * Where the time went with all 2,000 rows in the document (Chromium traces): the value inspector, a
 * modal dialog, makes the rest of the page inert, and Chromium restyled all of it (38,000 elements);
 * the editor opening or closing moves the list, and pre-paint and hit testing walked its layout
 * objects (87,000). Then (5 repeats, a machine shared with other work) the viewer opened in 1,867 ms,
 * the editor in 454, a save took 1,418 and the first render 3,308; with a few dozen rows drawn, 112,
 * 92, 367 and 328 on the same machine. A save still waits for the Scan of the 2,000 items.
 *
 *   npm run bench:explorer-actions [-- --repeats 7] [-- --port 4319] [-- --no-build]
 */
import { chromium, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/chromiumLaunch.ts';
import { startStaticServer } from '../e2e/staticServer.ts';
import { EXPLORER_ITEM_LIMIT } from '../src/features/explorer/useTableItems.ts';
import { fixed, median, printTable } from './report.ts';

const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const REPEATS = Number(option('--repeats') ?? 7);
const PORT = Number(option('--port') ?? 4319);
const COLLECTIONS = EXPLORER_ITEM_LIMIT / 5;
const root = fileURLToPath(new URL('../', import.meta.url));

/** 400 item collections of 5 orders each, every item with a list and a map to open. */
const ITEMS = Array.from({ length: EXPLORER_ITEM_LIMIT }, (_, i) => ({
  PK: `CUSTOMER#${String(Math.floor(i / 5)).padStart(4, '0')}`,
  SK: `ORDER#${i % 5}`,
  name: `Customer ${Math.floor(i / 5)}`,
  total: (i * 7) % 1000,
  tags: ['new', 'gift', `batch-${i % 13}`],
  address: { city: 'Lisbon', zip: String(1000 + i) },
}));

/**
 * Runs in the page: clicks `click`, waits until every condition holds, then for the next frame to
 * be painted. Milliseconds from the click. A string, so that no bundler helper leaks into it.
 */
const TIME_ACTION = `
const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
const timed = async (start) => {
  await painted();
  return performance.now() - start;
};
window.timeAction = async ({ click, until }) => {
  const target = document.querySelector(click);
  if (!target) throw new Error('nothing to click: ' + click);
  const met = () => until.every(({ selector, gone }) => Boolean(document.querySelector(selector)) !== Boolean(gone));
  const start = performance.now();
  target.click();
  if (!met()) {
    await new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!met()) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });
  }
  return timed(start);
};
window.timeRows = async ({ hash, shown }) => {
  const start = performance.now();
  window.location.hash = hash;
  await new Promise((resolve) => {
    const check = () => (document.querySelector(shown) ? resolve() : requestAnimationFrame(check));
    check();
  });
  return timed(start);
};
// The list draws only the rows near the viewport: the page is scrolled down a screen at a time until
// the row is drawn (where an item lands is up to the Scan's order), then the row into the middle.
window.scrollToRow = async (selector) => {
  window.scrollTo(0, 0);
  for (;;) {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    const found = document.querySelector(selector);
    if (found) return found.scrollIntoView({ block: 'center' });
    const before = window.scrollY;
    window.scrollBy(0, window.innerHeight * 0.8);
    if (window.scrollY === before) throw new Error('no row ' + selector);
  }
};
`;

interface Condition {
  selector: string;
  gone?: boolean;
}

const attr = (name: string, value: string) => `[${name}=${JSON.stringify(value)}]`;
const TABLE = `table[aria-label="Item collections"][aria-rowcount="${EXPLORER_ITEM_LIMIT + 1}"]`;
const ROWS = `${TABLE} tbody tr[data-key]`;
const EDITOR = 'form[aria-label="Edit item"]';
const INSPECTOR = 'dialog.inspector';

async function timeAction(page: Page, click: string, until: Condition[]): Promise<number> {
  return page.evaluate(
    (spec) => (window as unknown as { timeAction(s: unknown): Promise<number> }).timeAction(spec),
    { click, until },
  );
}

async function makeTable(page: Page, url: string): Promise<void> {
  await page.goto(`${url}#/explorer`);
  await page.getByRole('button', { name: 'Create table' }).click();
  const form = page.getByRole('form', { name: 'Create table' });
  await form.getByLabel('Table name').fill('bench');
  await form.getByRole('button', { name: 'Create table' }).click();
  await page.waitForURL(/#\/explorer\/bench$/);
  await page.getByRole('button', { name: 'Import…' }).click();
  const importer = page.getByRole('form', { name: 'Import items' });
  await importer.getByLabel('Items (JSON)').fill(JSON.stringify(ITEMS));
  await importer.getByRole('button', { name: 'Import', exact: true }).click();
  await importer
    .getByRole('status')
    .filter({ hasText: `Imported: ${ITEMS.length.toLocaleString('en-US')} of` })
    .waitFor({ timeout: 120_000 });
  await importer.getByRole('button', { name: 'Close' }).click();
}

/** The Explorer opened on the table from the start page, until its list of 2,000 items shows. */
async function firstRender(page: Page): Promise<number> {
  await page.evaluate(() => (window.location.hash = '#/'));
  await page.locator(ROWS).first().waitFor({ state: 'detached' });
  return page.evaluate(
    (spec) => (window as unknown as { timeRows(s: unknown): Promise<number> }).timeRows(spec),
    { hash: '#/explorer/bench', shown: ROWS },
  );
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('vite build failed');
  }
  const server = await startStaticServer(`${root}dist/`, '/sandbox/', PORT);
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const times: Record<string, number[]> = {};
  const record = (name: string, ms: number) => (times[name] ??= []).push(ms);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript({ content: TIME_ACTION });
    await makeTable(page, server.url);
    await page.locator(ROWS).first().waitFor({ state: 'attached' });
    for (let repeat = 0; repeat < REPEATS; repeat++) {
      record('first render (2,000 items)', await firstRender(page));
      // A different item each time, spread over the list.
      const customer = String(Math.floor(((repeat + 0.5) * COLLECTIONS) / REPEATS)).padStart(4, '0');
      const name = `CUSTOMER#${customer} / ORDER#${repeat % 5}`;
      const edit = `button${attr('aria-label', `Edit ${name}`)}`;
      await page.evaluate(
        (selector) => (window as unknown as { scrollToRow(s: string): Promise<void> }).scrollToRow(selector),
        edit,
      );

      record('open editor', await timeAction(page, edit, [{ selector: EDITOR }]));
      const cancel = `${EDITOR} .item-editor__actions button[type="button"]`;
      record('close editor', await timeAction(page, cancel, [{ selector: EDITOR, gone: true }]));

      const map = `button${attr('aria-label', `M {2 attributes}: address of ${name}`)}`;
      record('open map viewer', await timeAction(page, map, [{ selector: INSPECTOR }]));
      const close = `${INSPECTOR} .inspector__header button`;
      record('close map viewer', await timeAction(page, close, [{ selector: INSPECTOR, gone: true }]));

      const ask = `button${attr('aria-label', `Delete ${name}…`)}`;
      record('Delete… question', await timeAction(page, ask, [{ selector: '.confirm-delete' }]));
      const keep = '.confirm-delete button:last-child';
      record('Delete… Keep', await timeAction(page, keep, [{ selector: '.confirm-delete', gone: true }]));

      // Save: the form is opened and changed first (not timed), then Save item until the row shows it.
      await page.locator(edit).click();
      const changed = `Renamed ${repeat}`;
      await page
        .locator(EDITOR)
        .getByLabel(/value: name$/)
        .fill(changed);
      record(
        'save edit',
        await timeAction(page, `${EDITOR} button[type="submit"]`, [
          { selector: EDITOR, gone: true },
          { selector: `.cell--s${attr('title', `S: ${JSON.stringify(changed)}`)}` },
        ]),
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const rows = [['action', 'median', 'slowest']];
  for (const [name, values] of Object.entries(times)) {
    rows.push([name, fixed(median(values)), fixed(Math.max(...values))]);
  }
  console.log(
    `\nExplorer with ${ITEMS.length.toLocaleString('en-US')} items shown, Chromium: click to painted, ms (${REPEATS} repeats)`,
  );
  printTable(rows);
}

await main();
