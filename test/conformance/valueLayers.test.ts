/**
 * The two layers DynamoDB checks attribute values in (src/engine/values/valueLayer.ts), operation by
 * operation, as captured on 2026-10-09 in four regions by paritysuite/dynamodb-conformance
 * (tests/tier3/error-messages/valueLayers.test.ts): the current layer's wording, enveloped for the
 * item writes and bare for the reads, and the older layer's for batch writes, transactions and Scan.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { createKeyedTable, fails, testEngine } from '../helpers/wire.ts';

const T = 'layers';
const key = { pk: { S: 'p' }, sk: { S: 's' } };
const one = (message: string) => `1 validation error detected: ${message}`;
const forKey = (message: string, name: string) =>
  `ExpressionAttributeValues contains invalid value: ${message} for key ${name}`;

const NOT_NUMERIC = 'The parameter cannot be converted to a numeric value';
const OVERFLOW = 'Number overflow. Attempting to store a number with magnitude larger than supported range';
const UNDERFLOW =
  'Number underflow. Attempting to store a number with magnitude smaller than supported range';
const SHAPES = ['abc', '', '1e126', '1e2147483647'];
const CURRENT = [`${NOT_NUMERIC}: abc`, `${NOT_NUMERIC}: `, OVERFLOW, OVERFLOW];
const OLDER = [`${NOT_NUMERIC}: abc`, NOT_NUMERIC, OVERFLOW, UNDERFLOW];

// SS b, a, b; BS /w==, AA==, AA==; NS 2, 1, 2.
const SETS = [{ SS: ['b', 'a', 'b'] }, { BS: ['/w==', 'AA==', 'AA=='] }, { NS: ['2', '1', '2'] }];
const INVALID = 'One or more parameter values were invalid: ';
const SETS_CURRENT = [
  `${INVALID}Input collection ["a", "b", "b"] contains duplicates.`,
  `${INVALID}Input collection ["AA==","/w==","AA=="]of type BS contains duplicates.`,
  `${INVALID}Input collection contains duplicates.`,
];
const SETS_OLDER = [
  `${INVALID}Input collection [b, a, b] contains duplicates.`,
  `${INVALID}Input collection [/w==, AA==, AA==]of type BS contains duplicates.`,
  'Input collection contains duplicates',
];

let engine: Engine;
beforeAll(() => {
  engine = testEngine();
  createKeyedTable(engine, T, 'S');
});

const message = (operation: string, body: object) => {
  const failure = fails(engine, operation, body);
  expect(failure.type).toBe('ValidationException');
  return failure.message;
};
const numbers = (send: (n: object) => [string, object]) => SHAPES.map((N) => message(...send({ N })));
const sets = (send: (set: object) => [string, object]) => SETS.map((set) => message(...send(set)));

describe('the current layer, inside the envelope: PutItem, UpdateItem, DeleteItem', () => {
  it('words a bad number in an item, a key, a condition value and AttributeUpdates', () => {
    expect(numbers((n) => ['PutItem', { TableName: T, Item: { ...key, n } }])).toEqual(CURRENT.map(one));
    expect(numbers((n) => ['DeleteItem', { TableName: T, Key: { ...key, pk: n } }])).toEqual(
      CURRENT.map(one),
    );
    const condition = (n: object): [string, object] => [
      'PutItem',
      { TableName: T, Item: key, ConditionExpression: 'n = :v', ExpressionAttributeValues: { ':v': n } },
    ];
    expect(numbers(condition)).toEqual(CURRENT.map(one));
    const updates = (n: object): [string, object] => [
      'UpdateItem',
      { TableName: T, Key: key, AttributeUpdates: { n: { Action: 'PUT', Value: n } } },
    ];
    expect(numbers(updates)).toEqual(CURRENT.map(one));
  });

  it('words a duplicate set member in an item, an Expected value and an update value', () => {
    expect(sets((s) => ['PutItem', { TableName: T, Item: { ...key, s } }])).toEqual(SETS_CURRENT.map(one));
    const expected = (s: object): [string, object] => [
      'PutItem',
      { TableName: T, Item: key, Expected: { s: { Value: s } } },
    ];
    expect(sets(expected)).toEqual(SETS_CURRENT.map(one));
    const update = (s: object): [string, object] => [
      'UpdateItem',
      { TableName: T, Key: key, UpdateExpression: 'SET s = :t', ExpressionAttributeValues: { ':t': s } },
    ];
    expect(sets(update)).toEqual(SETS_CURRENT.map(one));
  });

  it('envelopes the request checks, but not the checks against the table', () => {
    expect(
      message('PutItem', { TableName: T, Item: key, ExpressionAttributeValues: { ':v': { S: 'x' } } }),
    ).toBe(one('ExpressionAttributeValues can only be specified when using expressions'));
    expect(message('DeleteItem', { TableName: T, Key: key, ReturnValues: 'ALL_NEW' })).toBe(
      one('ReturnValues can only be ALL_OLD or NONE'),
    );
    expect(message('DeleteItem', { TableName: T, Key: key, Expected: { a: { Exists: true } } })).toBe(
      one(`${INVALID}Value must be provided when Exists is true for Attribute: a`),
    );
    const undefinedValue = {
      TableName: T,
      Key: key,
      UpdateExpression: 'SET b = :w',
      ConditionExpression: 'a = :v',
      ExpressionAttributeValues: { ':w': { S: 'x' } },
    };
    expect(message('UpdateItem', undefinedValue)).toBe(
      one(
        'Invalid ConditionExpression: An expression attribute value used in expression is not defined; attribute value: :v',
      ),
    );
    expect(message('DeleteItem', { TableName: T, Key: { pk: { S: 'p' } } })).toBe(
      'The provided key element does not match the schema',
    );
    expect(
      message('UpdateItem', {
        ...undefinedValue,
        ConditionExpression: undefined,
        UpdateExpression: 'SET pk = :w',
      }),
    ).toBe(`${INVALID}Cannot update attribute pk. This attribute is part of the key`);
  });
});

describe('the current layer, bare: GetItem, BatchGetItem, Query', () => {
  it('words a bad number and a duplicate member without envelope or wrapper', () => {
    expect(numbers((n) => ['GetItem', { TableName: T, Key: { ...key, sk: n } }])).toEqual(CURRENT);
    expect(
      numbers((n) => ['BatchGetItem', { RequestItems: { [T]: { Keys: [{ ...key, sk: n }] } } }]),
    ).toEqual(CURRENT);
    const query = (value: object): [string, object] => [
      'Query',
      {
        TableName: T,
        KeyConditionExpression: 'pk = :p',
        FilterExpression: 'n = :v',
        ExpressionAttributeValues: { ':p': { S: 'p' }, ':v': value },
      },
    ];
    expect(numbers(query)).toEqual(CURRENT);
    expect(sets(query)).toEqual(SETS_CURRENT);
    expect(sets((s) => ['GetItem', { TableName: T, Key: { ...key, sk: s } }])).toEqual(SETS_CURRENT);
  });
});

describe('the older layer: BatchWriteItem, TransactWriteItems, TransactGetItems, Scan', () => {
  it('reads numbers as BigDecimal does and lists set members as sent', () => {
    const batchPut = (value: object): [string, object] => [
      'BatchWriteItem',
      { RequestItems: { [T]: [{ PutRequest: { Item: { ...key, v: value } } }] } },
    ];
    expect(numbers(batchPut)).toEqual(OLDER);
    expect(sets(batchPut)).toEqual(SETS_OLDER);
    expect(
      numbers((n) => [
        'TransactGetItems',
        { TransactItems: [{ Get: { TableName: T, Key: { ...key, sk: n } } }] },
      ]),
    ).toEqual(OLDER);
    expect(message('BatchWriteItem', batchPut({ N: '1e2147483648' })[1])).toBe(
      `${NOT_NUMERIC}: 1e2147483648`,
    );
  });

  it('wraps an expression value in the older wording', () => {
    const update = (value: object): [string, object] => [
      'TransactWriteItems',
      {
        TransactItems: [
          {
            Update: {
              TableName: T,
              Key: key,
              UpdateExpression: 'SET v = :v',
              ExpressionAttributeValues: { ':v': value },
            },
          },
        ],
      },
    ];
    expect(numbers(update)).toEqual(OLDER.map((m) => forKey(m, ':v')));
    const scan = (value: object): [string, object] => [
      'Scan',
      { TableName: T, FilterExpression: 's = :t', ExpressionAttributeValues: { ':t': value } },
    ];
    expect(sets(scan)).toEqual(SETS_OLDER.map((m) => forKey(m, ':t')));
  });
});
