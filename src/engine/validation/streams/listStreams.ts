/** ListStreams request validation (API_streams_ListStreams.html). */
import { NAME_PATTERN } from '../commonShapes.ts';
import { compileRequest } from '../shape/compileRequest.ts';
import { integer, string, structure } from '../shape/shapes.ts';
import { STREAM_ARN_LENGTH } from './streamArn.ts';
import type { ListStreamsRequest } from './streamRequestTypes.ts';

export const validateListStreams = compileRequest<ListStreamsRequest>(
  structure('ListStreamsInput', {
    TableName: string({ pattern: NAME_PATTERN, min: 3, max: 255 }),
    Limit: integer({ min: 1 }),
    ExclusiveStartStreamArn: string(STREAM_ARN_LENGTH),
  }),
);
