import { describe, expect, it } from 'vitest';
import {
  act,
  exercise,
  failing,
  freshEngine,
  setUp,
  solutionOf,
  solve,
} from '../../../test/helpers/lessonSandbox.ts';
import { checkExercise } from './exerciseRunner.ts';
import type { LessonCall } from './lessonTypes.ts';

const payment = exercise('13-errors-and-retries', 'idempotent-payment');

const ACCOUNT_KEY = { PK: { S: 'CUSTOMER#42' }, SK: { S: 'ACCOUNT' } };
const PAYMENT_KEY = { PK: { S: 'CUSTOMER#42' }, SK: { S: 'PAYMENT#P-1001' } };

type Body = Record<string, unknown>;

/** The reference payment with the token "pay-P-1001", changed by `edit` (a token, an amount, a guard). */
function pay(edit: (body: Body) => void = () => {}): LessonCall {
  const body = structuredClone(solutionOf(payment)[0].body);
  body.ClientRequestToken = 'pay-P-1001';
  edit(body);
  return { operation: 'TransactWriteItems', body };
}

const withoutToken = (body: Body) => delete body.ClientRequestToken;
/** The account's Update: where the balance guard is. */
const accountUpdate = (body: Body) => (body.TransactItems as { Update: Body }[])[0].Update;
/** The payment record's Put only if the record is new: a repeat with another token is then cancelled. */
const guarded = (body: Body) => {
  const [, put] = body.TransactItems as { Put: Body }[];
  put.Put.ConditionExpression = 'attribute_not_exists(PK)';
};

const feedback = async (engine: ReturnType<typeof freshEngine>) =>
  (await checkExercise(engine, payment)).feedback;

describe('the retries lesson’s payment check names the mistake', () => {
  it('reports a payment not yet made, or made only in part', async () => {
    const engine = freshEngine();
    await setUp(engine, payment);
    expect(await feedback(engine)).toBe(
      'No payment yet: the balance is still 100. Send the payment as one TransactWriteItems with a ClientRequestToken.',
    );
    await act(engine, [
      { operation: 'PutItem', body: { TableName: 'app', Item: { ...PAYMENT_KEY, amount: { N: '30' } } } },
    ]);
    expect(await feedback(engine)).toBe(
      'The payment record exists but the balance is still 100: debit the account in the same transaction.',
    );
  });

  it('a repeat without a token debits twice', async () => {
    const engine = freshEngine();
    await setUp(engine, payment);
    await act(engine, [pay(withoutToken), pay(withoutToken)]);
    expect(await feedback(engine)).toBe(
      'The balance is 40: the account was debited 2 times, because the repeat was applied as a new payment. Set up, and send the repeat with the same ClientRequestToken as the first request.',
    );
  });

  it('a repeat after the 10-minute window counts as a new payment', async () => {
    const engine = freshEngine();
    await setUp(engine, payment);
    await act(engine, [pay()]);
    await engine.advanceClock(10 * 60 + 1);
    await act(engine, [pay()]);
    expect(await feedback(engine)).toMatch(/^The balance is 40: the account was debited 2 times/);
  });

  it('a repeat nine minutes later is still within the window', async () => {
    const engine = freshEngine();
    await setUp(engine, payment);
    await act(engine, [pay()]);
    await engine.advanceClock(9 * 60);
    await act(engine, [pay()]);
    expect(await checkExercise(engine, payment)).toEqual({
      passed: true,
      feedback:
        'Balance 70 after two identical requests with the token "pay-P-1001": the repeat succeeded without debiting again, just as a retry after a lost reply should.',
    });
  });

  it('a guarded repeat after the window is refused, and the check says why', async () => {
    const engine = freshEngine();
    await setUp(engine, payment);
    await act(engine, [pay(guarded)]);
    await engine.advanceClock(10 * 60 + 1);
    await act(engine, [failing(pay(guarded), 'TransactionCanceledException')]);
    expect(await feedback(engine)).toBe(
      'Your identical repeat failed: it came more than 10 minutes after the first request (on the sandbox clock), when DynamoDB had forgotten the token and took it for a new payment. Set up and repeat it sooner.',
    );
  });

  it('a token used before a second Set up replays: the check says so, and a new token passes', async () => {
    const engine = freshEngine();
    await setUp(engine, payment);
    await act(engine, [pay(), pay()]);
    expect((await checkExercise(engine, payment)).passed).toBe(true);
    await setUp(engine, payment);
    await act(engine, [pay()]);
    expect(await feedback(engine)).toBe(
      'Your TransactWriteItems succeeded but changed nothing: its ClientRequestToken "pay-P-1001" was used less than 10 minutes ago (before you pressed Set up), so DynamoDB answered it as a repeat of that request. A token is remembered for 10 minutes whatever happens to the table in between: pay with a new token.',
    );
    const newToken = (body: Body) => (body.ClientRequestToken = 'pay-P-1001-again');
    await act(engine, [pay(newToken), pay(newToken)]);
    expect((await checkExercise(engine, payment)).passed).toBe(true);
  });

  it('the reference solution passes again after another Set up: each run has its own token', async () => {
    const engine = freshEngine();
    await setUp(engine, payment);
    await solve(engine, payment);
    expect((await checkExercise(engine, payment)).passed).toBe(true);
    await setUp(engine, payment);
    await solve(engine, payment);
    expect((await checkExercise(engine, payment)).passed).toBe(true);
  });

  it('a debit without a guard on the balance is not a pass, even repeated safely', async () => {
    const engine = freshEngine();
    await setUp(engine, payment);
    const unguarded = pay((body) => delete accountUpdate(body).ConditionExpression);
    await act(engine, [unguarded, unguarded]);
    expect(await checkExercise(engine, payment)).toEqual({
      passed: false,
      feedback:
        'Your payment’s Update of the account has no ConditionExpression, so it debits whatever the balance: an account holding less than 30 would go below zero. Add "ConditionExpression": "balance >= :amount" to the Update, press Set up, and pay again.',
    });
  });

  it('a guard that does not look at the balance is named', async () => {
    const engine = freshEngine();
    await setUp(engine, payment);
    const offTarget = pay((body) => (accountUpdate(body).ConditionExpression = 'attribute_exists(PK)'));
    await act(engine, [offTarget, offTarget]);
    expect(await feedback(engine)).toBe(
      'Your payment’s Update of the account has the condition "attribute_exists(PK)", which does not look at balance, so it would debit an account that cannot pay 30. Guard the balance ("balance >= :amount"), press Set up, and pay again.',
    );
    const named = pay((body) => {
      accountUpdate(body).ConditionExpression = '#b >= :amount';
      accountUpdate(body).ExpressionAttributeNames = { '#b': 'balance' };
      body.ClientRequestToken = 'pay-P-1001-named';
    });
    await setUp(engine, payment);
    await act(engine, [named, named]);
    expect((await checkExercise(engine, payment)).passed).toBe(true);
  });

  it('asks for the repeat after a single payment', async () => {
    const engine = freshEngine();
    await setUp(engine, payment);
    await act(engine, [pay()]);
    expect(await feedback(engine)).toBe(
      'The payment went through once. Now play the lost reply: send the identical request, with the same ClientRequestToken, a second time.',
    );
  });

  it('a payment without a token is not safe to repeat, even when its guard refused the repeat', async () => {
    const engine = freshEngine();
    await setUp(engine, payment);
    await act(engine, [
      pay((body) => (withoutToken(body), guarded(body))),
      failing(
        pay((body) => (withoutToken(body), guarded(body))),
        'TransactionCanceledException',
      ),
    ]);
    expect(await feedback(engine)).toBe(
      'Your payment had no ClientRequestToken, so a repeat would count as a new payment. Set up and send it with a token such as "pay-P-1001".',
    );
  });

  it('a repeat with another token is a new payment that only a guard stops', async () => {
    const engine = freshEngine();
    await setUp(engine, payment);
    await act(engine, [
      pay(guarded),
      failing(
        pay((body) => (guarded(body), (body.ClientRequestToken = 'pay-again'))),
        'TransactionCanceledException',
      ),
    ]);
    expect(await feedback(engine)).toBe(
      'Your repeat carried another ClientRequestToken, so DynamoDB took it for a new payment. Send the identical request, token "pay-P-1001" included. (The JavaScript SDK makes up a new token for every send without one.)',
    );
  });

  it('the same token with other contents is refused', async () => {
    const engine = freshEngine();
    await setUp(engine, payment);
    const changed = pay((body) => {
      const [update] = body.TransactItems as { Update: { ExpressionAttributeValues: Body } }[];
      update.Update.ExpressionAttributeValues[':amount'] = { N: '31' };
    });
    await act(engine, [pay(), failing(changed, 'IdempotentParameterMismatchException')]);
    expect(await feedback(engine)).toBe(
      'Your repeat reused the token "pay-P-1001" with different contents, so DynamoDB refused it with IdempotentParameterMismatchException. Send exactly the same request again.',
    );
  });

  it('a payment made without a transaction is not judged a pass', async () => {
    const engine = freshEngine();
    await setUp(engine, payment);
    await act(engine, [
      {
        operation: 'UpdateItem',
        body: {
          TableName: 'app',
          Key: ACCOUNT_KEY,
          UpdateExpression: 'SET balance = :b',
          ExpressionAttributeValues: { ':b': { N: '70' } },
        },
      },
      { operation: 'PutItem', body: { TableName: 'app', Item: { ...PAYMENT_KEY, amount: { N: '30' } } } },
    ]);
    expect(await feedback(engine)).toBe(
      'The payment is in place, but no TransactWriteItems of yours made it: send it from the Console, as one transaction with a ClientRequestToken.',
    );
  });
});
