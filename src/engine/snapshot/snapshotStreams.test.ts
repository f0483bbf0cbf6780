/** What a snapshot keeps of a table's stream: shards, records and the numbering behind them. */
import { describe, expect, it } from 'vitest';
import {
  createStreamTable,
  HOUR,
  latestStreamArn,
  readStream,
  shardsOf,
  streamsFails,
  streamsOk,
} from '../../../test/streams/streamHelpers.ts';
import { ok, testEngine } from '../../../test/helpers/wire.ts';
import type { Engine } from '../engine.ts';
import type { StreamEvent } from '../streams/consumers/consumerTypes.ts';
import { addStreamConsumer } from '../streams/consumers/streamConsumers.ts';
import { exportSnapshot } from './exportSnapshot.ts';
import { importSnapshot, SnapshotError } from './importSnapshot.ts';

const put = (engine: Engine, id: string, state: string) =>
  ok(engine, 'PutItem', { TableName: 'orders', Item: { id: { S: id }, state: { S: state } } });

/** An engine whose `orders` stream has a closed shard (rolled over) and an open child. */
function ordersWithHistory() {
  const engine = testEngine();
  createStreamTable(engine, 'orders', 'NEW_AND_OLD_IMAGES');
  put(engine, 'o-1', 'placed');
  put(engine, 'o-2', 'placed');
  engine.advance(5 * HOUR); // past the four-hour shard rollover
  put(engine, 'o-1', 'shipped');
  ok(engine, 'DeleteItem', { TableName: 'orders', Key: { id: { S: 'o-2' } } });
  return engine;
}

/** Saved and read back through JSON, as IndexedDB or a sandbox file carries it. */
function reloaded(engine: Engine, maxStreamRecords?: number): Engine {
  const target = testEngine();
  importSnapshot(target, JSON.parse(JSON.stringify(exportSnapshot(engine, { maxStreamRecords }))));
  return target;
}

describe('snapshots and streams', () => {
  it('bring back the shards and records, with the same sequence numbers and event ids', () => {
    const source = ordersWithHistory();
    const arn = latestStreamArn(source, 'orders');
    const target = reloaded(source);

    expect(latestStreamArn(target, 'orders')).toBe(arn);
    expect(shardsOf(target, arn)).toEqual(shardsOf(source, arn));
    expect(shardsOf(target, arn)).toHaveLength(2);
    const records = readStream(target, arn);
    expect(records).toEqual(readStream(source, arn));
    expect(records.map((record) => record.eventName)).toEqual(['INSERT', 'INSERT', 'MODIFY', 'REMOVE']);
  });

  it('carries on the numbering: the same change makes the same record in both engines', () => {
    const source = ordersWithHistory();
    const arn = latestStreamArn(source, 'orders');
    const target = reloaded(source);
    for (const engine of [source, target]) put(engine, 'o-3', 'placed');
    const newest = (engine: Engine) => readStream(engine, arn).at(-1);
    expect(newest(target)).toEqual(newest(source));
    expect(newest(target)).toMatchObject({ eventName: 'INSERT', dynamodb: { Keys: { id: { S: 'o-3' } } } });
    // A rollover after the reload makes the same shard in both.
    for (const engine of [source, target]) {
      engine.advance(5 * HOUR);
      put(engine, 'o-4', 'placed');
    }
    expect(shardsOf(target, arn)).toEqual(shardsOf(source, arn));
  });

  it('keeps only the newest records when asked to; the older ones read as trimmed', () => {
    const source = ordersWithHistory();
    const arn = latestStreamArn(source, 'orders');
    const all = readStream(source, arn);
    const target = reloaded(source, 2);

    expect(readStream(target, arn)).toEqual(all.slice(2));
    const [closed] = shardsOf(target, arn);
    const trimmed = streamsFails(target, 'GetShardIterator', {
      StreamArn: arn,
      ShardId: closed.ShardId,
      ShardIteratorType: 'AT_SEQUENCE_NUMBER',
      SequenceNumber: all[0].dynamodb.SequenceNumber,
    });
    expect(trimmed.type).toBe('TrimmedDataAccessException');
  });

  it('lets records age out after the reload as they would have', () => {
    const source = ordersWithHistory();
    const arn = latestStreamArn(source, 'orders');
    const target = reloaded(source);
    target.advance(20 * HOUR);
    // The first two records are now more than 24 hours old; the other two are not.
    expect(readStream(target, arn).map((record) => record.eventName)).toEqual(['MODIFY', 'REMOVE']);
    const described = streamsOk(target, 'DescribeStream', { StreamArn: arn }).StreamDescription;
    expect(described.StreamStatus).toBe('ENABLED');
  });

  it('bring back streams disabled less than a day ago, readable and listed as before', () => {
    const source = ordersWithHistory();
    const first = latestStreamArn(source, 'orders');
    const setStream = (engine: Engine, StreamEnabled: boolean, StreamViewType?: string) =>
      ok(engine, 'UpdateTable', {
        TableName: 'orders',
        StreamSpecification: { StreamEnabled, StreamViewType },
      });
    setStream(source, false);
    source.advance(1000);
    setStream(source, true, 'KEYS_ONLY');
    put(source, 'o-5', 'placed');
    source.advance(1000);
    setStream(source, false);

    const target = reloaded(source);
    const describe = (engine: Engine) => ok(engine, 'DescribeTable', { TableName: 'orders' }).Table;
    const list = (engine: Engine) => streamsOk(engine, 'ListStreams', {}).Streams;
    expect(describe(target)).toEqual(describe(source));
    expect(describe(target)).toMatchObject({ LatestStreamArn: expect.any(String) });
    expect(describe(target)).not.toHaveProperty('StreamSpecification');
    expect(list(target)).toEqual(list(source));
    expect(list(target)).toHaveLength(2);
    const second = latestStreamArn(target, 'orders');
    for (const arn of [first, second]) {
      expect(streamsOk(target, 'DescribeStream', { StreamArn: arn })).toEqual(
        streamsOk(source, 'DescribeStream', { StreamArn: arn }),
      );
      expect(readStream(target, arn)).toEqual(readStream(source, arn));
    }
    // Enabling again makes a third stream, with a label of its own, in both.
    for (const engine of [source, target]) setStream(engine, true, 'NEW_IMAGE');
    expect(list(target)).toEqual(list(source));
    // A day after it was disabled, a stream is gone in both.
    for (const engine of [source, target]) engine.advance(25 * HOUR);
    expect(list(target)).toEqual(list(source));
    expect(list(target)).toHaveLength(1);
  });

  it('bring back the stream of a table deleted less than a day ago, readable and listed', () => {
    const source = ordersWithHistory();
    const arn = latestStreamArn(source, 'orders');
    ok(source, 'DeleteTable', { TableName: 'orders' });
    source.advance(60_000);
    // A new table of the same name has a stream of its own; the old one is still listed.
    createStreamTable(source, 'orders', 'KEYS_ONLY');
    put(source, 'o-1', 'again');

    const target = reloaded(source);
    const list = (engine: Engine) => streamsOk(engine, 'ListStreams', {}).Streams;
    expect(list(target)).toEqual(list(source));
    expect(list(target)).toHaveLength(2);
    expect(streamsOk(target, 'DescribeStream', { StreamArn: arn })).toEqual(
      streamsOk(source, 'DescribeStream', { StreamArn: arn }),
    );
    expect(readStream(target, arn)).toEqual(readStream(source, arn));
    expect(readStream(target, arn)).toHaveLength(4);
    for (const engine of [source, target]) engine.advance(25 * HOUR);
    expect(list(target)).toEqual(list(source));
    expect(list(target)).toHaveLength(1);
  });

  it('lets a consumer carry on from its saved place: nothing handled twice, nothing skipped', () => {
    const source = ordersWithHistory();
    const seen: string[] = [];
    const handler = (event: StreamEvent) => {
      for (const record of event.Records) seen.push(`${record.eventName} ${record.dynamodb.Keys!.id.S}`);
    };
    const consumer = addStreamConsumer(source, {
      tableName: 'orders',
      startingPosition: 'TRIM_HORIZON',
      handler,
    });
    source.advance(1000);
    expect(seen).toEqual(['INSERT o-1', 'INSERT o-2', 'MODIFY o-1', 'REMOVE o-2']);
    consumer.setEnabled(false);
    put(source, 'o-3', 'placed');
    const checkpoint = consumer.checkpoint();
    const counters = consumer.counters();
    expect(counters).toMatchObject({ recordsProcessed: 4, recordsFailed: 0 });

    const target = reloaded(source);
    seen.length = 0;
    const resumed = addStreamConsumer(target, {
      tableName: 'orders',
      resumeAt: checkpoint,
      resumeCounters: counters,
      handler,
    });
    // Each shard names the last record it handled, as before the save (the trigger card's "Last handled").
    const lastHandled = (state: ReturnType<typeof consumer.state>) =>
      state.shards.map((shard) => [shard.shardId, shard.lastSequenceNumber, shard.behind]);
    expect(lastHandled(resumed.state())).toEqual(lastHandled(consumer.state()));
    expect(resumed.state().shards.some((shard) => shard.lastSequenceNumber !== undefined)).toBe(true);
    put(target, 'o-4', 'placed');
    target.advance(1000);
    expect(seen).toEqual(['INSERT o-3', 'INSERT o-4']);
    expect(resumed.state()).toMatchObject({ recordsProcessed: 6, invocations: counters.invocations + 1 });
  });

  it('reads snapshots saved before streams were: the stream comes back with new, empty shards', () => {
    const source = ordersWithHistory();
    const arn = latestStreamArn(source, 'orders');
    const saved = JSON.parse(JSON.stringify(exportSnapshot(source)));
    delete saved.tables[0].stream;
    const target = testEngine();
    importSnapshot(target, saved);
    expect(latestStreamArn(target, 'orders')).toBe(arn);
    expect(readStream(target, arn)).toEqual([]);
    put(target, 'o-9', 'placed');
    expect(readStream(target, arn).map((record) => record.eventName)).toEqual(['INSERT']);
  });

  it('refuses damaged stream data, naming where it is, and changes nothing', () => {
    const source = ordersWithHistory();
    const saved = JSON.parse(JSON.stringify(exportSnapshot(source)));
    const damage = (change: (stream: any) => void) => {
      const copy = structuredClone(saved);
      change(copy.tables[0].stream);
      const target = testEngine();
      let error: unknown;
      try {
        importSnapshot(target, copy);
      } catch (thrown) {
        error = thrown;
      }
      expect(error).toBeInstanceOf(SnapshotError);
      expect(target.tables.size).toBe(0);
      return (error as Error).message;
    };

    expect(
      damage((stream) => {
        delete stream.shards[0].records[0].newImage;
      }),
    ).toBe(
      'The snapshot is damaged: tables[0].stream.shards[0].records[0].newImage: a INSERT record of a NEW_AND_OLD_IMAGES stream has one',
    );
    expect(
      damage((stream) => {
        stream.shards[0].records[1].sequence = stream.shards[0].records[0].sequence;
      }),
    ).toBe(
      'The snapshot is damaged: tables[0].stream.shards[0].records[1].sequence: expected increasing sequence numbers up to the stream’s last',
    );
    expect(
      damage((stream) => {
        delete stream.shards[0].endingSequence;
      }),
    ).toBe(
      'The snapshot is damaged: tables[0].stream.shards[0]: a closed shard needs closedAt and endingSequence, an open one neither',
    );
    expect(
      damage((stream) => {
        stream.shards[1].id = stream.shards[0].id;
      }),
    ).toMatch(/^The snapshot is damaged: tables\[0\]\.stream\.shards\[1\]\.id: a second shard shardId-/);
    expect(
      damage((stream) => {
        stream.shards[0].records[0].keys = { id: { N: '1' } };
      }),
    ).toMatch(
      /^The snapshot is damaged: tables\[0\]\.stream\.shards\[0\]\.records\[0\]\.keys: ValidationException: /,
    );
  });
});
