/**
 * An import from S3 whose CSV has a bad row, into an empty sandbox: the import FAILS with an
 * ItemValidationError, as DynamoDB's does, yet leaves its table with the good rows. The form must
 * stay open to say so, although the new table, the sandbox's first, is selected as it appears.
 */
import { expect, test } from './fixtures.ts';
import { stepClock } from './s3Helpers.ts';

test('a partly failed import into an empty sandbox keeps its FAILED status and ErrorCount in view', async ({
  page,
}) => {
  await page.goto('./#/s3');
  const buckets = page.getByRole('navigation', { name: 'Buckets' });
  await buckets.getByLabel('Open a bucket').fill('my-imports');
  await buckets.getByRole('button', { name: 'Open' }).click();
  await page.getByRole('button', { name: 'Upload…' }).click();
  const upload = page.getByRole('form', { name: 'Upload to S3' });
  await upload.getByLabel('Key prefix').fill('people/');
  await upload.getByLabel('Files').setInputFiles({
    name: 'people.csv',
    mimeType: 'text/csv',
    // The second row has no partition key value.
    buffer: Buffer.from('PK,SK,name\nUSER#1,PROFILE,Ada\n,PROFILE,Nobody\nUSER#3,PROFILE,Grace\n'),
  });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload.getByRole('status')).toContainText('Uploaded 1 object: people/people.csv.');

  await page.goto('./#/explorer');
  await expect(page.getByRole('navigation', { name: 'Tables' })).toContainText('No tables yet');
  await page.getByRole('button', { name: 'Import from S3' }).click();
  const importForm = page.getByRole('form', { name: 'Import from S3' });
  await importForm.getByLabel('S3 bucket').fill('my-imports');
  await importForm.getByLabel('Key prefix').fill('people/');
  await importForm.getByLabel('Input format').selectOption('CSV');
  await importForm.getByLabel('New table name').fill('people');
  await importForm.getByRole('button', { name: 'Import table' }).click();
  const importStatus = importForm.getByRole('status', { name: 'Import status' });
  await expect(importStatus).toContainText('IN_PROGRESS');
  await expect(page.getByRole('navigation', { name: 'Tables' })).toContainText('people');
  await stepClock(page);

  await expect(importStatus).toContainText('FAILED', { timeout: 20_000 });
  await expect(importStatus).toContainText(/ErrorCount\s*1/);
  await expect(importForm).toContainText('The table people was made all the same');
  await importForm.getByRole('button', { name: 'Open people' }).click();
  const collections = page.getByRole('table', { name: 'Item collections' });
  await expect(collections).toContainText('Ada', { timeout: 10_000 });
  await expect(collections).toContainText('Grace');
  await expect(collections).not.toContainText('Nobody');
});
