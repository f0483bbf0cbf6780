/**
 * A trigger's filter criteria set in the New trigger form, against the production build: a bad
 * pattern is refused with Lambda's message, and a trigger filtering on the new image's `kind`
 * handles only the matching items while reading past the others.
 */
import { expect, saveScreenshot, test } from './fixtures.ts';
import { addItem, createTable, enableStream, metric, pauseClock } from './triggerSteps.ts';

const ORDERS = '{"dynamodb": {"NewImage": {"kind": {"S": ["order"]}}}}';

test('a trigger with filter criteria handles only the records that match', async ({ page }) => {
  await createTable(page, 'shop');
  await enableStream(page);
  await page.getByRole('button', { name: 'New trigger' }).click();
  const form = page.getByRole('form', { name: 'New trigger' });
  await form.getByRole('radio', { name: /^Counter/ }).check();
  await expect(form.locator('.monaco-editor')).toBeVisible({ timeout: 15_000 });
  const filters = form.getByLabel('Filter criteria (one pattern per line)');
  await expect(filters).toHaveAttribute('placeholder', '{"eventName": ["INSERT"]}');

  // A leaf value outside a list is not Lambda's syntax: refused with its message.
  await filters.fill('{"eventName": "INSERT"}');
  await form.getByRole('button', { name: 'Create trigger' }).click();
  await expect(form.getByRole('alert')).toContainText('Invalid filter pattern definition.');
  await expect(filters).toHaveAttribute('aria-invalid', 'true');

  await filters.fill(ORDERS);
  await saveScreenshot(page, 'triggers-filter-form');
  await form.getByRole('button', { name: 'Create trigger' }).click();
  await expect(form).toBeHidden();
  const card = page.getByRole('article', { name: 'shop-counter' });
  await expect(card).toContainText('filter {"dynamodb":{"NewImage":{"kind":{"S":["order"]}}}}');

  await pauseClock(page);
  await addItem(page, 'ORDER#1', 'A', ['kind', 'S', 'order']);
  await addItem(page, 'NOTE#1', 'A', ['kind', 'S', 'note']);
  await addItem(page, 'ORDER#2', 'A', ['kind', 'S', 'order']);
  await page.getByRole('button', { name: 'Step' }).click();
  await expect(metric(page, 'shop-counter', 'Records processed')).toHaveText('2', { timeout: 15_000 });
  // The note, and the counter's own item (no kind), never reached the handler.
  await page.getByRole('button', { name: 'Step' }).click();
  await page.getByRole('button', { name: 'Step' }).click();
  await expect(metric(page, 'shop-counter', 'Records processed')).toHaveText('2');
  // The note and the counter's own one or two updates were discarded, and the card counts them.
  await expect(metric(page, 'shop-counter', 'Records filtered out')).toHaveText(/^[23]$/);
  // The counter's item, as the stream shows it, counted the two orders and nothing else.
  const records = page.getByRole('table', { name: 'Records', exact: true });
  await expect(records).toContainText('itemCount: 2');
  await expect(records).not.toContainText('itemCount: 3');
  await card.getByRole('button', { name: 'Show invocations and failed batches' }).click();
  const recent = card.getByRole('region', { name: 'Recent invocations' });
  await expect(recent).toContainText(/Batch of [12]: item count \+[12]/);
  await expect(card.getByRole('table', { name: 'shop-counter shards' })).not.toContainText('in-flight');
  await saveScreenshot(page, 'triggers-filtered');
});
