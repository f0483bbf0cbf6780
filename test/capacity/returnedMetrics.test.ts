/**
 * ReturnedItemCount, ReturnedRecordsCount and ReturnedBytes through dispatch (metrics-dimensions.html):
 * items returned by Query, Scan and ExecuteStatement's SELECT, per Operation, counted after the
 * filter and page by page; stream records returned by GetRecords, with the sum of their SizeBytes.
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import type { ResourceMetricName } from '../../src/engine/metrics/metricNames.ts';
import { addStreamConsumer } from '../../src/engine/streams/consumers/streamConsumers.ts';
import { dispatch } from '../../src/protocol/dispatch.ts';
import { streamOrdersTable } from '../helpers/streamOrdersTable.ts';
import { ok, testEngine } from '../helpers/wire.ts';
import {
  createStreamTable,
  iterator,
  latestStreamArn,
  shardsOf,
  streamsOk,
} from '../streams/streamHelpers.ts';

/** The table's total of one metric over the kept seconds and the current one. */
function total(engine: Engine, table: string, name: ResourceMetricName): number {
  const snapshot = engine.capacity.snapshot(engine.tables.get(table)!).table;
  return snapshot.metrics[name].reduce((sum, value) => sum + value, 0) + snapshot.current[name];
}

/** An `orders` table of one customer's ten orders, five of them shipped, and a status index. */
function orders(): Engine {
  const engine = testEngine();
  ok(engine, 'CreateTable', {
    TableName: 'orders',
    AttributeDefinitions: [
      { AttributeName: 'customer', AttributeType: 'S' },
      { AttributeName: 'order', AttributeType: 'N' },
      { AttributeName: 'status', AttributeType: 'S' },
    ],
    KeySchema: [
      { AttributeName: 'customer', KeyType: 'HASH' },
      { AttributeName: 'order', KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: 'by-status',
        KeySchema: [{ AttributeName: 'status', KeyType: 'HASH' }],
        Projection: { ProjectionType: 'ALL' },
      },
    ],
    BillingMode: 'PAY_PER_REQUEST',
  });
  for (let order = 0; order < 10; order++)
    ok(engine, 'PutItem', {
      TableName: 'orders',
      Item: {
        customer: { S: 'ana' },
        order: { N: String(order) },
        status: { S: order % 2 === 0 ? 'shipped' : 'open' },
      },
    });
  return engine;
}

const SHIPPED = {
  FilterExpression: '#s = :s',
  ExpressionAttributeNames: { '#s': 'status' },
  ExpressionAttributeValues: { ':s': { S: 'shipped' } },
};

describe('ReturnedItemCount', () => {
  it('counts the items a filtered Query returns, not those it read, under Query', () => {
    const engine = orders();
    const reply = ok(engine, 'Query', {
      TableName: 'orders',
      KeyConditionExpression: 'customer = :c',
      ...SHIPPED,
      ExpressionAttributeValues: { ...SHIPPED.ExpressionAttributeValues, ':c': { S: 'ana' } },
    });
    expect(reply).toMatchObject({ Count: 5, ScannedCount: 10 });
    expect(total(engine, 'orders', 'ReturnedItemCountQuery')).toBe(5);
    expect(total(engine, 'orders', 'ReturnedItemCountScan')).toBe(0);
  });

  it('counts a Scan under Scan, and a Query of an index on its table', () => {
    const engine = orders();
    expect(ok(engine, 'Scan', { TableName: 'orders', ...SHIPPED }).Count).toBe(5);
    ok(engine, 'Scan', { TableName: 'orders' });
    expect(total(engine, 'orders', 'ReturnedItemCountScan')).toBe(15);
    // Select COUNT returns no Items but its Count, which is what the sandbox counts.
    expect(ok(engine, 'Scan', { TableName: 'orders', Select: 'COUNT', ...SHIPPED }).Count).toBe(5);
    expect(total(engine, 'orders', 'ReturnedItemCountScan')).toBe(20);
    ok(engine, 'Query', {
      TableName: 'orders',
      IndexName: 'by-status',
      KeyConditionExpression: '#s = :s',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':s': { S: 'open' } },
    });
    expect(total(engine, 'orders', 'ReturnedItemCountQuery')).toBe(5);
    expect(total(engine, 'orders', 'ReturnedItemCountExecuteStatement')).toBe(0);
  });

  it('counts each page of a paged Query for its own items', () => {
    const engine = orders();
    let start: unknown;
    let pages = 0;
    do {
      const page = ok(engine, 'Query', {
        TableName: 'orders',
        KeyConditionExpression: 'customer = :c',
        ExpressionAttributeValues: { ':c': { S: 'ana' } },
        Limit: 4,
        ...(start ? { ExclusiveStartKey: start } : {}),
      });
      pages++;
      start = page.LastEvaluatedKey;
      expect(total(engine, 'orders', 'ReturnedItemCountQuery')).toBe(Math.min(10, pages * 4));
    } while (start);
    expect(pages).toBe(3);
  });

  it('counts what a PartiQL SELECT returns, after its WHERE, under ExecuteStatement only', () => {
    const engine = orders();
    const reply = ok(engine, 'ExecuteStatement', {
      Statement: `SELECT * FROM "orders" WHERE customer = 'ana' AND status = 'open'`,
    });
    expect(reply.Items).toHaveLength(5);
    ok(engine, 'ExecuteStatement', { Statement: `SELECT * FROM "orders" WHERE status = 'shipped'` });
    expect(total(engine, 'orders', 'ReturnedItemCountExecuteStatement')).toBe(10);
    // The Query and the Scan the statements ran as are not counted a second time.
    expect(total(engine, 'orders', 'ReturnedItemCountQuery')).toBe(0);
    expect(total(engine, 'orders', 'ReturnedItemCountScan')).toBe(0);
  });
});

describe('ReturnedRecordsCount and ReturnedBytes', () => {
  it('count the records each GetRecords returns and the sum of their SizeBytes', () => {
    const engine = testEngine();
    createStreamTable(engine, 'events', 'NEW_IMAGE');
    for (let i = 0; i < 5; i++)
      ok(engine, 'PutItem', {
        TableName: 'events',
        Item: { id: { S: `e${i}` }, body: { S: 'x'.repeat(i * 100) } },
      });
    const arn = latestStreamArn(engine, 'events');
    let records = 0;
    let bytes = 0;
    for (const shard of shardsOf(engine, arn)) {
      let next: string | undefined = iterator(engine, arn, shard.ShardId);
      // Two records a call: each call counts its own page.
      while (next) {
        const page = streamsOk(engine, 'GetRecords', { ShardIterator: next, Limit: 2 });
        if (page.Records.length === 0) break;
        records += page.Records.length;
        for (const record of page.Records) bytes += record.dynamodb.SizeBytes;
        expect(total(engine, 'events', 'ReturnedRecordsCount')).toBe(records);
        next = page.NextShardIterator;
      }
    }
    expect(records).toBe(5);
    expect(bytes).toBeGreaterThan(400);
    expect(total(engine, 'events', 'ReturnedBytes')).toBe(bytes);
    // Stream reads return no table items.
    expect(total(engine, 'events', 'ReturnedItemCountScan')).toBe(0);
  });

  it('leave out the sandbox’s own read for its Streams tab, which returns the same records', () => {
    const engine = testEngine();
    createStreamTable(engine, 'events', 'NEW_IMAGE');
    for (let i = 0; i < 3; i++) ok(engine, 'PutItem', { TableName: 'events', Item: { id: { S: `e${i}` } } });
    const arn = latestStreamArn(engine, 'events');
    const [shard] = shardsOf(engine, arn);
    const body = JSON.stringify({ ShardIterator: iterator(engine, arn, shard.ShardId) });
    const peeked = dispatch(engine, 'DynamoSandbox.PeekStreamRecords', body);
    expect(peeked.status).toBe(200);
    expect(total(engine, 'events', 'ReturnedRecordsCount')).toBe(0);
    expect(total(engine, 'events', 'ReturnedBytes')).toBe(0);
    const read = streamsOk(engine, 'GetRecords', JSON.parse(body));
    expect(JSON.parse(peeked.body).Records).toEqual(read.Records);
    expect(read.Records).toHaveLength(3);
    expect(total(engine, 'events', 'ReturnedRecordsCount')).toBe(3);
  });

  it('count a trigger’s reads: each record once as it reads past it, filtered out or not, not again on a retry', () => {
    const { engine, put } = streamOrdersTable();
    let calls = 0;
    addStreamConsumer(engine, {
      tableName: 'orders',
      startingPosition: 'TRIM_HORIZON',
      filterCriteria: { Filters: [{ Pattern: '{"dynamodb": {"Keys": {"id": {"S": [{"prefix": "a"}]}}}}' }] },
      // The first invocation fails, so the batch is retried at the next poll.
      handler: () => {
        if (calls++ === 0) throw new Error('once');
      },
    });
    for (const id of ['a1', 'b1', 'a2']) put(id);
    engine.advance(2_000);
    expect(calls).toBe(2);
    expect(total(engine, 'orders', 'ReturnedRecordsCount')).toBe(3);
    expect(total(engine, 'orders', 'ReturnedBytes')).toBe(3 * 4); // KEYS_ONLY: the name "id" and a two-letter id, 4 bytes a record
  });
});
