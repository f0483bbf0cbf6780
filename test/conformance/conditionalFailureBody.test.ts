/**
 * The body of ConditionalCheckFailedException on the wire. Without the item it is DynamoDB's usual
 * `{"__type":…,"message":…}`; with the item (ReturnValuesOnConditionCheckFailure ALL_OLD) DynamoDB
 * spells the member `Message`: LocalStack's recording of DynamoDB in
 * test_return_values_on_conditions_check_failure shows no top-level `message` once botocore has parsed
 * it, and moto's AWS-verified tests send it that way (getmoto/moto#6950).
 */
import { describe, expect, it } from 'vitest';
import { dispatch } from '../../src/protocol/dispatch.ts';
import { ok, testEngine } from '../helpers/wire.ts';

const TYPE = 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException';
const MESSAGE = 'The conditional request failed';
const item = { id: { S: '456' }, price: { N: '650' } };
const tooCheap = {
  ConditionExpression: 'price between :lo and :hi',
  ExpressionAttributeValues: { ':lo': { N: '500' }, ':hi': { N: '600' } },
};

function engineWithItem() {
  const engine = testEngine();
  ok(engine, 'CreateTable', {
    TableName: 'products',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
  });
  ok(engine, 'PutItem', { TableName: 'products', Item: item });
  return engine;
}

const rawReply = (engine: ReturnType<typeof testEngine>, operation: string, body: object) =>
  dispatch(engine, `DynamoDB_20120810.${operation}`, JSON.stringify({ TableName: 'products', ...body }));

describe.each([
  ['PutItem', { Item: { ...item, price: { N: '1' } } }],
  ['UpdateItem', { Key: { id: item.id }, UpdateExpression: 'SET price = :lo' }],
  ['DeleteItem', { Key: { id: item.id } }],
])('%s', (operation, request) => {
  it('spells it Message, before the item, when the item comes back', () => {
    const reply = rawReply(engineWithItem(), operation, {
      ...request,
      ...tooCheap,
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toBe(JSON.stringify({ __type: TYPE, Message: MESSAGE, Item: item }));
  });

  it('spells it message without the item', () => {
    const reply = rawReply(engineWithItem(), operation, { ...request, ...tooCheap });
    expect(reply.body).toBe(JSON.stringify({ __type: TYPE, message: MESSAGE }));
  });
});
