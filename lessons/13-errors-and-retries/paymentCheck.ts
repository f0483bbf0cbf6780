/**
 * Lesson 13's payment exercise: one TransactWriteItems that debits an account and records the
 * payment, retried after a lost reply with the same ClientRequestToken. The check reads the items
 * and the learner's own requests (a failed repeat is recognised by being identical to the success).
 */
import { getItem, notYet, numberOf, pass } from '../../src/features/lessons/checkHelpers.ts';
import type { LessonCall, LessonEngine, RecordedCall } from '../../src/features/lessons/lessonTypes.ts';
import { namesResolved } from '../../src/features/lessons/learnerRequests.ts';
import { canonical, hasKey } from './repeats.ts';

export const CUSTOMER = 'CUSTOMER#42';
export const ACCOUNT_KEY = { PK: { S: CUSTOMER }, SK: { S: 'ACCOUNT' } };
export const PAYMENT_KEY = { PK: { S: CUSTOMER }, SK: { S: 'PAYMENT#P-1001' } };
export const OPENING_BALANCE = 100;
export const AMOUNT = 30;

/** The learner's TransactWriteItems that touch the account or the payment record, newest first. */
function paymentTransactions(engine: LessonEngine): RecordedCall[] {
  return engine.recentCalls().filter((call) => {
    if (call.operation !== 'TransactWriteItems') return false;
    const actions = (call.request.TransactItems as Record<string, Record<string, unknown>>[]) ?? [];
    return actions.some((action) =>
      Object.values(action).some((detail) =>
        [ACCOUNT_KEY, PAYMENT_KEY].some((key) => hasKey(detail?.Key, key) || hasKey(detail?.Item, key)),
      ),
    );
  });
}

/** Whether a transaction updates the account or puts the payment record (not only checks them). */
function writesPayment(call: RecordedCall): boolean {
  const actions = (call.request.TransactItems as Record<string, Record<string, unknown>>[]) ?? [];
  return actions.some(
    (action) => hasKey(action.Update?.Key, ACCOUNT_KEY) || hasKey(action.Put?.Item, PAYMENT_KEY),
  );
}

/**
 * What is wrong with the guard on a transaction's Update of the account, or undefined if it looks
 * at the balance. (A ConditionCheck cannot stand in: one transaction holds one action per item.)
 */
function missingGuard(call: RecordedCall): string | undefined {
  const actions = (call.request.TransactItems as Record<string, Record<string, unknown>>[]) ?? [];
  const update = actions.find((action) => hasKey(action.Update?.Key, ACCOUNT_KEY))?.Update;
  if (!update) return undefined;
  const condition = update.ConditionExpression;
  if (typeof condition !== 'string' || condition.trim() === '')
    return `Your payment’s Update of the account has no ConditionExpression, so it debits whatever the balance: an account holding less than ${AMOUNT} would go below zero. Add "ConditionExpression": "balance >= :amount" to the Update, press Set up, and pay again.`;
  if (!/\bbalance\b/.test(namesResolved(condition, update.ExpressionAttributeNames)))
    return `Your payment’s Update of the account has the condition "${condition}", which does not look at balance, so it would debit an account that cannot pay ${AMOUNT}. Guard the balance ("balance >= :amount"), press Set up, and pay again.`;
  return undefined;
}

/** The payment: debit the account (only if it can pay) and record the payment, as one transaction. */
export const payment = (token: string): LessonCall => ({
  operation: 'TransactWriteItems',
  body: {
    ClientRequestToken: token,
    TransactItems: [
      {
        Update: {
          TableName: 'app',
          Key: ACCOUNT_KEY,
          UpdateExpression: 'SET balance = balance - :amount',
          ConditionExpression: 'balance >= :amount',
          ExpressionAttributeValues: { ':amount': { N: String(AMOUNT) } },
        },
      },
      {
        Put: {
          TableName: 'app',
          Item: { ...PAYMENT_KEY, amount: { N: String(AMOUNT) } },
        },
      },
    ],
  },
});

/** Why an identical repeat with the same token failed, by the error it got. */
function repeatFailure(repeat: RecordedCall): string {
  const error = repeat.error;
  if (error?.type === 'TransactionInProgressException')
    return 'Your identical repeat came while the first request was still in flight, so DynamoDB answered TransactionInProgressException. Let the clock run a moment and send it again.';
  if (error?.type === 'TransactionCanceledException')
    return 'Your identical repeat failed: it came more than 10 minutes after the first request (on the sandbox clock), when DynamoDB had forgotten the token and took it for a new payment. Set up and repeat it sooner.';
  return `Your identical repeat failed with ${error?.type ?? 'an error'}: ${error?.message ?? ''} Send exactly the same request again.`;
}

/** How many debits of AMOUNT the balance shows, and why, for the feedback. */
const debitsText = (balance: number) => {
  const debits = (OPENING_BALANCE - balance) / AMOUNT;
  if (!Number.isInteger(debits) || debits < 2)
    return `left at ${balance}, because each repeat was applied as a new payment`;
  const repeats = debits === 2 ? 'the repeat was' : 'each repeat was';
  return `debited ${debits} times, because ${repeats} applied as a new payment`;
};

export async function checkPayment(engine: LessonEngine) {
  const account = await getItem(engine, 'app', ACCOUNT_KEY);
  if ('problem' in account) return account.problem;
  if (!account.item) return notYet(`The account of ${CUSTOMER} is gone: press Set up to bring it back.`);
  const paid = await getItem(engine, 'app', PAYMENT_KEY);
  if ('problem' in paid) return paid.problem;
  const balance = numberOf(account.item, 'balance');
  const expected = OPENING_BALANCE - AMOUNT;
  if (balance === OPENING_BALANCE && !paid.item) {
    const replayed = paymentTransactions(engine).find(
      (call) => call.reply && typeof call.request.ClientRequestToken === 'string' && writesPayment(call),
    );
    // A payment that succeeded yet changed nothing was answered from DynamoDB's token memory: the
    // token was used less than 10 minutes ago, before Set up put the account back.
    if (replayed)
      return notYet(
        `Your TransactWriteItems succeeded but changed nothing: its ClientRequestToken "${String(replayed.request.ClientRequestToken)}" was used less than 10 minutes ago (before you pressed Set up), so DynamoDB answered it as a repeat of that request. A token is remembered for 10 minutes whatever happens to the table in between: pay with a new token.`,
      );
    return notYet(
      `No payment yet: the balance is still ${OPENING_BALANCE}. Send the payment as one TransactWriteItems with a ClientRequestToken.`,
    );
  }
  if (balance !== undefined && balance < expected)
    return notYet(
      `The balance is ${balance}: the account was ${debitsText(balance)}. Set up, and send the repeat with the same ClientRequestToken as the first request.`,
    );
  if (balance === OPENING_BALANCE)
    return notYet(
      `The payment record exists but the balance is still ${OPENING_BALANCE}: debit the account in the same transaction.`,
    );
  if (balance !== expected)
    return notYet(
      `The balance is ${balance ?? 'missing'}; one payment of ${AMOUNT} should leave ${expected}.`,
    );
  if (!paid.item)
    return notYet(
      `The account was debited, but there is no payment record ${PAYMENT_KEY.SK.S}: put it in the same transaction.`,
    );
  if (numberOf(paid.item, 'amount') !== AMOUNT)
    return notYet(`The payment record should have amount ${AMOUNT}.`);
  const transactions = paymentTransactions(engine);
  const unguarded = transactions
    .filter((call) => call.reply)
    .map(missingGuard)
    .find((problem) => problem !== undefined);
  if (unguarded) return notYet(unguarded);
  return judgeRepeat(transactions);
}

/** The state is right: did two identical requests with one token get there, the second a success? */
function judgeRepeat(calls: RecordedCall[]) {
  const succeeded = calls.filter((call) => call.reply);
  // Any success followed by a success with its token: an older success may be a replay of a payment
  // from before Set up (its token still remembered), so the pair need not start at the oldest.
  const repeated = succeeded.find(
    (call, i) =>
      typeof call.request.ClientRequestToken === 'string' &&
      succeeded
        .slice(i + 1)
        .some((older) => older.request.ClientRequestToken === call.request.ClientRequestToken),
  );
  if (repeated)
    return pass(
      `Balance ${OPENING_BALANCE - AMOUNT} after two identical requests with the token "${String(repeated.request.ClientRequestToken)}": the repeat succeeded without debiting again, just as a retry after a lost reply should.`,
    );
  const first = succeeded.at(-1);
  if (!first)
    return notYet(
      'The payment is in place, but no TransactWriteItems of yours made it: send it from the Console, as one transaction with a ClientRequestToken.',
    );
  const token = first.request.ClientRequestToken;
  if (typeof token !== 'string')
    return notYet(
      'Your payment had no ClientRequestToken, so a repeat would count as a new payment. Set up and send it with a token such as "pay-P-1001".',
    );
  const later = calls.slice(0, calls.indexOf(first));
  const sameToken = later.filter((call) => call.request.ClientRequestToken === token);
  const failedRepeat = sameToken.find((call) => canonical(call.request) === canonical(first.request));
  if (failedRepeat) return notYet(repeatFailure(failedRepeat));
  if (sameToken.length > 0)
    return notYet(
      `Your repeat reused the token "${token}" with different contents, so DynamoDB refused it with IdempotentParameterMismatchException. Send exactly the same request again.`,
    );
  if (later.length > 0)
    return notYet(
      `Your repeat carried ${later[0].request.ClientRequestToken === undefined ? 'no' : 'another'} ClientRequestToken, so DynamoDB took it for a new payment. Send the identical request, token "${token}" included. (The JavaScript SDK makes up a new token for every send without one.)`,
    );
  return notYet(
    'The payment went through once. Now play the lost reply: send the identical request, with the same ClientRequestToken, a second time.',
  );
}
