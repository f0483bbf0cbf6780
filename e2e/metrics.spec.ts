import type { Page } from '@playwright/test';
import { expect, saveScreenshot, test } from './fixtures.ts';
import { needlesslyBrokenWords } from './wordBreaks.ts';

test('metrics: CloudWatch-named charts, top keys and events for a hot key run', async ({ page }) => {
  await page.goto('./#/heatmap');
  const clock = page.getByRole('group', { name: 'Virtual clock' });
  await clock.getByRole('button', { name: 'Pause the clock' }).click();
  await page.getByRole('button', { name: 'Start scenario: Single hot key' }).click();
  const loadRun = page.getByRole('status', { name: 'Load run' });
  await expect(loadRun).toContainText('Paused with the clock');
  // Two simulated minutes: past the 30 hot seconds after which the engine reports a key no split can help.
  // A simulated minute of this load is seconds of the engine's work on a busy machine (as in runScenario).
  await loadRun.getByRole('button', { name: '+1 min' }).click();
  await expect(loadRun).toContainText('60 of 600', { timeout: 30_000 });
  await loadRun.getByRole('button', { name: '+1 min' }).click();
  await expect(loadRun).toContainText('120 of 600', { timeout: 30_000 });

  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Metrics' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Metrics');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('lab-hot-key');

  const tiles = page.getByRole('definition');
  // The tiles say, in words on the page, that they hold the last second, not the charts' span.
  await expect(page.getByText(/^Last completed second: \d\d:\d\d:\d\d UTC$/)).toBeVisible();
  await expect(page.getByLabel('Last completed second')).toContainText('ConsumedWriteCapacityUnits1,000');
  await expect(page.getByLabel('Last completed second')).toContainText('ThrottledRequests500');
  expect(await tiles.count()).toBeGreaterThan(3);

  const chart = (title: string) => page.getByRole('figure', { name: title, exact: true });
  await expect(chart('ConsumedWriteCapacityUnits').getByRole('img')).toHaveAccessibleName(
    /ConsumedWriteCapacityUnits last 1,000, peak 1,000/,
  );
  await expect(chart('ConsumedWriteCapacityUnits')).toContainText('One partition’s ceiling 1,000');
  await expect(chart('ThrottledRequests').getByRole('img')).toHaveAccessibleName(
    /ThrottledRequests last 500, peak 500/,
  );
  await expect(chart('Throttle events by reason').getByRole('img')).toHaveAccessibleName(
    /WriteKeyRangeThroughputThrottleEvents last 500, peak 500; WriteProvisionedThroughputThrottleEvents last 0, peak 0/,
  );
  for (const title of [
    'ConsumedReadCapacityUnits',
    'ConditionalCheckFailedRequests',
    'SuccessfulRequestLatency',
  ]) {
    await expect(chart(title).locator('svg path').first()).toBeAttached();
  }
  // Each series is drawn as a line through every second of the window (reference lines, the
  // partitions' step line among them, are drawn in groups of their own).
  const line = await chart('ConsumedWriteCapacityUnits').locator('svg > path[fill="none"]').getAttribute('d');
  expect(line?.split('L').length).toBe(300);

  // Hovering one chart reads the same second on all of them.
  const plot = chart('ThrottledRequests').locator('svg');
  const box = await plot.boundingBox();
  await plot.hover({ position: { x: (box?.width ?? 300) - 30, y: 80 } });
  await expect(chart('ConsumedWriteCapacityUnits')).toContainText(/1,000 at \d\d:\d\d:\d\d/);
  // The keyboard reads it too: End goes to the last second, ArrowLeft one second back.
  const readout = async () =>
    (await chart('ThrottledRequests').locator('.chart__series-value').first().textContent()) ?? '';
  await plot.focus();
  await plot.press('End');
  await expect(chart('ThrottledRequests')).toContainText(/500 at \d\d:\d\d:\d\d/);
  const last = /at (\d\d):(\d\d):(\d\d)/.exec(await readout())!;
  await plot.press('ArrowLeft');
  const back = /at (\d\d):(\d\d):(\d\d)/.exec(await readout())!;
  const seconds = (match: RegExpExecArray) => +match[1] * 3600 + +match[2] * 60 + +match[3];
  expect((seconds(last) - seconds(back) + 86_400) % 86_400).toBe(1);

  // CloudWatch's period: a whole minute of 1,000 units a second is a Sum of 60,000, and the
  // partition's ceiling is drawn as what its 60 seconds can hold.
  await page
    .getByRole('radiogroup', { name: 'Period' })
    .getByRole('radio', { name: '1 minute (CloudWatch)' })
    .click();
  await expect(page.getByLabel('Last completed minute')).toContainText('ConsumedWriteCapacityUnits60k');
  await expect(chart('ConsumedWriteCapacityUnits').getByRole('img')).toHaveAccessibleName(
    /ConsumedWriteCapacityUnits last 60k, peak 60k/,
  );
  await expect(chart('ConsumedWriteCapacityUnits')).toContainText('One partition’s ceiling × 60 s 60k');
  await expect(chart('ConsumedWriteCapacityUnits')).toContainText('Sum per minute');
  await page
    .getByRole('radiogroup', { name: 'Period' })
    .getByRole('radio', { name: '1 second (sandbox)' })
    .click();

  const insights = page.getByRole('region', { name: 'Contributor Insights' });
  await expect(insights.getByRole('table', { name: 'Most accessed items (partition key)' })).toContainText(
    'celebrity#1',
  );
  await expect(insights.getByRole('table', { name: 'Most throttled items (partition key)' })).toContainText(
    'celebrity#1',
  );
  // DynamoDB shows these only with Contributor Insights on: the section says how to turn it on.
  await expect(insights).toContainText(
    'which is disabled here (aws dynamodb update-contributor-insights --table-name',
  );
  await expect(page.getByRole('region', { name: 'Partition events' })).toContainText(
    'hot but cannot split: all its traffic is one item of key celebrity#1',
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, 'metrics-hot-key');

  // A table that is not there (deleted, say): the page says so, without its heading claiming it,
  // and leads to the table the header's picker shows.
  await page.evaluate(() => (window.location.hash = '#/metrics/gone'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Metrics');
  const main = page.getByRole('main');
  await expect(main).toContainText('There is no table named “gone”.');
  await expect(main).not.toContainText('Requested resource not found');
  await expect(page.getByLabel('Table', { exact: true })).toHaveValue('lab-hot-key');
  await main.getByRole('link', { name: 'lab-hot-key', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('lab-hot-key');
});

/** Starts a load scenario with the clock paused, fast-forwards it, then opens Metrics. */
async function runScenario(page: Page, scenario: string, step: '+10 s' | '+1 min') {
  await page.goto('./#/heatmap');
  const clock = page.getByRole('group', { name: 'Virtual clock' });
  await clock.getByRole('button', { name: 'Pause the clock' }).click();
  await page.getByRole('button', { name: `Start scenario: ${scenario}` }).click();
  const loadRun = page.getByRole('status', { name: 'Load run' });
  await expect(loadRun).toContainText('Paused with the clock');
  await loadRun.getByRole('button', { name: step }).click();
  await expect(loadRun).toContainText(step === '+10 s' ? '10 of 600' : '60 of 600', { timeout: 30_000 });
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Metrics' }).click();
}

test('metrics: top-key bars are as long as their counts; on a phone no word breaks needlessly', async ({
  page,
}) => {
  // PLACED and DELIVERED share a partition and get half of what SHIPPED gets: bars of unequal length.
  await runScenario(page, 'Low-cardinality status key', '+1 min');
  const accessed = page.getByRole('table', { name: 'Most accessed items (partition key)' });
  await expect(accessed.locator('tbody tr')).toHaveCount(3);
  const bars = await accessed.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => ({
      count: Number((row as HTMLTableRowElement).cells[1].firstChild!.textContent!.replace(/,/g, '')),
      width: row.querySelector('.share__bar')!.getBoundingClientRect().width,
    })),
  );
  const [top] = bars;
  expect(bars.at(-1)!.count / top.count).toBeLessThan(0.8);
  for (const bar of bars) expect(bar.width / top.width).toBeCloseTo(bar.count / top.count, 1);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(accessed).toBeVisible();
  expect(await needlesslyBrokenWords(page.locator('.metrics'))).toEqual([]);
  // A share stays on one line with its unit ("11 %", not "11" above "%").
  const sharesOnTwoLines = await accessed.locator('.share').evaluateAll(
    (shares) =>
      shares.filter((share) => {
        const range = document.createRange();
        range.selectNodeContents(share.lastElementChild!);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
      }).length,
  );
  expect(sharesOnTwoLines).toBe(0);
});

test('metrics: an index shows only the metrics CloudWatch publishes for it; its tabs take arrow keys', async ({
  page,
}) => {
  await runScenario(page, 'GSI on a low-cardinality attribute', '+10 s');
  const chart = (title: string) => page.getByRole('figure', { name: title, exact: true });
  const tabs = page.getByRole('tablist', { name: 'Table or index' });
  const tableTab = tabs.getByRole('tab', { name: 'Table' });
  const indexTab = tabs.getByRole('tab', { name: 'GSI by-status' });
  await expect(chart('ConditionalCheckFailedRequests')).toBeVisible();
  // One Tab stop; arrows, Home and End move and pick (ARIA's tabs pattern).
  await expect(indexTab).toHaveAttribute('tabindex', '-1');
  await tableTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(indexTab).toBeFocused();
  await expect(indexTab).toHaveAttribute('aria-selected', 'true');
  // Conditions are checked on the table's writes: CloudWatch has no such metric per index.
  await expect(chart('ConsumedWriteCapacityUnits')).toBeVisible();
  await expect(chart('WriteThrottleEvents · ReadThrottleEvents')).toBeVisible();
  await expect(chart('ConditionalCheckFailedRequests')).toHaveCount(0);
  await page.keyboard.press('Home');
  await expect(tableTab).toBeFocused();
  await expect(tableTab).toHaveAttribute('aria-selected', 'true');
  await expect(chart('ConditionalCheckFailedRequests')).toBeVisible();
});
