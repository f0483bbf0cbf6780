/**
 * Partial batch responses (FunctionResponseTypes: ['ReportBatchItemFailures']), with Lambda's rules
 * for DynamoDB streams: the checkpoint moves up to the lowest reported record and the batch is
 * retried from there; empty responses succeed; malformed ones fail the whole batch; bisecting splits
 * at the reported record; without the setting a response is ignored.
 */
import { describe, expect, it } from 'vitest';
import { streamOrdersTable } from '../../../../test/helpers/streamOrdersTable.ts';
import type { StreamConsumerOptions, StreamEvent } from './consumerTypes.ts';
import { addStreamConsumer } from './streamConsumers.ts';

/** A one-partition table (so one shard). */
const setup = () => streamOrdersTable();

const ids = (event: StreamEvent) => event.Records.map((record) => record.dynamodb.Keys.id.S!);
/** The response reporting the records with these keys as failed. */
const report = (event: StreamEvent, ...failed: string[]) => ({
  batchItemFailures: event.Records.filter((record) => failed.includes(record.dynamodb.Keys.id.S!)).map(
    (record) => ({ itemIdentifier: record.dynamodb.SequenceNumber }),
  ),
});

/** A consumer over k0 … k5 in one batch whose handler answers with `respond`; the batches it saw. */
function run(
  respond: (event: StreamEvent, call: number) => unknown,
  options: Partial<StreamConsumerOptions> = {},
) {
  const { engine, put } = setup();
  const batches: string[][] = [];
  const consumer = addStreamConsumer(engine, {
    tableName: 'orders',
    batchSize: 6,
    startingPosition: 'TRIM_HORIZON',
    functionResponseTypes: ['ReportBatchItemFailures'],
    handler: (event) => {
      batches.push(ids(event));
      return respond(event, batches.length);
    },
    ...options,
  });
  for (let i = 0; i < 6; i++) put(`k${i}`);
  return { engine, consumer, batches };
}

describe('ReportBatchItemFailures', () => {
  it('checkpoints before the lowest reported record and retries from it, as a retry', () => {
    const { engine, consumer, batches } = run((event, call) =>
      call === 1 ? report(event, 'k4', 'k2') : null,
    );
    engine.advance(250);
    expect(batches).toEqual([['k0', 'k1', 'k2', 'k3', 'k4', 'k5']]);
    const state = consumer.state();
    expect(state).toMatchObject({ recordsProcessed: 2, failedInvocations: 0, recordsFailed: 0 });
    expect(state.lastError?.message).toMatch(/^ReportBatchItemFailures: 2 of 6 records reported failed/);
    const [shard] = state.shards;
    expect(shard).toMatchObject({ state: 'retrying', attempts: 1, behind: 4 });
    // The saved place moved too: a restored sandbox would not hand k0 and k1 over again.
    const seen = consumer.checkpoint()[0].position;
    engine.advance(250);
    expect(batches[1]).toEqual(['k2', 'k3', 'k4', 'k5']);
    expect(consumer.checkpoint()[0].position).toBe(seen + 4);
    expect(consumer.state()).toMatchObject({ recordsProcessed: 6, invocations: 2 });
    expect(consumer.state().shards[0]).toMatchObject({ state: 'idle', attempts: 0, behind: 0 });
  });

  it('works with the promise an async handler returns', () => {
    const { engine, consumer, batches } = run(async (event, call) => (call === 1 ? report(event, 'k3') : {}));
    return (async () => {
      engine.advance(250);
      await Promise.resolve();
      await Promise.resolve();
      expect(consumer.state()).toMatchObject({ recordsProcessed: 3 });
      engine.advance(250);
      await Promise.resolve();
      await Promise.resolve();
      expect(batches).toEqual([
        ['k0', 'k1', 'k2', 'k3', 'k4', 'k5'],
        ['k3', 'k4', 'k5'],
      ]);
      expect(consumer.state()).toMatchObject({ recordsProcessed: 6 });
    })();
  });

  it('gives the rest of the batch up when the retries run out', () => {
    const { engine, consumer, batches } = run((event) => report(event, 'k2'), { maximumRetryAttempts: 1 });
    engine.advance(10_000);
    // k2 … k5 failed twice: the first call (a partial success) and its one retry; then nothing is left.
    expect(batches).toEqual([
      ['k0', 'k1', 'k2', 'k3', 'k4', 'k5'],
      ['k2', 'k3', 'k4', 'k5'],
    ]);
    const state = consumer.state();
    expect(state).toMatchObject({ recordsProcessed: 2, recordsFailed: 4, failedInvocations: 0 });
    expect(state.failures).toEqual([
      expect.objectContaining({
        condition: 'RetryAttemptsExhausted',
        approximateInvokeCount: 2,
        batchSize: 4,
      }),
    ]);
    // The function did not fail: it reported records.
    expect(state.failures[0].functionError).toBeUndefined();
    expect(state.failures[0].records.map((record) => record.dynamodb.Keys.id.S)).toEqual([
      'k2',
      'k3',
      'k4',
      'k5',
    ]);
  });

  it('counts an empty list, a null list, an empty or a null response as a success', () => {
    for (const response of [{ batchItemFailures: [] }, { batchItemFailures: null }, {}, null, undefined]) {
      const { engine, consumer, batches } = run(() => response);
      engine.advance(10_000);
      expect(batches).toHaveLength(1);
      expect(consumer.state()).toMatchObject({
        recordsProcessed: 6,
        failedInvocations: 0,
        functionResponseTypes: ['ReportBatchItemFailures'],
      });
    }
  });

  it('fails the whole batch for an empty, null or unknown itemIdentifier', () => {
    const responses = [
      { batchItemFailures: [{ itemIdentifier: '' }] },
      { batchItemFailures: [{ itemIdentifier: null }] },
      { batchItemFailures: [{ itemId: 'k1' }] },
      { batchItemFailures: [{ itemIdentifier: '999999999999999999999' }] },
    ];
    for (const response of responses) {
      const { engine, consumer, batches } = run((_event, call) => (call === 1 ? response : null));
      engine.advance(250);
      const state = consumer.state();
      expect(state).toMatchObject({ recordsProcessed: 0, failedInvocations: 1 });
      expect(state.lastError?.message).toMatch(/^Invalid partial batch response/);
      expect(state.shards[0]).toMatchObject({ state: 'retrying', attempts: 1, behind: 6 });
      engine.advance(250);
      expect(batches[1]).toEqual(batches[0]);
      expect(consumer.state()).toMatchObject({ recordsProcessed: 6 });
    }
  });

  it('ignores what the handler returns without the setting', () => {
    const { engine, consumer, batches } = run((event) => report(event, 'k1'), { functionResponseTypes: [] });
    engine.advance(10_000);
    expect(batches).toHaveLength(1);
    expect(consumer.state()).toMatchObject({ recordsProcessed: 6, failedInvocations: 0 });
    expect(consumer.state().functionResponseTypes).toEqual([]);
  });

  it('with bisecting on, splits at the reported record (not a retry) and retries only the rest', () => {
    const options = { maximumRetryAttempts: 0, bisectBatchOnFunctionError: true };
    const { engine, consumer, batches } = run((event) => report(event, 'k2'), options);
    engine.advance(250);
    expect(consumer.state().shards[0]).toMatchObject({ state: 'retrying', attempts: 0, behind: 4 });
    engine.advance(10_000);
    // Failing from its first record, the rest is not split again: that failure is a retry, the last.
    expect(batches).toEqual([
      ['k0', 'k1', 'k2', 'k3', 'k4', 'k5'],
      ['k2', 'k3', 'k4', 'k5'],
    ]);
    expect(consumer.state()).toMatchObject({ recordsProcessed: 2, recordsFailed: 4 });
    // Without bisecting, the same first response is a retry: with none allowed, k2 … k5 go at once.
    const plain = run((event) => report(event, 'k2'), { maximumRetryAttempts: 0 });
    plain.engine.advance(10_000);
    expect(plain.batches).toHaveLength(1);
    expect(plain.consumer.state()).toMatchObject({ recordsProcessed: 2, recordsFailed: 4 });
  });

  it('still bisects a batch whose function throws, then reads the halves’ responses', () => {
    const { engine, consumer, batches } = run(
      (event) => {
        if (event.Records.length > 3) throw new Error('too much at once');
        return report(event, 'k4');
      },
      { bisectBatchOnFunctionError: true, maximumRetryAttempts: 0 },
    );
    engine.advance(10_000);
    expect(batches).toEqual([
      ['k0', 'k1', 'k2', 'k3', 'k4', 'k5'],
      ['k0', 'k1', 'k2'],
      ['k3', 'k4', 'k5'],
      ['k4', 'k5'],
    ]);
    const state = consumer.state();
    expect(state).toMatchObject({ recordsProcessed: 4, recordsFailed: 2, failedInvocations: 1 });
    expect(state.failures[0].records.map((record) => record.dynamodb.Keys.id.S)).toEqual(['k4', 'k5']);
  });

  it('refuses response types Lambda does not know', () => {
    const { engine } = setup();
    const add = (types: unknown) =>
      addStreamConsumer(engine, {
        tableName: 'orders',
        handler: () => {},
        functionResponseTypes: types as StreamConsumerOptions['functionResponseTypes'],
      });
    expect(() => add(['PartialSuccess'])).toThrow(/FunctionResponseTypes/);
    expect(() => add('ReportBatchItemFailures')).toThrow(/FunctionResponseTypes/);
    expect(add(['ReportBatchItemFailures']).state().functionResponseTypes).toEqual([
      'ReportBatchItemFailures',
    ]);
  });
});
