/**
 * Lambda's 6 MB payload limit for synchronous invocation on a real engine's stream: a batch is cut
 * before the record that would take the event's JSON over 6 MB, whatever the batch size, and a batch
 * cut so is full: it goes without waiting for a batching window.
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../engine.ts';
import { streamOrdersTable } from '../../../../test/helpers/streamOrdersTable.ts';
import { MAX_PAYLOAD_BYTES } from './batchForming.ts';
import type { StreamConsumerOptions, StreamEvent } from './consumerTypes.ts';
import { addStreamConsumer } from './streamConsumers.ts';

/** The one-shard `orders` table, its NEW_IMAGE stream carrying whole items, and 40 items of ~350 KB for it. */
function largeItems() {
  const { engine, put } = streamOrdersTable('one-shard', 'NEW_IMAGE');
  const writeAll = () => {
    for (let n = 0; n < 40; n++)
      put(`doc-${String(n).padStart(2, '0')}`, { body: { S: 'x'.repeat(350_000) } });
  };
  return { engine, writeAll };
}

/** Each batch's event as the handler received it: its size in bytes (ASCII here) and its records. */
function recording(engine: Engine, options: Partial<StreamConsumerOptions>) {
  const start = engine.now();
  const batches: { at: number; bytes: number; records: number }[] = [];
  const consumer = addStreamConsumer(engine, {
    tableName: 'orders',
    batchSize: 100,
    handler: (event: StreamEvent) =>
      void batches.push({
        at: engine.now() - start,
        bytes: JSON.stringify(event).length,
        records: event.Records.length,
      }),
    ...options,
  });
  return { consumer, batches };
}

describe('the 6 MB payload limit', () => {
  it('cuts batches before the record that would take the event over 6 MB', () => {
    const { engine, writeAll } = largeItems();
    writeAll();
    const { consumer, batches } = recording(engine, { startingPosition: 'TRIM_HORIZON' });
    engine.advance(10_000);
    // About 350 KB a record: 17 fit in 6 MB, the 18th would not.
    expect(batches.map((batch) => batch.records)).toEqual([17, 17, 6]);
    const recordBytes = (batches[0].bytes - '{"Records":[]}'.length - 16) / 17;
    for (const batch of batches) expect(batch.bytes).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    for (const batch of batches.slice(0, 2)) {
      expect(batch.bytes + recordBytes + 1).toBeGreaterThan(MAX_PAYLOAD_BYTES);
    }
    expect(consumer.state()).toMatchObject({ invocations: 3, recordsProcessed: 40 });
  });

  it('sends a batch cut by the payload limit without waiting for the batching window', () => {
    const { engine, writeAll } = largeItems();
    const { batches } = recording(engine, { maximumBatchingWindowInSeconds: 60 });
    writeAll();
    engine.advance(59_000);
    // Two batches full by size go at the first polls; the 6 records left wait for the window.
    expect(batches.map(({ at, records }) => [at, records])).toEqual([
      [250, 17],
      [500, 17],
    ]);
    engine.advance(1_000);
    expect(batches[2]).toMatchObject({ at: 60_000, records: 6 });
  });
});
