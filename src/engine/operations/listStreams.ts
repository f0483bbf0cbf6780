/**
 * ListStreams: the streams of the account (or of one table), enabled or disabled but still readable,
 * oldest first, paged with Limit (at most 100) and ExclusiveStartStreamArn.
 */
import type { Engine } from '../engine.ts';
import { liveStreams } from '../streams/streamRegistry.ts';
import { validateListStreams } from '../validation/streams/listStreams.ts';

const MAX_LIMIT = 100;

export function listStreams(engine: Engine, body: object) {
  const request = validateListStreams(body);
  let streams = liveStreams(engine);
  if (request.TableName !== undefined)
    streams = streams.filter((stream) => stream.tableName === request.TableName);
  if (request.ExclusiveStartStreamArn !== undefined) {
    const start = streams.findIndex((stream) => stream.arn === request.ExclusiveStartStreamArn);
    streams = streams.slice(start + 1);
  }
  const limit = request.Limit ?? MAX_LIMIT;
  const page = streams.slice(0, limit);
  return {
    Streams: page.map((stream) => ({
      StreamArn: stream.arn,
      TableName: stream.tableName,
      StreamLabel: stream.label,
    })),
    LastEvaluatedStreamArn: streams.length > limit ? page[page.length - 1].arn : undefined,
  };
}
