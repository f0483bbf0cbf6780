import * as clientDynamodb from '@aws-sdk/client-dynamodb';
import * as libDynamodb from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import { Engine } from '../../engine/engine.ts';
import { createDispatch } from '../../protocol/dispatch.ts';
import { countSends, createSandboxClients, SDK_REGISTRY } from './sandboxSdk.ts';

const imported = SDK_REGISTRY['@aws-sdk/client-dynamodb'] as unknown as typeof clientDynamodb;
const global = globalThis as { client?: unknown };

/** An engine with one table, reached through the ready-made `client` global. */
function readyClient() {
  const dispatch = createDispatch(new Engine({ tableStatusDelayMs: 0 }));
  const { client } = createSandboxClients(dispatch);
  global.client = client;
  return dispatch;
}

afterEach(() => {
  delete global.client;
});

describe('the ready-made clients', () => {
  it('take requests both ways AWS examples send them: send(command) and a method per operation', async () => {
    const dispatch = createDispatch(new Engine({ tableStatusDelayMs: 0 }));
    const { client, doc } = createSandboxClients(dispatch);
    await client.createTable({
      TableName: 'app',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }],
    });
    await doc.put({ TableName: 'app', Item: { PK: 'a', n: 1 } });
    expect((await doc.get({ TableName: 'app', Key: { PK: 'a' } })).Item).toEqual({ PK: 'a', n: 1 });
    const sent = await doc.send(new libDynamodb.GetCommand({ TableName: 'app', Key: { PK: 'a' } }));
    expect(sent.Item).toEqual({ PK: 'a', n: 1 });
    expect((await client.send(new clientDynamodb.ListTablesCommand({}))).TableNames).toEqual(['app']);
  });
});

describe('the SDK learner code imports', () => {
  it('connects a client the code makes itself, whatever its config names, to the engine', async () => {
    const dispatch = readyClient();
    // As AWS docs write it, and as a DynamoDB Local example writes it.
    const own = new imported.DynamoDBClient({});
    const local = new imported.DynamoDBClient({
      region: 'eu-west-1',
      endpoint: 'http://localhost:8000',
      credentials: { accessKeyId: 'fake', secretAccessKey: 'fake' },
    });
    await own.send(
      new imported.CreateTableCommand({
        TableName: 'app',
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
        AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }],
      }),
    );
    const doc = libDynamodb.DynamoDBDocumentClient.from(local);
    await doc.send(new libDynamodb.PutCommand({ TableName: 'app', Item: { PK: 'a', n: 1 } }));
    // The aggregated client too, with its method-per-operation style.
    const aggregated = new imported.DynamoDB({ region: 'ap-south-1' });
    expect((await aggregated.listTables({})).TableNames).toEqual(['app']);
    // The item is in the engine the ready client answers from.
    const stored = dispatch('DynamoDB_20120810.GetItem', '{"TableName":"app","Key":{"PK":{"S":"a"}}}');
    expect(JSON.parse(stored.body)).toEqual({ Item: { PK: { S: 'a' }, n: { N: '1' } } });
    // Still the SDK's classes, for code that checks.
    expect(own).toBeInstanceOf(clientDynamodb.DynamoDBClient);
    expect(aggregated).toBeInstanceOf(clientDynamodb.DynamoDB);
    expect(await local.config.region()).toBe('eu-west-1');
  });

  it('sends where the ready client sends at the time of the request', async () => {
    const own = new imported.DynamoDBClient({});
    await expect(own.send(new imported.ListTablesCommand({}))).rejects.toThrow(
      'The sandbox has no engine to send to yet.',
    );
    readyClient();
    expect((await own.send(new imported.ListTablesCommand({}))).TableNames).toEqual([]);
  });
});

describe('countSends', () => {
  it('counts a request from send until it settles, for every kind of client, awaited or not', async () => {
    readyClient();
    let sending = 0;
    const undo = countSends(() => {
      sending++;
      return () => sending--;
    });
    try {
      const own = new imported.DynamoDBClient({});
      const doc = libDynamodb.DynamoDBDocumentClient.from(own);
      // Sent and not awaited, as `client.send(...)` at the end of a script: counted at once.
      const pending = [
        own.send(new imported.ListTablesCommand({})),
        doc.send(new libDynamodb.ScanCommand({ TableName: 'none' })),
      ];
      expect(sending).toBeGreaterThanOrEqual(2);
      await Promise.allSettled(pending);
      expect(sending).toBe(0);
      // A failing request still rejects for its caller (and is then no longer counted).
      delete global.client;
      await expect(own.send(new imported.ListTablesCommand({}))).rejects.toThrow('no engine');
      expect(sending).toBe(0);
      // The callback form.
      readyClient();
      const reply = await new Promise((resolve) => {
        own.send(new imported.ListTablesCommand({}), (_error: unknown, data?: unknown) => resolve(data));
        expect(sending).toBe(1);
      });
      expect(reply).toMatchObject({ TableNames: [] });
      expect(sending).toBe(0);
    } finally {
      undo();
    }
    // Undone: no longer counted.
    const after = new imported.DynamoDBClient({}).send(new imported.ListTablesCommand({}));
    expect(sending).toBe(0);
    await after;
    expect(sending).toBe(0);
  });
});
