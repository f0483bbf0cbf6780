import type { Locator, Page } from '@playwright/test';
import { finishedStatus, run } from './consoleHelpers.ts';
import { expect } from './fixtures.ts';

/**
 * Opens request `index` of an exercise's solution in the console — as JSON, or as the AWS CLI
 * command the solution shows when asked — and runs it there.
 */
export async function runSolutionCall(
  page: Page,
  exercise: RegExp,
  index: number,
  operation: string,
  text: string,
  language: 'JSON' | 'AWS CLI' = 'JSON',
  /** Run it again until it succeeds: a read of an index still backfilling is refused, as on DynamoDB. */
  untilSucceeded = false,
) {
  const card = page.getByRole('region', { name: exercise });
  await showSolutionAs(card, language);
  await card.getByRole('button', { name: 'Open in Console' }).nth(index).click();
  await expect(page).toHaveURL(/#\/console$/);
  await expect(page.getByRole('tab', { name: language, exact: true, selected: true })).toBeVisible();
  if (language === 'JSON') await expect(page.getByLabel('Operation')).toHaveValue(operation);
  await expect(page.locator('.monaco-editor .view-lines')).toContainText(text, { timeout: 15_000 });
  if (!untilSucceeded) {
    await run(page);
    expect(await finishedStatus(page)).toMatch(/Succeeded/);
    return;
  }
  await expect(async () => {
    await run(page);
    expect(await finishedStatus(page)).toMatch(/Succeeded/);
  }).toPass({ timeout: 15_000 });
}

/** Opens an exercise's solution (coming back from the Console, it is open already), in `language`. */
export async function showSolutionAs(card: Locator, language: string) {
  const solution = card.locator('details.exercise__solution');
  if (!(await solution.evaluate((details: HTMLDetailsElement) => details.open)))
    await card.getByText('Show a solution').click();
  await card
    .getByRole('radiogroup', { name: 'Show the requests as' })
    .getByRole('radio', { name: language, exact: true })
    .click();
}

/** From the Console, the link back to the exercise a request or script came from. */
export async function backToExercise(page: Page) {
  await page
    .getByRole('navigation', { name: 'Lesson' })
    .getByRole('link', { name: /Back to the exercise/ })
    .click();
}
