/**
 * Lesson 22's third exercise: auditors want one customer's shipped orders, with three attributes,
 * as an export — and the export must read only that customer's item collection. The check reads the
 * learner's newest export of the table: its FilterSpecification (a key condition, not only a filter,
 * since only a key condition narrows what is read and billed) and the lines its files hold.
 */
import { notYet, pass, stringOf, type WireItem } from '../../src/features/lessons/checkHelpers.ts';
import { andList, plural } from '../../src/ui/plural.ts';
import { advanceClockCall, createTableCall, putCall } from '../../src/features/lessons/lessonCalls.ts';
import type { CheckResult, Exercise } from '../../src/features/lessons/lessonTypes.ts';
import { exportedItems, newestExportOf, type ExportShape } from './exportedItems.ts';

const TABLE = 'customer_orders';
const TABLE_ARN = `arn:aws:dynamodb:us-east-1:000000000000:table/${TABLE}`;
const BUCKET = 'audit-exports';
const CUSTOMER = 'CUSTOMER#ada';
const WANTED = ['SK', 'shippedAt', 'total'];

interface Order {
  customer: string;
  date: string;
  total: number;
  /** Absent while PENDING. */
  shippedAt?: string;
}

const ORDERS: Order[] = [
  { customer: 'ada', date: '2026-07-03', total: 42, shippedAt: '2026-07-04' },
  { customer: 'ada', date: '2026-08-19', total: 18 },
  { customer: 'ada', date: '2026-09-02', total: 75, shippedAt: '2026-09-05' },
  { customer: 'ada', date: '2026-10-11', total: 9, shippedAt: '2026-10-12' },
  { customer: 'ada', date: '2026-11-28', total: 64 },
  { customer: 'grace', date: '2026-08-01', total: 120, shippedAt: '2026-08-02' },
  { customer: 'grace', date: '2026-11-02', total: 27 },
  { customer: 'alan', date: '2026-09-14', total: 33, shippedAt: '2026-09-15' },
  { customer: 'edsger', date: '2026-10-30', total: 51, shippedAt: '2026-11-01' },
];
const PROFILES = ['ada', 'grace', 'alan', 'edsger'];

const orderSk = (order: Order) => `ORDER#${order.date}`;
/** The sort keys the auditors want: Ada's shipped orders. */
const EXPECTED = ORDERS.filter((order) => order.customer === 'ada' && order.shippedAt).map(orderSk);

/**
 * The partition key value the key condition of `spec` names, with its placeholder: `PK = :c` or
 * `:c = PK`, the name written out or as a `#` alias. Undefined when it cannot be read off.
 */
function keyConditionCustomer(
  spec: NonNullable<ExportShape['FilterSpecification']>,
): { placeholder: string; value: string } | undefined {
  const names = spec.ExpressionAttributeNames ?? {};
  const isPk = (operand: string) => (names[operand] ?? operand) === 'PK';
  for (const [, left, right] of (spec.KeyConditionExpression ?? '').matchAll(
    /([#:]?\w+)\s*=\s*([#:]?\w+)/g,
  )) {
    const placeholder = isPk(left) ? right : isPk(right) ? left : undefined;
    const value = placeholder && spec.ExpressionAttributeValues?.[placeholder]?.S;
    if (placeholder && value !== undefined) return { placeholder, value };
  }
  return undefined;
}

/** What is wrong with the export's request, before its files are read. */
function requestProblem(latest: ExportShape): CheckResult | undefined {
  if (latest.ExportStatus === 'IN_PROGRESS')
    return notYet(
      `Your export of ${TABLE} is IN_PROGRESS: it writes its files when it completes, a few seconds later on the sandbox’s clock. Let the clock run (or step it), then check again.`,
    );
  if (latest.ExportStatus === 'FAILED')
    return notYet(`Your latest export FAILED: ${latest.FailureCode}: ${latest.FailureMessage ?? ''}`);
  if (latest.ExportType === 'INCREMENTAL_EXPORT' || latest.ExportFormat !== 'DYNAMODB_JSON')
    return notYet(
      'The auditors read DynamoDB JSON files of the orders as they are: a FULL_EXPORT (the default) with "ExportFormat": "DYNAMODB_JSON" (the default too).',
    );
  const billed = `${(latest.BilledSizeBytes ?? 0).toLocaleString('en-US')} bytes`;
  if (!latest.FilterSpecification)
    return notYet(
      `Your latest export has no FilterSpecification: it holds the whole table, ${latest.ItemCount ?? 0} items, and billed ${billed}. Add a FilterSpecification to the request.`,
    );
  if (!latest.FilterSpecification.KeyConditionExpression)
    return notYet(
      `Your export’s FilterSpecification has no KeyConditionExpression, so DynamoDB read the whole table to apply it: it billed ${billed}, as much as an export of everything. ` +
        `A filter is applied after reading, like a Scan’s. Move the customer (PK = :customer) into a KeyConditionExpression, and keep in the filter what is not a key.`,
    );
  // Another customer's lines would otherwise be taken for orders that are not shipped.
  const selected = keyConditionCustomer(latest.FilterSpecification);
  if (selected && selected.value !== CUSTOMER)
    return notYet(
      selected.value.toLowerCase() === CUSTOMER.toLowerCase()
        ? `Your export’s key condition selects ${selected.value}, not ${CUSTOMER}, so it wrote no lines: key values are compared exactly, letter case included. Set ${selected.placeholder} to ${CUSTOMER}.`
        : `Your export’s key condition selects ${selected.value}, not ${CUSTOMER}, so it read another customer’s item collection (or none). Set ${selected.placeholder} to ${CUSTOMER}.`,
    );
  return undefined;
}

/** How the exported lines differ from the auditors' list: wrong orders, or wrong attributes. */
function linesProblem(items: readonly WireItem[]): string | undefined {
  // Without SK a line cannot be told apart from another: say so before judging which orders came.
  const keyless = items.filter((item) => stringOf(item, 'SK') === undefined).length;
  if (keyless > 0)
    return `Your export’s ${keyless === items.length ? '' : `${keyless} of ${items.length} `}${plural(keyless, 'line')} ${keyless === 1 ? 'carries' : 'carry'} no SK, so nobody can tell which orders they are: name SK in the ProjectionExpression. An export’s projection holds exactly what it names, keys included.`;
  const sks = items.map((item) => stringOf(item, 'SK')!);
  const missing = EXPECTED.filter((sk) => !sks.includes(sk));
  const extra = sks.filter((sk) => !EXPECTED.includes(sk)).sort();
  if (extra.length > 0)
    return `Your export also holds ${andList(extra)}, which ${extra.length === 1 ? 'is not' : 'are not'} a shipped order of ${CUSTOMER}. Keep only the items whose status is SHIPPED (status is a reserved word: name it with #).`;
  if (missing.length > 0) return `Your export misses ${andList(missing)}.`;
  const shaped = items.find((item) => Object.keys(item).sort().join(',') !== WANTED.join(','));
  if (shaped)
    return `Each line should hold exactly SK, total and shippedAt, but one holds ${andList(Object.keys(shaped).sort())}. A ProjectionExpression picks them (total is a reserved word too).`;
  return undefined;
}

export const customerAudit: Exercise = {
  id: 'one-customer-for-the-auditors',
  title: 'Export one customer’s shipped orders, reading only that customer',
  task:
    `Table \`${TABLE}\` keeps each customer’s profile and orders in one item collection: partition key \`PK\` (\`CUSTOMER#<name>\`), ` +
    'sort key `SK` (`PROFILE`, or `ORDER#<date>` for an order, with `total`, `status` and, once shipped, `shippedAt`). It has point-in-time recovery on. ' +
    `Auditors want every **shipped** order of \`${CUSTOMER}\`, each with only its \`SK\`, \`total\` and \`shippedAt\`, as DynamoDB JSON files in S3 ` +
    `(bucket \`${BUCKET}\`, say). The table is large in real life: the export must read, and bill, only Ada’s item collection, not the whole table. ` +
    '“Check” reads your latest export of the table and its files.',
  hints: [
    '`ExportTableToPointInTime` takes a `FilterSpecification` with up to three expressions, written as for a Query: `KeyConditionExpression`, `FilterExpression` and `ProjectionExpression`, with their own `ExpressionAttributeNames` and `ExpressionAttributeValues`.',
    'Only the key condition narrows what the export reads: `PK = :customer` there, and `begins_with(SK, :orders)` keeps the profile out. The status test is not about a key, so it goes in the filter.',
    '`status` and `total` are reserved words: use `#status` and `#total` in the expressions, with `"ExpressionAttributeNames": {"#status": "status", "#total": "total"}`.',
  ],
  setup: {
    resetTables: [TABLE],
    calls: [
      createTableCall(TABLE, { hash: 'PK', range: 'SK' }),
      ...PROFILES.map((name) =>
        putCall(TABLE, {
          PK: { S: `CUSTOMER#${name}` },
          SK: { S: 'PROFILE' },
          email: { S: `${name}@example.com` },
        }),
      ),
      ...ORDERS.map((order) =>
        putCall(TABLE, {
          PK: { S: `CUSTOMER#${order.customer}` },
          SK: { S: orderSk(order) },
          total: { N: String(order.total) },
          status: { S: order.shippedAt ? 'SHIPPED' : 'PENDING' },
          ...(order.shippedAt ? { shippedAt: { S: order.shippedAt } } : {}),
        }),
      ),
      {
        operation: 'UpdateContinuousBackups',
        body: { TableName: TABLE, PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } },
      },
      // An export names a moment after recovery was turned on, holding every item written before it.
      advanceClockCall(60),
    ],
  },
  async check(engine) {
    const found = await newestExportOf(engine, TABLE);
    if ('problem' in found) return found.problem;
    const { latest } = found;
    if (!latest)
      return notYet(
        `There is no export of ${TABLE} since Set up. ExportTableToPointInTime takes TableArn (${TABLE_ARN}), S3Bucket and, to export part of the table, a FilterSpecification.`,
      );
    const problem = requestProblem(latest);
    if (problem) return problem;
    const read = await exportedItems(engine, latest);
    if ('problem' in read) return read.problem;
    const wrong = linesProblem(read.items);
    if (wrong) return notYet(wrong);
    return pass(
      `Your export holds Ada’s ${EXPECTED.length} shipped orders, each with SK, total and shippedAt. ` +
        `Its key condition kept the read to Ada’s orders: ${(latest.BilledSizeBytes ?? 0).toLocaleString('en-US')} bytes billed, where a filter alone would have read every customer. ` +
        'ItemCount counts the lines written; BilledSizeBytes counts what was read, so Ada’s pending orders, which the filter dropped, are in it.',
    );
  },
  solution: [
    {
      operation: 'ExportTableToPointInTime',
      body: {
        TableArn: TABLE_ARN,
        S3Bucket: BUCKET,
        S3Prefix: 'ada-shipped',
        FilterSpecification: {
          KeyConditionExpression: 'PK = :customer AND begins_with(SK, :orders)',
          FilterExpression: '#status = :shipped',
          ProjectionExpression: 'SK, #total, shippedAt',
          ExpressionAttributeNames: { '#status': 'status', '#total': 'total' },
          ExpressionAttributeValues: {
            ':customer': { S: CUSTOMER },
            ':orders': { S: 'ORDER#' },
            ':shipped': { S: 'SHIPPED' },
          },
        },
      },
    },
  ],
};
