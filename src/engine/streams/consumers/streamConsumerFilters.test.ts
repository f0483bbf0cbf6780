/**
 * FilterCriteria on a real engine's stream: records that match no filter are discarded before
 * batching — never sent, never retried, never in the on-failure destination — and the consumer
 * reads past them; a poll that keeps nothing invokes nothing (invocation-eventfiltering.html).
 */
import { describe, expect, it } from 'vitest';
import { dispatch } from '../../../protocol/dispatch.ts';
import { streamOrdersTable } from '../../../../test/helpers/streamOrdersTable.ts';
import type { StreamConsumerOptions, StreamEvent } from './consumerTypes.ts';
import { addStreamConsumer } from './streamConsumers.ts';

const ONLY_A = '{"dynamodb": {"Keys": {"id": {"S": [{"prefix": "a"}]}}}}';
const filters = (...patterns: string[]) => ({ Filters: patterns.map((Pattern) => ({ Pattern })) });
const ids = (event: StreamEvent) => event.Records.map((record) => record.dynamodb.Keys.id.S!);

/** The one-shard `orders` table and a consumer reading it from the start; the batches it was sent. */
function filtered(options: Partial<StreamConsumerOptions>) {
  const { engine, put } = streamOrdersTable();
  const batches: string[][] = [];
  const consumer = addStreamConsumer(engine, {
    tableName: 'orders',
    startingPosition: 'TRIM_HORIZON',
    handler: (event) => void batches.push(ids(event)),
    ...options,
  });
  const remove = (id: string) => {
    const reply = dispatch(
      engine,
      'DynamoDB_20120810.DeleteItem',
      JSON.stringify({ TableName: 'orders', Key: { id: { S: id } } }),
    );
    if (reply.status !== 200) throw new Error(reply.body);
  };
  return { engine, put, remove, consumer, batches };
}

describe('FilterCriteria', () => {
  it('sends only matching records, batched together, and reads past the others', () => {
    const { engine, put, consumer, batches } = filtered({ filterCriteria: filters(ONLY_A) });
    for (const id of ['a1', 'b1', 'a2', 'b2', 'a3', 'b3']) put(id);
    engine.advance(1_000);
    // One invocation with the three kept records: the batch is formed from kept records only.
    expect(batches).toEqual([['a1', 'a2', 'a3']]);
    const state = consumer.state();
    expect(state).toMatchObject({
      invocations: 1,
      recordsProcessed: 3,
      recordsFailed: 0,
      recordsFilteredOut: 3,
      failures: [],
    });
    // b3, the last record, was discarded: nothing is left behind in the shard.
    expect(state.shards[0]).toMatchObject({ behind: 0, state: 'idle' });
    expect(consumer.checkpoint()[0].position).toBe(6);
    expect(state.filterCriteria).toEqual(filters(ONLY_A));
  });

  it('invokes nothing when no record matches, and still moves its place past them', () => {
    const { engine, put, consumer, batches } = filtered({ filterCriteria: filters(ONLY_A) });
    put('b1');
    put('b2');
    engine.advance(1_000);
    expect(batches).toEqual([]);
    expect(consumer.state()).toMatchObject({ invocations: 0, recordsProcessed: 0, recordsFilteredOut: 2 });
    expect(consumer.state().shards[0].behind).toBe(0);
    expect(consumer.checkpoint()[0].position).toBe(2);
    // A later matching record is delivered, alone.
    put('a1');
    engine.advance(1_000);
    expect(batches).toEqual([['a1']]);
  });

  it('counts only kept records towards the batch size', () => {
    const { engine, put, batches } = filtered({ filterCriteria: filters(ONLY_A), batchSize: 2 });
    for (const id of ['a1', 'b1', 'b2', 'a2', 'a3']) put(id);
    engine.advance(2_000);
    expect(batches).toEqual([['a1', 'a2'], ['a3']]);
  });

  it('keeps a record that matches any one of several filters', () => {
    const { engine, put, remove, batches } = filtered({
      filterCriteria: filters(ONLY_A, '{"eventName": ["REMOVE"]}'),
    });
    put('a1');
    put('b1');
    remove('b1');
    put('c1');
    engine.advance(1_000);
    // a1 matches the first filter, the REMOVE of b1 the second; b1's INSERT and c1 match neither.
    expect(batches).toEqual([['a1', 'b1']]);
  });

  it('retries and gives up on kept records only', () => {
    const { engine, put, consumer, batches } = filtered({
      filterCriteria: filters(ONLY_A),
      maximumRetryAttempts: 1,
      handler: (event) => {
        batches.push(ids(event));
        throw new Error('boom');
      },
    });
    for (const id of ['a1', 'b1', 'a2']) put(id);
    engine.advance(1_000);
    expect(batches).toEqual([
      ['a1', 'a2'],
      ['a1', 'a2'],
    ]);
    const state = consumer.state();
    expect(state).toMatchObject({ failedInvocations: 2, recordsFailed: 2 });
    expect(state.failures).toHaveLength(1);
    expect(state.failures[0]).toMatchObject({ condition: 'RetryAttemptsExhausted', batchSize: 2 });
    expect(state.failures[0].records.map((record) => record.dynamodb.Keys.id.S)).toEqual(['a1', 'a2']);
    expect(state.shards[0].behind).toBe(0);
  });

  it('retries a partial batch from the reported record, without the filtered ones', () => {
    let calls = 0;
    const { engine, put, consumer, batches } = filtered({
      filterCriteria: filters(ONLY_A),
      functionResponseTypes: ['ReportBatchItemFailures'],
      handler: (event) => {
        batches.push(ids(event));
        // The first call reports a2 failed: a1 is processed, the batch is retried from a2.
        if (calls++ > 0) return {};
        return { batchItemFailures: [{ itemIdentifier: event.Records[1].dynamodb.SequenceNumber }] };
      },
    });
    for (const id of ['a1', 'b1', 'a2', 'b2', 'a3']) put(id);
    engine.advance(1_000);
    expect(batches).toEqual([
      ['a1', 'a2', 'a3'],
      ['a2', 'a3'],
    ]);
    expect(consumer.state()).toMatchObject({ recordsProcessed: 3, recordsFailed: 0 });
  });

  it('splits a failing batch by its kept records', () => {
    const { engine, put, batches } = filtered({
      filterCriteria: filters(ONLY_A),
      bisectBatchOnFunctionError: true,
      handler: (event) => {
        batches.push(ids(event));
        if (event.Records.length > 1) throw new Error('too many');
      },
    });
    for (const id of ['a1', 'b1', 'b2', 'a2']) put(id);
    engine.advance(1_000);
    expect(batches).toEqual([['a1', 'a2'], ['a1'], ['a2']]);
  });

  it('refuses a bad pattern with Lambda’s message', () => {
    const { engine } = streamOrdersTable();
    const add = (filterCriteria: unknown) =>
      addStreamConsumer(engine, {
        tableName: 'orders',
        handler: () => {},
        filterCriteria: filterCriteria as StreamConsumerOptions['filterCriteria'],
      });
    expect(() => add(filters('{"eventName": "INSERT"}'))).toThrow('Invalid filter pattern definition.');
    expect(() => add(filters('not json'))).toThrow('Invalid filter pattern definition.');
    expect(add(undefined).state().filterCriteria).toEqual({ Filters: [] });
  });

  it('carries on from a saved place with its filters', () => {
    const { engine, put, consumer } = filtered({ filterCriteria: filters(ONLY_A) });
    put('a1');
    put('b1');
    engine.advance(1_000);
    consumer.stop();
    put('b2');
    put('a2');
    const batches: string[][] = [];
    addStreamConsumer(engine, {
      tableName: 'orders',
      filterCriteria: filters(ONLY_A),
      resumeAt: consumer.checkpoint(),
      handler: (event) => void batches.push(ids(event)),
    });
    engine.advance(1_000);
    expect(batches).toEqual([['a2']]);
  });
});
