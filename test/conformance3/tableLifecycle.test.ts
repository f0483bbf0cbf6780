/**
 * A table's life from CreateTable to the reuse of its name, and the tags CreateTable takes, as probed
 * against AWS in 2026 (ack-api-quirks dynamodb DDB-TABLE-005, 006, 008, 009, 010, 073, 076, 110 and
 * the ResourceInUseException catalogue of DDB-TABLE-444).
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { call, fails, idTable, ok, testEngine } from '../helpers/wire.ts';

const DELAY_MS = 1000;
const arn = (TableName: string) => `arn:aws:dynamodb:us-east-1:000000000000:table/${TableName}`;
const inUse = (message: string) => ({
  type: 'ResourceInUseException',
  message: `Attempt to change a resource which is still in use: ${message}`,
});
/** A key schema DynamoDB refuses whatever the table's state: it is checked before the name is. */
const rangeOnly = { KeySchema: [{ AttributeName: 'id', KeyType: 'RANGE' }] };
const badKeySchema = {
  type: 'ValidationException',
  message: 'Invalid KeySchema: The first KeySchemaElement is not a HASH key type',
};

function activeTable(TableName: string): Engine {
  const engine = testEngine({ tableStatusDelayMs: DELAY_MS });
  ok(engine, 'CreateTable', idTable(TableName));
  engine.advance(DELAY_MS);
  return engine;
}

describe('a table being deleted', () => {
  it('refuses UpdateTable, DeleteTable and CreateTable in its name, and is still listed', () => {
    const engine = activeTable('doomed');
    expect(ok(engine, 'DeleteTable', { TableName: 'doomed' }).TableDescription.TableStatus).toBe('DELETING');
    const deleting = inUse('Table is being deleted: doomed');
    expect(
      fails(engine, 'UpdateTable', { TableName: 'doomed', DeletionProtectionEnabled: true }),
    ).toMatchObject(deleting);
    expect(fails(engine, 'UpdateTable', { TableName: 'doomed', BillingMode: 'PROVISIONED' })).toMatchObject(
      deleting,
    );
    expect(fails(engine, 'DeleteTable', { TableName: 'doomed' })).toMatchObject(deleting);
    expect(fails(engine, 'CreateTable', idTable('doomed'))).toMatchObject({
      type: 'ResourceInUseException',
      message: 'Table already exists: doomed',
    });
    expect(fails(engine, 'CreateTable', idTable('doomed', rangeOnly))).toMatchObject(badKeySchema);
    expect(ok(engine, 'ListTables', {}).TableNames).toEqual(['doomed']);
  });

  it('leaves its name free once gone: the new table has the same ARN and another TableId', () => {
    const engine = activeTable('reborn');
    const first = ok(engine, 'DescribeTable', { TableName: 'reborn' }).Table;
    ok(engine, 'DeleteTable', { TableName: 'reborn' });
    engine.advance(DELAY_MS);
    expect(fails(engine, 'DeleteTable', { TableName: 'reborn' })).toMatchObject({
      type: 'ResourceNotFoundException',
      message: 'Requested resource not found: Table: reborn not found',
    });
    expect(ok(engine, 'ListTables', {}).TableNames).toEqual([]);
    const second = ok(engine, 'CreateTable', idTable('reborn')).TableDescription;
    expect(second.TableArn).toBe(first.TableArn);
    expect(second.TableId).not.toBe(first.TableId);
  });
});

describe('a second CreateTable', () => {
  it('is refused for an existing name whatever it asks, checked after its key schema', () => {
    const engine = testEngine({ tableStatusDelayMs: DELAY_MS });
    ok(engine, 'CreateTable', idTable('twice'));
    expect(ok(engine, 'ListTables', {}).TableNames).toEqual(['twice']);
    expect(fails(engine, 'CreateTable', idTable('twice', rangeOnly))).toMatchObject(badKeySchema);
    engine.advance(DELAY_MS);
    const provisioned = {
      BillingMode: 'PROVISIONED',
      ProvisionedThroughput: { ReadCapacityUnits: 1, WriteCapacityUnits: 1 },
    };
    expect(fails(engine, 'CreateTable', idTable('twice', provisioned))).toMatchObject({
      type: 'ResourceInUseException',
      message: 'Table already exists: twice',
    });
    expect(fails(engine, 'CreateTable', idTable('twice', rangeOnly))).toMatchObject(badKeySchema);
    // Names are case-sensitive.
    ok(engine, 'CreateTable', idTable('TWICE'));
    expect(ok(engine, 'ListTables', {}).TableNames).toEqual(['TWICE', 'twice']);
  });
});

describe('tags given to CreateTable', () => {
  it('fail the whole CreateTable when one is invalid or there are more than 50', () => {
    const engine = testEngine();
    const tags = (count: number) => Array.from({ length: count }, (_, i) => ({ Key: `k${i}`, Value: 'v' }));
    const refusals: [object[], string][] = [
      [[{ Key: 'aws:foo', Value: 'v' }], 'Tag Key cannot be prefixed with aws:, Key: aws:foo'],
      [[{ Key: 'a#b', Value: 'v' }], 'The Tag Key provided is invalid, Key: a#b'],
      [tags(51), 'Number of Tags exceed the current limit for the provided ResourceArn'],
    ];
    for (const [Tags, message] of refusals) {
      expect(fails(engine, 'CreateTable', idTable('tagged', { Tags }))).toMatchObject({
        type: 'ValidationException',
        message,
      });
      expect(fails(engine, 'DescribeTable', { TableName: 'tagged' }).type).toBe('ResourceNotFoundException');
    }
    const duplicated = [
      { Key: 'a', Value: '1' },
      { Key: 'a', Value: '2' },
    ];
    expect(fails(engine, 'CreateTable', idTable('tagged', { Tags: duplicated })).type).toBe(
      'ValidationException',
    );
    expect(ok(engine, 'ListTables', {}).TableNames).toEqual([]);
  });

  it('may be an empty list, or 50, all listed once the table is ACTIVE', () => {
    const engine = testEngine();
    ok(engine, 'CreateTable', idTable('untagged', { Tags: [] }));
    const Tags = Array.from({ length: 50 }, (_, i) => ({ Key: `k${i}`, Value: 'v' }));
    ok(engine, 'CreateTable', idTable('tagged', { Tags }));
    expect(ok(engine, 'ListTagsOfResource', { ResourceArn: arn('untagged') }).Tags).toEqual([]);
    expect(ok(engine, 'ListTagsOfResource', { ResourceArn: arn('tagged') }).Tags).toEqual(Tags);
  });
});

it('ListTagsOfResource takes a NextToken it never gave as the start', () => {
  const engine = testEngine();
  ok(engine, 'CreateTable', idTable('tagged', { Tags: [{ Key: 'team', Value: 'data' }] }));
  const reply = call(engine, 'ListTagsOfResource', { ResourceArn: arn('tagged'), NextToken: 'garbage' });
  expect(reply).toEqual({ status: 200, body: { Tags: [{ Key: 'team', Value: 'data' }] } });
});
