/**
 * Reading a stream through dispatch: iterator types, GetRecords paging and its 1,000-record and
 * 1 MB bounds, 15-minute iterators, 24-hour retention. The Streams API's errors are in
 * streamErrors.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { ok, testEngine } from '../helpers/wire.ts';
import {
  createStreamTable,
  HOUR,
  iterator,
  latestStreamArn,
  MINUTE,
  shardsOf,
  streamsFails,
  streamsOk,
  type Json,
} from './streamHelpers.ts';

function tableWithRecords(count: number, engine = testEngine({ capacity: { enforce: false } })) {
  createStreamTable(engine, 'orders', 'KEYS_ONLY');
  for (let i = 0; i < count; i++)
    ok(engine, 'PutItem', { TableName: 'orders', Item: { id: { S: `k${i}` } } });
  const arn = latestStreamArn(engine, 'orders');
  const [shard] = shardsOf(engine, arn);
  return { engine, arn, shardId: shard.ShardId as string };
}

const keysOf = (page: Record<string, Json>) => page.Records.map((r: Json) => r.dynamodb.Keys.id.S);
const sequencesOf = (page: Record<string, Json>) => page.Records.map((r: Json) => r.dynamodb.SequenceNumber);

describe('GetShardIterator and GetRecords', () => {
  it('reads from TRIM_HORIZON in pages of Limit, then waits at the end of an open shard', () => {
    const { engine, arn, shardId } = tableWithRecords(5);
    const first = streamsOk(engine, 'GetRecords', {
      ShardIterator: iterator(engine, arn, shardId),
      Limit: 3,
    });
    expect(keysOf(first)).toEqual(['k0', 'k1', 'k2']);
    const second = streamsOk(engine, 'GetRecords', { ShardIterator: first.NextShardIterator, Limit: 3 });
    expect(keysOf(second)).toEqual(['k3', 'k4']);
    const empty = streamsOk(engine, 'GetRecords', { ShardIterator: second.NextShardIterator });
    expect(empty.Records).toEqual([]);
    expect(empty.NextShardIterator).toEqual(expect.any(String));
    ok(engine, 'PutItem', { TableName: 'orders', Item: { id: { S: 'late' } } });
    expect(keysOf(streamsOk(engine, 'GetRecords', { ShardIterator: empty.NextShardIterator }))).toEqual([
      'late',
    ]);
  });

  it('starts LATEST after the newest record, and at or after a sequence number', () => {
    const { engine, arn, shardId } = tableWithRecords(4);
    const all = streamsOk(engine, 'GetRecords', { ShardIterator: iterator(engine, arn, shardId) });
    const sequences = sequencesOf(all);
    const latest = iterator(engine, arn, shardId, 'LATEST');
    ok(engine, 'PutItem', { TableName: 'orders', Item: { id: { S: 'new' } } });
    expect(keysOf(streamsOk(engine, 'GetRecords', { ShardIterator: latest }))).toEqual(['new']);
    const at = iterator(engine, arn, shardId, 'AT_SEQUENCE_NUMBER', sequences[2]);
    expect(keysOf(streamsOk(engine, 'GetRecords', { ShardIterator: at }))).toEqual(['k2', 'k3', 'new']);
    const after = iterator(engine, arn, shardId, 'AFTER_SEQUENCE_NUMBER', sequences[2]);
    expect(keysOf(streamsOk(engine, 'GetRecords', { ShardIterator: after }))).toEqual(['k3', 'new']);
  });

  it('returns at most 1,000 records, and refuses a Limit above that', () => {
    const { engine, arn, shardId } = tableWithRecords(1001);
    expect(
      streamsFails(engine, 'GetRecords', { ShardIterator: iterator(engine, arn, shardId), Limit: 1001 }),
    ).toEqual({
      type: 'ValidationException',
      message:
        "1 validation error detected: Value '1001' at 'limit' failed to satisfy constraint: Member must have value less than or equal to 1000",
    });
    const page = streamsOk(engine, 'GetRecords', {
      ShardIterator: iterator(engine, arn, shardId),
      Limit: 1000,
    });
    expect(page.Records).toHaveLength(1000);
    expect(streamsOk(engine, 'GetRecords', { ShardIterator: page.NextShardIterator }).Records).toHaveLength(
      1,
    );
  });

  it('returns at most 1 MB of record data, and always one record', () => {
    const engine = testEngine({ capacity: { enforce: false } });
    createStreamTable(engine, 'orders', 'NEW_AND_OLD_IMAGES');
    const big = 'x'.repeat(300_000);
    for (const id of ['a', 'b', 'c']) {
      ok(engine, 'PutItem', { TableName: 'orders', Item: { id: { S: id }, blob: { S: big } } });
      ok(engine, 'PutItem', { TableName: 'orders', Item: { id: { S: id }, blob: { S: big + 'y' } } });
    }
    const arn = latestStreamArn(engine, 'orders');
    const [shard] = shardsOf(engine, arn);
    const first = streamsOk(engine, 'GetRecords', { ShardIterator: iterator(engine, arn, shard.ShardId) });
    // An INSERT carries one 300 KB image, a MODIFY two: 300 + 600 KB fit in 1 MB, a third record does not.
    expect(first.Records.map((r: Json) => r.eventName)).toEqual(['INSERT', 'MODIFY']);
    const total = first.Records.reduce((sum: number, r: Json) => sum + r.dynamodb.SizeBytes, 0);
    expect(total).toBeLessThanOrEqual(1024 * 1024);
  });

  it('ends a closed shard without a NextShardIterator', () => {
    const { engine, arn, shardId } = tableWithRecords(2);
    ok(engine, 'UpdateTable', { TableName: 'orders', StreamSpecification: { StreamEnabled: false } });
    const [shard] = shardsOf(engine, arn);
    expect(shard.SequenceNumberRange.EndingSequenceNumber).toBeDefined();
    const page = streamsOk(engine, 'GetRecords', { ShardIterator: iterator(engine, arn, shardId) });
    expect(keysOf(page)).toEqual(['k0', 'k1']);
    expect(page.NextShardIterator).toBeUndefined();
    const latest = streamsOk(engine, 'GetRecords', {
      ShardIterator: iterator(engine, arn, shardId, 'LATEST'),
    });
    expect(latest).toEqual({ Records: [] });
  });
});

describe('iterator lifetime and retention', () => {
  it('expires iterators after 15 minutes', () => {
    const { engine, arn, shardId } = tableWithRecords(1);
    const shardIterator = iterator(engine, arn, shardId);
    engine.advance(15 * MINUTE);
    const page = streamsOk(engine, 'GetRecords', { ShardIterator: shardIterator });
    engine.advance(15 * MINUTE + 1);
    expect(streamsFails(engine, 'GetRecords', { ShardIterator: page.NextShardIterator })).toEqual({
      type: 'ExpiredIteratorException',
      message: 'Shard iterator has expired',
    });
  });

  it('trims records after 24 hours; iterators into trimmed data fail', () => {
    // One shard for the whole day: no rollover (see shardModel.test.ts for that).
    const { engine, arn, shardId } = tableWithRecords(
      2,
      testEngine({ streams: { shardRolloverMs: 48 * HOUR } }),
    );
    const sequence = sequencesOf(
      streamsOk(engine, 'GetRecords', { ShardIterator: iterator(engine, arn, shardId) }),
    )[0];
    engine.advance(24 * HOUR - 5 * MINUTE);
    ok(engine, 'PutItem', { TableName: 'orders', Item: { id: { S: 'fresh' } } });
    const horizon = iterator(engine, arn, shardId);
    engine.advance(10 * MINUTE);
    const trimmed = {
      type: 'TrimmedDataAccessException',
      message: 'The data you are trying to access has been trimmed',
    };
    expect(streamsFails(engine, 'GetRecords', { ShardIterator: horizon })).toEqual(trimmed);
    expect(
      streamsFails(engine, 'GetShardIterator', {
        StreamArn: arn,
        ShardId: shardId,
        ShardIteratorType: 'AT_SEQUENCE_NUMBER',
        SequenceNumber: sequence,
      }),
    ).toEqual(trimmed);
    expect(
      keysOf(streamsOk(engine, 'GetRecords', { ShardIterator: iterator(engine, arn, shardId) })),
    ).toEqual(['fresh']);
  });

  it('bounds the records kept with maxRetainedRecords, trimming the oldest first', () => {
    const engine = testEngine({ capacity: { enforce: false }, streams: { maxRetainedRecords: 100 } });
    const { arn, shardId } = tableWithRecords(150, engine);
    const page = streamsOk(engine, 'GetRecords', { ShardIterator: iterator(engine, arn, shardId) });
    expect(page.Records.length).toBeLessThanOrEqual(100);
    expect(page.Records.at(-1).dynamodb.Keys.id.S).toBe('k149');
  });
});

describe('ListStreams and DescribeStream paging', () => {
  it('pages streams and shards', () => {
    const engine = testEngine();
    for (const name of ['aaa', 'bbb', 'ccc']) createStreamTable(engine, name, 'KEYS_ONLY');
    const first = streamsOk(engine, 'ListStreams', { Limit: 2 });
    expect(first.Streams.map((s: Json) => s.TableName)).toEqual(['aaa', 'bbb']);
    expect(first.LastEvaluatedStreamArn).toBe(first.Streams[1].StreamArn);
    const rest = streamsOk(engine, 'ListStreams', { ExclusiveStartStreamArn: first.LastEvaluatedStreamArn });
    expect(rest).toEqual({ Streams: [expect.objectContaining({ TableName: 'ccc' })] });
    expect(streamsFails(engine, 'ListStreams', { ExclusiveStartStreamArn: 'k'.repeat(48) }).message).toBe(
      'Invalid StreamArn',
    );
    expect(streamsFails(engine, 'ListStreams', { Limit: 101 }).message).toBe(
      "1 validation error detected: Value '101' at 'limit' failed to satisfy constraint: Member must have value less than or equal to 100",
    );

    createStreamTable(engine, 'wide', 'KEYS_ONLY', {
      ProvisionedThroughput: { ReadCapacityUnits: 1, WriteCapacityUnits: 2500 },
    });
    const arn = latestStreamArn(engine, 'wide');
    const shards = shardsOf(engine, arn);
    expect(shards).toHaveLength(3);
    // In ShardId order, which the Kinesis adapter relies on (scylladb/scylladb#7409).
    const ids = shards.map((s) => s.ShardId);
    expect(ids).toEqual([...ids].sort());
    const page = streamsOk(engine, 'DescribeStream', { StreamArn: arn, Limit: 2 }).StreamDescription;
    expect(page.Shards.map((s: Json) => s.ShardId)).toEqual(shards.slice(0, 2).map((s) => s.ShardId));
    expect(page.LastEvaluatedShardId).toBe(shards[1].ShardId);
    const next = streamsOk(engine, 'DescribeStream', {
      StreamArn: arn,
      ExclusiveStartShardId: page.LastEvaluatedShardId,
    }).StreamDescription;
    expect(next.Shards.map((s: Json) => s.ShardId)).toEqual([shards[2].ShardId]);
    expect(next.LastEvaluatedShardId).toBeUndefined();
    expect(next).toMatchObject({
      StreamArn: arn,
      StreamStatus: 'ENABLED',
      StreamViewType: 'KEYS_ONLY',
      TableName: 'wide',
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
      CreationRequestDateTime: Date.UTC(2026, 10, 30) / 1000,
    });
  });
});
