/**
 * Code as AWS docs print it, run in the console unchanged: CLI commands with file:// values, SDK
 * examples that make their own client.
 */
import { expect, onOnePage, saveScreenshot } from './fixtures.ts';
import {
  appTable,
  chooseMode,
  createActiveTable,
  errorBox,
  finishedStatus,
  loadExample,
  openConsole,
  run,
  setEditorText,
} from './consoleHelpers.ts';

const test = onOnePage();

test('AWS CLI mode reads file:// values from files the text writes, as AWS docs use them', async ({
  page,
}) => {
  await openConsole(page);
  await createActiveTable(page, appTable);

  await chooseMode(page, 'AWS CLI');
  await loadExample(page, 'AWS CLI', 'Values from files, as AWS docs write them');
  await expect(page.getByRole('note')).toContainText('A file lasts for one run');
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  // The last command's reply: the item the first file put, read back with the key from the second.
  const item = page.getByRole('table', { name: 'Items' });
  await expect(item).toContainText('ORDER#2026-10-09#B02');
  await expect(item).toContainText('12');
  await saveScreenshot(page, 'console-cli-files');

  // A file that is not written above: the CLI's message, and how to write one here.
  await setEditorText(page, 'aws dynamodb get-item --table-name app --key file://key.json');
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Failed/);
  await expect(errorBox(page)).toContainText(
    "Error parsing parameter '--key': Unable to load paramfile file://key.json: [Errno 2] No such file or directory: 'key.json'",
  );
  await expect(errorBox(page)).toContainText("cat > key.json <<'EOF'");

  // table-not-exists succeeds on ResourceNotFoundException: shown as the state waited for, not an alert.
  await setEditorText(
    page,
    'aws dynamodb delete-table --table-name app\naws dynamodb wait table-not-exists --table-name app',
  );
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  await expect(errorBox(page)).toContainText('The waiter table-not-exists succeeded');
  await expect(errorBox(page)).toContainText('ResourceNotFoundException');
  await expect(page.locator('.error-box[role="alert"]')).toHaveCount(0);
  // The waiter's polls are one entry of the run's requests, which says how many and what each answered.
  await expect(page.getByText(/^The waiter sent/)).toHaveText(
    /^The waiter sent DescribeTable \d+ times: DELETING( ×\d+)?, then ResourceNotFoundException\. Shown here: the last reply\.$/,
  );
  await expect(page.getByRole('list', { name: 'Requests this run made' })).toContainText(
    /2–\d+\. DescribeTable ×\d+ ✓/,
  );
});

test('JavaScript mode connects a client the code makes itself, as AWS docs examples do', async ({ page }) => {
  await openConsole(page);
  await createActiveTable(page, appTable);
  await chooseMode(page, 'JavaScript');
  await setEditorText(
    page,
    [
      "import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';",
      "import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';",
      '',
      "const ownClient = new DynamoDBClient({ region: 'eu-west-1' });",
      'const docClient = DynamoDBDocumentClient.from(ownClient);',
      "await docClient.send(new PutCommand({ TableName: 'app', Item: { PK: 'CUSTOMER#7', SK: 'PROFILE' } }));",
      'const { TableNames } = await ownClient.send(new ListTablesCommand({}));',
      "console.log('tables:', TableNames.join(','));",
    ].join('\n'),
  );
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  await expect(page.getByRole('region', { name: 'Console output' })).toContainText('tables: app');
});

test('JavaScript mode says when the code exports main() and nothing calls it, as in AWS examples', async ({
  page,
}) => {
  await openConsole(page);
  await createActiveTable(page, appTable);
  await chooseMode(page, 'JavaScript');
  const example = [
    "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
    "import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';",
    '',
    'const docClient = DynamoDBDocumentClient.from(new DynamoDBClient({}));',
    '',
    'export const main = async () => {',
    "  const response = await docClient.send(new GetCommand({ TableName: 'app', Key: { PK: 'x', SK: 'y' } }));",
    "  console.log('fetched', JSON.stringify(response.Item ?? null));",
    '};',
  ].join('\n');
  await setEditorText(page, example);
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  const output = page.getByRole('region', { name: 'Console output' });
  await expect(output).toContainText('The code exports main() but nothing called it');

  // Called, it runs, and the hint is not repeated.
  await setEditorText(page, `${example}\nawait main();`);
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  await expect(output).toContainText('fetched null');
  await expect(output).not.toContainText('nothing called it');
});

test('AWS’s getting-started steps run as printed, with the wait the guide does by hand', async ({ page }) => {
  await openConsole(page);
  await chooseMode(page, 'AWS CLI');
  await loadExample(page, 'AWS CLI', 'AWS’s getting-started steps, as printed');
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  const output = page.getByRole('region', { name: 'Console output' });
  await expect(output).toContainText('"TableStatus": "ACTIVE",');
  await expect(page.getByRole('table', { name: 'Items' })).toContainText('Updated Album Title');
});
