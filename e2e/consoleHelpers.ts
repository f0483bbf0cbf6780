/** Shared steps for console specs: open the console, pick a mode, write in the editor, run. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export async function openConsole(page: Page): Promise<void> {
  await page.goto('./#/console');
  await expect(page.getByRole('tab', { name: 'JSON' })).toBeVisible();
  // The engine answered once the clock shows a time.
  await expect(page.getByLabel('Simulated time')).toBeVisible();
}

export async function chooseMode(
  page: Page,
  mode: 'JSON' | 'JavaScript' | 'AWS CLI' | 'PartiQL',
): Promise<void> {
  await page
    .getByRole('tablist', { name: 'Console mode' })
    .getByRole('tab', { name: mode, exact: true })
    .click();
}

/** Waits for Monaco (loaded lazily), then replaces the editor's text. */
export async function setEditorText(page: Page, text: string): Promise<void> {
  const editor = page.locator('.monaco-editor').first();
  await expect(editor).toBeVisible({ timeout: 15_000 });
  await editor.locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  // Pasted, not typed: typing would let Monaco auto-close brackets and quotes and re-indent lines.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('ControlOrMeta+V');
  // The drafts are saved as they change: the saved text is the editor's whole text.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('dynamo-sandbox:ui') ?? ''))
    .toContain(JSON.stringify(text).slice(1, -1));
}

/** The error box of the shown result (Monaco has role="alert" regions of its own). */
export function errorBox(page: Page) {
  return page.locator('.error-box');
}

export async function loadExample(
  page: Page,
  group: 'JavaScript' | 'JSON' | 'AWS CLI' | 'PartiQL',
  title: string,
): Promise<void> {
  const example = page
    .getByRole('list', { name: `${group} examples` })
    .getByRole('button', { name: title, exact: true });
  await example.click();
  // A JavaScript example's code is fetched when it is picked: it is in the editor once marked current.
  await expect(example).toHaveAttribute('aria-current', 'true');
}

export async function run(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Run/ }).click();
}

/** Waits until the newest run has finished, and returns its status text. */
export async function finishedStatus(page: Page): Promise<string> {
  const status = page.locator('.run-status');
  await expect(status).not.toHaveText(/Running/, { timeout: 20_000 });
  return (await status.textContent()) ?? '';
}

/** What a JavaScript run printed (console.log and the run's notices). */
export function consoleOutput(page: Page) {
  return page.getByRole('region', { name: 'Console output' });
}

/** Replaces the editor's code, runs it, and returns the status it finished with. */
export async function runJs(page: Page, code: string): Promise<string> {
  await setEditorText(page, code);
  await run(page);
  return finishedStatus(page);
}

export async function runJson(page: Page, operation: string, body: object): Promise<string> {
  await chooseMode(page, 'JSON');
  await page.getByLabel('Operation').selectOption(operation);
  await setEditorText(page, JSON.stringify(body, null, 2));
  await run(page);
  return finishedStatus(page);
}

/**
 * CreateTable, then `aws dynamodb wait table-exists` as a client would: the table is CREATING for a
 * moment of simulated time (400 ms), and a read or write sent then is refused with
 * ResourceNotFoundException, as on DynamoDB. Leaves the Console in AWS CLI mode.
 */
export async function createActiveTable(page: Page, table: { TableName: string }): Promise<void> {
  expect(await runJson(page, 'CreateTable', table)).toMatch(/Succeeded/);
  await chooseMode(page, 'AWS CLI');
  await setEditorText(page, `aws dynamodb wait table-exists --table-name ${table.TableName}`);
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
}

export const appTable = {
  TableName: 'app',
  BillingMode: 'PAY_PER_REQUEST',
  KeySchema: [
    { AttributeName: 'PK', KeyType: 'HASH' },
    { AttributeName: 'SK', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'PK', AttributeType: 'S' },
    { AttributeName: 'SK', AttributeType: 'S' },
  ],
};
