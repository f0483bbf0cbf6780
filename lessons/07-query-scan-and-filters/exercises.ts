/** Lesson 7's exercises, judged from the learner's own Queries: a filter's cost, and paging. */
import {
  latestResult,
  learnerQueries,
  notYet,
  pass,
  stringOf,
  type WireItem,
} from '../../src/features/lessons/checkHelpers.ts';
import { createAppTable, putCall } from '../../src/features/lessons/lessonCalls.ts';
import { plural } from '../../src/ui/plural.ts';
import type {
  Exercise,
  LessonCall,
  LessonEngine,
  SelfCheck,
} from '../../src/features/lessons/lessonTypes.ts';
import { notingPartiqlSelects } from '../../src/features/lessons/learnerRequests.ts';

const CUSTOMER = 'CUSTOMER#42';
/** CUSTOMER#42's orders, in sort key order. */
const ORDERS = [
  { sk: 'ORDER#2026-08-03#A01', status: 'SHIPPED', total: 42 },
  { sk: 'ORDER#2026-08-21#A05', status: 'PENDING', total: 18 },
  { sk: 'ORDER#2026-09-14#A02', status: 'SHIPPED', total: 75 },
  { sk: 'ORDER#2026-10-02#A17', status: 'PENDING', total: 35 },
  { sk: 'ORDER#2026-11-15#B03', status: 'SHIPPED', total: 120 },
  { sk: 'ORDER#2026-11-20#B09', status: 'PENDING', total: 9 },
];
const SHIPPED = ORDERS.filter((order) => order.status === 'SHIPPED').map((order) => order.sk);
const PAGE_SIZE = 2;

const setup = {
  resetTables: ['app'],
  calls: [
    createAppTable(),
    putCall('app', { PK: { S: CUSTOMER }, SK: { S: 'PROFILE' }, name: { S: 'Ada' } }),
    ...ORDERS.map((order) =>
      putCall('app', {
        PK: { S: CUSTOMER },
        SK: { S: order.sk },
        status: { S: order.status },
        total: { N: String(order.total) },
      }),
    ),
  ],
};

const ordersQuery = {
  TableName: 'app',
  KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
  ExpressionAttributeValues: { ':pk': { S: CUSTOMER }, ':prefix': { S: 'ORDER#' } },
};

/** The learner's Queries on the table itself (not an index) since the set-up, newest first. */
const tableQueries = (engine: LessonEngine) =>
  learnerQueries(engine, 'app').filter((call) => call.request.IndexName === undefined);

const sortKeysOf = (reply: Record<string, unknown>) =>
  ((reply.Items as WireItem[] | undefined) ?? []).map((item) => stringOf(item, 'SK')!);

/**
 * Whether a reply holds items without SK: a ProjectionExpression may leave it out, and then the check
 * cannot tell the orders apart (it would call shipped orders pending, or returned ones missing).
 */
const lacksSortKey = (reply: Record<string, unknown>) =>
  ((reply.Items as WireItem[] | undefined) ?? []).some((item) => stringOf(item, 'SK') === undefined);

const withoutSortKey = (whose: string) =>
  notYet(
    `${whose} returned items without SK, so the check cannot tell which they are: add SK to the ProjectionExpression, or leave it out.`,
  );

/**
 * Whether a Query's filter tests `status` (FilterExpression, its `#names` resolved, or the legacy
 * QueryFilter): a filter on another attribute can return the shipped orders by coincidence.
 */
function filtersOnStatus(request: Record<string, unknown>): boolean {
  const filter = request.FilterExpression;
  if (typeof filter !== 'string')
    return Object.hasOwn((request.QueryFilter as object | undefined) ?? {}, 'status');
  const names = (request.ExpressionAttributeNames as Record<string, string> | undefined) ?? {};
  return (filter.match(/#?[A-Za-z_][\w]*/g) ?? []).some(
    (token) => (token.startsWith('#') ? names[token] : token) === 'status',
  );
}

/**
 * Why a Query returned only some of the shipped orders, none of them pending. The task asks for one
 * Query and the check judges the latest alone: paging on with LastEvaluatedKey brings the rest in other
 * replies, so the way out of a short page is to read them all in one reply, never to follow the key.
 */
function whyShippedMissing(
  request: Record<string, unknown>,
  reply: Record<string, unknown>,
  sortKeys: readonly string[],
): string {
  const missing = SHIPPED.filter((sk) => !sortKeys.includes(sk)).join(' and ');
  // ScannedCount counts the items read before the filter: every order read means the filter dropped some.
  if (Number(reply.ScannedCount) >= ORDERS.length)
    return `its filter dropped ${missing} too: filter on status = SHIPPED alone.`;
  const startKey = request.ExclusiveStartKey !== undefined;
  const paging = [
    ...(request.Limit !== undefined && (startKey || reply.LastEvaluatedKey !== undefined) ? ['Limit'] : []),
    ...(startKey ? ['ExclusiveStartKey'] : []),
  ].join(' and ');
  if (paging)
    return `it read one page of them (${paging}), so ${missing} ${missing.includes(' and ') ? 'were' : 'was'} not in it. The check judges one Query, not a series of pages: leave ${paging} out so that one reply holds them all.`;
  return `its key condition left out ${missing}. Every order’s sort key starts with ORDER#: begins_with(SK, :prefix) with that prefix reads them all.`;
}

/** One page of the orders: the first, or the one after `after` (the last key of the page before). */
const page = (after?: string): LessonCall => ({
  operation: 'Query',
  body: {
    ...ordersQuery,
    Limit: PAGE_SIZE,
    ...(after && { ExclusiveStartKey: { PK: { S: CUSTOMER }, SK: { S: after } } }),
  },
});

export const exercises: Exercise[] = [
  {
    id: 'filter-shipped',
    title: 'Only the shipped orders — and what they cost',
    task:
      'CUSTOMER#42 has six orders, three of them `SHIPPED`. Run one Query on `app` that returns only ' +
      'CUSTOMER#42’s shipped orders, using a FilterExpression on `status`. Then compare the reply’s ' +
      '`Count` with its `ScannedCount`. “Check” looks at your latest Query on `app`.',
    hints: [
      'Keep the key condition on the orders: `PK = :pk AND begins_with(SK, :prefix)`.',
      '`status` is a reserved word: `FilterExpression: "#s = :s"` with `ExpressionAttributeNames: {"#s": "status"}` and `:s` = `SHIPPED`.',
    ],
    setup,
    check: notingPartiqlSelects('app', async (engine) => {
      const queries = tableQueries(engine);
      // A Scan that answered, run after the latest Query on the table (or with none), is judged.
      const scan = engine
        .recentCalls()
        .find(
          (call) =>
            call.request.TableName === 'app' &&
            ((call.operation === 'Scan' && call.reply !== undefined) ||
              (call.operation === 'Query' && call.request.IndexName === undefined)),
        );
      if (scan?.operation === 'Scan')
        return notYet(
          `Your Scan read the whole table, ScannedCount ${String(scan.reply!.ScannedCount)}, before its filter kept ${plural(scan.reply!.Count as number, 'item')}: with many customers, it would read all of theirs too. A Query reads only the items of one partition key: run a Query on app for ${CUSTOMER}’s orders, with the FilterExpression on status.`,
        );
      const latest = latestResult(queries, 'Query', 'app');
      if ('problem' in latest) return latest.problem;
      const { call: query } = latest;
      if (!query.reply.Items)
        return notYet('Your latest Query returned no items, only a count: leave Select out.');
      if (lacksSortKey(query.reply)) return withoutSortKey('Your latest Query');
      const sortKeys = sortKeysOf(query.reply);
      if (sortKeys.includes('PROFILE'))
        return notYet(
          'Your latest Query returned the profile: narrow the sort key with begins_with(SK, :prefix).',
        );
      const pending = sortKeys.filter((sk) => !SHIPPED.includes(sk));
      if (pending.length > 0)
        return notYet(
          `Your latest Query returned ${pending.length} order${pending.length === 1 ? '' : 's'} that ${pending.length === 1 ? 'is' : 'are'} not SHIPPED: add a FilterExpression on status.`,
        );
      if (sortKeys.length < SHIPPED.length)
        return notYet(
          `Your latest Query returned ${sortKeys.length} of the ${SHIPPED.length} shipped orders: ${whyShippedMissing(query.request, query.reply, sortKeys)}`,
        );
      if (!filtersOnStatus(query.request))
        return notYet(
          'Your latest Query returns the shipped orders, but its filter does not test status: it picks them by something that happens to match these six orders. Filter on status = SHIPPED.',
        );
      const scanned = query.reply.ScannedCount as number;
      return pass(
        `Count ${sortKeys.length}, ScannedCount ${scanned}: DynamoDB read ${plural(scanned, 'item')}, charged for all of them, and the filter dropped ${scanned - sortKeys.length}.`,
      );
    }),
    solution: [
      {
        operation: 'Query',
        body: {
          ...ordersQuery,
          FilterExpression: '#s = :s',
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: { ...ordersQuery.ExpressionAttributeValues, ':s': { S: 'SHIPPED' } },
        },
      },
    ],
  },
  {
    id: 'page-through',
    title: 'Page through with Limit',
    task:
      `Query CUSTOMER#42’s orders in \`app\` with \`"Limit": ${PAGE_SIZE}\`. Each reply with a \`LastEvaluatedKey\` ` +
      'has more after it: send the same Query again with that key as `ExclusiveStartKey`, and go on until a ' +
      'reply has no `LastEvaluatedKey`. (In JSON mode, edit the request for each page; in JavaScript mode, a loop does it.)',
    hints: [
      'Copy the reply’s `LastEvaluatedKey` object as it is into the next request’s `ExclusiveStartKey`.',
      `With ${ORDERS.length} orders and Limit ${PAGE_SIZE}, the third page still ends with a LastEvaluatedKey: DynamoDB stopped at the Limit and cannot know nothing follows until it looks. The fourth, empty page has none.`,
    ],
    setup,
    check: notingPartiqlSelects('app', async (engine) => {
      const pages = tableQueries(engine).filter((call) => call.request.Limit === PAGE_SIZE && call.reply);
      if (pages.length === 0)
        return notYet(
          `Run a Query on app with "Limit": ${PAGE_SIZE} in the Console first: this exercise checks its pages.`,
        );
      if (pages[0].reply!.LastEvaluatedKey)
        return notYet(
          'Your latest page ended with a LastEvaluatedKey: send it as ExclusiveStartKey for the next page.',
        );
      if (pages.some((call) => lacksSortKey(call.reply!))) return withoutSortKey('Your pages');
      const seen = new Set(pages.flatMap((call) => sortKeysOf(call.reply!)));
      const missing = ORDERS.filter((order) => !seen.has(order.sk));
      if (missing.length > 0)
        return notYet(
          `Your pages returned ${ORDERS.length - missing.length} of the ${ORDERS.length} orders; ${missing[0].sk} was never among them.`,
        );
      if (!pages.some((call) => call.request.ExclusiveStartKey))
        return notYet('No page started from an ExclusiveStartKey: page through with Limit 2.');
      return pass(
        `All ${ORDERS.length} orders, ${PAGE_SIZE} at a time: each LastEvaluatedKey led to the next page, and the last reply had none.`,
      );
    }),
    solution: [page(), page(ORDERS[1].sk), page(ORDERS[3].sk), page(ORDERS[5].sk)],
  },
];

export const questions: SelfCheck[] = [
  {
    question: 'A Query with a FilterExpression returns 2 items and `ScannedCount` 500. What did it cost?',
    answer:
      'The reads of all 500 items: capacity is charged for what the key condition selected, summed and rounded up to 4 KB per page, before the filter ran. If this is a hot path, move the condition into the sort key or an index.',
  },
  {
    question: 'A page comes back with no items but with a `LastEvaluatedKey`. Is the Query finished?',
    answer:
      'No. `Limit` and the 1 MB page size cap what is read, not what is returned, so a filter can empty a page while more items follow. Only a reply without `LastEvaluatedKey` ends the Query.',
  },
  {
    question:
      'An API pages through a customer’s orders and hands each page’s `LastEvaluatedKey` to the app as base64-encoded JSON, which the app sends back for the next page. What can a user do with that cursor, and how should the API protect it?',
    answer:
      'Base64 is an encoding, so one decode shows the key values. A user can change them and encode the result again: DynamoDB accepts any start key inside the key condition, even one where no item exists, so an edited `SK` skips ahead, and an API that takes the partition key from the cursor, or passes it to a Scan, reads whatever the user pointed it at. Take the customer from the signed-in session, sign the cursor with a secret only the server holds (an HMAC), or encrypt it with authenticated encryption when the values must stay hidden, and sign the list it belongs to with it, so that a cursor issued for one list is refused for another.',
  },
];
