/**
 * GSI back-pressure (gsi-throttling.html): a base-table write whose index update the index cannot
 * absorb is throttled, and the error names the index. A GSI keyed on a two-value attribute has two
 * item collections, so at most two index partitions take every write: 1,000 new entries a second
 * each. The model predicts the share of base writes throttled from where the two values land.
 */
import { describe, expect, it } from 'vitest';
import {
  ON_DEMAND_INDEX_MESSAGE,
  PROVISIONED_INDEX_MESSAGE,
} from '../../src/engine/capacity/throttleReasons.ts';
import type { Engine } from '../../src/engine/engine.ts';
import { putItem } from '../../src/engine/operations/putItem.ts';
import { updateItem } from '../../src/engine/operations/updateItem.ts';
import { drive, keyedTable, manualEngine, provisioned, sum } from './support.ts';

const ARN = 'arn:aws:dynamodb:us-east-1:000000000000:table/members';

function tableWithStatusIndex(
  engine: Engine,
  throughput: Record<string, unknown> = {},
  indexThroughput = {},
) {
  keyedTable(engine, 'members', {
    ...throughput,
    AttributeDefinitions: [
      { AttributeName: 'pk', AttributeType: 'S' },
      { AttributeName: 'sk', AttributeType: 'S' },
      { AttributeName: 'status', AttributeType: 'S' },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: 'by-status',
        KeySchema: [{ AttributeName: 'status', KeyType: 'HASH' }],
        Projection: { ProjectionType: 'KEYS_ONLY' },
        ...indexThroughput,
      },
    ],
  });
  // Every write a new member, alternating the status, so every write adds an index entry.
  let members = 0;
  return () => {
    const n = members++;
    putItem(engine, {
      TableName: 'members',
      Item: { pk: { S: `user#${n}` }, sk: { S: 'profile' }, status: { S: n % 2 ? 'ACTIVE' : 'INACTIVE' } },
    });
  };
}

describe('a GSI keyed on a two-value attribute', () => {
  it('throttles the on-demand base table once its index partitions are full', () => {
    const engine = manualEngine();
    const put = tableWithStatusIndex(engine);
    const table = engine.tables.get('members')!;
    const index = table.indexes[0];
    const gsi = engine.capacity.of(table).resourceFor(index, engine.now());
    const samePartition =
      gsi.partitionFor(index.entries.hashOf('ACTIVE')) === gsi.partitionFor(index.entries.hashOf('INACTIVE'));
    // 3,000 new items a second, half per value: 1,500 entries a second per value's partition.
    const admitted = samePartition ? 1000 : 2000;
    const { requests, throttled, error } = drive(engine, 3000, 20, put);
    expect(requests - throttled).toBe(admitted * 20);
    expect(table.items.itemCount).toBe(admitted * 20);
    expect([error!.type, error!.message]).toEqual(['ThrottlingException', ON_DEMAND_INDEX_MESSAGE]);
    expect(error!.extra).toEqual({
      throttlingReasons: [
        { reason: 'IndexWriteKeyRangeThroughputExceeded', resource: `${ARN}/index/by-status` },
      ],
    });
    const snapshot = engine.capacity.snapshot(table);
    const indexMetrics = snapshot.indexes[0].metrics;
    expect(sum(indexMetrics.WriteKeyRangeThroughputThrottleEvents)).toBe(throttled);
    expect(sum(snapshot.table.metrics.ThrottledRequests)).toBe(throttled);
    expect(sum(snapshot.table.metrics.WriteThrottleEvents)).toBe(0);
  });

  it('counts a key change refused by both of its index partitions as one throttle event', () => {
    const engine = manualEngine();
    const put = tableWithStatusIndex(engine);
    const table = engine.tables.get('members')!;
    const index = table.indexes[0];
    const gsi = engine.capacity.of(table).resourceFor(index, engine.now());
    // The change removes an ACTIVE entry and adds an INACTIVE one: two index partitions when the
    // two values hash apart, which is what this test is about.
    const apart =
      gsi.partitionFor(index.entries.hashOf('ACTIVE')) !== gsi.partitionFor(index.entries.hashOf('INACTIVE'));
    expect(apart).toBe(true);
    put(); // user#0, INACTIVE
    const last = 3000 * 5 - 1;
    const { throttled, error } = drive(engine, 3000, 5, (i) =>
      i === last
        ? updateItem(engine, {
            TableName: 'members',
            Key: { pk: { S: 'user#0' }, sk: { S: 'profile' } },
            UpdateExpression: 'SET #s = :s',
            ExpressionAttributeNames: { '#s': 'status' },
            ExpressionAttributeValues: { ':s': { S: 'ACTIVE' } },
          })
        : put(),
    );
    // The key change came last, into two full partitions: refused, with the index named once.
    expect(error!.extra).toEqual({
      throttlingReasons: [
        { reason: 'IndexWriteKeyRangeThroughputExceeded', resource: `${ARN}/index/by-status` },
      ],
    });
    const indexMetrics = engine.capacity.snapshot(table).indexes[0].metrics;
    expect(sum(indexMetrics.WriteThrottleEvents)).toBe(throttled);
    expect(sum(indexMetrics.WriteKeyRangeThroughputThrottleEvents)).toBe(throttled);
  });

  it('throttles a provisioned base table when the index is under-provisioned', () => {
    const engine = manualEngine();
    const put = tableWithStatusIndex(engine, provisioned(100, 1000), {
      ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 10 },
    });
    // The index banks 300 s × 10 WCU = 3,000 units at creation and earns 10 a second: 100 writes a
    // second exhaust it after 3,000 / 90 ≈ 33 s, then 10 writes a second get through.
    expect(drive(engine, 100, 30, put).throttled).toBe(0);
    drive(engine, 100, 10, put);
    const steady = drive(engine, 100, 60, put);
    expect(steady.requests - steady.throttled).toBeGreaterThanOrEqual(595);
    expect(steady.requests - steady.throttled).toBeLessThanOrEqual(605);
    expect(steady.error!.toWire()).toEqual({
      __type: 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException',
      message: PROVISIONED_INDEX_MESSAGE,
      ThrottlingReasons: [
        { reason: 'IndexWriteProvisionedThroughputExceeded', resource: `${ARN}/index/by-status` },
      ],
    });
  });
});
