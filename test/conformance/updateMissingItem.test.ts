/**
 * UpdateItem on an item that does not exist: every update creates it from its key — even an empty
 * one — except an update that only takes away (REMOVE, DELETE, AttributeUpdates' DELETE), which
 * leaves nothing behind and is no error even on a path that could not exist. Recorded answers:
 * scylladb/scylladb#5862 and Alternator's test_item.py, test_returnvalues.py and
 * test_update_expression.py (run against DynamoDB).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { createKeyedTable, fails, ok, testEngine } from '../helpers/wire.ts';

const TABLE = 'missing_items';
let engine: Engine;

beforeEach(() => {
  engine = testEngine();
  createKeyedTable(engine, TABLE, 'S');
});

const key = (sk: string) => ({ pk: { S: 'p' }, sk: { S: sk } });
const read = (sk: string) =>
  ok(engine, 'GetItem', { TableName: TABLE, Key: key(sk), ConsistentRead: true }).Item;
const update = (sk: string, request: object) =>
  ok(engine, 'UpdateItem', { TableName: TABLE, Key: key(sk), ...request });
const itemCount = () => ok(engine, 'Scan', { TableName: TABLE, Select: 'COUNT' }).Count;

describe('UpdateItem on a missing item', () => {
  it.each([
    ['REMOVE a', { UpdateExpression: 'REMOVE a' }],
    ['REMOVE of a nested path', { UpdateExpression: 'REMOVE x.y' }],
    ['REMOVE of a list element', { UpdateExpression: 'REMOVE x[0]' }],
    ['REMOVE a, b', { UpdateExpression: 'REMOVE a, b' }],
    [
      'DELETE from a set',
      { UpdateExpression: 'DELETE s :v', ExpressionAttributeValues: { ':v': { SS: ['a'] } } },
    ],
    ['AttributeUpdates DELETE', { AttributeUpdates: { a: { Action: 'DELETE' } } }],
    [
      'AttributeUpdates DELETE of set members',
      { AttributeUpdates: { a: { Action: 'DELETE', Value: { NS: ['4'] } } } },
    ],
  ])('leaves it missing after an update that only takes away: %s', (_, request) => {
    const reply = update('gone', { ...request, ReturnValues: 'ALL_NEW', ReturnConsumedCapacity: 'TOTAL' });
    expect(reply.Attributes).toBeUndefined();
    expect(reply.ConsumedCapacity.CapacityUnits).toBe(1);
    expect(read('gone')).toBeUndefined();
    expect(itemCount()).toBe(0);
  });

  it('creates it for any update that adds, and for an empty one', () => {
    update('set', {
      UpdateExpression: 'SET b = :v REMOVE a',
      ExpressionAttributeValues: { ':v': { N: '1' } },
    });
    expect(read('set')).toEqual({ ...key('set'), b: { N: '1' } });
    update('added', { UpdateExpression: 'ADD n :one', ExpressionAttributeValues: { ':one': { N: '1' } } });
    expect(read('added')).toEqual({ ...key('added'), n: { N: '1' } });
    update('empty', { AttributeUpdates: {} });
    expect(read('empty')).toEqual(key('empty'));
    update('bare', {});
    expect(read('bare')).toEqual(key('bare'));
  });

  it('still refuses a nested REMOVE on an existing item that lacks the parent', () => {
    ok(engine, 'PutItem', { TableName: TABLE, Item: key('here') });
    expect(
      fails(engine, 'UpdateItem', { TableName: TABLE, Key: key('here'), UpdateExpression: 'REMOVE x.y' })
        .message,
    ).toBe('The document path provided in the update expression is invalid for update');
    expect(read('here')).toEqual(key('here'));
  });

  it('leaves it missing inside a transaction too', () => {
    ok(engine, 'TransactWriteItems', {
      TransactItems: [
        { Update: { TableName: TABLE, Key: key('tx'), UpdateExpression: 'REMOVE a' } },
        {
          Update: {
            TableName: TABLE,
            Key: key('tx2'),
            UpdateExpression: 'SET a = :v',
            ExpressionAttributeValues: { ':v': { S: 'v' } },
          },
        },
      ],
    });
    expect(read('tx')).toBeUndefined();
    expect(read('tx2')).toEqual({ ...key('tx2'), a: { S: 'v' } });
  });
});
