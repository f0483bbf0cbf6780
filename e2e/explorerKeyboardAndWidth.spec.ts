/**
 * What an exploratory pass over the Explorer found: forms opened from the keyboard, values too long
 * for their cell, a deleted table shown ACTIVE, the Explore form's Limit, a global index backfilling.
 */
import type { Locator } from '@playwright/test';
import { appTable, openConsole, runJson } from './consoleHelpers.ts';
import { createExplorerTable, importItems } from './explorerSteps.ts';
import { expect, test } from './fixtures.ts';

test('explorer: Create table and Import from S3 take the focus when they open, as the item panels do', async ({
  page,
}) => {
  await page.goto('./#/explorer');
  const tables = page.getByRole('navigation', { name: 'Tables' });
  // The form opens beside the list (below it on a phone): left on the button, the focus would make a
  // keyboard user Tab past the sidebar to reach it, with nothing said about the form appearing.
  for (const name of ['Create table', 'Import from S3']) {
    const opener = tables.getByRole('button', { name });
    await opener.focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name });
    await expect(form.getByRole('heading', { name, level: 2 })).toBeFocused();
    // The next Tab stays in the form.
    await page.keyboard.press('Tab');
    await expect(form.locator(':focus')).toHaveCount(1);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(opener).toBeFocused();
  }
});

test('explorer: a number of 130 digits is cut short like a long string; the attributes after it stay in sight, named', async ({
  page,
}) => {
  await page.goto('./#/explorer');
  await createExplorerTable(page, 'numbers');

  await page.getByRole('button', { name: 'Add item' }).click();
  const editor = page.getByRole('form', { name: 'Add item' });
  await editor.getByLabel('Attribute 1 value').fill('N');
  await editor.getByLabel('Attribute 2 value').fill('SMALLEST');
  const addAttribute = async (row: number, name: string, type: string, value: string) => {
    await editor.getByRole('button', { name: '+ Add attribute' }).click();
    await editor.getByLabel(`Attribute ${row} name`).fill(name);
    await editor.getByLabel(`Attribute ${row} type`).selectOption(type);
    await editor.getByLabel(`Attribute ${row} value`).fill(value);
  };
  // DynamoDB's smallest positive number: written out in full it is 132 characters long.
  await addAttribute(3, 'tiny', 'N', '1E-130');
  await addAttribute(4, 'after', 'S', 'still visible');
  await addAttribute(5, 'tags', 'L', '[{"S": "a"}]');
  await addAttribute(6, 'lines', 'L', '[{"S": "b"}]');
  await expect(async () => {
    await editor.getByRole('button', { name: 'Save item' }).click();
    await expect(editor).toBeHidden({ timeout: 500 });
  }).toPass({ timeout: 10_000 });

  const collections = page.getByRole('table', { name: 'Item collections' });
  const tiny = collections.locator('.cell--n');
  await expect(tiny).toHaveAttribute('title', /^N: "0\.0{129}1"$/);
  expect((await width(tiny)) ?? Infinity).toBeLessThan(400);
  // The attribute after it is not pushed out of the cell (which clips what overflows it).
  const after = collections.getByText('still visible');
  await expect(after).toBeInViewport();
  const cell = collections.locator('td').filter({ hasText: 'still visible' });
  const afterBox = (await after.boundingBox())!;
  const cellBox = (await cell.boundingBox())!;
  expect(afterBox.x + afterBox.width).toBeLessThanOrEqual(cellBox.x + cellBox.width);

  // Each list's button names what it shows: tabbing through a table of "[1 element]" buttons says
  // nothing of which attribute, or which item, each opens.
  await expect(collections.getByRole('button', { name: '[1 element]' })).toHaveCount(2);
  const tags = collections.getByRole('button', { name: 'L [1 element]: tags of N / SMALLEST', exact: true });
  await expect(tags).toBeVisible();
  await tags.click();
  await expect(page.getByRole('dialog', { name: /tags of N \/ SMALLEST/ })).toBeFocused();
});

async function width(locator: Locator): Promise<number | undefined> {
  return (await locator.boundingBox())?.width;
}

test('explorer: once DeleteTable is accepted the summary says DELETING, not ACTIVE, until the table is gone', async ({
  page,
}) => {
  await page.goto('./#/explorer');
  await createExplorerTable(page, 'doomed');
  const summary = page.locator('.table-summary');

  // Paused, the table stays DELETING: what DescribeTable answers then is what the summary shows.
  await page.getByRole('button', { name: 'Pause the clock' }).click();
  await page.getByRole('button', { name: 'Settings…' }).click();
  const settings = page.getByRole('region', { name: 'Settings of doomed' });
  await settings.getByLabel('To confirm, type the table’s name: doomed').fill('doomed');
  await settings.getByRole('button', { name: 'Delete table' }).click();
  await expect(settings).toContainText('DeleteTable accepted. The table is DELETING');
  // Well before the wait for the table to go gives up (some 6 s of polls on a paused clock).
  await expect(summary).toContainText('DELETING', { timeout: 2_000 });
  await expect(summary).not.toContainText('ACTIVE');

  await page.getByRole('button', { name: 'Resume the clock' }).click();
  await expect(page.getByRole('navigation', { name: 'Tables' })).toContainText('No tables yet');
});

test('explorer: the Explore form’s Limit caps the items a page reads, before the filter', async ({
  page,
}) => {
  await page.goto('./#/explorer');
  await createExplorerTable(page, 'limits');
  const items = [1, 2, 3, 4, 5].map((at) => ({
    PK: 'C#1',
    SK: `O#${at}`,
    status: at === 5 ? 'OPEN' : 'DONE',
  }));
  await importItems(page, items);

  const form = page.getByRole('form', { name: 'Explore items' });
  await form.getByRole('radiogroup', { name: 'Read with' }).getByRole('radio', { name: 'Query' }).click();
  await form.getByLabel('Partition key: PK (S)').fill('C#1');
  await form.getByRole('button', { name: '+ Add filter' }).click();
  const filter = form.getByRole('group', { name: 'Filter 1' });
  await filter.getByLabel('Attribute name').fill('status');
  await filter.getByLabel('Value').fill('OPEN');
  const limit = form.getByLabel('Limit (items read per page)');
  await expect(limit).toHaveValue('100');
  await limit.fill('2');
  await limit.press('Enter');
  const results = page.getByRole('region', { name: 'Query results' });
  // Two orders read, neither OPEN: an empty page that still goes on.
  await expect(results.getByRole('status')).toContainText(
    'Page 1: Count 0 (items returned), ScannedCount 2 (items read)',
  );
  await results.getByText('The Query request sent').click();
  await expect(results.getByLabel('The Query request sent')).toContainText('"Limit": 2');
  await results.getByRole('button', { name: 'Next page' }).click();
  await results.getByRole('button', { name: 'Next page' }).click();
  await expect(results.getByRole('status')).toContainText('Page 3: Count 1 (items returned), ScannedCount 1');
});

test('explorer: a global index being backfilled is explained, and its entries shown once it is ACTIVE', async ({
  page,
}) => {
  await openConsole(page);
  expect(await runJson(page, 'CreateTable', appTable)).toMatch(/Succeeded/);
  await expect
    .poll(async () =>
      runJson(page, 'PutItem', { TableName: 'app', Item: { PK: { S: 'A' }, SK: { S: 'B' } } }),
    )
    .toMatch(/Succeeded/);
  // Paused, the new index stays CREATING (backfilling) until the clock runs again.
  await page.getByRole('button', { name: 'Pause the clock' }).click();
  const bySK = {
    IndexName: 'bySK',
    KeySchema: [{ AttributeName: 'SK', KeyType: 'HASH' }],
    Projection: { ProjectionType: 'ALL' },
  };
  const update = {
    TableName: 'app',
    AttributeDefinitions: appTable.AttributeDefinitions,
    GlobalSecondaryIndexUpdates: [{ Create: bySK }],
  };
  expect(await runJson(page, 'UpdateTable', update)).toMatch(/Succeeded/);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Explorer' }).click();
  await page.getByRole('combobox', { name: 'View', exact: true }).selectOption('bySK');
  const items = page.getByRole('tabpanel', { name: 'Items' });
  await expect(items.getByRole('status')).toHaveText(
    'Index bySK is CREATING: DynamoDB is filling it from the table’s items (backfilling), and until ' +
      'it is ACTIVE answers a read of it with ValidationException: Cannot read from backfilling ' +
      'global secondary index. The clock is paused: press play, or Step, to let it finish.',
  );
  await expect(items.getByRole('alert')).toHaveCount(0);

  await page.getByRole('button', { name: 'Resume the clock' }).click();
  const entries = page.getByRole('table', { name: 'Item collections of index bySK' });
  await expect(entries.getByRole('rowheader', { name: 'B' })).toBeVisible();
});
