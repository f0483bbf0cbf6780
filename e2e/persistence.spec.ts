import { readFile } from 'node:fs/promises';
import { appTable, openConsole, runJson } from './consoleHelpers.ts';
import { expect, saveScreenshot, test } from './fixtures.ts';
import { downloadSandbox, graceProfile, makeSmallSandbox, resetSandbox } from './sandboxHelpers.ts';

test('tables, items, the clock and drafts survive a reload; reset sandbox empties it', async ({ page }) => {
  await openConsole(page);
  expect(await runJson(page, 'CreateTable', appTable)).toMatch(/Succeeded/);
  const item = { PK: { S: 'CUSTOMER#42' }, SK: { S: 'PROFILE' }, name: { S: 'Ada' } };
  await expect
    .poll(async () => runJson(page, 'PutItem', { TableName: 'app', Item: item }), { timeout: 10_000 })
    .toMatch(/Succeeded/);
  const clock = page.getByRole('group', { name: 'Virtual clock' });
  await clock.getByRole('button', { name: 'Pause the clock' }).click();
  await expect(clock.getByRole('button', { name: 'Resume the clock' })).toBeVisible();
  // The display may settle once more as the pause reaches the engine: wait until it holds still.
  const shown = clock.getByLabel('Simulated time');
  let paused = '';
  await expect
    .poll(async () => {
      const before = (await shown.textContent()) ?? '';
      await page.waitForTimeout(300);
      paused = (await shown.textContent()) ?? '';
      return before === paused;
    })
    .toBe(true);
  await clock.getByLabel('Step size').selectOption('86400');
  await clock.getByRole('button', { name: 'Step' }).click();
  // Paused, one step of a day moves the shown time by exactly one day.
  const nextDay = new Date(Date.parse(paused.replace(' UTC', 'Z').replace(' ', 'T')) + 86_400_000);
  const time = nextDay
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d{3}Z$/, ' UTC');
  await expect(shown).toHaveText(time);
  // The save's time is the computer's, which the footer says: the header shows the virtual clock.
  await expect(page.getByRole('contentinfo')).toContainText(
    /Saved in this browser at \d\d:\d\d:\d\d \(your computer’s clock, not the sandbox’s\)\./,
  );
  // The save follows the last write after a short pause; wait until it has caught up with the clock step.
  await page.waitForTimeout(600);

  await page.reload();
  await expect(page.getByLabel('Table', { exact: true })).toHaveValue('app');
  await expect(clock.getByLabel('Simulated time')).toHaveText(time ?? '');
  await expect(clock.getByRole('button', { name: 'Resume the clock' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Explorer' }).click();
  await expect(page.getByRole('table', { name: 'Item collections' })).toContainText('Ada');
  await saveScreenshot(page, 'persistence-after-reload');

  // Escape keeps the sandbox, as Keep does, and gives the focus back to the button.
  const reset = page.getByRole('button', { name: 'Reset sandbox' });
  await reset.click();
  await expect(page.getByRole('button', { name: 'Keep' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(reset).toBeFocused();
  await expect(page.getByRole('table', { name: 'Item collections' })).toContainText('Ada');

  await reset.click();
  await page.getByRole('button', { name: 'Delete everything' }).click();
  await expect(page.getByRole('navigation', { name: 'Tables' })).toContainText('No tables yet');
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Tables' })).toContainText('No tables yet');
});

test('saved data that cannot be restored gives a clear message and a choice', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByRole('contentinfo')).toContainText('Saved in this browser');
  // Damage the saved sandbox the way an older version or a broken disk might.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('dynamo-sandbox');
        open.onupgradeneeded = () => open.result.createObjectStore('saved');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction('saved', 'readwrite');
          transaction
            .objectStore('saved')
            .put({ format: 'dynamo-sandbox/engine-snapshot-0' }, 'engine-snapshot');
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
  );
  await page.reload();
  const problem = page.getByRole('region', { name: 'Your saved sandbox could not be restored' });
  await expect(problem).toContainText('saved by an older version of Dynamo Sandbox');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await saveScreenshot(page, 'persistence-unreadable');

  // A copy can be kept before anything is deleted.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    problem.getByRole('button', { name: 'Download the saved data' }).click(),
  ]);
  expect(JSON.parse(await readFile(await download.path(), 'utf8'))).toEqual({
    format: 'dynamo-sandbox/engine-snapshot-0',
  });

  await problem.getByRole('button', { name: 'Start fresh (delete the saved data)' }).click();
  await expect(problem).toBeHidden();
  await expect(page.getByRole('contentinfo')).toContainText('Saved in this browser');
});

test('the whole sandbox downloads as a file and opens again, after asking', async ({ page }) => {
  await makeSmallSandbox(page);
  const footer = page.getByRole('contentinfo');

  const download = await downloadSandbox(page);
  expect(download.suggestedFilename()).toMatch(/^dynamo-sandbox-\d{4}-\d{2}-\d{2}\.json$/);
  const file = test.info().outputPath('my-sandbox.json');
  await download.saveAs(file);
  const saved = JSON.parse(await readFile(file, 'utf8')) as {
    format: string;
    tables: { definition: { TableName: string }; items: unknown[] }[];
    triggers: unknown[];
  };
  expect(saved.format).toBe('dynamo-sandbox/engine-snapshot');
  expect(saved.tables.map((table) => [table.definition.TableName, table.items])).toEqual([
    ['app', [graceProfile]],
  ]);
  expect(saved.triggers).toEqual([]);
  await resetSandbox(page);

  // A file that is not a sandbox changes nothing and says why.
  await footer.getByLabel('Sandbox file to open').setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"hello": "world"}'),
  });
  await footer.getByRole('button', { name: 'Replace' }).click();
  await expect(footer.getByRole('status').last()).toHaveText(
    'Could not open notes.json (nothing was changed): The data is not a Dynamo Sandbox snapshot.',
  );

  await footer.getByLabel('Sandbox file to open').setInputFiles(file);
  // Opening replaces everything: it asks first, and Keep leaves the sandbox as it is.
  await footer.getByRole('button', { name: 'Keep' }).click();
  await expect(page.getByLabel('Table', { exact: true })).toContainText('no tables yet');
  await footer.getByLabel('Sandbox file to open').setInputFiles(file);
  await footer.getByRole('button', { name: 'Replace' }).click();
  await expect(footer.getByRole('status').last()).toHaveText('Opened my-sandbox.json: 1 table, 1 item.');
  await expect(page.getByLabel('Table', { exact: true })).toHaveValue('app');
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Explorer' }).click();
  await expect(page.getByRole('table', { name: 'Item collections' })).toContainText('Grace');
  await saveScreenshot(page, 'persistence-opened-file');

  // The opened sandbox is saved in the browser like any other.
  await page.waitForTimeout(600);
  await page.reload();
  await expect(page.getByLabel('Table', { exact: true })).toHaveValue('app');
});
