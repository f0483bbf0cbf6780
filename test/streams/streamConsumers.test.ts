/**
 * Stream consumers (streams/consumers): Lambda-style triggers on the engine clock — batches in
 * order per shard, retries that block the shard, bisecting, the failure destination. Async
 * handlers and registration: streamConsumerHandlers.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { StreamEvent } from '../../src/engine/streams/consumers/consumerTypes.ts';
import { addStreamConsumer } from '../../src/engine/streams/consumers/streamConsumers.ts';
import { ok, testEngine } from '../helpers/wire.ts';
import { consumerSetup as setup, createStreamTable, HOUR, recordIds as ids } from './streamHelpers.ts';

describe('delivery', () => {
  it('delivers batches of at most batchSize, in order, after the poll interval', () => {
    const { engine, put } = setup();
    const batches: string[][] = [];
    const consumer = addStreamConsumer(engine, {
      tableName: 'orders',
      batchSize: 3,
      pollIntervalMs: 100,
      handler: (event) => {
        batches.push(ids(event));
      },
    });
    for (let i = 0; i < 7; i++) put(`k${i}`);
    engine.advance(99);
    expect(batches).toEqual([]);
    engine.advance(1);
    expect(batches).toEqual([['k0', 'k1', 'k2']]);
    engine.advance(1000);
    expect(batches).toEqual([['k0', 'k1', 'k2'], ['k3', 'k4', 'k5'], ['k6']]);
    const state = consumer.state();
    expect(state).toMatchObject({
      invocations: 3,
      recordsProcessed: 7,
      failedInvocations: 0,
      status: 'ACTIVE',
    });
    expect(state.shards).toEqual([expect.objectContaining({ behind: 0, state: 'idle', attempts: 0 })]);
  });

  it('gives Lambda-shaped records with the stream ARN', () => {
    const { engine, put } = setup('NEW_AND_OLD_IMAGES');
    const events: StreamEvent[] = [];
    addStreamConsumer(engine, { tableName: 'orders', handler: (event) => void events.push(event) });
    put('a', 1);
    put('a', 2);
    engine.advance(1000);
    const arn = ok(engine, 'DescribeTable', { TableName: 'orders' }).Table.LatestStreamArn;
    expect(events[0].Records[1]).toMatchObject({
      eventName: 'MODIFY',
      eventSource: 'aws:dynamodb',
      eventSourceARN: arn,
      dynamodb: {
        NewImage: { n: { N: '2' } },
        OldImage: { n: { N: '1' } },
        StreamViewType: 'NEW_AND_OLD_IMAGES',
      },
    });
  });

  it('starts at LATEST by default, or at TRIM_HORIZON', () => {
    const { engine, put } = setup();
    put('old');
    const latest: string[] = [];
    const horizon: string[] = [];
    addStreamConsumer(engine, { tableName: 'orders', handler: (e) => void latest.push(...ids(e)) });
    addStreamConsumer(engine, {
      tableName: 'orders',
      startingPosition: 'TRIM_HORIZON',
      handler: (e) => void horizon.push(...ids(e)),
    });
    put('new');
    engine.advance(1000);
    expect(latest).toEqual(['new']);
    expect(horizon).toEqual(['old', 'new']);
  });

  it('schedules nothing while idle: a year of fast-forward costs nothing', () => {
    const { engine, put } = setup();
    const seen: string[] = [];
    addStreamConsumer(engine, { tableName: 'orders', handler: (e) => void seen.push(...ids(e)) });
    engine.advance(1000);
    expect(engine.nextDue()).toBeUndefined();
    const started = performance.now();
    engine.advance(365 * 24 * HOUR);
    expect(performance.now() - started).toBeLessThan(500);
    put('woken');
    engine.advance(1000);
    expect(seen).toEqual(['woken']);
  });

  it('keeps order across a shard rollover: the child waits for its parent', () => {
    const engine = testEngine({ streams: { shardRolloverMs: HOUR } });
    createStreamTable(engine, 'orders', 'NEW_IMAGE');
    const seen: string[] = [];
    let failParent = true;
    const consumer = addStreamConsumer(engine, {
      tableName: 'orders',
      handler: (event) => {
        const values = event.Records.map((r) => r.dynamodb.NewImage!.n.N!);
        if (failParent && values.includes('1')) throw new Error('not yet');
        seen.push(...values);
      },
    });
    ok(engine, 'PutItem', { TableName: 'orders', Item: { id: { S: 'a' }, n: { N: '1' } } });
    engine.advance(HOUR);
    ok(engine, 'PutItem', { TableName: 'orders', Item: { id: { S: 'a' }, n: { N: '2' } } });
    engine.advance(5000);
    expect(seen).toEqual([]);
    expect(consumer.state().shards.map((s) => s.state)).toEqual(['retrying', 'waiting-for-parent']);
    failParent = false;
    engine.advance(5000);
    expect(seen).toEqual(['1', '2']);
  });
});

describe('failures', () => {
  it('blocks the shard and retries a failing batch until maximumRetryAttempts, then records it', () => {
    const { engine, put } = setup();
    let calls = 0;
    const consumer = addStreamConsumer(engine, {
      tableName: 'orders',
      batchSize: 2,
      maximumRetryAttempts: 2,
      handler: (event) => {
        calls++;
        if (ids(event).includes('bad')) throw new TypeError('cannot project bad');
      },
    });
    put('bad');
    put('x');
    put('y');
    engine.advance(250);
    expect(consumer.state()).toMatchObject({ invocations: 1, failedInvocations: 1, recordsProcessed: 0 });
    expect(consumer.state().shards[0]).toMatchObject({ state: 'retrying', attempts: 1, behind: 3 });
    engine.advance(10_000);
    const state = consumer.state();
    expect(calls).toBe(4); // first try, two retries, then the next batch
    expect(state).toMatchObject({ recordsFailed: 2, recordsProcessed: 1, failedInvocations: 3 });
    expect(state.lastError).toMatchObject({ message: 'TypeError: cannot project bad' });
    expect(state.failures).toHaveLength(1);
    expect(state.failures[0]).toMatchObject({
      condition: 'RetryAttemptsExhausted',
      approximateInvokeCount: 3,
      functionError: 'TypeError: cannot project bad',
      batchSize: 2,
    });
    expect(state.failures[0].records.map((r) => r.dynamodb.Keys.id.S)).toEqual(['bad', 'x']);
  });

  it('bisects a failing batch down to the bad record', () => {
    const { engine, put } = setup();
    const processed: string[] = [];
    const consumer = addStreamConsumer(engine, {
      tableName: 'orders',
      batchSize: 8,
      maximumRetryAttempts: 1,
      bisectBatchOnFunctionError: true,
      handler: (event) => {
        if (ids(event).includes('k5')) throw new Error('poison');
        processed.push(...ids(event));
      },
    });
    for (let i = 0; i < 8; i++) put(`k${i}`);
    engine.advance(60_000);
    expect(processed).toEqual(['k0', 'k1', 'k2', 'k3', 'k4', 'k6', 'k7']);
    const state = consumer.state();
    expect(state.failures.map((f) => f.records.map((r) => r.dynamodb.Keys.id.S))).toEqual([['k5']]);
    expect(state.recordsProcessed).toBe(7);
  });

  it('retries forever by default, until the records are trimmed after 24 hours', () => {
    const engine = testEngine({ streams: { shardRolloverMs: 48 * HOUR } });
    createStreamTable(engine, 'orders', 'KEYS_ONLY');
    const consumer = addStreamConsumer(engine, {
      tableName: 'orders',
      pollIntervalMs: 60_000,
      handler: () => {
        throw new Error('down');
      },
    });
    ok(engine, 'PutItem', { TableName: 'orders', Item: { id: { S: 'a' } } });
    engine.advance(24 * HOUR + 120_000);
    const state = consumer.state();
    expect(state.failures).toEqual([expect.objectContaining({ condition: 'RecordsExpired', batchSize: 1 })]);
    expect(state.shards[0].behind).toBe(0);
  });

  it('survives handlers that throw non-errors', () => {
    const { engine, put } = setup();
    const consumer = addStreamConsumer(engine, {
      tableName: 'orders',
      maximumRetryAttempts: 0,
      handler: () => {
        throw {
          toString: () => {
            throw new Error('nope');
          },
        };
      },
    });
    put('a');
    engine.advance(1000);
    expect(consumer.state().lastError?.message).toBe('Unprintable error');
  });
});
