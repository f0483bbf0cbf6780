/**
 * The real AWS SDK v3 (DynamoDBClient and DynamoDBDocumentClient) against the engine, over HTTP and
 * in process through the SDK request handler: the same scenario must behave the same both ways.
 */
import {
  ConditionalCheckFailedException,
  CreateTableCommand,
  DeleteItemCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  GetItemCommand,
  ListTablesCommand,
  ListTagsOfResourceCommand,
  PutItemCommand,
  ResourceNotFoundException,
  TagResourceCommand,
} from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessEndpoint, startEndpoint, type InProcessEndpoint } from '../helpers/endpoint.ts';

const REQUEST_ID = /^[0-9A-Z]{52}$/;

describe.each([
  ['over HTTP', () => startEndpoint()],
  ['in process', async () => inProcessEndpoint()],
])('the AWS SDK %s', (_transport, start: () => Promise<InProcessEndpoint>) => {
  let endpoint: InProcessEndpoint;
  let tableArn: string;
  beforeAll(async () => {
    endpoint = await start();
    const created = await endpoint.client.send(
      new CreateTableCommand({
        TableName: 'app',
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: 'PK', KeyType: 'HASH' },
          { AttributeName: 'SK', KeyType: 'RANGE' },
        ],
        AttributeDefinitions: [
          { AttributeName: 'PK', AttributeType: 'S' },
          { AttributeName: 'SK', AttributeType: 'S' },
        ],
      }),
    );
    tableArn = created.TableDescription!.TableArn!;
  });
  afterAll(() => endpoint.close());

  it('creates, lists and describes a table', async () => {
    const listed = await endpoint.client.send(new ListTablesCommand({}));
    expect(listed.TableNames).toEqual(['app']);
    expect(listed.$metadata.httpStatusCode).toBe(200);
    expect(listed.$metadata.requestId).toMatch(REQUEST_ID);
    const described = await endpoint.client.send(new DescribeTableCommand({ TableName: 'app' }));
    expect(described.Table?.TableStatus).toBe('ACTIVE');
    expect(described.Table?.KeySchema).toEqual([
      { AttributeName: 'PK', KeyType: 'HASH' },
      { AttributeName: 'SK', KeyType: 'RANGE' },
    ]);
    expect(tableArn).toBe('arn:aws:dynamodb:us-east-1:000000000000:table/app');
  });

  it('round-trips every attribute type through the low-level client', async () => {
    const item = {
      PK: { S: 'TYPES' },
      SK: { S: 'ALL' },
      s: { S: 'héllo ✓' },
      n: { N: '-12.5' },
      b: { B: new Uint8Array([0, 1, 2, 255]) },
      t: { BOOL: true },
      z: { NULL: true },
      l: { L: [{ S: 'a' }, { N: '1' }] },
      m: { M: { inner: { S: 'x' } } },
      ss: { SS: ['a', 'b'] },
      ns: { NS: ['1', '2'] },
      bs: { BS: [new Uint8Array([1]), new Uint8Array([2])] },
    };
    await endpoint.client.send(new PutItemCommand({ TableName: 'app', Item: item }));
    const got = await endpoint.client.send(
      new GetItemCommand({ TableName: 'app', Key: { PK: { S: 'TYPES' }, SK: { S: 'ALL' } } }),
    );
    expect(got.Item?.s).toEqual({ S: 'héllo ✓' });
    expect(got.Item?.n).toEqual({ N: '-12.5' });
    expect(Array.from(got.Item!.b.B!)).toEqual([0, 1, 2, 255]);
    expect(got.Item?.t).toEqual({ BOOL: true });
    expect(got.Item?.z).toEqual({ NULL: true });
    expect(got.Item?.l).toEqual({ L: [{ S: 'a' }, { N: '1' }] });
    expect(got.Item?.m).toEqual({ M: { inner: { S: 'x' } } });
    expect(new Set(got.Item!.ss.SS)).toEqual(new Set(['a', 'b']));
    expect(new Set(got.Item!.ns.NS)).toEqual(new Set(['1', '2']));
    expect(got.Item!.bs.BS!.map((bytes) => Array.from(bytes)).sort()).toEqual([[1], [2]]);
  });

  it('runs the document client: put, get, conditional update, query, scan', async () => {
    const key = { PK: 'CUSTOMER#42', SK: 'PROFILE' };
    await endpoint.doc.send(new PutCommand({ TableName: 'app', Item: { ...key, name: 'Ada', ver: 1 } }));
    await endpoint.doc.send(
      new PutCommand({
        TableName: 'app',
        Item: { PK: 'CUSTOMER#42', SK: 'ORDER#2026-10-02#A17', total: 35 },
      }),
    );
    const rename = (name: string, expected: number) =>
      endpoint.doc.send(
        new UpdateCommand({
          TableName: 'app',
          Key: key,
          UpdateExpression: 'SET #n = :n, ver = ver + :one',
          ConditionExpression: 'ver = :v',
          ExpressionAttributeNames: { '#n': 'name' },
          ExpressionAttributeValues: { ':n': name, ':v': expected, ':one': 1 },
          ReturnValues: 'ALL_NEW',
        }),
      );
    expect((await rename('Ada L.', 1)).Attributes).toEqual({ ...key, name: 'Ada L.', ver: 2 });
    const stale = await rename('Ada K.', 1).catch((error: unknown) => error);
    expect(stale).toBeInstanceOf(ConditionalCheckFailedException);
    expect((stale as ConditionalCheckFailedException).name).toBe('ConditionalCheckFailedException');
    expect((stale as ConditionalCheckFailedException).$metadata.httpStatusCode).toBe(400);
    expect((stale as ConditionalCheckFailedException).$metadata.requestId).toMatch(REQUEST_ID);

    const got = await endpoint.doc.send(new GetCommand({ TableName: 'app', Key: key }));
    expect(got.Item).toEqual({ ...key, name: 'Ada L.', ver: 2 });
    const queried = await endpoint.doc.send(
      new QueryCommand({
        TableName: 'app',
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': 'CUSTOMER#42' },
      }),
    );
    expect(queried.Items?.map((item) => item.SK)).toEqual(['ORDER#2026-10-02#A17', 'PROFILE']);
    const scanned = await endpoint.doc.send(new ScanCommand({ TableName: 'app' }));
    expect(scanned.Count).toBe(3); // TYPES/ALL, the profile and the order
  });

  it('keeps constructor and toString as ordinary attribute names', async () => {
    await endpoint.doc.send(
      new PutCommand({ TableName: 'app', Item: { PK: 'NAMES', SK: 'x', constructor: 'c', toString: 't' } }),
    );
    const got = await endpoint.doc.send(new GetCommand({ TableName: 'app', Key: { PK: 'NAMES', SK: 'x' } }));
    expect(got.Item).toEqual({ PK: 'NAMES', SK: 'x', constructor: 'c', toString: 't' });
  });

  it('deletes with ReturnValues, tags the table, and deletes it', async () => {
    const deleted = await endpoint.client.send(
      new DeleteItemCommand({
        TableName: 'app',
        Key: { PK: { S: 'TYPES' }, SK: { S: 'ALL' } },
        ReturnValues: 'ALL_OLD',
      }),
    );
    expect(deleted.Attributes?.s).toEqual({ S: 'héllo ✓' });
    await endpoint.client.send(
      new TagResourceCommand({ ResourceArn: tableArn, Tags: [{ Key: 'team', Value: 'a' }] }),
    );
    const tags = await endpoint.client.send(new ListTagsOfResourceCommand({ ResourceArn: tableArn }));
    expect(tags.Tags).toEqual([{ Key: 'team', Value: 'a' }]);
    await endpoint.client.send(new DeleteTableCommand({ TableName: 'app' }));
    const missing = await endpoint.client
      .send(new GetItemCommand({ TableName: 'app', Key: { PK: { S: 'a' }, SK: { S: 'b' } } }))
      .catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(ResourceNotFoundException);
  });
});
