/**
 * JSON mode checks a request's Key against the key schema of the table the request names, whichever
 * table the header has picked.
 */
import { appTable, chooseMode, openConsole, runJson, setEditorText } from './consoleHelpers.ts';
import { expect, test } from './fixtures.ts';

test("a Key is checked against its own table's keys, not the header's table", async ({ page }) => {
  await openConsole(page);
  expect(await runJson(page, 'CreateTable', appTable)).toMatch(/Succeeded/);
  const big = {
    TableName: 'big',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
  };
  expect(await runJson(page, 'CreateTable', big)).toMatch(/Succeeded/);
  await page.getByLabel('Table', { exact: true }).selectOption('app');
  await chooseMode(page, 'JSON');
  await page.getByLabel('Operation').selectOption('GetItem');
  const warnings = page.locator('.monaco-editor .squiggly-warning');
  // app is keyed by PK and SK: a Key of id is flagged.
  await setEditorText(page, JSON.stringify({ TableName: 'app', Key: { id: { S: 'item-1' } } }, null, 2));
  await expect(warnings.first()).toBeVisible({ timeout: 10_000 });
  // big is keyed by id: the same Key is right for it, though the header still shows app.
  await setEditorText(page, JSON.stringify({ TableName: 'big', Key: { id: { S: 'item-1' } } }, null, 2));
  await expect(warnings).toHaveCount(0, { timeout: 10_000 });
});
