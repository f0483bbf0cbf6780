/**
 * A statement's errors in PartiQL's own wording. UPDATE and DELETE run through UpdateItem and
 * DeleteItem, whose request checks answer in the '1 validation error detected: ' envelope and name
 * the expression ("Invalid ConditionExpression: …"); DynamoDB's statements say neither (captured in
 * eu-west-2, 2026-09-17: hectorvent/floci DynamoDbPartiQLEdgeCaseIntegrationTest). From the same
 * capture: a parameter is refused inside a collection literal, at its place.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { call, ok, testEngine } from '../helpers/wire.ts';

let engine: Engine;

beforeEach(() => {
  engine = testEngine();
  ok(engine, 'CreateTable', {
    TableName: 'Tbl',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: [
      { AttributeName: 'pk', AttributeType: 'S' },
      { AttributeName: 'sk', AttributeType: 'S' },
    ],
  });
  ok(engine, 'PutItem', { TableName: 'Tbl', Item: { pk: { S: 'k1' }, sk: { S: '1' }, n: { N: '1' } } });
});

const operands = Array.from({ length: 101 }, (_, i) => `'v${i}'`).join(', ');
const CASES: [string, string][] = [
  [
    `UPDATE "Tbl" SET n = 'a' + 1 WHERE pk = 'k1' AND sk = '1' AND nope = 'x'`,
    'Incorrect operand type for operator or function; operator or function: +, operand type: S',
  ],
  [
    `UPDATE "Tbl" SET x = 1 WHERE pk = 'k1' AND sk = '1' AND n < true`,
    'Incorrect operand type for operator or function; operator or function: <, operand type: BOOL',
  ],
  [
    `DELETE FROM "Tbl" WHERE pk = 'k1' AND sk = '1' AND n < true`,
    'Incorrect operand type for operator or function; operator or function: <, operand type: BOOL',
  ],
  [
    `UPDATE "Tbl" SET x = 1 WHERE pk = 'k1' AND sk = '1' AND flag IN [${operands}]`,
    'The IN operator is provided with too many operands; number of operands: 101',
  ],
];

describe('UPDATE and DELETE errors in PartiQL’s wording', () => {
  it.each(CASES)('ExecuteStatement: %s', (Statement, message) => {
    expect(call(engine, 'ExecuteStatement', { Statement })).toEqual({
      status: 400,
      body: { __type: 'com.amazon.coral.validate#ValidationException', message },
    });
  });

  it.each(CASES)('BatchExecuteStatement: %s', (Statement, message) => {
    expect(call(engine, 'BatchExecuteStatement', { Statements: [{ Statement }] })).toEqual({
      status: 200,
      body: { Responses: [{ Error: { Code: 'ValidationError', Message: message } }] },
    });
  });

  it('leaves the item as it was', () => {
    for (const [Statement] of CASES) call(engine, 'ExecuteStatement', { Statement });
    expect(
      ok(engine, 'GetItem', { TableName: 'Tbl', Key: { pk: { S: 'k1' }, sk: { S: '1' } } }).Item,
    ).toEqual({
      pk: { S: 'k1' },
      sk: { S: '1' },
      n: { N: '1' },
    });
  });
});

describe('a parameter inside a list, set or map literal', () => {
  it.each([
    [`UPDATE "Tbl" SET x = [?] WHERE pk = 'k1' AND sk = '1'`, 'root[0]', 23],
    [`INSERT INTO "Tbl" VALUE {'pk': 'k2', 'sk': '1', 'm': {'k': ?}}`, 'root.k', 60],
  ])('is refused where it sits: %s', (Statement, where, column) => {
    expect(Statement[column - 1]).toBe('?');
    expect(call(engine, 'ExecuteStatement', { Statement, Parameters: [{ S: 'a' }] }).body).toEqual({
      __type: 'com.amazon.coral.validate#ValidationException',
      message: `Unsupported data type: Parameter under key ${where} at 1:${column}:1`,
    });
  });

  it('is bound as a whole value, and in an IN list', () => {
    ok(engine, 'ExecuteStatement', {
      Statement: `INSERT INTO "Tbl" VALUE {'pk': ?, 'sk': ?, 'tags': ?}`,
      Parameters: [{ S: 'k2' }, { S: '1' }, { L: [{ S: 'a' }] }],
    });
    const read = ok(engine, 'ExecuteStatement', {
      Statement: `SELECT tags FROM "Tbl" WHERE pk IN [?, ?]`,
      Parameters: [{ S: 'k2' }, { S: 'k3' }],
    });
    expect(read.Items).toEqual([{ tags: { L: [{ S: 'a' }] } }]);
  });
});
