/** GetShardIterator request validation (API_streams_GetShardIterator.html). */
import { compileRequest } from '../shape/compileRequest.ts';
import { string, structure } from '../shape/shapes.ts';
import { checkStreamArn, SHARD_ID_LENGTH, STREAM_ARN_LENGTH } from './streamArn.ts';
import type { GetShardIteratorRequest } from './streamRequestTypes.ts';

export const validateGetShardIterator = compileRequest<GetShardIteratorRequest>(
  structure('GetShardIteratorInput', {
    StreamArn: string({ required: true, ...STREAM_ARN_LENGTH }),
    ShardId: string({ required: true, ...SHARD_ID_LENGTH }),
    ShardIteratorType: string({
      required: true,
      enum: ['TRIM_HORIZON', 'LATEST', 'AT_SEQUENCE_NUMBER', 'AFTER_SEQUENCE_NUMBER'],
    }),
    SequenceNumber: string({ min: 21, max: 40 }),
  }),
  checkStreamArn,
);
