/**
 * What a consumer resumes from when a saved sandbox is restored (StreamConsumerOptions.resumeAt,
 * resumeCounters, resumeFailures), checked for shape: the engine refuses a malformed one, and the
 * app's trigger registry leaves it out.
 */
import type { ConsumerCounters, FailedBatch, ShardCheckpoint } from './consumerTypes.ts';

/** A place per shard: a shard id and a whole position from 0. */
export function checkpointIsWellFormed(value: unknown): value is ShardCheckpoint[] {
  return (
    Array.isArray(value) &&
    value.every(
      (place: Partial<ShardCheckpoint> | null) =>
        typeof place?.shardId === 'string' && Number.isSafeInteger(place.position) && place.position! >= 0,
    )
  );
}

/** Saved totals as a consumer keeps them: whole counts from 0, times as numbers. */
export function countersAreWellFormed(value: unknown): value is ConsumerCounters {
  if (typeof value !== 'object' || value === null) return false;
  const counters = value as Record<string, unknown>;
  const count = (field: unknown) => Number.isSafeInteger(field) && (field as number) >= 0;
  const time = (field: unknown) => field === undefined || Number.isFinite(field);
  const error = counters.lastError as Record<string, unknown> | undefined;
  return (
    count(counters.invocations) &&
    count(counters.failedInvocations) &&
    count(counters.recordsProcessed) &&
    count(counters.recordsFailed) &&
    (counters.recordsFilteredOut === undefined || count(counters.recordsFilteredOut)) &&
    time(counters.iteratorAgeMs) &&
    time(counters.lastInvocationAt) &&
    (error === undefined ||
      (typeof error === 'object' &&
        error !== null &&
        typeof error.message === 'string' &&
        Number.isFinite(error.time) &&
        typeof error.shardId === 'string'))
  );
}

const FAILURE_CONDITIONS: readonly unknown[] = [
  'RetryAttemptsExhausted',
  'RecordAgeExceeded',
  'RecordsExpired',
];

/** Saved failed batches as a consumer reports them (their records are plain event objects). */
export function failuresAreWellFormed(value: unknown): value is FailedBatch[] {
  const count = (field: unknown) => Number.isSafeInteger(field) && (field as number) >= 0;
  return (
    Array.isArray(value) &&
    value.every((entry: Partial<Record<keyof FailedBatch, unknown>> | null) => {
      if (typeof entry !== 'object' || entry === null) return false;
      return (
        Number.isFinite(entry.time) &&
        FAILURE_CONDITIONS.includes(entry.condition) &&
        count(entry.approximateInvokeCount) &&
        (entry.functionError === undefined || typeof entry.functionError === 'string') &&
        typeof entry.shardId === 'string' &&
        typeof entry.startSequenceNumber === 'string' &&
        typeof entry.endSequenceNumber === 'string' &&
        count(entry.batchSize) &&
        Array.isArray(entry.records) &&
        entry.records.every((record) => typeof record === 'object' && record !== null)
      );
    })
  );
}
