/**
 * DescribeStream: the stream and its shards in creation order, which is ShardId order (each with its
 * sequence number range and parent; see TableStream's newShardId), paged with Limit (1 to 100, refused
 * outside that by validation/streams/describeStream.ts) and ExclusiveStartShardId; ShardFilter
 * CHILD_SHARDS lists the children of one shard. Describing brings the shards up to date (splits,
 * rollover, retention: streams/tableStream.ts).
 */
import type { Engine } from '../engine.ts';
import { streamNotFound } from '../streams/streamErrors.ts';
import { findStream } from '../streams/streamRegistry.ts';
import { toEpochSeconds } from './tableDescription.ts';
import { validateDescribeStream } from '../validation/streams/describeStream.ts';

const MAX_LIMIT = 100;

export function describeStream(engine: Engine, body: object) {
  const request = validateDescribeStream(body);
  const stream = findStream(engine, request.StreamArn);
  if (!stream) throw streamNotFound(request.StreamArn);
  stream.refresh(engine.now());
  let shards = stream.shards;
  const parent = request.ShardFilter?.ShardId;
  if (parent !== undefined) shards = shards.filter((shard) => shard.parentId === parent);
  const start = request.ExclusiveStartShardId;
  if (start !== undefined) {
    const at = shards.findIndex((shard) => shard.id === start);
    shards = at >= 0 ? shards.slice(at + 1) : shards.filter((shard) => shard.id > start);
  }
  const limit = request.Limit ?? MAX_LIMIT;
  const page = shards.slice(0, limit);
  return {
    StreamDescription: {
      StreamArn: stream.arn,
      StreamLabel: stream.label,
      StreamStatus: stream.status,
      StreamViewType: stream.viewType,
      CreationRequestDateTime: toEpochSeconds(stream.createdAt),
      TableName: stream.tableName,
      KeySchema: stream.keySchema,
      Shards: page.map((shard) => shard.describe()),
      LastEvaluatedShardId: shards.length > limit ? page[page.length - 1].id : undefined,
    },
  };
}
