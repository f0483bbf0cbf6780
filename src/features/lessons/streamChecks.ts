/** Reading a table's stream for exercises' checks. */
import type { StreamRecordWire } from '../../client/streamCalls.ts';
import { notYet } from './checkHelpers.ts';
import type { CheckResult, LessonEngine } from './lessonTypes.ts';

/**
 * Every record still in a table's stream (`LatestStreamArn`), shard by shard, with the stream's
 * CreationRequestDateTime (epoch seconds): a check that judges only changes made after a set-up can
 * tell a stream the set-up's CreateTable made. DescribeStream lists parent shards before their
 * children, and an item's changes stay in one line of shards, so each item's records come in order.
 */
export async function streamRecords(
  engine: LessonEngine,
  streamArn: string,
): Promise<{ records: StreamRecordWire[]; createdAt: number } | { problem: CheckResult }> {
  const failed = (operation: string, result: { type: string; message: string }) => ({
    problem: notYet(`${operation} failed: ${result.type}: ${result.message}`),
  });
  const shardIds: string[] = [];
  let createdAt: number;
  let start: string | undefined;
  do {
    const described = await engine.call('DescribeStream', {
      StreamArn: streamArn,
      ...(start && { ExclusiveStartShardId: start }),
    });
    if (!described.ok) return failed('DescribeStream', described);
    const stream = described.reply.StreamDescription as {
      CreationRequestDateTime: number;
      Shards: { ShardId: string }[];
      LastEvaluatedShardId?: string;
    };
    createdAt = stream.CreationRequestDateTime;
    shardIds.push(...stream.Shards.map((shard) => shard.ShardId));
    start = stream.LastEvaluatedShardId;
  } while (start);
  const records: StreamRecordWire[] = [];
  for (const shardId of shardIds) {
    const iterator = await engine.call('GetShardIterator', {
      StreamArn: streamArn,
      ShardId: shardId,
      ShardIteratorType: 'TRIM_HORIZON',
    });
    if (!iterator.ok) return failed('GetShardIterator', iterator);
    let next = iterator.reply.ShardIterator as string | undefined;
    while (next) {
      const page = await engine.call('GetRecords', { ShardIterator: next });
      if (!page.ok) return failed('GetRecords', page);
      const got = page.reply.Records as StreamRecordWire[];
      records.push(...got);
      // An open shard always hands back a next iterator: an empty page means "nothing more yet".
      next = got.length > 0 ? (page.reply.NextShardIterator as string | undefined) : undefined;
    }
  }
  return { records, createdAt };
}
