/**
 * Lambda-style triggers in the explorer's Stream & triggers tab, against the production build: a
 * counter trigger updating an item through the SDK from its own worker, a failing handler that
 * blocks its shard and ends in the on-failure destination, a partial batch response, and a trigger
 * that survives a reload. On one page: the handler editor's type checking is built once, and the reload
 * comes last so the tests before it keep it.
 */
import { expect, onOnePage, saveScreenshot } from './fixtures.ts';
import { addItem, createTable, createTriggerFrom, enableStream, metric, pauseClock } from './triggerSteps.ts';
import { needlesslyBrokenWords } from './wordBreaks.ts';

const test = onOnePage();

test('a counter trigger updates its item through the SDK as the clock advances', async ({ page }) => {
  await createTable(page, 'shop');
  await enableStream(page);
  await createTriggerFrom(page, 'Counter', 'triggers-new-form');
  const card = page.getByRole('article', { name: 'shop-counter' });
  await expect(card.getByText('ACTIVE')).toBeVisible();

  await pauseClock(page);
  await addItem(page, 'CUSTOMER#1', 'PROFILE');
  await addItem(page, 'CUSTOMER#2', 'PROFILE');
  await addItem(page, 'CUSTOMER#3', 'PROFILE');
  // The clock is paused: the consumer has not polled yet, and the card says why the records wait.
  await expect(metric(page, 'shop-counter', 'Invocations')).toHaveText('0');
  await expect(card).toContainText(
    'The clock is paused: triggers run on the sandbox’s clock, so 3 records wait until you press play or Step.',
  );
  await page.getByRole('button', { name: 'Step' }).click();
  await expect(metric(page, 'shop-counter', 'Records processed')).toHaveText('3', { timeout: 15_000 });
  const invocations = Number(await metric(page, 'shop-counter', 'Invocations').textContent());
  expect(invocations).toBeGreaterThanOrEqual(1);

  // The handler's write is in the stream as the counter item's INSERT, and in the table.
  const records = page.getByRole('table', { name: 'Records', exact: true });
  await expect(records).toContainText('PK: "COUNTS", SK: "ITEMS"');
  await expect(records).toContainText('itemCount: 3');
  await card.getByRole('button', { name: 'Show invocations and failed batches' }).click();
  const recent = card.getByRole('region', { name: 'Recent invocations' });
  await expect(recent).toContainText('UpdateItem 200');
  // The three items sit in different partitions, so in different shards: a batch each, or fewer.
  await expect(recent).toContainText(/Batch of \d+: item count \+[123]/);
  // Batches of different shards, handed out in the same poll, each ran in an environment (a worker)
  // of its own, as Lambda runs a stream's shards at once.
  await expect(recent).toContainText('env 1');
  if (invocations >= 2) await expect(recent).toContainText('env 2');
  await saveScreenshot(page, 'triggers-counter');

  // A day on, nothing written: the stream's shards have rolled over. The trigger's shard table
  // follows — the children wait for their parents, which the next poll finishes.
  const shards = card.getByRole('table', { name: 'shop-counter shards' });
  const before = await shards.locator('tbody tr').count();
  await page.getByLabel('Step size').selectOption('86400');
  await page.getByRole('button', { name: 'Step' }).click();
  await expect(shards).toContainText('waiting-for-parent');
  await expect(shards.locator('tbody tr')).toHaveCount(before * 2);
  await page.getByLabel('Step size').selectOption('1');
  await page.getByRole('button', { name: 'Step' }).click();
  await expect(shards.getByText('finished')).toHaveCount(before);
  await expect(shards).not.toContainText('waiting-for-parent');

  await page.getByRole('tab', { name: 'Items' }).click();
  await expect(page.getByRole('table', { name: 'Item collections' })).toContainText('COUNTS');
  await expect(page.getByRole('table', { name: 'Item collections' })).toContainText('3');
});

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
