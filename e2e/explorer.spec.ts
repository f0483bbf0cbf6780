import { expect, saveScreenshot, test } from './fixtures.ts';
import { appTable, openConsole, runJson } from './consoleHelpers.ts';

test('explorer: create a table, add, edit and delete items shown as item collections', async ({ page }) => {
  await page.goto('./#/explorer');
  await expect(page.getByRole('navigation', { name: 'Tables' })).toContainText('No tables yet');

  await page.getByRole('button', { name: 'Create table' }).click();
  const form = page.getByRole('form', { name: 'Create table' });
  await form.getByLabel('Table name').fill('app');
  await form.getByText('The CreateTable request').click();
  await expect(form.locator('pre')).toContainText('"AttributeName": "SK"');
  // The same request as the AWS CLI command that creates the table, to copy for a real account.
  const languages = form.getByRole('radiogroup', { name: 'Show the request as' });
  await languages.getByRole('radio', { name: 'AWS CLI', exact: true }).click();
  await expect(form.getByLabel('CreateTable as AWS CLI')).toContainText('aws dynamodb create-table \\');
  await expect(form.getByLabel('CreateTable as AWS CLI')).toContainText('--table-name app \\');
  await saveScreenshot(page, 'explorer-create-table');
  await languages.getByRole('radio', { name: 'JSON', exact: true }).click();
  await form.getByRole('button', { name: 'Create table' }).click();

  await expect(page).toHaveURL(/#\/explorer\/app$/);
  await expect(page.getByRole('heading', { name: 'app', level: 2 })).toBeVisible();
  await expect(page.getByText('PK (S, partition) · SK (S, sort)')).toBeVisible();

  // The table is CREATING for a moment of simulated time; a write then is refused, as DynamoDB does.
  const addItem = async (sk: string, attributes: [string, string, string][]) => {
    await page.getByRole('button', { name: 'Add item' }).click();
    const editor = page.getByRole('form', { name: 'Add item' });
    await editor.getByLabel('Attribute 1 value').fill('CUSTOMER#42');
    await editor.getByLabel('Attribute 2 value').fill(sk);
    for (const [index, [name, type, value]] of attributes.entries()) {
      await editor.getByRole('button', { name: '+ Add attribute' }).click();
      const row = index + 3;
      await editor.getByLabel(`Attribute ${row} name`).fill(name);
      await editor.getByLabel(`Attribute ${row} type`).selectOption(type);
      await editor.getByLabel(`Attribute ${row} value`).fill(value);
    }
    await expect(async () => {
      await editor.getByRole('button', { name: 'Save item' }).click();
      await expect(editor).toBeHidden({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
  };
  await addItem('PROFILE', [
    ['name', 'S', 'Ada'],
    ['ver', 'N', '1'],
  ]);
  await addItem('ORDER#2026-10-02#A17', [
    ['total', 'N', '35'],
    ['lines', 'L', '[{"S": "book"}, {"N": "2"}]'],
  ]);

  const collections = page.getByRole('table', { name: 'Item collections' });
  await expect(collections.getByRole('rowheader', { name: 'CUSTOMER#42' })).toHaveAttribute('rowspan', '2');
  await expect(collections.locator('tbody tr')).toHaveCount(2);
  await expect(collections.locator('.collections__sort')).toHaveText(['ORDER#2026-10-02#A17', 'PROFILE']);
  await collections.getByRole('button', { name: '[2 elements]' }).click();
  await expect(page.getByRole('region', { name: /Value of lines/ })).toContainText('"book"');

  // Edit: the key stays, the other attributes change.
  await collections.getByRole('button', { name: 'Edit CUSTOMER#42 / PROFILE' }).click();
  const editor = page.getByRole('form', { name: 'Edit item' });
  await expect(editor.getByLabel('Attribute 1 value')).toHaveAttribute('readonly', '');
  await editor.getByLabel('Attribute 3 value').fill('Ada Lovelace');
  await editor.getByRole('button', { name: 'Save item' }).click();
  await expect(collections).toContainText('Ada Lovelace');
  await saveScreenshot(page, 'explorer-items');

  // A bad number is caught before anything is sent.
  await page.getByRole('button', { name: 'Add item' }).click();
  const adding = page.getByRole('form', { name: 'Add item' });
  await adding.getByLabel('Attribute 1 value').fill('CUSTOMER#7');
  await adding.getByLabel('Attribute 2 value').fill('PROFILE');
  await adding.getByRole('button', { name: '+ Add attribute' }).click();
  await adding.getByLabel('Attribute 3 name').fill('ver');
  await adding.getByLabel('Attribute 3 type').selectOption('N');
  await adding.getByLabel('Attribute 3 value').fill('one');
  await adding.getByRole('button', { name: 'Save item' }).click();
  await expect(adding.getByRole('alert')).toContainText('"ver": a number looks like');
  await adding.getByRole('button', { name: 'Cancel' }).click();

  await collections.getByRole('button', { name: 'Delete CUSTOMER#42 / ORDER#2026-10-02#A17' }).click();
  await expect(collections.locator('tbody tr')).toHaveCount(1);

  // The console sees the same engine.
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Console' }).click();
  await expect(page.getByLabel('Table', { exact: true })).toHaveValue('app');
});

test('the table summary shows point-in-time recovery once it is on', async ({ page }) => {
  await openConsole(page);
  expect(await runJson(page, 'CreateTable', appTable)).toMatch(/Succeeded/);
  const enable = { TableName: 'app', PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } };
  await expect
    .poll(async () => runJson(page, 'UpdateContinuousBackups', enable), { timeout: 10_000 })
    .toMatch(/Succeeded/);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Explorer' }).click();
  await expect(page.locator('.table-summary')).toContainText(
    /Point-in-time recovery\s*On \(35 days\), restorable from \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/,
  );
});
