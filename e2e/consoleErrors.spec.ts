/**
 * How the Console explains a mistake: the AWS CLI's own words (a missing option, a shorthand error
 * with its caret, help and skeletons), and DynamoDB's expression errors marked in the editor where
 * DynamoDB says they are.
 */
import type { Page } from '@playwright/test';
import { expect, onOnePage, saveScreenshot } from './fixtures.ts';
import {
  appTable,
  chooseMode,
  createActiveTable,
  errorBox,
  finishedStatus,
  openConsole,
  run,
  runJs,
  runJson,
  setEditorText,
} from './consoleHelpers.ts';

const test = onOnePage();

test('CLI mistakes are explained the way the CLI words them', async ({ page }) => {
  await openConsole(page);
  await chooseMode(page, 'AWS CLI');
  await setEditorText(page, 'aws dynamodb get-item --table-name app');
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Failed/);
  await expect(errorBox(page)).toContainText('the following arguments are required: --key');

  // A shorthand mistake: the CLI's message, with its caret under the spot in monospace.
  await setEditorText(page, "aws dynamodb get-item --table-name app --key 'PK={S=x},SK'");
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Failed/);
  await expect(errorBox(page)).toContainText(
    "Error parsing parameter '--key': Expected: '=', received: 'EOF' for input:",
  );
  await expect(errorBox(page).locator('.error-box__detail')).toHaveText('PK={S=x},SK\n           ^');
  await saveScreenshot(page, 'console-cli-shorthand-error');

  // help: the command's options, as the CLI's synopsis lists them.
  await setEditorText(page, 'aws dynamodb query help');
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  await expect(page.getByRole('region', { name: 'Console output' })).toContainText(
    '[--consistent-read | --no-consistent-read]',
  );

  // --generate-cli-skeleton: the template of the whole request, printed instead of sent.
  await setEditorText(page, 'aws dynamodb create-table --generate-cli-skeleton');
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  await expect(page.getByRole('region', { name: 'Console output' })).toContainText('"KeyType": "HASH"');
  await saveScreenshot(page, 'console-cli-skeleton');

  // What the CLI would refuse is marked as you type, on the option it is about, before any run.
  await setEditorText(page, `aws dynamodb put-item --table-name app --item '{"PK": "x"}'`);
  await expect(page.locator('.monaco-editor .squiggly-error')).toHaveCount(1);
});

test('an expression error is marked in the editor where DynamoDB says it is', async ({ page }) => {
  await openConsole(page);
  expect(await runJson(page, 'CreateTable', appTable)).toMatch(/Succeeded/);
  const status = await runJson(page, 'Query', {
    TableName: 'app',
    KeyConditionExpression: 'PK = :pk AND SK = = :sk',
    ExpressionAttributeValues: { ':pk': { S: 'CUSTOMER#42' }, ':sk': { S: 'PROFILE' } },
  });
  expect(status).toMatch(/Failed/);
  await expect(errorBox(page)).toContainText('Invalid KeyConditionExpression');
  await expect(page.locator('.monaco-editor .squiggly-error')).toHaveCount(1);
  await saveScreenshot(page, 'console-expression-marker');

  // JavaScript that does not catch the error: marked in the expression, not on the send( line.
  await chooseMode(page, 'JavaScript');
  await setEditorText(
    page,
    [
      "import { QueryCommand } from '@aws-sdk/client-dynamodb';",
      'await client.send(new QueryCommand({',
      "  TableName: 'app',",
      "  KeyConditionExpression: 'PK = :pk AND SK = = :sk',",
      "  ExpressionAttributeValues: { ':pk': { S: 'CUSTOMER#42' }, ':sk': { S: 'PROFILE' } },",
      '}));',
    ].join('\n'),
  );
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Failed/);
  await expect(page.locator('.monaco-editor .squiggly-error')).toHaveCount(1);
  expect(await markedLine(page)).toContain('KeyConditionExpression');

  // The AWS CLI: what it prints for a refused request, tied to the command's line.
  await chooseMode(page, 'AWS CLI');
  await setEditorText(page, 'aws dynamodb list-tables\naws dynamodb describe-table --table-name nope');
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Failed/);
  await expect(errorBox(page).first()).toContainText(
    'An error occurred (ResourceNotFoundException) when calling the DescribeTable operation: Requested resource not found',
  );
  await expect(errorBox(page).first()).toContainText('at line 2');
  await expect(page.locator('.monaco-editor .squiggly-error')).toHaveCount(1);
  expect(await markedLine(page)).toContain('describe-table');
});

test("a script's syntax error names its line and is marked there", async ({ page }) => {
  await openConsole(page);
  await chooseMode(page, 'JavaScript');
  // The browser's SyntaxError has no position: the line comes from the editor's parser.
  const status = await runJs(page, 'const a = 1;\nconst x = ;\nconsole.log(a, x);');
  expect(status).toMatch(/Failed/);
  await expect(errorBox(page)).toContainText('SyntaxError');
  await expect(errorBox(page)).toContainText('at line 2');
  await expect(page.locator('.monaco-editor .squiggly-error').first()).toBeVisible();
  expect(await markedLine(page)).toMatch(/const\s+x\s+=\s+;/);
});

test('a GetItem that finds nothing says so beside its empty reply', async ({ page }) => {
  await openConsole(page);
  await createActiveTable(page, appTable);
  const key = { PK: { S: 'nobody' }, SK: { S: 'none' } };
  expect(await runJson(page, 'GetItem', { TableName: 'app', Key: key })).toMatch(/Succeeded/);
  const note = page.getByRole('note').filter({ hasText: 'No item has this key.' });
  await expect(note).toBeVisible();
  await expect(page.locator('.json-block')).toHaveText('{}');

  // The AWS CLI prints nothing for it, as the real one does; the note is there still.
  await chooseMode(page, 'AWS CLI');
  await setEditorText(page, `aws dynamodb get-item --table-name app --key '${JSON.stringify(key)}'`);
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  await expect(note).toBeVisible();
});

/** The text of the editor line the error marker is on. */
async function markedLine(page: Page): Promise<string | null> {
  const marker = await page.locator('.monaco-editor .squiggly-error').boundingBox();
  for (const line of await page.locator('.monaco-editor .view-line').all()) {
    const box = await line.boundingBox();
    if (marker && box && marker.y >= box.y - 1 && marker.y < box.y + box.height - 1)
      return line.textContent();
  }
  return null;
}
