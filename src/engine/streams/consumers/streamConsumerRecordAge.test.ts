/**
 * MaximumRecordAgeInSeconds: a failing batch whose oldest record is older than the limit (on the
 * engine clock) goes to the on-failure destination instead of being retried; -1 (default) keeps
 * retrying until the records leave the stream. Lambda's range: -1, or 60 to 604,800.
 */
import { describe, expect, it } from 'vitest';
import { streamOrdersTable } from '../../../../test/helpers/streamOrdersTable.ts';
import type { FailedBatch, StreamConsumerOptions } from './consumerTypes.ts';
import { addStreamConsumer } from './streamConsumers.ts';

/** A one-partition table (so one shard). */
const setup = () => streamOrdersTable();

/** A consumer polling every 10 s whose handler fails on the item `bad`; the keys it handled. */
function failingOn(options: Partial<StreamConsumerOptions>) {
  const { engine, put } = setup();
  const handled: string[] = [];
  const consumer = addStreamConsumer(engine, {
    tableName: 'orders',
    batchSize: 1,
    pollIntervalMs: 10_000,
    handler: (event) => {
      const id = event.Records[0].dynamodb.Keys.id.S!;
      if (id === 'bad') throw new Error('cannot handle bad');
      handled.push(id);
    },
    ...options,
  });
  return { engine, put, consumer, handled };
}

describe('MaximumRecordAgeInSeconds', () => {
  it('gives up a failing batch once its record is older than the limit, and reads on', () => {
    const { engine, put, consumer, handled } = failingOn({ maximumRecordAgeInSeconds: 60 });
    put('bad');
    put('next');
    engine.advance(60_000);
    // Failures at 10 s … 60 s: not older than 60 s yet, so still retried.
    expect(consumer.state()).toMatchObject({ failedInvocations: 6, recordsFailed: 0 });
    expect(consumer.state().shards[0]).toMatchObject({ state: 'retrying', attempts: 6, behind: 2 });
    engine.advance(10_000);
    const state = consumer.state();
    expect(state).toMatchObject({ failedInvocations: 7, recordsFailed: 1, maximumRecordAgeInSeconds: 60 });
    expect(state.failures).toEqual([
      expect.objectContaining<Partial<FailedBatch>>({
        condition: 'RecordAgeExceeded',
        approximateInvokeCount: 7,
        functionError: 'Error: cannot handle bad',
        batchSize: 1,
      }),
    ]);
    expect(state.failures[0].records.map((record) => record.dynamodb.Keys.id.S)).toEqual(['bad']);
    engine.advance(10_000);
    expect(handled).toEqual(['next']);
    expect(consumer.state().shards[0]).toMatchObject({ state: 'idle', behind: 0 });
  });

  it('keeps retrying by default (-1)', () => {
    const { engine, put, consumer } = failingOn({});
    put('bad');
    engine.advance(3_600_000);
    const state = consumer.state();
    expect(state).toMatchObject({ maximumRecordAgeInSeconds: -1, recordsFailed: 0, failures: [] });
    expect(state.shards[0]).toMatchObject({ state: 'retrying', attempts: 360 });
  });

  it('gives a batch up on age before retries run out, and without bisecting it', () => {
    const { engine, put } = setup();
    put('bad');
    put('next');
    engine.advance(70_000);
    // Reading from the start now: the batch's records are already 70 s old when it first fails.
    const handled: string[] = [];
    const consumer = addStreamConsumer(engine, {
      tableName: 'orders',
      startingPosition: 'TRIM_HORIZON',
      batchSize: 2,
      maximumRecordAgeInSeconds: 60,
      maximumRetryAttempts: 100,
      bisectBatchOnFunctionError: true,
      handler: (event) => {
        const keys = event.Records.map((record) => record.dynamodb.Keys.id.S!);
        if (keys.includes('bad')) throw new Error('cannot handle bad');
        handled.push(...keys);
      },
    });
    engine.advance(10_000);
    const state = consumer.state();
    expect(state).toMatchObject({ invocations: 1, recordsFailed: 2 });
    expect(state.failures).toEqual([
      expect.objectContaining({ condition: 'RecordAgeExceeded', approximateInvokeCount: 1, batchSize: 2 }),
    ]);
    expect(handled).toEqual([]);
  });

  it('takes -1 or 60 to 604,800 seconds, as Lambda does', () => {
    const { engine } = setup();
    const add = (age: number) =>
      addStreamConsumer(engine, { tableName: 'orders', handler: () => {}, maximumRecordAgeInSeconds: age });
    for (const refused of [0, 59, -2, 604_801, 90.5]) {
      expect(() => add(refused)).toThrow(
        'MaximumRecordAgeInSeconds must be -1 or an integer from 60 to 604800',
      );
    }
    for (const accepted of [-1, 60, 604_800])
      expect(add(accepted).state().maximumRecordAgeInSeconds).toBe(accepted);
  });

  it('carries such failures over in a saved consumer', () => {
    const { engine, put, consumer } = failingOn({ maximumRecordAgeInSeconds: 60 });
    put('bad');
    engine.advance(80_000);
    const failures = consumer.state().failures;
    expect(failures).toHaveLength(1);
    consumer.stop();
    const restored = addStreamConsumer(engine, {
      tableName: 'orders',
      handler: () => {},
      resumeAt: consumer.checkpoint(),
      resumeCounters: consumer.counters(),
      resumeFailures: failures,
    });
    expect(restored.state()).toMatchObject({ recordsFailed: 1, failures });
  });
});
