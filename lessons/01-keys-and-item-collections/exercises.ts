/** Lesson 1's exercises: the single-table `app` table, and one customer's item collection. */
import {
  describeTable,
  itemCollection,
  keyOf,
  latestResult,
  learnerQueries,
  notYet,
  pass,
  stringOf,
  type WireItem,
} from '../../src/features/lessons/checkHelpers.ts';
import { createAppTable, putCall } from '../../src/features/lessons/lessonCalls.ts';
import { partiqlNotJudged } from '../../src/features/lessons/learnerRequests.ts';
import type {
  CheckResult,
  Exercise,
  LessonEngine,
  SelfCheck,
} from '../../src/features/lessons/lessonTypes.ts';

const createApp = createAppTable();

/** `ORDER#2026-10-02#A17`: the date first, so a customer's orders sort by date. */
const ORDER_KEY = /^ORDER#(\d{4})-(\d{2})-(\d{2})#.+$/;

/** Whether year, month and day name a day of the calendar: 2026-02-30 and 2026-99-99 do not. */
function isCalendarDay(year: string, month: string, day: string): boolean {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
}

/**
 * What is wrong with the collection's order keys, or undefined. Sort keys are case-sensitive, so
 * `order#…` is no order to `begins_with(SK, "ORDER#")`, and lowercase sorts after `PROFILE`.
 */
function orderKeysProblem(sortKeys: readonly string[]): CheckResult | undefined {
  const lowercase = sortKeys.find((sk) => /^order#/i.test(sk) && !sk.startsWith('ORDER#'));
  if (lowercase)
    return notYet(
      `${lowercase} starts with ${lowercase.slice(0, 6)}, not ORDER#: sort keys are case-sensitive, so begins_with(SK, "ORDER#") does not find it, and lowercase letters sort after PROFILE. Put it again with the prefix in capitals and delete this one.`,
    );
  for (const sk of sortKeys.filter((key) => key.startsWith('ORDER#'))) {
    const parts = ORDER_KEY.exec(sk);
    // The date alone sorts right, but does not tell one day's orders apart.
    if (!parts && /^ORDER#\d{4}-\d{2}-\d{2}#?$/.test(sk))
      return notYet(
        `${sk} has a date but no order id after it: two orders of one day would get the same key, and the second PutItem would replace the first. Put it again as ${sk.replace(/#$/, '')}#<order id>, and delete this one.`,
      );
    if (!parts)
      return notYet(`${sk} does not follow ORDER#<yyyy-mm-dd>#<order id>, so orders would not sort by date.`);
    const [, year, month, day] = parts;
    if (!isCalendarDay(year, month, day))
      return notYet(
        `${sk} has no real date: ${year}-${month}-${day} is not a day of the calendar (months run 01 to 12, days to 28–31). Put the order again with the date it was placed, and delete this one.`,
      );
  }
  return undefined;
}

/**
 * The collection as a Query returns it, in words: runs of orders (dated keys sort oldest first),
 * the profile, and any other item by its sort key, each run after the one before.
 */
function collectionInOrder(sortKeys: readonly string[]): string {
  const runs: string[][] = [];
  const kind = (sk: string) => (sk.startsWith('ORDER#') ? 'order' : sk === 'PROFILE' ? 'profile' : 'other');
  for (const sk of sortKeys) {
    const last = runs.at(-1);
    if (last && kind(last[0]) === kind(sk)) last.push(sk);
    else runs.push([sk]);
  }
  const described = runs.map((run) => {
    if (kind(run[0]) === 'profile') return 'the profile';
    if (kind(run[0]) === 'other') return run.join(', ');
    return run.length === 1 ? '1 order' : `${run.length} orders, oldest first`;
  });
  return described.join(', then ');
}

const put = (item: Record<string, unknown>) => putCall('app', item);

/** The orders of the last exercise's collection, oldest first. */
const ORDERS = ['ORDER#2026-09-14#A02', 'ORDER#2026-10-02#A17', 'ORDER#2026-11-15#B03'];

/** How many items a Query read and then dropped: only a filter makes ScannedCount exceed Count. */
const droppedByFilter = ({ reply }: { reply: Record<string, unknown> }) =>
  Math.max(0, Number(reply.ScannedCount ?? 0) - Number(reply.Count ?? 0));

/** The learner's latest Query on app, judged against the exercise's goal. */
async function latestOrdersQuery(engine: LessonEngine): Promise<CheckResult> {
  const queries = learnerQueries(engine, 'app');
  if (queries.length === 0)
    return notYet('Run a Query on app in the Console first: this exercise checks its result.');
  const latest = latestResult(queries, 'Query', 'app');
  if ('problem' in latest) return latest.problem;
  const { call: query } = latest;
  if (query.request.IndexName !== undefined) return notYet('Query the table itself, not an index.');
  const items = (query.reply.Items as WireItem[] | undefined) ?? [];
  if (items.length === 0)
    return notYet(
      query.reply.Items === undefined
        ? 'Your latest Query returned no items, only a count: leave Select out.'
        : 'Your latest Query on app returned no items.',
    );
  // A ProjectionExpression may leave PK out: a Query reads one partition, so SK tells the items apart.
  if (items.some((item) => stringOf(item, 'SK') === undefined))
    return notYet(
      'Your latest Query returned items without SK, so the check cannot tell which they are: add SK to the ProjectionExpression, or leave it out.',
    );
  if (items.some((item) => (stringOf(item, 'PK') ?? 'CUSTOMER#42') !== 'CUSTOMER#42'))
    return notYet('Your latest Query returned items of another partition key: use PK = CUSTOMER#42.');
  const sortKeys = items.map((item) => stringOf(item, 'SK')!);
  if (sortKeys.includes('PROFILE'))
    return notYet(
      'Your latest Query returned the profile too: narrow the sort key with begins_with(SK, :prefix).',
    );
  const dropped = droppedByFilter(query);
  if (dropped > 0)
    return notYet(
      `Your latest Query’s filter dropped ${dropped} item${dropped === 1 ? '' : 's'} that DynamoDB had already read and charged for. Choose the orders with the key condition alone: PK = :pk AND begins_with(SK, :prefix), and leave the filter out.`,
    );
  if (sortKeys.length < ORDERS.length && query.request.Limit === undefined && !query.reply.LastEvaluatedKey)
    return notYet(
      `Your latest Query returned ${sortKeys.length} of the ${ORDERS.length} orders: its key condition left out ${ORDERS.filter((sk) => !sortKeys.includes(sk)).join(' and ')}. Every order’s sort key starts with ORDER#: begins_with(SK, :prefix) with that prefix keeps them all.`,
    );
  if (sortKeys.length < ORDERS.length)
    return notYet(
      `Your latest Query returned ${sortKeys.length} of the ${ORDERS.length} orders: leave Limit out.`,
    );
  if (sortKeys[0] !== ORDERS[ORDERS.length - 1])
    return notYet('The orders came back oldest first: add "ScanIndexForward": false.');
  return pass('Only the three orders, newest first: one Query, reading nothing but what it returned.');
}

export const exercises: Exercise[] = [
  {
    id: 'create-app-table',
    title: 'Create the app table',
    task:
      'Create an on-demand table named `app` with a composite primary key: a string partition key `PK` ' +
      'and a string sort key `SK`. Use the Console (JSON mode, operation CreateTable) or the Explorer’s ' +
      'create-table form, then wait until the table is ACTIVE.',
    hints: [
      'Both key attributes must also appear in `AttributeDefinitions`, with type `S`.',
      '`PK` has `KeyType` `HASH` (partition key) and `SK` has `KeyType` `RANGE` (sort key); `BillingMode` is `PAY_PER_REQUEST`.',
    ],
    setup: { resetTables: ['app'], calls: [] },
    async check(engine) {
      const described = await describeTable(engine, 'app');
      if ('problem' in described) return described.problem;
      const { table } = described;
      const partition = keyOf(table, 'HASH');
      const sort = keyOf(table, 'RANGE');
      // UpdateTable takes no KeySchema: a wrong key means a new table, a wrong billing mode does not.
      const remake = 'A table’s key cannot be changed: delete app and create it again';
      if (partition?.name !== 'PK')
        return notYet(`The partition key is ${partition?.name ?? 'missing'}; it should be PK. ${remake}.`);
      if (sort?.name !== 'SK')
        return notYet(
          sort
            ? `The sort key is ${sort.name}; it should be SK. ${remake}.`
            : `The table has no sort key. ${remake}, with SK as its sort key (KeyType RANGE).`,
        );
      if (partition.type !== 'S' || sort.type !== 'S')
        return notYet(
          `PK and SK should both be strings (AttributeType S): keys like CUSTOMER#42 are text. ${remake}.`,
        );
      if (table.BillingModeSummary?.BillingMode !== 'PAY_PER_REQUEST')
        return notYet(
          'The table works, but the exercise asks for on-demand capacity (PAY_PER_REQUEST). UpdateTable with "BillingMode": "PAY_PER_REQUEST" switches it; the key stays as it is.',
        );
      return pass('app is ACTIVE with PK (partition key) and SK (sort key), both strings, on demand.');
    },
    solution: [createApp],
  },
  {
    id: 'customer-collection',
    title: 'Store a customer with their orders',
    task:
      'In `app`, store customer `CUSTOMER#42`: a profile item with sort key `PROFILE` and a `name` ' +
      'attribute, and at least two orders in the same item collection, with sort keys of the form ' +
      '`ORDER#<yyyy-mm-dd>#<order id>` (for example `ORDER#2026-10-02#A17`). Then query the collection ' +
      'in the Console to see the orders come back before the profile.',
    hints: [
      'Every item of the collection has `PK` = `CUSTOMER#42`; only `SK` differs.',
      'One PutItem per item: `{"TableName": "app", "Item": {"PK": {"S": "CUSTOMER#42"}, "SK": {"S": "PROFILE"}, "name": {"S": "Ada"}}}`.',
    ],
    setup: { resetTables: ['app'], calls: [createApp] },
    async check(engine) {
      const collection = await itemCollection(engine, 'app', { PK: { S: 'CUSTOMER#42' } });
      if ('problem' in collection) return collection.problem;
      const { items } = collection;
      if (items.length === 0) return notYet('The item collection of CUSTOMER#42 is empty.');
      const profile = items.find((item) => stringOf(item, 'SK') === 'PROFILE');
      if (!profile) return notYet('CUSTOMER#42 has no item with SK = PROFILE.');
      if (stringOf(profile, 'name') === undefined)
        return notYet('The profile has no name: add a string attribute called name.');
      const sortKeys = items.map((item) => stringOf(item, 'SK')!);
      const problem = orderKeysProblem(sortKeys);
      if (problem) return problem;
      const orders = sortKeys.filter((sk) => sk.startsWith('ORDER#'));
      if (orders.length < 2)
        return notYet(
          `CUSTOMER#42 has ${orders.length} order${orders.length === 1 ? '' : 's'}; store at least two.`,
        );
      return pass(`One Query on CUSTOMER#42 returns ${items.length} items: ${collectionInOrder(sortKeys)}.`);
    },
    solution: [
      put({ PK: { S: 'CUSTOMER#42' }, SK: { S: 'PROFILE' }, name: { S: 'Ada' } }),
      put({ PK: { S: 'CUSTOMER#42' }, SK: { S: 'ORDER#2026-10-02#A17' }, total: { N: '35' } }),
      put({ PK: { S: 'CUSTOMER#42' }, SK: { S: 'ORDER#2026-11-15#B03' }, total: { N: '12.5' } }),
    ],
  },
  {
    id: 'orders-newest-first',
    title: 'Only the orders, newest first',
    task:
      'CUSTOMER#42 has a profile and three orders. In the Console, run one Query on `app` that returns ' +
      'only the orders of CUSTOMER#42 — not the profile — with the newest order first. “Check” looks at ' +
      'the result of your latest Query on `app`.',
    hints: [
      'Narrow the sort key in the key condition: `PK = :pk AND begins_with(SK, :prefix)` with `:prefix` = `ORDER#`.',
      'A Query returns an item collection in sort key order; `"ScanIndexForward": false` reverses it.',
    ],
    setup: {
      resetTables: ['app'],
      calls: [
        createApp,
        put({ PK: { S: 'CUSTOMER#42' }, SK: { S: 'PROFILE' }, name: { S: 'Ada' } }),
        ...ORDERS.map((sk, i) =>
          put({ PK: { S: 'CUSTOMER#42' }, SK: { S: sk }, total: { N: String(20 + i * 15) } }),
        ),
      ],
    },
    async check(engine) {
      // A PartiQL SELECT is not judged; say so under whatever is still missing.
      const verdict = await latestOrdersQuery(engine);
      const note = partiqlNotJudged(engine, 'app', 'Query requests');
      return verdict.passed || !note ? verdict : notYet(`${verdict.feedback}${note}`);
    },
    solution: [
      {
        operation: 'Query',
        body: {
          TableName: 'app',
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
          ExpressionAttributeValues: { ':pk': { S: 'CUSTOMER#42' }, ':prefix': { S: 'ORDER#' } },
          ScanIndexForward: false,
        },
      },
    ],
  },
];

export const questions: SelfCheck[] = [
  {
    question:
      'The customer page lists a customer’s ten most recent orders. Which single request returns them, and what puts them in date order?',
    answer:
      'A Query on `PK = CUSTOMER#42 AND begins_with(SK, :prefix)` with `:prefix` = `ORDER#`, `ScanIndexForward: false` and `Limit: 10`. The order comes from the sort key: its date part (`2026-10-02`) is written so that text order is date order, and DynamoDB returns an item collection sorted by sort key.',
  },
  {
    question: 'In a Query on `CUSTOMER#42`, why does the profile come after the orders?',
    answer:
      'String sort keys are compared by their UTF-8 bytes, and `O` (0x4F) is below `P` (0x50), so every `ORDER#…` sorts before `PROFILE`. Key prefixes decide where each kind of item lands in its collection.',
  },
];
