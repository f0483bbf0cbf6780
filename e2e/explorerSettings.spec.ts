import { textContrasts } from './contrast.ts';
import type { Locator } from '@playwright/test';
import { expect, saveScreenshot, test } from './fixtures.ts';

/** A section's answer from DynamoDB (not the status of the request code's Copy button). */
const answer = (section: Locator) => section.getByRole('status').filter({ hasText: 'accepted.' });

/**
 * The Explorer's table settings: each change one real request (UpdateTable, UpdateTimeToLive), shown
 * before it is sent, its effect in the table's summary once it settles, DynamoDB's refusal of a
 * protected table's deletion in its own words, and the table deleted behind its typed name.
 */
test('explorer: change a table’s capacity, TTL, stream and protection, then delete it', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('./#/explorer');
  await page.getByRole('button', { name: 'Create table' }).click();
  const create = page.getByRole('form', { name: 'Create table' });
  await create.getByLabel('Table name').fill('settings');
  await create.getByRole('button', { name: 'Create table' }).click();
  const summary = page.locator('.table-summary');
  await expect(summary).toContainText('ACTIVE');
  await expect(summary).toContainText('On-demand');

  const opener = page.getByRole('button', { name: 'Settings…' });
  await opener.click();
  const settings = page.getByRole('region', { name: 'Settings of settings' });
  await expect(settings.getByRole('heading', { name: 'Settings of settings' })).toBeFocused();

  // Capacity: to provisioned, 5 and 5 units; the request shown is the UpdateTable sent.
  const capacity = settings.getByRole('region', { name: 'Capacity' });
  await capacity
    .getByRole('radiogroup', { name: 'Capacity mode' })
    .getByRole('radio', { name: 'Provisioned' })
    .click();
  await capacity.getByLabel('Read capacity units').fill('5');
  await capacity.getByLabel('Write capacity units').fill('5');
  await capacity.getByText('The UpdateTable request').click();
  await expect(capacity.getByLabel('UpdateTable as JSON')).toContainText('"BillingMode": "PROVISIONED"');
  await expect(capacity.getByLabel('UpdateTable as JSON')).toContainText('"ReadCapacityUnits": 5');
  await capacity.getByRole('button', { name: 'Update capacity' }).click();
  await expect(answer(capacity)).toContainText('UpdateTable accepted.');
  await expect(summary).toContainText('Provisioned: 5 RCU, 5 WCU');
  await expect(summary).toContainText('ACTIVE');

  // Time to Live on `expires`.
  const timeToLive = settings.getByRole('region', { name: 'Time to Live' });
  await timeToLive.getByLabel('Time to Live on').check();
  await timeToLive.getByLabel('Time to Live attribute').fill('expires');
  await timeToLive.getByRole('button', { name: 'Update Time to Live' }).click();
  await expect(answer(timeToLive)).toContainText('UpdateTimeToLive accepted.');
  await expect(summary).toContainText(/ENABL(ING|ED) on expires/);

  // A stream of new and old images.
  const stream = settings.getByRole('region', { name: 'Stream' });
  await stream.getByLabel('Stream view type').selectOption('NEW_AND_OLD_IMAGES');
  await stream.getByRole('button', { name: 'Update stream' }).click();
  await expect(answer(stream)).toContainText('UpdateTable accepted.');
  await expect(summary).toContainText('NEW_AND_OLD_IMAGES since');
  await expect(summary).toContainText('ACTIVE');
  await saveScreenshot(page, 'explorer-table-settings');

  // Text contrast of the panel, light and dark (the Delete button, unavailable until the name is
  // typed, is exempt as WCAG exempts inactive controls).
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const texts = settings.locator('h3, h4, p, span, summary, small, button:not([disabled])');
    for (const measured of await textContrasts(texts)) {
      expect(measured.ratio, `${colorScheme}: ${measured.text}`).toBeGreaterThanOrEqual(4.5);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });

  // Deletion protection on: DeleteTable is refused, in DynamoDB's words.
  const protection = settings.getByRole('region', { name: 'Deletion protection' });
  await protection.getByLabel('Deletion protection on').check();
  await protection.getByRole('button', { name: 'Update deletion protection' }).click();
  await expect(answer(protection)).toContainText('UpdateTable accepted.');
  await expect(summary).toContainText('Deletion protection');
  const deletion = settings.getByRole('region', { name: 'Delete table' });
  const remove = deletion.getByRole('button', { name: 'Delete table' });
  await expect(remove).toBeDisabled();
  await deletion.getByLabel('To confirm, type the table’s name').fill('settings');
  await remove.click();
  await expect(deletion.getByRole('alert')).toHaveText(
    'ValidationException: Resource cannot be deleted as it is currently protected against deletion. Disable deletion protection first.',
  );

  // DynamoDB throttles a second protection change within seconds: a simulated minute later, off.
  const clock = page.getByRole('group', { name: 'Virtual clock' });
  await clock.getByLabel('Step size').selectOption('60');
  await clock.getByRole('button', { name: 'Step' }).click();
  await protection.getByLabel('Deletion protection on').uncheck();
  await protection.getByRole('button', { name: 'Update deletion protection' }).click();
  await expect(answer(protection)).toContainText('UpdateTable accepted.');

  // Deleted: the Explorer goes back to its list, which no longer names the table.
  await remove.click();
  await expect(page).toHaveURL(/#\/explorer$/);
  const tables = page.getByRole('navigation', { name: 'Tables' });
  await expect(tables).toContainText('No tables yet');
  await expect(tables.getByRole('link', { name: 'settings' })).toHaveCount(0);
});

test('explorer: the settings panel closes with Escape and gives the focus back to Settings', async ({
  page,
}) => {
  await page.goto('./#/explorer');
  await page.getByRole('button', { name: 'Create table' }).click();
  const create = page.getByRole('form', { name: 'Create table' });
  await create.getByLabel('Table name').fill('keys');
  await create.getByRole('button', { name: 'Create table' }).click();
  await expect(page.locator('.table-summary')).toContainText('ACTIVE');

  const opener = page.getByRole('button', { name: 'Settings…' });
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  const settings = page.getByRole('region', { name: 'Settings of keys' });
  await page.keyboard.press('Tab');
  await expect(settings.getByRole('radio', { name: 'On-demand' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(settings).toHaveCount(0);
  await expect(opener).toBeFocused();

  await opener.click();
  await settings.getByRole('button', { name: 'Close settings' }).click();
  await expect(settings).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('explorer: panels and forms opened from the keyboard take the focus, and give it back when closed', async ({
  page,
}) => {
  await page.goto('./#/explorer');
  const press = async (button: Locator) => {
    await button.focus();
    await page.keyboard.press('Enter');
  };
  // The two forms that take the place of a table: Cancel goes back to the button that opened each.
  for (const name of ['Create table', 'Import from S3']) {
    const opener = page.getByRole('navigation', { name: 'Tables' }).getByRole('button', { name });
    await press(opener);
    await press(page.getByRole('form', { name }).getByRole('button', { name: 'Cancel' }));
    await expect(page.getByRole('form', { name })).toHaveCount(0);
    await expect(opener).toBeFocused();
  }
  await page.getByRole('button', { name: 'Create table' }).click();
  const create = page.getByRole('form', { name: 'Create table' });
  await create.getByLabel('Table name').fill('keys');
  await create.getByRole('button', { name: 'Create table' }).click();
  await expect(page.locator('.table-summary')).toContainText('ACTIVE');

  // Import… opens its panel in the page: the focus goes to it, and back to Import… when it closes.
  const importButton = page.getByRole('button', { name: 'Import…' });
  await press(importButton);
  await expect(page.getByRole('heading', { name: 'Import items into keys' })).toBeFocused();
  await press(page.getByRole('form', { name: 'Import items' }).getByRole('button', { name: 'Close' }));
  await expect(importButton).toBeFocused();
  // A choice of the Export menu closes the menu: the focus goes to the panel, then back to Export.
  const exportMenu = page.locator('summary', { hasText: 'Export' });
  for (const [choice, panel, heading] of [
    ['To S3, from point-in-time recovery…', 'Export to S3', 'Export keys to S3'],
    ['A script that makes the table again…', 'The table as a script', 'keys as a script'],
  ]) {
    await press(exportMenu);
    await press(page.getByRole('button', { name: choice }));
    await expect(page.getByRole('heading', { name: heading })).toBeFocused();
    await press(page.getByRole('region', { name: panel }).getByRole('button', { name: 'Close' }));
    await expect(exportMenu).toBeFocused();
  }
  // New trigger is disabled while its form is open: the focus goes to the form, and back on Cancel.
  await page.getByRole('tab', { name: 'Stream & triggers' }).click();
  await page.getByRole('button', { name: 'Enable stream' }).click();
  const newTrigger = page.getByRole('button', { name: 'New trigger' });
  // Disabled until the table's stream is on: focus() would not wait for that, and Enter would do nothing.
  await expect(newTrigger).toBeEnabled();
  await press(newTrigger);
  await expect(page.getByRole('heading', { name: 'New trigger' })).toBeFocused();
  await press(page.getByRole('form', { name: 'New trigger' }).getByRole('button', { name: 'Cancel' }));
  await expect(newTrigger).toBeFocused();
});
