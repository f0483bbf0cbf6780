import { mkdir, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, saveScreenshot, test } from './fixtures.ts';
import { downloadSandbox, makeSmallSandbox, resetSandbox } from './sandboxHelpers.ts';

// The preview server serves the build: a file put next to it is served like any self-hosted file.
const labs = fileURLToPath(new URL('../dist/labs/', import.meta.url));

test.afterEach(async () => {
  await rm(labs, { recursive: true, force: true });
});

test('a link with ?open= offers an instructor’s sandbox file from the same site', async ({ page }) => {
  // The instructor builds the lab and downloads it.
  await makeSmallSandbox(page);
  const download = await downloadSandbox(page);
  await mkdir(labs, { recursive: true });
  await download.saveAs(`${labs}lab1.json`);
  await resetSandbox(page);

  // A learner follows the link: asked first; keeping the sandbox changes nothing.
  await page.goto('./?open=labs/lab1.json#/explorer');
  const banner = page.getByRole('region', { name: 'This link opens lab1.json' });
  await expect(banner).toContainText('replaces every table and item in your sandbox');
  await saveScreenshot(page, 'sandbox-link-ask');
  await banner.getByRole('button', { name: 'Keep my sandbox' }).click();
  await expect(banner).toBeHidden();
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByLabel('Table', { exact: true })).toContainText('no tables yet');

  // Opening it replaces the sandbox; the address forgets the link, the route stays.
  await page.goto('./?open=labs/lab1.json#/explorer');
  await page.getByRole('button', { name: 'Open lab1.json' }).click();
  await expect(page.getByRole('region', { name: 'Sandbox from a link' })).toContainText(
    'Opened lab1.json: 1 table, 1 item.',
  );
  expect(new URL(page.url()).search).toBe('');
  expect(new URL(page.url()).hash).toBe('#/explorer');
  await expect(page.getByLabel('Table', { exact: true })).toHaveValue('app');
  await expect(page.getByRole('table', { name: 'Item collections' })).toContainText('Grace');
});

test('a link to a missing file or to another site changes nothing and says why', async ({ page }) => {
  await page.goto('./?open=labs/missing.json');
  const said = page.getByRole('region', { name: 'Sandbox from a link' });
  await expect(said).toContainText(
    'Could not open missing.json (nothing was changed): the site has no such file (it answered with a web page)',
  );
  // Another site is refused without a request (the fixture fails the test on any request outside).
  await page.goto('./?open=https://example.com/lab.json');
  await expect(said).toContainText(
    'Could not open lab.json (nothing was changed): links open files from this site only',
  );
  await said.getByRole('button', { name: 'Dismiss' }).click();
  await expect(said).toBeHidden();
});

test('a link followed while the app is open in another tab says the lab opens there unsaved', async ({
  page,
}) => {
  await makeSmallSandbox(page);
  const download = await downloadSandbox(page);
  await mkdir(labs, { recursive: true });
  await download.saveAs(`${labs}lab1.json`);

  // A learner with the app open follows the class link in a new tab: the first tab saves the sandbox.
  const second = await page.context().newPage();
  await second.goto('./?open=labs/lab1.json#/explorer');
  const banner = second.getByRole('region', { name: 'This link opens lab1.json' });
  await expect(banner).toContainText(
    'It replaces every table and item in this tab. Another tab saves your sandbox: what opens here is not saved.',
  );
  await banner.getByRole('button', { name: 'Open lab1.json' }).click();
  await expect(second.getByRole('region', { name: 'Sandbox from a link' })).toContainText(
    'Opened lab1.json in this tab (not saved: another tab saves your sandbox): 1 table, 1 item.',
  );
});
