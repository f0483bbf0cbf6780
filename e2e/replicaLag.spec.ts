import { chooseMode, finishedStatus, loadExample, openConsole, run, runJson } from './consoleHelpers.ts';
import { expect, onOnePage } from './fixtures.ts';
import { graceProfile, makeSmallSandbox } from './sandboxHelpers.ts';

// On one page: each test starts in the Console, whose editor is loaded once for the file rather than
// once per test.
const test = onOnePage();

const key = { PK: graceProfile.PK, SK: graceProfile.SK };

test('with the replicas a second behind, a default read can miss a write and says so; a strong one cannot', async ({
  page,
}) => {
  await makeSmallSandbox(page);
  const clock = page.getByRole('group', { name: 'Virtual clock' });
  await clock.getByRole('button', { name: 'Pause the clock' }).click();
  await expect(clock.getByRole('button', { name: 'Resume the clock' })).toBeVisible();
  const lag = page.getByLabel('Replica lag');
  await expect(lag).toHaveValue('0');
  await lag.selectOption('1000');
  await expect(lag.locator('option:checked')).toHaveText('1 s behind');

  const renamed = { ...graceProfile, name: { S: 'Grace Hopper' } };
  expect(await runJson(page, 'PutItem', { TableName: 'app', Item: renamed })).toMatch(/Succeeded/);
  expect(await runJson(page, 'GetItem', { TableName: 'app', Key: key })).toMatch(/Succeeded/);
  const summary = page.locator('.reply-summary__facts');
  const items = page.locator('.items-table');
  // One default read in three goes to the trailing replica: read again until one has.
  for (let attempt = 0; attempt < 30; attempt++) {
    // (A GetItem's summary line exists only when it has something to say.)
    if ((await summary.allTextContents()).join().includes('served by the replica 1 s behind')) break;
    await run(page);
    await finishedStatus(page);
  }
  await expect(summary).toContainText('served by the replica 1 s behind');
  await expect(items).toContainText('Grace');
  await expect(items).not.toContainText('Grace Hopper');

  expect(await runJson(page, 'GetItem', { TableName: 'app', Key: key, ConsistentRead: true })).toMatch(
    /Succeeded/,
  );
  await expect(items).toContainText('Grace Hopper');
  await expect(summary).toHaveCount(0);

  // The setting is part of the sandbox: it is still there after a reload.
  await page.reload();
  await openConsole(page);
  await expect(page.getByLabel('Replica lag')).toHaveValue('1000');
});

test('the JavaScript example counts the default reads a trailing replica answers right after a write', async ({
  page,
}) => {
  await openConsole(page);
  await page.getByLabel('Replica lag').selectOption('1000');
  await chooseMode(page, 'JavaScript');
  await loadExample(page, 'JavaScript', 'A replica a moment behind');
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  const output = page.getByRole('region', { name: 'Console output' });
  await expect(output).toContainText('a strongly consistent read: has it');
  const line = await output
    .getByText(/right after the write, \d+ of 30 default reads missed it/)
    .textContent();
  const stale = Number(/(\d+) of 30/.exec(line ?? '')?.[1]);
  // About one read in three reaches the trailing replica; none or all would mean no choice was made.
  expect(stale).toBeGreaterThan(0);
  expect(stale).toBeLessThan(30);
});
