import { describe, expect, it } from 'vitest';
import { addStreamConsumer } from '../../engine/streams/consumers/streamConsumers.ts';
import { ok, testEngine } from '../../../test/helpers/wire.ts';
import { createStreamTable } from '../../../test/streams/streamHelpers.ts';
import { MAX_SAVED_FAILURE_RECORDS, readProgress, savedProgress } from './triggerProgress.ts';

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
  });
});
