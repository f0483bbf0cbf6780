/**
 * A bulk put items operation over time (API_BulkOperationDescription, BulkPutItems.Output): records
 * that fail validation counted in FailedItemCount and listed in the output report, the status then
 * COMPLETED_WITH_ERRORS; writes spread over seconds by MaxWriteRequestUnits; CancelBulkOperation
 * (CANCELLING, then CANCELLED, written items kept); ListBulkOperations, most recent first, in pages.
 */
import { describe, expect, it } from 'vitest';
import {
  getObject,
  keyedTable,
  listObjects,
  N,
  newSandbox,
  putObject,
  S,
  scanAll,
} from '../transfers/support.ts';
import { activeTable, bulkAndWait, bulkRequest, line } from './support.ts';

/** Items of about 100 KB: 98 write units each (the last second's overdraft is carried on). */
const bigItem = (i: number) => ({ pk: S(`k${String(i).padStart(2, '0')}`), blob: S('x'.repeat(100_000)) });

function withBigItems(count: number) {
  const box = newSandbox();
  activeTable(box, keyedTable('orders'));
  putObject(box, 'source', 'big/a.json', Array.from({ length: count }, (_, i) => line(bigItem(i))).join(''));
  return box;
}

const PREPARE_MS = 5 * 100;

describe('records that cannot be written', () => {
  it('are counted, reported under the output prefix, and make the operation COMPLETED_WITH_ERRORS', () => {
    const box = newSandbox();
    activeTable(box, keyedTable('orders'));
    putObject(
      box,
      'source',
      'data/a.json',
      line({ pk: S('good'), n: N(1) }) +
        line({ name: S('no key') }) +
        '{not json\n' +
        line({ pk: N(7) }) +
        line({ pk: S('too big'), blob: S('x'.repeat(410_000)) }),
    );
    putObject(box, 'source', 'data/b.json', line({ pk: S('also good') }));
    const request = bulkRequest('orders', 'source', 'data/', {
      OutputS3Configuration: { S3Bucket: 'reports', S3KeyPrefix: 'runs/', OutputType: ['ERROR'] },
    });
    const done = bulkAndWait(box, request);
    expect(done).toMatchObject({
      BulkOperationStatus: 'COMPLETED_WITH_ERRORS',
      ProcessedItemCount: 6,
      FailedItemCount: 4,
    });
    expect(done.FailureCode).toBeUndefined();
    expect(scanAll(box, 'orders')).toEqual([{ pk: S('also good') }, { pk: S('good'), n: N(1) }]);

    const id = done.BulkOperationArn.slice(done.BulkOperationArn.lastIndexOf('/') + 1);
    const keys = listObjects(box, 'reports').map((object) => object.Key);
    expect(keys).toEqual([
      `runs/AWSDynamoDB/${id}/errors/part-00000.json`,
      `runs/AWSDynamoDB/${id}/manifest.json`,
    ]);
    const report = getObject(box, 'reports', keys[0])
      .toString('utf8')
      .trim()
      .split('\n')
      .map((text) => JSON.parse(text));
    expect(report.map(({ S3Key, ItemIndex, ErrorMessage }) => ({ S3Key, ItemIndex, ErrorMessage }))).toEqual([
      {
        S3Key: 'data/a.json',
        ItemIndex: 1,
        ErrorMessage: 'One or more parameter values were invalid: Missing the key pk in the item',
      },
      {
        S3Key: 'data/a.json',
        ItemIndex: 2,
        ErrorMessage: 'The record has no Item: each record must be {"Item": {...}}',
      },
      {
        S3Key: 'data/a.json',
        ItemIndex: 3,
        ErrorMessage:
          'One or more parameter values were invalid: Type mismatch for key pk expected: S actual: N',
      },
      { S3Key: 'data/a.json', ItemIndex: 4, ErrorMessage: 'Item size has exceeded the maximum allowed size' },
    ]);
    expect(report[0]).toMatchObject({ S3Bucket: 'source', OutputType: 'ERROR', Item: { name: S('no key') } });
    const manifest = JSON.parse(getObject(box, 'reports', keys[1]).toString('utf8'));
    expect(manifest).toMatchObject({
      BulkOperationArn: done.BulkOperationArn,
      BulkOperationStatus: 'COMPLETED_WITH_ERRORS',
      ProcessedItemCount: 6,
      FailedItemCount: 4,
      Files: [{ OutputType: 'ERROR', S3Key: keys[0], ItemCount: 4 }],
    });
  });

  it('are counted but not reported when the output types leave out ERROR', () => {
    const box = newSandbox();
    activeTable(box, keyedTable('orders'));
    putObject(box, 'source', 'data/a.json', line({ pk: S('good') }) + line({ name: S('no key') }));
    const done = bulkAndWait(
      box,
      bulkRequest('orders', 'source', 'data/', {
        OutputS3Configuration: { S3Bucket: 'reports', OutputType: ['CONDITION_CHECK_FAILURE'] },
      }),
    );
    expect(done).toMatchObject({ BulkOperationStatus: 'COMPLETED_WITH_ERRORS', FailedItemCount: 1 });
    expect(listObjects(box, 'reports')).toEqual([]);
  });

  it('include a prefix with nothing to read: the operation FAILED', () => {
    const box = newSandbox();
    activeTable(box, keyedTable('orders'));
    const done = bulkAndWait(box, bulkRequest('orders', 'source', 'missing/'));
    expect(done).toMatchObject({
      BulkOperationStatus: 'FAILED',
      FailureCode: 'S3NoSuchKey',
      FailureMessage: 'No object was found under s3://source/missing/',
      ProcessedItemCount: 0,
    });
  });
});

describe('a bucket S3 could not have', () => {
  it('as input or output fails the operation with S3NoSuchBucket before anything is written', () => {
    const box = newSandbox();
    activeTable(box, keyedTable('orders'));
    putObject(box, 'source', 'data/a.json', line({ pk: S('a') }));
    const noBucket = {
      BulkOperationStatus: 'FAILED',
      FailureCode: 'S3NoSuchBucket',
      FailureMessage:
        'The specified bucket does not exist (Service: Amazon S3; Status Code: 404; Error Code: NoSuchBucket)',
    };
    expect(bulkAndWait(box, bulkRequest('orders', 'Bad_Bucket', 'data/'))).toMatchObject(noBucket);
    const badOutput = bulkRequest('orders', 'source', 'data/', {
      OutputS3Configuration: { S3Bucket: 'Reports_Bucket', OutputType: ['ERROR'] },
    });
    expect(bulkAndWait(box, badOutput)).toMatchObject({ ...noBucket, ProcessedItemCount: 0 });
    expect(scanAll(box, 'orders')).toEqual([]);
  });
});

describe('MaxWriteRequestUnits', () => {
  it('spreads the writes over seconds of the clock', () => {
    const box = withBigItems(25);
    const arn = box.ok('StartBulkPutItems', {
      ...bulkRequest('orders', 'source', 'big/'),
      MaxWriteRequestUnits: 1024,
    }).BulkOperationDescription.BulkOperationArn;
    const describe = () =>
      box.ok('DescribeBulkOperation', { BulkOperationArn: arn }).BulkOperationDescription;
    box.advance(PREPARE_MS);
    // 11 items of 98 units fill the first second's 1,024; the 54 units overdrawn come off the next.
    expect(describe()).toMatchObject({ BulkOperationStatus: 'IN_PROGRESS', ProcessedItemCount: 11 });
    expect(describe().TotalInputBytes).toBeGreaterThan(25 * 100_000);
    expect(describe().ProcessedInputBytes).toBe(0);
    expect(scanAll(box, 'orders')).toHaveLength(11);
    box.advance(1000);
    expect(describe().ProcessedItemCount).toBe(21);
    box.advance(1000);
    const done = describe();
    expect(done).toMatchObject({
      BulkOperationStatus: 'COMPLETED',
      ProcessedItemCount: 25,
      MaxWriteRequestUnits: 1024,
    });
    expect(done.ProcessedInputBytes).toBe(done.TotalInputBytes);
    expect(done.EndTime - done.StartTime).toBeCloseTo((PREPARE_MS + 2000) / 1000, 3);
  });
});

describe('a table deleted while the operation writes', () => {
  it('fails the operation at its next step with the count it had reached', () => {
    const box = withBigItems(25);
    const request = { ...bulkRequest('orders', 'source', 'big/'), MaxWriteRequestUnits: 1024 };
    const arn = box.ok('StartBulkPutItems', request).BulkOperationDescription.BulkOperationArn;
    box.advance(PREPARE_MS);
    box.ok('DeleteTable', { TableName: 'orders' });
    box.advance(1000);
    expect(box.ok('DescribeBulkOperation', { BulkOperationArn: arn }).BulkOperationDescription).toMatchObject(
      {
        BulkOperationStatus: 'FAILED',
        FailureCode: 'TableNotFound',
        ProcessedItemCount: 11,
      },
    );
  });
});

describe('CancelBulkOperation', () => {
  it('turns an operation CANCELLING, then CANCELLED at its next step; written items stay', () => {
    const box = withBigItems(25);
    const arn = box.ok('StartBulkPutItems', {
      ...bulkRequest('orders', 'source', 'big/'),
      MaxWriteRequestUnits: 1024,
    }).BulkOperationDescription.BulkOperationArn;
    box.advance(PREPARE_MS);
    expect(box.ok('CancelBulkOperation', { BulkOperationArn: arn })).toEqual({
      BulkOperationArn: arn,
      BulkOperationStatus: 'CANCELLING',
    });
    expect(box.ok('CancelBulkOperation', { BulkOperationArn: arn }).BulkOperationStatus).toBe('CANCELLING');
    const describe = () =>
      box.ok('DescribeBulkOperation', { BulkOperationArn: arn }).BulkOperationDescription;
    expect(describe()).toMatchObject({ BulkOperationStatus: 'CANCELLING', ProcessedItemCount: 11 });
    expect(describe().EndTime).toBeUndefined();
    box.advance(1000);
    expect(describe()).toMatchObject({
      BulkOperationStatus: 'CANCELLED',
      ProcessedItemCount: 11,
      FailureCode: 'BulkOperationCancelled',
    });
    expect(describe().EndTime).toEqual(expect.any(Number));
    box.advance(60_000);
    expect(scanAll(box, 'orders')).toHaveLength(11);
    expect(box.fails('CancelBulkOperation', { BulkOperationArn: arn })).toEqual({
      type: 'ValidationException',
      message: `Bulk operation ${arn} has already ended with status CANCELLED; only an IN_PROGRESS operation can be cancelled.`,
    });
  });

  it('and DescribeBulkOperation answer ResourceNotFoundException for an unknown operation', () => {
    const box = newSandbox();
    const BulkOperationArn =
      'arn:aws:dynamodb:us-east-1:000000000000:table/orders/bulk-operation/00000000000000-00000000';
    for (const operation of ['CancelBulkOperation', 'DescribeBulkOperation']) {
      expect(box.fails(operation, { BulkOperationArn })).toEqual({
        type: 'ResourceNotFoundException',
        message: `Requested resource not found: Bulk operation: ${BulkOperationArn} not found`,
      });
    }
  });
});

describe('ListBulkOperations', () => {
  it('lists the most recent first, 10 to a page unless MaxResults says otherwise', () => {
    const box = newSandbox();
    activeTable(box, keyedTable('orders'));
    putObject(box, 'source', 'data/a.json', line({ pk: S('a') }));
    const arns = Array.from({ length: 12 }, () => {
      box.advance(1000);
      return box.ok('StartBulkPutItems', bulkRequest('orders', 'source', 'data/')).BulkOperationDescription
        .BulkOperationArn as string;
    });
    const newestFirst = [...arns].reverse();
    const first = box.ok('ListBulkOperations', {});
    expect(
      first.BulkOperationsSummaryList.map((s: { BulkOperationArn: string }) => s.BulkOperationArn),
    ).toEqual(newestFirst.slice(0, 10));
    expect(first.BulkOperationsSummaryList[0]).toEqual({
      BulkOperationArn: arns[11],
      BulkOperationStatus: 'IN_PROGRESS',
      StartTime: expect.any(Number),
    });
    expect(first.BulkOperationsSummaryList[9]).toMatchObject({
      BulkOperationStatus: 'COMPLETED',
      EndTime: expect.any(Number),
    });
    const rest = box.ok('ListBulkOperations', { NextToken: first.NextToken });
    expect(
      rest.BulkOperationsSummaryList.map((s: { BulkOperationArn: string }) => s.BulkOperationArn),
    ).toEqual(newestFirst.slice(10));
    expect(rest.NextToken).toBeUndefined();

    const paged = box.ok('ListBulkOperations', { MaxResults: 5 });
    expect(paged.BulkOperationsSummaryList).toHaveLength(5);
    expect(paged.NextToken).toMatch(/^([0-9a-f]{16})+$/);
    expect(box.fails('ListBulkOperations', { MaxResults: 26 }).message).toBe(
      "1 validation error detected: Value '26' at 'maxResults' failed to satisfy constraint: Member must have value less than or equal to 25",
    );
    expect(box.fails('ListBulkOperations', { NextToken: 'aaaaaaaaaaaaaaaa' }).message).toBe(
      'Invalid NextToken',
    );
  });
});
