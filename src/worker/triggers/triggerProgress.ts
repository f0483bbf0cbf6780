/**
 * What a saved sandbox keeps of a trigger besides its definition: its place in each shard of the
 * stream, its running totals and its on-failure destination's contents — read back leniently, since
 * a file may hold anything: what is not well formed is left out (the trigger then reads the stream
 * from its start, counts from 0, or starts with no failures) rather than detaching the trigger.
 *
 * The failed batches keep their records only up to MAX_SAVED_FAILURE_RECORDS in all, newest batches
 * first: a batch can hold 10,000 records and the destination 100 batches. Older batches are saved
 * with their sequence range and size but no records — which is all Lambda itself sends to an
 * on-failure destination for a stream.
 */
import type {
  FailedBatch,
  ShardCheckpoint,
  StreamConsumerOptions,
} from '../../engine/streams/consumers/consumerTypes.ts';
import {
  countersAreWellFormed,
  failuresAreWellFormed,
  type StreamConsumerHandle,
} from '../../engine/streams/consumers/streamConsumers.ts';
import type { SavedTrigger } from './triggerTypes.ts';

export const MAX_SAVED_FAILURE_RECORDS = 1000;

export type TriggerProgress = Required<Pick<SavedTrigger, 'checkpoint' | 'counters' | 'failures'>>;
export type ResumeOptions = Pick<StreamConsumerOptions, 'resumeAt' | 'resumeCounters' | 'resumeFailures'>;

export function savedProgress(consumer: StreamConsumerHandle): TriggerProgress {
  let recordsLeft = MAX_SAVED_FAILURE_RECORDS;
  const failures = consumer
    .state()
    .failures.reverse()
    .map((failure): FailedBatch => {
      const keep = failure.records.length <= recordsLeft;
      if (keep) recordsLeft -= failure.records.length;
      return keep ? failure : { ...failure, records: [] };
    })
    .reverse();
  return { checkpoint: consumer.checkpoint(), counters: consumer.counters(), failures };
}

export function readProgress(entry: unknown): ResumeOptions {
  const { checkpoint, counters, failures } = entry as Record<keyof TriggerProgress, unknown>;
  return {
    resumeAt: checkpointIsWellFormed(checkpoint) ? checkpoint : undefined,
    resumeCounters: countersAreWellFormed(counters) ? counters : undefined,
    resumeFailures: failuresAreWellFormed(failures) ? failures : undefined,
  };
}

function checkpointIsWellFormed(value: unknown): value is ShardCheckpoint[] {
  return (
    Array.isArray(value) &&
    value.every(
      (place: Partial<ShardCheckpoint> | null) =>
        typeof place?.shardId === 'string' && Number.isSafeInteger(place.position) && place.position! >= 0,
    )
  );
}
