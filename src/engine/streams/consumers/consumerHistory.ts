/** What a stream consumer remembers of its past: its running totals and its last failed batches. */
import type { ConsumerCounters, FailedBatch } from './consumerTypes.ts';

/** The failures kept for inspection (oldest dropped first). */
const MAX_FAILURES = 100;

export function newCounters(): ConsumerCounters {
  return {
    invocations: 0,
    failedInvocations: 0,
    recordsProcessed: 0,
    recordsFailed: 0,
    recordsFilteredOut: 0,
    iteratorAgeMs: undefined,
    lastInvocationAt: undefined,
    lastError: undefined,
  };
}

/**
 * A copy a caller may keep or change (the last error is an object of its own). A save from before
 * filter criteria has no recordsFilteredOut: it counts from 0.
 */
export function copyCounters<T extends ConsumerCounters | undefined>(counters: T): T {
  return (counters && {
    ...counters,
    recordsFilteredOut: counters.recordsFilteredOut ?? 0,
    lastError: counters.lastError && { ...counters.lastError },
  }) as T;
}

/** The on-failure destination: the last MAX_FAILURES failed or expired batches. */
export class FailureLog {
  private readonly failures: FailedBatch[] = [];

  /** Carries on from a saved consumer's failures. */
  restore(saved: readonly FailedBatch[] | undefined): void {
    for (const failure of saved?.slice(-MAX_FAILURES) ?? []) this.push(copy(failure));
  }

  push(failure: FailedBatch): void {
    this.failures.push(failure);
    if (this.failures.length > MAX_FAILURES) this.failures.shift();
  }

  /** Copies: a consumer's state is plain data a caller may keep or send elsewhere. */
  copies(): FailedBatch[] {
    return this.failures.map(copy);
  }
}

/** A failed batch of its own (a caller may keep or change what it is given). */
const copy = (failure: FailedBatch) => JSON.parse(JSON.stringify(failure)) as FailedBatch;
