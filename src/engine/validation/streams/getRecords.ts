/**
 * GetRecords request validation (API_streams_GetRecords.html): Limit up to the documented 1,000 —
 * more is refused, not clamped (Alternator's test_streams.py, run against DynamoDB).
 */
import { compileRequest } from '../shape/compileRequest.ts';
import { integer, string, structure } from '../shape/shapes.ts';
import type { GetRecordsRequest } from './streamRequestTypes.ts';

export const validateGetRecords = compileRequest<GetRecordsRequest>(
  structure('GetRecordsInput', {
    ShardIterator: string({ required: true, min: 1, max: 2048 }),
    Limit: integer({ min: 1, max: 1000 }),
  }),
);
