/**
 * Lesson 22's checks held to the feedback they give for typical mistakes, on the real engine: an
 * export of the table as it is now (damage included), still in progress, to a bucket S3 refuses,
 * incremental or in Ion, or with its files deleted; and a CSV import retried into the existing
 * table, still running, made by hand, or read with the wrong delimiter. The reference solutions
 * pass, and the import the first check's feedback describes really brings the orders back.
 */
import { describe, expect, it } from 'vitest';
import {
  afterLearner,
  asLearner,
  exercise,
  freshEngine,
  setUp,
  solutionOf,
  solve,
  START_MS,
  type TestSandbox,
} from '../../../test/helpers/lessonSandbox.ts';
import { clockText } from './checkHelpers.ts';
import { callsAt, checkExercise } from './exerciseRunner.ts';
import { createTableCall, putCall } from './lessonCalls.ts';
import type { LessonCall } from './lessonTypes.ts';

const SLUG = '22-exports-and-imports';
const exportBeforeJob = exercise(SLUG, 'export-before-the-job');
const productsImport = exercise(SLUG, 'csv-import-with-errors');

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

const [deleteProducts, importAsString] = solutionOf(productsImport);
const COLLEAGUE_IMPORT =
  'Its import ended FAILED (ItemValidationError): ProcessedItemCount 8, ImportedItemCount 5, ErrorCount 3. ' +
  'The import’s error log (DynamoSandbox.GetImportErrors; CloudWatch Logs on AWS) says: ' +
  'itemIndex 2: “The parameter cannot be converted to a numeric value: KT-2001”; ' +
  'itemIndex 4: “The parameter cannot be converted to a numeric value: KT-2002”; ' +
  'itemIndex 6: “The parameter cannot be converted to a numeric value: KT-2003”.';
const START_AGAIN =
  'ImportTable cannot load into an existing table: delete products, then import the file again with a key every row fits.';

describe('importing the products again', () => {
  it('starts with the colleague’s failed import: its errors quoted, its good products kept', async () => {
    const engine = freshEngine();
    await setUp(engine, productsImport);
    expect(await feedback(engine, productsImport)).toBe(
      `products is keyed on sku as a number (N). ${COLLEAGUE_IMPORT} ${START_AGAIN}`,
    );
    const scan = await engine.call('Scan', { TableName: 'products' });
    expect(
      scan.ok && (scan.reply.Items as { sku: { N: string } }[]).map((item) => item.sku.N).sort(),
    ).toEqual(['1001', '1002', '1003', '1004']);
  });

  it('an import into the existing table is refused, and the feedback says why', async () => {
    const engine = await afterLearner(productsImport, [
      { ...importAsString, expectError: 'ResourceInUseException' },
    ]);
    expect(await feedback(engine, productsImport)).toBe(
      `products is keyed on sku as a number (N). ${COLLEAGUE_IMPORT} ` +
        'Your latest ImportTable was refused with “Table already exists: products”: an import always makes a new table. ' +
        START_AGAIN,
    );
  });

  it('waits for an import still running, and asks for an import rather than a table made by hand', async () => {
    const engine = await afterLearner(productsImport, [deleteProducts]);
    expect(await feedback(engine, productsImport)).toBe('There is no table named products yet.');
    // Sent as the Console sends it, without the runner's wait: the table does not show at first
    // (ack-api-quirks dynamodb DDB-IMPORT-001), then it is CREATING while the import runs.
    await engine.call('ImportTable', importAsString.body);
    expect(await feedback(engine, productsImport)).toBe(
      'Your import into products is IN_PROGRESS and its table does not show yet: DynamoDB makes an imported table in the background, so DescribeTable answers ResourceNotFoundException for a while after ImportTable (about 30 seconds on AWS), then CREATING until the import ends. ' +
        'Wait until the table is ACTIVE (the clock must be running, or step it).',
    );
    await engine.advanceClock(1);
    expect(await feedback(engine, productsImport)).toBe(
      'products is CREATING. Wait until it is ACTIVE (the clock must be running, or step it).',
    );
    const byHand = await afterLearner(productsImport, [
      deleteProducts,
      createTableCall('products', { hash: 'sku' }),
      putCall('products', { sku: { S: '1001' }, price: { S: '24.50' } }),
    ]);
    expect(await feedback(byHand, productsImport)).toBe(
      'products was not made by ImportTable. Delete it and import the file: an import makes its table itself.',
    );
  });

  it('an import refused while products is DELETING says to wait; one refused for its request does not', async () => {
    const engine = freshEngine();
    await setUp(engine, productsImport);
    // Sent as the Console sends them, without the runner's wait after DeleteTable.
    await engine.call('DeleteTable', deleteProducts.body);
    await asLearner(engine, [{ ...importAsString, expectError: 'ResourceInUseException' }]);
    expect(await feedback(engine, productsImport)).toMatch(
      /A deleted table is DELETING for a moment: wait until it is gone \(aws dynamodb wait table-not-exists --table-name products\), then import\.$/,
    );
    await engine.advanceClock(5);
    const zip = { ...importAsString.body, InputCompressionType: 'ZIP' };
    await asLearner(engine, [{ operation: 'ImportTable', body: zip, expectError: 'ValidationException' }]);
    const said = await feedback(engine, productsImport);
    expect(said).toMatch(
      /^There is no table named products yet\. Your latest ImportTable failed: ValidationException: /,
    );
    expect(said).toMatch(/\. Correct the request and send it again\.$/);
    expect(said).not.toMatch(/DELETING/);
  });

  it('a string key with the wrong delimiter: every row misses its key', async () => {
    const semicolons = { ...importAsString.body, InputFormatOptions: { Csv: { Delimiter: ';' } } };
    const engine = await afterLearner(productsImport, [
      deleteProducts,
      { operation: 'ImportTable', body: semicolons },
    ]);
    expect(await feedback(engine, productsImport)).toBe(
      'products is keyed on sku as a string. Its import ended FAILED (ItemValidationError): ProcessedItemCount 8, ImportedItemCount 0, ErrorCount 8. ' +
        'The import’s error log (DynamoSandbox.GetImportErrors; CloudWatch Logs on AWS) says: ' +
        'itemIndex 0: “One or more parameter values were invalid: Missing the key sku in the item”; ' +
        'itemIndex 1: “One or more parameter values were invalid: Missing the key sku in the item”; ' +
        `itemIndex 2: “One or more parameter values were invalid: Missing the key sku in the item”. ${START_AGAIN}`,
    );
  });

  it('a re-import with an index keyed on category and price takes the prices as numbers', async () => {
    const params = importAsString.body.TableCreationParameters as Record<string, unknown>;
    const withIndex = {
      ...importAsString.body,
      TableCreationParameters: {
        ...params,
        AttributeDefinitions: [
          { AttributeName: 'sku', AttributeType: 'S' },
          { AttributeName: 'category', AttributeType: 'S' },
          { AttributeName: 'price', AttributeType: 'N' },
        ],
        GlobalSecondaryIndexes: [
          {
            IndexName: 'by-category-price',
            KeySchema: [
              { AttributeName: 'category', KeyType: 'HASH' },
              { AttributeName: 'price', KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
        ],
      },
    };
    const engine = await afterLearner(productsImport, [
      deleteProducts,
      { operation: 'ImportTable', body: withIndex },
    ]);
    const verdict = await checkExercise(engine, productsImport);
    expect(verdict.passed).toBe(true);
    expect(verdict.feedback).toContain(
      'Look at the prices: they are numbers, such as {"N": "24.5"} for the file’s 24.50, because an index of the table keys on price as N',
    );
  });

  it('the solution passes: seven products, SKU 1002 once, every price a string', async () => {
    const engine = freshEngine();
    await setUp(engine, productsImport);
    await solve(engine, productsImport);
    const verdict = await checkExercise(engine, productsImport);
    expect(verdict.passed).toBe(true);
    expect(verdict.feedback).toMatch(
      /^products holds the 7 products of the file, keyed on sku as a string, and its import COMPLETED: ProcessedItemCount 8, ImportedItemCount 8, ErrorCount 0\./,
    );
    const read = await engine.call('GetItem', { TableName: 'products', Key: { sku: { S: 'KT-2002' } } });
    expect(read.ok && read.reply.Item).toEqual({
      sku: { S: 'KT-2002' },
      name: { S: 'Whisk, balloon' },
      category: { S: 'baking' },
      price: { S: '6.50' },
    });
  });
});
