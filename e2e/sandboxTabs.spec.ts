/**
 * The sandbox open in two tabs of one browser: one saved copy, written by one tab at a time
 * (worker/persistence/saveLock.ts), so neither tab silently overwrites the other's work.
 */
import type { Page } from '@playwright/test';
import { appTable, openConsole, runJson } from './consoleHelpers.ts';
import { expect, test } from './fixtures.ts';

// The Console's table list (a select whose options are the tables).
const tables = (page: Page) => page.getByLabel('Table', { exact: true });
const footer = (page: Page) => page.getByRole('contentinfo');
const otherTabNotice = (page: Page) =>
  page.getByRole('region', { name: 'Dynamo Sandbox is open in another tab' });

/** The first tab makes a table and saves it; the second opens on the saved copy, unsaved. */
async function openTwoTabs(page: Page) {
  await openConsole(page);
  expect(await runJson(page, 'CreateTable', appTable)).toMatch(/Succeeded/);
  await expect(footer(page)).toContainText('Saved in this browser at');
  const second = await page.context().newPage();
  await openConsole(second);
  await expect(otherTabNotice(second)).toContainText('what you change here is not saved');
  await expect(footer(second)).toContainText('Not saved: another tab saves this sandbox.');
  await expect(tables(second)).toContainText('app');
  // The first tab saves as before, and shows no notice.
  await expect(footer(page)).toContainText('Saved in this browser at');
  await expect(otherTabNotice(page)).toHaveCount(0);
  return second;
}

test('a second tab works unsaved; when the first closes it continues with the latest save', async ({
  page,
}) => {
  const second = await openTwoTabs(page);
  expect(await runJson(page, 'CreateTable', { ...appTable, TableName: 'later' })).toMatch(/Succeeded/);
  // Saved a moment after the change.
  await page.waitForTimeout(1_000);
  await expect(tables(second)).not.toContainText('later');

  await page.close();
  await expect(otherTabNotice(second)).toHaveCount(0);
  await expect(footer(second)).toContainText('Saved in this browser');
  await expect(tables(second)).toContainText('later');
  await second.reload();
  await expect(tables(second)).toContainText('later');
  await expect(otherTabNotice(second)).toHaveCount(0);
});

test('when both tabs changed the sandbox, the learner chooses which one stays', async ({ page }) => {
  const second = await openTwoTabs(page);
  expect(await runJson(second, 'CreateTable', { ...appTable, TableName: 'mine' })).toMatch(/Succeeded/);

  await page.close();
  const closed = second.getByRole('region', { name: 'The tab that saved your sandbox has closed' });
  await expect(closed).toBeVisible();
  await closed.getByRole('button', { name: 'Save this tab’s sandbox' }).click();
  await expect(closed).toHaveCount(0);
  await expect(footer(second)).toContainText('Saved in this browser at');
  await second.reload();
  await expect(tables(second)).toContainText('mine');
  await expect(footer(second)).toContainText('Saved in this browser');
});
