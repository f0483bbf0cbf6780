import { expect, onOnePage, saveScreenshot } from './fixtures.ts';
import {
  chooseMode,
  finishedStatus,
  loadExample,
  openConsole,
  run,
  runJson,
  setEditorText,
} from './consoleHelpers.ts';
import { dishesTable, dishItem } from './vectorDishes.ts';

const test = onOnePage();

/** An Italian dish, its write reporting what it cost under INDEXES. */
const dish = (id: string, name: string, vector: number[]) => ({
  TableName: 'dishes',
  Item: dishItem(id, 'it', name, vector),
  ReturnConsumedCapacity: 'INDEXES',
});

const search = {
  TableName: 'dishes',
  IndexName: 'taste',
  SearchVector: [{ N: '1' }, { N: '0' }, { N: '0' }],
  TopK: 3,
  SearchConditionExpression: 'cuisine = :c',
  ExpressionAttributeValues: { ':c': { S: 'it' } },
  ReturnConsumedCapacity: 'TOTAL',
};

test('vector search: a vector index made in the Console, searched with scores, listed in the Explorer and charted in Metrics', async ({
  page,
}) => {
  await openConsole(page);
  expect(await runJson(page, 'CreateTable', dishesTable())).toMatch(/Succeeded/);
  // The table is CREATING for a moment of simulated time; wait for it like a client would.
  await expect
    .poll(async () => runJson(page, 'PutItem', dish('margherita', 'Margherita', [1, 0, 0])), {
      timeout: 10_000,
    })
    .toMatch(/Succeeded/);
  // Under INDEXES a write says what it sent the vector index.
  await expect(page.locator('.reply-summary')).toContainText(
    'vector index taste: VectorWriteRequestBytes 1,024 bytes',
  );
  expect(await runJson(page, 'PutItem', dish('carbonara', 'Carbonara', [0.6, 0.8, 0]))).toMatch(/Succeeded/);

  // JSON mode's starting request searches the picked table's vector index.
  await page.getByLabel('Operation').selectOption('SearchVectors');
  await expect(page.locator('.monaco-editor .view-lines')).toContainText('taste');

  // A vector index is kept up to date a moment after a write, as a GSI is: search until both are found.
  const results = page.getByRole('table', { name: 'Items' });
  await expect(async () => {
    expect(await runJson(page, 'SearchVectors', search)).toMatch(/Succeeded/);
    await expect(results.getByRole('row')).toHaveCount(3, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('tab', { name: 'Results (2)' })).toHaveAttribute('aria-selected', 'true');
  const headers = results.getByRole('columnheader');
  await expect(headers.nth(0)).toHaveText('Score');
  await expect(headers.nth(1)).toHaveText('id');
  // Most similar first, in the order DynamoDB ranked them; the vector itself is not returned.
  await expect(results.getByRole('row').nth(1).getByRole('cell')).toContainText(['0', 'margherita']);
  await expect(results.getByRole('row').nth(2).getByRole('cell')).toContainText(['0.39999998', 'carbonara']);
  await expect(headers).not.toContainText(['emb']);
  await expect(page.locator('.reply-summary')).toContainText('VectorSearchRequestBytes');
  await saveScreenshot(page, 'console-vector-search');
  // The result views are one Tab stop, and the arrow keys move between them.
  await page.getByRole('tab', { name: 'Results (2)' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Response JSON' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Response JSON' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.json-block')).toContainText('"Score": 0.39999998');

  // The editor knows the request's shape: a TopK over 100 is flagged before it is sent.
  await expect(page.locator('.monaco-editor .squiggly-warning')).toHaveCount(0);
  await setEditorText(page, JSON.stringify({ ...search, TopK: 500 }, null, 2));
  await expect(page.locator('.monaco-editor .squiggly-warning').first()).toBeVisible({ timeout: 10_000 });

  // The same search in AWS CLI mode, for the closest one only.
  await chooseMode(page, 'AWS CLI');
  await setEditorText(
    page,
    `aws dynamodb search-vectors --table-name dishes --index-name taste \\
  --search-vector '[{"N": "0.5"}, {"N": "0.7"}, {"N": "0"}]' --top-k 1 \\
  --search-condition-expression "cuisine = :c" --expression-attribute-values '{":c": {"S": "it"}}'`,
  );
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  await expect(page.getByRole('tab', { name: 'Results (1)' })).toBeVisible();
  await page.getByRole('tab', { name: 'Results (1)' }).click();
  await expect(results.getByRole('row').nth(1)).toContainText('carbonara');

  // The Explorer lists the vector index with the table's other indexes.
  await page.goto('./#/explorer/dishes');
  const summary = page.locator('.table-summary');
  await expect(summary).toContainText('Vector index taste');
  await expect(summary).toContainText(
    'emb (3 dimensions) · COSINE · filters on cuisine (S, HASH: every search names it) · projects ALL',
  );
  await saveScreenshot(page, 'explorer-vector-index');

  // The Metrics page charts the bytes the table's vector index metered.
  await page.goto('./#/metrics/dishes');
  const bytes = page.getByRole('figure', {
    name: 'VectorWriteRequestBytes · VectorSearchRequestBytes',
    exact: true,
  });
  await expect(bytes.getByRole('img')).toHaveAccessibleName(
    /VectorWriteRequestBytes last [\d,]+, peak (1,024|2,048); VectorSearchRequestBytes last [\d,]+, peak [1-9]/,
  );
});

test('vector search: the JavaScript example searches with the document client and shows the ranked results', async ({
  page,
}) => {
  await openConsole(page);
  await loadExample(page, 'JavaScript', 'Similar items: vector search');
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  const output = page.getByRole('region', { name: 'Console output' });
  await expect(output).toContainText('0.075 Lemon tart');
  await expect(output).toContainText('0.110 Chocolate mousse');
  // The run's last request was the search: its results, closest first.
  const results = page.getByRole('table', { name: 'Items' });
  await expect(results.getByRole('columnheader')).toHaveText(['Score', 'id']);
  await expect(results.getByRole('row').nth(1)).toContainText('Lemon tart');
  await expect(results.getByRole('row').nth(3)).toContainText('Pad thai');
});
