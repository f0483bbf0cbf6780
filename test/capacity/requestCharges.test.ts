/**
 * How single requests are charged: before anything changes or is returned, throttled requests
 * consume nothing and change nothing, reads are charged to the partitions they read, and
 * dispatchTraced shows where the capacity went. What a failed condition costs:
 * failedConditionCharges.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { dispatch } from '../../src/protocol/dispatch.ts';
import { dispatchTraced } from '../../src/protocol/dispatchTraced.ts';
import { call, keyedTable, manualEngine, provisioned, snapshotOf, sum, type Json } from './support.ts';

const BIG = 'x'.repeat(350 * 1024);

describe('charging requests', () => {
  it('throttles a write before its condition is evaluated, and changes nothing', () => {
    const engine = manualEngine();
    keyedTable(engine, 'accounts', provisioned(1, 1));
    expect(
      call(engine, 'PutItem', {
        TableName: 'accounts',
        Item: { pk: { S: 'big' }, sk: { S: '1' }, d: { S: BIG } },
      }).status,
    ).toBe(200);
    const failingCondition = call(engine, 'PutItem', {
      TableName: 'accounts',
      Item: { pk: { S: 'a' }, sk: { S: '1' } },
      ConditionExpression: 'attribute_exists(pk)',
    });
    expect(failingCondition.body.__type).toBe(
      'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException',
    );
    const update = call(engine, 'UpdateItem', {
      TableName: 'accounts',
      Key: { pk: { S: 'big' }, sk: { S: '1' } },
      UpdateExpression: 'SET d = :d',
      ExpressionAttributeValues: { ':d': { S: 'small' } },
    });
    expect(update.body.ThrottlingReasons).toEqual([
      {
        reason: 'TableWriteProvisionedThroughputExceeded',
        resource: 'arn:aws:dynamodb:us-east-1:000000000000:table/accounts',
      },
    ]);
    const read = call(engine, 'GetItem', {
      TableName: 'accounts',
      Key: { pk: { S: 'big' }, sk: { S: '1' } },
    });
    expect(read.body.Item.d.S).toBe(BIG);
    const metrics = snapshotOf(engine, 'accounts').table.metrics;
    expect(sum(metrics.ConditionalCheckFailedRequests)).toBe(0);
    expect(sum(metrics.ThrottledRequests)).toBe(2);
    expect(sum(metrics.WriteProvisionedThroughputThrottleEvents)).toBe(2);
    expect(sum(metrics.ConsumedWriteCapacityUnits)).toBe(351);
  });

  it('throttles reads on their own capacity, with the read reason', () => {
    const engine = manualEngine();
    keyedTable(engine, 'accounts', provisioned(1, 1000));
    call(engine, 'PutItem', {
      TableName: 'accounts',
      Item: { pk: { S: 'big' }, sk: { S: '1' }, d: { S: BIG } },
    });
    const get = { TableName: 'accounts', Key: { pk: { S: 'big' }, sk: { S: '1' } }, ConsistentRead: true };
    // 300 banked read units, 88 per strongly consistent read of a 350 KB item.
    const statuses = Array.from({ length: 5 }, () => call(engine, 'GetItem', get).status);
    expect(statuses).toEqual([200, 200, 200, 200, 400]);
    expect(call(engine, 'GetItem', get).body.ThrottlingReasons[0].reason).toBe(
      'TableReadProvisionedThroughputExceeded',
    );
    expect(
      call(engine, 'PutItem', { TableName: 'accounts', Item: { pk: { S: 'b' }, sk: { S: '1' } } }).status,
    ).toBe(200);
  });

  it('meters but never throttles when enforcement is off', () => {
    const engine = manualEngine({ capacity: { enforce: false } });
    keyedTable(engine, 'accounts', provisioned(1, 1));
    for (let i = 0; i < 5; i++) {
      expect(
        call(engine, 'PutItem', {
          TableName: 'accounts',
          Item: { pk: { S: `${i}` }, sk: { S: '1' }, d: { S: BIG } },
        }).status,
      ).toBe(200);
    }
    expect(sum(snapshotOf(engine, 'accounts').table.metrics.ConsumedWriteCapacityUnits)).toBe(5 * 351);
  });
});

describe('dispatchTraced', () => {
  it('answers exactly as dispatch and shows the capacity per table, index and partition', () => {
    const engine = manualEngine();
    keyedTable(engine, 'orders', {
      AttributeDefinitions: [
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'sk', AttributeType: 'S' },
        { AttributeName: 'status', AttributeType: 'S' },
        { AttributeName: 'total', AttributeType: 'N' },
      ],
      LocalSecondaryIndexes: [
        {
          IndexName: 'by-total',
          KeySchema: [
            { AttributeName: 'pk', KeyType: 'HASH' },
            { AttributeName: 'total', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'KEYS_ONLY' },
        },
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: 'by-status',
          KeySchema: [{ AttributeName: 'status', KeyType: 'HASH' }],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    });
    const put = JSON.stringify({
      TableName: 'orders',
      Item: { pk: { S: 'c#1' }, sk: { S: 'o#1' }, status: { S: 'NEW' }, total: { N: '12' } },
      ReturnConsumedCapacity: 'INDEXES',
    });
    const traced = dispatchTraced(engine, 'DynamoDB_20120810.PutItem', put);
    expect(JSON.parse(traced.body).ConsumedCapacity).toEqual({
      TableName: 'orders',
      CapacityUnits: 3,
      Table: { CapacityUnits: 1 },
      LocalSecondaryIndexes: { 'by-total': { CapacityUnits: 1 } },
      GlobalSecondaryIndexes: { 'by-status': { CapacityUnits: 1 } },
    });
    // Local index entries live with the item: their unit is the table's (and its partition's).
    expect(traced.trace.capacity).toEqual([
      { resource: 'orders', read: 0, write: 2 },
      { resource: 'orders/index/by-status', read: 0, write: 1 },
    ]);
    expect(traced.trace.partitions.map((entry: Json) => entry.resource)).toEqual([
      'orders',
      'orders/index/by-status',
    ]);

    const query = JSON.stringify({
      TableName: 'orders',
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': { S: 'c#1' } },
    });
    const plain = dispatch(engine, 'DynamoDB_20120810.Query', query);
    const queried = dispatchTraced(engine, 'DynamoDB_20120810.Query', query);
    expect(queried.body).toBe(plain.body);
    expect(queried.trace).toMatchObject({
      operation: 'Query',
      itemsRead: 1,
      itemsReturned: 1,
      capacity: [{ resource: 'orders', read: 0.5 }],
    });
    expect(engine.capacity.trace).toBeUndefined();
  });

  it("throttles a Query at its partition's ceiling of 3,000 read units a second, as it does a GetItem", () => {
    // About 390 KB: a strongly consistent read of it costs 96 units.
    const item = { pk: { S: 'hot' }, sk: { S: '1' }, d: { S: 'x'.repeat(390_000) } };
    const readsUntilThrottled = (operation: string, request: object) => {
      const engine = manualEngine();
      keyedTable(engine, 'items');
      call(engine, 'PutItem', { TableName: 'items', Item: item });
      let served = 0;
      let reply = call(engine, operation, request);
      for (; reply.status === 200; reply = call(engine, operation, request)) {
        expect(reply.body.ConsumedCapacity.CapacityUnits).toBe(96);
        served++;
      }
      expect(reply.body.__type).toBe('com.amazonaws.dynamodb.v20120810#ThrottlingException');
      engine.advance(1000);
      expect(call(engine, operation, request).status).toBe(200);
      return served;
    };
    const common = { TableName: 'items', ConsistentRead: true, ReturnConsumedCapacity: 'TOTAL' };
    const queries = readsUntilThrottled('Query', {
      ...common,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': { S: 'hot' } },
    });
    // Admitted while the second's reads are under the ceiling: the last one may overshoot it.
    expect(queries).toBe(Math.ceil(3000 / 96));
    expect(readsUntilThrottled('GetItem', { ...common, Key: { pk: item.pk, sk: item.sk } })).toBe(queries);
  });

  it('charges a Scan page to each partition it read, in proportion to the bytes', () => {
    const engine = manualEngine();
    keyedTable(engine, 'items');
    for (let i = 0; i < 40; i++)
      call(engine, 'PutItem', {
        TableName: 'items',
        Item: { pk: { S: `k${i}` }, sk: { S: '1' }, d: { S: 'x'.repeat(2000) } },
      });
    const traced = dispatchTraced(
      engine,
      'DynamoDB_20120810.Scan',
      JSON.stringify({ TableName: 'items', ReturnConsumedCapacity: 'TOTAL' }),
    );
    const reply = JSON.parse(traced.body);
    expect(reply.Count).toBe(40);
    const perPartition = traced.trace.partitions.map((entry) => entry.read);
    expect(perPartition.length).toBe(4);
    expect(sum(perPartition)).toBeCloseTo(reply.ConsumedCapacity.CapacityUnits, 9);
    expect(traced.trace).toMatchObject({ itemsRead: 40, itemsReturned: 40 });
    expect(traced.trace.bytesRead).toBeGreaterThan(80_000);
  });
});

describe('charging batch items and transactions', () => {
  it('leaves ThrottledRequests to the batch, which counts one when every item was throttled', () => {
    const engine = manualEngine();
    keyedTable(engine, 'accounts', provisioned(1, 1));
    call(engine, 'PutItem', {
      TableName: 'accounts',
      Item: { pk: { S: 'big' }, sk: { S: '1' }, d: { S: BIG } },
    });
    const table = engine.tables.get('accounts')!;
    let throttledItems = 0;
    for (const pk of ['a', 'b', 'c']) {
      try {
        engine.capacity.admitWrite(table, { pk, sk: '1' }, { batchItem: true });
      } catch {
        throttledItems++;
      }
    }
    expect(throttledItems).toBe(3);
    let metrics = snapshotOf(engine, 'accounts').table.metrics;
    expect(sum(metrics.ThrottledRequests)).toBe(0);
    expect(sum(metrics.WriteThrottleEvents)).toBe(3);
    engine.capacity.recordThrottledRequest(table);
    metrics = snapshotOf(engine, 'accounts').table.metrics;
    expect(sum(metrics.ThrottledRequests)).toBe(1);
  });

  it('lets a transaction admit every item first and then charge them without a second check', () => {
    const engine = manualEngine();
    keyedTable(engine, 'accounts', provisioned(1, 1));
    const table = engine.tables.get('accounts')!;
    engine.capacity.admitItemRead(table, { pk: 'a', sk: '1' });
    engine.capacity.chargeItemRead(table, { pk: 'a', sk: '1' }, 2, undefined, { admitted: true });
    const metrics = snapshotOf(engine, 'accounts').table.metrics;
    expect(sum(metrics.ConsumedReadCapacityUnits)).toBe(2);
  });
});
