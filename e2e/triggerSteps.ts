/**
 * The steps the trigger specs share: a table made in the Explorer with its Stream & triggers tab
 * open, the stream turned on, items added, a trigger made from a template, a trigger's metrics read,
 * the clock paused to be stepped a second at a time.
 */
import type { Page } from '@playwright/test';
import { expect, saveScreenshot } from './fixtures.ts';

/** Creates a table with the explorer's form (PK/SK strings, on-demand) and opens its stream tab. */
export async function createTable(page: Page, name: string) {
  await page.goto('./#/explorer');
  await expect(page.getByLabel('Simulated time')).toBeVisible();
  await page.getByRole('button', { name: 'Create table' }).click();
  const form = page.getByRole('form', { name: 'Create table' });
  await form.getByLabel('Table name').fill(name);
  await form.getByRole('button', { name: 'Create table' }).click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await page.getByRole('tab', { name: 'Stream & triggers' }).click();
}

/**
 * Waits until the shown table's summary says ACTIVE (the Explorer reads a settling table again by
 * itself): UpdateTable and writes are refused while it is CREATING or UPDATING. Clicking until they
 * worked spent a second on each refusal.
 */
export async function expectTableActive(page: Page) {
  const status = page.locator('.table-summary div', { has: page.locator('dt', { hasText: /^Status$/ }) });
  await expect(status.locator('dd')).toHaveText('ACTIVE');
}

/** Turns the stream on, once the table is ACTIVE. */
export async function enableStream(page: Page) {
  await expectTableActive(page);
  const enable = page.getByRole('form', { name: 'Enable the stream' });
  await enable.getByRole('radio', { name: /\bNEW_AND_OLD_IMAGES$/ }).check();
  await enable.getByRole('button', { name: 'Enable stream' }).click();
  await expect(page.getByText('The stream is on')).toBeVisible();
}

export async function addItem(page: Page, pk: string, sk: string, extra?: [string, string, string]) {
  await page.getByRole('button', { name: 'Add item' }).click();
  const editor = page.getByRole('form', { name: 'Add item' });
  await editor.getByLabel('Attribute 1 value').fill(pk);
  await editor.getByLabel('Attribute 2 value').fill(sk);
  if (extra) {
    await editor.getByRole('button', { name: '+ Add attribute' }).click();
    await editor.getByLabel('Attribute 3 name').fill(extra[0]);
    await editor.getByLabel('Attribute 3 type').selectOption(extra[1]);
    await editor.getByLabel('Attribute 3 value').fill(extra[2]);
  }
  await editor.getByRole('button', { name: 'Save item' }).click();
  await expect(editor).toBeHidden();
}

export async function createTriggerFrom(page: Page, template: string, screenshot?: string) {
  await page.getByRole('button', { name: 'New trigger' }).click();
  const form = page.getByRole('form', { name: 'New trigger' });
  await form.getByRole('radio', { name: new RegExp(`^${template}`) }).check();
  // The handler's editor is Monaco, loaded on demand.
  await expect(form.locator('.monaco-editor')).toBeVisible({ timeout: 15_000 });
  if (screenshot) await saveScreenshot(page, screenshot);
  await form.getByRole('button', { name: 'Create trigger' }).click();
  await expect(form).toBeHidden();
}

/** The value shown for one of a trigger's metrics (Invocations, Records processed …). */
export function metric(page: Page, trigger: string, term: string) {
  return page
    .getByLabel(`${trigger} metrics`)
    .locator('div')
    .filter({ has: page.getByText(term, { exact: true }) })
    .locator('dd');
}

export async function pauseClock(page: Page) {
  await page.getByRole('button', { name: 'Pause the clock' }).click();
  await expect(page.getByRole('button', { name: 'Resume the clock' })).toBeVisible();
  await page.getByLabel('Step size').selectOption('1');
}
