/**
 * Shared steps of the S3 specs: the `app` table of three customers that the export tests
 * (s3Exports.spec.ts, s3ExportKinds.spec.ts) export, made in the Console; opening a bucket and
 * uploading a file on the S3 page; stepping the clock past a transfer.
 */
import type { Locator, Page } from '@playwright/test';
import { appTable, openConsole, runJson } from './consoleHelpers.ts';
import { expect } from './fixtures.ts';
import { clock } from './heatmapHelpers.ts';

export const customers = ['Ada', 'Grace', 'Edsger'].map((name, position) => ({
  PutRequest: {
    Item: { PK: { S: `CUSTOMER#${position + 1}` }, SK: { S: 'PROFILE' }, name: { S: name } },
  },
}));

/** The `app` table with three customers, made in the Console. */
export async function makeCustomers(page: Page): Promise<void> {
  await openConsole(page);
  expect(await runJson(page, 'CreateTable', appTable)).toMatch(/Succeeded/);
  // The table is CREATING for a moment: the batch is refused until it is ACTIVE.
  await expect
    .poll(async () => runJson(page, 'BatchWriteItem', { RequestItems: { app: customers } }), {
      timeout: 10_000,
    })
    .toMatch(/Succeeded/);
}

/**
 * An export or import stays IN_PROGRESS for a few simulated seconds: the header's Step (+1 min by
 * default) moves the clock past them at once, as a learner can, rather than waiting them out at 1×.
 */
export async function stepClock(page: Page): Promise<void> {
  await clock(page).getByRole('button', { name: 'Step' }).click();
}

/** Opens a bucket by name from the S3 page's bucket list (every valid name exists). */
export async function openBucket(page: Page, bucket: string): Promise<void> {
  const buckets = page.getByRole('navigation', { name: 'Buckets' });
  await buckets.getByLabel('Open a bucket').fill(bucket);
  await buckets.getByRole('button', { name: 'Open' }).click();
}

/** Uploads one CSV file under `prefix` into the open bucket; resolves with the upload form. */
export async function uploadCsv(page: Page, prefix: string, name: string, text: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Upload…' }).click();
  const upload = page.getByRole('form', { name: 'Upload to S3' });
  await upload.getByLabel('Key prefix').fill(prefix);
  await upload.getByLabel('Files').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload.getByRole('status')).toContainText(`Uploaded 1 object: ${prefix}${name}.`);
  return upload;
}

/**
 * Opens the Explorer's Import from S3 form (the Explorer page is open) and fills it for a CSV import
 * of `bucket`/`prefix` into a new table; resolves with the form, not yet sent.
 */
export async function fillCsvImport(
  page: Page,
  bucket: string,
  prefix: string,
  table: string,
): Promise<Locator> {
  await page.getByRole('button', { name: 'Import from S3' }).click();
  const importForm = page.getByRole('form', { name: 'Import from S3' });
  await importForm.getByLabel('S3 bucket').fill(bucket);
  await importForm.getByLabel('Key prefix').fill(prefix);
  await importForm.getByLabel('Input format').selectOption('CSV');
  await importForm.getByLabel('New table name').fill(table);
  return importForm;
}
