import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { wrap } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { Engine } from '../../engine/engine.ts';
import { createEngineApi, type WirePortApi } from '../api.ts';
import { createRemoteRequestHandler } from './remoteRequestHandler.ts';

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) {
    channel.port1.close();
    channel.port2.close();
  }
});

/** The sandbox's set-up, minus the worker: engine API on one end of a MessageChannel, SDK on the other. */
function sdkOverPort() {
  const engine = new Engine({ tableStatusDelayMs: 0 });
  const channel = new MessageChannel();
  channels.push(channel);
  createEngineApi(() => engine).serveWirePort(channel.port1);
  const remote = wrap<WirePortApi>(channel.port2);
  const seen: string[] = [];
  const requestHandler = createRemoteRequestHandler(async (target, body) => {
    seen.push(target);
    return remote.dispatch(target, body);
  });
  const client = new DynamoDBClient({
    endpoint: 'http://sandbox.local',
    region: 'us-east-1',
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    maxAttempts: 1,
    requestHandler,
  });
  return { engine, client, doc: DynamoDBDocumentClient.from(client), seen };
}

describe('createRemoteRequestHandler over the engine wire port', () => {
  it('lets the real document client write and read through a MessagePort', async () => {
    const { client, doc, seen } = sdkOverPort();
    const { CreateTableCommand } = await import('@aws-sdk/client-dynamodb');
    await client.send(
      new CreateTableCommand({
        TableName: 'app',
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
        AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }],
      }),
    );
    await doc.send(new PutCommand({ TableName: 'app', Item: { PK: 'CUSTOMER#42', name: 'Ada', ver: 1 } }));
    const got = await doc.send(new GetCommand({ TableName: 'app', Key: { PK: 'CUSTOMER#42' } }));
    expect(got.Item).toEqual({ PK: 'CUSTOMER#42', name: 'Ada', ver: 1 });
    expect(seen).toEqual([
      'DynamoDB_20120810.CreateTable',
      'DynamoDB_20120810.PutItem',
      'DynamoDB_20120810.GetItem',
    ]);
  });

  it("surfaces the engine's errors as the SDK's exception classes", async () => {
    const { client, doc } = sdkOverPort();
    const { CreateTableCommand } = await import('@aws-sdk/client-dynamodb');
    await client.send(
      new CreateTableCommand({
        TableName: 'app',
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
        AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }],
      }),
    );
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
