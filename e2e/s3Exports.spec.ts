/**
 * Exports to and imports from the sandbox's simulated S3, through the app: a table exported from
 * the Explorer (point-in-time recovery turned on first), its files read in the S3 section, then a CSV
 * uploaded there and imported into a new table from the Explorer.
 */
import type { Locator } from '@playwright/test';
import { expect, saveScreenshot, test } from './fixtures.ts';
import { fillCsvImport, makeCustomers, openBucket, stepClock, uploadCsv } from './s3Helpers.ts';
import { resetSandbox } from './sandboxHelpers.ts';
import { needlesslyBrokenWords } from './wordBreaks.ts';

test('export a table to S3 and read its files; upload a CSV and import it into a new table', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Before anything is written, the S3 section says what it is for.
  await page.goto('./#/s3');
  await expect(page.getByRole('navigation', { name: 'Buckets' })).toContainText(
    'No bucket holds anything yet.',
  );
  await expect(page.getByRole('region', { name: 'How the sandbox’s S3 works' })).toContainText(
    'Any valid bucket name exists.',
  );
  await saveScreenshot(page, 's3-empty');
  await makeCustomers(page);

  // Export to S3 from the Explorer: recovery is off, so the panel offers to turn it on.
  await page.goto('./#/explorer/app');
  await page.getByText('Export', { exact: true }).click();
  await page.getByRole('button', { name: 'To S3, from point-in-time recovery…' }).click();
  const panel = page.getByRole('region', { name: 'Export to S3' });
  await expect(panel.getByRole('status')).toContainText('Point-in-time recovery is off');
  await saveScreenshot(page, 's3-export-pitr-off');
  await panel.getByRole('button', { name: 'Turn on point-in-time recovery' }).click();
  await expect(panel).toContainText('Point-in-time recovery is on');

  const form = panel.getByRole('form', { name: 'Export to S3' });
  await form.getByLabel('S3 bucket').fill('My_Exports');
  await expect(form.getByLabel('S3 bucket')).toHaveAccessibleDescription(
    'Bucket names are lowercase: no capital letters.',
  );
  await expect(form.getByRole('button', { name: 'Export' })).toBeDisabled();
  await form.getByLabel('S3 bucket').fill('my-exports');
  await form.getByLabel('S3 prefix (optional)').fill('exports/app');
  await form.getByRole('button', { name: 'Export' }).click();

  const exportsTable = panel.getByRole('table', { name: 'Exports of the table' });
  const row = exportsTable.locator('tbody tr').first();
  await expect(row).toContainText('IN_PROGRESS');
  await stepClock(page);
  await expect(row).toContainText('COMPLETED', { timeout: 20_000 });
  await expect(row.getByRole('cell').nth(1)).toHaveText(/^3/);
  await saveScreenshot(page, 's3-export-panel');

  // The export's folder in the S3 section: manifests and a data/ folder of gzipped JSON lines.
  await row.getByRole('link', { name: /^Files of export/ }).click();
  await expect(page).toHaveURL(/#\/s3\/my-exports\/exports%2Fapp%2FAWSDynamoDB%2F/);
  const folder = page.getByRole('table', {
    name: /^Objects in s3:\/\/my-exports\/exports\/app\/AWSDynamoDB\//,
  });
  await expect(folder.getByRole('link', { name: 'manifest-summary.json' })).toBeVisible();
  const exportFolder = page.url();
  // A folder has no time of its own: its object count goes beside its name.
  const dataRow = folder.locator('tr', { has: page.getByRole('link', { name: 'data/' }) });
  await expect(dataRow.getByRole('rowheader')).toHaveText(/^data\/\s*\d+ objects?$/);
  await expect(dataRow.getByRole('cell').nth(1)).toHaveText('—');
  await saveScreenshot(page, 's3-export-folder');
  await folder.getByRole('link', { name: 'data/' }).click();
  const dataFiles = page.getByRole('table', { name: /\/data\/$/ }).getByRole('link', { name: /\.json\.gz$/ });
  await expect(dataFiles.first()).toBeVisible();
  // Each data file holds some of the items (or none: a file per partition); together, all three.
  const lines: string[] = [];
  for (const link of await dataFiles.all()) {
    const name = (await link.textContent()) ?? '';
    await link.click();
    await expect(page.getByRole('heading', { name: new RegExp(`/data/${name}$`) })).toBeVisible();
    await expect(page.getByText(/decompressed \(gzip\)/)).toBeVisible();
    const shown = await page.getByLabel(`Content of ${name}, decompressed`).locator('li').allTextContents();
    if (shown.length > 0 && lines.length === 0) {
      await saveScreenshot(page, 's3-export-data-file');
      // Downloaded as stored: gzip bytes, under the object's name.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download', exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(name);
    }
    lines.push(...shown);
    await page.goBack();
  }
  expect(lines.map((line) => /"name": \{\s*"S": "(\w+)"\s*\}/.exec(line)?.[1]).sort()).toEqual([
    'Ada',
    'Edsger',
    'Grace',
  ]);

  // An object's own page asks before it deletes, and the keyboard focus follows the question.
  await page.goBack();
  await folder.getByRole('link', { name: 'manifest-summary.json' }).click();
  await expect(page.getByText('A JSON document, on one line', { exact: true })).toBeVisible();
  const deleteObject = page.getByRole('button', { name: 'Delete…' });
  await deleteObject.click();
  await expect(page.getByRole('button', { name: 'Delete the object' })).toBeFocused();
  await page.getByRole('button', { name: 'Keep it' }).click();
  await expect(deleteObject).toBeFocused();
  await deleteObject.click();
  await page.getByRole('button', { name: 'Delete the object' }).click();
  await expect(folder.getByRole('link', { name: 'manifest-files.json' })).toBeVisible();
  await expect(folder.getByRole('link', { name: 'manifest-summary.json' })).toHaveCount(0);
  // manifest-files.json names each data file in dataFileS3Key: the viewer links them.
  await folder.getByRole('link', { name: 'manifest-files.json' }).click();
  await saveScreenshot(page, 's3-manifest-files');
  await page.getByLabel('Content of manifest-files.json').getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: /\/data\/[\w-]+\.json\.gz$/ })).toBeVisible();

  // Upload a CSV into another bucket, opened by name (every valid name exists).
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: /^S3/ }).click();
  const buckets = page.getByRole('navigation', { name: 'Buckets' });
  await expect(buckets.getByRole('link', { name: /^my-exports/ })).toBeVisible();
  await openBucket(page, 'my-imports');
  await expect(page.getByText('Nothing under s3://my-imports/ yet.')).toBeVisible();
  const upload = await uploadCsv(
    page,
    'people/',
    'people.csv',
    'PK,SK,name,city\nUSER#1,PROFILE,Ada,London\nUSER#2,PROFILE,Grace,Arlington\n',
  );
  // The keyboard focus stays on the form's button rather than dropping to the page.
  await expect(upload.getByRole('button', { name: 'Upload' })).toBeFocused();
  await expect(page.getByRole('table', { name: 'Objects in s3://my-imports/' })).toContainText('people/');
  await saveScreenshot(page, 's3-upload');

  // Import it from the Explorer into a new table, which opens when the import completes.
  await page.goto('./#/explorer');
  const importForm = await fillCsvImport(page, 'my-imports', 'people/', 'people');
  await importForm.getByText('The ImportTable request').click();
  await expect(importForm.locator('pre')).toContainText('"S3KeyPrefix": "people/"');
  await saveScreenshot(page, 's3-import-form');
  await importForm.getByRole('button', { name: 'Import table' }).click();
  const importStatus = importForm.getByRole('status', { name: 'Import status' });
  await expect(importStatus).toContainText('IN_PROGRESS');
  await stepClock(page);

  await expect(page).toHaveURL(/#\/explorer\/people$/, { timeout: 20_000 });
  const result = page.getByRole('region', { name: 'Import result' });
  await expect(result).toContainText('COMPLETED');
  await expect(result.getByText('ImportedItemCount').locator('..')).toContainText('2');
  const collections = page.getByRole('table', { name: 'Item collections' });
  await expect(collections).toContainText('Ada', { timeout: 10_000 });
  await expect(collections).toContainText('Arlington');
  await saveScreenshot(page, 's3-imported-table');

  // The uploaded file, deleted from its folder once confirmed.
  await page.goto('./#/s3/my-imports/people%2F');
  await page.getByRole('button', { name: 'Delete people.csv…' }).click();
  await page.getByRole('button', { name: 'Delete people.csv', exact: true }).click();
  await expect(page.getByText('Nothing under s3://my-imports/people/ yet.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Buckets' })).not.toContainText('my-imports');

  // The S3 section fits a phone: the bucket list folds above the folder, so the listing starts near
  // the top, and a file's actions sit under its name instead of past the right edge.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(exportFolder);
  await expect(page.getByRole('navigation', { name: 'Buckets' }).locator('details')).not.toHaveAttribute(
    'open',
  );
  const files = page.getByRole('table', {
    name: /^Objects in s3:\/\/my-exports\/exports\/app\/AWSDynamoDB\//,
  });
  const top = async (locator: Locator) => (await locator.boundingBox())!.y;
  expect((await top(files)) - (await top(page.locator('.s3-page')))).toBeLessThan(300);
  // The table fits its box: nothing to scroll sideways to, so no action is cut off at the edge.
  expect(
    await files.evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth),
  ).toBe(0);
  const download = (await files.getByRole('button', { name: 'Download manifest-files.json' }).boundingBox())!;
  expect(download.x + download.width).toBeLessThanOrEqual(390);
  expect(await needlesslyBrokenWords(page.locator('.s3-page'))).toEqual([]);
  await saveScreenshot(page, 's3-phone-files');
  await page.goto('./#/s3/my-exports/exports%2Fapp%2F');
  await expect(page.getByRole('table', { name: 'Objects in s3://my-exports/exports/app/' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Words break only where one cannot fit (an object key may; a label or a size may not).
  expect(await needlesslyBrokenWords(page.locator('.s3-page'))).toEqual([]);
  await saveScreenshot(page, 's3-phone');
  // A key too long for the screen wraps in the upload form's lines instead of widening the page.
  await uploadCsv(page, '', `${'monthly_report_'.repeat(12)}.csv`, 'PK\nA\n');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  // Reset sandbox empties S3 too, and the folder on screen says so at once.
  await resetSandbox(page);
  await expect(page.getByText('Nothing under s3://my-exports/exports/app/ yet.')).toBeVisible();
  // (The folded list's summary still names the bucket on screen; the list itself is empty.)
  await expect(page.getByRole('navigation', { name: 'Buckets' })).toContainText(
    'No bucket holds anything yet.',
  );
});
