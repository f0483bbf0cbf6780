/**
 * The item editor's unsaved changes are never dropped by leaving the table without a word: another
 * table (the Tables list, the header's picker), another section, back, or a create-table form asks
 * first, as Edit on another row does.
 */
import { expect, onOnePage, saveScreenshot } from './fixtures.ts';
import { appTable, openConsole, runJson } from './consoleHelpers.ts';
import { downloadSandbox, makeSmallSandbox } from './sandboxHelpers.ts';

// On one page: each test starts in the Console, whose editor is loaded once for the file rather than
// once per test.
const test = onOnePage();

test('explorer: leaving a table asks before it drops the item form’s unsaved changes', async ({ page }) => {
  await openConsole(page);
  expect(await runJson(page, 'CreateTable', appTable)).toMatch(/Succeeded/);
  const logs = { ...appTable, TableName: 'logs' };
  expect(await runJson(page, 'CreateTable', logs)).toMatch(/Succeeded/);
  await page.goto('./#/explorer/app');
  await expect(page.locator('.table-summary')).toContainText('ACTIVE');
  const tables = page.getByRole('navigation', { name: 'Tables' });
  const sections = page.getByRole('navigation', { name: 'Sections' });
  const editor = page.getByRole('form', { name: 'Add item' });
  const question = editor.getByRole('alert');
  const firstField = editor.getByLabel('Attribute 1 value');

  // With nothing changed (or a change undone) there is nothing to lose: no question.
  await page.getByRole('button', { name: 'Add item' }).click();
  await firstField.fill('CUSTOMER#1');
  await firstField.fill('');
  await tables.getByRole('link', { name: 'logs' }).click();
  await expect(page).toHaveURL(/#\/explorer\/logs$/);
  await expect(editor).toHaveCount(0);
  await tables.getByRole('link', { name: 'app' }).click();

  await page.getByRole('button', { name: 'Add item' }).click();
  await firstField.fill('CUSTOMER#1');
  // Another section: the question takes the focus, and the page stays where it is.
  await sections.getByRole('link', { name: 'Console' }).click();
  await expect(question).toHaveText(
    'This form has unsaved changes. Opening the Console page instead drops them.' +
      'Discard changesKeep editing',
  );
  await expect(question.getByRole('button', { name: 'Discard changes' })).toBeFocused();
  await expect(page).toHaveURL(/#\/explorer\/app$/);
  await saveScreenshot(page, 'explorer-unsaved-leave');
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(question).toHaveCount(0);
  await expect(firstField).toHaveValue('CUSTOMER#1');
  await expect(firstField).toBeFocused();

  // Another table, from the Tables list or the header's picker; Escape keeps editing.
  await tables.getByRole('link', { name: 'logs' }).click();
  await expect(question).toContainText('Opening the table logs instead drops them.');
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(page).toHaveURL(/#\/explorer\/app$/);
  const picker = page.getByRole('combobox', { name: 'Table' });
  await picker.selectOption('logs');
  await expect(question).toContainText('Opening the table logs instead drops them.');
  await expect(picker).toHaveValue('app');
  await question.getByRole('button', { name: 'Keep editing' }).click();
  // The create-table form takes the table's place too.
  await tables.getByRole('button', { name: 'Create table' }).click();
  await expect(question).toContainText('Creating a table instead drops them.');
  await question.getByRole('button', { name: 'Keep editing' }).click();
  // Back, to the table opened before this one.
  await page.goBack();
  await expect(question).toContainText('Opening the table logs instead drops them.');
  await expect(page).toHaveURL(/#\/explorer\/app$/);
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(firstField).toHaveValue('CUSTOMER#1');

  // Discard changes goes where the learner asked; back returns to the table, the form gone.
  await picker.selectOption('logs');
  await question.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(/#\/explorer\/logs$/);
  await expect(page.getByRole('heading', { name: 'logs', level: 2 })).toBeVisible();
  await expect(editor).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/#\/explorer\/app$/);
  await expect(page.getByRole('heading', { name: 'app', level: 2 })).toBeVisible();
  await expect(editor).toHaveCount(0);
});

test('explorer: a typed value holding what its type does not take is explained by its field', async ({
  page,
}) => {
  await openConsole(page);
  expect(await runJson(page, 'CreateTable', appTable)).toMatch(/Succeeded/);
  await page.goto('./#/explorer/app');
  await expect(page.locator('.table-summary')).toContainText('ACTIVE');
  await page.getByRole('button', { name: 'Add item' }).click();
  const editor = page.getByRole('form', { name: 'Add item' });
  await editor.getByLabel('Attribute 1 value').fill('CUSTOMER#1');
  await editor.getByLabel('Attribute 2 value').fill('PROFILE');
  await editor.getByRole('button', { name: '+ Add attribute' }).click();
  await editor.getByLabel('Attribute 3 name').fill('scores');
  await editor.getByLabel('Attribute 3 type').selectOption('L');
  const scores = editor.getByLabel('Attribute 3 value');
  await scores.fill('[{"N": 5}, {"NULL": false}]');
  const explained =
    'scores[0] is {"N": 5}, but N takes a number written as a string, as in {"N": "42"}. ' +
    'Probably meant: {"N": "5"}. scores[1] is {"NULL": false}, but NULL takes only true: ' +
    '{"NULL": true} is the null value (to store no value, remove the attribute). Probably meant: {"NULL": true}.';
  // Beside the field as it is typed, before anything is sent; Save refuses it too.
  await expect(scores).toHaveAccessibleDescription(explained);
  await saveScreenshot(page, 'explorer-typed-value-explained');
  await editor.getByRole('button', { name: 'Save item' }).click();
  await expect(editor.getByRole('alert')).toContainText(`"scores": ${explained}`);
  await scores.fill('[{"N": "5"}, {"NULL": true}]');
  await expect(scores).not.toHaveAttribute('aria-describedby');
  // A set written as a JSON array of numbers would be one member, "[1, 2]": its field says so.
  await editor.getByRole('button', { name: '+ Add attribute' }).click();
  await editor.getByLabel('Attribute 4 name').fill('ranks');
  await editor.getByLabel('Attribute 4 type').selectOption('NS');
  const ranks = editor.getByLabel('Attribute 4 value');
  await ranks.fill('[1, 2.50]');
  await expect(ranks).toHaveAccessibleDescription(
    'a JSON array of NS members takes strings in quotes, as in ["1", "2.5"] (or write one member per ' +
      'line), but [1, 2.50] does not. Probably meant: ["1", "2.50"].',
  );
  await ranks.fill('["1", "2.50"]');
  await expect(ranks).not.toHaveAttribute('aria-describedby');
  await editor.getByRole('button', { name: 'Save item' }).click();
  await expect(editor).toHaveCount(0);
  await expect(page.locator('main')).toContainText('CUSTOMER#1');
});

test('explorer: replacing the sandbox says it drops the item form’s unsaved changes; deleting the table does not ask', async ({
  page,
}) => {
  await makeSmallSandbox(page);
  const file = test.info().outputPath('small-sandbox.json');
  await (await downloadSandbox(page)).saveAs(file);
  await page.goto('./#/explorer/app');
  await expect(page.locator('.table-summary')).toContainText('ACTIVE');
  const footer = page.getByRole('contentinfo');
  const editor = page.getByRole('form', { name: 'Add item' });
  const firstField = editor.getByLabel('Attribute 1 value');
  const formQuestion = page.getByText('This form has unsaved changes.');
  const dropsForm = 'This also drops the unsaved changes in the item form.';

  // With nothing changed there is nothing to lose: the footer's question says nothing of the form.
  await page.getByRole('button', { name: 'Add item' }).click();
  await footer.getByRole('button', { name: 'Reset sandbox' }).click();
  await expect(footer).toContainText('Delete every table');
  await expect(footer).not.toContainText(dropsForm);
  await footer.getByRole('button', { name: 'Keep' }).click();

  // Reset sandbox and opening a file already ask: their question names the form's changes too.
  await firstField.fill('CUSTOMER#1');
  await footer.getByRole('button', { name: 'Reset sandbox' }).click();
  await expect(footer).toContainText(
    `Delete every table, item, S3 object and Console run, and restart the clock? ${dropsForm}`,
  );
  await footer.getByRole('button', { name: 'Keep' }).click();
  await expect(firstField).toHaveValue('CUSTOMER#1');
  await footer.getByLabel('Sandbox file to open').setInputFiles(file);
  await expect(footer).toContainText(
    `Replace every table and item with those in small-sandbox.json? ${dropsForm}`,
  );
  await footer.getByRole('button', { name: 'Replace' }).click();
  await expect(footer.getByRole('status').last()).toHaveText('Opened small-sandbox.json: 1 table, 1 item.');
  await expect(editor).toHaveCount(0);
  await expect(formQuestion).toHaveCount(0);
  await expect(page).toHaveURL(/#\/explorer\/app$/);

  // Deleting the table, confirmed by its typed name, drops the form without a question about a
  // table that is gone.
  await page.getByRole('button', { name: 'Add item' }).click();
  await firstField.fill('CUSTOMER#2');
  await page.getByRole('button', { name: 'Settings…' }).click();
  const deletion = page.getByRole('region', { name: 'Delete table' });
  await deletion.getByLabel('To confirm, type the table’s name').fill('app');
  await deletion.getByRole('button', { name: 'Delete table' }).click();
  await expect(page).toHaveURL(/#\/explorer$/);
  await expect(page.getByRole('navigation', { name: 'Tables' })).toContainText('No tables yet');
  await expect(formQuestion).toHaveCount(0);
  await expect(editor).toHaveCount(0);
});
