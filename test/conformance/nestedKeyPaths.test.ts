/**
 * Key attributes are scalars: an expression that reaches inside one (`a.b`, `a[0]`) is refused with
 * "Key attributes must be scalars; …: Key: <name>" for a table key and "…: IndexKey: <name>" for an
 * index key, in projections, filters and update expressions. Requests and answers as recorded against
 * DynamoDB in architect/dynalite's getItem, scan, query and updateItem tests; the nested GSI-key
 * update as Alternator's test_gsi.py (run against DynamoDB) describes it.
 */
import { describe, expect, it } from 'vitest';
import { fails, ok, testEngine } from '../helpers/wire.ts';
import { S } from '../helpers/attributeValues.ts';

const NOT_SCALAR =
  "Key attributes must be scalars; list random access '[]' and map lookup '.' are not allowed";

function engineWithTable() {
  const engine = testEngine();
  ok(engine, 'CreateTable', {
    TableName: 'orders',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [
      { AttributeName: 'a', KeyType: 'HASH' },
      { AttributeName: 'b', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: ['a', 'b', 'c', 'd'].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    LocalSecondaryIndexes: [
      {
        IndexName: 'byD',
        KeySchema: [
          { AttributeName: 'a', KeyType: 'HASH' },
          { AttributeName: 'd', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: 'byC',
        KeySchema: [{ AttributeName: 'c', KeyType: 'HASH' }],
        Projection: { ProjectionType: 'ALL' },
      },
    ],
  });
  ok(engine, 'PutItem', {
    TableName: 'orders',
    Item: { a: S('1'), b: S('1'), c: S('x'), d: S('y'), m: { M: {} } },
  });
  return engine;
}

const refusal = (engine: ReturnType<typeof testEngine>, operation: string, body: object) => {
  const { type, message } = fails(engine, operation, { TableName: 'orders', ...body });
  return `${type}: ${message}`;
};
const key = (name: string) => `ValidationException: ${NOT_SCALAR}: Key: ${name}`;
const indexKey = (name: string) => `ValidationException: ${NOT_SCALAR}: IndexKey: ${name}`;

describe('a path inside a key attribute', () => {
  const engine = engineWithTable();
  const item = { Key: { a: S('1'), b: S('1') } };

  it('is refused in a GetItem projection', () => {
    const projection = (ProjectionExpression: string, name: string) =>
      refusal(engine, 'GetItem', {
        ...item,
        ProjectionExpression,
        ExpressionAttributeNames: { [`#${name}`]: name },
      });
    expect(projection('#a.b.c', 'a')).toBe(key('a'));
    expect(projection('#d[0]', 'd')).toBe(indexKey('d'));
    expect(refusal(engine, 'GetItem', { ...item, ProjectionExpression: 'c.x, b[1]' })).toBe(key('b'));
  });

  it('is refused in a Scan filter or projection, on the table or an index', () => {
    const filters: [string, object][] = [
      ['attribute_exists(#a.b.c)', {}],
      ['#a[0] = :v', { ':v': S('1') }],
      ['size(#a.b) > :n', { ':n': { N: '1' } }],
    ];
    for (const [FilterExpression, values] of filters) {
      const body = { FilterExpression, ExpressionAttributeNames: { '#a': 'a' } };
      const withValues =
        Object.keys(values).length > 0 ? { ...body, ExpressionAttributeValues: values } : body;
      expect(refusal(engine, 'Scan', withValues)).toBe(key('a'));
    }
    expect(refusal(engine, 'Scan', { IndexName: 'byC', ProjectionExpression: 'c.z' })).toBe(indexKey('c'));
  });

  it('is refused in a Query filter', () => {
    const body = {
      KeyConditionExpression: 'a = :a',
      FilterExpression: 'd[1] = :b',
      ExpressionAttributeValues: { ':a': S('1'), ':b': { N: '1' } },
    };
    expect(refusal(engine, 'Query', body)).toBe(indexKey('d'));
  });

  it('is refused in an update, as a target or an operand', () => {
    const update = (UpdateExpression: string, values = {}) =>
      refusal(engine, 'UpdateItem', { ...item, UpdateExpression, ...values });
    expect(update('ADD d.b :a', { ExpressionAttributeValues: { ':a': { N: '1' } } })).toBe(indexKey('d'));
    expect(update('SET d[1] = :a', { ExpressionAttributeValues: { ':a': S('1') } })).toBe(indexKey('d'));
    expect(update('SET e = list_append(a, b), f = d[1]')).toBe(indexKey('d'));
    expect(update('SET x = if_not_exists(y, c.q)')).toBe(indexKey('c'));
    expect(update('SET x = a.q')).toBe(key('a'));
    // Naming a table key as the target is the older refusal, whatever the path.
    expect(update('SET a.q = :v', { ExpressionAttributeValues: { ':v': S('1') } })).toBe(
      'ValidationException: One or more parameter values were invalid: Cannot update attribute a. This attribute is part of the key',
    );
  });

  it('leaves paths inside other attributes, and key attributes read whole, alone', () => {
    ok(engine, 'GetItem', { TableName: 'orders', ...item, ProjectionExpression: 'a, d, m.x[0]' });
    ok(engine, 'Scan', { TableName: 'orders', FilterExpression: 'a = b AND attribute_exists(m.q)' });
    ok(engine, 'UpdateItem', { TableName: 'orders', ...item, UpdateExpression: 'SET m.x = d, e = c' });
  });
});
