/**
 * Disabling a consumer (Lambda's event source mapping with `Enabled: false`): polling stops where
 * the consumer is, and enabling it again handles what was written meanwhile, in order.
 */
import { describe, expect, it } from 'vitest';
import { streamOrdersTable } from '../../../../test/helpers/streamOrdersTable.ts';
import type { StreamConsumerState, StreamEvent } from './consumerTypes.ts';
import { addStreamConsumer } from './streamConsumers.ts';

const setup = () => streamOrdersTable('on-demand');

/** An on-demand table starts with several partitions, so several shards: summed over all of them. */
const behind = (state: StreamConsumerState) => state.shards.reduce((sum, shard) => sum + shard.behind, 0);
const inFlight = (state: StreamConsumerState) => state.shards.some((shard) => shard.state === 'in-flight');

const ids = (event: StreamEvent) => event.Records.map((record) => record.dynamodb.Keys.id.S);

describe('setEnabled', () => {
  it('pauses polling and resumes where the consumer left off', () => {
    const { engine, put } = setup();
    const seen: (string | undefined)[] = [];
    const consumer = addStreamConsumer(engine, {
      tableName: 'orders',
      handler: (event) => void seen.push(...ids(event)),
    });
    put('a');
    engine.advance(1000);
    expect(seen).toEqual(['a']);

    consumer.setEnabled(false);
    put('b');
    put('c');
    engine.advance(60_000);
    expect(seen).toEqual(['a']);
    expect(consumer.state()).toMatchObject({ status: 'DISABLED', invocations: 1 });
    expect(behind(consumer.state())).toBe(2);
    expect(inFlight(consumer.state())).toBe(false);
    // Nothing is scheduled while disabled: a fast-forward costs nothing.
    expect(engine.nextDue()).toBeUndefined();

    consumer.setEnabled(true);
    expect(consumer.state().status).toBe('ACTIVE');
    engine.advance(1000);
    expect(seen).toEqual(['a', 'b', 'c']);
    expect(behind(consumer.state())).toBe(0);
  });

  it('lets a batch in flight settle while disabled, and stays stopped once stopped', async () => {
    const { engine, put } = setup();
    let release: () => void = () => {};
    const consumer = addStreamConsumer(engine, {
      tableName: 'orders',
      handler: () => new Promise<void>((resolve) => (release = resolve)),
    });
    put('a');
    engine.advance(1000);
    expect(inFlight(consumer.state())).toBe(true);
    consumer.setEnabled(false);
    release();
    await Promise.resolve();
    await Promise.resolve();
    expect(consumer.state()).toMatchObject({ status: 'DISABLED', recordsProcessed: 1 });
    expect(engine.nextDue()).toBeUndefined();

    consumer.stop();
    consumer.setEnabled(true);
    expect(consumer.state().status).toBe('STOPPED');
    put('b');
    engine.advance(1000);
    expect(consumer.state().invocations).toBe(1);
  });
});
