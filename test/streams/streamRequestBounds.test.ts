/**
 * Streams requests DynamoDB refuses that the sandbox once let through, on the wire: a DescribeStream
 * Limit above the documented 100 (refused like ListStreams', not capped), and a GetShardIterator
 * sequence number that lies inside a shard's range but is another shard's.
 */
import { describe, expect, it } from 'vitest';
import { ok, testEngine } from '../helpers/wire.ts';
import {
  createStreamTable,
  HOUR,
  latestStreamArn,
  readShard,
  shardsOf,
  streamsFails,
  streamsOk,
} from './streamHelpers.ts';

const invalid = (message: string) => ({ type: 'ValidationException', message });

describe('DescribeStream Limit', () => {
  const engine = testEngine();
  createStreamTable(engine, 'orders', 'KEYS_ONLY');
  const arn = latestStreamArn(engine, 'orders');

  it('refuses 101 with the message ListStreams gives, and 0 as below the minimum', () => {
    const above =
      "1 validation error detected: Value '101' at 'limit' failed to satisfy constraint: Member must have value less than or equal to 100";
    expect(streamsFails(engine, 'ListStreams', { Limit: 101 })).toEqual(invalid(above));
    expect(streamsFails(engine, 'DescribeStream', { StreamArn: arn, Limit: 101 })).toEqual(invalid(above));
    expect(streamsFails(engine, 'DescribeStream', { StreamArn: arn, Limit: 0 })).toEqual(
      invalid(
        "1 validation error detected: Value '0' at 'limit' failed to satisfy constraint: Member must have value greater than or equal to 1",
      ),
    );
  });

  it('accepts 100', () => {
    const reply = streamsOk(engine, 'DescribeStream', { StreamArn: arn, Limit: 100 });
    expect(reply.StreamDescription.Shards).toHaveLength(1);
  });
});

describe('GetShardIterator sequence numbers', () => {
  // An on-demand table starts with four partitions, so four open shards numbered by one counter.
  const engine = testEngine({ capacity: { enforce: false } });
  createStreamTable(engine, 'orders', 'KEYS_ONLY', {
    BillingMode: 'PAY_PER_REQUEST',
    ProvisionedThroughput: undefined,
  });
  const arn = latestStreamArn(engine, 'orders');
  for (let i = 0; i < 40; i++) ok(engine, 'PutItem', { TableName: 'orders', Item: { id: { S: `k${i}` } } });
  const shards = shardsOf(engine, arn).map((shard) => ({
    id: shard.ShardId as string,
    start: shard.SequenceNumberRange.StartingSequenceNumber as string,
    records: readShard(engine, arn, shard.ShardId).map((r) => r.dynamodb.SequenceNumber as string),
  }));
  // The newest shard's range (from its start to the stream's last number) covers records written
  // to the older shards after it opened.
  const last = shards[shards.length - 1];
  const foreign = shards
    .slice(0, -1)
    .flatMap((shard) => shard.records)
    .filter((sequence) => BigInt(sequence) > BigInt(last.start));

  it('refuses a number inside the shard range that belongs to another shard', () => {
    expect(foreign.length).toBeGreaterThan(0);
    for (const type of ['AT_SEQUENCE_NUMBER', 'AFTER_SEQUENCE_NUMBER']) {
      expect(
        streamsFails(engine, 'GetShardIterator', {
          StreamArn: arn,
          ShardId: last.id,
          ShardIteratorType: type,
          SequenceNumber: foreign[0],
        }),
      ).toEqual(invalid(`Invalid SequenceNumber ${foreign[0]} for shard ${last.id}`));
    }
  });

  it("still accepts the shard's own start and records", () => {
    for (const shard of shards) {
      for (const sequence of [shard.start, ...shard.records]) {
        const reply = streamsOk(engine, 'GetShardIterator', {
          StreamArn: arn,
          ShardId: shard.id,
          ShardIteratorType: 'AT_SEQUENCE_NUMBER',
          SequenceNumber: sequence,
        });
        const page = streamsOk(engine, 'GetRecords', { ShardIterator: reply.ShardIterator });
        if (sequence !== shard.start) expect(page.Records[0].dynamodb.SequenceNumber).toBe(sequence);
      }
    }
  });

  it("tells a trimmed record of the shard from another shard's start", () => {
    const first = shards[0];
    engine.advance(25 * HOUR);
    // A day on, every record is trimmed: the shard's own number is trimmed data, while the next
    // shard's start, inside the same range, is still not this shard's.
    const at = (sequence: string) =>
      streamsFails(engine, 'GetShardIterator', {
        StreamArn: arn,
        ShardId: first.id,
        ShardIteratorType: 'AT_SEQUENCE_NUMBER',
        SequenceNumber: sequence,
      });
    expect(at(first.records[0]).type).toBe('TrimmedDataAccessException');
    expect(BigInt(shards[1].start)).toBeLessThan(BigInt(first.records.at(-1)!));
    expect(at(shards[1].start)).toEqual(
      invalid(`Invalid SequenceNumber ${shards[1].start} for shard ${first.id}`),
    );
  });
});
