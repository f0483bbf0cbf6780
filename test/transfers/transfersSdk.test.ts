/**
 * Exports and imports through the real AWS SDK for JavaScript v3, over HTTP to a sandbox endpoint,
 * with the sandbox clock paused and moved through the DynamoSandbox.SetClock / AdvanceClock
 * targets on the same endpoint.
 */
import {
  CreateTableCommand,
  DescribeExportCommand,
  DescribeImportCommand,
  ExportTableToPointInTimeCommand,
  ImportTableCommand,
  ListExportsCommand,
  ListImportsCommand,
  PutItemCommand,
  ScanCommand,
  UpdateContinuousBackupsCommand,
  type AttributeValue,
} from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { startEndpoint, type TestEndpoint } from '../helpers/endpoint.ts';
import { sandboxTarget } from '../helpers/rawHttp.ts';
import { sdkFailure } from '../helpers/sdkFailure.ts';

let endpoint: TestEndpoint;
const ACCOUNT = '000000000000';
const ordersArn = `arn:aws:dynamodb:us-east-1:${ACCOUNT}:table/orders`;

const sandbox = (target: string, request: unknown) => sandboxTarget(endpoint.url, target, request);
const advance = (Seconds: number) => sandbox('AdvanceClock', { Seconds });

const table = (TableName: string) => ({
  TableName,
  BillingMode: 'PAY_PER_REQUEST' as const,
  KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' as const }],
  AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' as const }],
});
const scanned = async (TableName: string) =>
  ((await endpoint.client.send(new ScanCommand({ TableName, ConsistentRead: true }))).Items ?? [])
    .map((item: Record<string, AttributeValue>) => JSON.stringify(item))
    .sort();

beforeAll(async () => {
  endpoint = await startEndpoint({ tableStatusDelayMs: 1000 });
  await sandbox('SetClock', { Paused: true });
  await endpoint.client.send(new CreateTableCommand(table('orders')));
  await endpoint.client.send(new CreateTableCommand(table('unprotected')));
  await advance(5);
  await endpoint.client.send(
    new UpdateContinuousBackupsCommand({
      TableName: 'orders',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    }),
  );
  await advance(1);
  for (const [pk, qty] of [
    ['a', '1'],
    ['b', '2'],
    ['c', '3'],
  ]) {
    await endpoint.client.send(
      new PutItemCommand({
        TableName: 'orders',
        Item: { pk: { S: pk }, qty: { N: qty }, tags: { SS: ['x', pk] } },
      }),
    );
  }
  await advance(60);
});
afterAll(() => endpoint.close());

describe('exports and imports through the AWS SDK', () => {
  let exportArn: string;
  let exportId: string;

  it('refuses an export of a table without point-in-time recovery', async () => {
    const failure = await sdkFailure(
      endpoint.client.send(
        new ExportTableToPointInTimeCommand({
          TableArn: `arn:aws:dynamodb:us-east-1:${ACCOUNT}:table/unprotected`,
          S3Bucket: 'exports',
        }),
      ),
    );
    expect(failure).toEqual({
      name: 'PointInTimeRecoveryUnavailableException',
      message: "Point in time recovery is not enabled for table 'unprotected'",
    });
  });

  it('exports the table: IN_PROGRESS, then COMPLETED as the clock moves', async () => {
    const now = (await sandbox('DescribeClock', {})).Time as number;
    const exportTime = new Date((now - 30) * 1000);
    const started = await endpoint.client.send(
      new ExportTableToPointInTimeCommand({
        TableArn: ordersArn,
        S3Bucket: 'exports',
        ExportTime: exportTime,
      }),
    );
    const description = started.ExportDescription!;
    expect(description.ExportStatus).toBe('IN_PROGRESS');
    expect(description.ExportTime?.getTime()).toBe(exportTime.getTime());
    expect(description.ExportFormat).toBe('DYNAMODB_JSON');
    exportArn = description.ExportArn!;
    exportId = exportArn.slice(exportArn.lastIndexOf('/') + 1);
    expect(exportArn).toBe(`${ordersArn}/export/${exportId}`);

    let status = description.ExportStatus;
    let polls = 0;
    let done = description;
    while (status === 'IN_PROGRESS' && polls++ < 30) {
      await advance(1);
      done = (await endpoint.client.send(new DescribeExportCommand({ ExportArn: exportArn })))
        .ExportDescription!;
      status = done.ExportStatus;
    }
    expect(polls).toBeGreaterThan(1);
    expect(done).toMatchObject({ ExportStatus: 'COMPLETED', ItemCount: 3, S3Bucket: 'exports' });
    expect(done.EndTime!.getTime()).toBeGreaterThan(done.StartTime!.getTime());
    expect(done.ExportManifest).toBe(`AWSDynamoDB/${exportId}/manifest-summary.json`);
  });

  it('lists the export', async () => {
    const listed = await endpoint.client.send(new ListExportsCommand({ TableArn: ordersArn, MaxResults: 5 }));
    expect(listed.ExportSummaries).toEqual([
      { ExportArn: exportArn, ExportStatus: 'COMPLETED', ExportType: 'FULL_EXPORT' },
    ]);
    expect(listed.NextToken).toBeUndefined();
  });

  it("imports the export's data files into a new table with the same items", async () => {
    const started = await endpoint.client.send(
      new ImportTableCommand({
        S3BucketSource: { S3Bucket: 'exports', S3KeyPrefix: `AWSDynamoDB/${exportId}/data/` },
        InputFormat: 'DYNAMODB_JSON',
        InputCompressionType: 'GZIP',
        TableCreationParameters: table('orders-copy'),
      }),
    );
    const importArn = started.ImportTableDescription!.ImportArn!;
    expect(started.ImportTableDescription).toMatchObject({
      ImportStatus: 'IN_PROGRESS',
      TableArn: `arn:aws:dynamodb:us-east-1:${ACCOUNT}:table/orders-copy`,
      S3BucketSource: { S3Bucket: 'exports', S3BucketOwner: ACCOUNT },
    });
    let description = started.ImportTableDescription!;
    for (let polls = 0; description.ImportStatus === 'IN_PROGRESS' && polls < 30; polls++) {
      await advance(1);
      description = (await endpoint.client.send(new DescribeImportCommand({ ImportArn: importArn })))
        .ImportTableDescription!;
    }
    expect(description).toMatchObject({
      ImportStatus: 'COMPLETED',
      ErrorCount: 0,
      ProcessedItemCount: 3,
      ImportedItemCount: 3,
    });
    expect(await scanned('orders-copy')).toEqual(await scanned('orders'));
    const imports = await endpoint.client.send(new ListImportsCommand({ PageSize: 10 }));
    expect(imports.ImportSummaryList?.map((summary) => summary.ImportArn)).toEqual([importArn]);
  });

  it('surfaces the transfer errors by name', async () => {
    const missing = await sdkFailure(
      endpoint.client.send(
        new DescribeExportCommand({ ExportArn: `${ordersArn}/export/01795996800000-0badc0de` }),
      ),
    );
    expect(missing.name).toBe('ExportNotFoundException');
    const inUse = await sdkFailure(
      endpoint.client.send(
        new ImportTableCommand({
          S3BucketSource: { S3Bucket: 'exports', S3KeyPrefix: `AWSDynamoDB/${exportId}/data/` },
          InputFormat: 'DYNAMODB_JSON',
          TableCreationParameters: table('orders'),
        }),
      ),
    );
    expect(inUse).toEqual({ name: 'ResourceInUseException', message: 'Table already exists: orders' });
    const tooEarly = await sdkFailure(
      endpoint.client.send(
        new ExportTableToPointInTimeCommand({
          TableArn: ordersArn,
          S3Bucket: 'exports',
          ExportTime: new Date(0),
        }),
      ),
    );
    expect(tooEarly.name).toBe('InvalidExportTimeException');
  });

  it('exports the items and attributes a FilterSpecification selects, and echoes it', async () => {
    const FilterSpecification = {
      FilterExpression: 'qty >= :q',
      ProjectionExpression: 'pk, qty',
      ExpressionAttributeValues: { ':q': { N: '2' } },
    };
    const started = await endpoint.client.send(
      new ExportTableToPointInTimeCommand({
        TableArn: ordersArn,
        S3Bucket: 'exports',
        S3Prefix: 'filtered',
        FilterSpecification,
      }),
    );
    expect(started.ExportDescription!.FilterSpecification).toEqual(FilterSpecification);
    await advance(60);
    const done = await endpoint.client.send(
      new DescribeExportCommand({ ExportArn: started.ExportDescription!.ExportArn }),
    );
    expect(done.ExportDescription).toMatchObject({
      ExportStatus: 'COMPLETED',
      ItemCount: 2,
      FilterSpecification,
    });
    const listed = (await sandbox('S3ListObjects', { Bucket: 'exports', Prefix: 'filtered/' })) as {
      Objects: { Key: string }[];
    };
    const lines: string[] = [];
    for (const { Key } of listed.Objects.filter((object) => object.Key.includes('/data/'))) {
      const body = (await sandbox('S3GetObject', { Bucket: 'exports', Key })).Body as string;
      lines.push(...gunzipSync(Buffer.from(body, 'base64')).toString('utf8').split('\n').filter(Boolean));
    }
    expect(lines.sort()).toEqual([
      JSON.stringify({ Item: { pk: { S: 'b' }, qty: { N: '2' } } }),
      JSON.stringify({ Item: { pk: { S: 'c' }, qty: { N: '3' } } }),
    ]);
  });
});
