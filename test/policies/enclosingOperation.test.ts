/**
 * dynamodb:EnclosingOperation, the transaction an item action runs in (transaction-apis-iam,
 * "Example 3: Allow nontransactional reads and writes, and block transactional reads and writes"):
 * TransactWriteItems or TransactGetItems for their actions, missing for the same actions on their
 * own, so a Deny on it refuses the transactions only.
 */
import { beforeEach, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { call, ok, testEngine } from '../helpers/wire.ts';

const ARN = 'arn:aws:dynamodb:us-east-1:000000000000:table/table04';
const key = { id: { S: 'a' } };

let engine: Engine;

beforeEach(() => {
  engine = testEngine();
  ok(engine, 'CreateTable', {
    TableName: 'table04',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
  });
  ok(engine, 'PutResourcePolicy', {
    ResourceArn: ARN,
    Policy: JSON.stringify({
      Version: '2012-10-17',
      Statement: [
        {
          Effect: 'Deny',
          Principal: '*',
          Action: [
            'dynamodb:ConditionCheckItem',
            'dynamodb:PutItem',
            'dynamodb:UpdateItem',
            'dynamodb:DeleteItem',
            'dynamodb:GetItem',
          ],
          Resource: ARN,
          Condition: {
            'ForAnyValue:StringEquals': {
              'dynamodb:EnclosingOperation': ['TransactWriteItems', 'TransactGetItems'],
            },
          },
        },
      ],
    }),
  });
});

const denied = (operation: string, body: Record<string, unknown>) => {
  const reply = call(engine, operation, body);
  return reply.status === 400 && String(reply.body.__type).endsWith('#AccessDeniedException');
};

it('refuses the actions of TransactWriteItems and TransactGetItems, writing nothing', () => {
  expect(
    denied('TransactWriteItems', { TransactItems: [{ Put: { TableName: 'table04', Item: key } }] }),
  ).toBe(true);
  expect(denied('TransactGetItems', { TransactItems: [{ Get: { TableName: 'table04', Key: key } }] })).toBe(
    true,
  );
  expect(ok(engine, 'GetItem', { TableName: 'table04', Key: key }).Item).toBeUndefined();
});

it('lets the same actions run on their own', () => {
  expect(denied('PutItem', { TableName: 'table04', Item: key })).toBe(false);
  expect(denied('GetItem', { TableName: 'table04', Key: key })).toBe(false);
  expect(denied('BatchWriteItem', { RequestItems: { table04: [{ DeleteRequest: { Key: key } }] } })).toBe(
    false,
  );
});
