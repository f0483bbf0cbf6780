import { readFile } from 'node:fs/promises';
import { finishedStatus, run } from './consoleHelpers.ts';
import { expect, saveScreenshot, test } from './fixtures.ts';

const importedItems = [
  { PK: 'CUSTOMER#42', SK: 'PROFILE', GSI1PK: 'ada@example.com', name: 'Ada' },
  { PK: 'CUSTOMER#42', SK: 'ORDER#1', GSI1PK: 'STATUS#OPEN', total: 35 },
  { PK: 'CUSTOMER#7', SK: 'ORDER#2', GSI1PK: 'STATUS#OPEN', total: 12, expires: 4102444800 },
];

test('explorer: a table with an index, a stream and TTL; import, index view, export; all kept on reload', async ({
  page,
}) => {
  await page.goto('./#/explorer');
  await page.getByRole('button', { name: 'Create table' }).click();
  const form = page.getByRole('form', { name: 'Create table' });
  await form.getByLabel('Table name').fill('app');
  await form.getByRole('button', { name: '+ Add a global index' }).click();
  const index = form.locator('.create-table__index').first();
  await index.getByLabel('Index name').fill('GSI1');
  await index.getByRole('group', { name: 'Partition key' }).getByLabel('Name').fill('GSI1PK');
  await form.getByLabel('Stream').selectOption('NEW_IMAGE');
  await form.getByLabel('Time to Live attribute (optional)').fill('expires');
  await form.getByText('The CreateTable and UpdateTimeToLive requests').click();
  await expect(form).toContainText('"AttributeName": "expires"');
  await saveScreenshot(page, 'explorer-create-table-ttl');
  await form.getByRole('button', { name: 'Create table' }).click();

  await expect(page).toHaveURL(/#\/explorer\/app$/);
  const summary = page.locator('.table-summary');
  await expect(summary).toContainText('GSI GSI1');
  await expect(summary).toContainText('0 items, 0 bytes');
  await expect(summary).toContainText('NEW_IMAGE since');
  await expect(summary).toContainText(/ENABL(ING|ED) on expires/);

  // Import plain JSON through BatchWriteItem.
  await page.getByRole('button', { name: 'Import…' }).click();
  const importer = page.getByRole('form', { name: 'Import items' });
  await importer.getByLabel('Items (JSON)').fill(JSON.stringify(importedItems, null, 2));
  await importer.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(importer.getByRole('status')).toHaveText('Imported: 3 of 3 items written.');
  await saveScreenshot(page, 'explorer-import');
  await importer.getByRole('button', { name: 'Close' }).click();

  const collections = page.getByRole('table', { name: 'Item collections' });
  await expect(collections.getByRole('rowheader', { name: 'CUSTOMER#42' })).toHaveAttribute('rowspan', '2');
  await expect(collections.locator('tbody tr')).toHaveCount(3);
  // DescribeTable's item count and size lag by up to 6 hours: a day on, Refresh reads them anew.
  await expect(summary).toContainText('0 items, 0 bytes');
  await page.getByLabel('Step size').selectOption('86400');
  await page.getByRole('button', { name: 'Step' }).click();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(summary).toContainText(/3 items, \d+ bytes/);
  await page.getByLabel('Step size').selectOption('60');

  // The index view regroups the same items by the index's partition key.
  await page.getByRole('combobox', { name: 'View', exact: true }).selectOption('GSI1');
  const byIndex = page.getByRole('table', { name: 'Item collections of index GSI1' });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(byIndex.getByRole('rowheader', { name: 'STATUS#OPEN' })).toHaveAttribute('rowspan', '2', {
      timeout: 1_000,
    });
  }).toPass({ timeout: 10_000 });
  await expect(byIndex.getByRole('rowheader', { name: 'ada@example.com' })).toBeVisible();
  await expect(byIndex.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  await saveScreenshot(page, 'explorer-index-view');

  // Export as DynamoDB JSON: a local download, the same items.
  await page.locator('.transfer-menu__export > summary').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'DynamoDB JSON (typed, like Scan)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('app.json');
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as { Items: unknown[] };
  expect(exported.Items).toHaveLength(3);
  expect(exported.Items).toContainEqual({
    PK: { S: 'CUSTOMER#42' },
    SK: { S: 'ORDER#1' },
    GSI1PK: { S: 'STATUS#OPEN' },
    total: { N: '35' },
  });
  // And as plain JSON, numbers as numbers.
  await page.locator('.transfer-menu__export > summary').click();
  const [plainDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Plain JSON (like the document client)' }).click(),
  ]);
  expect(plainDownload.suggestedFilename()).toBe('app.plain.json');
  const plain = JSON.parse(await readFile(await plainDownload.path(), 'utf8')) as { Items: unknown[] };
  expect(plain.Items).toContainEqual(importedItems[1]);

  // The whole table as a script that makes it again elsewhere: settings, a wait, then its items.
  const recreate = page.getByRole('button', { name: 'A script that makes the table again…' });
  if (!(await recreate.isVisible())) await page.locator('.transfer-menu__export > summary').click();
  await recreate.click();
  const panel = page.getByRole('region', { name: 'The table as a script' });
  await panel
    .getByRole('radiogroup', { name: 'Write the script as' })
    .getByRole('radio', { name: 'AWS CLI', exact: true })
    .click();
  await expect(panel.getByText('3 items, 3 requests.')).toBeVisible();
  const script = panel.getByLabel('app as a script');
  await expect(script).toContainText('aws dynamodb create-table');
  await expect(script).toContainText('"StreamViewType": "NEW_IMAGE"');
  await expect(script).toContainText('aws dynamodb wait table-exists --table-name app');
  await expect(script).toContainText('aws dynamodb update-time-to-live');
  await expect(script).toContainText('aws dynamodb batch-write-item');
  await panel.getByRole('radio', { name: 'Python', exact: true }).click();
  await expect(script).toContainText('client.get_waiter("table_exists").wait(');
  await expect(script).toContainText('while response.get("UnprocessedItems"):');
  await saveScreenshot(page, 'explorer-table-as-script');
  const [saved] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(saved.suggestedFilename()).toBe('app.py');
  expect(await readFile(await saved.path(), 'utf8')).toContain('response = client.batch_write_item(');

  // Under another name, the JavaScript runs in the Console: a copy of the table beside it.
  await panel.getByLabel('Name of the table it makes').fill('app-copy');
  await panel.getByRole('radio', { name: 'JavaScript', exact: true }).click();
  await expect(script).toContainText("TableName: 'app-copy',");
  await panel.getByRole('button', { name: 'Open the script in Console' }).click();
  await expect(page).toHaveURL(/#\/console$/);
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  await page.goto('./#/explorer/app-copy');
  await expect(page.getByRole('table', { name: 'Item collections' }).locator('tbody tr')).toHaveCount(3);
  await expect(page.locator('.table-summary')).toContainText('GSI GSI1');
  await page.goto('./#/explorer/app');

  // Saved and restored from the engine snapshot: items, index, stream and TTL settings.
  await expect(page.getByRole('contentinfo')).toContainText(/Saved in this browser at/);
  await page.waitForTimeout(600);
  await page.reload();
  await expect(summary).toContainText('ENABLED on expires');
  await expect(summary).toContainText('NEW_IMAGE since');
  await page.getByRole('combobox', { name: 'View', exact: true }).selectOption('GSI1');
  await expect(byIndex.getByRole('rowheader', { name: 'STATUS#OPEN' })).toHaveAttribute('rowspan', '2');
  await saveScreenshot(page, 'explorer-after-reload');
});
