/**
 * GetShardIterator: a position in a shard — its oldest kept record (TRIM_HORIZON), just past its
 * newest (LATEST), or at / after a sequence number. The iterator can be used for 15 minutes.
 */
import type { Engine } from '../engine.ts';
import type { Shard } from '../streams/shard.ts';
import { encodeIterator } from '../streams/shardIterator.ts';
import {
  dataTrimmed,
  invalidSequenceNumber,
  sequenceNumberNotAllowed,
  sequenceNumberRequired,
  shardNotFound,
  streamNotFound,
} from '../streams/streamErrors.ts';
import { findStream } from '../streams/streamRegistry.ts';
import type { TableStream } from '../streams/tableStream.ts';
import { validateGetShardIterator } from '../validation/streams/getShardIterator.ts';
import type { GetShardIteratorRequest } from '../validation/streams/streamRequestTypes.ts';

export function getShardIterator(engine: Engine, body: object) {
  const request = validateGetShardIterator(body);
  // A position of its own and a sequence number contradict each other: DynamoDB refuses the pair
  // (Alternator's test_streams.py, run against DynamoDB, expects a ValidationException).
  const type = request.ShardIteratorType;
  if ((type === 'TRIM_HORIZON' || type === 'LATEST') && request.SequenceNumber !== undefined)
    throw sequenceNumberNotAllowed(type);
  const stream = findStream(engine, request.StreamArn);
  if (!stream) throw streamNotFound(request.StreamArn);
  const now = engine.now();
  stream.refresh(now);
  const shard = stream.shard(request.ShardId);
  if (!shard) throw shardNotFound();
  const position = startPosition(stream, shard, request);
  return {
    ShardIterator: encodeIterator(
      { streamArn: stream.arn, shardId: shard.id, position, issuedAt: now },
      engine.seed,
    ),
  };
}

function startPosition(stream: TableStream, shard: Shard, request: GetShardIteratorRequest): number {
  const type = request.ShardIteratorType;
  if (type === 'TRIM_HORIZON') return shard.base;
  if (type === 'LATEST') return shard.end;
  const text = request.SequenceNumber;
  if (text === undefined) throw sequenceNumberRequired(type);
  const sequence = parseSequence(text);
  if (sequence === undefined || !belongsTo(stream, shard, sequence))
    throw invalidSequenceNumber(text, shard.id);
  const after = type === 'AFTER_SEQUENCE_NUMBER';
  if (sequence < shard.trimmedThrough || (!after && sequence === shard.trimmedThrough)) throw dataTrimmed();
  return shard.positionOf(sequence, after);
}

/**
 * Whether `sequence` is one of this shard's numbers. One counter numbers every shard's start and
 * every record of the stream (streams/tableStream.ts), so a number inside this shard's range can
 * still be another shard's. The API reference asks for "the sequence number of a stream record in the
 * shard", and Kinesis, whose sequence numbers encode their shard, refuses another shard's one.
 * Past the trim point a shard keeps all its records, so membership is exact there; a trimmed number
 * is this shard's unless another shard shows it is its own.
 */
function belongsTo(stream: TableStream, shard: Shard, sequence: number): boolean {
  const last = shard.endingSequence ?? stream.lastSequence;
  if (sequence < shard.startingSequence || sequence > last) return false;
  if (sequence === shard.startingSequence || shard.holds(sequence)) return true;
  if (sequence > shard.trimmedThrough) return false;
  return !stream.shards.some(
    (other) => other !== shard && (other.startingSequence === sequence || other.holds(sequence)),
  );
}

/** A decimal sequence number (leading zeros allowed), or undefined when it is not one. */
function parseSequence(text: string): number | undefined {
  if (!/^\d+$/.test(text)) return undefined;
  const digits = text.replace(/^0+(?=\d)/, '');
  return digits.length > 15 ? undefined : Number(digits);
}
