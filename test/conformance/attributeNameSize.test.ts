/**
 * Attribute names hold at most 65,535 UTF-8 bytes wherever a request carries one: in an item at any
 * depth, in ExpressionAttributeNames, AttributesToGet and AttributeUpdates. Recorded answers:
 * Alternator's test_limits.py (run against DynamoDB: 65,535 accepted, 65,536 refused) and
 * ExtendDB/extenddb#365 (a 2026 capture of the message).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { call, createKeyedTable, fails, testEngine } from '../helpers/wire.ts';

const TABLE = 'long_names';
const TOO_LARGE = 'Attribute name is too large, must be less than 65536 bytes';
let engine: Engine;

beforeEach(() => {
  engine = testEngine();
  createKeyedTable(engine, TABLE, 'S');
});

const key = { pk: { S: 'p' }, sk: { S: 's' } };
const one = { N: '1' };

/** Every surface a name reaches, with `name` in it. */
const requests = (name: string): [string, object][] => [
  ['PutItem', { TableName: TABLE, Item: { ...key, [name]: one } }],
  ['PutItem', { TableName: TABLE, Item: { ...key, doc: { M: { inner: { M: { [name]: one } } } } } }],
  [
    'GetItem',
    { TableName: TABLE, Key: key, ProjectionExpression: '#n', ExpressionAttributeNames: { '#n': name } },
  ],
  ['GetItem', { TableName: TABLE, Key: key, AttributesToGet: [name] }],
  ['UpdateItem', { TableName: TABLE, Key: key, AttributeUpdates: { [name]: { Value: one, Action: 'PUT' } } }],
  [
    'UpdateItem',
    {
      TableName: TABLE,
      Key: key,
      UpdateExpression: 'SET doc = :v',
      ExpressionAttributeValues: { ':v': { M: { [name]: one } } },
    },
  ],
  [
    'UpdateItem',
    {
      TableName: TABLE,
      Key: key,
      UpdateExpression: 'SET a = :v',
      ConditionExpression: 'attribute_exists(#n)',
      ExpressionAttributeNames: { '#n': name },
      ExpressionAttributeValues: { ':v': one },
    },
  ],
];

describe('attribute name size', () => {
  it('accepts a name of 65,535 bytes everywhere', () => {
    for (const [operation, body] of requests('n'.repeat(65_535)))
      expect(call(engine, operation, body).status, operation).toBe(200);
  });

  it('refuses 65,536 bytes everywhere with one message, counting UTF-8 bytes', () => {
    // 21,846 three-byte characters make 65,538 bytes in only 21,846 UTF-16 code units.
    for (const name of ['n'.repeat(65_536), '€'.repeat(21_846)]) {
      for (const [operation, body] of requests(name)) {
        const refusal = fails(engine, operation, body);
        // The item writes report it inside the current layer's envelope (src/engine/values/valueLayer.ts).
        const message = operation === 'GetItem' ? TOO_LARGE : `1 validation error detected: ${TOO_LARGE}`;
        expect([operation, refusal.type, refusal.message]).toEqual([
          operation,
          'ValidationException',
          message,
        ]);
      }
    }
    expect(call(engine, 'GetItem', { TableName: TABLE, Key: key }).body.Item).toBeUndefined();
  });
});
