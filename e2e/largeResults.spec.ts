import { chooseMode, finishedStatus, openConsole, run, setEditorText } from './consoleHelpers.ts';
import { expect, saveScreenshot, test } from './fixtures.ts';

// 10,000 small items, written with BatchWriteItem (resending what capacity hands back), then one Scan.
// The script writes as fast as the browser runs it, so the table is provisioned for 10,000 writes a
// second (11 partitions): a new on-demand table's 4 partitions can be driven past their 1,000 WCU
// ceilings on a fast machine, and a batch whose every item is throttled fails as a whole.
const LOAD = `
import { CreateTableCommand, ScanCommand, waitUntilTableExists } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
await client.send(new CreateTableCommand({
  TableName: 'big',
  ProvisionedThroughput: { ReadCapacityUnits: 1000, WriteCapacityUnits: 10000 },
  KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
  AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
}));
// Polled every 0.2 s or so: the table is CREATING for 0.4 s, and a first wait of 1 s would be idle.
await waitUntilTableExists({ client, maxWaitTime: 60, minDelay: 0.2 }, { TableName: 'big' });
for (let batch = 0; batch < 400; batch++) {
  let requests = Array.from({ length: 25 }, (_, i) => ({
    PutRequest: { Item: { pk: 'item#' + String(batch * 25 + i).padStart(5, '0'), n: batch * 25 + i } },
  }));
  while (requests.length > 0) {
    const reply = await doc.send(new BatchWriteCommand({ RequestItems: { big: requests } }));
    requests = reply.UnprocessedItems?.big ?? [];
  }
}
const scan = await client.send(new ScanCommand({ TableName: 'big' }));
console.log('scanned', scan.Count);
`;

test('a Scan returning 10,000 items shows them in a virtualized table', async ({ page }) => {
  test.setTimeout(120_000);
  await openConsole(page);
  await chooseMode(page, 'JavaScript');
  await setEditorText(page, LOAD);
  await run(page);
  const status = page.locator('.run-status');
  await expect(status).not.toHaveText(/Running/, { timeout: 90_000 });
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  await expect(page.getByRole('region', { name: 'Console output' })).toContainText('scanned 10000');

  const items = page.getByRole('table', { name: 'Items' });
  await expect(items).toBeVisible();
  // Virtualized: the DOM holds a window of rows, not ten thousand.
  const rendered = await items.getByRole('row').count();
  expect(rendered).toBeGreaterThan(10);
  expect(rendered).toBeLessThan(300);
  // Hundreds of requests fold into their first and last few.
  const calls = page.getByRole('list', { name: 'Requests this run made' });
  await expect(calls.getByRole('button')).toHaveCount(21);
  const total = Number(/(\d+) requests/.exec((await page.locator('.run-status').textContent()) ?? '')?.[1]);
  // CreateTable, at least one DescribeTable, 400 BatchWriteItem (more when capacity hands items back), Scan.
  expect(total).toBeGreaterThanOrEqual(403);
  await calls.getByRole('button', { name: `… ${total - 20} more` }).click();
  await expect(calls.getByRole('button')).toHaveCount(total);
  await saveScreenshot(page, 'console-10k-items');
});
