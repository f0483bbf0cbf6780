/**
 * CreateTable functionality through dispatch and the AWS SDK: the TableDescription it returns, the
 * CREATING → ACTIVE switch, table ids and ARNs. Recorded DynamoDB answers: architect/dynalite
 * test/createTable.js and the API reference (API_CreateTable.html, API_TableDescription.html). The
 * engine runs on a manual clock with DynamoDB-like status delays, so CREATING → ACTIVE is observed at
 * an exact simulated time. Rejected requests are in createTable.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { Engine } from '../../src/engine/engine.ts';
import { createDispatch } from '../../src/protocol/dispatch.ts';
import { CLIENT_TRANSPORTS, failed, ok, useEndpoint } from './support/suite.ts';
import { definition, hash, range, tableRequest } from './support/tables.ts';

const START = Date.UTC(2026, 0, 1, 12, 0, 0);
const context = useEndpoint({ clock: { start: START, running: false }, tableStatusDelayMs: 400 });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const throughput = { ReadCapacityUnits: 5, WriteCapacityUnits: 7 };

describe.each(CLIENT_TRANSPORTS)('CreateTable functionality via %s', (via) => {
  const call = (operation: string, body: object) => context.call[via](operation, body);
  const name = (base: string) => `${base}_${via}`;

  it('returns the full TableDescription of an on-demand table, CREATING', async () => {
    const before = context.endpoint.engine.now();
    const description = ok(
      await call('CreateTable', tableRequest(name('orders'), ['PK', 'S'], ['SK', 'N'])),
    ).TableDescription;
    expect(description).toEqual({
      AttributeDefinitions: [definition('PK'), definition('SK', 'N')],
      TableName: name('orders'),
      KeySchema: [hash('PK'), range('SK')],
      TableStatus: 'CREATING',
      CreationDateTime: before / 1000,
      ProvisionedThroughput: { NumberOfDecreasesToday: 0, ReadCapacityUnits: 0, WriteCapacityUnits: 0 },
      TableSizeBytes: 0,
      ItemCount: 0,
      TableArn: `arn:aws:dynamodb:us-east-1:000000000000:table/${name('orders')}`,
      TableId: expect.stringMatching(UUID),
      // The time of the switch to on demand, and the warm throughput, come in DescribeTable only
      // (tableReplies.test.ts); the SDKs drop the unmodelled TableThroughputModeSummary.
      BillingModeSummary: { BillingMode: 'PAY_PER_REQUEST' },
      DeletionProtectionEnabled: false,
      ...(via === 'dispatch'
        ? { TableThroughputModeSummary: { TableThroughputMode: 'PAY_PER_REQUEST' } }
        : {}),
    });
    context.endpoint.engine.advance(400);
  });

  it('returns the provisioned throughput of a PROVISIONED table, without a billing summary', async () => {
    const description = ok(
      await call('CreateTable', {
        TableName: name('provisioned'),
        AttributeDefinitions: [definition('id', 'B')],
        KeySchema: [hash('id')],
        ProvisionedThroughput: throughput,
        DeletionProtectionEnabled: true,
      }),
    ).TableDescription;
    expect(description.ProvisionedThroughput).toEqual({
      NumberOfDecreasesToday: 0,
      ReadCapacityUnits: 5,
      WriteCapacityUnits: 7,
    });
    // DescribeTable has no BillingModeSummary for a table that has always been PROVISIONED.
    expect(description).not.toHaveProperty('BillingModeSummary');
    expect(description.DeletionProtectionEnabled).toBe(true);
    expect(description.AttributeDefinitions).toEqual([definition('id', 'B')]);
    context.endpoint.engine.advance(400);
  });

  it('stays CREATING for the status delay, then turns ACTIVE; data-plane calls fail until then', async () => {
    const table = name('slow');
    ok(await call('CreateTable', tableRequest(table, ['id', 'S'])));
    const putItem = () => call('PutItem', { TableName: table, Item: { id: { S: 'a' } } });
    failed(await putItem(), 'ResourceNotFoundException', 'Requested resource not found');
    failed(
      await call('Query', {
        TableName: table,
        KeyConditionExpression: 'id = :id',
        ExpressionAttributeValues: { ':id': { S: 'a' } },
      }),
      'ResourceNotFoundException',
      'Requested resource not found',
    );
    context.endpoint.engine.advance(399);
    expect(ok(await call('DescribeTable', { TableName: table })).Table.TableStatus).toBe('CREATING');
    for (const [operation, body] of [
      ['GetItem', { Key: { id: { S: 'a' } } }],
      [
        'UpdateItem',
        {
          Key: { id: { S: 'a' } },
          UpdateExpression: 'SET v = :v',
          ExpressionAttributeValues: { ':v': { N: '1' } },
        },
      ],
      ['DeleteItem', { Key: { id: { S: 'a' } } }],
      ['Scan', {}],
    ] as const) {
      failed(
        await call(operation, { TableName: table, ...body }),
        'ResourceNotFoundException',
        'Requested resource not found',
      );
    }
    context.endpoint.engine.advance(1);
    expect(ok(await call('DescribeTable', { TableName: table })).Table.TableStatus).toBe('ACTIVE');
    ok(await putItem());
    expect(ok(await call('GetItem', { TableName: table, Key: { id: { S: 'a' } } })).Item).toEqual({
      id: { S: 'a' },
    });
  });

  it('gives each table its own TableId, kept by DescribeTable', async () => {
    const first = ok(await call('CreateTable', tableRequest(name('id_one'), ['k', 'S']))).TableDescription;
    const second = ok(await call('CreateTable', tableRequest(name('id_two'), ['k', 'S']))).TableDescription;
    expect(first.TableId).not.toBe(second.TableId);
    context.endpoint.engine.advance(400);
    expect(ok(await call('DescribeTable', { TableName: name('id_one') })).Table.TableId).toBe(first.TableId);
  });

  it('keeps names such as __proto__ and constructor as ordinary table and attribute names', async () => {
    const table = via === 'sdk' ? '__proto__' : 'constructor';
    const description = ok(
      await call('CreateTable', tableRequest(table, ['__proto__', 'S'], ['toString', 'N'])),
    ).TableDescription;
    expect(description.TableName).toBe(table);
    expect(description.KeySchema).toEqual([hash('__proto__'), range('toString')]);
    context.endpoint.engine.advance(400);
    const item = JSON.parse('{"__proto__":{"S":"p"},"toString":{"N":"1"},"constructor":{"S":"c"}}');
    ok(await call('PutItem', { TableName: table, Item: item }));
    const key = JSON.parse('{"__proto__":{"S":"p"},"toString":{"N":"1"}}');
    const got = ok(await call('GetItem', { TableName: table, Key: key })).Item;
    expect(got.constructor).toEqual({ S: 'c' });
    expect(got.toString).toEqual({ N: '1' });
    // The SDK (3.1169) decodes an attribute named __proto__ holding a scalar as undefined, so the
    // stored item is read back on the wire, where the name must survive as an ordinary key.
    const wire = ok(await context.call.dispatch('GetItem', { TableName: table, Key: key })).Item;
    expect(Object.keys(wire).sort()).toEqual(['__proto__', 'constructor', 'toString']);
    expect(Object.getOwnPropertyDescriptor(wire, '__proto__')?.value).toEqual({ S: 'p' });
  });
});

describe('CreateTable in another region and account', () => {
  it('puts the engine region and account id in the TableArn', () => {
    const engine = new Engine({ region: 'eu-west-2', accountId: '123456789012', tableStatusDelayMs: 0 });
    const reply = createDispatch(engine)(
      'DynamoDB_20120810.CreateTable',
      JSON.stringify(tableRequest('users', ['id', 'S'])),
    );
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body).TableDescription.TableArn).toBe(
      'arn:aws:dynamodb:eu-west-2:123456789012:table/users',
    );
  });
});
