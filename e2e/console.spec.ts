import { expect, onOnePage, saveScreenshot } from './fixtures.ts';
import {
  appTable,
  chooseMode,
  errorBox,
  finishedStatus,
  loadExample,
  openConsole,
  run,
  runJson,
  setEditorText,
} from './consoleHelpers.ts';

const test = onOnePage();

test("JavaScript mode: the card's example creates the app table and shows its items", async ({ page }) => {
  await openConsole(page);
  await loadExample(page, 'JavaScript', 'The card’s app table');
  await expect(page.getByRole('note')).toContainText('CreateTable is asynchronous');
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);

  const output = page.getByRole('region', { name: 'Console output' });
  await expect(output).toContainText('[ "ORDER#2026-10-02#A17", "PROFILE" ]');
  // The run's last request was the Query: its items are in the table, keys first.
  const items = page.getByRole('table', { name: 'Items' });
  await expect(items.getByRole('columnheader')).toHaveText(['PK', 'SK', 'total', 'name', 'ver']);
  await expect(items.getByRole('row')).toHaveCount(3);
  await expect(items).toContainText('ORDER#2026-10-02#A17');
  // Before the table was ACTIVE the example waited (DescribeTable polled) instead of failing.
  await expect(page.getByRole('list', { name: 'Requests this run made' })).toContainText('DescribeTable');
  await saveScreenshot(page, 'console-javascript');

  // The header's table picker now offers the new table.
  await expect(page.getByLabel('Table', { exact: true })).toHaveValue('app');
});

test('a failing conditional update shows ConditionalCheckFailedException', async ({ page }) => {
  await openConsole(page);
  // Before the table exists, DynamoDB's terse answer comes with the sandbox's word on what to do.
  expect(await runJson(page, 'GetItem', { TableName: 'app', Key: { PK: { S: 'a' } } })).toMatch(/Failed/);
  await expect(errorBox(page)).toContainText('Requested resource not found');
  await expect(errorBox(page)).toContainText('There is no table named “app” in this sandbox now.');
  expect(await runJson(page, 'CreateTable', appTable)).toMatch(/Succeeded/);
  const profile = { PK: { S: 'CUSTOMER#42' }, SK: { S: 'PROFILE' } };
  // The table is CREATING for 400 ms of simulated time; wait for it like a client would.
  await expect
    .poll(async () => runJson(page, 'PutItem', { TableName: 'app', Item: { ...profile, ver: { N: '1' } } }), {
      timeout: 10_000,
    })
    .toMatch(/Succeeded/);

  const rename = {
    TableName: 'app',
    Key: profile,
    UpdateExpression: 'SET #n = :n, ver = ver + :one',
    ConditionExpression: 'ver = :v',
    ExpressionAttributeNames: { '#n': 'name' },
    ExpressionAttributeValues: { ':n': { S: 'Ada L.' }, ':v': { N: '1' }, ':one': { N: '1' } },
  };
  expect(await runJson(page, 'UpdateItem', rename)).toMatch(/Succeeded/);
  expect(await runJson(page, 'UpdateItem', rename)).toMatch(/Failed/);
  const error = errorBox(page);
  await expect(error).toContainText('ConditionalCheckFailedException');
  await expect(error).toContainText('The conditional request failed');
  await expect(error).toContainText('com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException');
  await saveScreenshot(page, 'console-conditional-failure');
});

test('the same query in JSON, PartiQL and AWS CLI modes returns the same items, with paging', async ({
  page,
}) => {
  await openConsole(page);
  await chooseMode(page, 'AWS CLI');
  await loadExample(page, 'AWS CLI', 'Create the card’s app table');
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  const items = page.getByRole('table', { name: 'Items' });
  const sameItems = async () => {
    await expect(items.getByRole('row')).toHaveCount(3);
    await expect(items.getByRole('columnheader')).toHaveText(['PK', 'SK', 'total', 'name', 'ver']);
    await expect(items.getByRole('row').nth(1)).toContainText('ORDER#2026-10-02#A17');
    await expect(items.getByRole('row').nth(2)).toContainText('PROFILE');
  };

  // AWS CLI with --limit: one request (setting Limit turns the CLI's paging off); --query prints
  // what it selects from that page, as the CLI would.
  await setEditorText(
    page,
    `aws dynamodb query --table-name app \\\n  --key-condition-expression "PK = :pk" \\\n  --expression-attribute-values '{":pk":{"S":"CUSTOMER#42"}}' \\\n  --limit 1 --return-consumed-capacity TOTAL --query "Items[*].SK.S"`,
  );
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  await expect(page.locator('.reply-summary__facts')).toHaveText(
    'Count 1 · ScannedCount 1 · ConsumedCapacity 0.5 units',
  );
  await expect(items).toContainText('ORDER#2026-10-02#A17');
  const output = page.getByRole('region', { name: 'Console output' });
  await expect(output).toContainText('[\n    "ORDER#2026-10-02#A17"\n]');
  await saveScreenshot(page, 'console-cli');

  // Next page: the same query with ExclusiveStartKey, run as JSON so the request is visible.
  await page.getByRole('button', { name: 'Next page' }).click();
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  await expect(items).toContainText('PROFILE');
  await page.getByRole('tab', { name: 'Request', exact: true }).click();
  await expect(page.getByRole('tabpanel')).toContainText('"ExclusiveStartKey"');

  // Without --limit the CLI pages for you: with --page-size 1 it sends three requests (the second page
  // ends at the Limit, so DynamoDB still returns a LastEvaluatedKey) and prints them as one result.
  await chooseMode(page, 'AWS CLI');
  const runCliQuery = async (options: string) => {
    await setEditorText(
      page,
      `aws dynamodb query --table-name app --key-condition-expression "PK = :pk" \\\n  --expression-attribute-values '{":pk":{"S":"CUSTOMER#42"}}' ${options}`,
    );
    await run(page);
    expect(await finishedStatus(page)).toMatch(/Succeeded/);
  };
  // Stop is there for CLI runs too (a paged or retried command can take a while); idle now.
  await expect(page.getByRole('button', { name: 'Stop', exact: true })).toBeDisabled();
  await runCliQuery('--page-size 1 --query "Items[*].SK.S"');
  const requests = page.getByRole('list', { name: 'Requests this run made' });
  await expect(requests.getByRole('button')).toHaveText(['1. Query ✓', '2. Query ✓', '3. Query ✓']);
  await expect(output).toContainText('[\n    "ORDER#2026-10-02#A17",\n    "PROFILE"\n]');

  // --max-items stops it with a NextToken; --starting-token goes on from there.
  await runCliQuery('--max-items 1 --query "Items[0].SK.S"');
  await expect(output).toContainText('"ORDER#2026-10-02#A17"');
  const continuation = output.getByText(/--max-items was reached\. Continue with --starting-token \S+/);
  await saveScreenshot(page, 'console-cli-paging');
  const token = /--starting-token (\S+)/.exec((await continuation.textContent()) ?? '')![1];
  await runCliQuery(`--starting-token ${token} --query "Items[*].SK.S"`);
  await expect(output).toContainText('[\n    "PROFILE"\n]');

  // Without --query the CLI prints its whole result as JSON: shown first, above the requests it
  // took, and the pages merged (Count 2), not the last request's reply.
  await runCliQuery('--page-size 1');
  await expect(output).toContainText('"Count": 2,\n    "ScannedCount": 2,');
  const outputTop = (await output.boundingBox())!.y;
  expect(outputTop).toBeLessThan((await page.getByRole('region', { name: 'Query result' }).boundingBox())!.y);

  // --output table: the CLI's table, kept unwrapped so its columns line up.
  await runCliQuery('--query "Items[].{SK: SK.S, total: total.N}" --output table');
  const table = output.locator('.output__line--preformatted');
  await expect(table).toContainText('|  ORDER#2026-10-02#A17 |  35     |');
  await expect(table).toHaveCSS('white-space', 'pre');
  await saveScreenshot(page, 'console-cli-table');

  // JSON.
  const status = await runJson(page, 'Query', {
    TableName: 'app',
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': { S: 'CUSTOMER#42' } },
  });
  expect(status).toMatch(/Succeeded/);
  await sameItems();
  await page.getByRole('tab', { name: 'How it was served' }).click();
  const served = page.getByRole('tabpanel');
  await expect(served).toContainText('Items read');
  await expect(served.getByRole('table', { name: /Capacity charged/ })).toContainText('0.5');
  await expect(served.getByRole('table', { name: /Partitions touched \(1\)/ })).toBeVisible();
  await saveScreenshot(page, 'console-json');

  // PartiQL: the SELECT with an equality on the partition key runs as the same Query.
  await chooseMode(page, 'PartiQL');
  await setEditorText(page, `SELECT * FROM "app" WHERE PK = 'CUSTOMER#42'`);
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  await sameItems();
  await page.getByRole('tab', { name: 'Request', exact: true }).click();
  await expect(page.getByRole('tabpanel')).toContainText(
    `"Statement": "SELECT * FROM \\"app\\" WHERE PK = 'CUSTOMER#42'"`,
  );
  await page.getByRole('tab', { name: /^Items/ }).click();
  await saveScreenshot(page, 'console-partiql');
});

test('PartiQL: syntax errors are marked as you type, and a page of results has a Next page', async ({
  page,
}) => {
  await openConsole(page);
  expect(await runJson(page, 'CreateTable', appTable)).toMatch(/Succeeded/);
  await chooseMode(page, 'PartiQL');
  await setEditorText(page, `SELECT * FROM "app"\nWHERE PK = = 'CUSTOMER#42'`);
  // The engine's parser, in the engine worker, checks the statement without running it.
  await expect(page.locator('.monaco-editor .squiggly-error')).toHaveCount(1);
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Failed/);
  await expect(errorBox(page)).toContainText('ValidationException');
  await expect(page.locator('.monaco-editor .squiggly-error')).toHaveCount(1);
  await saveScreenshot(page, 'console-partiql-marker');

  await expect
    .poll(
      async () => {
        await setEditorText(
          page,
          `INSERT INTO "app" VALUE {'PK': 'CUSTOMER#42', 'SK': 'A'};\nINSERT INTO "app" VALUE {'PK': 'CUSTOMER#42', 'SK': 'B'};`,
        );
        await run(page);
        return finishedStatus(page);
      },
      { timeout: 10_000 },
    )
    .toMatch(/Succeeded.*2 requests/);
  await chooseMode(page, 'JSON');
  await page.getByLabel('Operation').selectOption('ExecuteStatement');
  await setEditorText(
    page,
    JSON.stringify({ Statement: `SELECT * FROM "app" WHERE PK = 'CUSTOMER#42'`, Limit: 1 }),
  );
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  await expect(page.locator('.reply-summary__page')).toContainText('NextToken');
  await page.getByRole('button', { name: 'Next page' }).click();
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  await expect(page.getByRole('table', { name: 'Items' })).toContainText('B');
});

test('Stop ends an infinite loop and the engine keeps its data', async ({ page }) => {
  await openConsole(page);
  expect(await runJson(page, 'CreateTable', appTable)).toMatch(/Succeeded/);

  await chooseMode(page, 'JavaScript');
  await loadExample(page, 'JavaScript', 'A runaway loop (try Stop)');
  await run(page);
  await expect(page.locator('.run-status')).toHaveText(/Running/);
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  expect(await finishedStatus(page)).toMatch(/Stopped/);

  // A new sandbox starts for the next run, and the table made before the loop is still there.
  await setEditorText(
    page,
    "import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';\nconst { Table } = await client.send(new DescribeTableCommand({ TableName: 'app' }));\nconsole.log(Table.TableName, Table.KeySchema.length);",
  );
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  await expect(page.getByRole('region', { name: 'Console output' })).toContainText('app 2');
});

test('learner errors appear in the console output, not as app errors', async ({ page }) => {
  await openConsole(page);
  await chooseMode(page, 'JavaScript');
  await setEditorText(page, "console.error('careful');\nconst n = 1;\nn.missing.field = 2;");
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Failed/);
  await expect(errorBox(page)).toContainText('TypeError');
  await expect(page.getByRole('region', { name: 'Console output' })).toContainText('careful');

  // A timer that throws during the run: its error is in the output once, named as Chromium names it.
  await setEditorText(
    page,
    "setTimeout(() => { throw new Error('thrown in timer'); }, 10);\nawait new Promise((r) => setTimeout(r, 100));",
  );
  await run(page);
  const output = page.getByRole('region', { name: 'Console output' });
  await expect(output).toContainText('Uncaught Error: thrown in timer');
  await expect(output).not.toContainText('Uncaught Uncaught');
});

test('a global secondary index follows the table a moment behind, as on DynamoDB', async ({ page }) => {
  await openConsole(page);
  await chooseMode(page, 'JavaScript');
  await loadExample(page, 'JavaScript', 'A GSI a moment behind');
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  const output = page.getByRole('region', { name: 'Console output' });
  await expect(output).toContainText('right after the write, the index has it: false');
  await expect(output).toContainText('half a second later: true');
});
