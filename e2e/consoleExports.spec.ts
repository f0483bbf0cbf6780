import { expect, saveScreenshot, test } from './fixtures.ts';
import { chooseMode, finishedStatus, openConsole, run, setEditorText } from './consoleHelpers.ts';

const ARN = 'arn:aws:dynamodb:us-east-1:000000000000:table/books';

test('AWS CLI mode: export a table to the sandbox’s S3, list its files, import them into a new table', async ({
  page,
}) => {
  await openConsole(page);
  await chooseMode(page, 'AWS CLI');
  const output = page.getByRole('region', { name: 'Console output' });

  await setEditorText(
    page,
    `aws dynamodb create-table --table-name books --billing-mode PAY_PER_REQUEST \\
  --attribute-definitions AttributeName=id,AttributeType=S --key-schema AttributeName=id,KeyType=HASH
aws dynamodb wait table-exists --table-name books
aws dynamodb put-item --table-name books --item '{"id": {"S": "1"}, "title": {"S": "Dune"}}'
aws dynamodb put-item --table-name books --item '{"id": {"S": "2"}, "title": {"S": "Emma"}}'`,
  );
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  // Backups learn of a new table a moment after it is made: point-in-time recovery goes on once they have.
  await setEditorText(
    page,
    'aws dynamodb update-continuous-backups --table-name books --point-in-time-recovery-specification PointInTimeRecoveryEnabled=true',
  );
  await expect(async () => {
    await run(page);
    expect(await finishedStatus(page)).toMatch(/Succeeded/);
  }).toPass({ timeout: 15_000 });

  // The export starts IN_PROGRESS, and prints its ARN.
  await setEditorText(
    page,
    `aws dynamodb export-table-to-point-in-time --table-arn ${ARN} --s3-bucket sandbox-exports --s3-prefix books \\
  --query ExportDescription.ExportArn --output text`,
  );
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  await expect(page.locator('.reply-summary')).toContainText('ExportStatus IN_PROGRESS');
  const exportArn = (await output.locator('.output__line').last().textContent())!.trim();
  expect(exportArn).toMatch(new RegExp(`^${ARN}/export/\\d{14}-[0-9a-f]{8}$`));
  const exportId = exportArn.slice(exportArn.lastIndexOf('/') + 1);

  // Wait for it, then list what it wrote, as `aws s3 ls` prints it.
  await setEditorText(
    page,
    `aws dynamodb wait export-completed --export-arn ${exportArn}
aws dynamodb describe-export --export-arn ${exportArn}
aws s3 ls s3://sandbox-exports/books/ --recursive`,
  );
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  await expect(page.locator('.reply-summary')).toContainText('ExportStatus COMPLETED · ItemCount 2');
  await expect(output).toContainText(
    new RegExp(
      String.raw`\d{4}-\d\d-\d\d \d\d:\d\d:\d\d +\d+ books/AWSDynamoDB/${exportId}/manifest-summary\.json`,
    ),
  );
  await expect(output).toContainText(`books/AWSDynamoDB/${exportId}/data/`);
  await page.getByRole('tab', { name: 'How it was served' }).click();
  await expect(page.locator('.served')).toContainText(`s3://sandbox-exports/books/AWSDynamoDB/${exportId}/`);
  await saveScreenshot(page, 'console-export-served');

  // Its data files, imported into a new table: CREATING until the import completes.
  await setEditorText(
    page,
    `aws dynamodb import-table --input-format DYNAMODB_JSON --input-compression-type GZIP \\
  --s3-bucket-source S3Bucket=sandbox-exports,S3KeyPrefix=books/AWSDynamoDB/${exportId}/data/ \\
  --table-creation-parameters 'TableName=books-copy,AttributeDefinitions=[{AttributeName=id,AttributeType=S}],KeySchema=[{AttributeName=id,KeyType=HASH}],BillingMode=PAY_PER_REQUEST'
aws dynamodb wait table-exists --table-name books-copy
aws dynamodb scan --table-name books-copy`,
  );
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  await expect(page.getByRole('tab', { name: 'Items (2)' })).toBeVisible();

  // JSON mode starts an export from the picked table's ARN, a request its schema finds nothing wrong with.
  await chooseMode(page, 'JSON');
  await page.getByLabel('Operation').selectOption('ExportTableToPointInTime');
  await expect(page.locator('.monaco-editor .view-lines')).toContainText('"S3Bucket": "sandbox-exports"');
  await expect(page.locator('.monaco-editor .view-lines')).toContainText(':table/books');
  await expect(page.locator('.monaco-editor .squiggly-warning')).toHaveCount(0);
});
