/** Lesson 17's exercises: a GSI keyed on four attributes of the orders, and a Query that uses all four. */
import {
  allPages,
  latestResult,
  learnerQueries,
  notYet,
  pass,
  stringOf,
  type WireItem,
} from '../../src/features/lessons/checkHelpers.ts';
import { advanceClockCall, putCall } from '../../src/features/lessons/lessonCalls.ts';
import { INDEX, keyDefinitions, multiKeyIndexProblem, newIndex, TABLE } from './orderIndex.ts';
import type {
  CheckResult,
  Exercise,
  RecordedCall,
  SelfCheck,
} from '../../src/features/lessons/lessonTypes.ts';
import { notingPartiqlSelects } from '../../src/features/lessons/learnerRequests.ts';

const OLD_INDEX = 'GSI1';
const DAY = '2026-10-02';
const MIN_TOTAL = 100;

interface Order {
  id: string;
  status: string;
  /** Digital orders ship nowhere: no region, so they stay out of by-status-region. */
  region?: string;
  orderDate: string;
  total: number;
}

const ORDERS: readonly Order[] = [
  { id: 'A17', status: 'shipped', region: 'eu', orderDate: DAY, total: 95 },
  { id: 'A18', status: 'shipped', region: 'eu', orderDate: DAY, total: 120 },
  { id: 'A19', status: 'shipped', region: 'eu', orderDate: DAY, total: 1040 },
  { id: 'A20', status: 'shipped', region: 'eu', orderDate: DAY, total: 250 },
  { id: 'A21', status: 'pending', region: 'eu', orderDate: DAY, total: 300 },
  { id: 'A22', status: 'shipped', region: 'us', orderDate: DAY, total: 500 },
  { id: 'A23', status: 'shipped', region: 'eu', orderDate: '2026-10-01', total: 780 },
  { id: 'A24', status: 'shipped', region: 'eu', orderDate: '2026-10-03', total: 60 },
  { id: 'A25', status: 'paid', orderDate: DAY, total: 40 },
];

/** The dashboard's answer, largest total first. */
const WANTED = ORDERS.filter(
  (o) => o.status === 'shipped' && o.region === 'eu' && o.orderDate === DAY && o.total > MIN_TOTAL,
).sort((a, b) => b.total - a.total);

/**
 * Why a complete reply lacks some wanted orders: a bound on total that cut off the largest (an upper
 * bound the task never asked for) or the smallest, else values that do not match exactly.
 */
function whyMissing(items: readonly WireItem[]): string {
  const returned = new Set(items.map((item) => stringOf(item, 'orderId')));
  const kept = WANTED.filter((o) => returned.has(o.id)).map((o) => o.total);
  const missing = WANTED.filter((o) => !returned.has(o.id));
  const named = missing.map((o) => `${o.id} (total ${o.total})`).join(' and ');
  if (kept.length > 0 && missing.every((o) => o.total > Math.max(...kept)))
    return `It left out ${named}: “over ${MIN_TOTAL}” has no upper limit, so use #t > :min alone, not BETWEEN, < or <=.`;
  if (kept.length > 0 && missing.every((o) => o.total < Math.min(...kept)))
    return `It left out ${named}, which is over ${MIN_TOTAL} too: check the lower bound on total.`;
  return 'Values are compared exactly: status "shipped", region "eu", and total a number.';
}

/** `orders` keyed by orderId, with the hand-built GSI1 (and, for the second exercise, the new index). */
const createOrders = (withNewIndex: boolean) => ({
  operation: 'CreateTable',
  body: {
    TableName: TABLE,
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'orderId', KeyType: 'HASH' }],
    AttributeDefinitions: [
      { AttributeName: 'orderId', AttributeType: 'S' },
      { AttributeName: 'GSI1PK', AttributeType: 'S' },
      { AttributeName: 'GSI1SK', AttributeType: 'S' },
      ...(withNewIndex ? keyDefinitions : []),
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: OLD_INDEX,
        KeySchema: [
          { AttributeName: 'GSI1PK', KeyType: 'HASH' },
          { AttributeName: 'GSI1SK', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      },
      ...(withNewIndex ? [newIndex] : []),
    ],
  },
});

/** Each order carries its natural attributes and, the old way, the strings built from them. */
const putOrders = ORDERS.map((o) =>
  putCall(TABLE, {
    orderId: { S: o.id },
    status: { S: o.status },
    ...(o.region && {
      region: { S: o.region },
      GSI1PK: { S: `STATUS#${o.status}#REGION#${o.region}` },
      GSI1SK: { S: `${o.orderDate}#${o.id}` },
    }),
    orderDate: { S: o.orderDate },
    total: { N: String(o.total) },
  }),
);

/** What to say about a Query DynamoDB refused: the two refusals this index teaches get their reason. */
function refusal({ type, message }: NonNullable<RecordedCall['error']>): CheckResult {
  if (message.startsWith('RANGE key attributes'))
    return notYet(
      `DynamoDB refused your latest Query: “${message}”. In ${INDEX}, orderDate comes before total, so a condition on total needs an equality on orderDate: orderDate = :d, then #t > :min.`,
    );
  if (message.startsWith('Filter Expression can only contain non-primary key attributes'))
    return notYet(
      `DynamoDB refused your latest Query: “${message}”. total is part of ${INDEX}’s key, so no FilterExpression may name it: put #t > :min in the KeyConditionExpression, after orderDate = :d.`,
    );
  return notYet(`Your latest Query on ${TABLE} failed: ${type}: ${message}`);
}

/**
 * Why an order the Query returned does not belong in the answer, from the order as the set-up wrote
 * it: a ProjectionExpression may have left its attributes out of the reply.
 */
function unwanted(item: WireItem): string {
  const order = ORDERS.find((o) => o.id === stringOf(item, 'orderId'));
  if (!order) return `${stringOf(item, 'orderId')} is not one of the set-up's orders: press Set up again.`;
  const { id, orderDate, total } = order;
  if (orderDate !== DAY)
    return `${id} was placed on ${orderDate}: add orderDate = :d (${DAY}) to the key condition.`;
  if (total <= MIN_TOTAL)
    return `${id} has a total of ${total}, not over ${MIN_TOTAL}: add #t > :min to the key condition, after orderDate.`;
  return `${id} is ${order.status} in ${order.region ?? 'no region'}; the dashboard wants shipped orders in eu.`;
}

export const exercises: Exercise[] = [
  {
    id: 'four-attribute-index',
    title: 'An index keyed on four attributes',
    task:
      `Table \`${TABLE}\` (partition key \`orderId\`) holds orders with a \`status\`, a \`region\`, an \`orderDate\` ` +
      `such as \`${DAY}\` (strings) and a numeric \`total\`. Its index \`${OLD_INDEX}\` finds them through ` +
      'hand-built strings (`GSI1PK = STATUS#shipped#REGION#eu`). Add a global secondary index ' +
      `\`${INDEX}\` on the attributes themselves: partition key \`status\` and \`region\`, sort key \`orderDate\` ` +
      'then `total`, with `total` kept a number, projecting all attributes. Wait until it is ACTIVE.',
    hints: [
      'One `UpdateTable` with `GlobalSecondaryIndexUpdates: [{"Create": {…}}]`. Its `KeySchema` lists two HASH elements, then two RANGE elements, in the order they sort.',
      'Every key attribute goes in `AttributeDefinitions` with its type: `"total"` is `"N"`, the other three `"S"`. The table is on-demand, so the index needs no throughput.',
      'Reserved words such as `status` need placeholders only in expressions, not in a `KeySchema`.',
    ],
    setup: { resetTables: [TABLE], calls: [createOrders(false), ...putOrders] },
    async check(engine) {
      const problem = await multiKeyIndexProblem(engine);
      if (problem) return problem;
      const scanned = await allPages(engine, 'Scan', { TableName: TABLE, IndexName: INDEX });
      if ('problem' in scanned) return scanned.problem;
      const regionless = ORDERS.filter((o) => !o.region).map((o) => o.id);
      return pass(
        `${INDEX} is ACTIVE and holds ${scanned.items.length} of the ${ORDERS.length} orders: ${regionless.join(', ')} has no region, and an item missing any key attribute stays out of the index. No key string was built or written into the items.`,
      );
    },
    solution: [
      {
        operation: 'UpdateTable',
        body: {
          TableName: TABLE,
          AttributeDefinitions: keyDefinitions,
          GlobalSecondaryIndexUpdates: [{ Create: newIndex }],
        },
      },
    ],
  },
  {
    id: 'query-all-four',
    title: 'One Query, four key attributes',
    task:
      `\`${TABLE}\` now has \`${INDEX}\` (partition key \`status\` + \`region\`, sort key \`orderDate\` + \`total\`). ` +
      `The warehouse dashboard shows the **shipped** orders of region **eu** placed on **${DAY}** with a total ` +
      `**over ${MIN_TOTAL}**, largest first. Answer it with one Query on \`${INDEX}\`. “Check” looks at your ` +
      `latest Query on \`${TABLE}\`.`,
    hints: [
      'Name all four key attributes in the `KeyConditionExpression`: equality on status, region and orderDate, then `#t > :min`. `status`, `region` and `total` are reserved words, so each needs a placeholder in `ExpressionAttributeNames`.',
      '`"ScanIndexForward": false` reads the sort key backwards: largest total first, as numbers.',
      'A range on orderDate plus a condition on total is refused: “RANGE key attributes orderDate must have equality conditions specified in the query because a condition is present on key attribute total”. Only the last sort attribute you name may take a range.',
    ],
    setup: {
      resetTables: [TABLE],
      // The index copies writes a moment after the table takes them: let that moment pass, even
      // with the clock paused, so the learner's first Query sees every order.
      calls: [createOrders(true), ...putOrders, advanceClockCall(1)],
    },
    check: notingPartiqlSelects(TABLE, async (engine) => {
      const queries = learnerQueries(engine, TABLE);
      if (queries[0]?.error) return refusal(queries[0].error);
      const latest = latestResult(queries, 'Query', TABLE);
      if ('problem' in latest) return latest.problem;
      const { request, reply } = latest.call;
      if (request.IndexName !== INDEX)
        return notYet(
          request.IndexName === OLD_INDEX
            ? `Your latest Query read ${OLD_INDEX}, the hand-built index; this exercise asks for ${INDEX}.`
            : `Your latest Query read ${request.IndexName ? `the index ${String(request.IndexName)}` : `the table itself`}; set "IndexName": "${INDEX}".`,
        );
      const items = (reply.Items as WireItem[] | undefined) ?? [];
      if (items.some((item) => stringOf(item, 'orderId') === undefined))
        return notYet(
          'Your latest Query returned orders without orderId, so the check cannot tell which they are: leave ProjectionExpression out, or keep orderId in it.',
        );
      const extra = items.filter((item) => !WANTED.some((o) => o.id === stringOf(item, 'orderId')));
      if (extra.length > 0)
        return notYet(
          `Your latest Query returned ${extra.length} order${extra.length === 1 ? '' : 's'} the dashboard does not want. ${unwanted(extra[0])}`,
        );
      if (items.length < WANTED.length)
        return notYet(
          `Your latest Query returned ${items.length} of the ${WANTED.length} orders. ${
            reply.LastEvaluatedKey ? 'It stopped at its Limit: leave Limit out.' : whyMissing(items)
          }`,
        );
      const ids = items.map((item) => stringOf(item, 'orderId'));
      if (ids.join() !== WANTED.map((o) => o.id).join())
        return notYet(
          'The right orders, but smallest first: add "ScanIndexForward": false to read the sort key backwards.',
        );
      return pass(
        `${WANTED.map((o) => `${o.id} (${o.total})`).join(', ')}: one Query read exactly these ${WANTED.length} orders (ScannedCount ${String(reply.ScannedCount)}), largest first. total sorts as a number; as text, "1040" would sort below "120".`,
      );
    }),
    solution: [
      {
        operation: 'Query',
        body: {
          TableName: TABLE,
          IndexName: INDEX,
          KeyConditionExpression: '#s = :s AND #r = :r AND orderDate = :d AND #t > :min',
          ExpressionAttributeNames: { '#s': 'status', '#r': 'region', '#t': 'total' },
          ExpressionAttributeValues: {
            ':s': { S: 'shipped' },
            ':r': { S: 'eu' },
            ':d': { S: DAY },
            ':min': { N: String(MIN_TOTAL) },
          },
          ScanIndexForward: false,
        },
      },
    ],
  },
];

export const questions: SelfCheck[] = [
  {
    question: `The dashboard now wants shipped eu orders over ${MIN_TOTAL} for the whole of October. Can one Query on \`${INDEX}\` answer it?`,
    answer: `Not exactly. \`orderDate BETWEEN … AND #t > :min\` is refused (“RANGE key attributes orderDate must have equality conditions …”), and \`total\` cannot move into a FilterExpression either, because it is a key attribute of this index. Query the month with \`begins_with(orderDate, :month)\` and drop the small totals in the application, or run one Query per day. If the monthly view is a main access pattern, give it an index whose sort key puts the range last, for example a stored \`orderMonth\` among the partition attributes and \`total\` as the sort key.`,
  },
  {
    question:
      'Your single table keeps customers and orders, and one index `GSI1` answers “customer by email” and “orders by status and region”. Should it become a multi-attribute index?',
    answer:
      'Probably not. `GSI1PK` holds `EMAIL#…` on customers and `STATUS#…#REGION#…` on orders: one generic attribute with a different meaning per entity type, so one index serves both. A multi-attribute key names fixed attributes (`status`, `region` …) that every item in the index must carry with the same types, so it suits one entity type. Keep the overloaded index, or add a multi-attribute index for the pattern that gains from typed parts.',
  },
  {
    question: `An order is written without a \`region\`. Where can a Query find it?`,
    answer: `In the table, by its \`orderId\`, and in any index whose key attributes it has. Not in \`${INDEX}\`: an item enters a multi-attribute index only with every one of its key attributes, so the write costs that index nothing and no Query on it returns the order.`,
  },
];
