import { textContrasts } from './contrast.ts';
import { expect, saveScreenshot, test } from './fixtures.ts';
import { clock, FAST_FORWARD, headerTime, loadRun, startScenario, tableStrip } from './heatmapHelpers.ts';

test('heatmap: a hot key pins one partition at its ceiling and throttles; sharding spreads the same load', async ({
  page,
}) => {
  await page.goto('./#/heatmap');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Heatmap');
  await expect(page.getByRole('main')).toContainText('No tables yet: start a scenario above');
  await saveScreenshot(page, 'heatmap-empty');

  // Paused, the load waits for the clock; "+1 min" runs a simulated minute of it at once.
  await clock(page).getByRole('button', { name: 'Pause the clock' }).click();
  await startScenario(page, 'Single hot key');
  await expect(page).toHaveURL(/#\/heatmap\/lab-hot-key$/);
  // Start folded away with the scenarios: the keyboard focus moved to Show, which brings them back.
  await expect(page.getByRole('button', { name: 'Show', exact: true })).toBeFocused();
  await expect(page.getByLabel('Table', { exact: true })).toHaveValue('lab-hot-key');
  await expect(loadRun(page)).toContainText('Paused with the clock');
  const before = await headerTime(page);
  await loadRun(page).getByRole('button', { name: '+1 min' }).click();
  // A minute of load takes the worker a few real seconds: the bar says so, and holds the buttons.
  const plusTen = loadRun(page).getByRole('button', { name: '+10 s' });
  await expect(loadRun(page)).toContainText('Fast-forwarding…');
  await expect(plusTen).toHaveAttribute('aria-disabled', 'true');
  await expect(loadRun(page)).toContainText('60 of 600 simulated seconds', FAST_FORWARD);
  await expect(loadRun(page)).not.toContainText('Fast-forwarding…');
  // The header's clock shows the time the load moved as the jump ends, with the page: it used to
  // wait for its next read of the clock (up to a second), trailing by most of the minute meanwhile.
  await expect
    .poll(async () => (await headerTime(page)) - before, { timeout: 300, intervals: [10] })
    .toBeGreaterThanOrEqual(60_000);
  await expect(plusTen).toHaveAttribute('aria-disabled', 'false');
  // "Now" is the last whole second, as the findings count it: 500 of the 1,500 writes throttled.
  await expect(loadRun(page)).toContainText('now 500/s (33.3 %)');

  // One partition at 1,000 of 1,000 WCU refusing 500 writes a second; the other three idle.
  const strip = tableStrip(page, 'lab-hot-key');
  const hot = strip.getByRole('button', { name: /1,000 of 1,000 WCU \(100 %\), 500 throttled/ });
  await expect(hot).toHaveCount(1);
  await expect(strip.getByRole('button', { name: /, 0 of 1,000 WCU \(0 %\)$/ })).toHaveCount(3);
  await expect(loadRun(page)).toContainText('requests 90,000');
  // A third, give or take the second the table became ACTIVE in.
  await expect(loadRun(page)).toContainText(/throttled (29|30),\d{3} \(3[23]\.\d %\)/);
  const findings = page.getByRole('list', { name: 'What is happening' });
  await expect(findings).toContainText('is at its ceiling');
  await expect(findings).toContainText('WriteKeyRangeThroughputThrottleEvents');
  await expect(findings).toContainText('one partition key, celebrity#1');

  // The partition's own numbers and keys.
  await hot.click();
  const details = page.getByRole('region', { name: /^Partition p\d+$/ });
  await expect(details).toContainText('1,000 of 1,000 (100 %)');
  await expect(details.getByRole('list').first()).toContainText('celebrity#1');
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, 'heatmap-hot-key');
  // The waterfall reads from the keyboard too: the first arrow shows the chosen partition's newest second.
  const waterfall = page.getByRole('img', { name: /lab-hot-key: consumed write capacity per partition/ });
  await waterfall.focus();
  await waterfall.press('ArrowUp');
  await expect(page.locator('.waterfall__tip')).toContainText(
    /^p\d+ · \d\d:\d\d:\d\d · 1,000 WCU \(100 % of 1,000\)/,
  );
  await waterfall.press('Escape');
  await waterfall.blur();
  await expect(page.locator('.waterfall__tip')).toHaveCount(0);

  // The running scenario's button reads Restart, and is named so: speech input says what it sees.
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(
    page.getByRole('button', { name: 'Restart scenario: Single hot key', exact: true }),
  ).toHaveText('Restart');

  // The same 1,500 writes a second over ten suffixes: no partition near its ceiling, nothing throttled.
  await startScenario(page, 'Write sharding, 10 suffixes');
  await expect(page).toHaveURL(/#\/heatmap\/lab-sharded$/);
  await expect(loadRun(page)).toContainText('sharded');
  await loadRun(page).getByRole('button', { name: '+1 min' }).click();
  await expect(loadRun(page)).toContainText('60 of 600 simulated seconds', FAST_FORWARD);
  await expect(loadRun(page)).toContainText('throttled 0 (0.0 %)');
  const sharded = tableStrip(page, 'lab-sharded');
  await expect(sharded.getByRole('button')).toHaveCount(4);
  await expect(sharded.getByRole('button', { name: /throttled/ })).toHaveCount(0);
  await expect(findings).toContainText('No throttling');
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, 'heatmap-sharded');

  const stop = loadRun(page).getByRole('button', { name: 'Stop load' });
  await stop.click();
  await expect(loadRun(page)).toContainText('Stopped');
  // A stopped run has nothing left to stop or fast-forward: its buttons go, and the keyboard focus
  // moves to the run's status rather than dropping to the page.
  await expect(loadRun(page).getByRole('button')).toHaveCount(0);
  await expect(loadRun(page)).toBeFocused();
});

test('the heatmap’s badges, cells and buttons keep their text at 4.5:1 in both colour schemes', async ({
  page,
}) => {
  await page.goto('./#/heatmap');
  await clock(page).getByRole('button', { name: 'Pause the clock' }).click();
  await startScenario(page, 'Single hot key');
  await loadRun(page).getByRole('button', { name: '+10 s' }).click();
  await expect(loadRun(page)).toContainText('10 of 600 simulated seconds', FAST_FORWARD);
  await clock(page).getByRole('button', { name: 'Resume the clock' }).click();
  await expect(loadRun(page)).toContainText('Running');
  const strip = tableStrip(page, 'lab-hot-key');
  await expect(strip.locator('.strip__throttle')).toHaveCount(1);
  const texts = page
    .locator('.load-status__state, .load-status .button, .segmented [aria-checked="true"]')
    .or(strip.locator('.strip__id, .strip__value, .strip__share, .strip__throttle'));
  // The scheme changes under a running page: the cells pick their text colour again.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect
      .poll(async () => (await textContrasts(texts)).filter((measured) => measured.ratio < 4.5), {
        message: colorScheme,
      })
      .toEqual([]);
  }
  await loadRun(page).getByRole('button', { name: 'Stop load' }).click();
});

test('heatmap: one hot item collection is divided by sort key, and each half gets its own cell', async ({
  page,
}) => {
  await page.goto('./#/heatmap');
  await clock(page).getByRole('button', { name: 'Pause the clock' }).click();
  await startScenario(page, 'One hot item collection');
  await expect(page).toHaveURL(/#\/heatmap\/lab-hot-collection$/);
  await loadRun(page).getByRole('button', { name: '+1 min' }).click();
  await expect(loadRun(page)).toContainText('60 of 600 simulated seconds', FAST_FORWARD);
  const strip = tableStrip(page, 'lab-hot-collection');
  await expect(strip.getByRole('button', { name: /500 throttled/ })).toHaveCount(1);
  const findings = page.getByRole('list', { name: 'What is happening' });
  await expect(findings).toContainText('a split for heat is under way that divides the item collection');

  // 30 hot seconds, then a 60-second split: by 2 minutes the collection is in two partitions.
  await loadRun(page).getByRole('button', { name: '+1 min' }).click();
  await expect(loadRun(page)).toContainText('120 of 600 simulated seconds', FAST_FORWARD);
  await expect(strip.getByRole('button')).toHaveCount(5);
  await expect(strip.getByRole('button', { name: /throttled/ })).toHaveCount(0);
  const upper = strip.getByRole('button', { name: /sort key ≥ order#\d{4}/ });
  const lower = strip.getByRole('button', { name: /sort key < order#\d{4}/ });
  await expect(upper).toHaveCount(1);
  await expect(lower).toHaveCount(1);
  // On a plain hash axis the upper half would have no width; the divided hash gets a band.
  for (const half of [upper, lower]) expect((await half.boundingBox())!.width).toBeGreaterThan(20);
  // On a phone the lower half is a sliver: it still shows its number (in short), whole, not only its id.
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  for (const half of [upper, lower]) {
    const used = /, ([\d,]+) of 1,000 WCU/.exec((await half.getAttribute('aria-label'))!)![1];
    const compact = Number(used.replace(',', '')).toLocaleString('en-US', {
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    // Polled: the cells take their new width over a transition.
    await expect
      .poll(() =>
        half.evaluate((cell) => {
          const value = cell.querySelector<HTMLElement>('.strip__value')!;
          const inside = value.getBoundingClientRect().right <= cell.getBoundingClientRect().right;
          return value.getClientRects().length > 0 && inside ? value.innerText.split(' ')[0] : '';
        }),
      )
      .toMatch(new RegExp(`^(${used}|${compact})$`));
  }
  await page.setViewportSize(viewport);
  await expect(page.getByRole('region', { name: 'Partition events' })).toContainText(
    'dividing an item collection at sort key order#',
  );
  await upper.click();
  await expect(page.getByRole('region', { name: /^Partition p\d+$/ })).toContainText(
    'part of one item collection, divided by sort key',
  );
  // The partition it was split from, gone from the strip, is one key press away.
  const parent = page.getByRole('button', { name: /^Show partition (p\d+), which this one was split from$/ });
  const parentId = (await parent.textContent())!;
  await parent.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: `Partition ${parentId}` })).toContainText('split at');
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, 'heatmap-hot-collection');
  await loadRun(page).getByRole('button', { name: 'Stop load' }).click();

  // Started again, the scenario finds its table split already: partitions never merge, and it says so.
  await startScenario(page, 'One hot item collection');
  await expect(page.getByRole('status').filter({ hasText: 'left from an earlier run' })).toContainText(
    'delete lab-hot-collection in the Explorer',
  );
  await expect(strip.getByRole('button')).toHaveCount(5);
  await loadRun(page).getByRole('button', { name: 'Stop load' }).click();
});

test('heatmap: the load follows the running clock, and a GSI on two values throttles the table', async ({
  page,
}) => {
  await page.goto('./#/heatmap');
  await clock(page).getByLabel('Clock speed').selectOption('100');
  await startScenario(page, 'GSI on a low-cardinality attribute');
  await expect(page).toHaveURL(/#\/heatmap\/lab-gsi-status$/);
  // At 100× the load advances on its own; the index's partitions reach their ceiling.
  const index = page.getByRole('group', {
    name: 'Index by-status: partitions across the key-hash space, last second',
  });
  await expect(
    index.getByRole('button', { name: /1,000 of 1,000 WCU \(100 %\), \d+ throttled/ }).first(),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('list', { name: 'What is happening' })).toContainText('GSI back-pressure');
  await expect(loadRun(page)).toContainText('Running');
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, 'heatmap-gsi-back-pressure');
  await clock(page).getByRole('button', { name: 'Pause the clock' }).click();
  await expect(loadRun(page)).toContainText('Paused with the clock');
});

test('heatmap: a provisioned table spends its burst capacity, shown under its name', async ({ page }) => {
  await page.goto('./#/heatmap');
  await startScenario(page, 'Provisioned 100 WCU, burst');
  await expect(page).toHaveURL(/#\/heatmap\/lab-provisioned$/);
  const table = page.getByRole('region', { name: 'Table lab-provisioned partitions' });
  // 300 seconds of 100 WCU, (nearly) unspent: the load may have run a few seconds with the clock.
  await expect(table).toContainText(/burst capacity: (29|30),\d{3} of 30,000 write units left/);
  await loadRun(page).getByRole('button', { name: '+1 min' }).click();
  const simulated = async () =>
    Number(/(\d+) of 1,200 simulated seconds/.exec((await loadRun(page).textContent()) ?? '')?.[1] ?? 0);
  await expect.poll(simulated, FAST_FORWARD).toBeGreaterThanOrEqual(60);
  // 150 writes a second on 100 provisioned: 50 a second come out of the bucket, 3,000 a minute.
  const meter = table.getByRole('meter', { name: 'Table lab-provisioned: burst capacity left, write units' });
  await expect.poll(async () => Number(await meter.getAttribute('value'))).toBeLessThan(27_500);
  await expect(table).toContainText(/burst capacity: 2\d,\d{3} of 30,000 write units left/);
});

test('heatmap: a finished run counts its seconds with separators; a reset leaves no gone table shown', async ({
  page,
}) => {
  await page.goto('./#/heatmap');
  // 1,200 simulated seconds of 150 writes: a second or two of real time at 1000×.
  await clock(page).getByLabel('Clock speed').selectOption('1000');
  await startScenario(page, 'Provisioned 100 WCU, burst');
  await expect(loadRun(page)).toContainText('Finished', FAST_FORWARD);
  await expect(loadRun(page)).toContainText('1,200 of 1,200 simulated seconds');
  await expect(loadRun(page).getByRole('button')).toHaveCount(0);
  await clock(page).getByRole('button', { name: 'Pause the clock' }).click();

  // Reset with the table shown: the page says it is gone, as the header's picker does, and leads on.
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Reset sandbox' }).click();
  await footer.getByRole('button', { name: 'Delete everything' }).click();
  await expect(page.getByLabel('Table', { exact: true })).toContainText('no tables yet');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Heatmap');
  const main = page.getByRole('main');
  await expect(main).toContainText(
    'There is no table named “lab-provisioned”. No tables yet: start a scenario above',
  );
  await expect(main).not.toContainText('Requested resource not found');
});
