/**
 * An import's life (S3DataImport.HowItWorks.html, S3DataImport.Validation.html): a new table,
 * unknown at first, CREATING and unreadable while the objects are read, then ACTIVE; records that
 * fail validation skipped and logged, the import then FAILED with ItemValidationError while the
 * table keeps the rest; a bucket that is not there, and no table is left.
 */
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT,
  MINUTE,
  N,
  S,
  importAndWait,
  importRequest,
  keyedTable,
  newSandbox,
  putObject,
  scanAll,
  tableArn,
  type Json,
} from './support.ts';

const LOG_GROUP = `arn:aws:logs:us-east-1:${ACCOUNT}:log-group:/aws-dynamodb/imports:*`;
const ITEM_VALIDATION_MESSAGE =
  'Some of the items failed validation checks and were not imported. Please check CloudWatch error logs for more details.';
const line = (item: Json) => `${JSON.stringify({ Item: item })}\n`;

describe("an import's life", () => {
  it('makes the table, then CREATING and unreadable, then ACTIVE with the items', () => {
    const box = newSandbox();
    const body = line({ pk: S('a'), n: N(1) }) + line({ pk: S('b'), n: N(2) });
    putObject(box, 'import-source', 'data/part-1.json', body);
    const reply = box.ok(
      'ImportTable',
      importRequest('copy', 'DYNAMODB_JSON', 'data/'),
    ).ImportTableDescription;
    expect(reply).toMatchObject({
      ImportStatus: 'IN_PROGRESS',
      TableArn: tableArn('copy'),
      S3BucketSource: { S3Bucket: 'import-source', S3KeyPrefix: 'data/', S3BucketOwner: ACCOUNT },
      InputFormat: 'DYNAMODB_JSON',
      InputCompressionType: 'NONE',
      ErrorCount: 0,
      CloudWatchLogGroupArn: LOG_GROUP,
      TableCreationParameters: keyedTable('copy'),
    });
    expect(reply.ClientToken).toEqual(expect.any(String));
    const id = reply.ImportArn.slice(`${tableArn('copy')}/import/`.length);
    expect(reply.ImportArn).toBe(`${tableArn('copy')}/import/${id}`);
    expect(id).toMatch(/^\d{14}-[0-9a-f]{8}$/);
    expect(Number(id.slice(0, 14))).toBe(Math.round(reply.StartTime * 1000));

    // Unknown until it appears, 1.4 status delays later (ack-api-quirks dynamodb DDB-IMPORT-001;
    // importArrival.test.ts), then CREATING.
    expect(box.fails('DescribeTable', { TableName: 'copy' }).type).toBe('ResourceNotFoundException');
    box.advance(140);
    const table = box.ok('DescribeTable', { TableName: 'copy' }).Table;
    expect(table.TableStatus).toBe('CREATING');
    expect(table.TableId).toBe(reply.TableId);
    expect(box.ok('ListTables', {}).TableNames).toEqual(['copy']);
    expect(box.fails('GetItem', { TableName: 'copy', Key: { pk: S('a') } }).type).toBe(
      'ResourceNotFoundException',
    );

    box.advance(MINUTE);
    expect(box.ok('DescribeTable', { TableName: 'copy' }).Table.TableStatus).toBe('ACTIVE');
    const done = box.ok('DescribeImport', { ImportArn: reply.ImportArn }).ImportTableDescription;
    expect(done).toMatchObject({
      ImportStatus: 'COMPLETED',
      ErrorCount: 0,
      ProcessedItemCount: 2,
      ImportedItemCount: 2,
      ProcessedSizeBytes: Buffer.byteLength(body),
    });
    expect(done.EndTime).toBeGreaterThan(done.StartTime);
    expect(done.FailureCode).toBeUndefined();
    expect(scanAll(box, 'copy')).toEqual([
      { pk: S('a'), n: N(1) },
      { pk: S('b'), n: N(2) },
    ]);
  });

  it('writes the items without consuming write capacity', () => {
    const box = newSandbox();
    putObject(
      box,
      'import-source',
      'data/a.json',
      Array.from({ length: 30 }, (_, i) => line({ pk: S(`k${i}`) })).join(''),
    );
    importAndWait(box, importRequest('copy', 'DYNAMODB_JSON', 'data/'));
    const table = box.engine.tables.get('copy')!;
    const consumedWrites = () => {
      box.advance(1000);
      const metrics = box.engine.capacity.snapshot(table).table.metrics;
      return (metrics.ConsumedWriteCapacityUnits as number[]).reduce((sum, value) => sum + value, 0);
    };
    expect(scanAll(box, 'copy')).toHaveLength(30);
    expect(consumedWrites()).toBe(0);
    box.ok('PutItem', { TableName: 'copy', Item: { pk: S('k99') } });
    expect(consumedWrites()).toBeGreaterThan(0);
  });

  it('refuses a table name in use: ResourceInUseException', () => {
    const box = newSandbox();
    putObject(box, 'import-source', 'data/a.json', line({ pk: S('a') }));
    box.ok('CreateTable', keyedTable('orders'));
    expect(box.fails('ImportTable', importRequest('orders', 'DYNAMODB_JSON', 'data/'))).toEqual({
      type: 'ResourceInUseException',
      message: 'Table already exists: orders',
    });
    expect(box.ok('ListImports', {}).ImportSummaryList).toEqual([]);
  });

  it("fills the table's global secondary indexes", () => {
    const box = newSandbox();
    putObject(
      box,
      'import-source',
      'data/a.json',
      line({ pk: S('a'), email: S('a@x') }) + line({ pk: S('b') }) + line({ pk: S('c'), email: S('c@x') }),
    );
    const table = keyedTable('users', undefined, {
      AttributeDefinitions: [
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'email', AttributeType: 'S' },
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: 'byEmail',
          KeySchema: [{ AttributeName: 'email', KeyType: 'HASH' }],
          Projection: { ProjectionType: 'KEYS_ONLY' },
        },
      ],
    });
    expect(importAndWait(box, importRequest('users', 'DYNAMODB_JSON', 'data/', {}, table)).ImportStatus).toBe(
      'COMPLETED',
    );
    const index = box.ok('DescribeTable', { TableName: 'users' }).Table.GlobalSecondaryIndexes[0];
    expect(index).toMatchObject({ IndexName: 'byEmail', IndexStatus: 'ACTIVE', ItemCount: 2 });
    const found = box.ok('Query', {
      TableName: 'users',
      IndexName: 'byEmail',
      KeyConditionExpression: 'email = :e',
      ExpressionAttributeValues: { ':e': S('c@x') },
    });
    expect(found.Items).toEqual([{ pk: S('c'), email: S('c@x') }]);
  });
});

describe('records that fail validation', () => {
  const good = [
    { pk: S('a'), sk: N(1) },
    { pk: S('b'), sk: N(2), note: S('kept') },
  ];
  const bad = [
    { sk: N(3) }, // no partition key
    { pk: N(4), sk: N(4) }, // partition key of the wrong type
    { pk: S('c') }, // no sort key
    { pk: S('d'), sk: S('five') }, // sort key of the wrong type
    { pk: S(''), sk: N(6) }, // an empty key
  ];
  const table = keyedTable('people', 'N');

  /** Imports the good and bad records interleaved; the import, its errors and the sandbox. */
  function mixedImport() {
    const box = newSandbox();
    const records = [good[0], ...bad.slice(0, 3), good[1], ...bad.slice(3)];
    putObject(box, 'import-source', 'data/mixed.json', records.map(line).join(''));
    const done = importAndWait(box, importRequest('people', 'DYNAMODB_JSON', 'data/', {}, table));
    const errors = box.sandbox('GetImportErrors', { ImportArn: done.ImportArn }).body;
    return { box, done, errors, records };
  }

  it('are skipped: the import FAILED with ItemValidationError, the table ACTIVE with the rest', () => {
    const { box, done } = mixedImport();
    expect(done).toMatchObject({
      ImportStatus: 'FAILED',
      FailureCode: 'ItemValidationError',
      FailureMessage: ITEM_VALIDATION_MESSAGE,
      ErrorCount: 5,
      ProcessedItemCount: 7,
      ImportedItemCount: 2,
    });
    expect(box.ok('DescribeTable', { TableName: 'people' }).Table.TableStatus).toBe('ACTIVE');
    expect(scanAll(box, 'people')).toEqual(good);
  });

  it("are logged with PutItem's own messages (DynamoSandbox.GetImportErrors)", () => {
    const { box, done, errors, records } = mixedImport();
    expect(errors.CloudWatchLogGroupArn).toBe(LOG_GROUP);
    expect(errors.ErrorCount).toBe(5);
    // The same items put into a table like the import's are refused with the same messages.
    box.ok('CreateTable', keyedTable('mirror', 'N'));
    box.advance(MINUTE);
    const expected = records.flatMap((item, itemIndex) => {
      if (!bad.includes(item)) return [];
      const refused = box.fails('PutItem', { TableName: 'mirror', Item: item });
      expect(refused.type).toBe('ValidationException');
      return [
        {
          itemS3Pointer: { bucket: 'import-source', key: 'data/mixed.json', itemIndex },
          importArn: done.ImportArn,
          errorMessages: [refused.message],
        },
      ];
    });
    expect(errors.ErrorEvents).toEqual(expected);
    const messages = errors.ErrorEvents.map((event: Json) => event.errorMessages[0]);
    expect(messages).toContain('One or more parameter values were invalid: Missing the key pk in the item');
    expect(messages).toContain(
      'One or more parameter values were invalid: Type mismatch for key pk expected: S actual: N',
    );
  });

  it('include lines that are no record of an item', () => {
    const box = newSandbox();
    putObject(box, 'import-source', 'data/a.json', `{"Items":{}}\n42\n${line({ pk: S('a') })}`);
    const done = importAndWait(box, importRequest('copy', 'DYNAMODB_JSON', 'data/'));
    expect(done).toMatchObject({
      ImportStatus: 'FAILED',
      ErrorCount: 2,
      ProcessedItemCount: 3,
      ImportedItemCount: 1,
    });
    const events = box.sandbox('GetImportErrors', { ImportArn: done.ImportArn }).body.ErrorEvents as Json[];
    expect(events.map((event) => event.itemS3Pointer.itemIndex)).toEqual([0, 1]);
    expect(scanAll(box, 'copy')).toEqual([{ pk: S('a') }]);
  });
});

describe('duplicate keys', () => {
  it('overwrite each other, the last read remaining, and are no errors', () => {
    const box = newSandbox();
    putObject(
      box,
      'import-source',
      'data/1.json',
      line({ pk: S('a'), v: S('first') }) + line({ pk: S('a'), v: S('second') }),
    );
    putObject(
      box,
      'import-source',
      'data/2.json',
      line({ pk: S('a'), v: S('third') }) + line({ pk: S('b') }),
    );
    const done = importAndWait(box, importRequest('copy', 'DYNAMODB_JSON', 'data/'));
    expect(done).toMatchObject({ ImportStatus: 'COMPLETED', ErrorCount: 0, ProcessedItemCount: 4 });
    expect(scanAll(box, 'copy')).toEqual([{ pk: S('a'), v: S('third') }, { pk: S('b') }]);
    expect(box.sandbox('GetImportErrors', { ImportArn: done.ImportArn }).body.ErrorEvents).toEqual([]);
  });
});

describe('nothing to read', () => {
  // Both as AWS was seen to answer (ack-api-quirks dynamodb DDB-IMPORT-012, 2026).
  it('a prefix with no object under it: the import COMPLETED with an empty table', () => {
    const box = newSandbox();
    putObject(box, 'import-source', 'data/a.json', line({ pk: S('a') }));
    const done = importAndWait(box, importRequest('copy', 'DYNAMODB_JSON', 'nothing-here/'));
    expect(done).toMatchObject({ ImportStatus: 'COMPLETED', ErrorCount: 0, ProcessedItemCount: 0 });
    expect(done.FailureCode).toBeUndefined();
    expect(box.ok('DescribeTable', { TableName: 'copy' }).Table).toMatchObject({
      TableStatus: 'ACTIVE',
      ItemCount: 0,
    });
    expect(scanAll(box, 'copy')).toEqual([]);
  });

  it('a bucket S3 would refuse: the import FAILED and no table is left', () => {
    const box = newSandbox();
    putObject(box, 'import-source', 'data/a.json', line({ pk: S('a') }));
    const request = {
      ...importRequest('copy', 'DYNAMODB_JSON', 'data/'),
      S3BucketSource: { S3Bucket: 'Import-Source', S3KeyPrefix: 'data/' },
    };
    const done = importAndWait(box, request);
    expect(done).toMatchObject({
      ImportStatus: 'FAILED',
      FailureCode: 'S3NoSuchBucket',
      ErrorCount: 0,
      ProcessedItemCount: 0,
      ImportedItemCount: 0,
    });
    expect(done.FailureMessage).toEqual(expect.any(String));
    expect(box.fails('DescribeTable', { TableName: 'copy' }).type).toBe('ResourceNotFoundException');
    // The name is free again.
    const retry = importAndWait(box, importRequest('copy', 'DYNAMODB_JSON', 'data/'));
    expect(retry.ImportStatus).toBe('COMPLETED');
  });
});
