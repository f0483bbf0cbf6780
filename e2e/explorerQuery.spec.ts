import { textContrasts } from './contrast.ts';
import { createExplorerTable, importItems } from './explorerSteps.ts';
import { expect, saveScreenshot, test } from './fixtures.ts';

/**
 * 200 orders of one customer (every fourth SHIPPED, the rest OPEN) and one of another: a Query of the
 * first customer's OPEN orders needs two pages of 100, and reads more than it returns.
 */
const orders = [
  ...Array.from({ length: 200 }, (_, at) => ({
    PK: 'CUSTOMER#1',
    SK: `ORDER#${String(at + 1).padStart(3, '0')}`,
    status: (at + 1) % 4 === 0 ? 'SHIPPED' : 'OPEN',
  })),
  { PK: 'CUSTOMER#2', SK: 'ORDER#001', status: 'OPEN' },
];

test('explorer: query a key with a sort key condition and a filter, page through, see a ValidationException', async ({
  page,
}) => {
  await page.goto('./#/explorer');
  await createExplorerTable(page, 'app');

  await importItems(page, orders);
  // Until a Run, the Explorer shows its sample of item collections: 201 rows and the header (only
  // the rows near the viewport are in the document; the table says how many it has).
  await expect(page.getByRole('table', { name: 'Item collections' })).toHaveAttribute('aria-rowcount', '202');

  // Query CUSTOMER#1's orders, SK begins with ORDER#, filtered on `status` (a reserved word).
  const form = page.getByRole('form', { name: 'Explore items' });
  await form.getByRole('radiogroup', { name: 'Read with' }).getByRole('radio', { name: 'Query' }).click();
  await form.getByLabel('Partition key: PK (S)').fill('CUSTOMER#1');
  await form.getByLabel('Sort key: SK (S)').selectOption('begins_with');
  await form.getByLabel('Sort key value').fill('ORDER#');
  await form.getByRole('button', { name: '+ Add filter' }).click();
  const filter = form.getByRole('group', { name: 'Filter 1' });
  await filter.getByLabel('Attribute name').fill('status');
  await filter.getByLabel('Value').fill('OPEN');
  await form.getByRole('button', { name: 'Run' }).click();

  const results = page.getByRole('region', { name: 'Query results' });
  const counts = results.getByRole('status');
  // One request a page, Limit 100: it reads 100 orders, before the filter, and returns the 75 OPEN ones.
  await expect(counts).toContainText('Page 1: Count 75 (items returned), ScannedCount 100 (items read)');
  await expect(counts).toContainText(/ConsumedCapacity [\d.]+ RCU\./);
  await expect(results).toContainText(
    'The filter is applied after the items are read: all 100 were read and charged, 75 of them returned.',
  );
  const page1 = results.getByRole('table', { name: 'Query results, page 1' });
  await expect(page1).toHaveAttribute('aria-rowcount', '76');
  const rows = page1.locator('tbody tr');
  await expect(rows.first().locator('.collections__sort')).toHaveText('ORDER#001');
  await expect(rows.nth(3).locator('.collections__sort')).toHaveText('ORDER#005');
  await expect(results.getByRole('button', { name: 'Edit CUSTOMER#1 / ORDER#001' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Item collections' })).toHaveCount(0);

  // The exact request, with placeholders.
  await results.getByText('The Query request sent').click();
  const sent = results.getByLabel('The Query request sent');
  await expect(sent).toContainText('"KeyConditionExpression": "#k0 = :k0 AND begins_with(#k1, :k1)"');
  await expect(sent).toContainText('"FilterExpression": "#f0 = :f0"');
  await expect(sent).toContainText('"#f0": "status"');
  await expect(sent).toContainText('"ReturnConsumedCapacity": "TOTAL"');
  await expect(sent).toContainText('"Limit": 100');
  await saveScreenshot(page, 'explorer-query-page-1');

  // Text contrast of the form and the results, light and dark (an unavailable button is exempt, as
  // WCAG exempts inactive controls: Previous page on page 1).
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const texts = form
      .locator('span, legend, label, button')
      .or(results.locator('p, summary, button:not([aria-disabled="true"])'));
    for (const measured of await textContrasts(texts)) {
      expect(measured.ratio, `${colorScheme}: ${measured.text}`).toBeGreaterThanOrEqual(4.5);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });

  // Next page starts from the LastEvaluatedKey. Page 2 stops at the Limit on the last order, so it
  // still carries a LastEvaluatedKey, and page 3 finds nothing: as on DynamoDB.
  const next = results.getByRole('button', { name: 'Next page' });
  await next.click();
  await expect(counts).toContainText('Page 2: Count 75 (items returned), ScannedCount 100 (items read)');
  await expect(results.getByRole('table', { name: 'Query results, page 2' })).toHaveAttribute(
    'aria-rowcount',
    '76',
  );
  await expect(sent).toContainText('"ExclusiveStartKey"');
  await expect(sent).toContainText('"S": "ORDER#100"');
  await next.click();
  await expect(counts).toContainText('Page 3: Count 0 (items returned), ScannedCount 0 (items read)');
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await expect(results).toContainText('No LastEvaluatedKey: this is the last page.');
  // Keyboard: the focus stays on the button it was on.
  await expect(next).toBeFocused();
  await results.getByRole('button', { name: 'Previous page' }).press('Enter');
  await expect(counts).toContainText('Page 2: Count 75');

  // Descending: the highest sort key first.
  await form.getByLabel('Descending (ScanIndexForward false)').check();
  await form.getByRole('button', { name: 'Run' }).click();
  await expect(rows.first().locator('.collections__sort')).toHaveText('ORDER#199');
  await expect(sent).toContainText('"ScanIndexForward": false');

  // Open in Console: the same request as the JSON draft of Query.
  await results.getByRole('button', { name: 'Open in Console' }).click();
  await expect(page).toHaveURL(/#\/console$/);
  await expect(page.getByLabel('Operation')).toHaveValue('Query');
  await page.goBack();
  await expect(page).toHaveURL(/#\/explorer\/app$/);
  // Back from the Console, the form and its results are as they were left.
  await expect(form.getByLabel('Partition key: PK (S)')).toHaveValue('CUSTOMER#1');
  await expect(filter.getByLabel('Value')).toHaveValue('OPEN');
  await expect(form.getByLabel('Descending (ScanIndexForward false)')).toBeChecked();
  await expect(rows.first().locator('.collections__sort')).toHaveText('ORDER#199');

  // Eventually consistent by default, as in the API: no ConsistentRead in the request. Strongly
  // consistent when asked, for twice the read units.
  const units = async () =>
    Number(/ConsumedCapacity ([\d.]+) RCU/.exec((await counts.textContent()) ?? '')?.[1]);
  await expect(counts).toContainText(/ConsumedCapacity [\d.]+ RCU\./);
  const eventualUnits = await units();
  await expect(sent).not.toContainText('ConsistentRead');
  const strongly = form.getByLabel('Strongly consistent (ConsistentRead; twice the read units)');
  await expect(strongly).not.toBeChecked();
  await strongly.check();
  await form.getByRole('button', { name: 'Run' }).click();
  await expect(sent).toContainText('"ConsistentRead": true');
  await expect.poll(units).toBe(eventualUnits * 2);

  // A value DynamoDB refuses: its ValidationException, as it words it for a Query (valueLayer.ts).
  await filter.getByLabel('Attribute name').fill('total');
  await filter.getByLabel('Type').selectOption('N');
  await filter.getByLabel('Value').fill('ten');
  await form.getByRole('button', { name: 'Run' }).click();
  // In the results: Monaco's own (empty) live regions are alerts too, once an editor has loaded.
  await expect(results.getByRole('alert')).toHaveText(
    'ValidationException: The parameter cannot be converted to a numeric value: ten',
  );
  await saveScreenshot(page, 'explorer-query-error');

  // Reset: back to the sample.
  await page.getByRole('form', { name: 'Explore items' }).getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('table', { name: 'Item collections' })).toHaveAttribute('aria-rowcount', '202');
});
