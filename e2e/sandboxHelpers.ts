/** Shared steps for specs about the sandbox as a whole: a small sandbox to save, download and reset. */
import type { Page } from '@playwright/test';
import { appTable, openConsole, runJson } from './consoleHelpers.ts';
import { expect } from './fixtures.ts';

/** The item a small sandbox holds, in the card's `app` table. */
export const graceProfile = { PK: { S: 'CUSTOMER#7' }, SK: { S: 'PROFILE' }, name: { S: 'Grace' } };

/** Opens the console and makes the `app` table with one item. */
export async function makeSmallSandbox(page: Page): Promise<void> {
  await openConsole(page);
  expect(await runJson(page, 'CreateTable', appTable)).toMatch(/Succeeded/);
  await expect
    .poll(async () => runJson(page, 'PutItem', { TableName: 'app', Item: graceProfile }), { timeout: 10_000 })
    .toMatch(/Succeeded/);
}

/** "Download sandbox" from the footer; the download, to save or inspect. */
export async function downloadSandbox(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('contentinfo').getByRole('button', { name: 'Download sandbox' }).click(),
  ]);
  return download;
}

/** "Reset sandbox", confirmed, and the app shows no tables. */
export async function resetSandbox(page: Page): Promise<void> {
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Reset sandbox' }).click();
  await footer.getByRole('button', { name: 'Delete everything' }).click();
  await expect(page.getByLabel('Table', { exact: true })).toContainText('no tables yet');
}
