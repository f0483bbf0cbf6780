import { createActiveTable, openConsole } from './consoleHelpers.ts';
import { GAME_ITEMS, GAMES_TABLE } from '../test/helpers/gamesTable.ts';
import { expect, saveScreenshot, test } from './fixtures.ts';

// A global index keyed on two partition attributes (tournament, area) and two sort attributes
// (round, score): a multi-attribute key, which only the Console's CreateTable can make.
test('explorer: query a global index with a multi-attribute key, one field per key attribute', async ({
  page,
}) => {
  await openConsole(page);
  await createActiveTable(page, GAMES_TABLE);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Explorer' }).click();
  await expect(page.locator('.table-summary')).toContainText('ACTIVE');
  await page.getByRole('button', { name: 'Import…' }).click();
  const importer = page.getByRole('form', { name: 'Import items' });
  await importer.getByLabel('Items (JSON)').fill(JSON.stringify(GAME_ITEMS));
  await importer.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(importer.getByRole('status')).toHaveText('Imported: 5 of 5 items written.');
  await importer.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('combobox', { name: 'View', exact: true }).selectOption('ByTournament');

  // WINTER games in EU, in a FINAL with a score of 75 or more: = on round, a range on score.
  const form = page.getByRole('form', { name: 'Explore items' });
  await form.getByRole('radiogroup', { name: 'Read with' }).getByRole('radio', { name: 'Query' }).click();
  await expect(form).toContainText(
    'Query index ByTournament: the items of one tournament + area value, in round then score order.',
  );
  await form.getByLabel('Partition key: tournament (S)').fill('WINTER');
  await form.getByLabel('Partition key: area (S)').fill('EU');
  await form.getByLabel('Sort key: round (S)').selectOption('=');
  await form.getByLabel('round value').fill('FINAL');
  await form.getByLabel('Sort key: score (N)').selectOption('>=');
  await form.getByLabel('score value').fill('75');
  const results = page.getByRole('region', { name: 'Query results' });
  const ids = results.getByRole('table', { name: 'Query results, page 1' }).locator('tbody tr');
  // The index is updated a moment after the table: run again until it has the games.
  await expect(async () => {
    await form.getByRole('button', { name: 'Run' }).click();
    await expect(ids).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(ids).toContainText('g1');
  await results.getByText('The Query request sent').click();
  const sent = results.getByLabel('The Query request sent');
  await expect(sent).toContainText(
    '"KeyConditionExpression": "#k0 = :k0 AND #k1 = :k1 AND #k2 = :k2 AND #k3 >= :k3"',
  );
  await saveScreenshot(page, 'explorer-query-multi-attribute-key');

  // A condition on score with none on round before it is explained, not sent.
  await form.getByLabel('Sort key: round (S)').selectOption('');
  await form.getByRole('button', { name: 'Run' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Give round a value (=) before a condition on score: DynamoDB reads a multi-attribute sort key left to right, so a condition on one attribute needs = on each one before it.',
  );
  await expect(sent).toContainText('#k3 >= :k3');

  // Trailing sort attributes left out: every WINTER game in EU, in round then score order.
  await form.getByLabel('Sort key: score (N)').selectOption('');
  await form.getByRole('button', { name: 'Run' }).click();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(sent).toContainText('"KeyConditionExpression": "#k0 = :k0 AND #k1 = :k1"');
  await expect(ids).toHaveCount(3);
  for (const [at, id] of ['g2', 'g1', 'g3'].entries()) await expect(ids.nth(at)).toContainText(id);
});
