import { expect, onOnePage, saveScreenshot } from './fixtures.ts';
import {
  appTable,
  chooseMode,
  createActiveTable,
  finishedStatus,
  openConsole,
  run,
  runJson,
  setEditorText,
} from './consoleHelpers.ts';

const test = onOnePage();

test('a request shown as AWS CLI, JavaScript (client and document client) and Python code; the CLI and JavaScript run in the Console', async ({
  page,
}) => {
  await openConsole(page);
  expect(await runJson(page, 'CreateTable', appTable)).toMatch(/Succeeded/);
  const item = {
    PK: { S: 'CUSTOMER#42' },
    SK: { S: 'PROFILE' },
    name: { S: "Ada's shop" },
    avatar: { B: 'AAEC/w==' },
  };
  // The table is CREATING for a moment of simulated time.
  await expect
    .poll(async () => runJson(page, 'PutItem', { TableName: 'app', Item: item }), { timeout: 10_000 })
    .toMatch(/Succeeded/);
  const query = {
    TableName: 'app',
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': { S: 'CUSTOMER#42' } },
    ConsistentRead: true,
  };
  expect(await runJson(page, 'Query', query)).toMatch(/Succeeded/);

  const showAs = async (language: string, operation = 'Query') => {
    await page.getByRole('tab', { name: 'Request', exact: true }).click();
    await page
      .getByRole('radiogroup', { name: 'Show the request as' })
      .getByRole('radio', { name: language, exact: true })
      .click();
    return page.getByLabel(`${operation} as ${language}`);
  };
  const cli = await showAs('AWS CLI');
  await expect(cli).toHaveText(
    [
      'aws dynamodb query \\',
      '    --table-name app \\',
      '    --key-condition-expression "PK = :pk" \\',
      `    --expression-attribute-values '{":pk": {"S": "CUSTOMER#42"}}' \\`,
      '    --consistent-read',
    ].join('\n'),
  );
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await cli.textContent());
  await saveScreenshot(page, 'console-request-as-cli');

  // Opened in the editor, the command runs in the CLI mode and sends the same Query.
  await page.getByRole('button', { name: 'Open in the editor' }).click();
  await expect(
    page.getByRole('tablist', { name: 'Console mode' }).getByRole('tab', { name: 'AWS CLI', exact: true }),
  ).toHaveAttribute('aria-selected', 'true');
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  await expect(page.getByRole('table', { name: 'Items' })).toContainText("Ada's shop");

  // The language stays picked: this run's request shows as the CLI command too; now as JavaScript.
  const javaScript = await showAs('JavaScript');
  await expect(javaScript).toContainText(
    "import { DynamoDBClient, QueryCommand } from '@aws-sdk/client-dynamodb';",
  );
  await expect(javaScript).toContainText('ConsistentRead: true,');
  await page.getByRole('button', { name: 'Open in the editor' }).click();
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  await expect(page.getByRole('region', { name: 'Console output' })).toContainText('CUSTOMER#42');

  // The document client's version reads plain values: the reply prints the name as a plain string.
  const document = await showAs('DocumentClient');
  await expect(document).toContainText("KeyConditionExpression: 'PK = :pk',");
  await expect(document).toContainText("ExpressionAttributeValues: { ':pk': 'CUSTOMER#42' },");
  await page.getByRole('button', { name: 'Open in the editor' }).click();
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  await expect(page.getByRole('region', { name: 'Console output' })).toContainText(`name: "Ada's shop"`);

  // The put's binary attribute, as each SDK takes it; Python has no Console mode to open it in.
  await chooseMode(page, 'JSON');
  expect(await runJson(page, 'PutItem', { TableName: 'app', Item: item })).toMatch(/Succeeded/);
  const python = await showAs('Python', 'PutItem');
  await expect(python).toContainText('response = client.put_item(');
  await expect(python).toContainText('"avatar": {"B": b"\\x00\\x01\\x02\\xff"}');
  await expect(page.getByRole('button', { name: 'Open in the editor' })).toHaveCount(0);
  const table = await showAs('Python Table', 'PutItem');
  await expect(table).toContainText('table = dynamodb.Table("app")');
  await expect(table).toContainText('"avatar": b"\\x00\\x01\\x02\\xff"');
  const asJavaScript = await showAs('JavaScript', 'PutItem');
  await expect(asJavaScript).toContainText(
    "avatar: { B: Uint8Array.from(atob('AAEC/w=='), (c) => c.charCodeAt(0)) }",
  );
  await saveScreenshot(page, 'console-request-as-javascript');
});

test('the requests of a run as one script: a CLI run as Python, and as JavaScript that runs in the Console', async ({
  page,
}) => {
  await openConsole(page);
  // ACTIVE first, so the run's own wait polls once: polls while CREATING would be more requests.
  await createActiveTable(page, appTable);
  await chooseMode(page, 'AWS CLI');
  // Two writes, the second guarded by a condition that fails: the CLI run stops there, as under `set -e`.
  const put = `aws dynamodb put-item --table-name app --item '{"PK": {"S": "A"}, "SK": {"S": "1"}}'`;
  await setEditorText(
    page,
    [
      'aws dynamodb wait table-exists --table-name app',
      put,
      `${put} --condition-expression "attribute_not_exists(PK)"`,
    ].join('\n'),
  );
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Failed/);
  await page.getByRole('tab', { name: 'Request', exact: true }).click();
  await page
    .getByRole('radiogroup', { name: 'Show the request as' })
    .getByRole('radio', { name: 'Python', exact: true })
    .click();
  await page.getByText('All 3 requests of this run as one script').click();
  const script = page.getByLabel('The requests of this run as one script');
  await expect(script).toContainText('# 3. PutItem — fails with ConditionalCheckFailedException');
  await expect(script).toContainText('except ClientError as error:');
  await saveScreenshot(page, 'console-run-as-script');

  // As JavaScript, the failing write is caught: the whole script runs in the Console and succeeds.
  await page.getByRole('radio', { name: 'JavaScript', exact: true }).click();
  await expect(script).toContainText("if (error.name !== 'ConditionalCheckFailedException') throw error;");
  await page.getByRole('button', { name: 'Open the script in the editor' }).click();
  await expect(
    page.getByRole('tablist', { name: 'Console mode' }).getByRole('tab', { name: 'JavaScript', exact: true }),
  ).toHaveAttribute('aria-selected', 'true');
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  await expect(page.getByRole('region', { name: 'Console output' })).toContainText(
    'ConditionalCheckFailedException',
  );
});
