/**
 * The Streams API's errors through dispatch: ARNs that are not stream ARNs, unknown streams and
 * shards, Coral's member checks, iterators the sandbox did not issue, sequence numbers outside a shard
 * or given with a position of their own, and unknown operations.
 */
import { describe, expect, it } from 'vitest';
import { testEngine } from '../helpers/wire.ts';
import { createStreamTable, iterator, latestStreamArn, shardsOf, streamsFails } from './streamHelpers.ts';

describe('errors', () => {
  const engine = testEngine();
  createStreamTable(engine, 'orders', 'KEYS_ONLY');
  const arn = latestStreamArn(engine, 'orders');
  const [shard] = shardsOf(engine, arn);
  const invalid = (message: string) => ({ type: 'ValidationException', message });

  it('refuses ARNs that are not stream ARNs, and unknown streams and shards', () => {
    expect(streamsFails(engine, 'DescribeStream', { StreamArn: 'fake-stream' })).toEqual(
      invalid('Invalid StreamArn'),
    );
    const other = arn.replace('orders', 'missing');
    expect(streamsFails(engine, 'DescribeStream', { StreamArn: other })).toEqual({
      type: 'ResourceNotFoundException',
      message: `Requested resource not found: Stream: ${other} not found`,
    });
    expect(
      streamsFails(engine, 'GetShardIterator', {
        StreamArn: arn,
        ShardId: 'shardId-00000000000000000000-00000000',
        ShardIteratorType: 'LATEST',
      }),
    ).toEqual({
      type: 'ResourceNotFoundException',
      message: 'Requested resource not found: Shard does not exist',
    });
  });

  it('checks members with Coral messages', () => {
    expect(streamsFails(engine, 'GetShardIterator', { StreamArn: arn, ShardId: shard.ShardId })).toEqual(
      invalid(
        "1 validation error detected: Value null at 'shardIteratorType' failed to satisfy constraint: Member must not be null",
      ),
    );
    expect(
      streamsFails(engine, 'GetShardIterator', {
        StreamArn: arn,
        ShardId: shard.ShardId,
        ShardIteratorType: 'FIRST',
      }),
    ).toEqual(
      invalid(
        "1 validation error detected: Value 'FIRST' at 'shardIteratorType' failed to satisfy constraint: " +
          'Member must satisfy enum value set: [TRIM_HORIZON, LATEST, AT_SEQUENCE_NUMBER, AFTER_SEQUENCE_NUMBER]',
      ),
    );
    expect(streamsFails(engine, 'GetRecords', { ShardIterator: 'x', Limit: 0 })).toEqual(
      invalid(
        "1 validation error detected: Value '0' at 'limit' failed to satisfy constraint: Member must have value greater than or equal to 1",
      ),
    );
    expect(streamsFails(engine, 'ListStreams', { TableName: 'a' })).toEqual(
      invalid(
        "1 validation error detected: Value 'a' at 'tableName' failed to satisfy constraint: Member must have length greater than or equal to 3",
      ),
    );
    expect(streamsFails(engine, 'GetRecords', { ShardIterator: 5 })).toEqual({
      type: 'SerializationException',
      message: 'NUMBER_VALUE cannot be converted to String',
    });
  });

  it('refuses iterators it did not issue and sequence numbers outside the shard', () => {
    expect(streamsFails(engine, 'GetRecords', { ShardIterator: 'not-an-iterator' })).toEqual(
      invalid('Invalid ShardIterator'),
    );
    const real = iterator(engine, arn, shard.ShardId);
    const edited = real.slice(0, -4) + (real.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect(streamsFails(engine, 'GetRecords', { ShardIterator: edited })).toEqual(
      invalid('Invalid ShardIterator'),
    );
    const base = { StreamArn: arn, ShardId: shard.ShardId };
    expect(
      streamsFails(engine, 'GetShardIterator', { ...base, ShardIteratorType: 'AT_SEQUENCE_NUMBER' }),
    ).toEqual(invalid('SequenceNumber must be specified for ShardIteratorType AT_SEQUENCE_NUMBER'));
    for (const type of ['TRIM_HORIZON', 'LATEST']) {
      const starting = shard.SequenceNumberRange.StartingSequenceNumber;
      expect(
        streamsFails(engine, 'GetShardIterator', {
          ...base,
          ShardIteratorType: type,
          SequenceNumber: starting,
        }),
      ).toEqual(invalid(`SequenceNumber must not be specified for ShardIteratorType ${type}`));
    }
    const future = '9'.repeat(21);
    expect(
      streamsFails(engine, 'GetShardIterator', {
        ...base,
        ShardIteratorType: 'AFTER_SEQUENCE_NUMBER',
        SequenceNumber: future,
      }),
    ).toEqual(invalid(`Invalid SequenceNumber ${future} for shard ${shard.ShardId}`));
  });

  it('answers an unknown Streams operation with UnknownOperationException', () => {
    expect(streamsFails(engine, 'PutRecords', {}).type).toBe('UnknownOperationException');
  });
});
