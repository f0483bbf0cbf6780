/**
 * Bulk put items through the real AWS SDK for JavaScript v3 (its StartBulkPutItemsCommand and
 * friends), over HTTP to a sandbox endpoint, with the sandbox clock paused and moved through the
 * DynamoSandbox targets on the same endpoint (as transfersSdk.test.ts does for imports).
 */
import {
  CancelBulkOperationCommand,
  CreateTableCommand,
  DescribeBulkOperationCommand,
  ListBulkOperationsCommand,
  ScanCommand,
  StartBulkPutItemsCommand,
} from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEndpoint, type TestEndpoint } from '../helpers/endpoint.ts';
import { sandboxTarget } from '../helpers/rawHttp.ts';

let endpoint: TestEndpoint;

const sandbox = (target: string, request: unknown) => sandboxTarget(endpoint.url, target, request);
const advance = (Seconds: number) => sandbox('AdvanceClock', { Seconds });

beforeAll(async () => {
  endpoint = await startEndpoint({ tableStatusDelayMs: 1000 });
  await sandbox('SetClock', { Paused: true });
  await endpoint.client.send(
    new CreateTableCommand({
      TableName: 'orders',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
    }),
  );
  await advance(5);
  const lines = ['a', 'b', 'c'].map((pk) => JSON.stringify({ Item: { pk: { S: pk } } })).join('\n');
  await sandbox('S3PutObject', {
    Bucket: 'source',
    Key: 'data/part-1.json',
    Body: Buffer.from(lines).toString('base64'),
  });
});
afterAll(() => endpoint.close());

describe('bulk put items with the AWS SDK', () => {
  it('starts, describes, lists and refuses to cancel a finished operation', async () => {
    const started = await endpoint.client.send(
      new StartBulkPutItemsCommand({
        TableName: 'orders',
        InputS3Configuration: { S3Bucket: 'source', S3KeyPrefix: 'data/', InputFormat: 'DYNAMODB_JSON' },
        OutputS3Configuration: { S3Bucket: 'reports', OutputType: ['ERROR'] },
        MaxWriteRequestUnits: 2048,
      }),
    );
    const arn = started.BulkOperationDescription!.BulkOperationArn!;
    expect(started.BulkOperationDescription).toMatchObject({
      BulkOperationStatus: 'IN_PROGRESS',
      StartTime: expect.any(Date),
      MaxWriteRequestUnits: 2048,
    });
    await advance(60);
    const done = await endpoint.client.send(new DescribeBulkOperationCommand({ BulkOperationArn: arn }));
    expect(done.BulkOperationDescription).toMatchObject({
      BulkOperationStatus: 'COMPLETED',
      ProcessedItemCount: 3,
      FailedItemCount: 0,
      EndTime: expect.any(Date),
    });
    const items = (await endpoint.client.send(new ScanCommand({ TableName: 'orders' }))).Items ?? [];
    expect(items.map((item) => item.pk.S).sort()).toEqual(['a', 'b', 'c']);
    const listed = await endpoint.client.send(new ListBulkOperationsCommand({}));
    expect(listed.BulkOperationsSummaryList).toEqual([
      {
        BulkOperationArn: arn,
        BulkOperationStatus: 'COMPLETED',
        StartTime: expect.any(Date),
        EndTime: expect.any(Date),
      },
    ]);
    await expect(
      endpoint.client.send(new CancelBulkOperationCommand({ BulkOperationArn: arn })),
    ).rejects.toMatchObject({
      name: 'ValidationException',
    });
  });

  it('reaches the SDK with ResourceNotFoundException for a missing table', async () => {
    const attempt = endpoint.client.send(
      new StartBulkPutItemsCommand({
        TableName: 'missing',
        InputS3Configuration: { S3Bucket: 'source', InputFormat: 'DYNAMODB_JSON' },
        OutputS3Configuration: { OutputType: ['ERROR'] },
      }),
    );
    await expect(attempt).rejects.toMatchObject({
      name: 'ResourceNotFoundException',
      message: 'Requested resource not found: Table: missing not found',
    });
  });
});
