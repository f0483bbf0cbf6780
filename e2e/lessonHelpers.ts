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

/**
 * Opens the solution's JavaScript script (shown in `exercise`) in the Console, runs it in one go once
 * the editor shows `loaded` (text from the script), goes back to the exercise and presses Check until
 * it passes.
 */
export async function runSolutionScript(
  page: Page,
  exercise: Locator,
  name: RegExp,
  loaded = 'async function waitUntilActive',
) {
  await exercise.getByRole('button', { name: 'Open the script in Console' }).click();
  await expect(page).toHaveURL(/#\/console$/);
  await expect(page.getByRole('tab', { name: 'JavaScript', exact: true, selected: true })).toBeVisible();
  await expect(page.locator('.monaco-editor .view-lines')).toContainText(loaded, { timeout: 15_000 });
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  await backToExercise(page);
  await expectCheckPasses(page, name);
}

/** Opens a lesson at an exercise and builds its starting state. */
export async function setUpExercise(page: Page, lesson: string, exercise: RegExp) {
  await page.goto(`./#/lessons/${lesson}`);
  const card = page.getByRole('region', { name: exercise });
  await card.getByRole('button', { name: 'Set up' }).click();
  await expect(card.getByRole('status')).toHaveText('Ready: the starting state is in place.');
  return card;
}

/**
 * Presses Set up on an exercise's card, confirming the deletion of tables an earlier test on the page
 * left, and waits until the starting state is in place.
 */
export async function pressSetUp(card: Locator) {
  await card.getByRole('button', { name: 'Set up' }).click();
  const deletes = card.getByRole('button', { name: 'Delete and set up' });
  await expect(deletes.or(card.getByRole('status'))).toBeVisible();
  if (await deletes.isVisible()) await deletes.click();
  await expect(card.getByRole('status')).toHaveText('Ready: the starting state is in place.');
}

/** Presses Check until it passes (a global index catches up with its table a moment later). */
export async function expectCheckPasses(page: Page, exercise: RegExp) {
  const card = page.getByRole('region', { name: exercise });
  await expect
    .poll(async () => {
      await card.getByRole('button', { name: 'Check' }).click();
      return card.getByRole('status').textContent();
    })
    .toMatch(/^Passed:/);
}
