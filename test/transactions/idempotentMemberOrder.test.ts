/**
 * A repeated TransactWriteItems with the same ClientRequestToken is the same request when only the
 * order of an item's attributes differs: LocalStack's test_dynamodb_idempotent_writing, validated
 * against AWS (both calls answered 200).
 */
import { expect, it } from 'vitest';
import { ok, testEngine } from '../helpers/wire.ts';

it('accepts a repeat whose item lists its attributes in another order', () => {
  const engine = testEngine();
  ok(engine, 'CreateTable', {
    TableName: 'people',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [
      { AttributeName: 'id', KeyType: 'HASH' },
      { AttributeName: 'name', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: [
      { AttributeName: 'id', AttributeType: 'S' },
      { AttributeName: 'name', AttributeType: 'S' },
    ],
  });
  const write = (Item: Record<string, { S: string }>) =>
    ok(engine, 'TransactWriteItems', {
      ClientRequestToken: 'dedupe_token',
      TransactItems: [{ Put: { TableName: 'people', Item } }],
    });
  expect(write({ id: { S: 'id1' }, name: { S: 'name1' } })).toEqual({});
  expect(write({ name: { S: 'name1' }, id: { S: 'id1' } })).toEqual({});
});
