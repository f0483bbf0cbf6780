/**
 * Lesson 22's second exercise, the CSV import, held to the feedback its check gives for typical
 * mistakes on the real engine: an import retried into the existing table, still running, made by
 * hand, or read with the wrong delimiter; the reference solution passes.
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
  type TestSandbox,
} from '../../../test/helpers/lessonSandbox.ts';
import { checkExercise } from './exerciseRunner.ts';
import { createTableCall, putCall } from './lessonCalls.ts';

const productsImport = exercise('22-exports-and-imports', 'csv-import-with-errors');
const feedback = async (engine: TestSandbox, item = productsImport) =>
  (await checkExercise(engine, item)).feedback;

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
