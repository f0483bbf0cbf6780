import { expect, saveScreenshot, test } from './fixtures.ts';
import { openConsole, runJson } from './consoleHelpers.ts';
import { dishesTable, dishItem } from './vectorDishes.ts';

/** A second index over the same vectors, across cuisines: the panel offers a choice. */
const anywhereIndex = {
  IndexName: 'anywhere',
  VectorAttribute: { AttributeName: 'emb' },
  Dimensions: 3,
  DistanceFunction: 'DOT_PRODUCT',
  Projection: { ProjectionType: 'ALL' },
};

test('explorer: find similar ranks the items nearest to an item’s vector, itself first, and opens the search in the Console', async ({
  page,
}) => {
  await openConsole(page);
  expect(await runJson(page, 'CreateTable', dishesTable(anywhereIndex))).toMatch(/Succeeded/);
  const items = [
    dishItem('margherita', 'it', 'Margherita', [1, 0, 0]),
    dishItem('carbonara', 'it', 'Carbonara', [0.6, 0.8, 0]),
    dishItem('tiramisu', 'it', 'Tiramisu', [0, 0, 1]),
    // Another cuisine: the HASH condition keeps it out of a search from an Italian dish.
    dishItem('pad-thai', 'th', 'Pad thai', [1, 0, 0]),
  ];
  // No vector: nothing to search with, and not in the index.
  const bread = { id: { S: 'bread' }, cuisine: { S: 'it' }, name: { S: 'Bread' } };
  const batch = {
    RequestItems: { dishes: [...items, bread].map((Item) => ({ PutRequest: { Item } })) },
  };
  // The table is CREATING for a moment of simulated time; wait for it like a client would.
  await expect
    .poll(async () => runJson(page, 'BatchWriteItem', batch), { timeout: 10_000 })
    .toMatch(/Succeeded/);

  await page.goto('./#/explorer/dishes');
  await expect(page.getByRole('button', { name: 'Find items similar to margherita' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit bread' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Find items similar to bread' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Find items similar to/ })).toHaveCount(4);

  const panel = page.getByRole('region', { name: 'Items similar to margherita' });
  const ranked = panel.getByRole('list', { name: 'Similar items, most similar first' });
  // The vector index follows the table a moment behind: search again until all three are found.
  await expect(async () => {
    await page.getByRole('button', { name: 'Find items similar to margherita' }).click();
    await expect(ranked.getByRole('listitem')).toHaveCount(3, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  // The panel opens above the list: its heading takes the focus, so it is in view.
  await expect(panel.getByRole('heading', { name: 'Items similar to margherita' })).toBeFocused();
  await expect(panel.getByRole('heading', { name: 'Items similar to margherita' })).toBeInViewport();

  await expect(panel).toContainText('index taste');
  await expect(panel).toContainText('COSINE: the score is a distance: lower is closer');
  await expect(panel).toContainText('within cuisine = it');
  const rows = ranked.getByRole('listitem');
  await expect(rows.nth(0)).toContainText('margherita');
  await expect(rows.nth(0)).toContainText('(this item)');
  await expect(rows.nth(0).locator('.similar-items__score')).toHaveText('0');
  await expect(rows.nth(1)).toContainText('carbonara');
  await expect(rows.nth(1).locator('.similar-items__score')).toHaveText('0.39999998');
  await expect(rows.nth(1)).toContainText('Carbonara');
  await expect(rows.nth(2)).toContainText('tiramisu');
  await expect(rows.nth(2).locator('.similar-items__score')).toHaveText('1');
  await expect(panel).not.toContainText('pad-thai');
  await expect(panel.getByRole('status')).toContainText(/VectorSearchRequestBytes: [1-9]/);
  await saveScreenshot(page, 'explorer-similar-items');

  // The other index has no HASH attribute: the Thai dish with the same vector is found too.
  await panel.getByLabel('Vector index').selectOption('anywhere');
  await expect(panel).toContainText('DOT_PRODUCT: the score is a similarity: higher is closer');
  await expect(panel).not.toContainText('within cuisine');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0).locator('.similar-items__score')).toHaveText('1');
  await expect(rows.nth(1).locator('.similar-items__score')).toHaveText('1');
  await expect(panel).toContainText('pad-thai');
  await panel.getByLabel('Vector index').selectOption('taste');
  await expect(rows).toHaveCount(3);

  // The same request, in the Console's JSON mode, ready to run.
  await panel.getByRole('button', { name: 'Open in Console' }).click();
  await expect(page).toHaveURL(/#\/console/);
  await expect(page.getByLabel('Operation')).toHaveValue('SearchVectors');
  const editor = page.locator('.monaco-editor .view-lines');
  await expect(editor).toContainText('"SearchConditionExpression": "#h = :h"', { timeout: 15_000 });
  await expect(editor).toContainText('"TopK": 5');
});
