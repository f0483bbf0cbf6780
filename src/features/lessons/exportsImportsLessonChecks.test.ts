/**
 * Lesson 22's checks held to the feedback they give for typical mistakes, on the real engine: an
 * export of the table as it is now (damage included), still in progress, to a bucket S3 refuses,
 * incremental or in Ion, or with its files deleted (the CSV import: productsImportLessonChecks).
 * The reference solution passes, and the import its check's feedback describes really brings the
 * orders back.
 */
import { describe, expect, it } from 'vitest';
import {
  afterLearner,
  asLearner,
  exercise,
  freshEngine,
  setUp,
  solve,
  START_MS,
  type TestSandbox,
} from '../../../test/helpers/lessonSandbox.ts';
import { clockText } from './checkHelpers.ts';
import { callsAt, checkExercise } from './exerciseRunner.ts';
import type { LessonCall } from './lessonTypes.ts';

const SLUG = '22-exports-and-imports';
const exportBeforeJob = exercise(SLUG, 'export-before-the-job');

const ORDERS_ARN = 'arn:aws:dynamodb:us-east-1:000000000000:table/orders';
/**
 * Recovery is turned on once orders is ACTIVE, 1.7 s into the clock, and the job runs an hour later:
 * the feedback gives the first whole second after each.
 */
const START_SECONDS = Math.floor(START_MS / 1000);
const RECOVERY_ON = START_SECONDS + 2;
const GOOD_TIMES = `Recovery was turned on at ${clockText(RECOVERY_ON)} and the job ran an hour later, at ${clockText(RECOVERY_ON + 3600)}: any ExportTime in between shows the orders intact.`;

const exportCall = (extra: Record<string, unknown> = {}): LessonCall => ({
  operation: 'ExportTableToPointInTime',
  body: { TableArn: ORDERS_ARN, S3Bucket: 'orders-archive', S3Prefix: 'before-job', ...extra },
});

const feedback = async (engine: TestSandbox, item = exportBeforeJob) =>
  (await checkExercise(engine, item)).feedback;

describe('exporting orders as they were before the job', () => {
  it('asks for an export until there is one, and explains a time given in milliseconds', async () => {
    const engine = freshEngine();
    await setUp(engine, exportBeforeJob);
    expect(await feedback(engine)).toBe(
      `There is no export of orders since Set up. ExportTableToPointInTime takes the table’s ARN (TableArn, ${ORDERS_ARN}), a bucket (S3Bucket) and the point in time to export (ExportTime, in epoch seconds).`,
    );
    const inMilliseconds = {
      ...exportCall({ ExportTime: (RECOVERY_ON + 60) * 1000 }),
      expectError: 'InvalidExportTimeException',
    };
    expect(await asLearner(engine, [inMilliseconds])).toEqual({ ok: true });
    expect(await feedback(engine)).toBe(
      'Your latest ExportTableToPointInTime was refused: InvalidExportTimeException: “Export Time is invalid”. ' +
        `ExportTime is in epoch seconds, not milliseconds. ${GOOD_TIMES}`,
    );
    // A time in seconds, just before recovery was turned on: the window is the reason, not the unit.
    const tooEarly = {
      ...exportCall({ ExportTime: RECOVERY_ON - 1 }),
      expectError: 'InvalidExportTimeException',
    };
    expect(await asLearner(engine, [tooEarly])).toEqual({ ok: true });
    expect(await feedback(engine)).toBe(
      'Your latest ExportTableToPointInTime was refused: InvalidExportTimeException: “Export Time is invalid”. ' +
        `That ExportTime lies outside the recovery window, which opens when recovery was turned on: EarliestRestorableDateTime with its fraction of a second, not the whole second before it. ${GOOD_TIMES}`,
    );
  });

  it('an export still IN_PROGRESS is not judged yet', async () => {
    const engine = await afterLearner(exportBeforeJob, [exportCall()]);
    expect(await feedback(engine)).toMatch(
      /^Your export of orders is IN_PROGRESS: it writes its files when it completes/,
    );
  });

  it('an export of the table as it is now holds the damage, read from its files', async () => {
    const engine = await afterLearner(exportBeforeJob, [exportCall()], 5);
    const now = START_SECONDS + 3601;
    expect(await feedback(engine)).toBe(
      `Your latest export shows orders at ${clockText(now)}, after the job: ORDER#1003 and ORDER#1006 are missing and ORDER#1007’s total is 0, not 64. ` +
        `Export again with an ExportTime before the job. ${GOOD_TIMES}`,
    );
  });

  it('names a bucket S3 refuses, an incremental export and an Ion export for what they are', async () => {
    const reserved = await afterLearner(
      exportBeforeJob,
      [exportCall({ S3Bucket: 'amzn-s3-demo-bucket' })],
      5,
    );
    expect(await feedback(reserved)).toBe(
      'Your latest export of orders FAILED: S3NoSuchBucket: The specified bucket does not exist (Service: Amazon S3; Status Code: 404; Error Code: NoSuchBucket). ' +
        'S3 refuses the bucket name amzn-s3-demo-bucket: use lowercase letters, digits, dots and hyphens, such as orders-archive (and not AWS’s amzn-s3-demo-… examples, which S3 reserves).',
    );
    const period = { ExportFromTime: RECOVERY_ON + 60, ExportToTime: RECOVERY_ON + 1800 };
    const incremental = exportCall({
      ExportType: 'INCREMENTAL_EXPORT',
      IncrementalExportSpecification: period,
    });
    expect(await feedback(await afterLearner(exportBeforeJob, [incremental], 5))).toMatch(
      /^Your latest export is an INCREMENTAL_EXPORT: it holds only the items that changed in its period\./,
    );
    const ion = exportCall({ ExportFormat: 'ION', ExportTime: RECOVERY_ON + 60 });
    expect(await feedback(await afterLearner(exportBeforeJob, [ion], 5))).toMatch(
      /^Your latest export is in ION; the task asks for DynamoDB JSON/,
    );
  });

  it('reads the files themselves: a data file deleted from S3 is missed', async () => {
    const engine = await afterLearner(exportBeforeJob, [exportCall({ ExportTime: RECOVERY_ON + 60 })], 5);
    expect((await checkExercise(engine, exportBeforeJob)).passed).toBe(true);
    const listed = await engine.sandbox('S3ListObjects', { Bucket: 'orders-archive', Prefix: 'before-job/' });
    const dataFile = (listed.Objects as { Key: string }[]).find((object) =>
      object.Key.includes('/data/'),
    )!.Key;
    await engine.sandbox('S3DeleteObject', { Bucket: 'orders-archive', Key: dataFile });
    expect(await feedback(engine)).toBe(
      `The export’s file s3://orders-archive/${dataFile} could not be read (The specified key does not exist.). Its files must stay as the export wrote them: export again.`,
    );
  });

  it('an export made before Set up is of another table and no longer counts', async () => {
    const engine = freshEngine();
    await setUp(engine, exportBeforeJob);
    await solve(engine, exportBeforeJob);
    await engine.advanceClock(5);
    expect((await checkExercise(engine, exportBeforeJob)).passed).toBe(true);
    await setUp(engine, exportBeforeJob);
    expect(await feedback(engine)).toMatch(/^There is no export of orders since Set up\./);
  });

  it('the solution passes, and the import its feedback describes brings the eight orders back', async () => {
    const engine = freshEngine();
    await setUp(engine, exportBeforeJob);
    // Built after Set up, as the app builds it: half an hour back, between recovery turned on and the job.
    const [request] = callsAt(exportBeforeJob.solution, await engine.clockSeconds());
    expect(request.body.ExportTime).toBe(START_SECONDS + 3601 - 1800);
    await solve(engine, exportBeforeJob);
    await engine.advanceClock(5);
    const verdict = await checkExercise(engine, exportBeforeJob);
    expect(verdict.passed).toBe(true);
    expect(verdict.feedback).toMatch(
      /^Your export shows all 8 orders as they were at .*, before the job\. It read no capacity/,
    );
    const prefix = /"S3KeyPrefix": "(before-job\/AWSDynamoDB\/\d{14}-[0-9a-f]{8}\/data\/)"/.exec(
      verdict.feedback,
    )![1];
    const imported = await asLearner(engine, [
      {
        operation: 'ImportTable',
        body: {
          S3BucketSource: { S3Bucket: 'orders-archive', S3KeyPrefix: prefix },
          InputFormat: 'DYNAMODB_JSON',
          InputCompressionType: 'GZIP',
          TableCreationParameters: {
            TableName: 'orders_before_job',
            KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
            AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }],
            BillingMode: 'PAY_PER_REQUEST',
          },
        },
      },
    ]);
    expect(imported).toEqual({ ok: true });
    const scan = await engine.call('Scan', { TableName: 'orders_before_job' });
    const items = scan.ok ? (scan.reply.Items as { PK: { S: string }; total: { N: string } }[]) : [];
    expect(items.map((item) => item.PK.S).sort()).toEqual(
      ['1001', '1002', '1003', '1004', '1005', '1006', '1007', '1008'].map((n) => `ORDER#${n}`),
    );
    expect(items.find((item) => item.PK.S === 'ORDER#1007')?.total).toEqual({ N: '64' });
  });
});
