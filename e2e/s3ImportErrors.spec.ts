/**
 * An import from S3 whose CSV has a bad row, into an empty sandbox: the import FAILS with an
 * ItemValidationError, as DynamoDB's does, yet leaves its table with the good rows. The form must
 * stay open to say so, although the new table, the sandbox's first, is selected as it appears, and
 * list the record that was skipped.
 */
import { expect, test } from './fixtures.ts';
import { fillCsvImport, openBucket, stepClock, uploadCsv } from './s3Helpers.ts';

test('a partly failed import into an empty sandbox keeps its FAILED status, ErrorCount and errors in view', async ({
  page,
}) => {
  await page.goto('./#/s3');
  await openBucket(page, 'my-imports');
  // The second row has no partition key value.
  await uploadCsv(
    page,
    'people/',
    'people.csv',
    'PK,SK,name\nUSER#1,PROFILE,Ada\n,PROFILE,Nobody\nUSER#3,PROFILE,Grace\n',
  );

  await page.goto('./#/explorer');
  await expect(page.getByRole('navigation', { name: 'Tables' })).toContainText('No tables yet');
  const importForm = await fillCsvImport(page, 'my-imports', 'people/', 'people');
  await importForm.getByRole('button', { name: 'Import table' }).click();
  const importStatus = importForm.getByRole('status', { name: 'Import status' });
  await expect(importStatus).toContainText('IN_PROGRESS');
  await expect(page.getByRole('navigation', { name: 'Tables' })).toContainText('people');
  await stepClock(page);

  await expect(importStatus).toContainText('FAILED', { timeout: 20_000 });
  await expect(importStatus).toContainText(/ErrorCount\s*1/);
  await expect(importForm).toContainText('The table people was made all the same');
  // Which record was skipped, and why, as CloudWatch would log it on AWS.
  const skipped = importForm.getByRole('region', { name: 'Records not imported' });
  await expect(skipped.getByRole('listitem')).toHaveCount(1);
  await expect(skipped.getByRole('listitem')).toContainText(
    's3://my-imports/people/people.csv, itemIndex 1: One or more parameter values were invalid',
  );
  await importForm.getByRole('button', { name: 'Open people' }).click();
  const collections = page.getByRole('table', { name: 'Item collections' });
  await expect(collections).toContainText('Ada', { timeout: 10_000 });
  await expect(collections).toContainText('Grace');
  await expect(collections).not.toContainText('Nobody');
});
