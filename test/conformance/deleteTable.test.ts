/**
 * DeleteTable conformance on a manual clock: ACTIVE → DELETING → gone, the errors for tables still
 * being created or already being deleted, and deletion protection. Recorded answers: architect/dynalite
 * test/deleteTable.js; "Table is being deleted" as AWS answered in hashicorp/terraform-provider-aws#3355;
 * the deletion-protection message as API_DeleteTable / DynamoDB return it.
 */
import { describe, expect, it } from 'vitest';
import {
  ALL_TRANSPORTS,
  CLIENT_TRANSPORTS,
  constraintErrors,
  failed,
  ok,
  rejectsOn,
  useEndpoint,
  validationOn,
  WIRE_TRANSPORTS,
} from './support/suite.ts';
import { tableRequest } from './support/tables.ts';

const context = useEndpoint({
  clock: { start: Date.UTC(2026, 3, 1), running: false },
  tableStatusDelayMs: 400,
});

describe('DeleteTable serializations', () => {
  it('rejects a table name that is not a string', async () => {
    await rejectsOn(
      context,
      WIRE_TRANSPORTS,
      'DeleteTable',
      { TableName: false },
      'SerializationException',
      'FALSE_VALUE cannot be converted to String',
    );
  });
});

describe('DeleteTable validations', () => {
  it('requires a well-formed table name', async () => {
    await validationOn(
      context,
      ALL_TRANSPORTS,
      'DeleteTable',
      {},
      constraintErrors("Value null at 'tableName' failed to satisfy constraint: Member must not be null"),
    );
    await validationOn(
      context,
      ALL_TRANSPORTS,
      'DeleteTable',
      { TableName: 'abc;' },
      constraintErrors(
        "Value 'abc;' at 'tableName' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+",
      ),
    );
  });

  it('answers ResourceNotFoundException for a missing table', async () => {
    await rejectsOn(
      context,
      ALL_TRANSPORTS,
      'DeleteTable',
      { TableName: 'nothing_here' },
      'ResourceNotFoundException',
      'Requested resource not found: Table: nothing_here not found',
    );
  });
});

describe.each(CLIENT_TRANSPORTS)('DeleteTable functionality via %s', (via) => {
  const call = (operation: string, body: object) => context.call[via](operation, body);
  const engine = () => context.endpoint.engine;

  it('refuses a table that is still being created', async () => {
    const table = `young_${via}`;
    ok(await call('CreateTable', tableRequest(table, ['id', 'S'])));
    failed(
      await call('DeleteTable', { TableName: table }),
      'ResourceInUseException',
      `Attempt to change a resource which is still in use: Table is being created: ${table}`,
    );
    engine().advance(400);
    expect(ok(await call('DescribeTable', { TableName: table })).Table.TableStatus).toBe('ACTIVE');
  });

  it('turns the table DELETING at once and removes it after the status delay', async () => {
    const table = `doomed_${via}`;
    ok(await call('CreateTable', tableRequest(table, ['id', 'S'])));
    engine().advance(400);
    ok(await call('PutItem', { TableName: table, Item: { id: { S: 'a' }, n: { N: '1' } } }));
    const created = ok(await call('DescribeTable', { TableName: table })).Table;

    const description = ok(await call('DeleteTable', { TableName: table })).TableDescription;
    // The table's state without its definition (architect/dynalite#60, captured against AWS) or its
    // warm throughput (ack-api-quirks dynamodb DDB-TABLE-363).
    const { CreationDateTime, KeySchema, AttributeDefinitions, WarmThroughput, ...state } = created;
    expect([CreationDateTime, KeySchema, AttributeDefinitions, WarmThroughput].every(Boolean)).toBe(true);
    expect(description).toEqual({ ...state, TableStatus: 'DELETING' });

    // Reads and writes fail at once; DescribeTable still sees the table, DELETING.
    failed(
      await call('GetItem', { TableName: table, Key: { id: { S: 'a' } } }),
      'ResourceNotFoundException',
      'Requested resource not found',
    );
    failed(
      await call('Scan', { TableName: table }),
      'ResourceNotFoundException',
      'Requested resource not found',
    );
    expect(ok(await call('DescribeTable', { TableName: table })).Table.TableStatus).toBe('DELETING');
    failed(
      await call('DeleteTable', { TableName: table }),
      'ResourceInUseException',
      `Attempt to change a resource which is still in use: Table is being deleted: ${table}`,
    );

    engine().advance(399);
    expect(ok(await call('DescribeTable', { TableName: table })).Table.TableStatus).toBe('DELETING');
    engine().advance(1);
    failed(
      await call('DescribeTable', { TableName: table }),
      'ResourceNotFoundException',
      `Requested resource not found: Table: ${table} not found`,
    );
    expect(ok(await call('ListTables', {})).TableNames).not.toContain(table);

    // The name is free again, and the new table starts empty.
    ok(await call('CreateTable', tableRequest(table, ['id', 'S'])));
    engine().advance(400);
    expect(ok(await call('Scan', { TableName: table }))).toEqual({ Items: [], Count: 0, ScannedCount: 0 });
  });

  it('refuses a protected table until protection is off, changing nothing', async () => {
    const table = `guarded_${via}`;
    ok(
      await call(
        'CreateTable',
        tableRequest(table, ['id', 'S'], undefined, { DeletionProtectionEnabled: true }),
      ),
    );
    engine().advance(400);
    ok(await call('PutItem', { TableName: table, Item: { id: { S: 'kept' } } }));
    failed(
      await call('DeleteTable', { TableName: table }),
      'ValidationException',
      'Resource cannot be deleted as it is currently protected against deletion. Disable deletion protection first.',
    );
    const described = ok(await call('DescribeTable', { TableName: table })).Table;
    expect(described.TableStatus).toBe('ACTIVE');
    expect(described.DeletionProtectionEnabled).toBe(true);
    expect(ok(await call('GetItem', { TableName: table, Key: { id: { S: 'kept' } } })).Item).toEqual({
      id: { S: 'kept' },
    });
  });
});
