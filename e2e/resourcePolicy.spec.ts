/**
 * Resource-based policies in the app: the Explorer's summary shows one as DynamoDB keeps it, the
 * JavaScript example shows a Deny refusing the sandbox's own caller, the account's root user, and the
 * Explorer says so when a Deny refuses it a table's description. On one page: the Console's editor
 * loads once for the file.
 */
import { expect, onOnePage } from './fixtures.ts';
import {
  appTable,
  chooseMode,
  finishedStatus,
  loadExample,
  openConsole,
  run,
  runJson,
} from './consoleHelpers.ts';

const test = onOnePage();

test('the table summary shows a resource-based policy as DynamoDB keeps it', async ({ page }) => {
  await openConsole(page);
  expect(await runJson(page, 'CreateTable', appTable)).toMatch(/Succeeded/);
  const ResourceArn = 'arn:aws:dynamodb:us-east-1:000000000000:table/app';
  const Policy = JSON.stringify({
    Statement: [
      {
        Effect: 'Allow',
        Principal: { AWS: '444455556666' },
        Action: ['dynamodb:Query'],
        Resource: ResourceArn,
      },
    ],
  });
  await expect
    .poll(async () => runJson(page, 'PutResourcePolicy', { ResourceArn, Policy }), { timeout: 10_000 })
    .toMatch(/Succeeded/);
  // Applied a moment after PutResourcePolicy answers.
  await expect
    .poll(async () => runJson(page, 'GetResourcePolicy', { ResourceArn }), { timeout: 10_000 })
    .toMatch(/Succeeded/);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Explorer' }).click();
  const summary = page.locator('.table-summary');
  await summary.getByText(/Attached, revision \d{13}/).click();
  await expect(summary).toContainText('"AWS": "arn:aws:iam::444455556666:root"');
});

test('the JavaScript example shows a resource policy’s Deny refusing the root user', async ({ page }) => {
  await openConsole(page);
  await chooseMode(page, 'JavaScript');
  await loadExample(page, 'JavaScript', 'A Deny that binds even you');
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  const output = page.getByRole('region', { name: 'Console output' });
  await expect(output).toContainText('DeleteTable refused: AccessDeniedException');
  await expect(output).toContainText(
    'User: arn:aws:iam::000000000000:root is not authorized to perform: dynamodb:DeleteTable',
  );
  await expect(output).toContainText('"Effect":"Deny","Principal":"*"');
});

test('the Explorer says why a table it lists cannot be described: a Deny in its policy', async ({ page }) => {
  await openConsole(page);
  expect(await runJson(page, 'CreateTable', appTable)).toMatch(/Succeeded/);
  const ResourceArn = 'arn:aws:dynamodb:us-east-1:000000000000:table/app';
  const Policy = JSON.stringify({
    Statement: [{ Effect: 'Deny', Principal: '*', Action: 'dynamodb:DescribeTable', Resource: ResourceArn }],
  });
  await expect
    .poll(async () => runJson(page, 'PutResourcePolicy', { ResourceArn, Policy }), { timeout: 10_000 })
    .toMatch(/Succeeded/);
  // Enforced once applied, a moment later.
  await expect
    .poll(async () => runJson(page, 'DescribeTable', { TableName: 'app' }), { timeout: 10_000 })
    .toMatch(/Failed/);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Explorer' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'DynamoDB refused to describe this table' });
  await expect(refusal).toContainText('AccessDeniedException');
  await expect(refusal).toContainText('remove it (DeleteResourcePolicy)');
});
