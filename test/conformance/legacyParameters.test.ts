/**
 * Legacy (pre-expression) request parameters end to end through dispatch: AttributeUpdates defaults
 * and set bookkeeping, QueryFilter/ScanFilter on booleans and missing attributes, and empty sets
 * hidden inside documents. Expected answers: AWS API reference (AttributeValueUpdate, Condition) and
 * nubo-db/dynamodb-conformance tests/tier3/legacy-api/{attributeUpdates,queryFilter}.test.ts and
 * tests/tier3/limits/emptyValues.test.ts (recorded against DynamoDB).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { call, createKeyedTable, fails, ok, testEngine } from '../helpers/wire.ts';

const TABLE = 'legacy_params';
let engine: Engine;

beforeEach(() => {
  engine = testEngine();
  createKeyedTable(engine, TABLE, 'S');
});

const key = (sk: string) => ({ pk: { S: 'p' }, sk: { S: sk } });
const read = (sk: string) => ok(engine, 'GetItem', { TableName: TABLE, Key: key(sk) }).Item;
const update = (sk: string, AttributeUpdates: object, extra: object = {}) =>
  ok(engine, 'UpdateItem', { TableName: TABLE, Key: key(sk), AttributeUpdates, ...extra });

describe('AttributeUpdates', () => {
  it('treats an entry with a Value and no Action as PUT, creating the item', () => {
    // nubo-db/dynamodb-conformance tests/tier3/legacy-api/attributeUpdates.test.ts
    update('fresh', { colour: { Value: { S: 'teal' } } });
    expect(read('fresh')).toEqual({ ...key('fresh'), colour: { S: 'teal' } });
    update('fresh', { colour: { Value: { S: 'plum' } } });
    expect(read('fresh').colour).toEqual({ S: 'plum' });
  });

  it('ADD on a missing item starts numbers and sets from the given value', () => {
    const reply = update(
      'counted',
      { hits: { Action: 'ADD', Value: { N: '7' } }, seen: { Action: 'ADD', Value: { NS: ['2', '1'] } } },
      { ReturnValues: 'UPDATED_NEW' },
    );
    expect(reply.Attributes.hits).toEqual({ N: '7' });
    expect([...reply.Attributes.seen.NS].sort()).toEqual(['1', '2']);
    update('counted', { hits: { Action: 'ADD', Value: { N: '-9.5' } } });
    expect(read('counted').hits).toEqual({ N: '-2.5' });
  });

  it('drops a set attribute once DELETE takes its last element, keeping the others', () => {
    ok(engine, 'PutItem', {
      TableName: TABLE,
      Item: { ...key('sets'), tags: { SS: ['x', 'y'] }, keep: { S: 'k' } },
    });
    update('sets', { tags: { Action: 'DELETE', Value: { SS: ['x', 'absent'] } } });
    expect(read('sets').tags).toEqual({ SS: ['y'] });
    update('sets', { tags: { Action: 'DELETE', Value: { SS: ['y'] } } });
    expect(read('sets')).toEqual({ ...key('sets'), keep: { S: 'k' } });
  });

  it('names every legacy and expression parameter when a request mixes them', () => {
    const failure = fails(engine, 'UpdateItem', {
      TableName: TABLE,
      Key: key('mixed'),
      AttributeUpdates: { a: { Action: 'PUT', Value: { S: 'v' } } },
      Expected: { a: { Exists: false } },
      UpdateExpression: 'SET a = :v',
      ConditionExpression: 'attribute_not_exists(a)',
      ExpressionAttributeValues: { ':v': { S: 'v' } },
    });
    expect(failure.type).toBe('ValidationException');
    expect(failure.message).toBe(
      '1 validation error detected: ' +
        'Can not use both expression and non-expression parameters in the same request: ' +
        'Non-expression parameters: {AttributeUpdates, Expected} ' +
        'Expression parameters: {UpdateExpression, ConditionExpression}',
    );
    expect(read('mixed')).toBeUndefined();
  });
});

describe('Expected', () => {
  it('refuses a null in an AttributeValueList as an empty value, inside the item write’s envelope', () => {
    // The wire allows null list members; the envelope's depth walk must take them too (found by
    // test/property/fieldMutations.test.ts as a 500).
    const failure = fails(engine, 'PutItem', {
      TableName: TABLE,
      Item: key('guarded'),
      Expected: { n: { ComparisonOperator: 'BETWEEN', AttributeValueList: [null] } },
    });
    expect(failure).toMatchObject({
      type: 'ValidationException',
      message:
        '1 validation error detected: Supplied AttributeValue is empty, must contain exactly one of the supported datatypes',
    });
    expect(read('guarded')).toBeUndefined();
  });
});

describe('QueryFilter and ScanFilter', () => {
  beforeEach(() => {
    for (const [sk, flag] of [
      ['on', true],
      ['off', false],
    ] as const) {
      ok(engine, 'PutItem', { TableName: TABLE, Item: { ...key(sk), flag: { BOOL: flag } } });
    }
    ok(engine, 'PutItem', { TableName: TABLE, Item: key('bare') });
  });

  it('compares BOOL values with EQ after reading the whole key range', () => {
    // nubo-db/dynamodb-conformance tests/tier3/legacy-api/queryFilter.test.ts
    const reply = ok(engine, 'Query', {
      TableName: TABLE,
      KeyConditions: { pk: { ComparisonOperator: 'EQ', AttributeValueList: [{ S: 'p' }] } },
      QueryFilter: { flag: { ComparisonOperator: 'EQ', AttributeValueList: [{ BOOL: false }] } },
    });
    expect(reply.Items.map((item: any) => item.sk.S)).toEqual(['off']);
    expect([reply.Count, reply.ScannedCount]).toEqual([1, 3]);
  });

  it('lets NE match items that lack the attribute, and NULL match only those', () => {
    const scan = (ScanFilter: object) =>
      ok(engine, 'Scan', { TableName: TABLE, ScanFilter })
        .Items.map((item: any) => item.sk.S)
        .sort();
    expect(scan({ flag: { ComparisonOperator: 'NE', AttributeValueList: [{ BOOL: true }] } })).toEqual([
      'bare',
      'off',
    ]);
    expect(scan({ flag: { ComparisonOperator: 'NULL' } })).toEqual(['bare']);
  });

  it('holds NOT_CONTAINS false where the attribute is missing, true where its type differs', () => {
    // Alternator's test_expected.py (run against DynamoDB): on a missing attribute CONTAINS and
    // NOT_CONTAINS are both false.
    const scan = (ScanFilter: object) =>
      ok(engine, 'Scan', { TableName: TABLE, ScanFilter })
        .Items.map((item: any) => item.sk.S)
        .sort();
    expect(scan({ flag: { ComparisonOperator: 'NOT_CONTAINS', AttributeValueList: [{ S: 'x' }] } })).toEqual([
      'off',
      'on',
    ]);
    const expected = { flag: { ComparisonOperator: 'NOT_CONTAINS', AttributeValueList: [{ N: '1' }] } };
    const put = (sk: string) =>
      call(engine, 'PutItem', {
        TableName: TABLE,
        Item: { ...key(sk), marked: { BOOL: true } },
        Expected: expected,
      });
    expect(put('on').status).toBe(200);
    expect(fails(engine, 'PutItem', { TableName: TABLE, Item: key('bare'), Expected: expected }).type).toBe(
      'ConditionalCheckFailedException',
    );
    expect(read('bare')).toEqual(key('bare'));
  });
});

describe('empty sets inside documents', () => {
  it.each([
    ['a map', { M: { inner: { SS: [] } } }],
    ['a list', { L: [{ S: '' }, { SS: [] }] }],
  ])('refuses an empty set nested in %s and stores nothing', (_where, value) => {
    // nubo-db/dynamodb-conformance tests/tier3/limits/emptyValues.test.ts
    const failure = fails(engine, 'PutItem', { TableName: TABLE, Item: { ...key('nested'), doc: value } });
    expect(failure.type).toBe('ValidationException');
    expect(failure.message).toBe(
      '1 validation error detected: One or more parameter values were invalid: An string set  may not be empty',
    );
    expect(read('nested')).toBeUndefined();
  });
});
