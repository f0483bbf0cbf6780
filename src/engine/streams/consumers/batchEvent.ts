/**
 * The records of a batch as a Lambda function receives them from a DynamoDB stream: each record's
 * GetRecords JSON plus the stream's ARN as eventSourceARN, and the TTL deleter's identity spelled as
 * Lambda events spell it. Fresh objects for every invocation: a handler may change what it is given.
 */
import { utf8Length } from '../../values/utf8.ts';
import type { Shard } from '../shard.ts';
import { recordJson, TTL_IDENTITY_EVENT, TTL_IDENTITY_WIRE, type StreamRecord } from '../streamRecord.ts';
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

/** How much longer the event's spelling of the TTL deleter's identity is than GetRecords'. */
const TTL_IDENTITY_GROWTH =
  JSON.stringify(TTL_IDENTITY_EVENT).length - JSON.stringify(TTL_IDENTITY_WIRE).length;

/**
 * The UTF-8 size of the record's JSON in a batch event, worked out from its GetRecords JSON (which
 * the stream keeps) without building the event: eventSourceARN is added at its end, and a TTL
 * deletion's identity is spelled the event's way.
 */
export function eventRecordBytes(stream: TableStream, record: StreamRecord): number {
  const arn = `,"eventSourceARN":${JSON.stringify(stream.arn)}`;
  return (
    utf8Length(recordJson(stream, record)) + utf8Length(arn) + (record.byService ? TTL_IDENTITY_GROWTH : 0)
  );
}
