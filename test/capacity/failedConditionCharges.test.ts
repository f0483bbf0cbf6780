/**
 * What a failed condition costs: DynamoDB still consumes write capacity for the attempt, sized by the
 * item it found (rounded up to 1 KB), or 1 unit when none is stored — never by the item the request
 * would have written — and counts it in ConditionalCheckFailedRequests.
 */
import { describe, expect, it } from 'vitest';
import { call, keyedTable, manualEngine, sum } from './support.ts';

function metricsOf(engine: ReturnType<typeof manualEngine>, name: string) {
  engine.advance(1000);
  return engine.capacity.snapshot(engine.tables.get(name)!).table.metrics;
}

describe('charging a failed condition', () => {
  it('charges a failed condition as a write and counts it, without changing the reply', () => {
    const engine = manualEngine();
    keyedTable(engine, 'accounts');
    const put = {
      TableName: 'accounts',
      Item: { pk: { S: 'a' }, sk: { S: '1' }, pad: { S: 'x'.repeat(1500) } },
      ConditionExpression: 'attribute_exists(pk)',
      ReturnConsumedCapacity: 'TOTAL',
    };
    const reply = call(engine, 'PutItem', put);
    expect(reply.body).toEqual({
      __type: 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException',
      message: 'The conditional request failed',
    });
    const metrics = metricsOf(engine, 'accounts');
    expect(sum(metrics.ConditionalCheckFailedRequests)).toBe(1);
    // No item is stored: 1 unit, not the 2 that writing the 1.5 KB item would have cost.
    expect(sum(metrics.ConsumedWriteCapacityUnits)).toBe(1);
    expect(sum(metrics.ThrottledRequests)).toBe(0);
  });

  it('charges a failed condition by the item found, whatever the request would have written', () => {
    const engine = manualEngine();
    keyedTable(engine, 'accounts');
    const key = { pk: { S: 'a' }, sk: { S: '1' } };
    const failedPut = (pad: number) =>
      call(engine, 'PutItem', {
        TableName: 'accounts',
        Item: { ...key, pad: { S: 'x'.repeat(pad) } },
        ConditionExpression: 'attribute_not_exists(pk)',
        ReturnConsumedCapacity: 'TOTAL',
      });
    expect(
      call(engine, 'PutItem', { TableName: 'accounts', Item: { ...key, pad: { S: 'x'.repeat(2500) } } })
        .status,
    ).toBe(200);
    // The stored item is just under 3 KB: a failed put of a smaller or a larger item costs 3 units.
    for (const pad of [10, 5000]) {
      const reply = failedPut(pad);
      expect(reply.body.__type).toBe('com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException');
    }
    const update = call(engine, 'UpdateItem', {
      TableName: 'accounts',
      Key: key,
      UpdateExpression: 'SET #pad = :big',
      ConditionExpression: '#pad = :other',
      ExpressionAttributeNames: { '#pad': 'pad' },
      ExpressionAttributeValues: { ':big': { S: 'x'.repeat(9000) }, ':other': { S: 'y' } },
    });
    expect(update.body.__type).toBe('com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException');
    const metrics = metricsOf(engine, 'accounts');
    expect(sum(metrics.ConditionalCheckFailedRequests)).toBe(3);
    // 3 for the successful put, then 3 for each of the three failures.
    expect(sum(metrics.ConsumedWriteCapacityUnits)).toBe(12);
  });

  it('charges nothing for a transaction its condition cancels (AWS documents no charge; lesson 4 says so)', () => {
    const engine = manualEngine();
    keyedTable(engine, 'accounts');
    const reply = call(engine, 'TransactWriteItems', {
      TransactItems: [
        { Put: { TableName: 'accounts', Item: { pk: { S: 'a' }, sk: { S: '1' } } } },
        {
          ConditionCheck: {
            TableName: 'accounts',
            Key: { pk: { S: 'b' }, sk: { S: '1' } },
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
      ],
      ReturnConsumedCapacity: 'TOTAL',
    });
    expect(reply.body.__type).toBe('com.amazonaws.dynamodb.v20120810#TransactionCanceledException');
    expect(sum(metricsOf(engine, 'accounts').ConsumedWriteCapacityUnits)).toBe(0);
  });
});
