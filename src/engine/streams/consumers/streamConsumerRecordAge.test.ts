/**
 * MaximumRecordAgeInSeconds: Lambda never sends a record older than the limit (on the engine
 * clock): it goes to the on-failure destination, uncalled or instead of being retried again; -1
 * (default) keeps retrying until the records leave the stream. Lambda's range: -1, or 60 to 604,800.
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
    engine.advance(30_000);
    put('next');
    engine.advance(30_000);
    // Failures at 10 s … 60 s: not older than 60 s yet, so still retried.
    expect(consumer.state()).toMatchObject({ failedInvocations: 6, recordsFailed: 0 });
    expect(consumer.state().shards[0]).toMatchObject({ state: 'retrying', attempts: 6, behind: 2 });
    engine.advance(10_000);
    // At 70 s the record is too old to be sent again: it goes to the on-failure destination uncalled.
    const state = consumer.state();
    expect(state).toMatchObject({ failedInvocations: 6, recordsFailed: 1, maximumRecordAgeInSeconds: 60 });
    expect(state.failures).toEqual([
      expect.objectContaining<Partial<FailedBatch>>({
        condition: 'RecordAgeExceeded',
        approximateInvokeCount: 6,
        batchSize: 1,
      }),
    ]);
    expect(state.failures[0].functionError).toBeUndefined();
    expect(state.failures[0].records.map((record) => record.dynamodb.Keys.id.S)).toEqual(['bad']);
    // `next`, written at 30 s, is 50 s old at the next poll: it is sent.
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

  it('never sends a record already older than the limit: it goes to the on-failure destination', () => {
    const { engine, put } = setup();
    put('old');
    engine.advance(50_000);
    put('recent');
    engine.advance(20_000);
    // Reading from the start now: `old` is 70 s old, `recent` 20 s.
    const handled: string[][] = [];
    const consumer = addStreamConsumer(engine, {
      tableName: 'orders',
      startingPosition: 'TRIM_HORIZON',
      batchSize: 2,
      maximumRecordAgeInSeconds: 60,
      handler: (event) => void handled.push(event.Records.map((record) => record.dynamodb.Keys.id.S!)),
    });
    engine.advance(10_000);
    const state = consumer.state();
    expect(handled).toEqual([['recent']]);
    expect(state).toMatchObject({ invocations: 1, recordsProcessed: 1, recordsFailed: 1 });
    expect(state.failures).toEqual([
      expect.objectContaining({ condition: 'RecordAgeExceeded', approximateInvokeCount: 0, batchSize: 1 }),
    ]);
    expect(state.failures[0].records.map((record) => record.dynamodb.Keys.id.S)).toEqual(['old']);
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
