/** The heatmap on a phone-sized screen: the page fits, and cells keep their numbers inside them. */
import { createActiveTable, openConsole, runJson } from './consoleHelpers.ts';
import { SCENARIOS } from '../src/features/heatmap/load/scenarios.ts';
import { expect, onOnePage, saveScreenshot } from './fixtures.ts';
import { clock, FAST_FORWARD, loadRun, spillingTexts, startScenario, tableStrip } from './heatmapHelpers.ts';

// On one page: the second test works in the Console, which the reset before it has open already (a
// new page would load the app and its editor again).
const test = onOnePage();

test('the heatmap and metrics fit a phone-sized screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('./#/heatmap');
  await clock(page).getByRole('button', { name: 'Pause the clock' }).click();
  await startScenario(page, 'Low-cardinality status key');
  await loadRun(page).getByRole('button', { name: '+10 s' }).click();
  await expect(loadRun(page)).toContainText('10 of 600 simulated seconds', FAST_FORWARD);
  await expect(tableStrip(page, 'lab-status-key').getByRole('button')).toHaveCount(4);
  // The custom form's Start keeps its words on one line.
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await page.getByRole('tab', { name: 'Custom load' }).click();
  const start = page.getByRole('button', { name: /^Start on lab-status-key/ });
  const lines = await start.evaluate((button) => {
    const style = getComputedStyle(button);
    const text = button.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    return Math.round(text / parseFloat(style.lineHeight));
  });
  expect(lines).toBe(1);
  // The load bar's shares keep their unit on their line: "(33.3 %)", not "(33.3" above "%)".
  const shares = await loadRun(page)
    .locator('.load-status__numbers > span')
    .evaluateAll((figures) =>
      figures.flatMap((figure) => {
        const text = figure.textContent ?? '';
        const open = text.indexOf('(');
        if (open < 0) return [];
        // The share's text may be split over several text nodes: a range from "(" to ")" spans them.
        const range = document.createRange();
        const walker = document.createTreeWalker(figure, NodeFilter.SHOW_TEXT);
        let offset = 0;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const length = node.textContent!.length;
          const close = text.indexOf(')', open);
          if (open >= offset && open < offset + length) range.setStart(node, open - offset);
          if (close >= offset && close < offset + length) range.setEnd(node, close - offset + 1);
          offset += length;
        }
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        return [`${range.toString()}: ${lines} line${lines === 1 ? '' : 's'}`];
      }),
    );
  expect(shares).toEqual([expect.stringMatching(/ 1 line$/), expect.stringMatching(/ 1 line$/)]);
  for (const hash of ['#/heatmap/lab-status-key', '#/metrics/lab-status-key']) {
    await page.goto(`./${hash}`);
    await expect(page.getByLabel('Simulated time')).toBeVisible();
    await expect(page.getByRole('status', { name: 'Load run' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, hash).toBeLessThanOrEqual(0);
    if (hash.startsWith('#/heatmap')) {
      // The hot cells' numbers and throttle badges fit inside their quarter of a phone's width, clear
      // of its padding, and whatever shows of the meters stays inside the cell too.
      const cells = tableStrip(page, 'lab-status-key').getByRole('button');
      await expect(cells.filter({ hasText: '⚠' }).first()).toBeVisible();
      expect(await spillingTexts(cells)).toEqual([]);
    }
    await saveScreenshot(page, `phone-${hash.split('/')[1]}`);
  }
});

test('on a phone, 16 and then 32 partitions keep their numbers inside their cells, or in their names', async ({
  page,
}) => {
  // The scenario's table is made first, warm for 16,000 writes a second: 16 partitions from the
  // start, where on-demand growth would take minutes of a load over 8,000 writes a second (2 million
  // requests for the worker). A raise to 32,000 is asked at once: the first raise of a table's warm
  // throughput lands after 5 simulated minutes, which the header's Step skips without running the load.
  const uniform = SCENARIOS.find((scenario) => scenario.id === 'uniform')!;
  const table = { ...uniform.table, WarmThroughput: { WriteUnitsPerSecond: 16_000 } };
  await openConsole(page);
  await createActiveTable(page, table);
  const raise = { TableName: table.TableName, WarmThroughput: { WriteUnitsPerSecond: 32_000 } };
  expect(await runJson(page, 'UpdateTable', raise)).toMatch(/Succeeded/);
  await page.goto('./#/heatmap');
  await clock(page).getByRole('button', { name: 'Pause the clock' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  // The scenario's 3,000 writes a second over well-spread keys give every cell a number.
  await startScenario(page, 'Well-spread keys');
  const cells = tableStrip(page, 'lab-uniform').getByRole('button');
  // Every cell, shown its number or not, has it in its name.
  const named = page.getByRole('button', { name: /, [\d,]+ of 1,000 WCU \(\d+ %\)/ });
  for (const count of [16, 32]) {
    if (count === 32) {
      await clock(page).getByLabel('Step size').selectOption('3600');
      await clock(page).getByRole('button', { name: 'Step' }).click();
    }
    await loadRun(page).getByRole('button', { name: '+10 s' }).click();
    await expect(loadRun(page)).toContainText(`${count === 16 ? 10 : 20} of 600`, FAST_FORWARD);
    await expect(cells.and(named)).toHaveCount(count);
    // Settled (spillingTexts waits): 16 cells of 18 px keep their number (upright), 32 of 8 px colour only.
    expect(await spillingTexts(cells), `${count} partitions`).toEqual([]);
    const shown = await cells.evaluateAll((all) =>
      all.map((cell) => cell.querySelector('.strip__value')!.checkVisibility()),
    );
    expect(new Set(shown), `${count} partitions`).toEqual(new Set([count === 16]));
    await saveScreenshot(page, `phone-heatmap-${count}-partitions`);
  }
});
