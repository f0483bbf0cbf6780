import {
  ConditionalCheckFailedException,
  CreateTableCommand,
  DynamoDBClient,
  ListTablesCommand,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { crc32 as zlibCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Engine } from '../engine/engine.ts';
import { createDispatch } from '../protocol/dispatch.ts';
import { createSdkRequestHandler } from './sdkRequestHandler.ts';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function handlerWithEngine() {
  const engine = new Engine({ tableStatusDelayMs: 0 });
  return { engine, handler: createSdkRequestHandler(createDispatch(engine)) };
}

const listTablesRequest = (body: unknown, headers: Record<string, string> = {}) => ({
  headers: {
    'content-type': 'application/x-amz-json-1.0',
    'x-amz-target': 'DynamoDB_20120810.ListTables',
    ...headers,
  },
  body,
});

describe('createSdkRequestHandler', () => {
  it('answers like the HTTP endpoint: status, content type, request id, checksum, length', async () => {
    const { handler } = handlerWithEngine();
    const { response } = await handler.handle(listTablesRequest('{}'));
    expect(response.statusCode).toBe(200);
    expect(decoder.decode(response.body)).toBe('{"TableNames":[]}');
    expect(response.headers['content-type']).toBe('application/x-amz-json-1.0');
    expect(response.headers['x-amzn-requestid']).toMatch(/^[0-9A-Z]{52}$/);
    expect(response.headers['x-amz-crc32']).toBe(String(zlibCrc32(response.body)));
    expect(response.headers['content-length']).toBe(String(response.body.length));
  });

  it('reads bodies given as bytes and headers in any case', async () => {
    const { handler } = handlerWithEngine();
    const { response } = await handler.handle({
      headers: { 'Content-Type': 'application/json', 'X-Amz-Target': 'DynamoDB_20120810.ListTables' },
      body: encoder.encode('{"Limit": 1}'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json');
  });

  it('answers SerializationException to bytes that are not UTF-8, and to bad JSON', async () => {
    const { handler } = handlerWithEngine();
    for (const body of [new Uint8Array([0x7b, 0xff, 0x7d]), '{"Limit":']) {
      const { response } = await handler.handle(listTablesRequest(body));
      expect(response.statusCode).toBe(400);
      expect(JSON.parse(decoder.decode(response.body))).toEqual({
        __type: 'com.amazon.coral.service#SerializationException',
      });
    }
  });

  it('takes replies from an asynchronous source too (an engine in another worker)', async () => {
    const { engine } = handlerWithEngine();
    const dispatch = createDispatch(engine);
    const handler = createSdkRequestHandler(async (target, body) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return dispatch(target, body);
    });
    const { response } = await handler.handle(listTablesRequest('{}'));
    expect(response.statusCode).toBe(200);
    expect(decoder.decode(response.body)).toBe('{"TableNames":[]}');
  });

  it('refuses a request whose abort signal has fired', async () => {
    const { handler } = handlerWithEngine();
    await expect(handler.handle(listTablesRequest('{}'), { abortSignal: { aborted: true } })).rejects.toThrow(
      expect.objectContaining({ name: 'AbortError' }),
    );
  });

  it('runs the real DynamoDBClient and DynamoDBDocumentClient without a network', async () => {
    const { engine, handler } = handlerWithEngine();
    const client = new DynamoDBClient({
      endpoint: 'http://sandbox.local',
      region: 'us-east-1',
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
      maxAttempts: 1,
      requestHandler: handler,
    });
    const doc = DynamoDBDocumentClient.from(client);
    createDispatch(engine)(
      'DynamoDB_20120810.CreateTable',
      JSON.stringify({
        TableName: 'counters',
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
        AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
      }),
    );
    expect((await client.send(new ListTablesCommand({}))).TableNames).toEqual(['counters']);
    await doc.send(new PutCommand({ TableName: 'counters', Item: { id: 'a', n: 1 } }));
    const failed = await doc
      .send(
        new UpdateCommand({
          TableName: 'counters',
          Key: { id: 'a' },
          UpdateExpression: 'SET n = n + :one',
          ConditionExpression: 'n = :zero',
          ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
        }),
      )
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ConditionalCheckFailedException);
    client.destroy();
  });
});

describe('the Region a client signs for', () => {
  it('reaches that Region’s own tables once it has a replica, and the home Region before', async () => {
    const { engine, handler } = handlerWithEngine();
    const client = (region: string) =>
      new DynamoDBClient({
        endpoint: 'http://sandbox.local',
        region,
        credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
        requestHandler: handler,
      });
    const home = client('us-east-1');
    const europe = client('eu-west-1');
    engine.regions.region('eu-west-1');
    await home.send(
      new CreateTableCommand({
        TableName: 'homeOnly',
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
        AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
      }),
    );
    expect((await europe.send(new ListTablesCommand({}))).TableNames).toEqual([]);
    expect((await client('ap-south-1').send(new ListTablesCommand({}))).TableNames).toEqual(['homeOnly']);
  });
});
