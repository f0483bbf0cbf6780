/**
 * A JavaScript run's output prints as Node prints it: format placeholders, console.table, the SDK's
 * classes by name, thrown values that are not errors, and the first and last lines of a long output.
 */
import {
  chooseMode,
  consoleOutput as output,
  errorBox,
  finishedStatus,
  openConsole,
  run,
  runJs,
  setEditorText,
} from './consoleHelpers.ts';
import { expect, onOnePage } from './fixtures.ts';

const test = onOnePage();

test('output prints as Node prints it', async ({ page }) => {
  await openConsole(page);
  await chooseMode(page, 'JavaScript');
  const status = await runJs(
    page,
    [
      "console.log('%s has %d items (%i%%)', 'cart', 3, 42.7);",
      "console.table([{ PK: 'A', n: 1 }, { PK: 'B', n: 2 }]);",
      "const { NumberValue } = await import('@aws-sdk/lib-dynamodb');",
      "console.log(NumberValue.from('12345678901234567890'));",
      'throw { code: 1 };',
    ].join('\n'),
  );
  expect(status).toMatch(/^Failed/);
  await expect(output(page)).toContainText('cart has 3 items (42%)');
  // The build shortens the SDK's class names; the output names the class as it is imported.
  await expect(output(page)).toContainText('NumberValue { value: "12345678901234567890" }');
  await expect(output(page)).toContainText('│ (index) │ PK  │ n │');
  await expect(output(page)).toContainText('│ 1       │ "B" │ 2 │');
  await expect(errorBox(page)).toContainText('{ code: 1 }');
  await expect(errorBox(page)).not.toContainText('[object Object]');

  // A rejection nobody handles ends the run there, with its reason.
  expect(
    await runJs(
      page,
      "Promise.reject({ code: 2 });\nawait new Promise((r) => setTimeout(r, 50));\nconsole.log('not reached');",
    ),
  ).toMatch(/^Failed/);
  await expect(output(page)).toContainText('Uncaught (in promise) { code: 2 }');
  await expect(output(page)).not.toContainText('not reached');
  await expect(errorBox(page)).toContainText('{ code: 2 }');
});

test('a long output keeps its first and its last lines', async ({ page }) => {
  await openConsole(page);
  await chooseMode(page, 'JavaScript');
  expect(await runJs(page, "for (let i = 1; i <= 5000; i++) console.log('line ' + i);")).toMatch(
    /^Succeeded/,
  );
  const lines = output(page);
  await expect(lines.getByText('line 1', { exact: true })).toBeVisible();
  await expect(lines.getByText('line 1000', { exact: true })).toHaveCount(1);
  await expect(lines.getByText('… 3,010 lines not shown …', { exact: true })).toHaveCount(1);
  await expect(lines.getByText('line 4011', { exact: true })).toHaveCount(1);
  await expect(lines.getByText('line 5000', { exact: true })).toHaveCount(1);
  await expect(lines.getByText('line 2500', { exact: true })).toHaveCount(0);
  await expect(lines.getByText('line 4010', { exact: true })).toHaveCount(0);

  // Stopped: the latest lines printed before Stop are shown too.
  await setEditorText(
    page,
    "let i = 0;\nsetInterval(() => { for (let k = 0; k < 200; k++) console.log('n ' + ++i); }, 20);",
  );
  await run(page);
  await expect(lines).toContainText('of later lines, the last 990 are shown when it ends');
  await page.waitForTimeout(1_000);
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  expect(await finishedStatus(page)).toMatch(/^Stopped/);
  await expect(lines.getByText(/^… [\d,]+ lines not shown …$/)).toHaveCount(1);
  await expect(lines.getByText(/^n \d+$/)).toHaveCount(1_990);
});
