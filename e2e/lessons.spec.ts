import { expect, saveScreenshot, test } from './fixtures.ts';
import { runSolutionCall } from './lessonHelpers.ts';

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

test('a lesson opened from the list, or from the link to the next one, starts at its title; Back returns to the place left', async ({
  page,
}) => {
  const scrollY = () => page.evaluate(() => window.scrollY);
  await page.goto('./#/lessons');
  const vectorSearch = page.getByRole('link', { name: /Vector search/ });
  await vectorSearch.scrollIntoViewIfNeeded();
  expect(await scrollY()).toBeGreaterThan(0);
  await vectorSearch.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vector search' })).toBeVisible();
  await expect.poll(scrollY).toBe(0);

  const next = page
    .getByRole('navigation', { name: 'Other lessons' })
    .getByRole('link', { name: /Exports to S3/ });
  await next.scrollIntoViewIfNeeded();
  const left = await scrollY();
  await next.click();
  await expect(page.getByRole('heading', { level: 1, name: /Exports to S3/ })).toBeVisible();
  await expect.poll(scrollY).toBe(0);

  // Back and forward are the browser's: it puts the reader where they were.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Vector search' })).toBeVisible();
  await expect.poll(scrollY).toBe(left);
});

test('an unknown lesson says so and lists the lessons', async ({ page }) => {
  await page.goto('./#/lessons/no-such-lesson');
  await expect(page.getByRole('alert')).toContainText('There is no lesson called “no-such-lesson”');
  await expect(page.getByRole('link', { name: /Conditional writes and optimistic locking/ })).toBeVisible();
});
