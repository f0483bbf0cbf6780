/**
 * The virtualized item list (useVirtualRows.ts) at phone width: the table is as wide wherever the
 * list is scrolled. Only the rows near the viewport are drawn, and a long value (shown cut at 40
 * characters) widens the attributes column; were the column as wide as the rows drawn need, the table
 * would widen and narrow as such rows come and go, and every row on screen would wrap anew.
 */
import type { Page } from '@playwright/test';
import { createExplorerTable, importItems } from './explorerSteps.ts';
import { expect, test } from './fixtures.ts';

/** 300 short items; only rows 140 to 179, far from either end, hold a long string. */
const items = Array.from({ length: 300 }, (_, i) => ({
  PK: `C#${String(Math.floor(i / 7)).padStart(3, '0')}`,
  SK: `O#${String(i).padStart(3, '0')}`,
  total: i,
  ...(i >= 140 && i < 180 ? { note: 'word '.repeat(60) } : {}),
}));

/**
 * The page scrolled from top to bottom a screenful at a time, then back to the top: at each stop,
 * the table's width and whether a long value is among the rows drawn.
 */
const widthsWhileScrolling = (page: Page) =>
  page.evaluate(async () => {
    const stops: { y: number; width: number; long: boolean }[] = [];
    const stopAt = async (y: number) => {
      window.scrollTo(0, y);
      for (let count = 0; count < 4; count++) await new Promise((done) => requestAnimationFrame(done));
      const table = document.querySelector<HTMLElement>('table.collections')!;
      const long = [...table.querySelectorAll('tbody > tr[data-key] .cell--s')].some(
        (cell) => cell.textContent!.length > 40,
      );
      stops.push({ y: window.scrollY, width: table.getBoundingClientRect().width, long });
    };
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) await stopAt(y);
    await stopAt(0);
    return stops;
  });

test('explorer: at phone width the long list is as wide wherever it is scrolled', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 720 });
  await page.goto('./#/explorer');
  await createExplorerTable(page, 'wide');
  await importItems(page, items);
  await expect(page.getByRole('table', { name: 'Item collections' })).toHaveAttribute('aria-rowcount', '301');

  // Some stops draw a long value, some (the top, the bottom) none: the table is as wide at every one.
  const stops = await widthsWhileScrolling(page);
  expect(stops.some((stop) => stop.long)).toBe(true);
  expect(stops.some((stop) => !stop.long)).toBe(true);
  expect(stops.filter((stop) => stop.width !== stops[0].width)).toEqual([]);
});
