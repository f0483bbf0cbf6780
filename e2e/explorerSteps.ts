/**
 * The steps the Explorer specs share: a table made with the Create table form (PK/SK strings,
 * on-demand) and waited for, and items put in it through Import….
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Creates `name` with the open Explorer's form and waits until its summary says ACTIVE. */
export async function createExplorerTable(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Create table' }).click();
  const create = page.getByRole('form', { name: 'Create table' });
  await create.getByLabel('Table name').fill(name);
  await create.getByRole('button', { name: 'Create table' }).click();
  await expect(page.locator('.table-summary')).toContainText('ACTIVE');
}

/**
 * Imports `items` (plain JSON values) into the shown table with Import…, all of them, and closes it.
 * `timeout`: how long the writes may take (thousands of items take seconds on a loaded machine).
 */
export async function importItems(page: Page, items: object[], timeout?: number): Promise<void> {
  await page.getByRole('button', { name: 'Import…' }).click();
  const importer = page.getByRole('form', { name: 'Import items' });
  await importer.getByLabel('Items (JSON)').fill(JSON.stringify(items));
  await importer.getByRole('button', { name: 'Import', exact: true }).click();
  const count = items.length.toLocaleString('en-US');
  await expect(importer.getByRole('status')).toHaveText(`Imported: ${count} of ${count} items written.`, {
    timeout,
  });
  await importer.getByRole('button', { name: 'Close' }).click();
}
