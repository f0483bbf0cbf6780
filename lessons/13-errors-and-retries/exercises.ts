/**
 * Lesson 13's exercises, judged from the items and the learner's own Console requests: a payment
 * whose lost reply is retried with its ClientRequestToken, and a stock reservation whose condition
 * refuses a repeat. A recorded call carries its reply only when it succeeded, so a failed repeat is
 * recognised by its request: identical to the call that succeeded, it can only have met its guard.
 */
import { getItem, learnerCalls, notYet, numberOf, pass } from '../../src/features/lessons/checkHelpers.ts';
import { createAppTable, putCall } from '../../src/features/lessons/lessonCalls.ts';
import {
  ACCOUNT_KEY,
  AMOUNT,
  checkPayment,
  CUSTOMER,
  OPENING_BALANCE,
  payment,
  PAYMENT_KEY,
} from './paymentCheck.ts';
import { canonical, hasKey } from './repeats.ts';
import type {
  Exercise,
  LessonCall,
  LessonEngine,
  SelfCheck,
} from '../../src/features/lessons/lessonTypes.ts';

const STOCK_KEY = { PK: { S: 'PRODUCT#p7' }, SK: { S: 'STOCK' } };
const OPENING_STOCK = 10;
const UNITS = 2;
const ORDER = 'ORDER#A17';

/** The reservation: take the units and record the order, unless the order is already recorded. */
const reservation = (returnOldItem: boolean): LessonCall => ({
  operation: 'UpdateItem',
  body: {
    TableName: 'app',
    Key: STOCK_KEY,
    UpdateExpression: 'SET stock = stock - :n ADD orders :o',
    ConditionExpression: 'NOT contains(orders, :id) AND stock >= :n',
    ExpressionAttributeValues: {
      ':n': { N: String(UNITS) },
      ':o': { SS: [ORDER] },
      ':id': { S: ORDER },
    },
    ...(returnOldItem && { ReturnValuesOnConditionCheckFailure: 'ALL_OLD' }),
  },
});

async function checkReservation(engine: LessonEngine) {
  const read = await getItem(engine, 'app', STOCK_KEY);
  if ('problem' in read) return read.problem;
  if (!read.item) return notYet('The stock item of PRODUCT#p7 is gone: press Set up to bring it back.');
  const stock = numberOf(read.item, 'stock');
  const orders = (read.item.orders?.SS as string[] | undefined) ?? [];
  const recorded = orders.includes(ORDER);
  const expected = OPENING_STOCK - UNITS;
  if (stock === OPENING_STOCK && !recorded)
    return notYet(`Nothing is reserved yet: the stock is ${OPENING_STOCK} and ${ORDER} is not in orders.`);
  if (stock !== undefined && stock < expected)
    return notYet(
      `The stock is ${stock}, not ${expected}: ${ORDER} was reserved more than once. The condition NOT contains(orders, :id) must refuse the repeat. Set up and try again.`,
    );
  if (!recorded)
    return notYet(
      `The stock is ${stock ?? 'missing'} but ${ORDER} is not in orders: record the order in the same UpdateItem (ADD orders :o), or a repeat cannot tell that it was already applied.`,
    );
  if (stock !== expected)
    return notYet(
      `${ORDER} is recorded, but the stock is ${stock ?? 'missing'}: take ${UNITS} units off ${OPENING_STOCK} in the same UpdateItem.`,
    );
  const updates = learnerCalls(engine, 'UpdateItem').filter((call) => hasKey(call.request.Key, STOCK_KEY));
  const applied = updates.find((call) => call.reply);
  if (!applied)
    return notYet(
      'The reservation is in place, but no UpdateItem of yours made it: reserve the units with one UpdateItem from the Console.',
    );
  if (typeof applied.request.ConditionExpression !== 'string')
    return notYet(
      'Your reservation has no ConditionExpression, so a repeat would reserve again. Set up and add NOT contains(orders, :id).',
    );
  const repeats = updates
    .slice(0, updates.indexOf(applied))
    .filter((call) => canonical(call.request) === canonical(applied.request));
  if (repeats.length === 0)
    return notYet(
      `${ORDER} is reserved once. Now play the lost reply: send the same UpdateItem again, with "ReturnValuesOnConditionCheckFailure": "ALL_OLD".`,
    );
  if (!repeats.some((call) => call.request.ReturnValuesOnConditionCheckFailure === 'ALL_OLD'))
    return notYet(
      'Your repeat was refused and changed nothing. Send it once more with "ReturnValuesOnConditionCheckFailure": "ALL_OLD": the error then shows the stored item without another read.',
    );
  return pass(
    `Stock ${expected}, with ${ORDER} recorded once: the repeat failed its condition, and the error’s Item showed the order already in the set, so a client can treat it as done.`,
  );
}

export const exercises: Exercise[] = [
  {
    id: 'idempotent-payment',
    title: 'A payment that a retry cannot repeat',
    task:
      `\`${CUSTOMER}\` has an account item in \`app\` (\`SK\` = \`ACCOUNT\`) with \`balance\` ${OPENING_BALANCE}. ` +
      `Pay ${AMOUNT} with one TransactWriteItems: an Update that subtracts ${AMOUNT} from \`balance\` (only if the ` +
      `balance covers it), and a Put of the payment record \`{"PK": "${CUSTOMER}", "SK": "${PAYMENT_KEY.SK.S}", "amount": ${AMOUNT}}\`. ` +
      'Give it a `ClientRequestToken` of your choice. Then suppose the reply was lost: send the identical request ' +
      `again. Both calls must succeed, and the balance must end at ${OPENING_BALANCE - AMOUNT}.`,
    hints: [
      'The token is a top-level member of the request, next to `TransactItems`: `"ClientRequestToken": "pay-P-1001-a"`. It stands for one payment: the same on every retry of it, a new one for every new payment. DynamoDB remembers a token for 10 minutes, so after another Set up the payment is a new one: give it a new token (`pay-P-1001-b` …).',
      'The Update is `SET balance = balance - :amount` with the condition `balance >= :amount`.',
      'Send the second request without changing anything, token included. If the balance already went wrong, press Set up.',
    ],
    setup: {
      resetTables: ['app'],
      calls: [createAppTable(), putCall('app', { ...ACCOUNT_KEY, balance: { N: String(OPENING_BALANCE) } })],
    },
    check: checkPayment,
    // One token per run of the solution, made from the clock: a second run after another Set up is a
    // new payment, and the first run's token is still remembered for 10 minutes.
    solution: (now) => [payment(`pay-P-1001-${now}`), payment(`pay-P-1001-${now}`)],
  },
  {
    id: 'reserve-once',
    title: 'A stock reservation that a repeat cannot double',
    task:
      `The item \`PRODUCT#p7\` / \`STOCK\` in \`app\` has \`stock\` ${OPENING_STOCK} and a string set \`orders\` ` +
      `holding the orders already served. Reserve ${UNITS} units for \`${ORDER}\` with one UpdateItem that takes ` +
      `them off \`stock\`, adds \`${ORDER}\` to \`orders\`, and fails if \`${ORDER}\` is already in \`orders\`. Then send ` +
      'the same request again, as a client would after a lost reply, with `"ReturnValuesOnConditionCheckFailure": "ALL_OLD"`: ' +
      'it must fail, change nothing, and show you the stored item.',
    hints: [
      'One UpdateExpression can hold both clauses: `SET stock = stock - :n ADD orders :o`, where `:o` is a string set (`{"SS": ["ORDER#A17"]}`).',
      'The guard is `NOT contains(orders, :id)`, with `:id` the plain string `{"S": "ORDER#A17"}`.',
      'The repeat fails with ConditionalCheckFailedException: for this request, that means "already done".',
    ],
    setup: {
      resetTables: ['app'],
      calls: [
        createAppTable(),
        putCall('app', {
          ...STOCK_KEY,
          stock: { N: String(OPENING_STOCK) },
          orders: { SS: ['ORDER#A01'] },
        }),
      ],
    },
    check: checkReservation,
    solution: [reservation(false), { ...reservation(true), expectError: 'ConditionalCheckFailedException' }],
  },
];

export const questions: SelfCheck[] = [
  {
    question:
      'A TransactWriteItems times out, and you cannot tell whether DynamoDB applied it. What do you send next?',
    answer:
      'The same request with the same `ClientRequestToken`, within 10 minutes after the first request with that token completed. If the first call was applied, the repeat succeeds without writing again; if not, the repeat applies it now. A request with a new token, or with no token (the JavaScript SDK then makes up a new one), may apply the transaction a second time, unless its conditions refuse it.',
  },
  {
    question:
      'Which of these should your code retry: ValidationException; ProvisionedThroughputExceededException after the SDK gave up; TransactionCanceledException with the reasons `[None, TransactionConflict]`; ConditionalCheckFailedException?',
    answer:
      'Only the cancelled transaction, with backoff and jitter: a conflict passes, and the SDK does not retry this error. ValidationException needs a fixed request, and ConditionalCheckFailedException is an answer to act on. A throttle that survived the SDK’s retries needs capacity or a better key (lessons 5 and 10), not a tighter loop.',
  },
];
