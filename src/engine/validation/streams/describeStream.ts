/**
 * DescribeStream request validation (API_streams_DescribeStream.html, API_streams_ShardFilter.html).
 * Limit's upper limit is documented as 100 (the public model keeps only its minimum of 1). A larger
 * Limit is refused, not capped, with Coral's range message — as ListStreams refuses its own, which
 * Alternator's test_streams.py saw DynamoDB do.
 */
import { compileRequest } from '../shape/compileRequest.ts';
import { integer, string, structure } from '../shape/shapes.ts';
import { checkStreamArn, SHARD_ID_LENGTH, STREAM_ARN_LENGTH } from './streamArn.ts';
import type { DescribeStreamRequest } from './streamRequestTypes.ts';

export const validateDescribeStream = compileRequest<DescribeStreamRequest>(
  structure('DescribeStreamInput', {
    StreamArn: string({ required: true, ...STREAM_ARN_LENGTH }),
    Limit: integer({ min: 1, max: 100 }),
    ExclusiveStartShardId: string(SHARD_ID_LENGTH),
    ShardFilter: structure('ShardFilter', {
      Type: string({ enum: ['CHILD_SHARDS'] }),
      ShardId: string(SHARD_ID_LENGTH),
    }),
  }),
  checkStreamArn,
);
