/** Lesson 14's first exercise: undo a faulty job with point-in-time recovery. */
import {
  earliestRestorable,
  allPages,
  clockText,
  describeTable,
  learnerCalls,
  notYet,
  numberOf,
  pass,
  stringOf,
  type WireItem,
} from '../../src/features/lessons/checkHelpers.ts';
import { andList } from '../../src/ui/plural.ts';
import { advanceClockCall, createTableCall, putCall } from '../../src/features/lessons/lessonCalls.ts';
import type { Exercise, LessonCall, LessonEngine } from '../../src/features/lessons/lessonTypes.ts';

const RESTORED = 'orders-restored';

/** The orders as they were before the faulty job. */
const ORDERS = [
  { id: 'ORDER#A01', customer: 'ada', total: 42, status: 'SHIPPED' },
  { id: 'ORDER#A02', customer: 'grace', total: 18, status: 'PENDING' },
  { id: 'ORDER#A03', customer: 'alan', total: 75, status: 'SHIPPED' },
  { id: 'ORDER#A04', customer: 'ada', total: 35, status: 'PENDING' },
  { id: 'ORDER#A05', customer: 'edsger', total: 120, status: 'PENDING' },
  { id: 'ORDER#A06', customer: 'barbara', total: 9, status: 'SHIPPED' },
];
const DELETED_BY_JOB = ['ORDER#A02', 'ORDER#A05'];
const ZEROED_BY_JOB = 'ORDER#A04';

/**
 * Set up moves the clock on to just before a midnight (UTC), turns recovery on there, runs the job
 * five minutes later, just after it, and leaves the clock at ten past: midnight is then a whole
 * second inside the window of good restore times, and already restorable (the latest restorable
 * time trails the clock by five minutes), whatever the second Set up was pressed at. The solution
 * restores to it, so it holds however long after Set up it is run (up to a day: after that, "the
 * last midnight" is the next one, after the job). UseLatestRestorableTime would not: at ten past,
 * the latest restorable time is already after the job. Nor would EarliestRestorableDateTime cut to
 * its whole second: recovery is turned on at a fraction past one, and the second before is refused.
 */
const JOB_DELAY_SECONDS = 300;
/** Recovery is turned on this long before midnight, so the job runs as long after it. */
const BEFORE_MIDNIGHT_SECONDS = JOB_DELAY_SECONDS / 2;
const DAY_SECONDS = 24 * 3600;
/** From the job to when the learner hears of it: ten past midnight. */
const NOTICED_AFTER_JOB_SECONDS = 600 - BEFORE_MIDNIGHT_SECONDS;

/** The first midnight at least BEFORE_MIDNIGHT_SECONDS after `nowSeconds`, epoch seconds. */
const nextMidnight = (nowSeconds: number) =>
  Math.ceil((nowSeconds + BEFORE_MIDNIGHT_SECONDS) / DAY_SECONDS) * DAY_SECONDS;

/** The midnight the job ran just after, seen from any time up to a day after the job. */
const midnightBeforeJob = (nowSeconds: number) =>
  Math.floor((nowSeconds - BEFORE_MIDNIGHT_SECONDS) / DAY_SECONDS) * DAY_SECONDS;

const orderKey = (id: string) => ({ PK: { S: id } });

export const turnOnRecovery = (table: string, days?: number): LessonCall => ({
  operation: 'UpdateContinuousBackups',
  body: {
    TableName: table,
    PointInTimeRecoverySpecification: {
      PointInTimeRecoveryEnabled: true,
      ...(days !== undefined && { RecoveryPeriodInDays: days }),
    },
  },
});

/** The faulty clean-up job: two real orders deleted, a third cancelled with its total set to 0. */
const faultyJob: LessonCall[] = [
  ...DELETED_BY_JOB.map((id) => ({
    operation: 'DeleteItem',
    body: { TableName: 'orders', Key: orderKey(id) },
  })),
  {
    operation: 'UpdateItem',
    body: {
      TableName: 'orders',
      Key: orderKey(ZEROED_BY_JOB),
      UpdateExpression: 'SET #t = :zero, #s = :cancelled',
      // Both are reserved words.
      ExpressionAttributeNames: { '#t': 'total', '#s': 'status' },
      ExpressionAttributeValues: { ':zero': { N: '0' }, ':cancelled': { S: 'CANCELLED' } },
    },
  },
];

/** What differs in one restored order from the order before the job, or undefined if nothing. */
function difference(order: (typeof ORDERS)[number], item: WireItem): string | undefined {
  const total = numberOf(item, 'total');
  if (total !== order.total) return `${order.id}’s total is ${total ?? 'missing'}, not ${order.total}`;
  const status = stringOf(item, 'status');
  if (status !== order.status) return `${order.id}’s status is ${status ?? 'missing'}, not ${order.status}`;
  return undefined;
}

/** Where the good restore times lie, from orders' recovery window (empty if it cannot be read). */
async function restoreWindow(engine: LessonEngine): Promise<string> {
  const earliest = await earliestRestorable(engine, 'orders');
  if (earliest === undefined) return '';
  // Rounded up: a whole second that still lies inside the window.
  return ` — orders was still right at ${clockText(Math.ceil(earliest))}, and the job ran five minutes later`;
}

/** The learner's backups of the table since the set-up, newest first: name and ARN. */
export const undoFaultyJob: Exercise = {
  id: 'undo-faulty-job',
  title: 'Undo a faulty job with point-in-time recovery',
  task:
    'Table `orders` (partition key `PK`) holds the shop’s orders. Set up moves the sandbox clock on to ' +
    'just before midnight (UTC) and turns on point-in-time recovery for `orders`, with a 7-day recovery ' +
    'period. Five minutes later, just after midnight, the nightly clean-up job runs and goes wrong: it ' +
    'deletes `ORDER#A02` and `ORDER#A05` and cancels `ORDER#A04`, setting its total to 0. You hear of it ' +
    'at ten past midnight. Everything before the job was right. Restore `orders` as it was before the ' +
    'job into a new table, `orders-restored`.',
  hints: [
    'Start with `DescribeContinuousBackups` on `orders`: `EarliestRestorableDateTime` is when recovery was turned on. Every order was still right then, and the job ran five minutes later.',
    '`RestoreTableToPointInTime` takes `SourceTableName`, `TargetTableName` and `RestoreDateTime` in epoch seconds: `EarliestRestorableDateTime` itself, fraction and all, or any later second up to the job: midnight, for one. A whole second taken by cutting the fraction off falls before it, and is refused.',
    '`LatestRestorableDateTime` trails the clock by about five minutes, so `UseLatestRestorableTime` avoids the job only while the job is less than five minutes old: at ten past midnight it is too late for that.',
    'Restored the damage? Delete `orders-restored`, or press Set up, and restore again to an earlier second.',
  ],
  setup: {
    resetTables: ['orders', RESTORED],
    calls: (now) => [
      advanceClockCall(nextMidnight(now) - BEFORE_MIDNIGHT_SECONDS - now),
      createTableCall('orders', { hash: 'PK' }),
      ...ORDERS.map((order) =>
        putCall('orders', {
          ...orderKey(order.id),
          customer: { S: order.customer },
          total: { N: String(order.total) },
          status: { S: order.status },
        }),
      ),
      turnOnRecovery('orders', 7),
      advanceClockCall(JOB_DELAY_SECONDS),
      ...faultyJob,
      advanceClockCall(NOTICED_AFTER_JOB_SECONDS),
    ],
  },
  async check(engine) {
    const restored = await describeTable(engine, RESTORED);
    if ('problem' in restored) return restored.problem;
    const scan = await allPages(engine, 'Scan', { TableName: RESTORED, ConsistentRead: true });
    if ('problem' in scan) return scan.problem;
    if (scan.items.length === 0)
      return notYet(
        `${RESTORED} is empty: make it with RestoreTableToPointInTime from orders, not with CreateTable.`,
      );
    const found = new Map(scan.items.map((item) => [stringOf(item, 'PK'), item]));
    const missing = ORDERS.filter((order) => !found.has(order.id)).map((order) => order.id);
    const changed = ORDERS.flatMap((order) => {
      const item = found.get(order.id);
      const changes = item && difference(order, item);
      return changes ? [changes] : [];
    });
    if (missing.length > 0 || changed.length > 0) {
      const damage = [
        ...(missing.length > 0 ? [`${andList(missing)} ${missing.length === 1 ? 'is' : 'are'} missing`] : []),
        ...changed,
      ];
      return notYet(
        `${RESTORED} is not orders as it was before the job: ${andList(damage)}. Restored to a time after the job ran? Delete ${RESTORED} and restore again to an earlier second${await restoreWindow(engine)}.`,
      );
    }
    const restores = learnerCalls(engine, 'RestoreTableToPointInTime').filter(
      (call) => call.reply !== undefined && call.request.TargetTableName === RESTORED,
    );
    if (restores.length === 0)
      return notYet(
        `${RESTORED} holds the orders as they were, but no RestoreTableToPointInTime of yours made it: copied by hand, it only works because you knew what the job changed. Press Set up and restore it from orders.`,
      );
    return pass(
      `${RESTORED} holds all ${ORDERS.length} orders as they were before the job. It is a new table: point-in-time recovery is off on it, and so are TTL, streams, tags and deletion protection. Set what it needs, then copy the lost orders back into orders or move the application over.`,
    );
  },
  solution: (now) => [
    {
      operation: 'RestoreTableToPointInTime',
      body: {
        SourceTableName: 'orders',
        TargetTableName: RESTORED,
        RestoreDateTime: midnightBeforeJob(now),
      },
    },
  ],
};
