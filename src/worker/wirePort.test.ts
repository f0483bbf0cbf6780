import {
  ConditionalCheckFailedException,
  CreateTableCommand,
  DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { wrap } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { createSdkRequestHandler } from '../client/sdkRequestHandler.ts';
import { startClockDriver } from '../engine/clockDriver.ts';
import { Engine } from '../engine/engine.ts';
import { createEngineApi, type WirePortApi } from './api.ts';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** The sandbox's set-up, minus the worker: engine API on one end of a MessageChannel, SDK on the other. */
function sdkOverPort() {
  const engine = new Engine({ tableStatusDelayMs: 0, transactionLatencyMs: 20 });
  cleanups.push(
    startClockDriver(engine, { setTimeout, clearTimeout: (handle) => clearTimeout(handle as number) }),
  );
  const channel = new MessageChannel();
  cleanups.push(() => {
    channel.port1.close();
    channel.port2.close();
  });
  createEngineApi(() => engine).serveWirePort(channel.port1);
  const remote = wrap<WirePortApi>(channel.port2);
  const seen: { target: string; operation?: string }[] = [];
  const requestHandler = createSdkRequestHandler(async (target, body) => {
    const reply = await remote.dispatch(target, body);
    seen.push({ target, operation: reply.trace.operation });
    return reply;
  });
  const client = new DynamoDBClient({
    endpoint: 'http://sandbox.local',
    region: 'us-east-1',
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    maxAttempts: 1,
    requestHandler,
  });
  return { client, doc: DynamoDBDocumentClient.from(client), seen };
}

async function createAppTable(client: DynamoDBClient) {
  await client.send(
    new CreateTableCommand({
      TableName: 'app',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }],
    }),
  );
}

describe('the AWS SDK over the engine wire port', () => {
  it('lets the real document client write and read, with a trace per request', async () => {
    const { client, doc, seen } = sdkOverPort();
    await createAppTable(client);
    await doc.send(new PutCommand({ TableName: 'app', Item: { PK: 'CUSTOMER#42', name: 'Ada', ver: 1 } }));
    const got = await doc.send(new GetCommand({ TableName: 'app', Key: { PK: 'CUSTOMER#42' } }));
    expect(got.Item).toEqual({ PK: 'CUSTOMER#42', name: 'Ada', ver: 1 });
    expect(seen).toEqual([
      { target: 'DynamoDB_20120810.CreateTable', operation: 'CreateTable' },
      { target: 'DynamoDB_20120810.PutItem', operation: 'PutItem' },
      { target: 'DynamoDB_20120810.GetItem', operation: 'GetItem' },
    ]);
  });

  it('answers a transaction when it commits on the running clock', async () => {
    const { client, doc } = sdkOverPort();
    await createAppTable(client);
    await doc.send(
      new TransactWriteCommand({ TransactItems: [{ Put: { TableName: 'app', Item: { PK: 'a' } } }] }),
    );
    expect((await doc.send(new GetCommand({ TableName: 'app', Key: { PK: 'a' } }))).Item).toEqual({
      PK: 'a',
    });
  });

  it("surfaces the engine's errors as the SDK's exception classes", async () => {
    const { client, doc } = sdkOverPort();
    await createAppTable(client);
    await doc.send(new PutCommand({ TableName: 'app', Item: { PK: 'a' } }));
    const failed = doc.send(
      new PutCommand({
        TableName: 'app',
        Item: { PK: 'a' },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    await expect(failed).rejects.toBeInstanceOf(ConditionalCheckFailedException);
    await expect(failed).rejects.toMatchObject({ name: 'ConditionalCheckFailedException' });
  });
});
