/**
 * What a saved sandbox keeps of a trigger besides its definition: its place in each shard of the
 * stream, its running totals and its on-failure destination's contents — read back leniently, since
 * a file may hold anything: what is not well formed is left out (the trigger then reads the stream
 * from its start, counts from 0, or starts with no failures) rather than detaching the trigger.
 *
 * The failed batches keep their records only up to MAX_SAVED_FAILURE_RECORDS in all, newest batches
 * first: a batch can hold 10,000 records and the destination 100 batches. Older batches are saved
 * with their sequence range and size but no records — which is all Lambda itself sends to an
 * on-failure destination for a stream. The recent invocations (the trigger's log) are saved newest
 * first while they fit in MAX_SAVED_LOG_CHARACTERS: an invocation may print 100 lines of 4,000
 * characters.
 */
import type { FailedBatch, StreamConsumerOptions } from '../../engine/streams/consumers/consumerTypes.ts';
import {
  checkpointIsWellFormed,
  countersAreWellFormed,
  failuresAreWellFormed,
} from '../../engine/streams/consumers/consumerProgress.ts';
import type { StreamConsumerHandle } from '../../engine/streams/consumers/streamConsumers.ts';
import type { InvocationRecord, SavedTrigger } from './triggerTypes.ts';

export const MAX_SAVED_FAILURE_RECORDS = 1000;
export const MAX_SAVED_LOG_CHARACTERS = 100_000;

export type TriggerProgress = Required<
  Pick<SavedTrigger, 'streamArn' | 'checkpoint' | 'counters' | 'failures'>
>;
export type ResumeOptions = Pick<
  StreamConsumerOptions,
  'streamArn' | 'resumeAt' | 'resumeCounters' | 'resumeFailures'
>;

export function savedProgress(consumer: StreamConsumerHandle): TriggerProgress {
  let recordsLeft = MAX_SAVED_FAILURE_RECORDS;
  const state = consumer.state();
  const failures = state.failures
    .reverse()
    .map((failure): FailedBatch => {
      const keep = failure.records.length <= recordsLeft;
      if (keep) recordsLeft -= failure.records.length;
      return keep ? failure : { ...failure, records: [] };
    })
    .reverse();
  return {
    streamArn: state.streamArn,
    checkpoint: consumer.checkpoint(),
    counters: consumer.counters(),
    failures,
  };
}

export function readProgress(entry: unknown): ResumeOptions {
  const { streamArn, checkpoint, counters, failures } = entry as Record<keyof TriggerProgress, unknown>;
  return {
    // Older saves name no stream: the table's current one is read, as before.
    streamArn: typeof streamArn === 'string' ? streamArn : undefined,
    resumeAt: checkpointIsWellFormed(checkpoint) ? checkpoint : undefined,
    resumeCounters: countersAreWellFormed(counters) ? counters : undefined,
    resumeFailures: failuresAreWellFormed(failures) ? failures : undefined,
  };
}

/** The newest invocations (the list is newest first) while their JSON fits the budget. */
export function savedInvocations(invocations: readonly InvocationRecord[]): InvocationRecord[] {
  const saved: InvocationRecord[] = [];
  let left = MAX_SAVED_LOG_CHARACTERS;
  for (const invocation of invocations) {
    left -= JSON.stringify(invocation).length;
    if (left < 0) break;
    saved.push(invocation);
  }
  return saved;
}

/** A saved trigger's recent invocations, or none when the saved list is not well formed. */
export function readInvocations(entry: unknown): InvocationRecord[] {
  const saved = (entry as { recentInvocations?: unknown }).recentInvocations;
  return Array.isArray(saved) && saved.every(invocationIsWellFormed) ? (saved as InvocationRecord[]) : [];
}

const OUTCOMES: readonly unknown[] = ['succeeded', 'failed', 'timed-out'];

function invocationIsWellFormed(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<Record<keyof InvocationRecord, unknown>>;
  const count = (field: unknown) => Number.isSafeInteger(field) && (field as number) >= 0;
  const optionalText = (field: unknown) => field === undefined || typeof field === 'string';
  const isObject = (field: unknown): field is Record<string, unknown> =>
    typeof field === 'object' && field !== null;
  return (
    count(record.id) &&
    Number.isFinite(record.at) &&
    count(record.records) &&
    typeof record.firstSequenceNumber === 'string' &&
    typeof record.lastSequenceNumber === 'string' &&
    isObject(record.eventCounts) &&
    Object.values(record.eventCounts).every(count) &&
    OUTCOMES.includes(record.outcome) &&
    optionalText(record.errorType) &&
    optionalText(record.errorMessage) &&
    (record.environment === undefined || (count(record.environment) && record.environment !== 0)) &&
    Number.isFinite(record.durationMs) &&
    Array.isArray(record.logs) &&
    record.logs.every(
      (line) => isObject(line) && typeof line.level === 'string' && typeof line.text === 'string',
    ) &&
    Array.isArray(record.requests) &&
    record.requests.every(
      (request) =>
        isObject(request) && typeof request.operation === 'string' && Number.isFinite(request.status),
    )
  );
}
