/**
 * What an export's record says, as AWS was seen to say it (ack-api-quirks dynamodb, probed in 2026):
 * the ExportType it echoes only when the request gave one (DDB-EXPORT-016, 017), an S3BucketOwner
 * that does not own the bucket failing the export (DDB-EXPORT-011), and ListExports by TableArn
 * finding nothing once the table is deleted or made again under its name, while DescribeExport and
 * the unfiltered list still show the export (DDB-EXPORT-020, 022) — unlike ListImports, which finds a
 * deleted table's imports by its ARN (DDB-IMPORT-008).
 */
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT,
  MINUTE,
  exportAndWait,
  importAndWait,
  importRequest,
  keyedTable,
  listObjects,
  newSandbox,
  putObject,
  tableArn,
  tableWithRecovery,
} from './support.ts';

const ORDERS = tableArn('orders');

describe('ExportType', () => {
  it('is left out of the description when the request did not give it, as AWS leaves it out', () => {
    const box = newSandbox();
    tableWithRecovery(box);
    const started = box.ok('ExportTableToPointInTime', { TableArn: ORDERS, S3Bucket: 'exports' });
    expect(started.ExportDescription).not.toHaveProperty('ExportType');
    const done = exportAndWait(box, { TableArn: ORDERS, S3Bucket: 'exports' });
    expect(done).not.toHaveProperty('ExportType');
    expect(done.ExportFormat).toBe('DYNAMODB_JSON');
    // The summaries always say it.
    const listed = box.ok('ListExports', {}).ExportSummaries as Record<string, string>[];
    expect(listed.map((summary) => summary.ExportType)).toEqual(['FULL_EXPORT', 'FULL_EXPORT']);
  });

  it('is echoed when the request gave it', () => {
    const box = newSandbox();
    tableWithRecovery(box);
    const done = exportAndWait(box, { TableArn: ORDERS, S3Bucket: 'exports', ExportType: 'FULL_EXPORT' });
    expect(done.ExportType).toBe('FULL_EXPORT');
  });
});

describe('S3BucketOwner', () => {
  it('another account than the one whose buckets the sandbox keeps: FAILED with S3AccessDenied', () => {
    const box = newSandbox();
    tableWithRecovery(box);
    const request = { TableArn: ORDERS, S3Bucket: 'exports', S3BucketOwner: '111122223333' };
    // Accepted at once: S3 is reached only when the export runs.
    expect(box.ok('ExportTableToPointInTime', request).ExportDescription.ExportStatus).toBe('IN_PROGRESS');
    box.advance(MINUTE);
    const [summary] = box.ok('ListExports', {}).ExportSummaries as Record<string, string>[];
    const done = box.ok('DescribeExport', { ExportArn: summary.ExportArn }).ExportDescription;
    expect(done).toMatchObject({
      ExportStatus: 'FAILED',
      FailureCode: 'S3AccessDenied',
      FailureMessage: 'Access Denied (Service: Amazon S3; Status Code: 403; Error Code: AccessDenied)',
      S3BucketOwner: '111122223333',
    });
    expect(done.ItemCount).toBeUndefined();
    expect(listObjects(box, 'exports')).toEqual([]);
  });

  it('the account itself: the export completes', () => {
    const box = newSandbox();
    tableWithRecovery(box);
    const done = exportAndWait(box, { TableArn: ORDERS, S3Bucket: 'exports', S3BucketOwner: ACCOUNT });
    expect(done).toMatchObject({ ExportStatus: 'COMPLETED', S3BucketOwner: ACCOUNT });
  });
});

describe('a deleted source table', () => {
  it('keeps its exports described and listed, but not listed by its TableArn, even made again', () => {
    const box = newSandbox();
    tableWithRecovery(box);
    const done = exportAndWait(box, { TableArn: ORDERS, S3Bucket: 'exports' });
    const byTable = () => box.ok('ListExports', { TableArn: ORDERS }).ExportSummaries as unknown[];
    expect(byTable()).toHaveLength(1);
    box.ok('DeleteTable', { TableName: 'orders' });
    box.advance(MINUTE);
    expect(box.fails('DescribeTable', { TableName: 'orders' }).type).toBe('ResourceNotFoundException');
    expect(byTable()).toEqual([]);
    expect(box.ok('ListExports', {}).ExportSummaries).toHaveLength(1);
    expect(box.ok('DescribeExport', { ExportArn: done.ExportArn }).ExportDescription).toMatchObject({
      TableArn: ORDERS,
      TableId: done.TableId,
    });
    // The same name again is another table: the old exports are not its.
    box.ok('CreateTable', keyedTable('orders'));
    expect(byTable()).toEqual([]);
  });

  it('keeps its imports listed by its TableArn', () => {
    const box = newSandbox();
    putObject(box, 'import-source', 'data/part-1.json', `${JSON.stringify({ Item: { pk: { S: 'a' } } })}\n`);
    importAndWait(box, importRequest('copy', 'DYNAMODB_JSON', 'data/'));
    box.ok('DeleteTable', { TableName: 'copy' });
    box.advance(MINUTE);
    expect(box.ok('ListImports', { TableArn: tableArn('copy') }).ImportSummaryList).toHaveLength(1);
  });
});
