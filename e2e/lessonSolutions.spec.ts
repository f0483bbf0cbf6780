/**
 * Lessons whose solutions run from the Console: request by request, or as one script, in the Regions
 * they name. On one page: the JavaScript editor's type checking is built once for the file's scripts.
 * The Console keeps the language the solutions were last shown in: each test picks the one it needs.
 */
import { finishedStatus, run } from './consoleHelpers.ts';
import { expect, onOnePage, saveScreenshot } from './fixtures.ts';
import {
  backToExercise,
  expectCheckPasses,
  runSolutionCall,
  runSolutionScript,
  pressSetUp,
  setUpExercise,
  showSolutionAs,
} from './lessonHelpers.ts';
import { headerTime } from './heatmapHelpers.ts';

const test = onOnePage();

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
  await showSolutionAs(exercise, 'JSON');
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
  await showSolutionAs(card, 'JSON');
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

test('a solution opened before Set up is built again for the starting state the set-up made', async ({
  page,
}) => {
  const name = /Undo a faulty job with point-in-time recovery/;
  await page.goto('./#/lessons/14-backups-and-restore');
  const exercise = page.getByRole('region', { name });
  // Read first: the solution restores to the midnight before the job, by the clock as it is now.
  await showSolutionAs(exercise, 'JSON');
  // Set up moves the clock on to the next midnight, and the job runs then.
  await pressSetUp(exercise);
  await runSolutionCall(page, name, 0, 'RestoreTableToPointInTime', 'orders-restored');
  await backToExercise(page);
  await expectCheckPasses(page, name);
});

test('a solution shown, then the clock stepped on: the requests it shows and opens are built for the time then', async ({
  page,
}) => {
  const name = /Let sessions expire/;
  const card = await setUpExercise(page, '06-time-to-live', name);
  await showSolutionAs(card, 'JSON');
  // The PutItem's expiry: an hour after the header's time when the solution was opened.
  const expiry = async () => {
    const text = (await card.locator('.exercise__call').nth(1).textContent()) ?? '';
    return Number(/"expiresAt": \{\s*"N": "(\d+)"/.exec(text)?.[1]);
  };
  const shown = await expiry();
  const clock = page.getByRole('group', { name: 'Virtual clock' });
  await clock.getByLabel('Step size').selectOption('3600');
  await clock.getByRole('button', { name: 'Step' }).click();
  await clock.getByRole('button', { name: 'Step' }).click();
  // Two hours on, the hour ahead it was built for is past: the solution is built again.
  await expect.poll(expiry).toBeGreaterThanOrEqual(shown + 7200);
  await runSolutionCall(page, name, 0, 'UpdateTimeToLive', 'expiresAt');
  await backToExercise(page);
  await runSolutionCall(page, name, 1, 'PutItem', 'SESSION#abc');
  await backToExercise(page);
  await expectCheckPasses(page, name);
});

test('a solution script shown while the clock runs fast is built for the time it is opened at', async ({
  page,
}) => {
  const name = /Let sessions expire/;
  await page.goto('./#/lessons/06-time-to-live');
  const card = page.getByRole('region', { name });
  await pressSetUp(card);
  await showSolutionAs(card, 'JavaScript');
  await card.getByText('All 2 requests of the solution as one script').click();
  await expect(card.getByLabel('The requests of the solution as one script')).toContainText('expiresAt');
  // At 1000× the clock runs an hour in under four seconds, with nothing but the header to show it.
  const clock = page.getByRole('group', { name: 'Virtual clock' });
  const started = await headerTime(page);
  await clock.getByLabel('Clock speed').selectOption('1000');
  await expect.poll(() => headerTime(page), { timeout: 20_000 }).toBeGreaterThan(started + 2 * 3_600_000);
  // Paused, so the script's write lands at the time it was opened at.
  await clock.getByRole('button', { name: 'Pause the clock' }).click();
  await runSolutionScript(page, card, name, 'expiresAt');
  await clock.getByRole('button', { name: 'Resume the clock' }).click();
  await clock.getByLabel('Clock speed').selectOption('1');
});
