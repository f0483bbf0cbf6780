/**
 * The kinds of export beside a full DynamoDB JSON one, read back in the S3 section: an incremental
 * export in Amazon Ion (keys, new and old images) and a filtered one (FilterSpecification). On one
 * page: the Console's editor loads once for the file.
 */
import { appTable, openConsole, runJson } from './consoleHelpers.ts';
import { expect, onOnePage, saveScreenshot } from './fixtures.ts';
import { customers, makeCustomers, stepClock } from './s3Helpers.ts';

const test = onOnePage();

test('an incremental export holds what changed in its period, with keys and images', async ({ page }) => {
  await openConsole(page);
  expect(await runJson(page, 'CreateTable', appTable)).toMatch(/Succeeded/);
  await expect
    .poll(
      async () =>
        runJson(page, 'UpdateContinuousBackups', {
          TableName: 'app',
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        }),
      { timeout: 10_000 },
    )
    .toMatch(/Succeeded/);
  // An incremental period is 15 minutes to 24 hours inside the recovery window: let an hour pass.
  const clock = page.getByRole('group', { name: 'Virtual clock' });
  await clock.getByLabel('Step size').selectOption('3600');
  await clock.getByRole('button', { name: 'Step' }).click();
  expect(await runJson(page, 'BatchWriteItem', { RequestItems: { app: customers } })).toMatch(/Succeeded/);

  await page.goto('./#/explorer/app');
  await page.getByText('Export', { exact: true }).click();
  await page.getByRole('button', { name: 'To S3, from point-in-time recovery…' }).click();
  const panel = page.getByRole('region', { name: 'Export to S3' });
  await expect(panel).toContainText('Point-in-time recovery is on');
  const form = panel.getByRole('form', { name: 'Export to S3' });
  await form.getByLabel('S3 bucket').fill('my-exports');
  await form.getByLabel('Incremental export').check();
  // The period starts filled in: the last hour of the window, up to now.
  await expect(form.getByLabel('From (UTC)')).not.toHaveValue('');
  await expect(form.getByLabel('To (UTC, empty: now)')).toHaveValue('');
  await form.getByLabel('Format').selectOption('ION');
  await form.getByRole('button', { name: 'Export' }).click();

  const row = panel.getByRole('table', { name: 'Exports of the table' }).locator('tbody tr').first();
  await expect(row).toContainText('IN_PROGRESS');
  await stepClock(page);
  await expect(row).toContainText('COMPLETED', { timeout: 20_000 });
  await expect(row).toContainText('Incremental');
  await expect(row.getByRole('cell').nth(1)).toHaveText(/^3/);
  await saveScreenshot(page, 's3-export-incremental');

  await row.getByRole('link', { name: /^Files of export/ }).click();
  await page.getByRole('link', { name: 'data/' }).click();
  // Some data file holds the changes, as Amazon Ion text: keys, then the new and old images.
  const ionFiles = page.getByRole('link', { name: /\.ion\.gz$/ });
  await expect(ionFiles.first()).toBeVisible();
  const texts: string[] = [];
  for (const link of await ionFiles.all()) {
    const name = (await link.textContent()) ?? '';
    await link.click();
    await expect(page.getByText(/decompressed \(gzip\)/)).toBeVisible();
    const viewer = page.getByLabel(`Content of ${name}, decompressed`);
    if ((await viewer.count()) > 0) {
      texts.push((await viewer.textContent()) ?? '');
      if (texts.length === 1) await saveScreenshot(page, 's3-export-ion-file');
    }
    await page.goBack();
  }
  expect(texts.join('\n')).toMatch(/Keys/);
  expect(texts.join('\n')).toMatch(/NewImage/);
});

test('a filtered export writes only the items and attributes its FilterSpecification selects', async ({
  page,
}) => {
  await makeCustomers(page);
  await page.goto('./#/explorer/app');
  await page.getByText('Export', { exact: true }).click();
  await page.getByRole('button', { name: 'To S3, from point-in-time recovery…' }).click();
  const panel = page.getByRole('region', { name: 'Export to S3' });
  await panel.getByRole('button', { name: 'Turn on point-in-time recovery' }).click();
  const form = panel.getByRole('form', { name: 'Export to S3' });
  await form.getByLabel('S3 bucket').fill('my-exports');
  await form.getByText('Only some items or attributes (FilterSpecification)').click();
  await form.getByLabel('Filter expression').fill('#n <> :ada');
  await form.getByLabel('Projection').fill('PK, #n');
  await form.getByLabel('ExpressionAttributeNames (JSON)').fill('{"#n": "name"}');
  // A value no expression uses is refused, with the message a Query would give.
  await form.getByLabel('ExpressionAttributeValues (JSON)').fill('{":ada": {"S": "Ada"}, ":x": {"S": "x"}}');
  await form.getByRole('button', { name: 'Export' }).click();
  await expect(form.getByRole('alert')).toContainText(
    'Value provided in ExpressionAttributeValues unused in expressions: keys: {:x}',
  );
  await form.getByLabel('ExpressionAttributeValues (JSON)').fill('{":ada": {"S": "Ada"}}');
  await form.getByRole('button', { name: 'Export' }).click();

  const row = panel.getByRole('table', { name: 'Exports of the table' }).locator('tbody tr').first();
  await expect(row).toContainText('IN_PROGRESS');
  await stepClock(page);
  await expect(row).toContainText('COMPLETED', { timeout: 20_000 });
  await expect(row).toContainText('filtered');
  await expect(row.getByRole('cell').nth(1)).toHaveText(/^2/);
  await saveScreenshot(page, 's3-export-filtered');

  await row.getByRole('link', { name: /^Files of export/ }).click();
  await page.getByRole('link', { name: 'data/' }).click();
  const lines: string[] = [];
  const dataFiles = page.getByRole('link', { name: /\.json\.gz$/ });
  await expect(dataFiles.first()).toBeVisible();
  for (const link of await dataFiles.all()) {
    const name = (await link.textContent()) ?? '';
    await link.click();
    await expect(page.getByText(/decompressed \(gzip\)/)).toBeVisible();
    const viewer = page.getByLabel(`Content of ${name}, decompressed`);
    if ((await viewer.count()) > 0) lines.push(...(await viewer.locator('li').allTextContents()));
    await page.goBack();
  }
  expect(
    lines
      .map((line) => JSON.parse(line) as unknown)
      .sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1)),
  ).toEqual([
    { Item: { PK: { S: 'CUSTOMER#2' }, name: { S: 'Grace' } } },
    { Item: { PK: { S: 'CUSTOMER#3' }, name: { S: 'Edsger' } } },
  ]);
});
