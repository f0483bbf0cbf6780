/**
 * A JavaScript loop of awaited requests runs as fast as the engine answers, thousands of requests a
 * second: the page must stay responsive enough to Stop it, and the run keeps its first and latest
 * requests, counting all of them. While it runs, its result follows the latest request. On one page:
 * the JavaScript editor's type checking is built once for the file.
 */
import {
  appTable,
  chooseMode,
  createActiveTable,
  finishedStatus,
  openConsole,
  run,
  setEditorText,
} from './consoleHelpers.ts';
import { expect, onOnePage } from './fixtures.ts';

const test = onOnePage();

test('a loop of awaited requests can be stopped, and keeps its first and latest requests', async ({
  page,
}) => {
  await openConsole(page);
  // ACTIVE first: a put sent while the table is CREATING would fail the loop's first request.
  await createActiveTable(page, appTable);
  await chooseMode(page, 'JavaScript');
  await setEditorText(
    page,
    [
      "import { PutCommand } from '@aws-sdk/lib-dynamodb';",
      'let i = 0;',
      'while (true) {',
      "  await doc.send(new PutCommand({ TableName: 'app', Item: { PK: 'loop', SK: String(i++) } }));",
      '}',
    ].join('\n'),
  );
  await run(page);
  const status = page.locator('.run-status');
  // Past the 1,000 requests a run keeps (CALLS_KEPT_FIRST + CALLS_KEPT_LAST), then Stop, which must
  // answer at once. The status may lag the run, never lead it: one more than it keeps is enough.
  await expect(async () => {
    const count = Number(
      (/· ([\d,]+) requests/.exec((await status.textContent()) ?? '')?.[1] ?? '0').replaceAll(',', ''),
    );
    expect(count).toBeGreaterThan(1_000);
  }).toPass({ timeout: 30_000 });
  const stop = page.getByRole('button', { name: 'Stop', exact: true });
  await stop.click({ timeout: 5_000 });
  expect(await finishedStatus(page)).toMatch(/^Stopped in [\d,]+ ms · [\d,]+ requests$/);
  // The keyboard focus stays on Stop, now unavailable, rather than dropping to the page.
  await expect(stop).toBeFocused();
  await expect(stop).toBeDisabled();

  const calls = page.getByRole('list', { name: 'Requests this run made' });
  await calls.getByRole('button', { name: /more$/ }).click();
  await expect(calls.getByText(/^requests 101–\d+ not kept$/)).toBeVisible();
  await expect(calls.getByRole('button', { name: /^1\. PutItem ✓$/ })).toBeVisible();
});

test('while a run goes on, its result follows the latest request and keeps the tab picked', async ({
  page,
}) => {
  await openConsole(page);
  await chooseMode(page, 'JavaScript');
  // Paced: the tab is picked between two requests, then more are shown in the same result.
  await setEditorText(
    page,
    [
      "import { ListTablesCommand } from '@aws-sdk/client-dynamodb';",
      'while (true) {',
      '  await client.send(new ListTablesCommand({}));',
      '  await new Promise((resolve) => setTimeout(resolve, 100));',
      '}',
    ].join('\n'),
  );
  await run(page);
  const result = page.getByRole('region', { name: 'ListTables result' });
  const servedTab = result.getByRole('tab', { name: 'How it was served' });
  // The list of requests above the result grows while the run goes on (a new line every few
  // requests) and moves the result down: a click aimed before such a move lands beside the tab. So
  // the click is repeated until the tab is picked (a picked tab clicked again stays picked).
  await expect(async () => {
    await servedTab.click();
    await expect(servedTab).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  }).toPass();
  // The same element throughout: one result that shows each new request, not one built per request.
  const shown = await result.elementHandle();
  const calls = page.getByRole('list', { name: 'Requests this run made' });
  const lastNumber = async () =>
    Number(
      /^(\d+)\. ListTables/.exec((await calls.getByRole('button').last().textContent()) ?? '')?.[1] ?? 0,
    );
  const pickedAt = await lastNumber();
  await expect.poll(lastNumber).toBeGreaterThan(pickedAt + 2);

  await expect(servedTab).toHaveAttribute('aria-selected', 'true');
  expect(await shown?.evaluate((element) => element.isConnected)).toBe(true);
  // The latest is the one shown.
  await expect(calls.getByRole('button').last()).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  expect(await finishedStatus(page)).toMatch(/^Stopped/);
  await expect(servedTab).toHaveAttribute('aria-selected', 'true');
});
