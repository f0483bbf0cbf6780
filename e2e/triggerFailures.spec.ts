/**
 * Lambda-style triggers whose handlers fail, against the production build: a failing handler that
 * blocks its shard and ends in the on-failure destination, a partial batch response, and a runaway
 * handler timed out in its own worker. A file of its own so that the two workers share the trigger
 * specs, which come last in the run. On one page: the handler editor's type checking is built once.
 */
import { expect, onOnePage, saveScreenshot } from './fixtures.ts';
import { addItem, createTable, createTriggerFrom, enableStream, metric, pauseClock } from './triggerSteps.ts';
import { needlesslyBrokenWords } from './wordBreaks.ts';

const test = onOnePage();

test('a failing handler blocks its shard, is retried, then its batch goes to the on-failure destination', async ({
  page,
}) => {
  await createTable(page, 'orders');
  await enableStream(page);
  await createTriggerFrom(page, 'Failing handler');
  const card = page.getByRole('article', { name: 'orders-failing' });
  await expect(card).toContainText('Batch size 10 · 2 retries · split batch on error on');

  await pauseClock(page);
  await addItem(page, 'ORDER#1', 'A', ['poison', 'S', 'yes']);
  await page.getByRole('button', { name: 'Step' }).click();
  // The first invocation failed: the shard holds the batch for a retry.
  await expect(card.getByLabel('Last error')).toContainText('it is marked poison', { timeout: 15_000 });
  await expect(card.getByRole('table', { name: 'orders-failing shards' })).toContainText('retrying');
  await saveScreenshot(page, 'triggers-retrying');

  // Two retries later the batch is given up on and kept in the on-failure destination.
  await expect(async () => {
    await page.getByRole('button', { name: 'Step' }).click();
    await expect(metric(page, 'orders-failing', 'Failed batches')).toHaveText('1', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(metric(page, 'orders-failing', 'Failed invocations')).toHaveText('3');
  // The shard table follows: the batch given up, the shard moves on past it.
  const shards = card.getByRole('table', { name: 'orders-failing shards' });
  await expect(shards).not.toContainText('retrying');
  await expect(shards.locator('tbody td:nth-child(4)').filter({ hasNotText: '—' })).toHaveCount(1);
  await card.getByRole('button', { name: 'Show invocations and failed batches' }).click();
  const destination = card.getByRole('region', { name: 'On-failure destination' });
  await expect(destination).toContainText('RetryAttemptsExhausted');
  await expect(destination).toContainText('after 3 invocations');
  await destination.getByText('The batch’s records').click();
  await expect(destination).toContainText('"ORDER#1"');
  await saveScreenshot(page, 'triggers-failure-destination');

  // On a phone, words break only where one cannot fit.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(destination).toBeVisible();
  expect(await needlesslyBrokenWords(card)).toEqual([]);
});

test('a partial batch response retries from the reported record, then gives it up', async ({ page }) => {
  await createTable(page, 'payments');
  await enableStream(page);
  await page.getByRole('button', { name: 'New trigger' }).click();
  const form = page.getByRole('form', { name: 'New trigger' });
  await form.getByRole('radio', { name: /^Partial batch response/ }).check();
  await expect(form.getByLabel('Report batch item failures')).toBeChecked();
  await expect(form.locator('.monaco-editor')).toBeVisible({ timeout: 15_000 });
  // 0–59 is inside the input's range but refused by Lambda: the engine's message is shown.
  const age = form.getByLabel('Maximum record age (s)');
  await age.fill('30');
  await form.getByRole('button', { name: 'Create trigger' }).click();
  await expect(form.getByRole('alert')).toContainText(
    'MaximumRecordAgeInSeconds must be -1 or an integer from 60 to 604800',
  );
  await expect(age).toHaveAttribute('aria-invalid', 'true');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'triggers-partial-form-phone');
  // The settings wrap on a phone (the starting position's long option used to widen the page).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await needlesslyBrokenWords(form.getByRole('group', { name: 'Event source mapping' }))).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });
  await age.fill('-1');
  await form.getByRole('button', { name: 'Create trigger' }).click();
  await expect(form).toBeHidden();
  const card = page.getByRole('article', { name: 'payments-partial' });
  await expect(card).toContainText('2 retries · split batch on error off · report batch item failures on');

  // One partition, so one shard: the three records arrive in one batch, the bad one in the middle.
  await pauseClock(page);
  await addItem(page, 'ORDER#1', '1', ['amount', 'N', '5']);
  await addItem(page, 'ORDER#1', '2', ['amount', 'S', 'five']);
  await addItem(page, 'ORDER#1', '3', ['amount', 'N', '7']);
  await page.getByRole('button', { name: 'Step' }).click();
  await expect(card.getByLabel('Last error')).toContainText(/ReportBatchItemFailures: 1 of [32] records/, {
    timeout: 15_000,
  });
  // The record before the reported one is processed; no invocation failed.
  await expect(metric(page, 'payments-partial', 'Records processed')).toHaveText('1');
  await expect(async () => {
    await page.getByRole('button', { name: 'Step' }).click();
    await expect(metric(page, 'payments-partial', 'Failed batches')).toHaveText('1', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(metric(page, 'payments-partial', 'Failed invocations')).toHaveText('0');
  await expect(metric(page, 'payments-partial', 'Records processed')).toHaveText('1');

  await card.getByRole('button', { name: 'Show invocations and failed batches' }).click();
  // Newest first: two retries from the reported record (it and the one after it), then the first call.
  const calls = card.getByRole('region', { name: 'Recent invocations' }).getByRole('listitem');
  await expect(calls).toHaveCount(3);
  await expect(calls.nth(2)).toContainText('3 records (3 INSERT)');
  await expect(calls.nth(2)).toContainText('its amount is not a number: {"S":"five"}');
  for (const retry of [0, 1]) await expect(calls.nth(retry)).toContainText('2 records (2 INSERT)');
  const destination = card.getByRole('region', { name: 'On-failure destination' });
  await expect(destination).toContainText('RetryAttemptsExhausted');
  await expect(destination).toContainText('after 3 invocations');
  await expect(destination).toContainText('the handler reported these records in batchItemFailures');
  await saveScreenshot(page, 'triggers-partial-destination');
});

test('a runaway handler times out in its own worker while the engine keeps answering', async ({ page }) => {
  // Generous waits: the machine may be busy, and one core spins until the timeout ends the worker.
  test.setTimeout(90_000);
  await createTable(page, 'jobs');
  await enableStream(page);
  await page.getByRole('button', { name: 'New trigger' }).click();
  const form = page.getByRole('form', { name: 'New trigger' });
  await form.getByRole('radio', { name: /^Failing handler/ }).check();
  await form.getByLabel('Function name').fill('spin');
  const editor = form.locator('.monaco-editor');
  await expect(editor).toBeVisible({ timeout: 15_000 });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const code = "export const handler = () => {\n  console.log('spinning');\n  for (;;) {}\n};\n";
  await page.evaluate((text) => navigator.clipboard.writeText(text), code);
  // Replace the template's code (pasted: typing would let Monaco auto-close brackets).
  await expect(async () => {
    await editor.locator('.view-lines').click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('ControlOrMeta+V');
    await expect(editor).toContainText('spinning', { timeout: 1000 });
    await expect(editor).not.toContainText('poison', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await form.getByLabel('Maximum retry attempts').fill('0');
  await form.getByLabel('Timeout (s)').fill('1');
  await form.getByRole('button', { name: 'Create trigger' }).click();
  await expect(form).toBeHidden();

  await addItem(page, 'JOB#1', 'A');
  // The handler spins in its worker; the engine still answers (the item editor saves at once).
  await addItem(page, 'JOB#2', 'A');
  const card = page.getByRole('article', { name: 'spin' });
  await expect(card.getByLabel('Last error')).toContainText(
    'Sandbox.Timedout: Task timed out after 1.00 seconds',
    {
      timeout: 45_000,
    },
  );
  await card.getByRole('button', { name: 'Show invocations and failed batches' }).click();
  const recent = card.getByRole('region', { name: 'Recent invocations' });
  await expect(recent).toContainText('timed-out');
  // What it printed before it was stopped is kept.
  await expect(recent).toContainText('spinning');
  await expect(card.getByRole('region', { name: 'On-failure destination' })).toContainText(
    'RetryAttemptsExhausted',
  );
  await saveScreenshot(page, 'triggers-timeout');
});
