import { expect, test } from './fixtures.ts';
import { runSolutionCall } from './lessonHelpers.ts';

// Lesson 4 judges how the registration was sent, from the Console's history: in the app that
// history is read afresh for every Check, so the check must not rely on the identity of its calls.
test('lesson 4: the registration sent as one transaction from the Console passes', async ({ page }) => {
  await page.goto('./#/lessons/04-transactions');
  const card = page.getByRole('region', { name: /Register a customer in one transaction/ });
  await card.getByRole('button', { name: 'Set up' }).click();
  await expect(card.getByRole('status')).toHaveText('Ready: the starting state is in place.');
  await runSolutionCall(
    page,
    /Register a customer in one transaction/,
    0,
    'TransactWriteItems',
    'CUSTOMER#9',
  );
  await page.goBack();
  const again = page.getByRole('region', { name: /Register a customer in one transaction/ });
  await again.getByRole('button', { name: 'Check' }).click();
  await expect(again.getByRole('status')).toHaveText(/^Passed: /);
});
