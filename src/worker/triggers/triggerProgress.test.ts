import { describe, expect, it } from 'vitest';
import { addStreamConsumer } from '../../engine/streams/consumers/streamConsumers.ts';
import { copyCounters } from '../../engine/streams/consumers/consumerHistory.ts';
import { ok, testEngine } from '../../../test/helpers/wire.ts';
import { createStreamTable } from '../../../test/streams/streamHelpers.ts';
import {
  MAX_SAVED_FAILURE_RECORDS,
  MAX_SAVED_LOG_CHARACTERS,
  readInvocations,
  readProgress,
  savedInvocations,
  savedProgress,
} from './triggerProgress.ts';
import type { InvocationRecord } from './triggerTypes.ts';

/** A consumer whose every batch fails at once and is given up on: batches of `batchSize` records. */
function failingConsumer(batches: number, batchSize: number) {
  const engine = testEngine({ capacity: { enforce: false } });
  createStreamTable(engine, 'events', 'KEYS_ONLY');
  const consumer = addStreamConsumer(engine, {
    tableName: 'events',
    batchSize,
    maximumRetryAttempts: 0,
    startingPosition: 'TRIM_HORIZON',
    handler: () => {
      throw new Error('no');
    },
  });
  for (let i = 0; i < batches * batchSize; i++) {
    ok(engine, 'PutItem', { TableName: 'events', Item: { id: { S: `e${i}` } } });
  }
  engine.advance(60_000);
  return consumer;
}

describe('trigger progress', () => {
  it('saves failed batches with their records up to the limit, newest first; older ones without', () => {
    const consumer = failingConsumer(3, 400);
    const { failures, counters } = savedProgress(consumer);
    expect(counters.recordsFailed).toBe(1200);
    expect(failures.map((failure) => [failure.batchSize, failure.records.length])).toEqual([
      [400, 0],
      [400, 400],
      [400, 400],
    ]);
    expect(MAX_SAVED_FAILURE_RECORDS).toBeLessThan(1200);
  });

  it('saves the newest invocations while their logs fit the budget', () => {
    const invocation = (id: number, lines: number): InvocationRecord => ({
      id,
      at: id * 1000,
      records: 1,
      firstSequenceNumber: '1',
      lastSequenceNumber: '1',
      eventCounts: { INSERT: 1 },
      outcome: 'succeeded',
      durationMs: 2,
      logs: Array.from({ length: lines }, () => ({ level: 'log' as const, text: 'x'.repeat(1000) })),
      requests: [],
    });
    // Newest first, as the trigger keeps them: 60 + 30 lines fit 100,000 characters; 20 more do not.
    const log = [invocation(3, 60), invocation(2, 30), invocation(1, 20)];
    expect(savedInvocations(log).map((record) => record.id)).toEqual([3, 2]);
    expect(MAX_SAVED_LOG_CHARACTERS).toBe(100_000);
    const saved = JSON.parse(JSON.stringify(savedInvocations(log)));
    expect(readInvocations({ recentInvocations: saved })).toEqual(saved);
    expect(readInvocations({ recentInvocations: [{ ...saved[0], outcome: 'crashed' }] })).toEqual([]);
    expect(readInvocations({ recentInvocations: 'none' })).toEqual([]);
    // The environment that ran an invocation is kept; a number that cannot be one is not read.
    const ran = [{ ...saved[0], environment: 2 }];
    expect(readInvocations({ recentInvocations: ran })).toEqual(ran);
    for (const environment of [0, -1, 1.5, '2']) {
      expect(readInvocations({ recentInvocations: [{ ...saved[0], environment }] })).toEqual([]);
    }
  });

  it('reads back what is well formed and leaves out the rest', () => {
    const consumer = failingConsumer(1, 3);
    const saved = JSON.parse(JSON.stringify(savedProgress(consumer)));
    const read = readProgress(saved);
    expect(read.resumeAt).toEqual(saved.checkpoint);
    expect(read.resumeCounters).toEqual(saved.counters);
    expect(read.resumeFailures).toEqual(saved.failures);
    const damaged = readProgress({
      checkpoint: [{ shardId: 1, position: 0 }],
      counters: { ...saved.counters, invocations: -1 },
      failures: [{ ...saved.failures[0], condition: 'Timeout' }],
    });
    expect(damaged).toEqual({ resumeAt: undefined, resumeCounters: undefined, resumeFailures: undefined });
    expect(readProgress({ counters: { ...saved.counters, recordsFilteredOut: 1.5 } }).resumeCounters).toBe(
      undefined,
    );
  });

  it('reads counters saved before filter criteria, and the consumer counts filtered-out records from 0', () => {
    const consumer = failingConsumer(1, 3);
    const { recordsFilteredOut, ...older } = JSON.parse(JSON.stringify(savedProgress(consumer))).counters;
    expect(recordsFilteredOut).toBe(0);
    const read = readProgress({ counters: older });
    expect(read.resumeCounters).toEqual(older);
    expect(copyCounters(read.resumeCounters)).toEqual({ ...older, recordsFilteredOut: 0 });
  });
});
