/**
 * The Explorer's summary of tables of other kinds: one with a vector index, one with recovery and a
 * global index. On one page: the Console's editor loads once for the file.
 */
import { expect, onOnePage, saveScreenshot } from './fixtures.ts';
import { appTable, openConsole, runJson } from './consoleHelpers.ts';

const test = onOnePage();

test('explorer: a table made with a vector index, which needs on-demand capacity', async ({ page }) => {
  await page.goto('./#/explorer');
  await page.getByRole('button', { name: 'Create table' }).click();
  const form = page.getByRole('form', { name: 'Create table' });
  await form.getByLabel('Table name').fill('dishes');
  await form.getByRole('group', { name: 'Sort key (optional)', exact: true }).getByLabel('Name').fill('');

  // A provisioned table cannot have one: the form says so, and offers on-demand instead.
  await form.getByRole('radio', { name: 'Provisioned' }).check();
  const vectors = form.getByRole('group', { name: 'Vector indexes' });
  await expect(vectors.getByRole('button', { name: '+ Add a vector index' })).toBeHidden();
  await expect(vectors).toContainText('Vector indexes are only for on-demand (PAY_PER_REQUEST) tables.');
  await vectors.getByRole('button', { name: 'Switch to on-demand' }).click();
  await expect(form.getByRole('radio', { name: 'On-demand' })).toBeChecked();

  await vectors.getByRole('button', { name: '+ Add a vector index' }).click();
  await vectors.getByLabel('Index name').fill('byTaste');
  await vectors.getByLabel('Vector attribute').fill('taste');
  await vectors.getByLabel('Dimensions').fill('4');
  await vectors.getByLabel('Distance function').selectOption('EUCLIDEAN');
  await vectors
    .getByRole('group', { name: 'Partition attribute (optional)' })
    .getByLabel('Name')
    .fill('cuisine');
  await vectors.getByRole('button', { name: '+ Add a filter attribute' }).click();
  const filter = vectors.getByRole('group', { name: 'Filter attribute 1' });
  await filter.getByLabel('Name').fill('price');
  await filter.getByLabel('Type').selectOption('N');
  await form.getByText('The CreateTable request').click();
  const request = form.locator('pre');
  await expect(request).toContainText('"VectorIndexes"');
  await expect(request).toContainText('"SearchSchemaElementType": "INLINE_FILTER"');
  await expect(request).not.toContainText('"AttributeName": "SK"');
  await saveScreenshot(page, 'explorer-create-table-vector-index');
  await form.getByRole('button', { name: 'Create table' }).click();

  await expect(page).toHaveURL(/#\/explorer\/dishes$/);
  const summary = page.locator('.table-summary');
  await expect(summary).toContainText('Vector index byTaste');
  await expect(summary).toContainText(
    'taste (4 dimensions) · EUCLIDEAN · filters on cuisine (S, HASH: every search names it), price (N, inline filter)',
  );
});

test('the table summary shows point-in-time recovery once it is on, and a global index’s own capacity', async ({
  page,
}) => {
  await openConsole(page);
  const provisioned = {
    ...appTable,
    BillingMode: 'PROVISIONED',
    ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 5 },
    GlobalSecondaryIndexes: [
      {
        IndexName: 'bySK',
        KeySchema: [{ AttributeName: 'SK', KeyType: 'HASH' }],
        Projection: { ProjectionType: 'KEYS_ONLY' },
        ProvisionedThroughput: { ReadCapacityUnits: 2, WriteCapacityUnits: 3 },
      },
    ],
  };
  expect(await runJson(page, 'CreateTable', provisioned)).toMatch(/Succeeded/);
  const enable = { TableName: 'app', PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } };
  await expect
    .poll(async () => runJson(page, 'UpdateContinuousBackups', enable), { timeout: 10_000 })
    .toMatch(/Succeeded/);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Explorer' }).click();
  await expect(page.locator('.table-summary')).toContainText(
    /Point-in-time recovery\s*On \(35 days\), restorable from \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/,
  );
  await expect(page.locator('.table-summary')).toContainText(
    'SK (S, partition) · projects KEYS_ONLY · 2 RCU, 3 WCU',
  );
  await expect(page.locator('.table-summary')).toContainText(/Kinesis Data Streams\s*None/);
});

test('the table summary shows a Kinesis Data Streams destination, and follows it from ENABLING to ACTIVE', async ({
  page,
}) => {
  await openConsole(page);
  expect(await runJson(page, 'CreateTable', appTable)).toMatch(/Succeeded/);
  // Paused, the destination stays ENABLING until the clock runs again.
  await page.getByRole('button', { name: 'Pause the clock' }).click();
  const stream = 'arn:aws:kinesis:us-east-1:000000000000:stream/app-changes';
  const enable = {
    TableName: 'app',
    StreamArn: stream,
    EnableKinesisStreamingConfiguration: { ApproximateCreationDateTimePrecision: 'MICROSECOND' },
  };
  // A minute on, the new table is ACTIVE and takes the destination.
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  expect(await runJson(page, 'EnableKinesisStreamingDestination', enable)).toMatch(/Succeeded/);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Explorer' }).click();
  const summary = page.locator('.table-summary');
  // The ARN has no characters special in a regular expression.
  const shown = (status: string) =>
    new RegExp(`Kinesis Data Streams\\s*${status} · ${stream} · precision MICROSECOND`);
  await expect(summary).toContainText(shown('ENABLING'));
  await saveScreenshot(page, 'explorer-kinesis-destination');
  // It turns ACTIVE on the clock, without a Refresh.
  await page.getByRole('button', { name: 'Resume the clock' }).click();
  await page.getByLabel('Clock speed').selectOption('10');
  await expect(summary).toContainText(shown('ACTIVE'));
});
