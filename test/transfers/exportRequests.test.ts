/**
 * ExportTableToPointInTime, DescribeExport and ListExports: what a request is refused with, the
 * export's life from IN_PROGRESS to COMPLETED or FAILED on the clock, the point-in-time window its
 * ExportTime must fall in, ClientToken replays and listing.
 */
import { describe, expect, it } from 'vitest';
import {
  MINUTE,
  exportAndWait,
  exportIdOf,
  keyedTable,
  listObjects,
  newSandbox,
  putItem,
  S,
  tableArn,
  tableWithRecovery,
  type Sandbox,
} from './support.ts';

const ORDERS = tableArn('orders');
const coral = (value: string | null, path: string, constraint: string) =>
  `1 validation error detected: Value ${value === null ? 'null' : `'${value}'`} at '${path}' failed to satisfy constraint: ${constraint}`;
// AWS's answer to an ExportTime before the window or in the future (ack-api-quirks dynamodb DDB-EXPORT-001).
const OUTSIDE_WINDOW = 'Export Time is invalid';

function withOrders(): Sandbox {
  const box = newSandbox();
  tableWithRecovery(box);
  return box;
}

describe('refused requests', () => {
  it('needs point-in-time recovery on the table, and is accepted once it is on', () => {
    const box = newSandbox();
    box.ok('CreateTable', keyedTable('orders'));
    box.advance(MINUTE);
    expect(box.fails('ExportTableToPointInTime', { TableArn: ORDERS, S3Bucket: 'exports' })).toEqual({
      type: 'PointInTimeRecoveryUnavailableException',
      message: "Point in time recovery is not enabled for table 'orders'",
    });
    box.ok('UpdateContinuousBackups', {
      TableName: 'orders',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    const started = box.ok('ExportTableToPointInTime', { TableArn: ORDERS, S3Bucket: 'exports' });
    expect(started.ExportDescription.ExportStatus).toBe('IN_PROGRESS');
  });

  it('answers TableNotFoundException for a table that does not exist', () => {
    const box = withOrders();
    const missing = tableArn('missing');
    const failure = box.fails('ExportTableToPointInTime', { TableArn: missing, S3Bucket: 'exports' });
    expect(failure.type).toBe('TableNotFoundException');
    expect(failure.message).toContain(missing);
  });

  it.each([
    ['without S3Bucket', { TableArn: ORDERS }, coral(null, 's3Bucket', 'Member must not be null')],
    ['without TableArn', { S3Bucket: 'exports' }, coral(null, 'tableArn', 'Member must not be null')],
    [
      'with ExportFormat CSV',
      { TableArn: ORDERS, S3Bucket: 'exports', ExportFormat: 'CSV' },
      coral('CSV', 'exportFormat', 'Member must satisfy enum value set: [DYNAMODB_JSON, ION]'),
    ],
    [
      'with ExportType DELTA',
      { TableArn: ORDERS, S3Bucket: 'exports', ExportType: 'DELTA' },
      coral('DELTA', 'exportType', 'Member must satisfy enum value set: [FULL_EXPORT, INCREMENTAL_EXPORT]'),
    ],
    [
      'with S3SseAlgorithm RSA',
      { TableArn: ORDERS, S3Bucket: 'exports', S3SseAlgorithm: 'RSA' },
      coral('RSA', 's3SseAlgorithm', 'Member must satisfy enum value set: [AES256, KMS]'),
    ],
    [
      'with a space in the bucket name',
      { TableArn: ORDERS, S3Bucket: 'bad bucket' },
      coral(
        'bad bucket',
        's3Bucket',
        'Member must satisfy regular expression pattern: ^[a-z0-9A-Z]+[\\.\\-\\w]*[a-z0-9A-Z]+$',
      ),
    ],
    [
      'with a ClientToken beginning with $',
      { TableArn: ORDERS, S3Bucket: 'exports', ClientToken: '$token' },
      coral('$token', 'clientToken', 'Member must satisfy regular expression pattern: ^[^\\$]+$'),
    ],
  ])('refuses a request %s', (_, request, message) => {
    const box = withOrders();
    expect(box.fails('ExportTableToPointInTime', request)).toEqual({ type: 'ValidationException', message });
  });

  it.each([
    [
      'ListExports',
      { MaxResults: 0 },
      coral('0', 'maxResults', 'Member must have value greater than or equal to 1'),
    ],
    [
      'ListExports',
      { MaxResults: 26 },
      coral('26', 'maxResults', 'Member must have value less than or equal to 25'),
    ],
    ['DescribeExport', {}, coral(null, 'exportArn', 'Member must not be null')],
    [
      'DescribeExport',
      { ExportArn: 'arn:short' },
      coral('arn:short', 'exportArn', 'Member must have length greater than or equal to 37'),
    ],
  ])('refuses %s %j', (operation, request, message) => {
    const box = newSandbox();
    expect(box.fails(operation, request)).toEqual({ type: 'ValidationException', message });
  });

  it('answers ExportNotFoundException for an ARN no export has', () => {
    const box = withOrders();
    const ExportArn = `${ORDERS}/export/01795996800000-0badc0de`;
    const failure = box.fails('DescribeExport', { ExportArn });
    expect(failure.type).toBe('ExportNotFoundException');
    expect(failure.message).toContain(ExportArn);
  });
});

describe("an export's life", () => {
  it('is IN_PROGRESS with only _started written, then COMPLETED with its manifest when the clock moves', () => {
    const box = withOrders();
    putItem(box, 'orders', { pk: S('a') });
    const reply = box.ok('ExportTableToPointInTime', {
      TableArn: ORDERS,
      S3Bucket: 'exports',
    }).ExportDescription;
    expect(reply).toMatchObject({ ExportStatus: 'IN_PROGRESS', TableArn: ORDERS, S3Bucket: 'exports' });
    expect(reply.EndTime).toBeUndefined();
    expect(reply.ItemCount).toBeUndefined();
    expect(reply.ExportManifest).toBeUndefined();
    // The ARN is the table's, then /export/ and an id of the start time in 14 digits and 8 hex digits.
    const id = exportIdOf(reply.ExportArn);
    expect(reply.ExportArn).toBe(`${ORDERS}/export/${id}`);
    expect(id).toMatch(/^\d{14}-[0-9a-f]{8}$/);
    expect(Number(id.slice(0, 14))).toBe(Math.round(reply.StartTime * 1000));
    expect(listObjects(box, 'exports').map((object) => object.Key)).toEqual([`AWSDynamoDB/${id}/_started`]);
    expect(box.ok('DescribeExport', { ExportArn: reply.ExportArn }).ExportDescription.ExportStatus).toBe(
      'IN_PROGRESS',
    );

    box.advance(MINUTE);
    const done = box.ok('DescribeExport', { ExportArn: reply.ExportArn }).ExportDescription;
    expect(done).toMatchObject({ ExportStatus: 'COMPLETED', ItemCount: 1, StartTime: reply.StartTime });
    expect(done.EndTime).toBeGreaterThan(done.StartTime);
    expect(done.ExportManifest).toBe(`AWSDynamoDB/${id}/manifest-summary.json`);
    expect(listObjects(box, 'exports').map((object) => object.Key)).toContain(done.ExportManifest);
  });

  it('fails with S3NoSuchBucket when S3 would refuse the bucket name, writing nothing', () => {
    const box = withOrders();
    // The request's pattern allows capitals; S3's bucket names do not.
    const done = exportAndWait(box, { TableArn: ORDERS, S3Bucket: 'MyExports' });
    expect(done.ExportStatus).toBe('FAILED');
    expect(done.FailureCode).toBe('S3NoSuchBucket');
    expect(done.FailureMessage).toContain('NoSuchBucket');
    expect(done.ItemCount).toBeUndefined();
    expect(done.ExportManifest).toBeUndefined();
    expect(box.sandbox('S3ListBuckets', {}).body.Buckets).toEqual([]);
  });

  it('reads no capacity from the table', () => {
    const box = withOrders();
    for (let i = 0; i < 20; i++) putItem(box, 'orders', { pk: S(`item-${i}`), pad: S('x'.repeat(3000)) });
    const table = box.engine.tables.get('orders')!;
    const consumedReads = () => {
      box.advance(1000);
      const metrics = box.engine.capacity.snapshot(table).table.metrics;
      return (metrics.ConsumedReadCapacityUnits as number[]).reduce((sum, value) => sum + value, 0);
    };
    const before = consumedReads();
    expect(exportAndWait(box, { TableArn: ORDERS, S3Bucket: 'exports' }).ItemCount).toBe(20);
    expect(consumedReads()).toBe(before);
    // The metric does see reads: a Scan of the same items shows.
    box.ok('Scan', { TableName: 'orders' });
    expect(consumedReads()).toBeGreaterThan(before);
  });
});

describe('ExportTime', () => {
  it('must be in the recovery window: not before recovery was on, not in the future', () => {
    const box = newSandbox();
    box.ok('CreateTable', keyedTable('orders'));
    box.advance(MINUTE);
    const beforeRecovery = box.engine.now() / 1000;
    box.advance(MINUTE);
    box.ok('UpdateContinuousBackups', {
      TableName: 'orders',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    box.advance(10 * MINUTE);
    const now = box.engine.now() / 1000;
    for (const ExportTime of [beforeRecovery, now + 60]) {
      expect(
        box.fails('ExportTableToPointInTime', { TableArn: ORDERS, S3Bucket: 'exports', ExportTime }),
      ).toEqual({ type: 'InvalidExportTimeException', message: OUTSIDE_WINDOW });
    }
    // The window's first moment, as DescribeContinuousBackups gives it, is accepted.
    const earliest = box.ok('DescribeContinuousBackups', { TableName: 'orders' }).ContinuousBackupsDescription
      .PointInTimeRecoveryDescription.EarliestRestorableDateTime;
    const started = box.ok('ExportTableToPointInTime', {
      TableArn: ORDERS,
      S3Bucket: 'exports',
      ExportTime: earliest,
    }).ExportDescription;
    expect(started.ExportTime).toBe(earliest);
  });

  it('is bounded by the recovery period', () => {
    const box = newSandbox();
    box.ok('CreateTable', keyedTable('orders'));
    box.advance(MINUTE);
    box.ok('UpdateContinuousBackups', {
      TableName: 'orders',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true, RecoveryPeriodInDays: 1 },
    });
    box.advance(3 * 24 * 60 * MINUTE);
    const now = box.engine.now() / 1000;
    const request = (hoursAgo: number) => ({
      TableArn: ORDERS,
      S3Bucket: 'exports',
      ExportTime: now - hoursAgo * 3600,
    });
    expect(box.fails('ExportTableToPointInTime', request(25)).type).toBe('InvalidExportTimeException');
    expect(box.ok('ExportTableToPointInTime', request(23)).ExportDescription.ExportStatus).toBe(
      'IN_PROGRESS',
    );
  });
});
