/**
 * Lesson 22's first exercise: a faulty job has damaged `orders`, and the learner exports the table
 * as it was before the job. The check finds the learner's newest export of the table and reads its
 * files from the sandbox's S3, as an analyst's tool would, so what passes is what the files hold.
 */
import {
  earliestRestorable,
  clockText,
  learnerCalls,
  notYet,
  numberOf,
  pass,
  stringOf,
  type WireItem,
} from '../../src/features/lessons/checkHelpers.ts';
import { andList } from '../../src/ui/plural.ts';
import { advanceClockCall, createTableCall, putCall } from '../../src/features/lessons/lessonCalls.ts';
import type { CheckResult, Exercise, LessonEngine } from '../../src/features/lessons/lessonTypes.ts';
import { exportedItems, exportFolder, newestExportOf, type ExportShape } from './exportedItems.ts';

const TABLE = 'orders';
const TABLE_ARN = `arn:aws:dynamodb:us-east-1:000000000000:table/${TABLE}`;
/** Where the pass feedback suggests loading the export: not checked, a table to compare with. */
export const BEFORE_JOB_TABLE = 'orders_before_job';
const BUCKET = 'orders-archive';
const PREFIX = 'before-job';

/** The orders as they were before the faulty job. */
const ORDERS = [
  { id: 'ORDER#1001', customer: 'ada', total: 42, status: 'SHIPPED' },
  { id: 'ORDER#1002', customer: 'grace', total: 18, status: 'PENDING' },
  { id: 'ORDER#1003', customer: 'alan', total: 75, status: 'SHIPPED' },
  { id: 'ORDER#1004', customer: 'ada', total: 35, status: 'PENDING' },
  { id: 'ORDER#1005', customer: 'edsger', total: 120, status: 'PENDING' },
  { id: 'ORDER#1006', customer: 'barbara', total: 9, status: 'SHIPPED' },
  { id: 'ORDER#1007', customer: 'katherine', total: 64, status: 'SHIPPED' },
  { id: 'ORDER#1008', customer: 'linus', total: 27, status: 'PENDING' },
];
const DELETED_BY_JOB = ['ORDER#1003', 'ORDER#1006'];
const ZEROED_BY_JOB = 'ORDER#1007';

/**
 * The job runs an hour after recovery was turned on. The solution exports the table as it was half
 * an hour before the solution is shown: before the job for the first half hour of sandbox time after
 * Set up, and after recovery was turned on for the first ninety minutes. Later, the check's feedback
 * points to EarliestRestorableDateTime, a time that is always right.
 */
const JOB_DELAY_SECONDS = 3600;
const SOLUTION_LOOKBACK_SECONDS = 1800;

const orderKey = (id: string) => ({ PK: { S: id } });

const faultyJob = [
  ...DELETED_BY_JOB.map((id) => ({ operation: 'DeleteItem', body: { TableName: TABLE, Key: orderKey(id) } })),
  {
    operation: 'UpdateItem',
    body: {
      TableName: TABLE,
      Key: orderKey(ZEROED_BY_JOB),
      UpdateExpression: 'SET #t = :zero',
      // A reserved word.
      ExpressionAttributeNames: { '#t': 'total' },
      ExpressionAttributeValues: { ':zero': { N: '0' } },
    },
  },
];

/** How the exported orders differ from the orders before the job: missing ones and changed totals. */
function damage(items: readonly WireItem[]): string[] {
  const found = new Map(items.map((item) => [stringOf(item, 'PK'), item]));
  const missing = ORDERS.filter((order) => !found.has(order.id)).map((order) => order.id);
  const changed = ORDERS.flatMap((order) => {
    const item = found.get(order.id);
    const total = numberOf(item, 'total');
    return item && total !== order.total
      ? [`${order.id}’s total is ${total ?? 'missing'}, not ${order.total}`]
      : [];
  });
  return [
    ...(missing.length > 0 ? [`${andList(missing)} ${missing.length === 1 ? 'is' : 'are'} missing`] : []),
    ...changed,
  ];
}

/** When recovery was turned on and when the job ran, for feedback (empty if it cannot be read). */
async function goodTimes(engine: LessonEngine): Promise<string> {
  const earliest = await earliestRestorable(engine, TABLE);
  if (earliest === undefined) return '';
  // Rounded up: whole seconds that lie inside the window and before the job.
  const from = Math.ceil(earliest);
  return ` Recovery was turned on at ${clockText(from)} and the job ran an hour later, at ${clockText(from + JOB_DELAY_SECONDS)}: any ExportTime in between shows the orders intact.`;
}

/** What to say when there is no export of the table yet: why the learner's latest request failed, if it did. */
async function noExportYet(engine: LessonEngine): Promise<CheckResult> {
  const [latest] = learnerCalls(engine, 'ExportTableToPointInTime');
  if (latest?.error) {
    const refused = `Your latest ExportTableToPointInTime was refused: ${latest.error.type}: “${latest.error.message}”.`;
    if (latest.error.type === 'InvalidExportTimeException') {
      // Epoch milliseconds are a hundred billion and more; seconds stay below that until the year 5138.
      const why =
        Number(latest.request.ExportTime) > 1e11
          ? 'ExportTime is in epoch seconds, not milliseconds.'
          : 'That ExportTime lies outside the recovery window, which opens when recovery was turned on: EarliestRestorableDateTime with its fraction of a second, not the whole second before it.';
      return notYet(`${refused} ${why}${await goodTimes(engine)}`);
    }
    return notYet(refused);
  }
  return notYet(
    `There is no export of ${TABLE} since Set up. ExportTableToPointInTime takes the table’s ARN (TableArn, ${TABLE_ARN}), a bucket (S3Bucket) and the point in time to export (ExportTime, in epoch seconds).`,
  );
}

/** What is wrong with the export itself, before its files are read; undefined when it is a completed full export as DynamoDB JSON. */
function exportProblem(latest: ExportShape): CheckResult | undefined {
  if (latest.ExportStatus === 'IN_PROGRESS')
    return notYet(
      `Your export of ${TABLE} is IN_PROGRESS: it writes its files when it completes, a few seconds later on the sandbox’s clock. Let the clock run (or step it), then check again.`,
    );
  if (latest.ExportStatus === 'FAILED')
    return notYet(
      `Your latest export of ${TABLE} FAILED: ${latest.FailureCode}: ${(latest.FailureMessage ?? '').replace(/\.$/, '')}.${latest.FailureCode === 'S3NoSuchBucket' ? ` S3 refuses the bucket name ${latest.S3Bucket}: use lowercase letters, digits, dots and hyphens, such as ${BUCKET} (and not AWS’s amzn-s3-demo-… examples, which S3 reserves).` : ''}`,
    );
  if (latest.ExportType === 'INCREMENTAL_EXPORT')
    return notYet(
      `Your latest export is an INCREMENTAL_EXPORT: it holds only the items that changed in its period. Finance needs every order as it was: a FULL_EXPORT (the default) with an ExportTime before the job.`,
    );
  if (latest.ExportFormat !== 'DYNAMODB_JSON')
    return notYet(
      `Your latest export is in ${latest.ExportFormat}; the task asks for DynamoDB JSON ("ExportFormat": "DYNAMODB_JSON", the default), which finance’s tools read.`,
    );
  return undefined;
}

export const exportBeforeJob: Exercise = {
  id: 'export-before-the-job',
  title: 'Export a table as it was before a faulty job',
  task:
    `Table \`${TABLE}\` (partition key \`PK\`) has had point-in-time recovery on for an hour. Then a faulty job ran: ` +
    `it deleted ${andList(DELETED_BY_JOB.map((id) => `\`${id}\``))} and set the total of \`${ZEROED_BY_JOB}\` to 0. ` +
    'The finance team wants the orders as they were before the job, as files in S3 that their query tools can read ' +
    `and that outlast the recovery window. Export \`${TABLE}\` as it was before the job, as DynamoDB JSON, to an S3 ` +
    `bucket: say \`${BUCKET}\`, prefix \`${PREFIX}\` (in the sandbox any valid bucket name exists). “Check” reads your ` +
    `latest export’s files. Once it passes, it shows how to load them into a new table, \`${BEFORE_JOB_TABLE}\`.`,
  hints: [
    `An export needs point-in-time recovery, which ${TABLE} has, and reads from it, not from the table. \`DescribeContinuousBackups\` shows \`EarliestRestorableDateTime\`, when recovery was turned on: every order was intact then, and the job ran an hour later. Use it with its fraction of a second, or any later whole second before the job.`,
    `\`ExportTableToPointInTime\` takes \`TableArn\` (\`${TABLE_ARN}\`), \`S3Bucket\`, \`S3Prefix\` and \`ExportTime\` in epoch seconds. Without \`ExportTime\` it exports the table as it is now, damage included.`,
    `The export is IN_PROGRESS for a few seconds of the sandbox’s clock. \`DescribeExport\` with its \`ExportArn\` shows it COMPLETED, with \`ItemCount\` and \`ExportManifest\`. The [S3 page](#/s3/${BUCKET}) shows the files, and the lines of each data file.`,
  ],
  setup: {
    resetTables: [TABLE, BEFORE_JOB_TABLE],
    calls: [
      createTableCall(TABLE, { hash: 'PK' }),
      ...ORDERS.map((order) =>
        putCall(TABLE, {
          ...orderKey(order.id),
          customer: { S: order.customer },
          total: { N: String(order.total) },
          status: { S: order.status },
        }),
      ),
      {
        operation: 'UpdateContinuousBackups',
        body: {
          TableName: TABLE,
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true, RecoveryPeriodInDays: 7 },
        },
      },
      advanceClockCall(JOB_DELAY_SECONDS),
      ...faultyJob,
    ],
  },
  async check(engine) {
    const found = await newestExportOf(engine, TABLE);
    if ('problem' in found) return found.problem;
    const { latest } = found;
    if (!latest) return noExportYet(engine);
    const problem = exportProblem(latest);
    if (problem) return problem;
    const read = await exportedItems(engine, latest);
    if ('problem' in read) return read.problem;
    const exportedAt = clockText(Math.floor(latest.ExportTime ?? latest.StartTime));
    const wrong = damage(read.items);
    if (wrong.length > 0)
      return notYet(
        `Your latest export shows ${TABLE} at ${exportedAt}, after the job: ${andList(wrong)}. Export again with an ExportTime before the job.${await goodTimes(engine)}`,
      );
    const folder = exportFolder(latest);
    return pass(
      `Your export shows all ${ORDERS.length} orders as they were at ${exportedAt}, before the job. ` +
        `It read no capacity from ${TABLE}. Its ${read.dataFiles} data files, one per partition of ${TABLE} (so some may be empty), are under s3://${latest.S3Bucket}/${folder}data/, listed in manifest-files.json. ` +
        `To compare with today’s table, load them into a new one: ImportTable with "S3BucketSource": {"S3Bucket": "${latest.S3Bucket}", "S3KeyPrefix": "${folder}data/"}, ` +
        `"InputFormat": "DYNAMODB_JSON", "InputCompressionType": "GZIP" and TableCreationParameters for ${BEFORE_JOB_TABLE} (partition key PK, type S).`,
    );
  },
  solution: (nowSeconds) => [
    {
      operation: 'ExportTableToPointInTime',
      body: {
        TableArn: TABLE_ARN,
        S3Bucket: BUCKET,
        S3Prefix: PREFIX,
        ExportFormat: 'DYNAMODB_JSON',
        ExportTime: nowSeconds - SOLUTION_LOOKBACK_SECONDS,
      },
    },
  ],
};
