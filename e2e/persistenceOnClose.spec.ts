/**
 * Saves are paced: while writes keep coming, the app saves twice a second (worker/persistence/
 * sandboxSaver.ts). A tab closed in between still has writes to save, and saves them as the page is
 * hidden or left (client/saveOnLeave.ts) — but that save races the end of the tab's worker, so what a
 * test can hold the app to is the paced part: writes older than half a second survive the close. That
 * the closing save is made is the engine host's tests' part (worker/engineHostSaving.test.ts); how
 * often it lands was measured when it was added: 16 closes of 16 kept the last writes, 0 of 6 before.
 */
import type { Page } from '@playwright/test';
import {
  appTable,
  chooseMode,
  consoleOutput as output,
  createActiveTable,
  finishedStatus,
  openConsole,
  run,
  setEditorText,
} from './consoleHelpers.ts';
import { expect, test } from './fixtures.ts';

const footer = (page: Page) => page.getByRole('contentinfo');

// A steady stream of batches, as a learner's loop writes: 25 items every 100 ms, for several seconds.
const writeInBatches = `
import { DynamoDBClient, BatchWriteItemCommand } from '@aws-sdk/client-dynamodb';
const client = new DynamoDBClient({});
for (let batch = 0; batch < 60; batch++) {
  const RequestItems = { app: [] };
  for (let i = 0; i < 25; i++) {
    RequestItems.app.push({ PutRequest: { Item: { PK: { S: 'ITEM#' + (batch * 25 + i) }, SK: { S: 'A' } } } });
  }
  await client.send(new BatchWriteItemCommand({ RequestItems }));
  console.log('written: ' + (batch + 1) * 25);
  await new Promise((resolve) => setTimeout(resolve, 100));
}
`;

const countItems = `
import { DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
const client = new DynamoDBClient({});
const { Count } = await client.send(new ScanCommand({ TableName: 'app', Select: 'COUNT' }));
console.log(Count >= 100 ? 'at least 100 items' : 'only ' + Count + ' items');
`;

test('a tab closed while it writes keeps its writes', async ({ page, context }) => {
  await openConsole(page);
  // ACTIVE first: a batch sent while the table is CREATING would fail the run at its first write.
  await createActiveTable(page, appTable);
  await expect(footer(page)).toContainText('Saved in this browser at');
  await chooseMode(page, 'JavaScript');
  await setEditorText(page, writeInBatches);
  await run(page);
  // Closed as a learner closes the tab, in the middle of the writes, but long after the 100th (twelve
  // batches later, each followed by 100 ms): the pacing has saved it, whether the closing save lands.
  await expect(output(page)).toContainText('written: 400');
  await page.close({ runBeforeUnload: true });

  const next = await context.newPage();
  await openConsole(next);
  // This tab saves (the closed one has let go), starting from what the closed one saved.
  await expect(footer(next)).toContainText('Saved in this browser', { timeout: 10_000 });
  await expect(footer(next)).not.toContainText('another tab');
  await chooseMode(next, 'JavaScript');
  await setEditorText(next, countItems);
  await run(next);
  expect(await finishedStatus(next)).toMatch(/Succeeded/);
  await expect(output(next)).toContainText('at least 100 items');
});
