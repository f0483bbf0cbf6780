/**
 * Random and mutated DynamoDB Streams requests through dispatch: whatever arrives — wrong types,
 * edited iterators, odd sequence numbers — the reply is a success or an error the Streams API
 * defines, never a 500 or a throw.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wireType, type ErrorName } from '../../src/engine/errors.ts';
import { dispatch } from '../../src/protocol/dispatch.ts';
import { ok, testEngine } from '../helpers/wire.ts';
import { createStreamTable, iterator, latestStreamArn, shardsOf } from './streamHelpers.ts';

const DEFINED: ErrorName[] = [
  'ValidationException',
  'SerializationException',
  'ResourceNotFoundException',
  'ExpiredIteratorException',
  'TrimmedDataAccessException',
];
const definedTypes = new Set(DEFINED.map(wireType));

describe('Streams API fuzz', () => {
  const engine = testEngine();
  createStreamTable(engine, 'orders', 'NEW_AND_OLD_IMAGES');
  for (let i = 0; i < 5; i++) ok(engine, 'PutItem', { TableName: 'orders', Item: { id: { S: `k${i}` } } });
  const arn = latestStreamArn(engine, 'orders');
  const shardId = shardsOf(engine, arn)[0].ShardId as string;
  const realIterator = iterator(engine, arn, shardId);

  const text = fc.oneof(
    fc.constantFrom(
      arn,
      shardId,
      realIterator,
      'TRIM_HORIZON',
      'LATEST',
      'AT_SEQUENCE_NUMBER',
      '0'.repeat(21),
    ),
    fc.string({ maxLength: 60 }),
    fc
      .tuple(fc.constantFrom(realIterator, arn), fc.nat({ max: 200 }), fc.string({ maxLength: 4 }))
      .map(([base, at, insert]) => base.slice(0, at) + insert + base.slice(at + insert.length)),
    fc.stringMatching(/^\d{21,40}$/),
  );
  const value = fc.oneof(
    text,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(text, { maxLength: 2 }),
  );
  const member = fc.constantFrom(
    'StreamArn',
    'ShardId',
    'ShardIteratorType',
    'SequenceNumber',
    'ShardIterator',
    'Limit',
    'TableName',
    'ExclusiveStartStreamArn',
    'ExclusiveStartShardId',
    'ShardFilter',
  );
  const body = fc.dictionary(member, fc.oneof(value, fc.record({ Type: value, ShardId: value })), {
    maxKeys: 5,
  });
  const operation = fc.constantFrom('ListStreams', 'DescribeStream', 'GetShardIterator', 'GetRecords');

  it('answers every request with a success or a defined error', () => {
    fc.assert(
      fc.property(operation, body, fc.nat({ max: 20 * 60 }), (name, request, seconds) => {
        engine.advance(seconds * 1000);
        const reply = dispatch(engine, `DynamoDBStreams_20120810.${name}`, JSON.stringify(request));
        if (reply.status === 200) return;
        expect(reply.status).toBe(400);
        expect(definedTypes).toContain(JSON.parse(reply.body).__type);
      }),
      { numRuns: 1500, seed: 7 },
    );
  });
});
