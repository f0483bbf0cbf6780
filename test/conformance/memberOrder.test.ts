/**
 * The order DynamoDB lists several member violations in, one message for all of them, as captured in
 * eu-west-2 and us-east-1 on 2026-10-09 (paritysuite/dynamodb-conformance
 * tests/tier3/validation-ordering/updateItem.test.ts and transactions.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { call, testEngine } from '../helpers/wire.ts';

const engine = testEngine();
const message = (operation: string, body: object) => {
  const reply = call(engine, operation, body);
  expect(reply.status).toBe(400);
  return String(reply.body.message);
};
const enumOf = (value: string, member: string, set: string) =>
  `Value '${value}' at '${member}' failed to satisfy constraint: Member must satisfy enum value set: [${set}]`;
const RCC = enumOf('BOGUS', 'returnConsumedCapacity', 'INDEXES, TOTAL, NONE');
const NO_KEY = "Value null at 'key' failed to satisfy constraint: Member must not be null";
const EMPTY_NAME =
  "Value '' at 'tableName' failed to satisfy constraint: Member must have length greater than or equal to 1";

describe('UpdateItem', () => {
  const update = { UpdateExpression: 'SET a = :a', ExpressionAttributeValues: { ':a': { S: 'x' } } };

  it('lists ReturnConsumedCapacity, the table name, ReturnValues, then the missing key', () => {
    expect(
      message('UpdateItem', {
        TableName: '',
        ...update,
        ReturnConsumedCapacity: 'BOGUS',
        ReturnValues: 'BOGUS',
      }),
    ).toBe(
      `4 validation errors detected: ${RCC}; ${EMPTY_NAME}; ` +
        `${enumOf('BOGUS', 'returnValues', 'ALL_NEW, UPDATED_OLD, ALL_OLD, NONE, UPDATED_NEW')}; ${NO_KEY}`,
    );
  });

  it('lists ConditionalOperator before the missing key', () => {
    expect(
      message('UpdateItem', {
        TableName: 'absent',
        AttributeUpdates: { x: { Action: 'PUT', Value: { S: '1' } } },
        Expected: { a: { Exists: false }, b: { Exists: false } },
        ConditionalOperator: 'XOR',
      }),
    ).toBe(`2 validation errors detected: ${enumOf('XOR', 'conditionalOperator', 'OR, AND')}; ${NO_KEY}`);
  });
});

describe('TransactWriteItems', () => {
  it('lists a too-long ClientRequestToken before ReturnConsumedCapacity', () => {
    const token = 'x'.repeat(37);
    expect(
      message('TransactWriteItems', {
        TransactItems: [{ Put: { TableName: 'absent', Item: { pk: { S: 'a' } } } }],
        ClientRequestToken: token,
        ReturnConsumedCapacity: 'BOGUS',
      }),
    ).toBe(
      `2 validation errors detected: Value '${token}' at 'clientRequestToken' failed to satisfy constraint: ` +
        `Member must have length less than or equal to 36; ${RCC}`,
    );
  });
});
