import { describe, expect, it } from 'vitest';
import { callWith, clockCalls } from './calls.ts';
import { errorName } from './engineClient.ts';
import { createInProcessClient } from './inProcessClient.ts';
import { outcomeFromWire } from './wireOutcome.ts';

const appTable = {
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
};

describe('in-process EngineClient', () => {
  it('answers wire requests with the reply text and the engine time', async () => {
    const client = createInProcessClient({ tableStatusDelayMs: 0 });
    const outcome = await client.request('DynamoDB_20120810.ListTables', '{}');
    expect(outcome).toEqual({
      ok: true,
      value: {
        body: '{"TableNames":[]}',
        trace: expect.objectContaining({ operation: 'ListTables' }),
        engineMs: expect.any(Number),
        clockMs: expect.any(Number),
      },
    });
  });

  it('returns DynamoDB errors as data with the wire type, message, status and body', async () => {
    const client = createInProcessClient({ tableStatusDelayMs: 0 });
    const outcome = await client.request(
      'DynamoDB_20120810.GetItem',
      '{"TableName":"missing","Key":{"id":{"S":"1"}}}',
    );
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(errorName(outcome.error.__type)).toBe('ResourceNotFoundException');
    expect(outcome.error.message).toMatch(/not found/);
    expect(outcome.error.status).toBe(400);
    expect(JSON.parse(outcome.error.body)).toMatchObject({ __type: outcome.error.__type });
  });

  it('reports a body that is not JSON and an unknown target as errors, never as exceptions', async () => {
    const client = createInProcessClient();
    const broken = await client.request('DynamoDB_20120810.ListTables', '{');
    expect(!broken.ok && errorName(broken.error.__type)).toBe('SerializationException');
    const unknown = await client.request('DynamoDB_20120810.Frobnicate', '{}');
    expect(!unknown.ok && errorName(unknown.error.__type)).toBe('UnknownOperationException');
  });

  it('runs operations by name with parsed replies (callWith)', async () => {
    const client = createInProcessClient({ tableStatusDelayMs: 0 });
    expect((await callWith(client, 'CreateTable', appTable)).ok).toBe(true);
    const item = { PK: { S: 'CUSTOMER#42' }, SK: { S: 'PROFILE' }, name: { S: 'Ada' } };
    expect((await callWith(client, 'PutItem', { TableName: 'app', Item: item })).ok).toBe(true);
    const got = await callWith(client, 'GetItem', {
      TableName: 'app',
      Key: { PK: item.PK, SK: item.SK },
      ReturnConsumedCapacity: 'TOTAL',
    });
    expect(got.ok && got.value.reply).toEqual({
      Item: item,
      ConsumedCapacity: { TableName: 'app', CapacityUnits: 0.5 },
    });
    expect(got.ok && got.value.roundTripMs).toBeGreaterThanOrEqual(0);
  });

  it('reads the empty body of a tagging reply as a reply without fields', async () => {
    const client = createInProcessClient({ tableStatusDelayMs: 0 });
    const created = await callWith(client, 'CreateTable', appTable);
    const arn = created.ok && (created.value.reply.TableDescription as { TableArn: string }).TableArn;
    const tagged = await callWith(client, 'TagResource', {
      ResourceArn: arn,
      Tags: [{ Key: 'team', Value: 'a' }],
    });
    expect(tagged.ok && tagged.value).toMatchObject({ reply: {}, raw: '' });
    // The same reply as the sandbox's SDK client receives it.
    expect(outcomeFromWire(200, '', 1)).toMatchObject({ ok: true, value: { reply: {}, raw: '' } });
    const listed = await callWith(client, 'ListTagsOfResource', { ResourceArn: arn });
    expect(listed.ok && listed.value.reply).toEqual({ Tags: [{ Key: 'team', Value: 'a' }] });
  });

  it('lists the operations the engine answers', async () => {
    const operations = await createInProcessClient().operations();
    expect(operations).toEqual(
      expect.arrayContaining(['CreateTable', 'GetItem', 'PutItem', 'Query', 'Scan']),
    );
  });

  it('drives the virtual clock through the sandbox targets', async () => {
    const client = createInProcessClient({ clock: { start: 1_800_000_000_000, running: false } });
    expect(await clockCalls.describe(client)).toEqual({
      ok: true,
      value: { Time: 1_800_000_000, Speed: 1, Paused: true },
    });
    expect(await clockCalls.advance(client, 90)).toEqual({
      ok: true,
      value: { Time: 1_800_000_090, Speed: 1, Paused: true },
    });
    expect(await clockCalls.set(client, { Speed: 100, Paused: false })).toMatchObject({
      ok: true,
      value: { Speed: 100, Paused: false },
    });
    const refused = await clockCalls.set(client, { Speed: 5000 });
    expect(refused.ok).toBe(false);
  });
});

describe('in-process EngineClient positions', () => {
  it('gives expression errors their position, and checks PartiQL syntax', async () => {
    const client = createInProcessClient({ tableStatusDelayMs: 0 });
    await callWith(client, 'CreateTable', appTable);
    const failed = await callWith(client, 'Query', {
      TableName: 'app',
      KeyConditionExpression: 'PK = :pk AND = :x',
      ExpressionAttributeValues: { ':pk': { S: 'a' }, ':x': { S: 'b' } },
    });
    expect(!failed.ok && failed.error.position).toEqual({
      kind: 'KeyConditionExpression',
      start: 13,
      end: 14,
    });
    expect(await client.checkPartiQL(`SELECT * FROM "app" WHERE PK = 'a'`)).toBeUndefined();
    expect(await client.checkPartiQL('SELECT * FROM')).toMatchObject({
      message: expect.stringContaining("wasn't well formed"),
    });
  });
});
