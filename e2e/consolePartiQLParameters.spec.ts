/**
 * PartiQL mode's Parameters field: the values of the statements' ? placeholders, dealt out in order,
 * sent as ExecuteStatement's Parameters (and shown so in the run's request); a field that is not a
 * JSON array stops the run before anything is sent; a ? without a value points at the field.
 */
import { expect, onOnePage, saveScreenshot } from './fixtures.ts';
import {
  appTable,
  chooseMode,
  errorBox,
  finishedStatus,
  openConsole,
  run,
  runJson,
  setEditorText,
} from './consoleHelpers.ts';
import type { Page } from '@playwright/test';

const test = onOnePage();

const parametersField = (page: Page) => page.getByRole('textbox', { name: 'Parameters' });

test('PartiQL: ? placeholders take their values from the Parameters field', async ({ page }) => {
  await openConsole(page);
  expect(await runJson(page, 'CreateTable', appTable)).toMatch(/Succeeded/);
  await chooseMode(page, 'PartiQL');
  await expect(parametersField(page)).toBeVisible();

  // Two INSERTs take two values each, in order; the ? inside 'why?' is text, not a placeholder.
  const inserts = `INSERT INTO "app" VALUE {'PK': ?, 'SK': ?, 'note': 'why?'};\nINSERT INTO "app" VALUE {'PK': ?, 'SK': ?}`;
  const insertValues = '[{"S": "CUSTOMER#42"}, {"S": "PROFILE"}, {"S": "CUSTOMER#42"}, {"S": "ORDER#1"}]';
  await setEditorText(page, inserts);
  await parametersField(page).fill(insertValues);
  await expect(page.locator('.partiql-parameters__help')).toContainText(
    '4 ? placeholders in the editor · 4 values here.',
  );
  // The table may still be settling from CreateTable: try again until it takes the writes.
  await expect
    .poll(
      async () => {
        await run(page);
        return finishedStatus(page);
      },
      { timeout: 10_000 },
    )
    .toMatch(/Succeeded.*2 requests/);
  // The request as sent carries the second statement's share of the values.
  await page.getByRole('tab', { name: 'Request', exact: true }).click();
  const request = page.getByRole('tabpanel');
  await expect(request).toContainText('"Parameters"');
  await expect(request).toContainText('ORDER#1');
  await expect(request).not.toContainText('PROFILE');

  // A SELECT with one ? finds both items.
  await setEditorText(page, `SELECT * FROM "app" WHERE PK = ?`);
  await parametersField(page).fill('[{"S": "CUSTOMER#42"}]');
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  const items = page.getByRole('table', { name: 'Items' });
  await expect(items).toContainText('PROFILE');
  await expect(items).toContainText('ORDER#1');
  await expect(items).toContainText('why?');
  await saveScreenshot(page, 'console-partiql-parameters');

  // Editing the INSERTs' run again brings back their values with them (the history is newest first).
  await page.locator('.history__edit').nth(1).click();
  await expect(parametersField(page)).toHaveValue(insertValues);
  await expect(page.locator('.monaco-editor .view-lines')).toContainText('INSERT');

  // The field is kept like the editor's text, across a reload.
  await page.reload();
  await expect(parametersField(page)).toHaveValue(insertValues);
});

test('PartiQL: a Parameters field that is not a JSON array sends nothing', async ({ page }) => {
  await openConsole(page);
  expect(await runJson(page, 'CreateTable', appTable)).toMatch(/Succeeded/);
  await chooseMode(page, 'PartiQL');
  await setEditorText(page, `SELECT * FROM "app" WHERE PK = ?`);

  await parametersField(page).fill('[{"S": "CUSTOMER#42"}');
  await run(page);
  const status = await finishedStatus(page);
  expect(status).toMatch(/Failed/);
  // No request was made: the status counts none, and there is no request to show.
  expect(status).not.toMatch(/request/);
  await expect(page.getByRole('tab', { name: 'Request', exact: true })).toHaveCount(0);
  await expect(errorBox(page)).toContainText('Parameters');
  await expect(errorBox(page)).toContainText('The Parameters field is not valid JSON');

  // A plain value goes to DynamoDB, which refuses it; the hint shows it typed.
  await parametersField(page).fill('["CUSTOMER#42"]');
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Failed/);
  await expect(errorBox(page)).toContainText('Unexpected value type in payload');
  await expect(errorBox(page)).toContainText('{"S": "CUSTOMER#42"}');

  // Blank, the ? has no value: DynamoDB's message, and a hint pointing at the field.
  await parametersField(page).fill('');
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Failed/);
  await expect(errorBox(page)).toContainText("Number of parameters in request and statement don't match.");
  await expect(errorBox(page)).toContainText('write their values in the Parameters field under the editor');
});

test('PartiQL: a SELECT past 1 MB has a Next page that sends the same Parameters', async ({ page }) => {
  // Runs that each carry about 370 KB take longer than the usual 30 s on a slow machine.
  test.setTimeout(60_000);
  await openConsole(page);
  expect(await runJson(page, 'CreateTable', appTable)).toMatch(/Succeeded/);
  await chooseMode(page, 'PartiQL');
  // Three items of about 370 KB and a small fourth: a read stops once it has read 1 MB, which the
  // third takes it past, so three come back first and the fourth on the next page (its size does not
  // matter, so it is not another 370 KB run). A value this big fits in Parameters where it would not
  // in the statement's text (8,192 characters at most).
  await setEditorText(page, `INSERT INTO "app" VALUE {'PK': ?, 'SK': ?, 'blob': ?}`);
  for (const sk of ['1', '2', '3', '4']) {
    const blob = 'x'.repeat(sk === '4' ? 10 : 380_000);
    await parametersField(page).fill(JSON.stringify([{ S: 'BIG' }, { S: sk }, { S: blob }]));
    await expect
      .poll(
        async () => {
          await run(page);
          return finishedStatus(page);
        },
        { timeout: 10_000 },
      )
      .toMatch(/Succeeded/);
  }

  await setEditorText(page, `SELECT PK, SK FROM "app" WHERE PK = ?`);
  await parametersField(page).fill('[{"S": "BIG"}]');
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  const items = page.getByRole('table', { name: 'Items' });
  await expect(items.getByRole('row')).toHaveCount(4);
  await expect(page.locator('.reply-summary__page')).toContainText('NextToken');

  // The next page is the same statement with the same Parameters, and the reply's NextToken.
  await page.getByRole('button', { name: 'Next page' }).click();
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  await expect(items.getByRole('row')).toHaveCount(2);
  await expect(items).toContainText('4');
  await page.getByRole('tab', { name: 'Request', exact: true }).click();
  const request = page.getByRole('tabpanel');
  await expect(request).toContainText('"Parameters"');
  await expect(request).toContainText('"NextToken"');
});
