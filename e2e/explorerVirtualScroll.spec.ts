/**
 * The virtualized item list (useVirtualRows.ts) while it scrolls: rows measured as they come into
 * view must not move what is on screen, and a jump far down the list is drawn in the frame it lands.
 */
import type { Page } from '@playwright/test';
import { createExplorerTable, importItems } from './explorerSteps.ts';
import { expect, test } from './fixtures.ts';

/** Rows of very different heights: most one line, some a paragraph, some two dozen attributes. */
const items = Array.from({ length: 800 }, (_, i) => ({
  PK: `C#${String(Math.floor(i / 7)).padStart(3, '0')}`,
  SK: `O#${String(i).padStart(3, '0')}`,
  total: i,
  ...(i % 11 === 0 ? { note: 'word '.repeat(60) } : {}),
  ...(i % 13 === 0
    ? Object.fromEntries(Array.from({ length: 25 }, (_, k) => [`attr${k}`, `value${k}`]))
    : {}),
}));

/** Scrolls the page by `by` px, and after the frames that follow, where a row on screen moved. */
const scrollAndTrack = (page: Page, by: number) =>
  page.evaluate(async (by) => {
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    const rows = [...document.querySelectorAll<HTMLElement>('table.collections tbody > tr[data-key]')];
    const row = rows.find((shown) => shown.getBoundingClientRect().top > 100)!;
    const before = row.getBoundingClientRect().top;
    window.scrollBy(0, by);
    for (let count = 0; count < 4; count++) await frame();
    return { row: row.dataset.key, moved: row.isConnected ? row.getBoundingClientRect().top - before : NaN };
  }, by);

/** After a scroll to `y`, whether rows cover the viewport in the first frame drawn there. */
const coveredAtFirstFrame = (page: Page, y: number) =>
  page.evaluate(async (y) => {
    window.scrollTo(0, y);
    await new Promise((done) => requestAnimationFrame(done));
    const rows = [...document.querySelectorAll('table.collections tbody > tr[data-key]')];
    return rows.some((row) => {
      const box = row.getBoundingClientRect();
      return box.top <= window.innerHeight / 2 && box.bottom >= window.innerHeight / 2;
    });
  }, y);

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 720 },
]) {
  test(`explorer: the long list scrolls without jumps or blank frames (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('./#/explorer');
    await createExplorerTable(page, 'long');
    await importItems(page, items);
    await expect(page.getByRole('table', { name: 'Item collections' })).toHaveAttribute(
      'aria-rowcount',
      '801',
    );

    // Far down in one jump (the End key, a scrollbar dragged): rows are there in the first frame.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (const at of [0.5, 0.2, 0.8]) expect.soft(await coveredAtFirstFrame(page, height * at)).toBe(true);

    // Up, then down, a wheel's notch at a time: each row on screen moves by exactly the scroll,
    // however much taller or shorter than estimated the rows coming into the document turn out (to
    // the pixel: the page scrolls by whole pixels, the rows are measured in fractions).
    const misses: string[] = [];
    for (const by of [-150, 150])
      for (let step = 0; step < 25; step++) {
        const { row, moved } = await scrollAndTrack(page, by);
        if (!(Math.abs(moved + by) <= 2)) misses.push(`${row} moved ${moved} on a scroll by ${by}`);
      }
    expect.soft(misses).toEqual([]);

    // Turned to the other width (a phone turned, a window resized), every row's height changes:
    // the row at the top of the screen stays where it was, as in a page whose rows are all in it.
    const onTop = await page.evaluate(() => {
      const rows = [...document.querySelectorAll<HTMLElement>('table.collections tbody > tr[data-key]')];
      return rows.find((shown) => shown.getBoundingClientRect().bottom > 0)!.dataset.key!;
    });
    const top = (key: string) =>
      page.evaluate(
        (key) =>
          [...document.querySelectorAll<HTMLElement>('table.collections tbody > tr[data-key]')]
            .find((shown) => shown.dataset.key === key)
            ?.getBoundingClientRect().top,
        key,
      );
    const before = await top(onTop);
    await page.setViewportSize(
      viewport.width > 400 ? { width: 360, height: 720 } : { width: 1280, height: 800 },
    );
    await expect.poll(async () => Math.abs((await top(onTop))! - before!)).toBeLessThanOrEqual(2);
  });
}
