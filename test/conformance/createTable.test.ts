/**
 * CreateTable conformance. Recorded DynamoDB answers: architect/dynalite test/createTable.js and the
 * API reference (API_CreateTable.html, API_TableDescription.html). The engine runs on a manual clock
 * with DynamoDB-like status delays, so CREATING → ACTIVE is observed at an exact simulated time.
 */
import { describe, expect, it } from 'vitest';
import { Engine } from '../../src/engine/engine.ts';
import { createDispatch } from '../../src/protocol/dispatch.ts';
import {
  ALL_TRANSPORTS,
  CLIENT_TRANSPORTS,
  constraintErrors,
  failed,
  ok,
  parameterError,
  rejectsOn,
  useEndpoint,
  validationOn,
  WIRE_TRANSPORTS,
} from './support/suite.ts';
import { tableRequest } from './support/tables.ts';

const START = Date.UTC(2026, 0, 1, 12, 0, 0);
const context = useEndpoint({ clock: { start: START, running: false }, tableStatusDelayMs: 400 });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const hash = (name: string) => ({ AttributeName: name, KeyType: 'HASH' });
const range = (name: string) => ({ AttributeName: name, KeyType: 'RANGE' });
const definition = (name: string, type = 'S') => ({ AttributeName: name, AttributeType: type });
const throughput = { ReadCapacityUnits: 5, WriteCapacityUnits: 7 };

describe('CreateTable serializations', () => {
  it.each([
    [{ TableName: true }, 'TRUE_VALUE cannot be converted to String'],
    [{ TableName: 'abc', ProvisionedThroughput: '23' }, 'Unexpected field type'],
    [
      { TableName: 'abc', ProvisionedThroughput: { ReadCapacityUnits: '23' } },
      'STRING_VALUE cannot be converted to Long',
    ],
    [{ TableName: 'abc', KeySchema: ['23'] }, 'Unexpected value type in payload'],
    [
      { TableName: 'abc', KeySchema: [[]] },
      'Unrecognized collection type class com.amazonaws.dynamodb.v20120810.KeySchemaElement',
    ],
  ])('%j', async (body, message) => {
    await rejectsOn(context, WIRE_TRANSPORTS, 'CreateTable', body, 'SerializationException', message);
  });

  it('answers a truncated JSON body with a bare SerializationException', () => {
    const reply = context.endpoint.dispatch('DynamoDB_20120810.CreateTable', '{"TableName":');
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.body)).toEqual({ __type: 'com.amazon.coral.service#SerializationException' });
  });
});

describe('CreateTable validations', () => {
  it('requires a table name before anything else', async () => {
    await validationOn(
      context,
      ALL_TRANSPORTS,
      'CreateTable',
      {},
      "The parameter 'TableName' is required but was not present in the request",
    );
  });

  it('reports every null member and bad name in one message', async () => {
    await validationOn(
      context,
      ALL_TRANSPORTS,
      'CreateTable',
      { TableName: 'abc;' },
      constraintErrors(
        "Value null at 'attributeDefinitions' failed to satisfy constraint: Member must not be null",
        "Value 'abc;' at 'tableName' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+",
        "Value null at 'keySchema' failed to satisfy constraint: Member must not be null",
      ),
    );
  });

  it('bounds the table name length', async () => {
    const body = {
      AttributeDefinitions: [definition('a')],
      KeySchema: [hash('a')],
      ProvisionedThroughput: throughput,
    };
    await validationOn(
      context,
      ALL_TRANSPORTS,
      'CreateTable',
      { ...body, TableName: 'ab' },
      constraintErrors(
        "Value 'ab' at 'tableName' failed to satisfy constraint: Member must have length greater than or equal to 3",
      ),
    );
    const long = 'a'.repeat(256);
    await validationOn(
      context,
      ALL_TRANSPORTS,
      'CreateTable',
      { ...body, TableName: long },
      constraintErrors(
        `Value '${long}' at 'tableName' failed to satisfy constraint: Member must have length less than or equal to 255`,
      ),
    );
  });

  it('checks billing mode, throughput and key schema together', async () => {
    await validationOn(
      context,
      ALL_TRANSPORTS,
      'CreateTable',
      {
        TableName: 'abc',
        AttributeDefinitions: [],
        KeySchema: [],
        ProvisionedThroughput: { ReadCapacityUnits: -1, WriteCapacityUnits: -1 },
        BillingMode: 'A',
      },
      constraintErrors(
        "Value 'A' at 'billingMode' failed to satisfy constraint: Member must satisfy enum value set: [PROVISIONED, PAY_PER_REQUEST]",
        "Value '-1' at 'provisionedThroughput.writeCapacityUnits' failed to satisfy constraint: Member must have value greater than or equal to 1",
        "Value '-1' at 'provisionedThroughput.readCapacityUnits' failed to satisfy constraint: Member must have value greater than or equal to 1",
        "Value '[]' at 'keySchema' failed to satisfy constraint: Member must have length greater than or equal to 1",
      ),
    );
  });

  it('requires throughput for PROVISIONED and refuses it for PAY_PER_REQUEST', async () => {
    await validationOn(
      context,
      ALL_TRANSPORTS,
      'CreateTable',
      { TableName: 'abc', AttributeDefinitions: [definition('a')], KeySchema: [hash('a')] },
      parameterError(
        'ReadCapacityUnits and WriteCapacityUnits must both be specified when BillingMode is PROVISIONED',
      ),
    );
    await validationOn(
      context,
      ALL_TRANSPORTS,
      'CreateTable',
      { ...tableRequest('abc', ['a', 'S']), ProvisionedThroughput: throughput },
      parameterError(
        'Neither ReadCapacityUnits nor WriteCapacityUnits can be specified when BillingMode is PAY_PER_REQUEST',
      ),
    );
  });

  it.each([
    [
      [definition('b')],
      [hash('a')],
      parameterError(
        'Some index key attributes are not defined in AttributeDefinitions. Keys: [a], AttributeDefinitions: [b]',
      ),
    ],
    [
      [definition('a'), definition('b')],
      [hash('a'), hash('a')],
      'Both the Hash Key and the Range Key element in the KeySchema have the same name',
    ],
    [
      [definition('a'), definition('b')],
      [hash('a'), hash('b')],
      'Invalid KeySchema: The second KeySchemaElement is not a RANGE key type',
    ],
    [
      [definition('a'), definition('b')],
      [range('a'), hash('b')],
      'Invalid KeySchema: The first KeySchemaElement is not a HASH key type',
    ],
    [
      [definition('a'), definition('c'), definition('b')],
      [hash('a'), range('b')],
      parameterError(
        'Number of attributes in KeySchema does not exactly match number of attributes defined in AttributeDefinitions',
      ),
    ],
    [[definition('pk'), definition('pk', 'N')], [hash('pk')], 'Attribute Name is duplicated: pk'],
  ])('rejects definitions %j with key schema %j', async (definitions, keySchema, message) => {
    await validationOn(
      context,
      ALL_TRANSPORTS,
      'CreateTable',
      {
        TableName: 'abc',
        AttributeDefinitions: definitions,
        KeySchema: keySchema,
        ProvisionedThroughput: throughput,
      },
      message,
    );
  });

  it('answers ResourceInUseException for an existing table, CREATING or ACTIVE, and changes nothing', async () => {
    const call = context.call.dispatch;
    const request = tableRequest('in_use', ['id', 'S']);
    const created = ok(await call('CreateTable', request));
    for (const via of ALL_TRANSPORTS) {
      await rejectsOn(
        context,
        [via],
        'CreateTable',
        request,
        'ResourceInUseException',
        // While the first is CREATING (ack-api-quirks dynamodb DDB-TABLE-005).
        'Attempt to change a resource which is still in use: Table is being created: in_use',
      );
    }
    context.endpoint.engine.advance(400);
    await rejectsOn(
      context,
      ALL_TRANSPORTS,
      'CreateTable',
      tableRequest('in_use', ['other', 'N']),
      'ResourceInUseException',
      'Table already exists: in_use',
    );
    const described = ok(await call('DescribeTable', { TableName: 'in_use' })).Table;
    expect(described.TableId).toBe(created.TableDescription.TableId);
    expect(described.KeySchema).toEqual([hash('id')]);
  });
});

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
