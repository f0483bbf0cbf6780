import { appTable, chooseMode, openConsole, runJson, setEditorText } from './consoleHelpers.ts';
import type { Page } from '@playwright/test';
import { expect, onOnePage, saveScreenshot } from './fixtures.ts';

const test = onOnePage();

/** The editor's suggestion list: a row by its text, and asking for suggestions at the end of a text. */
function completion(page: Page) {
  return {
    suggestion: (text: string) => page.locator('.suggest-widget .monaco-list-row', { hasText: text }).first(),
    async suggestAt(text: string) {
      await setEditorText(page, text);
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Control+Space');
    },
  };
}

test('AWS CLI mode completes commands, options and values where the cursor is', async ({ page }) => {
  await openConsole(page);
  expect(await runJson(page, 'CreateTable', appTable)).toMatch(/Succeeded/);
  await chooseMode(page, 'AWS CLI');
  const { suggestion, suggestAt } = completion(page);

  // Commands, with the operation each sends.
  await suggestAt('aws dynamodb qu');
  await expect(suggestion('query')).toBeVisible();
  await expect(suggestion('query')).toContainText('Query');

  // The command's options: required first; accepting one writes it in.
  await suggestAt('aws dynamodb query --table-name app --');
  await expect(page.locator('.suggest-widget .monaco-list-row').first()).toContainText(
    '--key-condition-expression',
  );
  await saveScreenshot(page, 'console-cli-completion');
  await page.keyboard.press('Enter');
  await expect(page.locator('.monaco-editor .view-lines')).toContainText(
    'aws dynamodb query --table-name app --key-condition-expression',
  );

  // Values: the sandbox's tables, an enum's values.
  await suggestAt('aws dynamodb scan --table-name ');
  await expect(suggestion('app')).toBeVisible();
  await suggestAt('aws dynamodb scan --return-consumed-capacity ');
  await expect(suggestion('INDEXES')).toBeVisible();
  await expect(suggestion('TOTAL')).toBeVisible();

  // The key of the table the command names, ready to fill in: the cursor lands in the first value.
  await suggestAt('aws dynamodb get-item --table-name app --key ');
  await expect(suggestion('PK={S=},SK={S=}')).toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.type('CUSTOMER#42');
  await expect(page.locator('.monaco-editor .view-lines')).toContainText(
    'aws dynamodb get-item --table-name app --key PK={S=CUSTOMER#42},SK={S=}',
  );

  // Inside a shorthand value: a structure's members, then, once one is picked, its enum values.
  const kinesis =
    'aws dynamodb enable-kinesis-streaming-destination --enable-kinesis-streaming-configuration ';
  await suggestAt(kinesis);
  await expect(suggestion('ApproximateCreationDateTimePrecision=')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(suggestion('MILLISECOND')).toBeVisible();
  await page.keyboard.type('MIC');
  await expect(suggestion('MICROSECOND')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('.monaco-editor .view-lines')).toContainText(
    `${kinesis}ApproximateCreationDateTimePrecision=MICROSECOND`,
  );
  // Typing the `=` offers them too.
  await setEditorText(
    page,
    'aws dynamodb create-table --stream-specification StreamEnabled=true,StreamViewType',
  );
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Escape');
  await page.keyboard.type('=');
  await expect(suggestion('NEW_AND_OLD_IMAGES')).toBeVisible();
});

test('PartiQL mode completes tables, indexes, key attributes and keywords', async ({ page }) => {
  await openConsole(page);
  expect(await runJson(page, 'CreateTable', appTable)).toMatch(/Succeeded/);
  await chooseMode(page, 'PartiQL');
  const { suggestion, suggestAt } = completion(page);

  await suggestAt('SELECT * FROM ');
  await expect(suggestion('"app"')).toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.type(' WHERE ');
  await page.keyboard.press('Control+Space');
  await expect(suggestion('PK')).toContainText('partition key');
  await suggestAt('SEL');
  await expect(suggestion('SELECT')).toBeVisible();
});

test('JavaScript mode completes the AWS SDK from its own type declarations', async ({ page }) => {
  await openConsole(page);
  await chooseMode(page, 'JavaScript');
  await setEditorText(
    page,
    "import { QueryCommand } from '@aws-sdk/lib-dynamodb';\nawait doc.send(new QueryCommand({ KeyCon",
  );
  await page.keyboard.press('ControlOrMeta+End');
  const { suggestion } = completion(page);
  // The SDK's declarations load with the JavaScript editor; TypeScript's first answer can take seconds.
  await expect(async () => {
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+Space');
    await expect(suggestion('KeyConditionExpression')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 25_000 });
  await saveScreenshot(page, 'console-javascript-completion');
});

test('JavaScript mode marks SDK mistakes as you type: a plain value for the low-level client, a misspelt parameter', async ({
  page,
}) => {
  await openConsole(page);
  await chooseMode(page, 'JavaScript');
  const marks = page.locator('.monaco-editor .squiggly-error');
  // The low-level client wants typed values ({ S: … }), and TableName has no typo.
  await setEditorText(
    page,
    [
      "import { PutItemCommand } from '@aws-sdk/client-dynamodb';",
      "await client.send(new PutItemCommand({ TableName: 'app', Item: { PK: 'USER#1' } }));",
      "await client.send(new PutItemCommand({ TableNmae: 'app', Item: { PK: { S: 'USER#1' } } }));",
    ].join('\n'),
  );
  // Type checking starts once the SDK's declarations have loaded (seconds on a busy machine).
  await expect(marks).toHaveCount(2, { timeout: 25_000 });
  await saveScreenshot(page, 'console-javascript-type-marks');
  // The document client takes plain values, and giving a variable another shape is JavaScript: no marks.
  await setEditorText(
    page,
    [
      "import { PutCommand } from '@aws-sdk/lib-dynamodb';",
      "let item = { PK: 'USER#1' };",
      "item = { PK: 'USER#2', name: 'Ada' };",
      "await doc.send(new PutCommand({ TableName: 'app', Item: item }));",
    ].join('\n'),
  );
  await expect(marks).toHaveCount(0);
});
