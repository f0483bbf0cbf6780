/**
 * A consumer follows its stream's shards as they change without a record to wake it: after a
 * rollover its state (a trigger's shard table) lists the children at once, and the next poll
 * finishes the closed parents.
 */
import { describe, expect, it } from 'vitest';
import { dispatch } from '../../../protocol/dispatch.ts';
import { Engine } from '../../engine.ts';
import { addStreamConsumer } from './streamConsumers.ts';

function setup() {
  const engine = new Engine({
    tableStatusDelayMs: 0,
    capacity: { enforce: false },
    clock: { start: Date.UTC(2026, 10, 30), running: false },
  });
  const call = (target: string, body: object) => {
    const reply = dispatch(engine, target, JSON.stringify(body));
    if (reply.status !== 200) throw new Error(reply.body);
    return JSON.parse(reply.body) as Record<string, never>;
  };
  call('DynamoDB_20120810.CreateTable', {
    TableName: 'orders',
    AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    BillingMode: 'PAY_PER_REQUEST',
    StreamSpecification: { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' },
  });
  const streamArn = (
    call('DynamoDB_20120810.DescribeTable', { TableName: 'orders' }).Table as {
      LatestStreamArn: string;
    }
  ).LatestStreamArn;
  const describeStream = () =>
    (
      call('DynamoDBStreams_20120810.DescribeStream', { StreamArn: streamArn }).StreamDescription as {
        Shards: { ShardId: string; ParentShardId?: string }[];
      }
    ).Shards;
  const put = (id: string) =>
    call('DynamoDB_20120810.PutItem', { TableName: 'orders', Item: { id: { S: id } } });
  return { engine, describeStream, put };
}

describe('a consumer and its stream’s shards', () => {
  it('follows a rollover that wrote no record: children listed at once, parents finished at the next poll', () => {
    const { engine, describeStream, put } = setup();
    const consumer = addStreamConsumer(engine, { tableName: 'orders', handler: () => {} });
    put('a');
    engine.advance(1000);
    const first = consumer.state().shards.map((shard) => shard.shardId);
    expect(first.length).toBeGreaterThan(0);

    // Past the rollover (about four hours), with nothing written: DescribeStream closes the shards.
    engine.advance(5 * 3600_000);
    const shards = describeStream();
    expect(shards.length).toBe(first.length * 2);
    const state = () => new Map(consumer.state().shards.map((shard) => [shard.shardId, shard.state]));
    expect([...state().keys()].sort()).toEqual(shards.map((shard) => shard.ShardId).sort());
    for (const shard of shards.filter((candidate) => first.includes(candidate.ParentShardId ?? '')))
      expect(state().get(shard.ShardId)).toBe('waiting-for-parent');

    engine.advance(1000);
    for (const id of first) expect(state().get(id)).toBe('finished');
    expect([...state().values()].filter((value) => value === 'idle')).toHaveLength(first.length);
  });
});
