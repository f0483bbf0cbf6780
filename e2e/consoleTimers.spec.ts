/**
 * A JavaScript run ends as a Node script does: when its module has evaluated and no timer it set,
 * nor request it sent, is pending. Nothing of it fires into the next run. AWS's sample scripts run
 * as pasted. (How its output prints: consoleOutput.spec.ts.)
 */
import {
  appTable,
  chooseMode,
  consoleOutput as output,
  createActiveTable,
  errorBox,
  finishedStatus,
  openConsole,
  run,
  runJs,
  setEditorText,
} from './consoleHelpers.ts';
import { expect, onOnePage } from './fixtures.ts';

const test = onOnePage();

test('a run waits for its timers and un-awaited requests, and none outlives it', async ({ page }) => {
  await openConsole(page);
  await chooseMode(page, 'JavaScript');
  const status = await runJs(
    page,
    [
      "import { ListTablesCommand } from '@aws-sdk/client-dynamodb';",
      'let n = 0;',
      "const id = setInterval(() => { console.log('tick ' + ++n); if (n === 3) clearInterval(id); }, 50);",
      "setTimeout(() => console.log('late timeout'), 400);",
      "client.send(new ListTablesCommand({})).then((r) => console.log('not awaited:', r.TableNames.length));",
      'client.send(new ListTablesCommand({}));',
    ].join('\n'),
  );
  expect(status).toMatch(/^Succeeded in [\d,]+ ms · 2 requests$/);
  for (const line of ['tick 1', 'tick 3', 'late timeout', 'not awaited: 0'])
    await expect(output(page)).toContainText(line);
  await expect(output(page)).not.toContainText('tick 4');
  // The interval was still set when the module finished: said once.
  await expect(output(page).getByText(/setInterval timer is still set/)).toHaveCount(1);

  // An ordinary awaited request: done at once, with no SDK timer keeping the run open. The run's own
  // time, as its status reports it: the test's typing and clicking are not the run's.
  const awaited = await runJs(
    page,
    "import { ListTablesCommand } from '@aws-sdk/client-dynamodb';\nconsole.log((await doc.send(new ListTablesCommand({}))).TableNames.length);",
  );
  expect(awaited).toMatch(/^Succeeded in [\d,]+ ms/);
  expect(Number(/in ([\d,]+) ms/.exec(awaited)![1].replaceAll(',', ''))).toBeLessThan(3_000);
  await expect(output(page)).not.toContainText('setInterval');
});

test('an interval never cleared, or a top-level await nothing settles, keeps the run going until Stop', async ({
  page,
}) => {
  await openConsole(page);
  await chooseMode(page, 'JavaScript');
  await setEditorText(page, "let n = 0;\nsetInterval(() => console.log('forever ' + ++n), 100);");
  await run(page);
  await expect(output(page)).toContainText('forever 5');
  await expect(output(page)).toContainText('clearInterval() or Stop ends it');
  await expect(page.locator('.run-status')).toHaveText(/Running/);
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  expect(await finishedStatus(page)).toMatch(/^Stopped/);
  // Waiting longer than a second on a timer is no stuck await.
  expect(
    await runJs(page, "await new Promise((r) => setTimeout(r, 1_500));\nconsole.log('next run');"),
  ).toMatch(/^Succeeded/);
  await expect(output(page)).toContainText('next run');
  await expect(output(page)).not.toContainText('forever');
  await expect(output(page)).not.toContainText('unsettled top-level await');

  // A promise nothing resolves: Node would exit with a warning; the run says so and waits for Stop.
  await setEditorText(page, "console.log('waiting');\nawait new Promise(() => {});\nconsole.log('never');");
  await run(page);
  await expect(output(page)).toContainText('Detected unsettled top-level await');
  await expect(output(page).getByText(/nothing is left to settle/)).toHaveCount(1);
  await expect(page.locator('.run-status')).toHaveText(/Running/);
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  expect(await finishedStatus(page)).toMatch(/^Stopped/);
  await expect(output(page)).not.toContainText('never');
});

test('a run that throws clears its timers: none of them fires in the next run', async ({ page }) => {
  await openConsole(page);
  await chooseMode(page, 'JavaScript');
  const failed = await runJs(
    page,
    "setInterval(() => console.log('leaked interval'), 50);\nsetTimeout(() => console.log('leaked timeout'), 200);\nthrow new Error('boom');",
  );
  expect(failed).toMatch(/^Failed/);
  await expect(errorBox(page)).toContainText('boom');
  expect(
    await runJs(page, "await new Promise((r) => setTimeout(r, 600));\nconsole.log('clean run');"),
  ).toMatch(/^Succeeded/);
  await expect(output(page)).toContainText('clean run');
  await expect(output(page)).not.toContainText('leaked');
});

test('an error nothing caught, in a timer or a promise, ends the run as it ends a Node process', async ({
  page,
}) => {
  await openConsole(page);
  await chooseMode(page, 'JavaScript');
  const timerThrew = await runJs(
    page,
    [
      "setInterval(() => console.log('tick'), 20);",
      "setTimeout(() => console.log('after the throw'), 300);",
      "setTimeout(() => { throw new Error('thrown in timer'); }, 100);",
    ].join('\n'),
  );
  expect(timerThrew).toMatch(/^Failed/);
  await expect(errorBox(page)).toContainText('thrown in timer');
  await expect(output(page)).toContainText('Uncaught Error: thrown in timer');

  // A request sent and forgotten that fails: Node 15 and later end the process with its error.
  const rejected = await runJs(
    page,
    [
      "import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';",
      "client.send(new DescribeTableCommand({ TableName: 'missing' }));",
      "setTimeout(() => console.log('after the rejection'), 300);",
    ].join('\n'),
  );
  expect(rejected).toMatch(/^Failed/);
  await expect(errorBox(page).first()).toContainText('Requested resource not found');
  await expect(output(page)).toContainText(
    'Uncaught (in promise) ResourceNotFoundException: Requested resource not found',
  );

  // Neither run's timers fire in the next.
  expect(
    await runJs(page, "await new Promise((r) => setTimeout(r, 600));\nconsole.log('clean run');"),
  ).toMatch(/^Succeeded/);
  await expect(output(page)).toContainText('clean run');
  for (const leftover of ['tick', 'after the throw', 'after the rejection'])
    await expect(output(page)).not.toContainText(leftover);
});

test('a request in flight when a timer throws is in the history of the run it belonged to', async ({
  page,
}) => {
  await openConsole(page);
  // ACTIVE first: a put sent while the table is CREATING would be refused, not written.
  await createActiveTable(page, appTable);
  await chooseMode(page, 'JavaScript');
  // The timer fires once the PutItem has gone to the engine, before its reply is back: the run
  // fails, and its code never sees the reply; but the item was written, and a lesson check reading
  // the history must see the request.
  const status = await runJs(
    page,
    [
      "import { PutCommand } from '@aws-sdk/lib-dynamodb';",
      "doc.send(new PutCommand({ TableName: 'app', Item: { PK: 'late', SK: 'reply' } }))",
      "  .then(() => console.log('resumed after the run ended'));",
      "setTimeout(() => { throw new Error('thrown while sending'); }, 0);",
    ].join('\n'),
  );
  expect(status).toMatch(/^Failed/);
  await expect(errorBox(page)).toContainText('thrown while sending');
  await expect(page.locator('.run-status')).toHaveText(/· 1 request$/);
  await expect(page.getByRole('region', { name: 'PutItem result' })).toBeVisible();
  await expect(output(page)).not.toContainText('resumed after the run ended');
});

test('AWS sample scripts run as pasted; Node built-ins and require are explained', async ({ page }) => {
  await openConsole(page);
  await chooseMode(page, 'JavaScript');
  const sample = [
    "import { fileURLToPath } from 'node:url';",
    "import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';",
    '',
    'export const main = async () => {',
    '  const client = new DynamoDBClient({});',
    '  const { TableNames } = await client.send(new ListTablesCommand({}));',
    "  console.log('tables:', TableNames.length, process.env.AWS_REGION);",
    '};',
    '',
    '// Call function if run directly',
    'if (process.argv[1] === fileURLToPath(import.meta.url)) {',
    '  main();',
    '}',
  ].join('\n');
  expect(await runJs(page, sample)).toMatch(/^Succeeded in [\d,]+ ms · 1 request$/);
  await expect(output(page)).toContainText('tables: 0 undefined');
  await expect(output(page)).not.toContainText('nothing called it');

  expect(await runJs(page, "import { readFileSync } from 'node:fs';\nconsole.log(readFileSync);")).toMatch(
    /^Failed/,
  );
  await expect(errorBox(page)).toContainText('Cannot import "node:fs"');
  await expect(errorBox(page)).toContainText('without Node.js');

  expect(await runJs(page, "const { DynamoDBClient } = require('@aws-sdk/client-dynamodb');")).toMatch(
    /^Failed/,
  );
  await expect(errorBox(page)).toContainText('runs your code as an ES module');

  // process.exit ends the run there, as in Node; a non-zero code fails it.
  expect(
    await runJs(
      page,
      "setInterval(() => {}, 100);\nconsole.log('before');\nprocess.exit(0);\nconsole.log('after');",
    ),
  ).toMatch(/^Succeeded/);
  await expect(output(page)).toContainText('before');
  await expect(output(page)).not.toContainText('after');
  expect(await runJs(page, 'process.exit(2);')).toMatch(/^Failed/);
  await expect(errorBox(page)).toContainText('process.exit(2)');
});

test('Date in learner code tells the virtual clock’s time, however far it was stepped', async ({ page }) => {
  await openConsole(page);
  const clock = page.getByRole('group', { name: 'Virtual clock' });
  await clock.getByRole('button', { name: 'Pause the clock' }).click();
  await clock.getByLabel('Step size').selectOption('86400');
  const shown = clock.getByLabel('Simulated time');
  const before = (await shown.textContent()) ?? '';
  await clock.getByRole('button', { name: 'Step' }).click();
  await expect(shown).not.toHaveText(before);
  // Paused: the header's time holds still, to the second.
  const header = ((await shown.textContent()) ?? '').replace(' UTC', 'Z').replace(' ', 'T');
  const headerMs = Date.parse(header);
  expect(headerMs - Date.now()).toBeGreaterThan(86_000_000);

  await chooseMode(page, 'JavaScript');
  expect(
    await runJs(page, 'console.log(new Date().toISOString(), Math.floor(Date.now() / 1000) + 3600, Date());'),
  ).toMatch(/^Succeeded/);
  const printed = (await output(page).textContent()) ?? '';
  const [iso, inAnHour] = /(\d{4}-\d\d-\d\dT[\d:.]+Z) (\d+)/.exec(printed)!.slice(1);
  expect(Math.floor(Date.parse(iso!) / 1000)).toBe(headerMs / 1000);
  expect(Number(inAnHour)).toBe(headerMs / 1000 + 3600);
});
