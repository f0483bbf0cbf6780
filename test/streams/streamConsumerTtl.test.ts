/**
 * Time to Live's deletions as a stream consumer receives them: REMOVE events with the service's
 * identity spelled as Lambda spells it, each the size the 6 MB cut measures it at (batchEvent.ts).
 */
import { describe, expect, it } from 'vitest';
import { eventRecordBytes } from '../../src/engine/streams/consumers/batchEvent.ts';
import type { StreamEvent } from '../../src/engine/streams/consumers/consumerTypes.ts';
import { addStreamConsumer } from '../../src/engine/streams/consumers/streamConsumers.ts';
import { javaDouble } from '../../src/engine/reply.ts';
import { utf8Length } from '../../src/engine/values/utf8.ts';
import { ok, testEngine } from '../helpers/wire.ts';
import { createStreamTable } from './streamHelpers.ts';

describe('TTL deletions', () => {
  it('arrive as REMOVE events with the service identity, spelled as Lambda spells it', () => {
    const engine = testEngine({ timeToLive: { minDeletionDelayMs: 1000, maxDeletionDelayMs: 1000 } });
    createStreamTable(engine, 'orders', 'OLD_IMAGE');
    ok(engine, 'UpdateTimeToLive', {
      TableName: 'orders',
      TimeToLiveSpecification: { Enabled: true, AttributeName: 'ttl' },
    });
    const events: StreamEvent[] = [];
    addStreamConsumer(engine, { tableName: 'orders', handler: (event) => void events.push(event) });
    const expires = String(engine.now() / 1000 + 5);
    ok(engine, 'PutItem', { TableName: 'orders', Item: { id: { S: 'cart' }, ttl: { N: expires } } });
    engine.advance(60_000);
    const records = events.flatMap((event) => event.Records);
    expect(records.map((r) => r.eventName)).toEqual(['INSERT', 'REMOVE']);
    expect(records[1].userIdentity).toEqual({ type: 'Service', principalId: 'dynamodb.amazonaws.com' });
    expect(records[1].dynamodb.OldImage).toEqual({ id: { S: 'cart' }, ttl: { N: expires } });
    // The 6 MB cut measures each record without building its event: the same bytes as the event's
    // JSON, its creation time written as a Java double the way DynamoDB and Lambda write it.
    const stream = engine.findTable('orders')!.latestStream!;
    const stored = stream.shards.flatMap((shard) =>
      Array.from({ length: shard.end - shard.base }, (_, i) => shard.at(shard.base + i)!),
    );
    const lambdaJson = (record: object) =>
      JSON.stringify(record).replace(
        /"ApproximateCreationDateTime":(\d+)/,
        (_, seconds: string) => `"ApproximateCreationDateTime":${javaDouble(Number(seconds))}`,
      );
    expect(stored.map((record) => eventRecordBytes(stream, record))).toEqual(
      records.map((record) => utf8Length(lambdaJson(record))),
    );
  });
});
