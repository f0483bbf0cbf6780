/** Lesson 3's exercises: a GSI for orders by status, and a sparse index of orders to review. */
import {
  allPages,
  globalIndexProblem,
  INDEX_LAG_NOTE,
  latestResult,
  learnerQueries,
  notYet,
  pass,
  stringOf,
  type WireItem,
} from '../../src/features/lessons/checkHelpers.ts';
import { createAppTable, createIndexCall, putCall } from '../../src/features/lessons/lessonCalls.ts';
import { partiqlNotJudged } from '../../src/features/lessons/learnerRequests.ts';
import type {
  CheckResult,
  Exercise,
  LessonCall,
  LessonEngine,
  SelfCheck,
} from '../../src/features/lessons/lessonTypes.ts';

interface Order {
  customer: number;
  sk: string;
  status: 'PENDING' | 'SHIPPED';
  total: number;
}

/** A few customers' orders: the starting data of both exercises. */
const ORDERS: readonly Order[] = [
  { customer: 42, sk: 'ORDER#2026-10-02#A17', status: 'SHIPPED', total: 35 },
  { customer: 42, sk: 'ORDER#2026-11-15#B03', status: 'PENDING', total: 120 },
  { customer: 7, sk: 'ORDER#2026-11-01#C11', status: 'SHIPPED', total: 240 },
  { customer: 7, sk: 'ORDER#2026-11-20#C12', status: 'PENDING', total: 18 },
  { customer: 19, sk: 'ORDER#2026-11-21#D40', status: 'PENDING', total: 64 },
];

const orderKey = (order: Order) => `CUSTOMER#${order.customer} ${order.sk}`;

const REVIEW_THRESHOLD = 100;
const ordersToReview = ORDERS.filter((order) => order.total > REVIEW_THRESHOLD);

const putOrders = ORDERS.map((order) =>
  putCall('app', {
    PK: { S: `CUSTOMER#${order.customer}` },
    SK: { S: order.sk },
    status: { S: order.status },
    total: { N: String(order.total) },
  }),
);

/** An item by its table key, as one string: orders of different customers may share a sort key. */
const keyText = (item: WireItem) => `${stringOf(item, 'PK')} ${stringOf(item, 'SK')}`;

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().every((value, i) => value === [...b].sort()[i]);

/** The Query the task ends with, as a learner writes it (hint 3): `status` is a reserved word. */
const pendingQuery: LessonCall = {
  operation: 'Query',
  body: {
    TableName: 'app',
    IndexName: 'by-status',
    KeyConditionExpression: '#s = :s',
    ExpressionAttributeNames: { '#s': 'status' },
    ExpressionAttributeValues: { ':s': { S: 'PENDING' } },
  },
};

/**
 * The learner's latest Query on app, judged as lesson 1 judges its Query: it must read by-status and
 * return PENDING orders only. How many it returned is not judged: the lesson invites shipping an order
 * after the Query, and the index follows the table a moment later.
 */
function latestPendingQuery(engine: LessonEngine): CheckResult | undefined {
  const queries = learnerQueries(engine, 'app');
  if (queries.length === 0)
    return notYet(
      'by-status is ACTIVE. Now query it for the PENDING orders in the Console: a Query on app with "IndexName": "by-status" and the key condition #s = :s, :s being PENDING. This check reads its result.',
    );
  const latest = latestResult(queries, 'Query', 'app');
  if ('problem' in latest) return latest.problem;
  const { request, reply } = latest.call;
  if (request.IndexName !== 'by-status')
    return notYet(
      `Your latest Query on app read ${request.IndexName === undefined ? 'the table itself' : `the index ${String(request.IndexName)}`}: add "IndexName": "by-status", so that the key condition can name status.`,
    );
  if (reply.Items === undefined)
    return notYet('Your latest Query on by-status returned no items, only a count: leave Select out.');
  const statuses = (reply.Items as WireItem[]).map((item) => stringOf(item, 'status'));
  if (statuses.length === 0 && JSON.stringify(request.ExpressionAttributeValues ?? {}).includes('"PENDING"'))
    return notYet(
      'Your latest Query on by-status returned no items, though it asks for PENDING: a condition on the sort key left every PENDING order out. The key condition on status alone lists them all.',
    );
  if (statuses.length === 0)
    return notYet(
      'Your latest Query on by-status returned no items: ask for status = PENDING, in capitals (":s": {"S": "PENDING"}), since a key condition compares values exactly.',
    );
  if (statuses.includes(undefined))
    return notYet(
      'Your latest Query on by-status returned items without status, so the check cannot tell which orders they are: add status to the ProjectionExpression, or leave it out.',
    );
  const other = statuses.find((status) => status !== 'PENDING');
  if (other !== undefined)
    return notYet(
      `Your latest Query on by-status returned ${other} orders: the exercise asks for the PENDING ones, so :s is {"S": "PENDING"}.`,
    );
  return undefined;
}

export const exercises: Exercise[] = [
  {
    id: 'orders-by-status',
    title: 'Find orders by status across customers',
    task:
      'Table `app` holds orders of several customers, each with a `status` (PENDING or SHIPPED). Add a ' +
      'global secondary index named `by-status` to the existing table, with partition key `status` ' +
      '(string) and sort key `SK`, projecting all attributes. Wait until it is ACTIVE, then query it for ' +
      'the PENDING orders. “Check” looks at the result of your latest Query on `app`.',
    hints: [
      'Use UpdateTable with `GlobalSecondaryIndexUpdates: [{"Create": {…}}]`, and list both of the index’s key attributes in `AttributeDefinitions`: `status` and `SK`, each of type `S` (DynamoDB wants every key attribute of a new index there, even one the table already defines).',
      'The Create needs `IndexName`, `KeySchema` (status HASH, SK RANGE) and `Projection: {"ProjectionType": "ALL"}`; an on-demand table needs no throughput for it.',
      '`status` is a reserved word: in the Query write `#s = :s` with `ExpressionAttributeNames: {"#s": "status"}` and `IndexName: "by-status"`.',
    ],
    setup: { resetTables: ['app'], calls: [createAppTable(), ...putOrders] },
    async check(engine) {
      const problem = await globalIndexProblem(engine, 'app', {
        name: 'by-status',
        hash: 'status',
        range: 'SK',
      });
      if (problem) return problem;
      // The table, read consistently, says which orders are PENDING now: the lesson invites changing
      // an order's status to watch the index follow.
      const table = await allPages(engine, 'Scan', { TableName: 'app', ConsistentRead: true });
      if ('problem' in table) return table.problem;
      const expected = table.items.filter((item) => stringOf(item, 'status') === 'PENDING').map(keyText);
      if (expected.length === 0)
        return notYet(
          'No item in app has status PENDING any more, so there is nothing to find: press Set up to bring back the starting orders (the index goes too: create it again).',
        );
      const pending = await allPages(engine, 'Query', {
        TableName: 'app',
        IndexName: 'by-status',
        KeyConditionExpression: '#s = :s',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':s': { S: 'PENDING' } },
      });
      if ('problem' in pending) return pending.problem;
      const found = pending.items.map(keyText);
      if (!sameSet(found, expected))
        return notYet(
          `by-status returns ${found.length} PENDING order${found.length === 1 ? '' : 's'}; the table has ${expected.length}. ${INDEX_LAG_NOTE}`,
        );
      // A PartiQL SELECT is not judged; say so under whatever is still missing.
      const query = latestPendingQuery(engine);
      if (query) return notYet(`${query.feedback}${partiqlNotJudged(engine, 'app', 'Query requests')}`);
      return pass(
        `by-status is ACTIVE: one Query returns the ${expected.length} PENDING order${expected.length === 1 ? '' : 's'} of every customer.`,
      );
    },
    solution: [createIndexCall('app', { name: 'by-status', hash: 'status', range: 'SK' }), pendingQuery],
  },
  {
    id: 'sparse-review-index',
    title: 'A sparse index of orders to review',
    task:
      'Table `app` has a global secondary index `to-review` whose partition key is `reviewBy` (a string). ' +
      `Only items that have a \`reviewBy\` attribute appear in it. Flag exactly the orders with a \`total\` over ${REVIEW_THRESHOLD} ` +
      'for review by setting `reviewBy` to a date such as `2026-12-01`, so that the index lists those orders and nothing else.',
    hints: [
      'Find the orders first: a Scan of `app` with `FilterExpression: "#t > :t"` shows them. `total` is a reserved word, so it goes in `ExpressionAttributeNames: {"#t": "total"}`, and `:t` is `{"N": "100"}`.',
      'For each, an UpdateItem with `UpdateExpression: "SET reviewBy = :d"` puts it into the index.',
      'An item flagged by mistake leaves the index when you `REMOVE reviewBy`.',
    ],
    setup: {
      resetTables: ['app'],
      calls: [createAppTable([{ name: 'to-review', hash: 'reviewBy' }]), ...putOrders],
    },
    async check(engine) {
      const described = await engine.call('DescribeTable', { TableName: 'app' });
      const indexes = described.ok
        ? ((described.reply.Table as { GlobalSecondaryIndexes?: { IndexName: string }[] })
            .GlobalSecondaryIndexes ?? [])
        : [];
      if (described.ok && !indexes.some((index) => index.IndexName === 'to-review'))
        return notYet(
          'app has no index named to-review: press Set up first, it builds this exercise’s starting state.',
        );
      const scanned = await allPages(engine, 'Scan', { TableName: 'app', IndexName: 'to-review' });
      if ('problem' in scanned) return scanned.problem;
      const listed = scanned.items.map((item) => stringOf(item, 'SK')!);
      const stray = scanned.items.find((item) => !ORDERS.some((order) => keyText(item) === orderKey(order)));
      if (stray)
        return notYet(
          `to-review lists ${keyText(stray)}, which is no order of the table: an UpdateItem on a key that does not exist creates the item. Delete it with a DeleteItem on that key. ("ConditionExpression": "attribute_exists(PK)" keeps an update from creating an item.)`,
        );
      const extra = listed.filter((sk) => !ordersToReview.some((order) => order.sk === sk));
      if (extra.length > 0)
        return notYet(
          `to-review lists ${extra.join(', ')}, which is not over ${REVIEW_THRESHOLD}: REMOVE its reviewBy.`,
        );
      if (listed.length === 0)
        return notYet(`to-review is empty: no order has a reviewBy attribute yet. ${INDEX_LAG_NOTE}`);
      const missing = ordersToReview.filter((order) => !listed.includes(order.sk));
      if (missing.length > 0)
        return notYet(
          `to-review lists ${listed.length} of the ${ordersToReview.length} orders over ${REVIEW_THRESHOLD}. ${INDEX_LAG_NOTE}`,
        );
      return pass(
        `to-review lists exactly the ${ordersToReview.length} orders over ${REVIEW_THRESHOLD}: the other orders have no reviewBy, so the index never stores them.`,
      );
    },
    solution: ordersToReview.map((order) => ({
      operation: 'UpdateItem',
      body: {
        TableName: 'app',
        Key: { PK: { S: `CUSTOMER#${order.customer}` }, SK: { S: order.sk } },
        UpdateExpression: 'SET reviewBy = :d',
        ExpressionAttributeValues: { ':d': { S: '2026-12-01' } },
      },
    })),
  },
];

export const questions: SelfCheck[] = [
  {
    question:
      'Orders must be listed by status across all customers. What is the usual design, and what is its catch?',
    answer:
      'A global secondary index keyed by `status`, sorted by the order’s date or `SK`, queried with the status wanted. The catch: a status has few values, so one index partition takes every write of, say, PENDING orders; at high volume, shard the index key (`PENDING#0` … `PENDING#9`) and query each shard.',
  },
  {
    question:
      'You change an order’s status and query `by-status` straight away. Why can the order still show its old status?',
    answer:
      'The table is written first and the index follows asynchronously: GSIs are eventually consistent, and `ConsistentRead: true` is refused on them. Read the item from the table by its key when you need your own write.',
  },
  {
    question:
      'Customers list their orders through `live-orders`, keyed on `livePK` and `SK`. To soft-delete an order, one teammate proposes `SET deleted = true`, another `SET livePK = :blank` with an empty string. Why does neither work, what does, and who still sees the order afterwards?',
    answer:
      'An item is in a sparse index as long as it carries the index’s key attribute, whatever else it holds: with `deleted = true` the order is still listed, and every reader is back to filtering it out and paying for it. An empty string is refused outright, with a `ValidationException`, because a string in an index key cannot be empty. `REMOVE livePK` (with a `deletedAt` for the record) takes the order out of the index, and `SET livePK = PK` restores it. The order stays in the table: a `GetItem` or a `Query` on the table still returns it, as does `live-orders` until the index catches up, so those readers check `deletedAt`.',
  },
];
