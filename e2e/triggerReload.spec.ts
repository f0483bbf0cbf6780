/**
 * A Lambda-style trigger kept over a reload, against the production build: the stream's records and
 * the trigger's place in them come back, new code is deployed in place, and it is disabled and deleted.
 */
import { expect, test } from './fixtures.ts';
import { addItem, createTable, createTriggerFrom, enableStream, metric } from './triggerSteps.ts';

test('a trigger survives a reload, with the stream’s records and its place in them', async ({ page }) => {
  await createTable(page, 'events');
  await enableStream(page);
  await createTriggerFrom(page, 'Audit log');
  await expect(page.getByRole('article', { name: 'events-audit' })).toBeVisible();
  await addItem(page, 'USER#1', 'PROFILE');
  await expect(metric(page, 'events-audit', 'Records processed')).not.toHaveText('0', { timeout: 15_000 });
  await expect(page.getByRole('contentinfo')).toContainText(/Saved in this browser at/);
  await page.waitForTimeout(600);

  await page.reload();
  await page.getByRole('tab', { name: 'Stream & triggers' }).click();
  const card = page.getByRole('article', { name: 'events-audit' });
  await expect(card.getByText('ACTIVE')).toBeVisible();
  // The stream came back with its records; the trigger had handled them and does not again.
  const records = page.getByRole('table', { name: 'Records', exact: true });
  await expect(records).toContainText('USER#1');
  await addItem(page, 'USER#7', 'PROFILE');
  await expect(records).toContainText('USER#7');
  // The two from before the reload (USER#1 and its audit item), then USER#7 and its audit item;
  // USER#1 and its audit item handled again would make it 6.
  await expect(metric(page, 'events-audit', 'Records processed')).toHaveText('4', { timeout: 15_000 });
  await page.waitForTimeout(1500);
  await expect(metric(page, 'events-audit', 'Records processed')).toHaveText('4');

  // New code is deployed in place; the trigger keeps its place in the stream.
  await card.getByRole('button', { name: 'Edit code' }).click();
  const update = card.getByRole('form', { name: 'Edit handler code' });
  await expect(update.locator('.monaco-editor')).toContainText('AUDIT#', { timeout: 15_000 });
  await update.getByRole('button', { name: 'Deploy' }).click();
  await expect(update).toBeHidden();

  await card.getByRole('button', { name: 'Disable' }).click();
  await expect(card.getByText('DISABLED')).toBeVisible();
  await card.getByRole('button', { name: 'Delete' }).click();
  await card.getByRole('group', { name: 'Confirm deletion' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No triggers on this table yet.')).toBeVisible();
});
