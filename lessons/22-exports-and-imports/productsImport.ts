/**
 * Lesson 22's second exercise: a supplier's CSV price list, imported by a colleague with the key
 * declared a number, ended FAILED with the SKUs that hold letters skipped. The learner finds why and
 * imports the file again, into a new `products` keyed on a string. The check judges the table an
 * import made: its key type, its items, and what CSV made of the prices (strings, or numbers when an
 * index keys on price as N).
 */
import {
  allPages,
  describeTable,
  keyOf,
  learnerCalls,
  notYet,
  numberOf,
  pass,
  stringOf,
  type TableShape,
  type WireItem,
} from '../../src/features/lessons/checkHelpers.ts';
import { putS3ObjectCall } from '../../src/features/lessons/lessonCalls.ts';
import type {
  CheckResult,
  Exercise,
  LessonCall,
  LessonEngine,
} from '../../src/features/lessons/lessonTypes.ts';

const TABLE = 'products';
const TABLE_ARN = `arn:aws:dynamodb:us-east-1:000000000000:table/${TABLE}`;
const BUCKET = 'shop-feeds';
const KEY = 'incoming/products.csv';

/** The supplier's rows, in the file's order: SKU 1002 comes twice, the second time with a new price. */
const ROWS = [
  { sku: '1001', name: 'Teapot', category: 'kitchen', price: '24.50' },
  { sku: '1002', name: 'Mug', category: 'kitchen', price: '8.00' },
  { sku: 'KT-2001', name: 'Kettle', category: 'kitchen', price: '39.00' },
  { sku: '1003', name: 'Cake tin', category: 'baking', price: '12.90' },
  { sku: 'KT-2002', name: 'Whisk, balloon', category: 'baking', price: '6.50' },
  { sku: '1004', name: 'Rolling pin', category: 'baking', price: '9.95' },
  { sku: 'KT-2003', name: 'Apron', category: 'textiles', price: '15.00' },
  { sku: '1002', name: 'Mug', category: 'kitchen', price: '7.50' },
];
const TYPE_NAMES: Record<string, string> = { N: 'a number (N)', B: 'binary (B)' };
const SKUS = [...new Set(ROWS.map((row) => row.sku))];

const csvField = (value: string) => (value.includes(',') ? `"${value}"` : value);
export const PRODUCTS_CSV = [
  'sku,name,category,price',
  ...ROWS.map((row) => [row.sku, row.name, row.category, row.price].map(csvField).join(',')),
  '',
].join('\n');

/** ImportTable of the supplier's file into a new `products` keyed on `sku` of `skuType`. */
export const importProducts = (skuType: 'S' | 'N'): LessonCall => ({
  operation: 'ImportTable',
  body: {
    S3BucketSource: { S3Bucket: BUCKET, S3KeyPrefix: KEY },
    InputFormat: 'CSV',
    InputCompressionType: 'NONE',
    TableCreationParameters: {
      TableName: TABLE,
      KeySchema: [{ AttributeName: 'sku', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'sku', AttributeType: skuType }],
      BillingMode: 'PAY_PER_REQUEST',
    },
  },
});

interface ImportShape {
  ImportArn: string;
  ImportStatus: string;
  TableId: string;
  ProcessedItemCount: number;
  ImportedItemCount: number;
  ErrorCount: number;
  FailureCode?: string;
}

/** The import that made the table `tableId` (a table made by CreateTable has none). */
async function importOf(engine: LessonEngine, tableId: string): Promise<ImportShape | undefined> {
  let token: string | undefined;
  do {
    const listed = await engine.call('ListImports', {
      TableArn: TABLE_ARN,
      ...(token && { NextToken: token }),
    });
    if (!listed.ok) return undefined;
    for (const summary of listed.reply.ImportSummaryList as { ImportArn: string }[]) {
      const described = await engine.call('DescribeImport', { ImportArn: summary.ImportArn });
      const description = described.ok ? (described.reply.ImportTableDescription as ImportShape) : undefined;
      if (description?.TableId === tableId) return description;
    }
    token = listed.reply.NextToken as string | undefined;
  } while (token);
  return undefined;
}

/** The first errors of an import, as its error log holds them: ` … says: itemIndex 2: “…”; ….` (empty if none). */
async function firstErrors(engine: LessonEngine, importArn: string): Promise<string> {
  const log = await engine.sandbox('GetImportErrors', { ImportArn: importArn });
  const events = log.ErrorEvents as { itemS3Pointer: { itemIndex: number }; errorMessages: string[] }[];
  if (events.length === 0) return '';
  const quoted = events
    .slice(0, 3)
    .map((event) => `itemIndex ${event.itemS3Pointer.itemIndex}: “${event.errorMessages.join(' ')}”`)
    .join('; ');
  return ` The import’s error log (DynamoSandbox.GetImportErrors; CloudWatch Logs on AWS) says: ${quoted}.`;
}

const summary = (found: ImportShape) =>
  `ProcessedItemCount ${found.ProcessedItemCount}, ImportedItemCount ${found.ImportedItemCount}, ErrorCount ${found.ErrorCount}`;

/** What an import that skipped records left: the counts, the errors it logged, and the way to start again. */
async function failedImport(engine: LessonEngine, found: ImportShape, why: string): Promise<CheckResult> {
  const [retry] = learnerCalls(engine, 'ImportTable');
  const refused =
    retry?.error?.type === 'ResourceInUseException'
      ? ` Your latest ImportTable was refused with “${retry.error.message}”: an import always makes a new table.`
      : '';
  return notYet(
    `${why} Its import ended ${found.ImportStatus} (${found.FailureCode ?? 'no failure code'}): ${summary(found)}.` +
      `${await firstErrors(engine, found.ImportArn)}${refused} ` +
      `ImportTable cannot load into an existing table: delete ${TABLE}, then import the file again with a key every row fits.`,
  );
}

/**
 * What differs between the table's items and the file's products, or undefined. `numericPrice`: an
 * index of the table keys on price as a number (N), so the import typed the column and a price is
 * right when it is numerically the file's ("24.50" arrives as 24.5).
 */
function itemsProblem(items: readonly WireItem[], numericPrice: boolean): CheckResult | undefined {
  const bySku = new Map(items.map((item) => [stringOf(item, 'sku'), item]));
  const missing = SKUS.filter((sku) => !bySku.has(sku));
  if (missing.length > 0)
    return notYet(
      `${TABLE} has ${items.length} items; ${missing.length === 1 ? 'SKU' : 'SKUs'} ${missing.join(', ')} from the file ${missing.length === 1 ? 'is' : 'are'} missing.`,
    );
  const extra = [...bySku.keys()].filter((sku) => sku === undefined || !SKUS.includes(sku));
  if (extra.length > 0 || items.length !== SKUS.length)
    return notYet(
      `${TABLE} has ${items.length} items, not the ${SKUS.length} products of the file: import the file alone.`,
    );
  for (const sku of SKUS) {
    const item = bySku.get(sku)!;
    const rows = ROWS.filter((row) => row.sku === sku);
    if (stringOf(item, 'name') !== rows[0].name)
      return notYet(
        `The name of ${sku} is ${JSON.stringify(item.name)}, not "${rows[0].name}" as in the file.`,
      );
    const price = stringOf(item, 'price');
    const number = numericPrice ? numberOf(item, 'price') : undefined;
    if (!rows.some((row) => row.price === price || (number !== undefined && Number(row.price) === number)))
      return notYet(
        `The price of ${sku} is ${JSON.stringify(item.price)}; the file says "${rows.map((row) => row.price).join('" or "')}".`,
      );
  }
  return undefined;
}

export const productsImport: Exercise = {
  id: 'csv-import-with-errors',
  title: 'A CSV import that left products out',
  task:
    `A colleague imported the supplier’s price list, \`s3://${BUCKET}/${KEY}\`, into a new table \`${TABLE}\` with ` +
    '`sku` as its partition key. The import ended FAILED, and some products never arrived. Find out why, then make ' +
    `\`${TABLE}\` hold every product in the file, through an import of the same file (leave the file as it is). ` +
    'Once it passes, look at how the prices arrived.',
  hints: [
    '`ListImports` lists the imports; `DescribeImport` with the `ImportArn` shows `ImportStatus`, `FailureCode`, `ErrorCount` and `ImportedItemCount`. The sandbox keeps the errors AWS writes to CloudWatch Logs: “Check” quotes the first ones. The [S3 page](#/s3/shop-feeds) shows the file.',
    'Look at `AttributeDefinitions` in the import’s `TableCreationParameters` (or `DescribeTable products`), then at the SKUs in the file: do they all fit?',
    `An import cannot load into an existing table: delete \`${TABLE}\` with \`DeleteTable\`, then send \`ImportTable\` again with \`"AttributeType": "S"\` for \`sku\`. The table shows a moment after the request, and is CREATING until the import ends.`,
  ],
  setup: {
    resetTables: [TABLE],
    calls: [putS3ObjectCall(BUCKET, KEY, PRODUCTS_CSV), importProducts('N')],
  },
  async check(engine) {
    const usable = await describeTable(engine, TABLE);
    if ('problem' in usable)
      return (await importNotShownYet(engine)) ?? withFailedImport(engine, usable.problem);
    const found = await importOf(engine, (usable.table as TableShape & { TableId: string }).TableId);
    if (!found)
      return notYet(
        `${TABLE} was not made by ImportTable. Delete it and import the file: an import makes its table itself.`,
      );
    const key = keyOf(usable.table, 'HASH');
    if (key?.name !== 'sku' || usable.table.KeySchema.length !== 1)
      return notYet(
        `${TABLE} should be keyed on sku alone, the file’s key column: delete it and import again.`,
      );
    if (key.type !== 'S')
      return failedImport(
        engine,
        found,
        `${TABLE} is keyed on sku as ${TYPE_NAMES[key.type ?? ''] ?? key.type}.`,
      );
    if (found.ImportStatus !== 'COMPLETED' || found.ErrorCount > 0)
      return failedImport(engine, found, `${TABLE} is keyed on sku as a string.`);
    const scan = await allPages(engine, 'Scan', { TableName: TABLE, ConsistentRead: true });
    if ('problem' in scan) return scan.problem;
    const numericPrice = usable.table.AttributeDefinitions.some(
      (definition) => definition.AttributeName === 'price' && definition.AttributeType === 'N',
    );
    const problem = itemsProblem(scan.items, numericPrice);
    if (problem) return problem;
    const prices = numericPrice
      ? 'Look at the prices: they are numbers, such as {"N": "24.5"} for the file’s 24.50, because an index of the table keys on price as N, and a CSV import types every key attribute, an index’s included. Every other column is a string, and a row whose price was not a number would have been skipped as an error. '
      : 'Look at the prices: every one is a string, such as {"S": "24.50"}, because a CSV import types only key attributes. ' +
        'A condition such as price < :max with a number never matches a string: convert the prices, or import DynamoDB JSON, which carries types, before you compare them as numbers.';
    return pass(
      `${TABLE} holds the ${SKUS.length} products of the file, keyed on sku as a string, and its import COMPLETED: ${summary(found)}. ` +
        `The file has ${ROWS.length} rows but SKU 1002 comes twice: the later row overwrote the earlier one, which is no error (on AWS either may remain). ` +
        prices,
    );
  },
  solution: [{ operation: 'DeleteTable', body: { TableName: TABLE } }, importProducts('S')],
};

/**
 * No table yet, while an import of it runs: DynamoDB makes an imported table in the background and
 * shows it only a while after ImportTable answers (ack-api-quirks dynamodb DDB-IMPORT-001: 30.7 s on
 * AWS, 1.4 status delays in the sandbox), so "no table" is no reason to import again.
 */
async function importNotShownYet(engine: LessonEngine): Promise<CheckResult | undefined> {
  if ((await engine.call('DescribeTable', { TableName: TABLE })).ok) return undefined;
  const listed = await engine.call('ListImports', { TableArn: TABLE_ARN });
  const [latest] = listed.ok ? (listed.reply.ImportSummaryList as { ImportStatus: string }[]) : [];
  if (latest?.ImportStatus !== 'IN_PROGRESS') return undefined;
  return notYet(
    `Your import into ${TABLE} is IN_PROGRESS and its table does not show yet: DynamoDB makes an imported table in the background, so DescribeTable answers ResourceNotFoundException for a while after ImportTable (about 30 seconds on AWS), then CREATING until the import ends. ` +
      'Wait until the table is ACTIVE (the clock must be running, or step it).',
  );
}

/**
 * Why the learner's latest ImportTable failed, next to "no table yet". One who deletes the table and
 * imports at once gets "Table already exists" (ResourceInUseException: the table is still DELETING),
 * and hears of the wait that fixes it; any other refusal is about the request itself.
 */
function withFailedImport(engine: LessonEngine, problem: CheckResult): CheckResult {
  const [latest] = learnerCalls(engine, 'ImportTable');
  if (problem.passed || !latest?.error) return problem;
  const failed = `${problem.feedback} Your latest ImportTable failed: ${latest.error.type}: ${latest.error.message.replace(/\.$/, '')}.`;
  if (latest.error.type !== 'ResourceInUseException')
    return notYet(`${failed} Correct the request and send it again.`);
  return notYet(
    `${failed} A deleted table is DELETING for a moment: wait until it is gone (aws dynamodb wait table-not-exists --table-name ${TABLE}), then import.`,
  );
}
