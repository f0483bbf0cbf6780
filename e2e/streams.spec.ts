/**
 * A table's stream in the explorer's Stream & triggers tab, against the production build: records
 * with their images, shards that roll over with parent links as the clock runs on, and the REMOVE
 * records of Time to Live deletions, which name the service in userIdentity.
 */
import { expect, saveScreenshot, test } from './fixtures.ts';
import { expectTableActive } from './triggerSteps.ts';
import { needlesslyBrokenWords } from './wordBreaks.ts';

test('the stream shows TTL deletions as service REMOVE records, and shards with their parents', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('./#/explorer');
  const clock = page.getByRole('group', { name: 'Virtual clock' });
  await expect(clock.getByLabel('Simulated time')).toBeVisible();

  await page.getByRole('button', { name: 'Create table' }).click();
  const form = page.getByRole('form', { name: 'Create table' });
  await form.getByLabel('Table name').fill('sessions');
  await form.getByLabel(/^Stream/).selectOption('NEW_AND_OLD_IMAGES');
  await form.getByLabel('Time to Live attribute (optional)').fill('expires');
  await form.getByRole('button', { name: 'Create table' }).click();
  await expect(page.getByRole('heading', { name: 'sessions', level: 2 })).toBeVisible();
  await expect(page.getByText(/ENABL(ING|ED) on expires/)).toBeVisible({ timeout: 15_000 });
  await clock.getByRole('button', { name: 'Pause the clock' }).click();

  // An item that expired an hour ago (simulated time), and one that does not expire.
  const now = Date.parse(`${(await clock.getByLabel('Simulated time').textContent())!.replace(' UTC', 'Z')}`);
  const expired = String(Math.floor(now / 1000) - 3600);
  const addItem = async (sk: string, expires?: string) => {
    await page.getByRole('button', { name: 'Add item' }).click();
    const editor = page.getByRole('form', { name: 'Add item' });
    await editor.getByLabel('Attribute 1 value').fill('USER#1');
    await editor.getByLabel('Attribute 2 value').fill(sk);
    if (expires) {
      await editor.getByRole('button', { name: '+ Add attribute' }).click();
      await editor.getByLabel('Attribute 3 name').fill('expires');
      await editor.getByLabel('Attribute 3 type').selectOption('N');
      await editor.getByLabel('Attribute 3 value').fill(expires);
    }
    await editor.getByRole('button', { name: 'Save item' }).click();
    await expect(editor).toBeHidden();
  };
  await addItem('SESSION#1', expired);
  await addItem('PROFILE');

  await page.getByRole('tab', { name: 'Stream & triggers' }).click();
  const records = page.getByRole('table', { name: 'Records', exact: true });
  await expect(records.locator('tbody tr')).toHaveCount(2);
  await expect(records).toContainText(`expires: ${expired}`);

  // The deleter removes expired items within a few days (48 hours at most here): step an hour at a
  // time and look for the REMOVE record, which appears long before the 24-hour retention trims it.
  // Up to 48 steps: no pause between them, and a short look each time (a record the look misses is
  // still there, newest first, after the next hour's step).
  await page.getByLabel('Events').selectOption('ttl');
  await clock.getByLabel('Step size').selectOption('3600');
  await expect(async () => {
    await clock.getByRole('button', { name: 'Step' }).click();
    await page.getByRole('button', { name: 'Refresh records' }).click();
    await expect(records.locator('tbody tr').first()).toContainText('REMOVE', { timeout: 200 });
  }).toPass({ intervals: [0], timeout: 100_000 });
  const row = records.locator('tbody tr').first();
  await expect(row).toContainText('TTL');
  await expect(row).toContainText('SK: "SESSION#1"');
  await row.getByRole('button').first().click();
  await expect(records).toContainText('Deleted by Time to Live');
  await expect(records.locator('pre')).toContainText('"Type": "Service"');
  await expect(records.locator('pre')).toContainText('"PrincipalId": "dynamodb.amazonaws.com"');

  // Hours have passed: shards rolled over (every four hours in the sandbox) and name their parents.
  await page.getByText(/ENABLED · NEW_AND_OLD_IMAGES · \d+ shards/).click();
  const shards = page.getByRole('table', { name: 'Shards' });
  await expect(
    shards
      .locator('tbody tr')
      .filter({ hasText: /shardId-.*shardId-/ })
      .first(),
  ).toBeVisible();
  await saveScreenshot(page, 'streams-ttl-remove');
});

test('enabling a stream on an existing table records later writes with their images', async ({ page }) => {
  await page.goto('./#/explorer');
  await page.getByRole('button', { name: 'Create table' }).click();
  const form = page.getByRole('form', { name: 'Create table' });
  await form.getByLabel('Table name').fill('app');
  await form.getByRole('button', { name: 'Create table' }).click();
  // The table's tabs take arrow keys, Home and End, with one Tab stop (ARIA's tabs pattern).
  const tabs = page.getByRole('tablist', { name: 'Table content' });
  const itemsTab = tabs.getByRole('tab', { name: 'Items' });
  const streamTab = tabs.getByRole('tab', { name: 'Stream & triggers' });
  await itemsTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(streamTab).toBeFocused();
  await expect(streamTab).toHaveAttribute('aria-selected', 'true');
  await expect(itemsTab).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('Home');
  await expect(itemsTab).toBeFocused();
  await expect(itemsTab).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(streamTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('The stream is off: changes to items are not recorded.')).toBeVisible();
  const enable = page.getByRole('form', { name: 'Enable the stream' });
  await enable.getByRole('radio', { name: /\bKEYS_ONLY$/ }).check();
  await expectTableActive(page);
  await enable.getByRole('button', { name: 'Enable stream' }).click();
  await expect(page.getByText('The stream is on')).toBeVisible();
  await expect(page.getByText('No records yet: write an item to see one.')).toBeVisible();

  await page.getByRole('button', { name: 'Add item' }).click();
  const editor = page.getByRole('form', { name: 'Add item' });
  await editor.getByLabel('Attribute 1 value').fill('CUSTOMER#42');
  await editor.getByLabel('Attribute 2 value').fill('PROFILE');
  await editor.getByRole('button', { name: 'Save item' }).click();
  const records = page.getByRole('table', { name: 'Records', exact: true });
  // KEYS_ONLY: the record carries the keys and no images.
  await expect(records.locator('tbody tr')).toHaveCount(1);
  await expect(records.locator('tbody tr').first()).toContainText('INSERT');
  await expect(records.locator('tbody tr td').nth(3)).toHaveText('PK: "CUSTOMER#42", SK: "PROFILE"');
  await expect(records.locator('tbody tr td').nth(4)).toHaveText('');
  await expect(records.locator('tbody tr td').nth(5)).toHaveText('');
  await saveScreenshot(page, 'streams-keys-only');
  // With its date: the stream keeps a day of records, and the clock can skip days.
  await expect(records.locator('tbody tr td').nth(1)).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/);

  // A day on, DynamoDB has trimmed the record: the list follows the clock, the tab still open.
  const clock = page.getByRole('group', { name: 'Virtual clock' });
  await clock.getByLabel('Step size').selectOption('86400');
  await clock.getByRole('button', { name: 'Step' }).click();
  await expect(
    page.getByText('Records older than 24 hours were trimmed from the stream meanwhile.'),
  ).toBeVisible();
  // Not "No records yet": there were some.
  await expect(page.getByText('None left: write an item to see a new one.')).toBeVisible();
  await page.getByRole('button', { name: 'Add item' }).click();
  await editor.getByLabel('Attribute 1 value').fill('CUSTOMER#43');
  await editor.getByLabel('Attribute 2 value').fill('PROFILE');
  await editor.getByRole('button', { name: 'Save item' }).click();
  await expect(records.locator('tbody tr')).toHaveCount(1);

  // On a phone, words break only where one cannot fit.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByText(/ENABLED · KEYS_ONLY · \d+ shards?/).click();
  await expect(page.getByRole('table', { name: 'Shards' })).toBeVisible();
  expect(await needlesslyBrokenWords(page.locator('.streams'))).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('button', { name: 'Disable stream' }).click();
  // How long more, by the virtual clock: a minute may have turned since the stream was disabled.
  await expect(
    page.getByText(
      /^The stream is off; the last stream stays readable for (24 h|23 h 59 min) more \(24 hours after it was disabled\)\.$/,
    ),
  ).toBeVisible();
  await expect(records.locator('tbody tr')).toHaveCount(1);
});

test('re-enabling makes a new stream: the picker still reads the old one; focus follows the buttons; a phone shows cards', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('./#/explorer');
  await expect(page.getByLabel('Simulated time')).toBeVisible();
  await page.getByRole('button', { name: 'Create table' }).click();
  const form = page.getByRole('form', { name: 'Create table' });
  await form.getByLabel('Table name').fill('orders');
  await form.getByRole('button', { name: 'Create table' }).click();
  await page.getByRole('tab', { name: 'Stream & triggers' }).click();

  // Each view type says what its records hold.
  const enable = page.getByRole('form', { name: 'Enable the stream' });
  const keysOnly = enable.getByRole('radio', { name: /\bKEYS_ONLY$/ });
  await expect(keysOnly).toHaveAccessibleDescription('Only the key attributes of the item that changed.');
  await keysOnly.check();
  // On a phone the choice fits the width (a select of the four names was 8 px wider).
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreenshot(page, 'streams-phone-off');
  await page.setViewportSize({ width: 1280, height: 720 });

  // The clicked button goes; focus moves to the one that replaces it, not to <body>.
  const disable = page.getByRole('button', { name: 'Disable stream' });
  await expectTableActive(page);
  await enable.getByRole('button', { name: 'Enable stream' }).click();
  await expect(disable).toBeVisible();
  await expect(disable).toBeFocused();

  await page.getByRole('button', { name: 'Add item' }).click();
  const editor = page.getByRole('form', { name: 'Add item' });
  await editor.getByLabel('Attribute 1 value').fill('ORDER#1');
  await editor.getByLabel('Attribute 2 value').fill('ITEM#1');
  await editor.getByRole('button', { name: 'Save item' }).click();
  const records = page.getByRole('table', { name: 'Records', exact: true });
  await expect(records.locator('tbody tr')).toHaveCount(1);

  await disable.click();
  await expect(enable.getByRole('button', { name: 'Enable stream' })).toBeFocused();
  await enable.getByRole('radio', { name: /\bNEW_IMAGE$/ }).check();
  // Refused while the table is still UPDATING from the disabling: the summary says when it is not.
  await expectTableActive(page);
  await enable.getByRole('button', { name: 'Enable stream' }).click();
  await expect(disable).toBeVisible();
  await expect(disable).toBeFocused();

  // A new stream, empty; the old one (disabled, readable for 24 hours) is one pick away.
  const picker = page.getByRole('combobox', { name: 'Stream', exact: true });
  await expect(picker.locator('option')).toHaveText([/\(current, on\)$/, /\(disabled\)$/]);
  await expect(page.getByText('No records yet: write an item to see one.')).toBeVisible();
  await picker.selectOption({ index: 1 });
  await expect(page.getByText(/^DISABLED · KEYS_ONLY · /)).toBeVisible();
  await expect(records.locator('tbody tr')).toHaveCount(1);
  await expect(records).toContainText('PK: "ORDER#1", SK: "ITEM#1"');
  const expand = records.getByRole('button', { name: /^Show record \d{21,} as JSON$/ });
  await expect(expand).toHaveCount(1);

  // On a phone a record is a short card: event, keys and time, no hidden columns wrapping.
  await page.setViewportSize({ width: 390, height: 844 });
  const row = records.locator('tbody tr').first();
  await expect(row.getByText('PK: "ORDER#1", SK: "ITEM#1"')).toBeVisible();
  await expect(row.getByText('INSERT')).toBeVisible();
  expect((await row.boundingBox())!.height).toBeLessThan(90);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expand.click();
  await expect(records.locator('pre')).toContainText('"StreamViewType": "KEYS_ONLY"');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreenshot(page, 'streams-phone-records');

  // Read it yourself: the CLI commands for this stream, run in the Console's AWS CLI mode.
  await page.getByText('Read it yourself').click();
  await expect(page.getByLabel('AWS CLI commands for this stream')).toContainText(
    '--shard-iterator-type TRIM_HORIZON',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreenshot(page, 'streams-phone-cli');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('button', { name: 'Open in Console' }).click();
  await expect(page).toHaveURL(/#\/console$/);
  await expect(page.getByRole('tab', { name: 'AWS CLI', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('button', { name: /^Run/ }).click();
  await expect(page.locator('.run-status')).not.toHaveText(/Running/, { timeout: 20_000 });
  await expect(page.locator('.error-box')).toHaveCount(0);
  await expect(page.getByText(/"ShardIterator"/).first()).toBeVisible();
});
