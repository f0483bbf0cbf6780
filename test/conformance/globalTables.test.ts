/**
 * Global tables through the real AWS SDK against the HTTP endpoint: each client reaches the Region it
 * signs for once that Region has a replica (before that, every Region reaches the home Region), a
 * replica is added with UpdateTable and waited for as AWS's docs wait, and writes travel both ways.
 */
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTableReplicaAutoScalingCommand,
  DynamoDBClient,
  GetItemCommand,
  ListTablesCommand,
  PutItemCommand,
  UpdateTableCommand,
} from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEndpoint, TEST_CREDENTIALS, type TestEndpoint } from '../helpers/endpoint.ts';

const EU = 'eu-west-1';

let endpoint: TestEndpoint;
let eu: DynamoDBClient;
let west: DynamoDBClient;

beforeAll(async () => {
  endpoint = await startEndpoint({ tableStatusDelayMs: 40, replicationLatencyMs: 80 });
  const client = (region: string) =>
    new DynamoDBClient({ endpoint: endpoint.url, region, credentials: TEST_CREDENTIALS, maxAttempts: 1 });
  eu = client(EU);
  west = client('us-west-2');
});

afterAll(async () => {
  eu.destroy();
  west.destroy();
  await endpoint.close();
});

/** Polls until `check` holds (real time: the endpoint's clock runs at wall speed). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const value = await read();
    if (check(value)) return value;
    if (attempt > 200) throw new Error(`still not there: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const status = (client: DynamoDBClient) =>
  client
    .send(new DescribeTableCommand({ TableName: 'profiles' }))
    .then((reply) => reply.Table?.TableStatus)
    .catch((error: Error) => error.name);

describe('global tables over HTTP', () => {
  it('adds a replica in another Region and replicates both ways', async () => {
    const { client } = endpoint;
    await client.send(
      new CreateTableCommand({
        TableName: 'profiles',
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
        AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
      }),
    );
    await eventually(
      () => status(client),
      (value) => value === 'ACTIVE',
    );
    // No Region of its own yet: a client signing for another Region reaches the home Region.
    expect((await eu.send(new ListTablesCommand({}))).TableNames).toEqual(['profiles']);

    await expect(
      client.send(
        new UpdateTableCommand({
          TableName: 'profiles',
          ReplicaUpdates: [{ Create: { RegionName: 'us-east-1' } }],
        }),
      ),
    ).rejects.toMatchObject({
      name: 'ValidationException',
      message:
        'Cannot add or delete the local region through ReplicaUpdates. Use CreateTable, DeleteTable, or UpdateTable as required.',
    });
    const reply = await client.send(
      new UpdateTableCommand({ TableName: 'profiles', ReplicaUpdates: [{ Create: { RegionName: EU } }] }),
    );
    expect(reply.TableDescription).toMatchObject({
      TableStatus: 'UPDATING',
      GlobalTableVersion: '2019.11.21',
    });
    expect(await status(eu)).toBe('ResourceNotFoundException');
    await eventually(
      () => status(eu),
      (value) => value === 'ACTIVE',
    );
    const described = await eu.send(new DescribeTableCommand({ TableName: 'profiles' }));
    expect(described.Table?.TableArn).toBe(`arn:aws:dynamodb:${EU}:000000000000:table/profiles`);
    expect(described.Table?.Replicas).toEqual([
      expect.objectContaining({ RegionName: 'us-east-1', ReplicaStatus: 'ACTIVE' }),
    ]);
    // Auto scaling, Region by Region: every replica listed, each with it off (an on-demand group).
    const scaling = await eu.send(new DescribeTableReplicaAutoScalingCommand({ TableName: 'profiles' }));
    expect(scaling.TableAutoScalingDescription?.Replicas?.map((replica) => replica.RegionName)).toEqual([
      EU,
      'us-east-1',
    ]);
    expect(scaling.TableAutoScalingDescription?.Replicas?.[0]).toMatchObject({
      ReplicaProvisionedWriteCapacityAutoScalingSettings: { AutoScalingDisabled: true, ScalingPolicies: [] },
    });
    // eu-west-1 is a Region of its own now; us-west-2 still reaches the home Region.
    await client.send(
      new CreateTableCommand({
        TableName: 'homeOnly',
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
        AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
      }),
    );
    expect((await eu.send(new ListTablesCommand({}))).TableNames).toEqual(['profiles']);
    expect((await west.send(new ListTablesCommand({}))).TableNames).toEqual(['homeOnly', 'profiles']);

    await eu.send(new PutItemCommand({ TableName: 'profiles', Item: { id: { S: 'ada' }, from: { S: EU } } }));
    const item = await eventually(
      () => client.send(new GetItemCommand({ TableName: 'profiles', Key: { id: { S: 'ada' } } })),
      (value) => value.Item !== undefined,
    );
    expect(item.Item).toEqual({ id: { S: 'ada' }, from: { S: EU } });
  });
});
