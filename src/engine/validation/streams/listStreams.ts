/**
 * ListStreams request validation (API_streams_ListStreams.html). The documented upper limit of 100
 * is enforced, and an ExclusiveStartStreamArn that is no stream ARN at all is refused (Alternator's
 * test_streams.py, run against DynamoDB; its messages are inferred, the test checks only the type).
 */
import { validation } from '../../errors.ts';
import { NAME_PATTERN } from '../commonShapes.ts';
import { compileRequest } from '../shape/compileRequest.ts';
import { integer, string, structure } from '../shape/shapes.ts';
import { isStreamArn, STREAM_ARN_LENGTH } from './streamArn.ts';
import type { ListStreamsRequest } from './streamRequestTypes.ts';

export const validateListStreams = compileRequest<ListStreamsRequest>(
  structure('ListStreamsInput', {
    TableName: string({ pattern: NAME_PATTERN, min: 3, max: 255 }),
    Limit: integer({ min: 1, max: 100 }),
    ExclusiveStartStreamArn: string(STREAM_ARN_LENGTH),
  }),
  ({ ExclusiveStartStreamArn: start }) => {
    if (start !== undefined && !isStreamArn(start)) throw validation('Invalid StreamArn');
  },
);
