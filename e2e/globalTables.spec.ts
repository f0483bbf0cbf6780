/**
 * Global tables in the app: the JavaScript example adds a replica in eu-west-1 through the learner's
 * own clients (each signs for its Region), and shows a conflict settled by last writer wins; the
 * CLI mode's --region reaches the replica, and the request's code names it; the Explorer lists the
 * replicas and shows either Region's; the Heatmap and Metrics show either Region's replica, and a load in one Region costs
 * the other replicated write capacity.
 */
import { expect, onOnePage } from './fixtures.ts';
import {
  appTable,
  chooseMode,
  createActiveTable,
  errorBox,
  finishedStatus,
  loadExample,
  openConsole,
  run,
  runJson,
  setEditorText,
} from './consoleHelpers.ts';

const test = onOnePage();

test('the MRSC example reads a write at once in another Region and refuses one of two concurrent writes', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openConsole(page);
  // Lesson 18's exercises leave a ledger keyed on PK: the example says so instead of failing later on
  // with "Missing the key PK in the item".
  await runJson(page, 'CreateTable', {
    ...appTable,
    TableName: 'ledger',
    KeySchema: [appTable.KeySchema[0]],
    AttributeDefinitions: [appTable.AttributeDefinitions[0]],
  });
  await chooseMode(page, 'JavaScript');
  await loadExample(page, 'JavaScript', 'Two Regions, one item: strong consistency (MRSC)');
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Failed/);
  await expect(errorBox(page)).toContainText(
    'A table named ledger already exists, keyed on PK, not id. Delete it (in the Explorer, or with DeleteTable), wait until it is gone (DELETING takes a moment), and run this example again.',
  );
  expect(await runJson(page, 'DeleteTable', { TableName: 'ledger' })).toMatch(/Succeeded/);
  // As the message says: a run while the table is still DELETING would wait for it in vain.
  await expect
    .poll(() => runJson(page, 'DescribeTable', { TableName: 'ledger' }), { timeout: 15_000 })
    .toMatch(/Failed/);
  await chooseMode(page, 'JavaScript');
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  const output = page.getByRole('region', { name: 'Console output' });
  await expect(output).toContainText('replica: us-east-2 · witness: us-west-2');
  await expect(output).toContainText('us-east-2 reads at once: {"id":"txn-1","amount":100}');
  await expect(output).toContainText('failed: ReplicatedWriteConflictException');
  await expect(output).toContainText('after the retry, us-east-1 reads {"id":"txn-2","amount":2}');
});

test('the example replicates between two Regions and settles a conflict by last writer wins', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openConsole(page);
  await chooseMode(page, 'JavaScript');
  await loadExample(page, 'JavaScript', 'Two Regions, one item: last writer wins');
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  const output = page.getByRole('region', { name: 'Console output' });
  await expect(output).toContainText('replicas: eu-west-1 ACTIVE');
  await expect(output).toContainText('eu-west-1 has {"id":"ada","email":"ada@old.example"}');
  const final = '{"id":"ada","email":"ada@old.example","phone":"555-0100"}';
  await expect(output).toContainText(`us-east-1 ends with ${final}`);
  await expect(output).toContainText(`eu-west-1 ends with ${final}`);
  // The run's last request was eu-west-1's read: its code names that Region.
  await page.getByRole('tab', { name: 'Request', exact: true }).click();
  await page
    .getByRole('radiogroup', { name: 'Show the request as' })
    .getByRole('radio', { name: 'Python', exact: true })
    .click();
  await expect(page.getByLabel('GetItem as Python')).toContainText(
    'client = boto3.client("dynamodb", region_name="eu-west-1")',
  );
  // The run went to two Regions: its script makes a client for each, and the CLI script names each
  // command's Region.
  const runScript = page.locator('details.requests-script');
  await runScript.locator('summary').click();
  await expect(runScript).toContainText(
    'client_eu_west_1 = boto3.client("dynamodb", region_name="eu-west-1")',
  );
  const languages = page.getByRole('radiogroup', { name: 'Show the request as' });
  await languages.getByRole('radio', { name: 'AWS CLI', exact: true }).click();
  const script = page.getByLabel('The requests of this run as one script');
  await expect(script).toContainText('# 1. CreateTable\n');
  await expect(script).toContainText(
    `# 4. GetItem in eu-west-1\naws dynamodb get-item --table-name profiles --key '{"id": {"S": "ada"}}' \\\n    --region eu-west-1`,
  );
  await languages.getByRole('radio', { name: 'Python', exact: true }).click();

  await chooseMode(page, 'AWS CLI');
  await setEditorText(
    page,
    'aws dynamodb describe-table --table-name profiles --region eu-west-1 --query Table.TableArn',
  );
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  await expect(output).toContainText('"arn:aws:dynamodb:eu-west-1:000000000000:table/profiles"');
  // The request's code names the Region it was sent to (Python stays the chosen language).
  await page.getByRole('tab', { name: 'Request', exact: true }).click();
  await expect(page.getByLabel('DescribeTable as Python')).toContainText(
    'client = boto3.client("dynamodb", region_name="eu-west-1")',
  );

  // JSON and PartiQL requests go to the Region picked in the toolbar, once there is more than one.
  await chooseMode(page, 'PartiQL');
  await page.getByLabel('Region').selectOption('eu-west-1');
  await setEditorText(page, `SELECT * FROM "profiles" WHERE id = 'ada'`);
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  await expect(page.getByRole('table')).toContainText('555-0100');
  await page.getByRole('tab', { name: 'Request', exact: true }).click();
  await expect(page.getByLabel('ExecuteStatement as Python')).toContainText('region_name="eu-west-1"');
  await chooseMode(page, 'JSON');
  await expect(page.getByLabel('Region')).toHaveValue('eu-west-1');
  await page.getByLabel('Region').selectOption('us-east-1');
  await page.getByLabel('Operation').selectOption('DescribeTable');
  await setEditorText(page, '{"TableName": "profiles"}');
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  await page.getByRole('tab', { name: 'Request', exact: true }).click();
  await expect(page.getByLabel('DescribeTable as Python')).toContainText(
    'client = boto3.client("dynamodb")\n',
  );
  // Editing the PartiQL run again from the History takes back its Region with its text.
  const partiqlRun = page.locator('.history__item', { hasText: 'PartiQL' });
  await expect(partiqlRun).toContainText('eu-west-1');
  await partiqlRun.getByRole('button', { name: /^Edit run/ }).click();
  await expect(page.getByLabel('Region')).toHaveValue('eu-west-1');
  await expect(page.locator('.monaco-editor').first()).toContainText('SELECT * FROM');
  // The Region choice is kept across a reload, as the mode and drafts are.
  await page.getByLabel('Region').selectOption('eu-west-1');
  await page.reload();
  await expect(page.getByLabel('Region')).toHaveValue('eu-west-1');

  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Explorer' }).click();
  await expect(page.locator('.table-summary')).toContainText('Replicas in eu-west-1 (ACTIVE)');

  // The replica in eu-west-1, as that Region sees it: an item deleted there is gone from us-east-1
  // a moment later.
  const explorerRegions = page.getByRole('radiogroup', { name: 'Region' });
  await explorerRegions.getByRole('radio', { name: 'eu-west-1' }).click();
  await expect(page).toHaveURL(/#\/explorer\/profiles\/eu-west-1$/);
  await expect(page.getByRole('heading', { level: 2, name: 'profiles in eu-west-1' })).toBeVisible();
  // The view was rebuilt for the Region: the keyboard focus is back on the radio chosen.
  await expect(explorerRegions.getByRole('radio', { name: 'eu-west-1' })).toBeFocused();
  await expect(page.locator('.table-summary')).toContainText('Replicas in us-east-1 (ACTIVE)');
  await page.getByRole('button', { name: 'Delete ada…' }).click();
  await page.getByRole('button', { name: 'Delete ada', exact: true }).click();
  await expect(page.getByText('No items yet: add one.')).toBeVisible();
  await explorerRegions.getByRole('radio', { name: 'us-east-1' }).click();
  await expect(page).toHaveURL(/#\/explorer\/profiles$/);
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByText('No items yet: add one.')).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });

  // Each replica has partitions of its own: the Heatmap shows either Region's, and a custom load
  // runs in the Region shown.
  await page.evaluate(() => (window.location.hash = '#/heatmap/profiles'));
  const regions = page.getByRole('radiogroup', { name: 'Region' });
  await expect(regions.getByRole('radio')).toHaveText(['us-east-1', 'eu-west-1']);
  await expect(regions.getByRole('radio', { name: 'us-east-1' })).toHaveAttribute('aria-checked', 'true');
  await regions.getByRole('radio', { name: 'eu-west-1' }).click();
  await expect(page).toHaveURL(/#\/heatmap\/profiles\/eu-west-1$/);
  await expect(regions.getByRole('radio', { name: 'eu-west-1' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('tab', { name: 'Custom load' }).click();
  await page.getByRole('button', { name: 'Start on profiles in eu-west-1' }).click();
  const loadRun = page.getByRole('status', { name: 'Load run' });
  await expect(loadRun).toContainText('on profiles in eu-west-1');
  await expect(page).toHaveURL(/#\/heatmap\/profiles\/eu-west-1$/);

  // The home Region's replica receives those writes, and pays write capacity for them.
  await page.evaluate(() => (window.location.hash = '#/metrics/profiles'));
  await expect(regions.getByRole('radio', { name: 'us-east-1' })).toHaveAttribute('aria-checked', 'true');
  const consumed = page
    .locator('.tile', { has: page.locator('dt', { hasText: /^ConsumedWriteCapacityUnits$/ }) })
    .locator('dd');
  await expect(consumed).not.toHaveText('0');
  await loadRun.getByRole('button', { name: 'Stop load' }).click();
  await expect(loadRun).toContainText('Stopped');
});

test('a replica shown in the Explorer while it is being added turns ACTIVE on screen by itself', async ({
  page,
}) => {
  await openConsole(page);
  const orders = {
    ...appTable,
    TableName: 'orders',
    KeySchema: [appTable.KeySchema[0]],
    AttributeDefinitions: [appTable.AttributeDefinitions[0]],
  };
  await createActiveTable(page, orders);
  // Paused, the replica stays CREATING until the clock is stepped.
  const clock = page.getByRole('group', { name: 'Virtual clock' });
  await clock.getByRole('button', { name: 'Pause the clock' }).click();
  expect(
    await runJson(page, 'UpdateTable', {
      TableName: 'orders',
      ReplicaUpdates: [{ Create: { RegionName: 'eu-west-1' } }],
    }),
  ).toMatch(/Succeeded/);
  await page.evaluate(() => (window.location.hash = '#/explorer/orders/eu-west-1'));
  // The clock has not moved since the request: the replica is not in its Region yet.
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Table: orders not found (in eu-west-1)',
  );
  await clock.getByRole('button', { name: 'Step' }).click();
  // The view follows the replica as the home Region's view follows the table, without a click.
  const status = page.locator('.table-summary div', { has: page.locator('dt', { hasText: /^Status$/ }) });
  await expect(status.locator('dd')).toHaveText('ACTIVE');
  await expect(page.locator('.table-summary')).toContainText('Replicas in us-east-1 (ACTIVE)');
});
