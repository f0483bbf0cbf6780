/**
 * CreateTable serializations and validations. Recorded DynamoDB answers: architect/dynalite
 * test/createTable.js and the API reference (API_CreateTable.html). The engine runs on a manual clock
 * with DynamoDB-like status delays, so a table is still CREATING until a test advances it. What
 * CreateTable returns and does, through dispatch and the SDK, is in createTableFunctionality.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  ALL_TRANSPORTS,
  constraintErrors,
  ok,
  parameterError,
  rejectsOn,
  useEndpoint,
  validationOn,
  WIRE_TRANSPORTS,
} from './support/suite.ts';
import { definition, hash, range, tableRequest } from './support/tables.ts';

const START = Date.UTC(2026, 0, 1, 12, 0, 0);
const context = useEndpoint({ clock: { start: START, running: false }, tableStatusDelayMs: 400 });
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
