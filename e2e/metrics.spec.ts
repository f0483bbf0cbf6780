import { expect, saveScreenshot, test } from './fixtures.ts';

test('metrics: CloudWatch-named charts, top keys and events for a hot key run', async ({ page }) => {
  await page.goto('./#/heatmap');
  const clock = page.getByRole('group', { name: 'Virtual clock' });
  await clock.getByRole('button', { name: 'Pause the clock' }).click();
  await page.getByRole('button', { name: 'Start scenario: Single hot key' }).click();
  const loadRun = page.getByRole('status', { name: 'Load run' });
  await expect(loadRun).toContainText('Paused with the clock');
  // Two simulated minutes: past the 30 hot seconds after which the engine reports a key no split can help.
  await loadRun.getByRole('button', { name: '+1 min' }).click();
  await expect(loadRun).toContainText('60 of 600');
  await loadRun.getByRole('button', { name: '+1 min' }).click();
  await expect(loadRun).toContainText('120 of 600');

  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Metrics' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Metrics');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('lab-hot-key');

  const tiles = page.getByRole('definition');
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
  // Each series is drawn as a line through every second of the window.
  const line = await chart('ConsumedWriteCapacityUnits').locator('svg path[fill="none"]').getAttribute('d');
  expect(line?.split('L').length).toBe(300);

  // Hovering one chart reads the same second on all of them.
  const plot = chart('ThrottledRequests').locator('svg');
  const box = await plot.boundingBox();
  await plot.hover({ position: { x: (box?.width ?? 300) - 30, y: 80 } });
  await expect(chart('ConsumedWriteCapacityUnits')).toContainText(/1,000 at \d\d:\d\d:\d\d/);

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
});
