/**
 * A bulk put items operation's happy path (BulkPutItems.Requesting): the files an export wrote,
 * loaded into another, EXISTING table through the normal write path — its indexes and its stream
 * see the items — with the description's counts, and IN_PROGRESS turning COMPLETED on the clock.
 */
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT,
  MINUTE,
  exportAndWait,
  exportIdOf,
  keyedTable,
  listObjects,
  N,
  newSandbox,
  putObject,
  S,
  scanAll,
  tableArn,
  withCustomerOrders,
  type Json,
} from '../transfers/support.ts';
import { itemSize } from '../../src/engine/values/size.ts';
import { activeTable, bulkAndWait, bulkRequest, line, streamRecords } from './support.ts';

const dataFolder = (exported: Json) => `AWSDynamoDB/${exportIdOf(exported.ExportArn)}/data/`;

/** `copy`, keyed as `orders` is, with a stream and a global index on `status`. */
const copyTable = keyedTable('copy', 'S', {
  AttributeDefinitions: [
    { AttributeName: 'pk', AttributeType: 'S' },
    { AttributeName: 'sk', AttributeType: 'S' },
    { AttributeName: 'status', AttributeType: 'S' },
  ],
  GlobalSecondaryIndexes: [
    {
      IndexName: 'byStatus',
      KeySchema: [{ AttributeName: 'status', KeyType: 'HASH' }],
      Projection: { ProjectionType: 'ALL' },
    },
  ],
  StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' },
});

describe('bulk put items from an export', () => {
  it('writes every exported item into the existing table: IN_PROGRESS, then COMPLETED with the counts', () => {
    const box = withCustomerOrders();
    const exported = exportAndWait(box, { TableArn: tableArn('orders'), S3Bucket: 'exports' });
    activeTable(box, copyTable);
    box.ok('PutItem', { TableName: 'copy', Item: { pk: S('KEPT'), sk: S('ALREADY') } });
    const request = bulkRequest('copy', 'exports', dataFolder(exported), { ClientToken: 'nightly-copy' });
    request.InputS3Configuration.InputCompressionType = 'GZIP';

    const started = box.ok('StartBulkPutItems', request).BulkOperationDescription;
    expect(started).toMatchObject({
      BulkOperationStatus: 'IN_PROGRESS',
      TableDetails: [
        { TableName: 'copy', TableId: box.ok('DescribeTable', { TableName: 'copy' }).Table.TableId },
      ],
      ClientToken: 'nightly-copy',
      InputS3Configuration: request.InputS3Configuration,
      OutputS3Configuration: { S3Bucket: 'reports', OutputType: ['ERROR'] },
      ProcessedItemCount: 0,
      FailedItemCount: 0,
      PerformanceTier: 'STANDARD',
    });
    expect(started.BulkOperationArn).toMatch(
      new RegExp(`^arn:aws:dynamodb:us-east-1:${ACCOUNT}:table/copy/bulk-operation/\\d{14}-[0-9a-f]{8}$`),
    );
    // "DynamoDB omits this value while the operation remains in progress" / "until the initial
    // input-size calculation completes".
    expect(started.EndTime).toBeUndefined();
    expect(started.TotalInputBytes).toBeUndefined();
    expect(scanAll(box, 'copy')).toHaveLength(1);

    box.advance(MINUTE);
    const done = box.ok('DescribeBulkOperation', {
      BulkOperationArn: started.BulkOperationArn,
    }).BulkOperationDescription;
    // Both byte counts are of the stored (here gzipped) objects, so the progress ends at 100%.
    const files = listObjects(box, 'exports', dataFolder(exported));
    const stored = files.reduce((sum, file) => sum + file.Size, 0);
    expect(done).toMatchObject({
      BulkOperationStatus: 'COMPLETED',
      ProcessedItemCount: 8,
      FailedItemCount: 0,
      TotalInputBytes: stored,
      ProcessedInputBytes: stored,
    });
    expect(done.EndTime).toBeGreaterThan(done.StartTime);
    expect(done.FailureCode).toBeUndefined();

    const copied = scanAll(box, 'copy').filter((item) => item.pk.S !== 'KEPT');
    // Every written item's size, in the table and (projection ALL) in the index it has a key for.
    const tableBytes = copied.reduce((sum, item) => sum + itemSize(item), 0);
    const indexBytes = copied.filter((item) => item.status).reduce((sum, item) => sum + itemSize(item), 0);
    expect(done.BulkOperationUsage).toEqual([
      {
        TableName: 'copy',
        BulkPutBytes: tableBytes + indexBytes,
        Table: { BulkPutBytes: tableBytes },
        GlobalSecondaryIndexes: { byStatus: { BulkPutBytes: indexBytes } },
      },
    ]);

    expect(copied).toEqual(scanAll(box, 'orders'));
    expect(scanAll(box, 'copy')).toContainEqual({ pk: S('KEPT'), sk: S('ALREADY') });
    const pending = box.ok('Query', {
      TableName: 'copy',
      IndexName: 'byStatus',
      KeyConditionExpression: '#s = :s',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':s': S('PENDING') },
    }).Items;
    expect(pending).toHaveLength(2);
    const inserted = streamRecords(box, 'copy').filter((record) => record.dynamodb.NewImage.pk.S !== 'KEPT');
    expect(inserted).toHaveLength(8);
    expect(inserted.every((record) => record.eventName === 'INSERT')).toBe(true);
    // No failed record: no report.
    expect(listObjects(box, 'reports')).toEqual([]);
  });

  it('reads an ION export as well, replacing items that are already there', () => {
    const box = withCustomerOrders();
    const exported = exportAndWait(box, {
      TableArn: tableArn('orders'),
      S3Bucket: 'exports',
      ExportFormat: 'ION',
    });
    activeTable(box, keyedTable('copy', 'S'));
    box.ok('PutItem', {
      TableName: 'copy',
      Item: { pk: S('CUSTOMER#ada'), sk: S('PROFILE'), city: S('Paris') },
    });
    const request = bulkRequest('copy', 'exports', dataFolder(exported));
    request.InputS3Configuration = {
      ...request.InputS3Configuration,
      InputFormat: 'ION',
      InputCompressionType: 'GZIP',
    };
    expect(bulkAndWait(box, request)).toMatchObject({
      BulkOperationStatus: 'COMPLETED',
      ProcessedItemCount: 8,
    });
    expect(scanAll(box, 'copy')).toEqual(scanAll(box, 'orders'));
  });

  it('counts the bytes of objects without records as processed too', () => {
    const box = newSandbox();
    activeTable(box, keyedTable('orders'));
    putObject(box, 'source', 'data/0-blank.json', '\n\n');
    putObject(box, 'source', 'data/a.json', line({ pk: S('a') }));
    putObject(box, 'source', 'data/b-blank.json', '\n');
    const total = 3 + Buffer.byteLength(line({ pk: S('a') }));
    expect(bulkAndWait(box, bulkRequest('orders', 'source', 'data/'))).toMatchObject({
      BulkOperationStatus: 'COMPLETED',
      ProcessedItemCount: 1,
      TotalInputBytes: total,
      ProcessedInputBytes: total,
    });
  });

  it('leaves items to Time to Live like any write: an expired one is deleted later', () => {
    const box = newSandbox({
      timeToLive: { statusDelayMs: 1000, minDeletionDelayMs: 1000, maxDeletionDelayMs: 5000 },
    });
    activeTable(box, keyedTable('sessions'));
    box.ok('UpdateTimeToLive', {
      TableName: 'sessions',
      TimeToLiveSpecification: { Enabled: true, AttributeName: 'expires' },
    });
    box.advance(1000);
    const now = Math.floor(box.engine.now() / 1000);
    putObject(
      box,
      'source',
      'sessions/a.json',
      line({ pk: S('expired'), expires: N(now - 60) }) + line({ pk: S('live'), expires: N(now + 86_400) }),
    );
    expect(bulkAndWait(box, bulkRequest('sessions', 'source', 'sessions/'))).toMatchObject({
      BulkOperationStatus: 'COMPLETED',
      ProcessedItemCount: 2,
    });
    box.advance(MINUTE);
    expect(scanAll(box, 'sessions')).toEqual([{ pk: S('live'), expires: N(now + 86_400) }]);
  });
});
