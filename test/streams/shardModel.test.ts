/**
 * The shard rule (streams/tableStream.ts): one open shard per table partition, closed and
 * replaced by children when the partition splits or when the shard is `shardRolloverMs` old, with
 * ParentShardId linking them so a reader can keep each item's changes in order.
 */
import { describe, expect, it } from 'vitest';
import { ok, testEngine } from '../helpers/wire.ts';
import { watchTimedChanges } from '../../src/engine/timedChangeWatch.ts';
import {
  createStreamTable,
  HOUR,
  latestStreamArn,
  readShard,
  readStream,
  shardsOf,
  streamsOk,
  type Json,
} from './streamHelpers.ts';

function put(engine: ReturnType<typeof testEngine>, id: string, n: number) {
  ok(engine, 'PutItem', { TableName: 'orders', Item: { id: { S: id }, n: { N: String(n) } } });
}

describe('shards follow partitions', () => {
  it('starts with one shard per partition', () => {
    const engine = testEngine();
    createStreamTable(engine, 'orders', 'KEYS_ONLY', {
      BillingMode: 'PAY_PER_REQUEST',
      ProvisionedThroughput: undefined,
    });
    const shards = shardsOf(engine, latestStreamArn(engine, 'orders'));
    // A new on-demand table serves 4,000 write units: four partitions of 1,000.
    expect(shards).toHaveLength(4);
    for (const shard of shards) {
      expect(shard.ParentShardId).toBeUndefined();
      expect(shard.ShardId).toMatch(/^shardId-\d{20}-[0-9a-f]{8}$/);
      expect(shard.SequenceNumberRange.EndingSequenceNumber).toBeUndefined();
    }
  });

  it('closes the shard of a split partition and opens one child shard per new partition', () => {
    const engine = testEngine({ capacity: { enforce: false } });
    createStreamTable(engine, 'orders', 'NEW_IMAGE');
    const arn = latestStreamArn(engine, 'orders');
    for (let i = 0; i < 20; i++) put(engine, `k${i}`, 1);
    const [parent] = shardsOf(engine, arn);
    // Raising throughput beyond one partition's 1,000 write units splits it in two.
    ok(engine, 'UpdateTable', {
      TableName: 'orders',
      ProvisionedThroughput: { ReadCapacityUnits: 1, WriteCapacityUnits: 1500 },
    });
    for (let i = 0; i < 20; i++) put(engine, `k${i}`, 2);

    const shards = shardsOf(engine, arn);
    expect(shards).toHaveLength(3);
    expect(shards[0].ShardId).toBe(parent.ShardId);
    expect(shards[0].SequenceNumberRange.EndingSequenceNumber).toBeDefined();
    expect(shards.slice(1).map((s) => s.ParentShardId)).toEqual([parent.ShardId, parent.ShardId]);
    const children = streamsOk(engine, 'DescribeStream', {
      StreamArn: arn,
      ShardFilter: { Type: 'CHILD_SHARDS', ShardId: parent.ShardId },
    }).StreamDescription.Shards;
    expect(children.map((s: Json) => s.ShardId)).toEqual(shards.slice(1).map((s) => s.ShardId));

    expect(readShard(engine, arn, parent.ShardId)).toHaveLength(20);
    const perItem = new Map<string, string[]>();
    for (const record of readStream(engine, arn)) {
      const id = record.dynamodb.Keys.id.S;
      perItem.set(id, [...(perItem.get(id) ?? []), record.dynamodb.NewImage.n.N]);
    }
    expect(perItem.size).toBe(20);
    for (const values of perItem.values()) expect(values).toEqual(['1', '2']);
  });

  it('links every child to the closed shard when a partition splits more than once before the next look', () => {
    const engine = testEngine({ capacity: { enforce: false } });
    createStreamTable(engine, 'orders', 'NEW_IMAGE');
    const arn = latestStreamArn(engine, 'orders');
    put(engine, 'a', 1);
    const [parent] = shardsOf(engine, arn);
    // 3,500 write units need four partitions: the one partition is halved twice in one update, and
    // the two halves in between never hold a shard.
    ok(engine, 'UpdateTable', {
      TableName: 'orders',
      ProvisionedThroughput: { ReadCapacityUnits: 1, WriteCapacityUnits: 3500 },
    });
    const shards = shardsOf(engine, arn);
    expect(shards).toHaveLength(5);
    expect(shards.slice(1).map((s) => s.ParentShardId)).toEqual(Array(4).fill(parent.ShardId));
  });

  /**
   * A table whose one partition split in two (a raise to 1,500 WCU) an hour ago, with no record
   * written and no DescribeStream since: nobody looked at the shards after the split.
   */
  function splitUnlooked() {
    const engine = testEngine({ capacity: { enforce: false } });
    createStreamTable(engine, 'orders', 'KEYS_ONLY');
    const arn = latestStreamArn(engine, 'orders');
    put(engine, 'a', 1);
    const [parent] = shardsOf(engine, arn);
    ok(engine, 'UpdateTable', {
      TableName: 'orders',
      ProvisionedThroughput: { ReadCapacityUnits: 1, WriteCapacityUnits: 1500 },
    });
    engine.advance(HOUR);
    return { engine, arn, parent };
  }

  it('keeps the child shards of a split nobody looked at before the stream was disabled', () => {
    // Whether DescribeStream ran between the split and the disabling must not change the shards.
    const { engine, arn, parent } = splitUnlooked();
    ok(engine, 'UpdateTable', { TableName: 'orders', StreamSpecification: { StreamEnabled: false } });
    const shards = shardsOf(engine, arn);
    expect(shards).toHaveLength(3);
    expect(shards.slice(1).map((s) => s.ParentShardId)).toEqual([parent.ShardId, parent.ShardId]);
    for (const shard of shards) expect(shard.SequenceNumberRange.EndingSequenceNumber).toBeDefined();
  });

  it('keeps the child shards of a split nobody looked at before the table was deleted', () => {
    const { engine, arn, parent } = splitUnlooked();
    ok(engine, 'DeleteTable', { TableName: 'orders' });
    const shards = shardsOf(engine, arn);
    expect(shards.slice(1).map((s) => s.ParentShardId)).toEqual([parent.ShardId, parent.ShardId]);
  });
});

describe('rollover', () => {
  it('closes a shard after four hours and continues in a child shard', () => {
    const engine = testEngine();
    createStreamTable(engine, 'orders', 'NEW_IMAGE');
    const arn = latestStreamArn(engine, 'orders');
    put(engine, 'a', 1);
    engine.advance(4 * HOUR - 1);
    put(engine, 'a', 2);
    expect(shardsOf(engine, arn)).toHaveLength(1);
    engine.advance(1);
    put(engine, 'a', 3);
    const shards = shardsOf(engine, arn);
    expect(shards).toHaveLength(2);
    expect(shards[1].ParentShardId).toBe(shards[0].ShardId);
    const ending = BigInt(shards[0].SequenceNumberRange.EndingSequenceNumber);
    expect(BigInt(shards[1].SequenceNumberRange.StartingSequenceNumber)).toBeGreaterThan(ending);
    expect(readStream(engine, arn).map((r) => r.dynamodb.NewImage.n.N)).toEqual(['1', '2', '3']);
  });

  it('rolls an idle shard over when the stream is next described, and drops closed shards after 24 hours', () => {
    const engine = testEngine({ streams: { shardRolloverMs: HOUR } });
    createStreamTable(engine, 'orders', 'KEYS_ONLY');
    const arn = latestStreamArn(engine, 'orders');
    engine.advance(HOUR);
    expect(shardsOf(engine, arn)).toHaveLength(2);
    engine.advance(24 * HOUR + 1);
    const shards = shardsOf(engine, arn);
    // The first shard closed just over 24 hours ago and is gone; the second closed now, the third is open.
    expect(shards.map((s) => s.SequenceNumberRange.EndingSequenceNumber === undefined)).toEqual([
      false,
      true,
    ]);
  });

  it('tells a host that saves the sandbox when describing the stream rolled a shard over', () => {
    // DescribeStream is a read a host does not save after; the shard it makes takes its id from the
    // moment it is made, so unsaved it would come back under another id after a reload.
    const engine = testEngine({ streams: { shardRolloverMs: HOUR } });
    createStreamTable(engine, 'orders', 'KEYS_ONLY');
    const arn = latestStreamArn(engine, 'orders');
    shardsOf(engine, arn);
    const changed = watchTimedChanges(engine);
    shardsOf(engine, arn);
    expect(changed()).toBe(false);
    engine.advance(HOUR);
    expect(changed()).toBe(false);
    expect(shardsOf(engine, arn)).toHaveLength(2);
    expect(changed()).toBe(true);
    shardsOf(engine, arn);
    expect(changed()).toBe(false);
  });
});
