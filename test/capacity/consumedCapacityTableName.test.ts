/**
 * ConsumedCapacity names the table as the request did: "If you had specified the Amazon Resource
 * Name (ARN) of a table in the input, you'll see the table ARN in the response" (API reference,
 * ConsumedCapacity). The batch replies' Responses and UnprocessedItems maps are keyed the same way.
 */
import { describe, expect, it } from 'vitest';
import { call, keyedTable, manualEngine, type Json } from './support.ts';

const TOTAL = { ReturnConsumedCapacity: 'TOTAL' };
const item = { pk: { S: 'a' }, sk: { S: '1' } };

function setUp() {
  const engine = manualEngine();
  keyedTable(engine, 'orders');
  const described = call(engine, 'DescribeTable', { TableName: 'orders' });
  const arn = (described.body.Table as Json).TableArn as string;
  expect(arn).toMatch(/^arn:aws:dynamodb:[a-z0-9-]+:\d{12}:table\/orders$/);
  return { engine, arn };
}

/** Every single-table operation's reply, for the table named as `name`. */
function replies(engine: ReturnType<typeof manualEngine>, name: string) {
  const sent = (operation: string, request: object) => {
    const reply = call(engine, operation, { ...request, ...TOTAL });
    expect(reply.status, `${operation}: ${JSON.stringify(reply.body)}`).toBe(200);
    return reply.body.ConsumedCapacity;
  };
  return {
    PutItem: sent('PutItem', { TableName: name, Item: item }),
    GetItem: sent('GetItem', { TableName: name, Key: item }),
    UpdateItem: sent('UpdateItem', {
      TableName: name,
      Key: item,
      UpdateExpression: 'SET n = :n',
      ExpressionAttributeValues: { ':n': { N: '1' } },
    }),
    Query: sent('Query', {
      TableName: name,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': { S: 'a' } },
    }),
    Scan: sent('Scan', { TableName: name }),
    DeleteItem: sent('DeleteItem', { TableName: name, Key: item }),
    BatchWriteItem: sent('BatchWriteItem', { RequestItems: { [name]: [{ PutRequest: { Item: item } }] } }),
    BatchGetItem: sent('BatchGetItem', { RequestItems: { [name]: { Keys: [item] } } }),
    TransactWriteItems: sent('TransactWriteItems', {
      TransactItems: [{ Put: { TableName: name, Item: item } }],
    }),
    TransactGetItems: sent('TransactGetItems', { TransactItems: [{ Get: { TableName: name, Key: item } }] }),
  };
}

describe('ConsumedCapacity.TableName', () => {
  it('is the ARN when the request named the table by its ARN', () => {
    const { engine, arn } = setUp();
    for (const [operation, consumed] of Object.entries(replies(engine, arn))) {
      const first = (Array.isArray(consumed) ? consumed[0] : consumed) as Json;
      expect(first.TableName, operation).toBe(arn);
    }
  });

  it('is the name when the request named the table by its name', () => {
    const { engine } = setUp();
    for (const [operation, consumed] of Object.entries(replies(engine, 'orders'))) {
      const first = (Array.isArray(consumed) ? consumed[0] : consumed) as Json;
      expect(first.TableName, operation).toBe('orders');
    }
  });
});
