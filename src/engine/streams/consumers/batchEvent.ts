/**
 * The records of a batch as a Lambda function receives them from a DynamoDB stream: each record's
 * GetRecords JSON plus the stream's ARN as eventSourceARN, and the TTL deleter's identity spelled as
 * Lambda events spell it. Fresh objects for every invocation: a handler may change what it is given.
 */
import type { Shard } from '../shard.ts';
import { recordJson, TTL_IDENTITY_EVENT } from '../streamRecord.ts';
import type { TableStream } from '../tableStream.ts';
import type { StreamEventRecord } from './consumerTypes.ts';

/** The records at `positions` (the kept records of a batch: recordFilter.ts), in order. */
export function batchEvent(
  stream: TableStream,
  shard: Shard,
  positions: readonly number[],
): StreamEventRecord[] {
  const out: StreamEventRecord[] = [];
  for (const position of positions) {
    const record = shard.at(position)!;
    const event = JSON.parse(recordJson(stream, record)) as StreamEventRecord;
    event.eventSourceARN = stream.arn;
    if (record.byService) event.userIdentity = { ...TTL_IDENTITY_EVENT };
    out.push(event);
  }
  return out;
}
