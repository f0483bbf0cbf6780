/**
 * MaximumBatchingWindowInSeconds on a real engine's stream: a new batch that is not full waits for
 * more records until the window has passed since its first record was written; a full batch (batch
 * size, or Lambda's 6 MB payload limit) goes at once, and a failing batch is retried at the next poll.
 */
import { describe, expect, it } from 'vitest';
import { streamOrdersTable } from '../../../../test/helpers/streamOrdersTable.ts';
import type { StreamConsumerOptions, StreamEvent } from './consumerTypes.ts';
import { addStreamConsumer } from './streamConsumers.ts';

const ids = (event: StreamEvent) => event.Records.map((record) => record.dynamodb.Keys.id.S!);

/** The one-shard `orders` table and a consumer on it; each batch it was sent, with the engine time. */
function consumerWith(options: Partial<StreamConsumerOptions>) {
  const { engine, put } = streamOrdersTable();
  const start = engine.now();
  const batches: { at: number; ids: string[] }[] = [];
  const consumer = addStreamConsumer(engine, {
    tableName: 'orders',
    handler: (event) => void batches.push({ at: engine.now() - start, ids: ids(event) }),
    ...options,
  });
  return { engine, put, consumer, batches };
}

describe('MaximumBatchingWindowInSeconds', () => {
  it('gathers records for the window, then sends them all in one invocation', () => {
    const { engine, put, consumer, batches } = consumerWith({ maximumBatchingWindowInSeconds: 10 });
    put('a');
    engine.advance(2_000);
    put('b');
    engine.advance(3_000);
    put('c');
    engine.advance(4_900);
    // 9.9 s after `a` was written: still gathering, nothing sent, nothing counted as read yet.
    expect(batches).toEqual([]);
    expect(consumer.state()).toMatchObject({ invocations: 0, maximumBatchingWindowInSeconds: 10 });
    expect(consumer.state().shards[0]).toMatchObject({ state: 'idle', behind: 3 });
    engine.advance(100);
    expect(batches).toEqual([{ at: 10_000, ids: ['a', 'b', 'c'] }]);
    // The window starts again with the next record.
    engine.advance(5_000);
    put('d');
    engine.advance(9_999);
    expect(batches).toHaveLength(1);
    engine.advance(1);
    expect(batches[1]).toEqual({ at: 25_000, ids: ['d'] });
    expect(consumer.state()).toMatchObject({ invocations: 2, recordsProcessed: 4 });
  });

  it('sends a full batch at once, and the record that fills a waiting batch sends it', () => {
    const { engine, put, batches } = consumerWith({ maximumBatchingWindowInSeconds: 300, batchSize: 3 });
    put('a');
    put('b');
    put('c');
    put('d');
    engine.advance(250);
    expect(batches).toEqual([{ at: 250, ids: ['a', 'b', 'c'] }]);
    // `d` alone waits; two more records fill its batch well before the window ends.
    engine.advance(5_000);
    put('e');
    expect(batches).toHaveLength(1);
    put('f');
    engine.advance(250);
    expect(batches[1]).toEqual({ at: 5_500, ids: ['d', 'e', 'f'] });
  });

  it('retries a failing batch at the next poll, not after another window', () => {
    const { engine, put } = streamOrdersTable();
    const start = engine.now();
    const calls: number[] = [];
    const consumer = addStreamConsumer(engine, {
      tableName: 'orders',
      maximumBatchingWindowInSeconds: 10,
      handler: () => {
        calls.push(engine.now() - start);
        if (calls.length < 3) throw new Error('not yet');
      },
    });
    put('a');
    engine.advance(60_000);
    expect(calls).toEqual([10_000, 10_250, 10_500]);
    expect(consumer.state()).toMatchObject({ failedInvocations: 2, recordsProcessed: 1 });
  });

  it('sends records at the first poll by default (0), as before', () => {
    const { engine, put, consumer, batches } = consumerWith({});
    put('a');
    engine.advance(250);
    put('b');
    engine.advance(250);
    expect(batches).toEqual([
      { at: 250, ids: ['a'] },
      { at: 500, ids: ['b'] },
    ]);
    expect(consumer.state().maximumBatchingWindowInSeconds).toBe(0);
  });

  it('starts the window at the first record kept by the filters', () => {
    const { engine, put, consumer, batches } = consumerWith({
      maximumBatchingWindowInSeconds: 10,
      filterCriteria: { Filters: [{ Pattern: '{"dynamodb": {"Keys": {"id": {"S": [{"prefix": "a"}]}}}}' }] },
    });
    put('b1');
    engine.advance(5_000);
    put('a1');
    engine.advance(9_999);
    expect(batches).toEqual([]);
    engine.advance(1);
    expect(batches).toEqual([{ at: 15_000, ids: ['a1'] }]);
    expect(consumer.state()).toMatchObject({ recordsFilteredOut: 1, recordsProcessed: 1 });
  });

  it('sends a batch before its records grow older than MaximumRecordAgeInSeconds', () => {
    const { engine, put, consumer, batches } = consumerWith({
      maximumBatchingWindowInSeconds: 300,
      maximumRecordAgeInSeconds: 60,
    });
    put('a');
    engine.advance(300_000);
    expect(batches).toEqual([{ at: 60_000, ids: ['a'] }]);
    expect(consumer.state()).toMatchObject({ recordsProcessed: 1, recordsFailed: 0 });
  });

  it('does not poll on while a batch gathers: one timer for the window, none once idle', () => {
    const { engine, put, batches } = consumerWith({ maximumBatchingWindowInSeconds: 300 });
    // Counting the engine's timers (they still run): polls every 250 ms for 5 minutes would be 1,200.
    let timers = 0;
    const after = engine.after.bind(engine);
    engine.after = (delayMs, task, changesState) => {
      timers++;
      after(delayMs, task, changesState);
    };
    put('a');
    engine.advance(24 * 3_600_000);
    expect(batches).toEqual([{ at: 300_000, ids: ['a'] }]);
    // A poll at the window's end (and at most one the write asked for); none after the batch went.
    expect(timers).toBeLessThanOrEqual(2);
  });

  it('sets one timer for the window’s end however many records arrive while the batch gathers', () => {
    const { engine, put, batches } = consumerWith({ maximumBatchingWindowInSeconds: 60 });
    let timers = 0;
    const after = engine.after.bind(engine);
    engine.after = (delayMs, task, changesState) => {
      timers++;
      after(delayMs, task, changesState);
    };
    for (let second = 0; second < 20; second++) {
      put(`r${second}`);
      engine.advance(1_000);
    }
    engine.advance(60_000);
    expect(batches).toEqual([{ at: 60_000, ids: Array.from({ length: 20 }, (_, i) => `r${i}`) }]);
    // A poll each later record asks for (the first one's was set when the consumer was added, before
    // counting), and one at the window's end: not one more per poll (39 before that was mended).
    expect(timers).toBe(20);
  });

  it('takes whole seconds from 0 to 300', () => {
    const { engine } = streamOrdersTable();
    const add = (window: unknown) =>
      addStreamConsumer(engine, {
        tableName: 'orders',
        handler: () => {},
        maximumBatchingWindowInSeconds: window as number,
      });
    for (const refused of [-1, 301, 1.5, '5']) {
      expect(() => add(refused)).toThrow('MaximumBatchingWindowInSeconds must be an integer from 0 to 300');
    }
    for (const accepted of [0, 1, 300]) {
      expect(add(accepted).state().maximumBatchingWindowInSeconds).toBe(accepted);
    }
  });
});
