/**
 * What keeps the Explorer's item collections quick with its 2,000 items (bench/explorerActions.ts
 * times it): Delete…'s question opens over the row's actions instead of widening their column,
 * which had the browser lay out every row again; and the table's box is a scroll container only
 * while the table is wider than it, as Chromium paints all of a scroll container's content on any
 * change.
 */
import type { Locator } from '@playwright/test';
import { createExplorerTable, importItems } from './explorerSteps.ts';
import { expect, saveScreenshot, test } from './fixtures.ts';

const items = [
  { PK: 'CUSTOMER#42', SK: 'PROFILE', name: 'Ada' },
  { PK: 'CUSTOMER#42', SK: 'ORDER#1', total: 35 },
  { PK: 'CUSTOMER#7', SK: 'ORDER#2', total: 12 },
];

/** The widths of the table's columns, from its header cells. */
const columnWidths = (table: Locator) =>
  table.locator('thead th').evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width));

test('explorer: Delete… asks over the row’s actions, the columns unchanged; the table scrolls sideways only when wider than its box', async ({
  page,
}) => {
  await page.goto('./#/explorer');
  await createExplorerTable(page, 'rows');
  await importItems(page, items);

  const collections = page.getByRole('table', { name: 'Item collections' });
  await expect(collections.locator('tbody tr')).toHaveCount(3);
  const widths = await columnWidths(collections);
  const ask = collections.getByRole('button', { name: 'Delete CUSTOMER#42 / ORDER#1…' });
  await ask.click();
  const confirm = collections.getByRole('button', { name: 'Delete CUSTOMER#42 / ORDER#1', exact: true });
  await expect(confirm).toBeFocused();
  await expect(confirm).toBeInViewport();
  await expect(collections.getByRole('button', { name: 'Keep' })).toBeInViewport();
  expect(await columnWidths(collections)).toEqual(widths);
  await saveScreenshot(page, 'explorer-delete-question');
  // Escape answers Keep, and the focus goes back to Delete…
  await page.keyboard.press('Escape');
  await expect(ask).toBeFocused();
  expect(await columnWidths(collections)).toEqual(widths);

  // The table fits: its box is no scroll container. On a phone it is, and the page keeps its width.
  const box = page.locator('.scroll-x').filter({ has: collections });
  const overflow = () => box.evaluate((element) => getComputedStyle(element).overflowX);
  expect(await overflow()).toBe('visible');
  await page.setViewportSize({ width: 360, height: 720 });
  await expect.poll(overflow).toBe('auto');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The question still opens in sight there, over the sticky actions.
  await ask.click();
  await expect(confirm).toBeInViewport();
  await saveScreenshot(page, 'explorer-delete-question-phone');
  await confirm.click();
  await expect(collections.locator('tbody tr')).toHaveCount(2);
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect.poll(overflow).toBe('visible');
});
