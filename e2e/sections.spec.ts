import type { Page } from '@playwright/test';
import { appTable, createActiveTable, openConsole, runJson } from './consoleHelpers.ts';
import { focusRingContrast, textContrasts } from './contrast.ts';
import { expect, onOnePage, saveScreenshot } from './fixtures.ts';

// On one page: the app and the Console's editor load once for the file.
const test = onOnePage();

const nav = (page: Page) => page.getByRole('navigation', { name: 'Sections' });

test('sections are routes: links, back/forward and reload keep the place', async ({ page }) => {
  await page.goto('./');
  await nav(page).getByRole('link', { name: 'Heatmap' }).click();
  await expect(page).toHaveURL(/#\/heatmap$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Heatmap');
  await expect(page.getByRole('region', { name: 'Load generator' })).toBeVisible();
  await saveScreenshot(page, 'section-heatmap');

  await nav(page).getByRole('link', { name: 'Metrics' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Metrics');
  await saveScreenshot(page, 'section-metrics');
  await nav(page).getByRole('link', { name: 'Lessons' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lessons');
  await saveScreenshot(page, 'section-lessons');

  await page.goBack();
  await expect(page).toHaveURL(/#\/metrics$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Metrics');
  await page.goForward();
  await expect(page).toHaveURL(/#\/lessons$/);

  await nav(page).getByRole('link', { name: 'Console' }).click();
  await expect(page.getByRole('tab', { name: 'JSON' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'JSON' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Console' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle('Console · Dynamo Sandbox');
});

test('the virtual clock pauses, steps and changes speed', async ({ page }) => {
  await page.goto('./#/console');
  const clock = page.getByRole('group', { name: 'Virtual clock' });
  await expect(clock).toBeVisible();
  await clock.getByRole('button', { name: 'Pause the clock' }).click();
  await expect(clock.getByRole('button', { name: 'Resume the clock' })).toBeVisible();
  const time = clock.getByLabel('Simulated time');
  const before = Date.parse(`${(await time.textContent())?.replace(' UTC', 'Z').replace(' ', 'T')}`);
  await clock.getByLabel('Step size').selectOption('86400');
  await clock.getByRole('button', { name: 'Step' }).click();
  await expect
    .poll(
      async () =>
        Date.parse(`${(await time.textContent())?.replace(' UTC', 'Z').replace(' ', 'T')}`) - before,
    )
    .toBe(86_400_000);
  await clock.getByLabel('Clock speed').selectOption('1000');
  await expect(clock.getByLabel('Clock speed')).toHaveValue('1000');
  await clock.getByRole('button', { name: 'Resume the clock' }).click();
  await expect(clock.getByRole('button', { name: 'Pause the clock' })).toBeVisible();
  await saveScreenshot(page, 'header-clock');
});

test('a table deleted in the Console leaves the header’s list once it is gone, on another page too', async ({
  page,
}) => {
  await openConsole(page);
  await createActiveTable(page, { ...appTable, TableName: 'short-lived' });
  const picker = page.getByLabel('Table', { exact: true });
  await expect(picker.getByRole('option', { name: 'short-lived', exact: true })).toHaveCount(1);
  // Paused, the table stays DELETING: the Console's own refresh after the run still lists it.
  const clock = page.getByRole('group', { name: 'Virtual clock' });
  await clock.getByRole('button', { name: 'Pause the clock' }).click();
  expect(await runJson(page, 'DeleteTable', { TableName: 'short-lived' })).toMatch(/Succeeded/);
  await nav(page).getByRole('link', { name: 'Metrics' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Metrics');
  await expect(picker.getByRole('option', { name: 'short-lived', exact: true })).toHaveCount(1);
  // The clock finishes the deletion on the Metrics page, where nothing else reads the tables.
  await clock.getByRole('button', { name: 'Resume the clock' }).click();
  await expect(picker.getByRole('option', { name: 'short-lived', exact: true })).toHaveCount(0);
});

test('the console and explorer fit a phone-sized screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const hash of ['#/console', '#/explorer']) {
    await page.goto(`./${hash}`);
    await expect(page.getByLabel('Simulated time')).toBeVisible();
    if (hash === '#/console') await expect(page.locator('.monaco-editor')).toBeVisible({ timeout: 15_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, hash).toBeLessThanOrEqual(0);
    await saveScreenshot(page, `phone-${hash.slice(2)}`);
  }
});

test('on a phone, an item collection and a solution’s languages stay within the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openConsole(page);
  expect(await runJson(page, 'CreateTable', appTable)).toMatch(/Succeeded/);
  const order = {
    PK: { S: 'CUSTOMER#42' },
    SK: { S: 'ORDER#2026-10-02#A17' },
    note: { S: 'A note long enough to need more room than a phone has' },
  };
  await expect
    .poll(async () => runJson(page, 'PutItem', { TableName: 'app', Item: order }), { timeout: 10_000 })
    .toMatch(/Succeeded/);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  await page.goto('./#/explorer/app');
  const collections = page.getByRole('table', { name: 'Item collections' });
  await expect(collections).toContainText('ORDER#2026-10-02#A17');
  expect(await overflow()).toBeLessThanOrEqual(0);
  // The table scrolls sideways inside its own box instead.
  expect(await collections.evaluate((table) => table.parentElement!.scrollWidth)).toBeGreaterThan(390);

  // A table name is one long word: it breaks in the list, the heading and the summary.
  const longName = `orders_${'x'.repeat(120)}`;
  await page.goto('./#/console');
  await expect(page.getByRole('tab', { name: 'JSON', exact: true })).toBeVisible();
  expect(await runJson(page, 'CreateTable', { ...appTable, TableName: longName })).toMatch(/Succeeded/);
  await page.goto(`./#/explorer/${longName}`);
  await expect(page.getByRole('heading', { level: 2, name: longName })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);

  await page.goto('./#/lessons/01-keys-and-item-collections');
  const exercise = page.locator('section.exercise').nth(1);
  await exercise.getByText('Show a solution').click();
  await expect(exercise.getByRole('radiogroup', { name: 'Show the requests as' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  // Inline code is one long word (`attribute_not_exists(PK)`): it breaks rather than widen the page.
  await page.goto('./#/lessons/04-transactions');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
});

test('keyboard: the Console’s mode tabs move with arrow keys, and the Export menu closes on Escape', async ({
  page,
}) => {
  await openConsole(page);
  const tabs = page.getByRole('tablist', { name: 'Console mode' });
  const selected = tabs.getByRole('tab', { selected: true });
  const first = await selected.textContent();
  await selected.focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { selected: true })).not.toHaveText(first!);
  await expect(tabs.getByRole('tab', { selected: true })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.getByRole('tab', { selected: true })).toHaveText(first!);
  // One Tab stop: the unselected tabs are skipped.
  await expect(tabs.locator('[tabindex="0"]')).toHaveCount(1);

  expect(await runJson(page, 'CreateTable', appTable)).toMatch(/Succeeded/);
  await page.goto('./#/explorer/app');
  const exportMenu = page.locator('details.transfer-menu__export');
  await exportMenu.locator('summary').click();
  await expect(exportMenu).toHaveAttribute('open', '');
  await page.keyboard.press('Escape');
  await expect(exportMenu).not.toHaveAttribute('open');
  await expect(exportMenu.locator('summary')).toBeFocused();
});

test('both colour schemes: text on the accent at 4.5:1, focus rings at 3:1, the editor follows a change', async ({
  page,
}) => {
  await openConsole(page);
  const tabs = page.getByRole('tablist', { name: 'Console mode' });
  await tabs.getByRole('tab', { selected: true }).focus();
  // A key press first, so a focus moved from script shows its ring (:focus-visible).
  await page.keyboard.press('ArrowRight');
  const selected = tabs.getByRole('tab', { selected: true });
  await expect(selected).toBeFocused();
  const run = page.getByRole('button', { name: /^Run/ });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const editor = page.locator('.monaco-editor').first();
    await expect(editor).toBeVisible();
    if (colorScheme === 'dark') await expect(editor).toHaveClass(/\bvs-dark\b/);
    else await expect(editor).not.toHaveClass(/\bvs-dark\b/);
    for (const measured of await textContrasts(selected.or(run))) {
      expect(measured.ratio, `${colorScheme}: ${measured.text}`).toBeGreaterThanOrEqual(4.5);
    }
    // Drawn inside the selected tab, on the accent; around Run, on the toolbar.
    expect(await focusRingContrast(selected), colorScheme).toBeGreaterThanOrEqual(3);
    await run.focus();
    expect(await focusRingContrast(run), colorScheme).toBeGreaterThanOrEqual(3);
    await selected.focus();
  }

  // What the keyboard focus scrolls to stops below the sticky header, however tall its rows make it.
  for (const width of [800, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) -
            document.querySelector('.app-header')!.getBoundingClientRect().height,
        ),
      )
      .toBeGreaterThanOrEqual(0);
  }
});
