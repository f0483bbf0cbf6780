/**
 * A Lambda-style trigger in the explorer's Stream & triggers tab, against the production build: a
 * counter trigger updating an item through the SDK from its own worker as the clock advances.
 * triggerFailures.spec.ts has the handlers that fail, triggerReload.spec.ts a trigger kept over a
 * reload: files of their own, so that the two workers share the trigger specs, which come last.
 */
import { expect, saveScreenshot, test } from './fixtures.ts';
import { addItem, createTable, createTriggerFrom, enableStream, metric, pauseClock } from './triggerSteps.ts';

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

test('a Step shows what the triggers did at once, not when the card’s next timed read comes', async ({
  page,
}) => {
  await createTable(page, 'steps');
  await enableStream(page);
  // Its handler writes nothing back (the Counter's write would be a record of its own to count).
  await createTriggerFrom(page, 'Failing handler');
  await expect(page.getByRole('article', { name: 'steps-failing' }).getByText('ACTIVE')).toBeVisible();
  await pauseClock(page);
  const processed = metric(page, 'steps-failing', 'Records processed');
  // The first batch starts the trigger's worker (seconds on a loaded machine): waited for in full.
  await addItem(page, 'CUSTOMER#0', 'PROFILE');
  await page.getByRole('button', { name: 'Step' }).click();
  await expect(processed).toHaveText('1', { timeout: 15_000 });
  // Warm, a batch takes milliseconds. The cards used to be read every half second whatever the
  // clock did, so a step's result showed anywhere up to that later: six steps in a row each within
  // 400 ms seldom happened (about one run in eight), where the re-read on the step shows each in
  // well under that, with room for a loaded machine.
  for (let n = 2; n <= 7; n++) {
    await addItem(page, `CUSTOMER#${n}`, 'PROFILE');
    await page.getByRole('button', { name: 'Step' }).click();
    await expect(processed).toHaveText(String(n), { timeout: 400 });
  }
});
