import { expect, saveScreenshot, test } from './fixtures.ts';

test('explorer: create a table, add, edit and delete items shown as item collections', async ({ page }) => {
  await page.goto('./#/explorer');
  await expect(page.getByRole('navigation', { name: 'Tables' })).toContainText('No tables yet');

  await page.getByRole('button', { name: 'Create table' }).click();
  const form = page.getByRole('form', { name: 'Create table' });
  await form.getByLabel('Table name').fill('app');
  await form.getByText('The CreateTable request').click();
  await expect(form.locator('pre')).toContainText('"AttributeName": "SK"');
  // The same request as the AWS CLI command that creates the table, to copy for a real account.
  const languages = form.getByRole('radiogroup', { name: 'Show the request as' });
  await languages.getByRole('radio', { name: 'AWS CLI', exact: true }).click();
  await expect(form.getByLabel('CreateTable as AWS CLI')).toContainText('aws dynamodb create-table \\');
  await expect(form.getByLabel('CreateTable as AWS CLI')).toContainText('--table-name app \\');
  await saveScreenshot(page, 'explorer-create-table');
  await languages.getByRole('radio', { name: 'JSON', exact: true }).click();
  // One attribute for both keys is explained before anything is sent.
  const sortKeyName = form
    .getByRole('group', { name: 'Sort key (optional)', exact: true })
    .getByLabel('Name');
  await sortKeyName.fill('PK');
  await form.getByRole('button', { name: 'Create table' }).click();
  await expect(form.getByRole('alert')).toContainText('The partition key and the sort key are both PK');
  await sortKeyName.fill('SK');
  await form.getByRole('button', { name: 'Create table' }).click();

  await expect(page).toHaveURL(/#\/explorer\/app$/);
  await expect(page.getByRole('heading', { name: 'app', level: 2 })).toBeVisible();
  await expect(page.getByText('PK (S, partition) · SK (S, sort)')).toBeVisible();
  // The Explorer follows the status by itself: CREATING (while DynamoDB refuses reads), then ACTIVE.
  await expect(page.locator('.table-summary')).toContainText('ACTIVE');
  await expect(page.getByText('No items yet: add one.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // A form left open closes when a table is picked: the learner asked to see the table.
  await page
    .getByRole('navigation', { name: 'Tables' })
    .getByRole('button', { name: 'Create table' })
    .click();
  await expect(form).toBeVisible();
  await page.getByRole('navigation', { name: 'Tables' }).getByRole('link', { name: 'app' }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'app', level: 2 })).toBeVisible();

  // The table is CREATING for a moment of simulated time; a write then is refused, as DynamoDB does.
  const addItem = async (sk: string, attributes: [string, string, string][]) => {
    await page.getByRole('button', { name: 'Add item' }).click();
    const editor = page.getByRole('form', { name: 'Add item' });
    await editor.getByLabel('Attribute 1 value').fill('CUSTOMER#42');
    await editor.getByLabel('Attribute 2 value').fill(sk);
    for (const [index, [name, type, value]] of attributes.entries()) {
      await editor.getByRole('button', { name: '+ Add attribute' }).click();
      const row = index + 3;
      await editor.getByLabel(`Attribute ${row} name`).fill(name);
      await editor.getByLabel(`Attribute ${row} type`).selectOption(type);
      await editor.getByLabel(`Attribute ${row} value`).fill(value);
    }
    await expect(async () => {
      await editor.getByRole('button', { name: 'Save item' }).click();
      await expect(editor).toBeHidden({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
  };
  await addItem('PROFILE', [
    ['name', 'S', 'Ada'],
    ['ver', 'N', '1'],
  ]);
  await addItem('ORDER#2026-10-02#A17', [
    ['total', 'N', '35'],
    ['lines', 'L', '[{"S": "book"}, {"N": "2"}]'],
    ['note', 'S', ''],
  ]);

  const collections = page.getByRole('table', { name: 'Item collections' });
  await expect(collections.getByRole('rowheader', { name: 'CUSTOMER#42' })).toHaveAttribute('rowspan', '2');
  await expect(collections.locator('tbody tr')).toHaveCount(2);
  await expect(collections.locator('.collections__sort')).toHaveText(['ORDER#2026-10-02#A17', 'PROFILE']);
  // An empty string (allowed outside keys) shows as "", not as nothing.
  await expect(collections.locator('.cell--empty')).toHaveText('""');
  const lines = collections.getByRole('button', { name: '[2 elements]' });
  await lines.click();
  const inspector = page.getByRole('dialog', { name: /Value of lines/ });
  await expect(inspector).toContainText('"book"');
  // A dialog: it opens with the focus, in view however long the list; Escape closes it and the
  // focus goes back to the cell that opened it.
  await expect(inspector).toBeFocused();
  await expect(inspector).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(inspector).toBeHidden();
  await expect(lines).toBeFocused();
  await lines.press('Enter');
  await inspector.getByRole('button', { name: 'Close' }).click();
  await expect(inspector).toBeHidden();
  await expect(lines).toBeFocused();

  // Edit: the key stays, the other attributes change.
  await collections.getByRole('button', { name: 'Edit CUSTOMER#42 / PROFILE' }).click();
  const editor = page.getByRole('form', { name: 'Edit item' });
  // Each value is labelled with its attribute's name.
  await expect(editor.getByLabel('Attribute 1 value: PK', { exact: true })).toHaveAttribute('readonly', '');
  await editor.getByLabel('Attribute 3 value').fill('Ada Lovelace');
  await editor.getByRole('button', { name: 'Save item' }).click();
  await expect(collections).toContainText('Ada Lovelace');
  await saveScreenshot(page, 'explorer-items');
  // The focus goes back to the Edit button that opened the editor, as it does after Escape.
  const editProfile = collections.getByRole('button', { name: 'Edit CUSTOMER#42 / PROFILE' });
  await expect(editProfile).toBeFocused();
  await editProfile.press('Enter');
  await editor.getByLabel('Attribute 3 value').press('Escape');
  await expect(editor).toHaveCount(0);
  await expect(editProfile).toBeFocused();

  // A bad number is caught before anything is sent.
  await page.getByRole('button', { name: 'Add item' }).click();
  const adding = page.getByRole('form', { name: 'Add item' });
  await adding.getByLabel('Attribute 1 value').fill('CUSTOMER#7');
  await adding.getByLabel('Attribute 2 value').fill('PROFILE');
  await adding.getByRole('button', { name: '+ Add attribute' }).click();
  await adding.getByLabel('Attribute 3 name').fill('ver');
  await adding.getByLabel('Attribute 3 type').selectOption('N');
  await adding.getByLabel('Attribute 3 value').fill('one');
  await adding.getByRole('button', { name: 'Save item' }).click();
  await expect(adding.getByRole('alert')).toContainText('"ver": a number looks like');
  // So is a list typed as plain JSON: the form shows the DynamoDB JSON it probably meant.
  await adding.getByRole('button', { name: '+ Add attribute' }).click();
  await adding.getByLabel('Attribute 4 name').fill('tags');
  await adding.getByLabel('Attribute 4 type').selectOption('L');
  await adding.getByLabel('Attribute 4 value').fill('["a", "b"]');
  await adding.getByRole('button', { name: 'Save item' }).click();
  await expect(adding.getByRole('alert')).toContainText(
    '"tags": each member of a list (L) needs its type, as in {"S": "a"} or {"N": "1"}. ' +
      'Probably meant: [{"S": "a"}, {"S": "b"}]',
  );
  await adding.getByLabel('Attribute 4 value').fill('[{"S": "a"}, {"S": "b"}]');
  // A key that exists already: DynamoDB refuses the form's own condition, and the form says whose it is.
  await adding.getByLabel('Attribute 1 value').fill('CUSTOMER#42');
  await adding.getByLabel('Attribute 3 value').fill('1');
  await adding.getByRole('button', { name: 'Save item' }).click();
  await expect(adding.getByRole('alert')).toContainText(
    'ConditionalCheckFailedException: The conditional request failed. An item with this key already exists:',
  );
  await adding.getByRole('button', { name: 'Cancel' }).click();

  // Edit one item, then another: the form holds the second one's values, and Add starts empty.
  await collections.getByRole('button', { name: 'Edit CUSTOMER#42 / PROFILE' }).click();
  await collections.getByRole('button', { name: 'Edit CUSTOMER#42 / ORDER#2026-10-02#A17' }).click();
  await expect(editor.getByLabel('Attribute 2 value')).toHaveValue('ORDER#2026-10-02#A17');
  await expect(editor).toContainText('The key cannot change: DynamoDB has no update of a key attribute.');
  await page.getByRole('button', { name: 'Add item' }).click();
  await expect(adding.getByLabel('Attribute 2 value')).toHaveValue('');
  await adding.getByRole('button', { name: 'Cancel' }).click();

  // Unsaved changes are never dropped without a word: opening another item asks first, with the
  // focus on the question; Escape (or Keep editing) keeps the form as it was.
  const editOrder = collections.getByRole('button', { name: 'Edit CUSTOMER#42 / ORDER#2026-10-02#A17' });
  await collections.getByRole('button', { name: 'Edit CUSTOMER#42 / PROFILE' }).click();
  await editor.getByLabel('Attribute 3 value').fill('Ada Byron');
  await editOrder.click();
  const question = editor.getByRole('alert');
  await expect(question).toHaveText(
    'This form has unsaved changes. Editing CUSTOMER#42 / ORDER#2026-10-02#A17 instead drops them.' +
      'Discard changesKeep editing',
  );
  await expect(question.getByRole('button', { name: 'Discard changes' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(editor.getByLabel('Attribute 2 value')).toHaveValue('PROFILE');
  await expect(editor.getByLabel('Attribute 3 value')).toHaveValue('Ada Byron');
  await page.getByRole('button', { name: 'Add item' }).click();
  await expect(question).toContainText('Adding a new item instead drops them.');
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(editor.getByLabel('Attribute 3 value')).toHaveValue('Ada Byron');
  // Escape in the form asks too; Escape again keeps editing, with the focus back in the form.
  await editor.getByLabel('Attribute 3 value').press('Escape');
  await expect(question).toContainText('This form has unsaved changes. Closing the form drops them.');
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(editor.getByLabel('Attribute 3 value')).toHaveValue('Ada Byron');
  await expect(editor.getByLabel('Attribute 3 value')).toBeFocused();
  // From the keyboard: Enter on another row's Edit asks, Enter discards and opens that item; Escape
  // then closes it and the focus goes back to the Edit button that opened it.
  await editOrder.press('Enter');
  await expect(question.getByRole('button', { name: 'Discard changes' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(editor.getByLabel('Attribute 2 value')).toHaveValue('ORDER#2026-10-02#A17');
  await expect(question).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(editor).toHaveCount(0);
  await expect(editOrder).toBeFocused();
  await expect(collections).toContainText('Ada Lovelace');

  // Delete asks first, keeps the focus on the question, and Keep deletes nothing.
  await collections.getByRole('button', { name: 'Delete CUSTOMER#42 / ORDER#2026-10-02#A17…' }).click();
  await expect(
    collections.getByRole('button', { name: 'Delete CUSTOMER#42 / ORDER#2026-10-02#A17', exact: true }),
  ).toBeFocused();
  await collections.getByRole('button', { name: 'Keep' }).click();
  await expect(
    collections.getByRole('button', { name: 'Delete CUSTOMER#42 / ORDER#2026-10-02#A17…' }),
  ).toBeFocused();
  // Escape answers Keep, as it closes the app's other questions.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(
    collections.getByRole('button', { name: 'Delete CUSTOMER#42 / ORDER#2026-10-02#A17…' }),
  ).toBeFocused();
  await expect(collections.locator('tbody tr')).toHaveCount(2);
  await collections.getByRole('button', { name: 'Delete CUSTOMER#42 / ORDER#2026-10-02#A17…' }).click();
  await collections
    .getByRole('button', { name: 'Delete CUSTOMER#42 / ORDER#2026-10-02#A17', exact: true })
    .click();
  await expect(collections.locator('tbody tr')).toHaveCount(1);
  await expect(collections).toBeFocused();

  // 300-character keys, partition and sort, are cut short the same way (whole in their titles):
  // the table keeps to its box, and on a narrow screen the page does not widen (the table scrolls
  // in its box, the row's actions in sight).
  const longPartition = `P#${'p'.repeat(298)}`;
  const longSort = `S#${'s'.repeat(298)}`;
  await page.getByRole('button', { name: 'Add item' }).click();
  await adding.getByLabel('Attribute 1 value').fill(longPartition);
  await adding.getByLabel('Attribute 2 value').fill(longSort);
  await adding.getByRole('button', { name: 'Save item' }).click();
  await expect(adding).toHaveCount(0);
  const longName = `${longPartition} / ${longSort}`;
  for (const key of [longPartition, longSort]) {
    const shown = collections.getByTitle(key, { exact: true });
    await expect(shown).toHaveText(key);
    expect((await shown.boundingBox())!.width).toBeLessThan(300);
  }
  const scrollBox = page.locator('.scroll-x').filter({ has: collections });
  expect((await collections.boundingBox())!.width).toBeLessThanOrEqual(
    (await scrollBox.boundingBox())!.width,
  );
  await page.setViewportSize({ width: 360, height: 720 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const editLong = collections.getByRole('button', { name: `Edit ${longName}` });
  await editLong.scrollIntoViewIfNeeded();
  await expect(editLong).toBeInViewport();
  // The export panel's notice names a long exception: it wraps instead of widening the page.
  await page.locator('summary', { hasText: 'Export' }).click();
  await page.getByRole('button', { name: 'To S3, from point-in-time recovery…' }).click();
  const exportPanel = page.getByRole('region', { name: 'Export to S3' });
  await expect(exportPanel).toContainText('PointInTimeRecoveryUnavailableException');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await exportPanel.getByRole('button', { name: 'Close' }).click();
  await page.setViewportSize({ width: 1280, height: 720 });
  await collections.getByRole('button', { name: `Delete ${longName}…` }).click();
  await collections.getByRole('button', { name: `Delete ${longName}`, exact: true }).click();
  await expect(collections.getByTitle(longPartition, { exact: true })).toHaveCount(0);

  // A 300-character value is cut short (whole in its title): the table keeps to its box, and the
  // row's actions stay in sight.
  const long = 'x'.repeat(300);
  await addItem('NOTE', [['text', 'S', long]]);
  const note = collections.getByTitle(`S: "${long}"`);
  await expect(note).toBeVisible();
  expect((await note.boundingBox())!.width).toBeLessThan(400);
  const box = await page.locator('.scroll-x').filter({ has: collections }).boundingBox();
  expect((await collections.boundingBox())!.width).toBeLessThanOrEqual(box!.width);
  await expect(collections.getByRole('button', { name: 'Edit CUSTOMER#42 / NOTE' })).toBeInViewport();

  // The console sees the same engine.
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Console' }).click();
  await expect(page.getByLabel('Table', { exact: true })).toHaveValue('app');
});
