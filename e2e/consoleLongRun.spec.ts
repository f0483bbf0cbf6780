/**
 * A JavaScript loop of awaited requests runs as fast as the engine answers, thousands of requests a
 * second: the page must stay responsive enough to Stop it, and the run keeps its first and latest
 * requests, counting all of them.
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
import { expect, test } from './fixtures.ts';

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
