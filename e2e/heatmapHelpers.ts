/** Shared steps of the heatmap specs: the clock, the load run, a table's strip, starting a scenario. */
import type { Locator, Page } from '@playwright/test';

/**
 * A fast-forward runs every request of the skipped seconds (90,000 for a minute at 1,500/s) in the
 * worker: a few seconds on a loaded CI machine, more than expect's default 5 s wait.
 */
export const FAST_FORWARD = { timeout: 20_000 };

export const clock = (page: Page) => page.getByRole('group', { name: 'Virtual clock' });
export const loadRun = (page: Page) => page.getByRole('status', { name: 'Load run' });
export const tableStrip = (page: Page, table: string) =>
  page.getByRole('group', { name: `Table ${table}: partitions across the key-hash space, last second` });

/** The header's simulated time, epoch ms. */
export async function headerTime(page: Page): Promise<number> {
  const text = (await clock(page).getByLabel('Simulated time').textContent()) ?? '';
  return Date.parse(`${text.replace(' UTC', 'Z').replace(' ', 'T')}`);
}

/** Starts a scenario from its card (the panel folds away once a run starts, so open it first). */
export async function startScenario(page: Page, title: string) {
  const show = page.getByRole('button', { name: 'Show', exact: true });
  if (await show.isVisible()) await show.click();
  await page.getByRole('tab', { name: 'Scenarios' }).click();
  await page.getByRole('button', { name: `Start scenario: ${title}` }).click();
}

/**
 * The shown texts of the strip's cells that run past their cell: past its right edge less the
 * text's side spacing and the cell's divider, or below its bottom. Each as "id: text". Measured once
 * the cells' transitions end: a split animates their widths.
 */
export function spillingTexts(cells: Locator): Promise<string[]> {
  return cells.evaluateAll(async (buttons) => {
    await Promise.all(buttons.flatMap((cell) => cell.getAnimations().map((animation) => animation.finished)));
    return buttons.flatMap((cell) => {
      const box = cell.getBoundingClientRect();
      const divider = parseFloat(getComputedStyle(cell).borderRightWidth);
      const id = cell.querySelector('.strip__id')?.firstChild?.textContent ?? '?';
      const texts = '.strip__id, .strip__value, .strip__share, .strip__throttle, .strip__meters';
      return [...cell.querySelectorAll<HTMLElement>(texts)]
        .filter((text) => text.getClientRects().length > 0)
        .filter((text) => {
          const inner = text.getBoundingClientRect();
          const side = text.closest<HTMLElement>('.strip__cell > span') ?? text;
          const spacing = parseFloat(getComputedStyle(side).marginRight);
          const right = box.right - divider - spacing;
          return inner.left < box.left - 0.5 || inner.right > right + 0.5 || inner.bottom > box.bottom + 0.5;
        })
        .map((text) => `${id}: ${text.textContent}`);
    });
  });
}
