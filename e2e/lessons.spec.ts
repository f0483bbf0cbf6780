import { finishedStatus, run } from './consoleHelpers.ts';
import type { Locator, Page } from '@playwright/test';
import { expect, saveScreenshot, test } from './fixtures.ts';
import { backToExercise, runSolutionCall, showSolutionAs } from './lessonHelpers.ts';

/**
 * Opens the solution's JavaScript script (shown in `exercise`) in the Console, runs it in one go once
 * the editor shows `loaded` (text from the script), goes back to the exercise and presses Check until
 * it passes.
 */
async function runSolutionScript(
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
async function setUpExercise(page: Page, lesson: string, exercise: RegExp) {
  await page.goto(`./#/lessons/${lesson}`);
  const card = page.getByRole('region', { name: exercise });
  await card.getByRole('button', { name: 'Set up' }).click();
  await expect(card.getByRole('status')).toHaveText('Ready: the starting state is in place.');
  return card;
}

/** Presses Check until it passes (a global index catches up with its table a moment later). */
async function expectCheckPasses(page: Page, exercise: RegExp) {
  const card = page.getByRole('region', { name: exercise });
  await expect
    .poll(async () => {
      await card.getByRole('button', { name: 'Check' }).click();
      return card.getByRole('status').textContent();
    })
    .toMatch(/^Passed:/);
}

test('a lesson: read it, check an exercise, solve it in the console, and see it passed', async ({ page }) => {
  await page.goto('./');
  await page.getByRole('link', { name: 'Start with the lessons' }).click();
  await expect(page).toHaveURL(/#\/lessons$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lessons' })).toBeVisible();
  const firstLesson = page.getByRole('link', { name: /Keys and item collections/ });
  await expect(firstLesson).toBeVisible();
  const firstEntry = page.getByRole('listitem').filter({ has: firstLesson });
  await expect(firstEntry.getByText('0 of 3 exercises done')).toBeVisible();
  await saveScreenshot(page, 'lessons-list');

  await firstLesson.click();
  await expect(page).toHaveURL(/#\/lessons\/01-keys-and-item-collections$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Keys and item collections' })).toBeVisible();
  // The prose is rendered Markdown: headings, tables and code blocks.
  await expect(page.getByRole('heading', { level: 2, name: 'Item collections' })).toBeVisible();
  await expect(page.locator('.lesson__prose table').first()).toBeVisible();
  await expect(page.locator('.lesson__prose pre code').first()).toContainText('"TableName": "app"');

  // "Check yourself" answers open on demand.
  const questions = page.getByRole('region', { name: 'Check yourself' });
  await expect(questions.getByText(/ScanIndexForward/)).toBeHidden();
  await questions.getByText(/ten most recent orders/).click();
  await expect(questions.getByText(/ScanIndexForward/)).toBeVisible();

  const exercise = page.getByRole('region', { name: /Create the app table/ });
  await exercise.getByRole('button', { name: 'Check' }).click();
  await expect(exercise.getByRole('status')).toHaveText('Not yet: There is no table named app yet.');
  // Unavailable while checking, or with no hint left, a button keeps the keyboard focus (aria-disabled).
  await expect(exercise.getByRole('button', { name: 'Check' })).toBeFocused();
  await exercise.getByRole('button', { name: 'Show a hint' }).click();
  await expect(exercise.getByText(/Hint 1\./)).toBeVisible();
  await exercise.getByRole('button', { name: 'Another hint' }).click();
  await expect(exercise.getByRole('button', { name: 'No more hints' })).toBeFocused();
  await saveScreenshot(page, 'lesson-exercise');

  // The solution opens in the console, ready to run; then back to the lesson.
  await runSolutionCall(page, /Create the app table/, 0, 'CreateTable', 'PAY_PER_REQUEST');
  await page.goto('./#/lessons/01-keys-and-item-collections');
  const again = page.getByRole('region', { name: /Create the app table/ });
  await expect
    .poll(async () => {
      await again.getByRole('button', { name: 'Check' }).click();
      return again.getByRole('status').textContent();
    })
    .toMatch(/^Passed: app is ACTIVE/);
  await expect(again.getByRole('heading', { name: /done/ })).toBeVisible();

  // Set up rebuilds the next exercise's starting state; progress survives a reload.
  const collection = page.getByRole('region', { name: /Store a customer with their orders/ });
  await collection.getByRole('button', { name: 'Set up' }).click();
  // The learner's app table exists now: Set up asks before deleting it.
  await expect(collection.getByRole('alert')).toContainText('Set up deletes “app” with all its items');
  await collection.getByRole('button', { name: 'Delete and set up' }).click();
  await expect(collection.getByRole('status')).toHaveText('Ready: the starting state is in place.');
  await collection.getByRole('button', { name: 'Check' }).click();
  await expect(collection.getByRole('status')).toHaveText(
    'Not yet: The item collection of CUSTOMER#42 is empty.',
  );

  // A goal about a request's result: the check reads the learner's latest Query in the console.
  const newest = page.getByRole('region', { name: /Only the orders, newest first/ });
  await newest.getByRole('button', { name: 'Set up' }).click();
  await newest.getByRole('button', { name: 'Delete and set up' }).click();
  await expect(newest.getByRole('status')).toHaveText('Ready: the starting state is in place.');
  await newest.getByRole('button', { name: 'Check' }).click();
  await expect(newest.getByRole('status')).toContainText('Run a Query on app in the Console first');
  await runSolutionCall(page, /Only the orders, newest first/, 0, 'Query', 'ScanIndexForward');
  await page.goBack();
  const checked = page.getByRole('region', { name: /Only the orders, newest first/ });
  await checked.getByRole('button', { name: 'Check' }).click();
  await expect(checked.getByRole('status')).toHaveText(/^Passed: Only the three orders, newest first/);

  await page.goto('./#/lessons');
  await page.reload();
  await expect(page.getByText('2 of 3 exercises done')).toBeVisible();
});

test('on a phone, lessons with wide tables and long error names do not scroll sideways, and a done mark keeps to one line', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const lesson of ['08-batch-operations', '13-errors-and-retries']) {
    await page.goto(`./#/lessons/${lesson}`);
    await expect(page.getByRole('heading', { name: 'Check yourself' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), lesson).toBeLessThanOrEqual(390);
  }
  // A passed exercise with a title of two lines keeps its "· done" mark on one line.
  await page.evaluate(() =>
    localStorage.setItem('dynamo-sandbox.lessons.passed', JSON.stringify(['15-partiql/select-as-query'])),
  );
  await page.goto('./#/lessons/15-partiql');
  await page.reload();
  const done = page
    .getByRole('heading', { name: /A SELECT that is a Query, not a Scan/ })
    .getByText('· done');
  await expect(done).toBeVisible();
  const { height } = (await done.boundingBox())!;
  expect(height).toBeLessThan(
    1.5 * parseFloat(await done.evaluate((mark) => getComputedStyle(mark).lineHeight)),
  );
});

test('an unknown lesson says so and lists the lessons', async ({ page }) => {
  await page.goto('./#/lessons/no-such-lesson');
  await expect(page.getByRole('alert')).toContainText('There is no lesson called “no-such-lesson”');
  await expect(page.getByRole('link', { name: /Conditional writes and optimistic locking/ })).toBeVisible();
});

test('a check that reads the table’s stream passes once the solution ran in the console', async ({
  page,
}) => {
  const name = /Turn the stream on, then watch a change/;
  const exercise = await setUpExercise(page, '09-streams-and-triggers', name);
  await exercise.getByRole('button', { name: 'Check' }).click();
  await expect(exercise.getByRole('status')).toContainText('Not yet:');

  // The two requests of the solution, each opened in the console and run there: the second as the
  // AWS CLI command the solution shows for it.
  await runSolutionCall(page, name, 0, 'UpdateTable', 'NEW_AND_OLD_IMAGES');
  await page.goBack();
  await runSolutionCall(page, name, 1, 'UpdateItem', 'aws dynamodb update-item', 'AWS CLI');
  await expect(page.getByRole('list', { name: 'Requests this run made' })).toHaveCount(0);
  await expect(page.locator('.call__title')).toHaveText('UpdateItem');
  await page.goBack();
  const checked = page.getByRole('region', { name });
  await checked.getByRole('button', { name: 'Check' }).click();
  await expect(checked.getByRole('status')).toHaveText(/^Passed: The stream holds MODIFY/);
});

test('a solution of nine requests is run from the console, each time back to the exercise', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const name = /A new access pattern, by migrating data/;
  await setUpExercise(page, '19-designing-from-access-patterns', name);

  // Seven backfilling UpdateItems, the UpdateTable that adds the index, and the Query that reads it:
  // every one is shown, numbered, each one click from the console.
  const steps: [string, string][] = [
    ...Array.from({ length: 7 }, (): [string, string] => ['UpdateItem', 'GSI2PK = :talk']),
    ['UpdateTable', '"IndexName": "GSI2"'],
    ['Query', '"IndexName": "GSI2"'],
  ];
  for (const [index, [operation, text]] of steps.entries()) {
    // The Query reads the index the UpdateTable adds: it may have to wait for the backfill.
    await runSolutionCall(page, name, index, operation, text, 'JSON', operation === 'Query');
    // The console names the exercise the request came from and leads back to it.
    const back = page.getByRole('navigation', { name: 'Lesson' });
    await expect(back).toContainText('From Lesson 19, exercise 2: A new access pattern, by migrating data');
    await back.getByRole('link', { name: /Back to the exercise/ }).click();
    await expect(page).toHaveURL(/#\/lessons\/19-designing-from-access-patterns\/door-list-migration$/);
    await expect(page.getByRole('region', { name })).toBeInViewport();
    // Back where it was: the card has the focus and its solution is open at the next request.
    await expect(page.getByRole('region', { name })).toBeFocused();
    await expect(page.getByRole('region', { name }).locator('details.exercise__solution')).toHaveAttribute(
      'open',
      '',
    );
  }
  await expectCheckPasses(page, name);
});

test('a whole solution as one JavaScript script: opened in the console, run in one go, the check passes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const name = /A new access pattern, by migrating data/;
  const exercise = await setUpExercise(page, '19-designing-from-access-patterns', name);
  await exercise.getByText('Show a solution').click();
  // JSON shows each request on its own, and says where the script is.
  await expect(exercise.getByText('Pick a language other than JSON to see all 9 requests')).toBeVisible();
  await exercise
    .getByRole('radiogroup', { name: 'Show the requests as' })
    .getByRole('radio', { name: 'JavaScript', exact: true })
    .click();
  await exercise.getByText('All 9 requests of the solution as one script').click();
  // The index the script adds is built after UpdateTable answers: the script waits for it.
  const script = exercise.getByLabel('The requests of the solution as one script');
  await expect(script).toContainText("await waitUntilActive(client, '");
  await expect(script).toContainText('// 9. Query');
  await saveScreenshot(page, 'lesson-solution-script');
  await runSolutionScript(page, exercise, name);
});

test('a solution request signed for a replica’s Region opens with that Region picked, and the check sees where it went', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const name = /Write in Europe, read in America/;
  const card = await setUpExercise(page, '18-global-tables-and-security', name);
  // The solution names the Region of its first request (opened and closed here; runSolutionCall opens it).
  await card.getByText('Show a solution').click();
  await expect(card.getByText('1. UpdateItem in eu-west-1')).toBeVisible();
  await card.getByText('Show a solution').click();
  await runSolutionCall(page, name, 0, 'UpdateItem', 'grace@example.ie');
  await expect(page.getByLabel('Region')).toHaveValue('eu-west-1');
  await page.getByRole('tab', { name: 'Request', exact: true }).click();
  await expect(page.getByLabel('UpdateItem as JSON')).toBeVisible();
  await backToExercise(page);
  // The strongly consistent read names no Region: it opens with the home Region picked again.
  await runSolutionCall(page, name, 1, 'GetItem', '"ConsistentRead": true');
  await expect(page.getByLabel('Region')).toHaveValue('us-east-1');
  await backToExercise(page);
  await expectCheckPasses(page, name);
});

test('an MRSC solution opened step by step: the Console keeps the Region asked for until the new replica is listed, with no run in between', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const name = /A ledger that two Regions cannot both overwrite/;
  await setUpExercise(page, '18-global-tables-and-security', name);
  await runSolutionCall(page, name, 0, 'UpdateTable', 'STRONG');
  await backToExercise(page);
  const card = page.getByRole('region', { name });
  await showSolutionAs(card, 'JSON');
  await card.getByRole('button', { name: 'Open in Console' }).nth(1).click();
  // Not listed yet, or just listed: the Region stays picked (it used to fall back home unseen).
  const region = page.getByLabel('Region');
  await expect(region).toHaveValue('us-east-2');
  await expect(region.locator('option[value="us-east-2"]')).toHaveText('us-east-2', { timeout: 15_000 });
  // Sent until taken: the new replica takes writes once it is ACTIVE.
  await expect(async () => {
    await run(page);
    expect(await finishedStatus(page)).toMatch(/Succeeded/);
  }).toPass({ timeout: 20_000 });
  await backToExercise(page);
  await runSolutionCall(page, name, 2, 'GetItem', 'txn-1001');
  await expect(region).toHaveValue('us-east-1');
  await backToExercise(page);
  await expectCheckPasses(page, name);
});

test('a vector search lesson: the solution script adds the index, waits for it, searches, and the check passes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const name = /Three dishes that taste like a craving/;
  const exercise = await setUpExercise(page, '21-vector-search', name);
  await showSolutionAs(exercise, 'JavaScript');
  await exercise.getByText(/All \d+ requests of the solution as one script/).click();
  // The search must wait for the new vector index to be ACTIVE: a backfilling index refuses it.
  const script = exercise.getByLabel('The requests of the solution as one script');
  await expect(script).toContainText('SearchVectorsCommand');
  await runSolutionScript(page, exercise, name);
});

test('lesson 22, exports and imports: the solution script deletes the table, imports the CSV again, and the check passes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const name = /A CSV import that left products out/;
  // The set-up puts the file in the sandbox's S3 and runs the colleague's import, which fails.
  const exercise = await setUpExercise(page, '22-exports-and-imports', name);
  await exercise.getByRole('button', { name: 'Check' }).click();
  await expect(exercise.getByRole('status')).toContainText('products is keyed on sku as a number (N).');
  await showSolutionAs(exercise, 'JavaScript');
  await exercise.getByText(/All \d+ requests of the solution as one script/).click();
  // The import makes the table again: the script waits until the old one is gone.
  const script = exercise.getByLabel('The requests of the solution as one script');
  await expect(script).toContainText('waitUntilTableNotExists');
  await expect(script).toContainText('ImportTableCommand');
  await runSolutionScript(page, exercise, name, 'ImportTableCommand');
});
