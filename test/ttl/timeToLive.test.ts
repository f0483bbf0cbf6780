/**
 * Time to Live through dispatch: UpdateTimeToLive / DescribeTimeToLive with DynamoDB's statuses and
 * messages (architect/dynalite's tests; a 2026 probe of AWS for the cooldown and CREATING texts),
 * and the background deleter on the engine clock (TTL.html, ttl-expired-items.html).
 */
import { describe, expect, it } from 'vitest';
import type { EngineOptions } from '../../src/engine/engine.ts';
import { exportSnapshot } from '../../src/engine/snapshot/exportSnapshot.ts';
import { importSnapshot } from '../../src/engine/snapshot/importSnapshot.ts';
import { fails, ok, testEngine } from '../helpers/wire.ts';
import { createStreamTable, HOUR, latestStreamArn, MINUTE, readStream } from '../streams/streamHelpers.ts';

const NOW_SECONDS = Date.UTC(2026, 10, 30) / 1000;
const FAST: EngineOptions['timeToLive'] = { minDeletionDelayMs: 1000, maxDeletionDelayMs: 5000 };

function enable(engine: ReturnType<typeof testEngine>, table = 'sessions', attribute = 'expires') {
  return ok(engine, 'UpdateTimeToLive', {
    TableName: table,
    TimeToLiveSpecification: { Enabled: true, AttributeName: attribute },
  });
}

function put(engine: ReturnType<typeof testEngine>, id: string, extra: Record<string, unknown> = {}) {
  ok(engine, 'PutItem', { TableName: 'sessions', Item: { id: { S: id }, ...extra } });
}

const exists = (engine: ReturnType<typeof testEngine>, id: string) =>
  ok(engine, 'GetItem', { TableName: 'sessions', Key: { id: { S: id } } }).Item !== undefined;

describe('UpdateTimeToLive and DescribeTimeToLive', () => {
  it('moves through ENABLING to ENABLED and DISABLING to DISABLED on the clock', () => {
    const engine = testEngine({ timeToLive: { statusDelayMs: 2000, updateCooldownMs: HOUR } });
    createStreamTable(engine, 'sessions');
    const describe = () => ok(engine, 'DescribeTimeToLive', { TableName: 'sessions' }).TimeToLiveDescription;
    expect(describe()).toEqual({ TimeToLiveStatus: 'DISABLED' });
    expect(enable(engine)).toEqual({ TimeToLiveSpecification: { Enabled: true, AttributeName: 'expires' } });
    expect(describe()).toEqual({ TimeToLiveStatus: 'ENABLING', AttributeName: 'expires' });
    engine.advance(2000);
    expect(describe()).toEqual({ TimeToLiveStatus: 'ENABLED', AttributeName: 'expires' });
    engine.advance(HOUR);
    ok(engine, 'UpdateTimeToLive', {
      TableName: 'sessions',
      TimeToLiveSpecification: { Enabled: false, AttributeName: 'expires' },
    });
    expect(describe()).toEqual({ TimeToLiveStatus: 'DISABLING', AttributeName: 'expires' });
    engine.advance(2000);
    expect(describe()).toEqual({ TimeToLiveStatus: 'DISABLED' });
  });

  it('answers with DynamoDB messages', () => {
    const engine = testEngine();
    createStreamTable(engine, 'sessions');
    const update = (Enabled: boolean, AttributeName: string) =>
      fails(engine, 'UpdateTimeToLive', {
        TableName: 'sessions',
        TimeToLiveSpecification: { Enabled, AttributeName },
      });
    expect(update(false, 'expires')).toMatchObject({
      type: 'ValidationException',
      message: 'TimeToLive is already disabled',
    });
    enable(engine);
    expect(update(true, 'expires').message).toBe('TimeToLive is already enabled');
    expect(update(true, 'other').message).toBe(
      'TimeToLive is active on a different AttributeName: current AttributeName is expires',
    );
    expect(update(false, 'expires').message).toBe(
      'Time to live has been modified multiple times within a fixed interval',
    );
    engine.advance(HOUR);
    ok(engine, 'UpdateTimeToLive', {
      TableName: 'sessions',
      TimeToLiveSpecification: { Enabled: false, AttributeName: 'expires' },
    });
    expect(update(true, 'other').message).toBe(
      'Time to live has been modified multiple times within a fixed interval',
    );
    expect(fails(engine, 'DescribeTimeToLive', { TableName: 'missing' })).toMatchObject({
      type: 'ResourceNotFoundException',
      message: 'Requested resource not found: Table: missing not found',
    });
  });

  it('refuses DescribeTimeToLive while the table is being created', () => {
    const engine = testEngine({ tableStatusDelayMs: 1000 });
    createStreamTable(engine, 'sessions');
    expect(fails(engine, 'DescribeTimeToLive', { TableName: 'sessions' })).toMatchObject({
      type: 'ValidationException',
      message:
        'Cannot describe time to live while table is in CREATING state: Current table state is CREATING',
    });
  });
});

describe('the deleter', () => {
  function sessions(options: EngineOptions = {}) {
    const engine = testEngine({ timeToLive: FAST, capacity: { enforce: false }, ...options });
    createStreamTable(engine, 'sessions', 'NEW_AND_OLD_IMAGES');
    return engine;
  }

  it('deletes expired items after a delay; until then they stay readable', () => {
    const engine = sessions();
    put(engine, 'expired', { expires: { N: String(NOW_SECONDS - 60) } });
    put(engine, 'later', { expires: { N: String(NOW_SECONDS + 3600) } });
    put(engine, 'forever');
    enable(engine);
    expect(exists(engine, 'expired')).toBe(true);
    expect(ok(engine, 'Scan', { TableName: 'sessions' }).Count).toBe(3);
    engine.advance(5000);
    expect(exists(engine, 'expired')).toBe(false);
    expect(exists(engine, 'later')).toBe(true);
    engine.advance(HOUR - 5000);
    expect(exists(engine, 'later')).toBe(true); // expires now: its deletion delay is at least 1 s
    engine.advance(5000);
    expect(exists(engine, 'later')).toBe(false);
    expect(exists(engine, 'forever')).toBe(true);
  });

  it('counts each deletion in CloudWatch’s TimeToLiveDeletedItemCount for the table', () => {
    const engine = sessions();
    for (const id of ['a', 'b', 'c']) put(engine, id, { expires: { N: String(NOW_SECONDS - 60) } });
    put(engine, 'live', { expires: { N: String(NOW_SECONDS + 3600) } });
    enable(engine);
    engine.advance(6000);
    const { metrics } = engine.capacity.snapshot(engine.tables.get('sessions')!).table;
    expect(metrics.TimeToLiveDeletedItemCount.reduce((sum, count) => sum + count, 0)).toBe(3);
  });

  it('ignores non-numbers and expiries more than five years in the past', () => {
    const engine = sessions();
    enable(engine);
    const sixYears = 6 * 365 * 24 * 3600;
    put(engine, 'string', { expires: { S: String(NOW_SECONDS - 60) } });
    put(engine, 'set', { expires: { NS: [String(NOW_SECONDS - 60)] } });
    put(engine, 'ancient', { expires: { N: String(NOW_SECONDS - sixYears) } });
    put(engine, 'fraction', { expires: { N: `${NOW_SECONDS - 60}.5` } });
    engine.advance(24 * HOUR);
    expect(['string', 'set', 'ancient', 'fraction'].map((id) => exists(engine, id))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('follows changes: a removed or pushed-back expiry saves the item', () => {
    const engine = sessions();
    enable(engine);
    put(engine, 'kept', { expires: { N: String(NOW_SECONDS + 10) } });
    put(engine, 'extended', { expires: { N: String(NOW_SECONDS + 10) } });
    ok(engine, 'UpdateItem', {
      TableName: 'sessions',
      Key: { id: { S: 'kept' } },
      UpdateExpression: 'REMOVE expires',
    });
    ok(engine, 'UpdateItem', {
      TableName: 'sessions',
      Key: { id: { S: 'extended' } },
      UpdateExpression: 'SET expires = :t',
      ExpressionAttributeValues: { ':t': { N: String(NOW_SECONDS + 3600) } },
    });
    engine.advance(MINUTE);
    expect([exists(engine, 'kept'), exists(engine, 'extended')]).toEqual([true, true]);
    engine.advance(HOUR);
    expect([exists(engine, 'kept'), exists(engine, 'extended')]).toEqual([true, false]);
  });

  it('stops deleting when TTL is disabled', () => {
    const engine = sessions();
    enable(engine);
    put(engine, 'a', { expires: { N: String(NOW_SECONDS + 60) } });
    engine.advance(HOUR);
    expect(exists(engine, 'a')).toBe(false);
    put(engine, 'b', { expires: { N: String(NOW_SECONDS + (2 * HOUR) / 1000) } });
    ok(engine, 'UpdateTimeToLive', {
      TableName: 'sessions',
      TimeToLiveSpecification: { Enabled: false, AttributeName: 'expires' },
    });
    engine.advance(24 * HOUR);
    expect(exists(engine, 'b')).toBe(true);
  });

  it('uses the default spread of minutes to two days', () => {
    const engine = testEngine({ capacity: { enforce: false } });
    createStreamTable(engine, 'sessions');
    enable(engine);
    for (let i = 0; i < 50; i++) put(engine, `s${i}`, { expires: { N: String(NOW_SECONDS) } });
    engine.advance(10 * MINUTE - 1);
    expect(ok(engine, 'Scan', { TableName: 'sessions' }).Count).toBe(50);
    engine.advance(24 * HOUR);
    const left = ok(engine, 'Scan', { TableName: 'sessions' }).Count;
    expect(left).toBeGreaterThan(5);
    expect(left).toBeLessThan(45);
    engine.advance(24 * HOUR);
    expect(ok(engine, 'Scan', { TableName: 'sessions' }).Count).toBe(0);
  });
});

describe('items that had expired before TTL was turned on', () => {
  it('wait their delay from that moment, and a reload keeps each one’s moment', () => {
    const engine = testEngine({ capacity: { enforce: false } });
    createStreamTable(engine, 'sessions');
    const yearAgo = String(NOW_SECONDS - 365 * 24 * 3600);
    for (let i = 0; i < 50; i++) put(engine, `s${i}`, { expires: { N: yearAgo } });
    enable(engine);
    const count = (on: typeof engine) => ok(on, 'Scan', { TableName: 'sessions' }).Count as number;
    engine.advance(10 * MINUTE - 1);
    expect(count(engine)).toBe(50);
    engine.advance(24 * HOUR);
    const left = count(engine);
    expect(left).toBeGreaterThan(5);
    expect(left).toBeLessThan(45);

    const reloaded = testEngine({ capacity: { enforce: false } });
    importSnapshot(reloaded, JSON.parse(JSON.stringify(exportSnapshot(engine))));
    expect(count(reloaded)).toBe(left);
    engine.advance(12 * HOUR);
    reloaded.advance(12 * HOUR);
    expect(count(reloaded)).toBe(count(engine));
    expect(count(engine)).toBeLessThan(left);
    reloaded.advance(12 * HOUR);
    expect(count(reloaded)).toBe(0);
  });
});

describe('deletions as DynamoDB makes them', () => {
  it('appear in the stream as REMOVE records by the service, and remove index entries', () => {
    const engine = testEngine({ timeToLive: FAST });
    createStreamTable(engine, 'sessions', 'NEW_AND_OLD_IMAGES', {
      AttributeDefinitions: [
        { AttributeName: 'id', AttributeType: 'S' },
        { AttributeName: 'user', AttributeType: 'S' },
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: 'byUser',
          KeySchema: [{ AttributeName: 'user', KeyType: 'HASH' }],
          Projection: { ProjectionType: 'ALL' },
          ProvisionedThroughput: { ReadCapacityUnits: 1, WriteCapacityUnits: 1 },
        },
      ],
    });
    enable(engine);
    const item = { id: { S: 's1' }, user: { S: 'ada' }, expires: { N: String(NOW_SECONDS + 30) } };
    ok(engine, 'PutItem', { TableName: 'sessions', Item: item });
    ok(engine, 'DeleteItem', { TableName: 'sessions', Key: { id: { S: 'never-there' } } });
    engine.advance(MINUTE);
    const records = readStream(engine, latestStreamArn(engine, 'sessions'));
    expect(records.map((r) => r.eventName)).toEqual(['INSERT', 'REMOVE']);
    expect(records[1].userIdentity).toEqual({ PrincipalId: 'dynamodb.amazonaws.com', Type: 'Service' });
    expect(records[1].dynamodb.OldImage).toEqual(item);
    expect(records[0].userIdentity).toBeUndefined();
    const byUser = ok(engine, 'Query', {
      TableName: 'sessions',
      IndexName: 'byUser',
      KeyConditionExpression: '#u = :u',
      ExpressionAttributeNames: { '#u': 'user' },
      ExpressionAttributeValues: { ':u': { S: 'ada' } },
    });
    expect(byUser.Count).toBe(0);
  });

  it('consume no write capacity: a table at its limit is not throttled by them', () => {
    const engine = testEngine({ timeToLive: FAST });
    createStreamTable(engine, 'sessions');
    enable(engine);
    // 1 WCU with 300 s of burst: 300 writes use the whole budget; then TTL deletes 300 items.
    for (let i = 0; i < 300; i++) put(engine, `s${i}`, { expires: { N: String(NOW_SECONDS) } });
    engine.advance(5000);
    expect(ok(engine, 'Scan', { TableName: 'sessions' }).Count).toBe(0);
    // The 5 s that passed refilled 5 units: exactly five writes succeed, the sixth is throttled.
    for (let i = 0; i < 5; i++) put(engine, `n${i}`);
    expect(fails(engine, 'PutItem', { TableName: 'sessions', Item: { id: { S: 'n5' } } }).type).toBe(
      'ProvisionedThroughputExceededException',
    );
  });

  it('scale: a sweep reads only due items, not the table', () => {
    const engine = testEngine({ timeToLive: FAST, capacity: { enforce: false } });
    createStreamTable(engine, 'sessions');
    enable(engine);
    for (let i = 0; i < 10_000; i++)
      put(engine, `far${i}`, { expires: { N: String(NOW_SECONDS + 10 * 365 * 86400) } });
    for (let i = 0; i < 10; i++) put(engine, `soon${i}`, { expires: { N: String(NOW_SECONDS + i) } });
    const started = performance.now();
    engine.advance(365 * 24 * HOUR);
    expect(performance.now() - started).toBeLessThan(200);
    expect(ok(engine, 'DescribeTable', { TableName: 'sessions' }).Table.ItemCount).toBe(10_000);
  });
});
