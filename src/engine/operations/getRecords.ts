/**
 * GetRecords: the records from an iterator's position, at most Limit (default and maximum 1,000)
 * and at most 1 MB of record data (always at least one record), with the iterator for what follows.
 * A closed shard read to its end answers without NextShardIterator: the reader moves on to the
 * shard's children.
 */
import type { Engine } from '../engine.ts';
import { recordReturnedRecords } from '../metrics/returnedMetrics.ts';
import { RawJson } from '../reply.ts';
import { decodeIterator, encodeIterator } from '../streams/shardIterator.ts';
import { dataTrimmed, invalidIterator, iteratorExpired, streamNotFound } from '../streams/streamErrors.ts';
import { ITERATOR_LIFETIME_MS, MAX_BYTES_PER_GET, MAX_RECORDS_PER_GET } from '../streams/streamOptions.ts';
import { recordJson } from '../streams/streamRecord.ts';
import { findStream } from '../streams/streamRegistry.ts';
import { validateGetRecords } from '../validation/streams/getRecords.ts';

export function getRecords(engine: Engine, body: object) {
  return readRecords(engine, body, true);
}

/**
 * DynamoSandbox.PeekStreamRecords: GetRecords as the app's Streams tab reads it, the same request
 * and reply, but left out of the table's ReturnedRecordsCount and ReturnedBytes. Those measure the
 * learner's own readers (code, triggers); AWS's console has no record view to add to them.
 */
export function peekStreamRecords(engine: Engine, body: object) {
  return readRecords(engine, body, false);
}

function readRecords(engine: Engine, body: object, counted: boolean) {
  const request = validateGetRecords(body);
  const iterator = decodeIterator(request.ShardIterator, engine.seed);
  if (!iterator) throw invalidIterator();
  const now = engine.now();
  if (now - iterator.issuedAt > ITERATOR_LIFETIME_MS) throw iteratorExpired();
  const stream = findStream(engine, iterator.streamArn);
  if (!stream) throw streamNotFound(iterator.streamArn);
  stream.refresh(now);
  // A shard that aged out took its records with it.
  const shard = stream.shard(iterator.shardId);
  if (!shard || iterator.position < shard.base) throw dataTrimmed();
  const limit = request.Limit ?? MAX_RECORDS_PER_GET;
  const records: RawJson[] = [];
  let bytes = 0;
  let position = iterator.position;
  for (let record = shard.at(position); record && records.length < limit; record = shard.at(position)) {
    if (records.length > 0 && bytes + record.sizeBytes > MAX_BYTES_PER_GET) break;
    records.push(new RawJson(recordJson(stream, record)));
    bytes += record.sizeBytes;
    position++;
  }
  if (counted) recordReturnedRecords(engine, stream.table, records.length, bytes);
  const more = shard.isOpen || position < shard.end;
  return {
    Records: records,
    NextShardIterator: more
      ? encodeIterator({ streamArn: stream.arn, shardId: shard.id, position, issuedAt: now }, engine.seed)
      : undefined,
  };
}
