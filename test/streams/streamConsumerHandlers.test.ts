/**
 * Stream consumers (streams/consumers), continued from streamConsumers.test.ts: handlers that
 * return promises or write through dispatch, and registering and stopping a consumer.
 */
import { describe, expect, it } from 'vitest';
import {
  addStreamConsumer,
  streamConsumerStates,
} from '../../src/engine/streams/consumers/streamConsumers.ts';
import { dispatch } from '../../src/protocol/dispatch.ts';
import { ok } from '../helpers/wire.ts';
import { consumerSetup as setup, createStreamTable, recordIds as ids } from './streamHelpers.ts';

describe('async handlers and projections', () => {
  it('holds the shard while a promise is pending and continues when it settles', async () => {
    const { engine, put } = setup();
    const seen: string[] = [];
    let release: () => void = () => {};
    addStreamConsumer(engine, {
      tableName: 'orders',
      batchSize: 1,
      handler: (event) =>
        new Promise<void>((resolve) => {
          seen.push(...ids(event));
          release = resolve;
        }),
    });
    put('a');
    put('b');
    engine.advance(5000);
    expect(seen).toEqual(['a']);
    release();
    await Promise.resolve();
    engine.advance(5000);
    expect(seen).toEqual(['a', 'b']);
  });

  it('maintains a projection table from a handler that writes through dispatch', () => {
    const { engine, put } = setup();
    ok(engine, 'CreateTable', {
      TableName: 'totals',
      AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
      BillingMode: 'PAY_PER_REQUEST',
    });
    addStreamConsumer(engine, {
      tableName: 'orders',
      handler: (event) => {
        for (const record of event.Records) {
          if (record.eventName !== 'INSERT') continue;
          const reply = dispatch(
            engine,
            'DynamoDB_20120810.UpdateItem',
            JSON.stringify({
              TableName: 'totals',
              Key: { id: { S: 'orders' } },
              UpdateExpression: 'ADD n :one',
              ExpressionAttributeValues: { ':one': { N: '1' } },
            }),
          );
          if (reply.status !== 200) throw new Error(reply.body);
        }
      },
    });
    for (let i = 0; i < 5; i++) put(`o${i}`);
    engine.advance(1000);
    expect(ok(engine, 'GetItem', { TableName: 'totals', Key: { id: { S: 'orders' } } }).Item.n).toEqual({
      N: '5',
    });
    expect(streamConsumerStates(engine)).toEqual([
      expect.objectContaining({ recordsProcessed: 5, name: 'consumer-1' }),
    ]);
  });
});

describe('registration', () => {
  it('checks options and needs an enabled stream', () => {
    const { engine } = setup();
    createStreamTable(engine, 'plain');
    const handler = () => {};
    expect(() => addStreamConsumer(engine, { tableName: 'plain', handler })).toThrow(/enable a stream first/);
    expect(() => addStreamConsumer(engine, { tableName: 'orders', handler, batchSize: 0 })).toThrow(
      /BatchSize/,
    );
    expect(() =>
      addStreamConsumer(engine, { tableName: 'orders', handler, maximumRetryAttempts: -2 }),
    ).toThrow(/MaximumRetryAttempts/);
    expect(() => addStreamConsumer(engine, { handler })).toThrow(/streamArn or a tableName/);
  });

  it('stops', () => {
    const { engine, put } = setup();
    const seen: string[] = [];
    const consumer = addStreamConsumer(engine, {
      tableName: 'orders',
      handler: (e) => void seen.push(...ids(e)),
    });
    consumer.stop();
    put('a');
    engine.advance(1000);
    expect(seen).toEqual([]);
    expect(consumer.state().status).toBe('STOPPED');
  });
});
