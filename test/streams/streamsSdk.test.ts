/**
 * Streams and TTL with the real AWS SDK clients (@aws-sdk/client-dynamodb and
 * @aws-sdk/client-dynamodb-streams) against the HTTP endpoint: stream contents for each view type,
 * the SDK's error classes, and TTL deletions that show up in the stream after a clock fast-forward
 * (`DynamoSandbox.AdvanceClock` over HTTP).
 */
import {
  CreateTableCommand,
  DeleteItemCommand,
  PutItemCommand,
  UpdateItemCommand,
  UpdateTimeToLiveCommand,
  DescribeTimeToLiveCommand,
  type StreamViewType,
} from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  ListStreamsCommand,
  ResourceNotFoundException,
  type _Record,
} from '@aws-sdk/client-dynamodb-streams';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSdkRequestHandler } from '../../src/client/sdkRequestHandler.ts';
import {
  inProcessEndpoint,
  startEndpoint,
  TEST_CREDENTIALS,
  type TestEndpoint,
} from '../helpers/endpoint.ts';
import { rawRequest, signedHeaders } from '../helpers/rawHttp.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const START = Date.UTC(2026, 10, 30);
let endpoint: TestEndpoint;
let streams: DynamoDBStreamsClient;

beforeAll(async () => {
  endpoint = await startEndpoint({
    clock: { start: START, running: false },
    gsiPropagationDelayMs: 0,
    timeToLive: { minDeletionDelayMs: 1000, maxDeletionDelayMs: 10_000 },
  });
  streams = new DynamoDBStreamsClient({
    endpoint: endpoint.url,
    region: endpoint.engine.region,
    credentials: TEST_CREDENTIALS,
    maxAttempts: 1,
  });
});

afterAll(async () => {
  streams?.destroy();
  await endpoint?.close();
});

async function createTable(name: string, viewType: StreamViewType): Promise<string> {
  const { TableDescription } = await endpoint.client.send(
    new CreateTableCommand({
      TableName: name,
      AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
      ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 5 },
      StreamSpecification: { StreamEnabled: true, StreamViewType: viewType },
    }),
  );
  return TableDescription!.LatestStreamArn!;
}

async function readAll(streamArn: string): Promise<_Record[]> {
  const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
  const out: _Record[] = [];
  for (const shard of StreamDescription!.Shards!) {
    let iterator = (
      await streams.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: shard.ShardId!,
          ShardIteratorType: 'TRIM_HORIZON',
        }),
      )
    ).ShardIterator;
    while (iterator) {
      const page = await streams.send(new GetRecordsCommand({ ShardIterator: iterator }));
      out.push(...page.Records!);
      if (page.Records!.length === 0) break;
      iterator = page.NextShardIterator;
    }
  }
  return out;
}

async function advanceClock(seconds: number): Promise<void> {
  const reply = await rawRequest(endpoint.url, {
    method: 'POST',
    headers: { ...signedHeaders('ListTables'), 'x-amz-target': 'DynamoSandbox.AdvanceClock' },
    body: JSON.stringify({ Seconds: seconds }),
  });
  expect(reply.status).toBe(200);
}

describe.each(['KEYS_ONLY', 'NEW_IMAGE', 'OLD_IMAGE', 'NEW_AND_OLD_IMAGES'] as const)(
  'a %s stream',
  (viewType) => {
    it('delivers INSERT, MODIFY and REMOVE with the images of its view type', async () => {
      const table = `sdk_${viewType.toLowerCase()}`;
      const arn = await createTable(table, viewType);
      const key = { pk: { S: 'p1' } };
      await endpoint.client.send(new PutItemCommand({ TableName: table, Item: { ...key, v: { N: '1' } } }));
      await endpoint.client.send(
        new UpdateItemCommand({
          TableName: table,
          Key: key,
          UpdateExpression: 'SET v = :v',
          ExpressionAttributeValues: { ':v': { N: '2' } },
        }),
      );
      await endpoint.client.send(new DeleteItemCommand({ TableName: table, Key: key }));
      const records = await readAll(arn);
      expect(records.map((r) => r.eventName)).toEqual(['INSERT', 'MODIFY', 'REMOVE']);
      const withNew = viewType === 'NEW_IMAGE' || viewType === 'NEW_AND_OLD_IMAGES';
      const withOld = viewType === 'OLD_IMAGE' || viewType === 'NEW_AND_OLD_IMAGES';
      const images = records.map((r) => [r.dynamodb!.NewImage?.v?.N, r.dynamodb!.OldImage?.v?.N]);
      expect(images).toEqual([
        [withNew ? '1' : undefined, undefined],
        [withNew ? '2' : undefined, withOld ? '1' : undefined],
        [undefined, withOld ? '2' : undefined],
      ]);
      for (const record of records) {
        expect(record.dynamodb!.Keys).toEqual(key);
        expect(record.dynamodb!.StreamViewType).toBe(viewType);
        // The SDK parses epoch seconds into a Date.
        expect(record.dynamodb!.ApproximateCreationDateTime).toEqual(new Date(START));
        expect(record.eventSource).toBe('aws:dynamodb');
      }
    });
  },
);

describe('Streams API with the SDK', () => {
  it('lists streams and maps errors to the SDK exception classes', async () => {
    const arn = await createTable('sdk_errors', 'KEYS_ONLY');
    const { Streams } = await streams.send(new ListStreamsCommand({ TableName: 'sdk_errors' }));
    expect(Streams).toEqual([
      { StreamArn: arn, TableName: 'sdk_errors', StreamLabel: arn.split('/stream/')[1] },
    ]);
    const missing = arn.replace('sdk_errors', 'sdk_missing');
    await expect(streams.send(new DescribeStreamCommand({ StreamArn: missing }))).rejects.toBeInstanceOf(
      ResourceNotFoundException,
    );
    const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: arn }));
    const { ShardIterator } = await streams.send(
      new GetShardIteratorCommand({
        StreamArn: arn,
        ShardId: StreamDescription!.Shards![0].ShardId!,
        ShardIteratorType: 'LATEST',
      }),
    );
    await advanceClock(16 * 60);
    const error = await streams.send(new GetRecordsCommand({ ShardIterator })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExpiredIteratorException);
    expect((error as Error).message).toBe('Shard iterator has expired');
  });

  it('shows TTL deletions in the stream after a clock fast-forward', async () => {
    const arn = await createTable('sdk_ttl', 'NEW_AND_OLD_IMAGES');
    await endpoint.client.send(
      new UpdateTimeToLiveCommand({
        TableName: 'sdk_ttl',
        TimeToLiveSpecification: { Enabled: true, AttributeName: 'expiresAt' },
      }),
    );
    const described = await endpoint.client.send(new DescribeTimeToLiveCommand({ TableName: 'sdk_ttl' }));
    expect(described.TimeToLiveDescription).toEqual({
      TimeToLiveStatus: 'ENABLED',
      AttributeName: 'expiresAt',
    });
    const now = Math.floor(endpoint.engine.now() / 1000);
    await endpoint.client.send(
      new PutItemCommand({
        TableName: 'sdk_ttl',
        Item: { pk: { S: 'cart' }, expiresAt: { N: String(now + 60) } },
      }),
    );
    expect((await readAll(arn)).map((r) => r.eventName)).toEqual(['INSERT']);
    await advanceClock(120);
    const records = await readAll(arn);
    expect(records.map((r) => r.eventName)).toEqual(['INSERT', 'REMOVE']);
    expect(records[1].userIdentity).toEqual({ Type: 'Service', PrincipalId: 'dynamodb.amazonaws.com' });
  });
});

describe('in process', () => {
  it('serves the Streams client through the SDK request handler, as the browser console does', async () => {
    const local = inProcessEndpoint();
    const client = new DynamoDBStreamsClient({
      endpoint: 'http://sandbox.local',
      region: local.engine.region,
      credentials: TEST_CREDENTIALS,
      maxAttempts: 1,
      requestHandler: createSdkRequestHandler(local.dispatch),
    });
    await local.client.send(
      new CreateTableCommand({
        TableName: 'local_table',
        AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
        KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
        BillingMode: 'PAY_PER_REQUEST',
        StreamSpecification: { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' },
      }),
    );
    const { Streams } = await client.send(new ListStreamsCommand({}));
    expect(Streams!.map((s) => s.TableName)).toEqual(['local_table']);
    client.destroy();
    await local.close();
  });
});
