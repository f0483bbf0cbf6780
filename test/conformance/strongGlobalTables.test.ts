/**
 * An MRSC global table through the real AWS SDK against the HTTP endpoint: the SDK's own members
 * (MultiRegionConsistency, GlobalTableWitnessUpdates) make one, DescribeTable's witness and mode
 * parse, and a write conflict reaches the caller as the SDK's typed, retryable
 * ReplicatedWriteConflictException. The endpoint's clock is paused, so a write stays unconfirmed
 * until the test moves it on.
 */
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  PutItemCommand,
  ReplicatedWriteConflictException,
  UpdateTableCommand,
} from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CONFIRMATION_MS } from '../../src/engine/globalTables/strongWrites.ts';
import { startEndpoint, TEST_CREDENTIALS, type TestEndpoint } from '../helpers/endpoint.ts';

let endpoint: TestEndpoint;
let ohio: DynamoDBClient;

beforeAll(async () => {
  endpoint = await startEndpoint({ clock: { start: Date.UTC(2026, 11, 1), running: false } });
  ohio = new DynamoDBClient({
    endpoint: endpoint.url,
    region: 'us-east-2',
    credentials: TEST_CREDENTIALS,
    maxAttempts: 1,
  });
});

afterAll(async () => {
  ohio.destroy();
  await endpoint.close();
});

const putAda = (client: DynamoDBClient, name: string) =>
  client.send(new PutItemCommand({ TableName: 'profiles', Item: { id: { S: 'ada' }, name: { S: name } } }));

it('makes an MRSC table with a witness and answers a conflicting write as the SDK expects', async () => {
  const { client, engine } = endpoint;
  await client.send(
    new CreateTableCommand({
      TableName: 'profiles',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
    }),
  );
  await client.send(
    new UpdateTableCommand({
      TableName: 'profiles',
      ReplicaUpdates: [{ Create: { RegionName: 'us-east-2' } }],
      GlobalTableWitnessUpdates: [{ Create: { RegionName: 'us-west-2' } }],
      MultiRegionConsistency: 'STRONG',
    }),
  );
  engine.advance(0);
  const { Table } = await ohio.send(new DescribeTableCommand({ TableName: 'profiles' }));
  expect(Table?.MultiRegionConsistency).toBe('STRONG');
  expect(Table?.GlobalTableWitnesses).toEqual([{ RegionName: 'us-west-2', WitnessStatus: 'ACTIVE' }]);
  expect(Table?.Replicas?.map((replica) => replica.RegionName)).toEqual(['us-east-1']);

  await putAda(client, 'from Virginia');
  const refused = await putAda(ohio, 'from Ohio').catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(ReplicatedWriteConflictException);
  expect((refused as ReplicatedWriteConflictException).$retryable).toBeDefined();
  engine.advance(CONFIRMATION_MS);
  await expect(putAda(ohio, 'from Ohio')).resolves.toBeDefined();
});
