/**
 * The Explorer's item collections draw only the rows near the viewport (useVirtualRows.ts): with the
 * 2,000 items it loads, a click's answer took up to half a second with all of them in the document
 * (bench/explorerActions.ts). Every item stays reachable: by scrolling, and by Tab and Shift+Tab in
 * the order the rows come, the rows drawn following the focus.
 */
import type { Page } from '@playwright/test';
import { createExplorerTable, importItems } from './explorerSteps.ts';
import { expect, test } from './fixtures.ts';

/** 400 collections of 5 orders; each item has a map, so a row holds three controls. */
const items = Array.from({ length: 2_000 }, (_, i) => ({
  PK: `CUSTOMER#${String(Math.floor(i / 5)).padStart(4, '0')}`,
  SK: `ORDER#${i % 5}`,
  total: i,
  address: { city: 'Lisbon' },
}));

/** The focused element's row (its aria-rowindex: the header is 1) and accessible name. */
const focusedControl = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement!;
    return {
      row: Number(focused.closest('tr')?.getAttribute('aria-rowindex')),
      name: focused.getAttribute('aria-label') ?? '',
    };
  });

test('explorer: 2,000 items, only the rows near the viewport drawn; every one reached by scrolling and by the keyboard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('./#/explorer');
  await createExplorerTable(page, 'long');
  await importItems(page, items, 60_000);

  // The table says it holds 2,001 rows (with its header); far fewer are in the document.
  const collections = page.getByRole('table', { name: 'Item collections' });
  await expect(collections).toHaveAttribute('aria-rowcount', '2001');
  const drawn = collections.locator('tbody tr[aria-rowindex]');
  await expect(drawn.first()).toHaveAttribute('aria-rowindex', '2');
  expect(await drawn.count()).toBeLessThan(100);
  const row = (index: number) => collections.locator(`tbody tr[aria-rowindex="${index}"]`);

  // Tab goes through the rows in order, three controls each (the map, Edit, Delete…), well past the
  // rows first drawn: each one focused is scrolled into view, and the rows drawn follow it.
  await row(2).getByRole('button').first().focus();
  const steps: { row: number; name: string }[] = [];
  for (let press = 0; press < 150; press++) {
    await page.keyboard.press('Tab');
    steps.push(await focusedControl(page));
  }
  expect(steps.map((step) => step.row)).toEqual(steps.map((_, press) => 2 + Math.floor((press + 1) / 3)));
  expect(steps.at(-1)!.name).toMatch(/^M \{1 attribute\}: address of CUSTOMER#\d{4} \/ ORDER#\d$/);
  await expect(page.locator(':focus')).toBeInViewport();
  await expect(row(5)).toHaveCount(0);
  expect(await drawn.count()).toBeLessThan(100);
  // Shift+Tab goes back the same way.
  await page.keyboard.press('Shift+Tab');
  expect(await focusedControl(page)).toMatchObject({ row: 51, name: /^Delete .*…$/ });

  // The value inspector opens from a row far down, and gives the focus back to it.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  const map = page.locator(':focus');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: /address of CUSTOMER/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(map).toBeFocused();

  // Scrolling (End, from the keyboard) brings the last item in, drawn as it comes into view.
  await page.keyboard.press('End');
  await expect(row(2001)).toBeInViewport();
  expect(await drawn.count()).toBeLessThan(100);
  // And from there, Tab into the list from above it lands on the first item, as it did before.
  await collections.evaluate((table: HTMLElement) => table.focus({ preventScroll: true }));
  await page.keyboard.press('Tab');
  expect(await focusedControl(page)).toMatchObject({ row: 2, name: /^M \{1 attribute\}: address of / });
  await expect(page.locator(':focus')).toBeInViewport();

  // From the top of the page, Shift+Tab from the footer's first button reaches the last item's
  // Delete… — the last row with controls stays in the document wherever the page is scrolled.
  await expect(row(2001)).not.toBeInViewport();
  await page
    .getByRole('button', { name: 'Download sandbox' })
    .evaluate((button: HTMLElement) => button.focus({ preventScroll: true }));
  await page.keyboard.press('Shift+Tab');
  const lastDelete = row(2001).getByRole('button', { name: /^Delete .*…$/ });
  await expect(lastDelete).toBeFocused();
  await expect(lastDelete).toBeInViewport();

  // Edit on it opens the item editor above the list, and scrolls there; Cancel gives the focus back
  // to Edit, whose row stayed in the document meanwhile.
  const edit = row(2001).getByRole('button', { name: /^Edit / });
  await edit.click();
  const editor = page.getByRole('form', { name: 'Edit item' });
  await expect(editor).toBeInViewport();
  await expect(edit).not.toBeInViewport();
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeFocused();
  await expect(edit).toBeInViewport();

  // On a phone the table scrolls sideways in its box, the page keeps its width, and the rows drawn
  // still follow the page down, their actions (kept at the box's right edge) in sight.
  await page.setViewportSize({ width: 360, height: 720 });
  // Halfway down the page, rows from the middle of the list fill the screen, one after another.
  const inView = () =>
    drawn.evaluateAll((rows) =>
      rows
        .filter((shown) => {
          const box = shown.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight;
        })
        .map((shown) => Number(shown.getAttribute('aria-rowindex'))),
    );
  // Rows are measured again at the new width a frame or more after the resize, which changes the
  // page's height: a scroll to half of the height read before that can land near the end. So the
  // scroll is repeated, at half the height as it is then, until the rows in view are the middle ones.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    const middle = await inView();
    expect(middle.length).toBeGreaterThan(3);
    expect(middle).toEqual(middle.map((_, at) => middle[0] + at));
    expect(middle[0]).toBeGreaterThan(200);
    expect(middle.at(-1)).toBeLessThan(1_800);
  }).toPass();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(edit).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await drawn.count()).toBeLessThan(100);
});
