/**
 * What a failed condition costs: DynamoDB still consumes write capacity for the attempt, sized as the
 * write would have been — by the larger of the item it found and the item the request tried to write,
 * rounded up to 1 KB (the developer guide's example: a 310 KB write failing against a stored 300 KB
 * item consumes 310 units) — and counts it in ConditionalCheckFailedRequests.
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
    // No item is stored: the 2 units that writing the 1.5 KB item would have cost.
    expect(sum(metrics.ConsumedWriteCapacityUnits)).toBe(2);
    expect(sum(metrics.ThrottledRequests)).toBe(0);
  });

  it('charges a failed condition by the larger of the item found and the item tried', () => {
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
    // The stored item is just under 3 KB: a failed put of a smaller item costs 3 units, of a 5 KB one 5.
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
    // 3 for the successful put, then 3 and 5 for the failed puts and 9 for the failed update, sized
    // by the item it would have left.
    expect(sum(metrics.ConsumedWriteCapacityUnits)).toBe(20);
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
