/**
 * PutItem, DeleteItem and UpdateItem error answers recorded against DynamoDB by
 * paritysuite/dynamodb-conformance (tests/tier3/error-messages/putItem.test.ts, deleteItem.test.ts and
 * updateItem.test.ts; eu-west-2 and us-east-1, 2026-10-09; every one passes on AWS in
 * results/dynamodb.json). Rebuilt through dispatch; where the suite floats a region-varying part of a
 * message, so does this file (toContain).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { call, createKeyedTable, fails, ok, testEngine } from '../helpers/wire.ts';
import type { Engine } from '../../src/engine/engine.ts';

const one = (message: string) => `1 validation error detected: ${message}`;
const INVALID = 'One or more parameter values were invalid: ';
const EMPTY_BINARY_KEY =
  'One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty binary value. Key: pk';

let engine: Engine;

beforeEach(() => {
  engine = testEngine();
  for (const [TableName, type] of [
    ['hash', 'S'],
    ['hashB', 'B'],
  ] as const) {
    ok(engine, 'CreateTable', {
      TableName,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: type }],
    });
  }
  createKeyedTable(engine, 'composite', 'S');
});

/** The ValidationException message a request draws; fails the test on any other answer. */
function validation(operation: string, body: Record<string, unknown>): string {
  const reply = fails(engine, operation, body);
  expect(reply.type).toBe('ValidationException');
  return reply.message;
}

describe('PutItem (tests/tier3/error-messages/putItem.test.ts)', () => {
  const put = (input: Record<string, unknown>) =>
    validation('PutItem', { TableName: 'hash', Item: { pk: { S: 'em-put' } }, ...input });

  it('names the table name constraints in the envelope', () => {
    expect(validation('PutItem', { Item: { pk: { S: 'test' } } })).toBe(
      one("Value null at 'tableName' failed to satisfy constraint: Member must not be null"),
    );
    const empty = validation('PutItem', { TableName: '', Item: { pk: { S: 'test' } } });
    expect(empty.toLowerCase()).toContain('tablename');
    expect(empty).toContain(
      'failed to satisfy constraint: Member must have length greater than or equal to 1',
    );
    const long = 'a'.repeat(256);
    expect(validation('PutItem', { TableName: long, Item: { pk: { S: 'test' } } })).toBe(
      one(
        `Value '${long}' at 'tableName' failed to satisfy constraint: Member must have length less than or equal to 255`,
      ),
    );
    expect(validation('PutItem', { TableName: 'bad table!@#', Item: { pk: { S: 'test' } } })).toBe(
      one(
        "Value 'bad table!@#' at 'tableName' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+",
      ),
    );
  });

  it('refuses empty and duplicate sets, an empty NS member and NULL false', () => {
    const item = (bad: unknown) => ({ Item: { pk: { S: 'test' }, bad } });
    expect(put(item({ SS: [] }))).toContain(`${INVALID}An string set  may not be empty`);
    expect(put(item({ NS: [] }))).toContain(`${INVALID}An number set  may not be empty`);
    expect(put(item({ BS: [] }))).toContain(`${INVALID}Binary sets should not be empty`);
    for (const bad of [{ SS: ['a', 'a'] }, { SS: ['', ''] }]) {
      const message = put(item(bad));
      expect(message).toContain(`${INVALID}Input collection`);
      expect(message).toContain('contains duplicates');
    }
    const binary = put(item({ BS: ['', ''] }));
    expect(binary).toContain(`${INVALID}Input collection`);
    expect(binary).toContain('of type BS contains duplicates');
    expect(put(item({ NS: [''] }))).toContain('The parameter cannot be converted to a numeric value');
    expect(put({ Item: { pk: { S: 'em-put-null-false' }, attr1: { NULL: false } } })).toContain(
      `${INVALID}Null attribute value types must have the value of true`,
    );
    expect(call(engine, 'Scan', { TableName: 'hash' }).body.Count).toBe(0);
  });

  it('answers expression mistakes as the service does', () => {
    expect(
      put({ Expected: { pk: { Exists: false } }, ConditionExpression: 'attribute_not_exists(pk)' }),
    ).toContain(
      'Can not use both expression and non-expression parameters in the same request: Non-expression parameters: {Expected} Expression parameters: {ConditionExpression}',
    );
    expect(put({ ConditionExpression: '((attribute_not_exists(pk)))' })).toContain(
      'Invalid ConditionExpression: The expression has redundant parentheses;',
    );
    expect(
      put({ ConditionExpression: 'contains(#a, #a)', ExpressionAttributeNames: { '#a': 'data' } }),
    ).toContain(
      'Invalid ConditionExpression: The first operand must be distinct from the remaining operands for this operator or function; operator: contains, first operand: [data]',
    );
    expect(validation('PutItem', { TableName: 'hashB', Item: { pk: { B: '' } } })).toBe(EMPTY_BINARY_KEY);
  });

  it('reports the request checks inside the envelope', () => {
    expect(put({ ExpressionAttributeValues: { ':v': { S: 'x' } } })).toBe(
      one('ExpressionAttributeValues can only be specified when using expressions'),
    );
    expect(put({ ExpressionAttributeNames: { '#a': 'a' } })).toBe(
      one('ExpressionAttributeNames can only be specified when using expressions'),
    );
    expect(put({ ConditionExpression: '' })).toBe(
      one('Invalid ConditionExpression: The expression can not be empty;'),
    );
    expect(put({ Expected: { a: { Exists: true } } })).toBe(
      one(`${INVALID}Value must be provided when Exists is true for Attribute: a`),
    );
    expect(put({ Expected: { a: { ComparisonOperator: 'EQ' } } })).toBe(
      one(`${INVALID}Value or AttributeValueList must be used with ComparisonOperator: EQ for Attribute: a`),
    );
  });
});

describe('DeleteItem (tests/tier3/error-messages/deleteItem.test.ts)', () => {
  const remove = (input: Record<string, unknown>) =>
    validation('DeleteItem', { TableName: 'hash', Key: { pk: { S: 'em-del' } }, ...input });

  it('answers a missing table, a short key, a mixed request and an empty binary key', () => {
    expect(
      fails(engine, 'DeleteItem', { TableName: 'does_not_exist_em_delete', Key: { pk: { S: 'test' } } }),
    ).toMatchObject({
      type: 'ResourceNotFoundException',
      message: 'Requested resource not found',
    });
    expect(validation('DeleteItem', { TableName: 'composite', Key: { pk: { S: 'test' } } })).toBe(
      'The provided key element does not match the schema',
    );
    expect(
      remove({ Expected: { pk: { Exists: false } }, ConditionExpression: 'attribute_not_exists(pk)' }),
    ).toContain(
      'Can not use both expression and non-expression parameters in the same request: Non-expression parameters: {Expected} Expression parameters: {ConditionExpression}',
    );
    expect(validation('DeleteItem', { TableName: 'hashB', Key: { pk: { B: '' } } })).toBe(EMPTY_BINARY_KEY);
  });

  it('reports the request checks inside the envelope', () => {
    expect(remove({ ExpressionAttributeValues: { ':v': { S: 'x' } } })).toBe(
      one('ExpressionAttributeValues can only be specified when using expressions'),
    );
    expect(remove({ ExpressionAttributeNames: { '#a': 'a' } })).toBe(
      one('ExpressionAttributeNames can only be specified when using expressions'),
    );
    expect(remove({ Expected: { a: { Exists: false } }, ExpressionAttributeNames: { '#a': 'a' } })).toBe(
      one('ExpressionAttributeNames can only be specified when using expressions'),
    );
    const condition = { ConditionExpression: 'attribute_exists(a)' };
    expect(remove({ ...condition, ExpressionAttributeValues: {} })).toBe(
      one('ExpressionAttributeValues must not be empty'),
    );
    expect(remove({ ...condition, ExpressionAttributeNames: {} })).toBe(
      one('ExpressionAttributeNames must not be empty'),
    );
    expect(remove({ ConditionExpression: '' })).toBe(
      one('Invalid ConditionExpression: The expression can not be empty;'),
    );
    expect(remove({ ReturnValues: 'ALL_NEW' })).toBe(one('ReturnValues can only be ALL_OLD or NONE'));
    expect(remove({ ReturnValues: 'UPDATED_NEW' })).toBe(one('ReturnValues can only be ALL_OLD or NONE'));
  });

  it('names each malformed Expected condition', () => {
    const got = [
      { a: { Exists: true } },
      { a: { Exists: false, Value: { S: 'x' } } },
      { a: { Value: { S: 'x' }, ComparisonOperator: 'EQ', AttributeValueList: [{ S: 'x' }] } },
      { a: { ComparisonOperator: 'EQ' } },
      { a: { ComparisonOperator: 'BETWEEN', AttributeValueList: [{ S: 'x' }] } },
    ].map((Expected) => remove({ Expected }));
    expect(got).toEqual([
      one(`${INVALID}Value must be provided when Exists is true for Attribute: a`),
      one(`${INVALID}Value cannot be used when Exists is false for Attribute: a`),
      one(`${INVALID}Value and AttributeValueList cannot be used together for Attribute: a`),
      one(`${INVALID}Value or AttributeValueList must be used with ComparisonOperator: EQ for Attribute: a`),
      one(`${INVALID}Invalid number of argument(s) for the BETWEEN ComparisonOperator`),
    ]);
  });
});

describe('UpdateItem (tests/tier3/error-messages/updateItem.test.ts)', () => {
  const update = (input: Record<string, unknown>) =>
    validation('UpdateItem', { TableName: 'hash', Key: { pk: { S: 'em-upd-key-mod' } }, ...input });
  const v = { ':v': { S: 'val' } };

  it('refuses to change a key attribute', () => {
    expect(update({ UpdateExpression: 'SET pk = :v', ExpressionAttributeValues: v })).toBe(
      `${INVALID}Cannot update attribute pk. This attribute is part of the key`,
    );
    expect(
      validation('UpdateItem', {
        TableName: 'composite',
        Key: { pk: { S: 'em-upd-range-mod' }, sk: { S: 'sk1' } },
        UpdateExpression: 'SET sk = :v',
        ExpressionAttributeValues: v,
      }),
    ).toBe(`${INVALID}Cannot update attribute sk. This attribute is part of the key`);
  });

  it('answers expression mistakes as the service does', () => {
    expect(update({ UpdateExpression: 'INVALID SYNTAX HERE', ExpressionAttributeValues: v })).toContain(
      'Invalid UpdateExpression: Syntax error; token: "INVALID", near: "INVALID SYNTAX"',
    );
    expect(
      update({
        UpdateExpression: 'SET attr1 = :v',
        ExpressionAttributeValues: v,
        ExpressionAttributeNames: { '#unused': 'x' },
      }),
    ).toContain('Value provided in ExpressionAttributeNames unused in expressions: keys: {#unused}');
    expect(
      update({
        UpdateExpression: 'SET attr1 = :v',
        ExpressionAttributeValues: { ...v, ':unused': { S: 'extra' } },
      }),
    ).toContain('Value provided in ExpressionAttributeValues unused in expressions: keys: {:unused}');
    expect(update({ UpdateExpression: 'SET attr1 = :v' })).toContain(
      'Invalid UpdateExpression: An expression attribute value used in expression is not defined; attribute value: :v',
    );
    expect(
      update({
        UpdateExpression: 'SET b = :w',
        ConditionExpression: 'a = :v',
        ExpressionAttributeValues: { ':w': { S: 'x' } },
      }),
    ).toBe(
      one(
        'Invalid ConditionExpression: An expression attribute value used in expression is not defined; attribute value: :v',
      ),
    );
    expect(
      update({
        UpdateExpression: 'SET attr1 = :v',
        ExpressionAttributeValues: v,
        AttributeUpdates: { attr1: { Value: { S: 'val' }, Action: 'PUT' } },
      }),
    ).toContain(
      'Can not use both expression and non-expression parameters in the same request: Non-expression parameters: {AttributeUpdates} Expression parameters: {UpdateExpression}',
    );
    expect(update({ UpdateExpression: '' })).toContain(
      'Invalid UpdateExpression: The expression can not be empty;',
    );
    expect(
      validation('UpdateItem', {
        TableName: 'hashB',
        Key: { pk: { B: '' } },
        UpdateExpression: 'SET attr1 = :v',
        ExpressionAttributeValues: { ':v': { S: 'x' } },
      }),
    ).toBe(EMPTY_BINARY_KEY);
    expect(call(engine, 'Scan', { TableName: 'hash' }).body.Count).toBe(0);
  });
});
