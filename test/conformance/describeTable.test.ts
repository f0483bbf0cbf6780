/**
 * DescribeTable conformance: validation, ResourceNotFoundException, lookup by name or ARN, and the
 * ItemCount / TableSizeBytes statistics DynamoDB refreshes only about every six hours.
 * Recorded answers: architect/dynalite test/describeTable.js; API_DescribeTable.html ("DynamoDB
 * updates this value approximately every six hours").
 */
import { describe, expect, it } from 'vitest';
import { Engine } from '../../src/engine/engine.ts';
import { createDispatch } from '../../src/protocol/dispatch.ts';
import {
  ALL_TRANSPORTS,
  CLIENT_TRANSPORTS,
  constraintErrors,
  ok,
  rejectsOn,
  useEndpoint,
  validationOn,
  WIRE_TRANSPORTS,
} from './support/suite.ts';
import { createTable, tableRequest } from './support/tables.ts';

const START = Date.UTC(2026, 2, 1);
const SIX_HOURS = 6 * 60 * 60 * 1000;
const context = useEndpoint({ clock: { start: START, running: false } });

describe('DescribeTable serializations', () => {
  it.each([
    [{ TableName: true }, 'TRUE_VALUE cannot be converted to String'],
    [{ TableName: 23 }, 'NUMBER_VALUE cannot be converted to String'],
    [{ TableName: 1.5 }, 'DECIMAL_VALUE cannot be converted to String'],
    [{ TableName: {} }, 'Start of structure or map found where not expected'],
    [{ TableName: [] }, 'Unrecognized collection type class java.lang.String'],
  ])('%j', async (body, message) => {
    await rejectsOn(context, WIRE_TRANSPORTS, 'DescribeTable', body, 'SerializationException', message);
  });
});

describe('DescribeTable validations', () => {
  it('requires a table name', async () => {
    await validationOn(
      context,
      ALL_TRANSPORTS,
      'DescribeTable',
      {},
      constraintErrors("Value null at 'tableName' failed to satisfy constraint: Member must not be null"),
    );
  });

  it('applies the table-name rules', async () => {
    await validationOn(
      context,
      ALL_TRANSPORTS,
      'DescribeTable',
      { TableName: 'a;' },
      constraintErrors(
        "Value 'a;' at 'tableName' failed to satisfy constraint: Member must have length greater than or equal to 3",
        "Value 'a;' at 'tableName' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+",
      ),
    );
  });

  it('answers ResourceNotFoundException naming the missing table', async () => {
    await rejectsOn(
      context,
      ALL_TRANSPORTS,
      'DescribeTable',
      { TableName: 'missing' },
      'ResourceNotFoundException',
      'Requested resource not found: Table: missing not found',
    );
  });
});

describe.each(CLIENT_TRANSPORTS)('DescribeTable functionality via %s', (via) => {
  const call = (operation: string, body: object) => context.call[via](operation, body);
  const table = `stats_${via}`;

  it('describes a table by name and by ARN', async () => {
    await createTable(call, tableRequest(table, ['id', 'S']));
    const byName = ok(await call('DescribeTable', { TableName: table })).Table;
    expect(byName.TableName).toBe(table);
    expect(byName.TableStatus).toBe('ACTIVE');
    expect(byName.TableArn).toBe(`arn:aws:dynamodb:us-east-1:000000000000:table/${table}`);
    expect(ok(await call('DescribeTable', { TableName: byName.TableArn })).Table).toEqual(byName);
  });

  it('refreshes ItemCount and TableSizeBytes only every six hours', async () => {
    const put = (id: string) =>
      call('PutItem', { TableName: table, Item: { id: { S: id }, v: { S: 'xxxxx' } } });
    for (const id of ['k1', 'k2', 'k3']) ok(await put(id));
    const describeStats = async () => {
      const { ItemCount, TableSizeBytes } = ok(await call('DescribeTable', { TableName: table })).Table;
      return { ItemCount, TableSizeBytes };
    };
    expect(await describeStats()).toEqual({ ItemCount: 0, TableSizeBytes: 0 });
    const createdAt = ok(await call('DescribeTable', { TableName: table })).Table.CreationDateTime * 1000;
    context.endpoint.engine.advance(createdAt + SIX_HOURS - 1 - context.endpoint.engine.now());
    expect(await describeStats()).toEqual({ ItemCount: 0, TableSizeBytes: 0 });
    context.endpoint.engine.advance(1);
    // Each item: "id" (2) + "k1" (2) + "v" (1) + "xxxxx" (5) = 10 bytes.
    expect(await describeStats()).toEqual({ ItemCount: 3, TableSizeBytes: 30 });
    ok(await call('DeleteItem', { TableName: table, Key: { id: { S: 'k1' } } }));
    expect(await describeStats()).toEqual({ ItemCount: 3, TableSizeBytes: 30 });
    context.endpoint.engine.advance(SIX_HOURS);
    expect(await describeStats()).toEqual({ ItemCount: 2, TableSizeBytes: 20 });
  });
});

describe('DescribeTable statistics with another refresh interval', () => {
  it('shows live counts when the engine refreshes them at every read (statisticsRefreshMs 0)', () => {
    const dispatch = createDispatch(new Engine({ tableStatusDelayMs: 0, statisticsRefreshMs: 0 }));
    const call = (operation: string, body: object) => {
      const reply = dispatch(`DynamoDB_20120810.${operation}`, JSON.stringify(body));
      expect(reply.status).toBe(200);
      return JSON.parse(reply.body);
    };
    call('CreateTable', tableRequest('live', ['id', 'S']));
    call('PutItem', { TableName: 'live', Item: { id: { S: 'k1' }, v: { S: 'xxxxx' } } });
    const { ItemCount, TableSizeBytes } = call('DescribeTable', { TableName: 'live' }).Table;
    expect({ ItemCount, TableSizeBytes }).toEqual({ ItemCount: 1, TableSizeBytes: 10 });
  });
});

describe('DescribeTable on the wire', () => {
  it('writes CreationDateTime as DynamoDB does: epoch seconds in Java’s double notation', () => {
    const created = Date.UTC(2026, 2, 1, 12, 30, 15, 250);
    const dispatch = createDispatch(
      new Engine({ tableStatusDelayMs: 0, clock: { start: created, running: false } }),
    );
    dispatch('DynamoDB_20120810.CreateTable', JSON.stringify(tableRequest('wire', ['id', 'S'])));
    const reply = dispatch('DynamoDB_20120810.DescribeTable', JSON.stringify({ TableName: 'wire' }));
    // As in the API reference's example reply ("CreationDateTime":1.309988345372E9); JSON.stringify
    // would write 1772368215.25.
    expect(reply.body).toContain('"CreationDateTime":1.77236821525E9,');
    expect(JSON.parse(reply.body).Table.CreationDateTime).toBe(created / 1000);
  });
});
